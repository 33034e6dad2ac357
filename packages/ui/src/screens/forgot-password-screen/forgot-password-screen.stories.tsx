import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCOUNT_FLOW_MESSAGES, MESSAGES } from '@pedalswap/domain/accounts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { ForgotPasswordScreen } from './forgot-password-screen.tsx';

const meta = {
  title: 'Screens/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/forgot-password')],
  args: { onSubmit: fn(), status: 'idle' },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (el: HTMLElement) =>
  within(within(el).getByRole('form', { name: 'Request a reset link' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    await expect(f.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('Email'), 'maya@example.com');
    await userEvent.click(f.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('maya@example.com');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('Email'), 'maya-at-example');
    await userEvent.click(f.getByRole('button', { name: 'Send reset link' }));
    await expect(f.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.getByRole('button', { name: 'Send reset link' }));
    await expect(f.getByText('Email is required')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', defaultEmail: 'maya@example.com' },
  play: async ({ canvasElement }) => {
    await expect(
      form(canvasElement).getByRole('button', { name: 'Send reset link' }),
    ).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { status: 'sent', defaultEmail: 'maya@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "If an account exists with that email, we've sent password reset instructions...",
    );
  },
};

export const FailedFallback: Story = {
  args: { status: 'error', defaultEmail: 'maya@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to send reset email',
    );
    await expect(ACCOUNT_FLOW_MESSAGES.resetLinkFailed).toBe('Failed to send reset email');
  },
};

export const FailedWithServerMessage: Story = {
  args: { status: 'error', error: MESSAGES.tooManyRequests, defaultEmail: 'maya@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      MESSAGES.tooManyRequests,
    );
  },
};

export const Dark: Story = {
  globals: DARK,
  args: { status: 'sent', defaultEmail: 'maya@example.com' },
};
export const Phone: Story = { globals: PHONE };
