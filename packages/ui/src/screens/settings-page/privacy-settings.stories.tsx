import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { PrivacySettings } from './privacy-settings.tsx';

const meta = {
  title: 'Screens/Settings/PrivacySettings',
  component: PrivacySettings,
  args: { onChange: fn(), deleteAccount: { onDelete: fn(), onClose: fn() } },
} satisfies Meta<typeof PrivacySettings>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = { parameters: { layout: 'fullscreen' } } as const;
const dialog = () => within(screen.getByRole('alertdialog', { name: 'Delete your account?' }));
const confirmWith = async (typed: string) => {
  if (typed) await userEvent.type(dialog().getByLabelText('Type DELETE to confirm'), typed);
  await userEvent.click(dialog().getByRole('button', { name: 'Delete account' }));
};
const withDialog = (extra: Record<string, unknown> = {}) => ({
  deleteAccount: { onDelete: fn(), onClose: fn(), defaultOpen: true, ...extra },
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Profile visibility' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Show location' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Allow messages' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Danger zone' })).toBeVisible();
  },
};

/** Local only: the switch changes and nothing but the optional onChange hears of it. */
export const Toggled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Show location' }));
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Show location' }),
    ).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith({
      profileVisible: true,
      showLocation: false,
      allowMessages: true,
    });
  },
};

export const OpensDeleteDialog: Story = {
  ...open,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete account' }));
    await expect(dialog().getByLabelText('Type DELETE to confirm')).toBeVisible();
  },
};

export const DeleteNeedsTheWord: Story = {
  ...open,
  args: withDialog(),
  play: async ({ args }) => {
    await confirmWith('');
    await expect(dialog().getByText('Please type DELETE to confirm')).toBeVisible();
    await expect(args.deleteAccount.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteWrongCase: Story = {
  ...open,
  args: withDialog(),
  play: async ({ args }) => {
    await confirmWith('delete');
    await expect(dialog().getByLabelText('Type DELETE to confirm')).toHaveAccessibleDescription(
      'Please type DELETE to confirm',
    );
    await expect(args.deleteAccount.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteConfirmed: Story = {
  ...open,
  args: withDialog(),
  play: async ({ args }) => {
    await confirmWith('DELETE');
    await expect(args.deleteAccount.onDelete).toHaveBeenCalledOnce();
  },
};

export const Deleting: Story = { ...open, args: withDialog({ status: 'submitting' }) };

export const DeleteFailed: Story = {
  ...open,
  args: withDialog({ status: 'error' }),
  play: async () =>
    expect(dialog().getByRole('alert')).toHaveTextContent('Failed to delete account'),
};

export const DeleteFailedWithMessage: Story = {
  ...open,
  args: withDialog({ status: 'error', error: 'Server error. Please try again later.' }),
  play: async () =>
    expect(dialog().getByRole('alert')).toHaveTextContent('Server error. Please try again later.'),
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
