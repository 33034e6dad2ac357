import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@pedalswap/domain/accounts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

const meta = {
  title: 'Screens/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/reset-password')],
  args: { token: 'c0ffee-reset-token', onSubmit: fn(), status: 'idle' },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (el: HTMLElement) =>
  within(within(el).getByRole('form', { name: 'Set a new password' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await expect(f.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('New password'), 'gravel2026');
    await userEvent.type(f.getByLabelText('Confirm new password'), 'gravel2026');
    await userEvent.click(f.getByRole('button', { name: 'Reset password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      newPassword: 'gravel2026',
      confirmPassword: 'gravel2026',
    });
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('New password'), 'bike1');
    await userEvent.tab();
    await expect(f.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters long',
    );
    await userEvent.click(f.getByRole('button', { name: 'Reset password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NeedsLetterAndNumber: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    // The server's words (spec 1 §5 gives none), so the form and the answer read the same.
    await userEvent.type(f.getByLabelText('New password'), 'gravelgrinder');
    await userEvent.tab();
    await expect(f.getByText('Password must contain at least one number')).toBeVisible();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('New password'), 'gravel2026');
    await userEvent.type(f.getByLabelText('Confirm new password'), 'gravel2027');
    await userEvent.click(f.getByRole('button', { name: 'Reset password' }));
    await expect(f.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      MESSAGES.passwordsDoNotMatch,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsShown: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('New password'), 'gravel2026');
    const [showNew, showConfirm] = f.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showNew!);
    await userEvent.click(showConfirm!);
    await expect(f.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await expect(f.getByLabelText('Confirm new password')).toHaveAttribute('type', 'text');
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    await expect(
      form(canvasElement).getByRole('button', { name: 'Reset password' }),
    ).toBeDisabled();
  },
};

export const FailedFallback: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to reset password',
    );
  },
};

export const FailedWithServerMessage: Story = {
  args: { status: 'error', error: 'This reset link has expired. Please request a new one.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This reset link has expired. Please request a new one.',
    );
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Taking you to sign in in 3 seconds',
    );
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const InvalidLink: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Dark: Story = { globals: DARK, args: { status: 'error' } };
export const Phone: Story = { globals: PHONE };
export const InvalidLinkPhone: Story = { globals: PHONE, args: { token: '' } };
