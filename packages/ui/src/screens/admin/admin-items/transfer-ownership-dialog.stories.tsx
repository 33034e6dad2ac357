import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MEMBER_OPTIONS } from './admin-items-fixtures.ts';
import { TransferOwnershipDialog } from './transfer-ownership-dialog.tsx';

const meta = {
  title: 'Screens/Admin/TransferOwnershipDialog',
  component: TransferOwnershipDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    itemName: 'Rapha Pro Team jacket',
    currentOwnerName: 'Rosa Delgado',
    search: 'ma',
    onSearchChange: fn(),
    membersStatus: 'ready',
    members: MEMBER_OPTIONS,
    selectedId: null,
    onSelect: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TransferOwnershipDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (el: HTMLElement) => within(within(el.ownerDocument.body).getByRole('dialog'));

/** Transfer without a choice says so and calls nothing; choosing by keyboard works. */
export const NeedsSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    await expect(dialog.getByText('Please select a new owner')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: /Mateo Silva/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(MEMBER_OPTIONS[1]!.id);
    await userEvent.type(dialog.getByRole('searchbox'), 't');
    await expect(args.onSearchChange).toHaveBeenCalledWith('mat');
  },
};

export const Selected: Story = {
  args: { selectedId: MEMBER_OPTIONS[1]!.id },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: /Mateo Silva/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(MEMBER_OPTIONS[1]!.id);
  },
};

export const LoadingMembers: Story = {
  args: { membersStatus: 'loading', members: [] },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement).getByLabelText('Loading members')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { search: 'zz', members: [] },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement).getByText('No active members match "zz".')).toBeVisible();
  },
};

export const MembersFailed: Story = {
  args: { membersStatus: 'error', members: [] },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load members',
    );
  },
};

export const Failed: Story = {
  args: {
    selectedId: MEMBER_OPTIONS[0]!.id,
    failure: 'The new owner must be an active member',
  },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement).getByRole('alert')).toHaveTextContent(
      'Transfer failed: The new owner must be an active member',
    );
  },
};

export const Transferring: Story = {
  args: { selectedId: MEMBER_OPTIONS[0]!.id, pending: true },
};
