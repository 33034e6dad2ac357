import { Box, Button } from '@radix-ui/themes';
import { TrashIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { DeleteListingDialog, type DeleteListingDialogProps } from './delete-listing-dialog.tsx';
import { FILLED } from './fixtures.ts';

/** The dialog with its open state kept here, behind a Delete button as the actions card has. */
function StatefulDialog(args: DeleteListingDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button color="red" variant="soft" highContrast onClick={() => setOpen(true)}>
        <TrashIcon aria-hidden /> Delete
      </Button>
      <DeleteListingDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Screens/Listing/DeleteListingDialog',
  component: DeleteListingDialog,
  // Taken as a page: the alert dialog lives in a portal outside the canvas.
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Box p="5">
        <Story />
      </Box>
    ),
  ],
  render: (args) => <StatefulDialog {...args} />,
  args: {
    open: true,
    itemType: 'bike',
    itemName: FILLED.bike.name,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof DeleteListingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('alertdialog', { name }));
const body = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

export const Bike: Story = {
  play: async ({ args }) => {
    const d = await dialog('Delete Bike Listing?');
    await expect(d.getByText(body('Trek Marlin 7 trail hardtail'))).toBeVisible();
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.click(d.getByRole('button', { name: 'Yes, Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    // Yes, Delete does not close it: the app answers (navigates away or shows the failure).
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

export const Part: Story = {
  args: { itemType: 'part', itemName: FILLED.part.name },
  play: async () => {
    const d = await dialog('Delete Part Listing?');
    await expect(d.getByText(body('Shimano XT M8100 rear derailleur'))).toBeVisible();
  },
};

export const Accessory: Story = {
  args: { itemType: 'accessory', itemName: FILLED.accessory.name },
  play: async () => {
    const d = await dialog('Delete Accessory Listing?');
    await expect(d.getByText(body('Ortlieb Back-Roller Classic panniers'))).toBeVisible();
  },
};

export const Gear: Story = {
  args: { itemType: 'gear', itemName: FILLED.gear.name },
  play: async () => {
    const d = await dialog('Delete Gear Listing?');
    await expect(d.getByText(body('Showers Pass Transit rain jacket'))).toBeVisible();
  },
};

/** Cancel closes it without deleting; the Delete button opens it again. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    const d = await dialog('Delete Bike Listing?');
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(await dialog('Delete Bike Listing?')).toBeTruthy();
  },
};

/** The delete call is running: 'Deleting...', both buttons disabled, Escape does not close. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ args }) => {
    const d = await dialog('Delete Bike Listing?');
    await expect(d.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(d.queryByRole('button', { name: 'Yes, Delete' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog', { name: 'Delete Bike Listing?' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The delete failed: spec 2 §8.2's message in the dialog, which stays open to try again. */
export const Failed: Story = {
  args: { error: 'Failed to delete bike' },
  play: async ({ args }) => {
    const d = await dialog('Delete Bike Listing?');
    await expect(d.getByRole('alert')).toHaveTextContent('Failed to delete bike');
    await userEvent.click(d.getByRole('button', { name: 'Yes, Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

const LONG_NAME =
  'Specialized S-Works Tarmac SL7 Dura-Ace Di2 with Roval Rapide CLX wheels, Quarq power meter, spare carbon seatpost, two sets of tyres and a travel case, lovingly ridden on the Cascades Century and every Saturday around Mercer Island';

/** The longest names wrap inside the dialog; the buttons stay in place. */
export const LongItemName: Story = {
  args: { itemName: LONG_NAME },
  play: async () => {
    const d = await dialog('Delete Bike Listing?');
    await expect(d.getByText(body(LONG_NAME))).toBeVisible();
    await expect(d.getByRole('button', { name: 'Yes, Delete' })).toBeVisible();
  },
};

/** A listing without a name yet (a fresh draft) is "this listing". */
export const UnnamedDraft: Story = {
  args: { itemName: '   ' },
  play: async () => {
    const d = await dialog('Delete Bike Listing?');
    await expect(d.getByText(body('this listing'))).toBeVisible();
  },
};

export const Dark: Story = {
  globals: DARK,
  play: async () =>
    expect((await dialog('Delete Bike Listing?')).getByText(body(FILLED.bike.name))).toBeVisible(),
};

export const DarkDeleting: Story = {
  globals: DARK,
  args: { deleting: true },
  play: async () =>
    expect(
      (await dialog('Delete Bike Listing?')).getByRole('button', { name: 'Deleting...' }),
    ).toBeDisabled(),
};

export const Phone: Story = {
  globals: PHONE,
  play: async () => {
    const d = await dialog('Delete Bike Listing?');
    await expect(d.getByRole('button', { name: 'Yes, Delete' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const PhoneLongItemName: Story = {
  globals: PHONE,
  args: { itemName: LONG_NAME },
  play: async () =>
    expect((await dialog('Delete Bike Listing?')).getByText(body(LONG_NAME))).toBeVisible(),
};
