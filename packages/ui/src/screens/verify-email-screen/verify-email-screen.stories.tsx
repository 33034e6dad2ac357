import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@pedalswap/domain/accounts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, withShell } from '../../stories/with-shell.tsx';
import { VerifyEmailScreen } from './verify-email-screen.tsx';

const meta = {
  title: 'Screens/VerifyEmailScreen',
  component: VerifyEmailScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/verify-email')],
  args: { status: 'loading', onResend: fn() },
} satisfies Meta<typeof VerifyEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      MESSAGES.emailVerified,
    );
  },
};
export const InvalidToken: Story = {
  args: { status: 'error', message: MESSAGES.invalidVerificationToken },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.invalidVerificationToken);
    await expect(canvas.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  },
};
export const NoToken: Story = { args: { status: 'error', message: MESSAGES.noVerificationToken } };
export const CanResend: Story = {
  args: { status: 'error', message: MESSAGES.invalidVerificationToken, canResend: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Resend verification email' }),
    );
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};
export const ResendSent: Story = {
  args: {
    status: 'error',
    message: MESSAGES.invalidVerificationToken,
    canResend: true,
    resendStatus: 'sent',
  },
};
export const ResendFailed: Story = {
  args: {
    status: 'error',
    message: MESSAGES.invalidVerificationToken,
    canResend: true,
    resendStatus: 'error',
  },
};
export const SuccessDark: Story = { args: { status: 'success' }, globals: DARK };
