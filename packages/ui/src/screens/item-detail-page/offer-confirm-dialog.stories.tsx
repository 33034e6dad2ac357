import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PHONE } from '../../stories/with-shell.tsx';
import { OfferConfirmDialog } from './offer-confirm-dialog.tsx';

// Each confirmation open, as a member or staff meets it before the answer goes out, at the
// desktop size and on a phone.
const meta = {
  title: 'Screens/Items/OfferConfirmDialog',
  component: OfferConfirmDialog,
  args: {
    kind: 'accept',
    who: 'Jonas Berg',
    seller: 'Maya Okafor',
    amount: '500 tokens',
    itemName: 'Trek Fuel EX 8',
    onConfirm: fn(),
    defaultOpen: true,
  },
} satisfies Meta<typeof OfferConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('alertdialog');

/** Accept names the bidder and the amount; the message is optional. */
export const Accept: Story = {
  play: async ({ args }) => {
    const open = await dialog();
    await expect(open).toHaveAccessibleName('Accept Offer?');
    await expect(open).toHaveTextContent(`Accept Jonas Berg's offer of 500 tokens`);
    await userEvent.click(within(open).getByRole('button', { name: 'Yes, Accept Offer' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(undefined);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const AcceptPhone: Story = { ...Accept, globals: PHONE };

/** Reject with an optional message, trimmed. */
export const Reject: Story = {
  args: { kind: 'reject', amount: '$1,850.00' },
  play: async ({ args }) => {
    const open = await dialog();
    await expect(open).toHaveTextContent(`Reject Jonas Berg's offer of $1,850.00`);
    await userEvent.type(
      within(open).getByRole('textbox', { name: 'Message (optional)' }),
      ' Sold it at the shop ',
    );
    await userEvent.click(within(open).getByRole('button', { name: 'Yes, Reject Offer' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Sold it at the shop');
  },
};

export const RejectPhone: Story = {
  args: { kind: 'reject', amount: '$1,850.00' },
  globals: PHONE,
};

/** Complete Trade names the item, both parties and the amount; Back leaves it undone. */
export const CompleteTrade: Story = {
  args: { kind: 'complete' },
  play: async ({ args }) => {
    const open = await dialog();
    await expect(open).toHaveAccessibleName('Complete Trade?');
    await expect(open).toHaveTextContent(
      '"Trek Fuel EX 8" passes from Maya Okafor to Jonas Berg for 500 tokens',
    );
    await expect(within(open).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(open).getByRole('button', { name: 'Back' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Trade' }));
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: 'Yes, Complete Trade' }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const CompleteTradePhone: Story = { args: { kind: 'complete' }, globals: PHONE };
