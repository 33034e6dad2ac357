import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@pedalswap/domain/accounts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { LoginScreen } from './login-screen.tsx';

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/login')],
  args: { onSubmit: fn(), onResendVerification: fn() },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (el: HTMLElement) => within(within(el).getByRole('form', { name: 'Sign in' }));
const NOT_VERIFIED = 'Account has not been verified yet. Please check your email.';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(f.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(f.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const FilledAndSubmitted: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(f.getByLabelText('Password'), 'Trail2026');
    await userEvent.click(f.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'maya@example.com',
      password: 'Trail2026',
    });
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    const email = f.getByLabelText('Email');
    await userEvent.type(email, 'maya-at-example');
    await userEvent.tab();
    await expect(f.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(email).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    await expect(f.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('Email'), 'maya@example.com');
    await userEvent.click(f.getByLabelText('Password'));
    await userEvent.tab();
    await expect(f.getByText('Password is required')).toBeVisible();
    await expect(f.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  },
};

export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('Password'), 'Trail2026');
    await userEvent.click(f.getByRole('button', { name: 'Show password' }));
    await expect(f.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const Submitting: Story = { args: { submitting: true, defaultEmail: 'maya@example.com' } };

export const InvalidCredentials: Story = {
  args: { error: MESSAGES.invalidCredentials, defaultEmail: 'maya@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      MESSAGES.invalidCredentials,
    );
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Resend verification email' }),
    ).toBeNull();
  },
};

export const AccountLocked: Story = { args: { error: MESSAGES.accountLocked } };
export const TooManyRequests: Story = { args: { error: MESSAGES.tooManyRequests } };
export const ServerError: Story = { args: { error: 'Server error. Please try again later.' } };

export const NotVerified: Story = {
  args: { error: NOT_VERIFIED, defaultEmail: 'maya@example.com' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Resend verification email' }),
    );
    await expect(args.onResendVerification).toHaveBeenCalledWith('maya@example.com');
  },
};

export const ResendNeedsEmail: Story = {
  args: { error: NOT_VERIFIED },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Resend verification email' }),
    );
    await expect(within(canvasElement).getByText(MESSAGES.emailFirst)).toBeVisible();
    await expect(args.onResendVerification).not.toHaveBeenCalled();
  },
};

export const ResendSending: Story = {
  args: { error: NOT_VERIFIED, defaultEmail: 'maya@example.com', resendStatus: 'sending' },
};

export const ResendSent: Story = {
  args: {
    error: NOT_VERIFIED,
    defaultEmail: 'maya@example.com',
    resendStatus: 'sent',
    resendMessage: MESSAGES.verificationSent,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      MESSAGES.verificationSent,
    );
  },
};

export const ResendFailed: Story = {
  args: { error: NOT_VERIFIED, defaultEmail: 'maya@example.com', resendStatus: 'error' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Failed to resend verification email'),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: DARK, args: { error: MESSAGES.invalidCredentials } };
export const Phone: Story = { globals: PHONE };
