import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { VerifyEmailChangeScreen } from './verify-email-change-screen.tsx';

const meta = {
  title: 'Screens/VerifyEmailChangeScreen',
  component: VerifyEmailChangeScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/verify-email-change')],
  args: { status: 'loading' },
} satisfies Meta<typeof VerifyEmailChangeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const failureButtons = async (el: HTMLElement) => {
  const canvas = within(el);
  await expect(canvas.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Confirming your new email…',
    );
  },
};

export const Success: Story = {
  args: { status: 'success', email: 'maya.trails@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('maya.trails@example.com');
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('link', { name: 'Go to Settings' })).toBeNull();
  },
};

export const FailedFallback: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to verify email change. The link may have expired.',
    );
    await failureButtons(canvasElement);
  },
};

export const FailedWithServerMessage: Story = {
  args: { status: 'error', error: 'That email address is already used by another account.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'That email address is already used by another account.',
    );
  },
};

export const NoToken: Story = {
  args: { status: 'no-token' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid verification link. Please check your email and try again.',
    );
    await failureButtons(canvasElement);
  },
};

export const Dark: Story = {
  globals: DARK,
  args: { status: 'success', email: 'maya.trails@example.com' },
};
export const PhoneFailed: Story = { globals: PHONE, args: { status: 'error' } };
