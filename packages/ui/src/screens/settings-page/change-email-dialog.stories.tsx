import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROFILE_MESSAGES } from '@pedalswap/domain/accounts';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { DARK } from '../../stories/with-shell.tsx';
import { ChangeEmailDialog } from './change-email-dialog.tsx';

// The dialog renders in a portal, so these stories are taken as whole pages.
const meta = {
  title: 'Screens/Settings/ChangeEmailDialog',
  component: ChangeEmailDialog,
  parameters: { layout: 'fullscreen' },
  args: { currentEmail: 'Maya@Example.com', onSubmit: fn(), onClose: fn(), defaultOpen: true },
} satisfies Meta<typeof ChangeEmailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Change Email' }));
const submit = () =>
  userEvent.click(dialog().getByRole('button', { name: 'Send verification link' }));

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Email' }));
    await expect(dialog().getByLabelText('New email')).toBeVisible();
    await expect(dialog().getByLabelText('Current password')).toBeVisible();
  },
};

export const Open: Story = {};

export const Incomplete: Story = {
  play: async ({ args }) => {
    await submit();
    // The check loads on submit (issue 11): its answer comes a moment later.
    await waitFor(() => expect(dialog().getByText(PROFILE_MESSAGES.emailChangeBoth)).toBeVisible());
    await expect(dialog().getByLabelText('New email')).toHaveAccessibleDescription(
      'Please provide both new email and current password',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordMissing: Story = {
  play: async ({ args }) => {
    await userEvent.type(dialog().getByLabelText('New email'), 'maya@gorge.example');
    await submit();
    // The check loads on submit (issue 11): its answer comes a moment later.
    await waitFor(() =>
      expect(dialog().getByLabelText('Current password')).toHaveAccessibleDescription(
        'Please provide both new email and current password',
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args }) => {
    await userEvent.type(dialog().getByLabelText('New email'), 'maya@gorge');
    await userEvent.type(dialog().getByLabelText('Current password'), 'Trail2026');
    await submit();
    // The check loads on submit (issue 11): its answer comes a moment later.
    await waitFor(() =>
      expect(dialog().getByText('Please enter a valid email address')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SameEmail: Story = {
  play: async ({ args }) => {
    await userEvent.type(dialog().getByLabelText('New email'), 'MAYA@example.COM');
    await userEvent.type(dialog().getByLabelText('Current password'), 'Trail2026');
    await submit();
    // The check loads on submit (issue 11): its answer comes a moment later.
    await waitFor(() =>
      expect(dialog().getByText('New email must be different from current email')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  play: async ({ args }) => {
    await userEvent.type(dialog().getByLabelText('New email'), ' maya@gorge.example ');
    await userEvent.type(dialog().getByLabelText('Current password'), 'Trail2026');
    await submit();
    // The check loads on submit (issue 11): its answer comes a moment later.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        newEmail: 'maya@gorge.example',
        currentPassword: 'Trail2026',
      }),
    );
  },
};

export const Submitting: Story = { args: { status: 'submitting' } };

export const ServerError: Story = {
  args: { status: 'error', error: 'Invalid email or password. Please try again.' },
  play: async () =>
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    ),
};

export const FallbackError: Story = {
  args: { status: 'error' },
  play: async () =>
    expect(dialog().getByRole('alert')).toHaveTextContent('Failed to request email change'),
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ args }) => {
    await expect(dialog().getByRole('status')).toHaveTextContent(
      'Verification email sent! Please check your new email address to complete the change.',
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Done' }));
    // The check loads on submit (issue 11): its answer comes a moment later.
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Dark: Story = { globals: DARK };
