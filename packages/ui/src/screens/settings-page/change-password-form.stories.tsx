import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const meta = {
  title: 'Screens/Settings/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (el: HTMLElement) => within(within(el).getByRole('form', { name: 'Change password' }));
const fill = async (el: HTMLElement, current: string, next: string, confirm: string) => {
  const f = form(el);
  if (current) await userEvent.type(f.getByLabelText('Current password'), current);
  if (next) await userEvent.type(f.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(f.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(f.getByRole('button', { name: 'Change password' }));
};

export const Default: Story = {};

/** The confirmation left empty means the new password as typed (spec 1 §5). */
export const ConfirmationDefaultsToNew: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'Trail2026', 'Gravel2027', '');
    // The check loads on submit (issue 11): its answer comes a moment later.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        currentPassword: 'Trail2026',
        newPassword: 'Gravel2027',
        confirmPassword: 'Gravel2027',
      }),
    );
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'Trail2026', 'Gravel2027', 'Gravel2027');
    // The check loads on submit (issue 11): its answer comes a moment later.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        currentPassword: 'Trail2026',
        newPassword: 'Gravel2027',
        confirmPassword: 'Gravel2027',
      }),
    );
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'Trail2026', 'Gravel2027', 'Gravel2028');
    // The check loads on submit (issue 11): its answer comes a moment later.
    await waitFor(() =>
      expect(
        form(canvasElement).getByLabelText('Confirm new password'),
      ).toHaveAccessibleDescription('New passwords do not match'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'Trail2026', 'short', '');
    // The check loads on submit (issue 11): its answer comes a moment later.
    await waitFor(() =>
      expect(
        form(canvasElement).getByText('Password must be at least 8 characters long'),
      ).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CurrentPasswordMissing: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, '', 'Gravel2027', '');
    // The check loads on submit (issue 11): its answer comes a moment later.
    await waitFor(() =>
      expect(form(canvasElement).getByText('Current password is required')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { status: 'submitting' } };

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Password changed successfully!',
    ),
};

export const ServerError: Story = {
  args: { status: 'error', error: 'Current password is incorrect' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Current password is incorrect',
    ),
};

export const FallbackError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to change password'),
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
