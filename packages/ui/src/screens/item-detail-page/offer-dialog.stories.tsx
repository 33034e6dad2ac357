import type { Meta, StoryObj } from '@storybook/react-vite';
import { OFFER_MESSAGES } from '@pedalswap/domain/offers';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { OfferDialog } from './offer-dialog.tsx';

const meta = {
  title: 'Screens/Items/OfferDialog',
  component: OfferDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    kind: 'offer',
    itemName: 'Trek Fuel EX 8',
    status: 'editing',
    form: { offerType: 'cash', amount: '', message: '' },
    issues: [],
    failure: null,
    balance: 1200,
    onChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof OfferDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));

/** The empty form: cash by default, a labelled dialog, the amount and the message. */
export const Editing: Story = {
  play: async ({ args }) => {
    const form = dialog('Make an Offer');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Amount (US dollars)' }), '9');
    await expect(args.onChange).toHaveBeenCalledWith({ amount: '9' });
    await userEvent.click(form.getByRole('radio', { name: 'Tokens' }));
    await expect(args.onChange).toHaveBeenCalledWith({ offerType: 'tokens' });
    await userEvent.click(form.getByRole('button', { name: 'Submit Offer' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The rules of spec 2 §5.4 held the form back: their messages on the fields, verbatim. */
export const Invalid: Story = {
  args: {
    form: { offerType: 'tokens', amount: '5000', message: 'x'.repeat(501) },
    issues: [
      { path: 'amount', msg: OFFER_MESSAGES.insufficientTokens(1200) },
      { path: 'message', msg: OFFER_MESSAGES.messageTooLong },
    ],
  },
  play: async () => {
    const form = dialog('Make an Offer');
    const amount = form.getByRole('spinbutton', { name: 'Amount (tokens)' });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Insufficient tokens. You have 1200 tokens.'),
    );
    await expect(form.getByText('Message must be less than 500 characters')).toBeVisible();
  },
};

/** The call is under way: the form waits. */
export const Submitting: Story = {
  args: { status: 'submitting', form: { offerType: 'cash', amount: '1850', message: 'Hi!' } },
  play: async () => {
    await expect(
      dialog('Make an Offer').getByRole('button', { name: 'Submit Offer' }),
    ).toBeDisabled();
  },
};

/** The server refused it (409): 'Active offer exists' with its sentence, the form kept. */
export const ActiveOfferExists: Story = {
  args: {
    form: { offerType: 'cash', amount: '1850', message: '' },
    failure: { title: OFFER_MESSAGES.activeOfferTitle, message: OFFER_MESSAGES.activeOfferExists },
  },
  play: async () => {
    await expect(dialog('Make an Offer').getByRole('alert')).toHaveTextContent(
      OFFER_MESSAGES.activeOfferExists,
    );
  },
};

/** Sent, with a chat. */
export const Submitted: Story = {
  args: { status: 'submitted', chatId: 'chat-1' },
  play: async ({ args }) => {
    await userEvent.click(dialog('Offer Sent').getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Sent, the chat still being set up (spec 2 §2.7). */
export const SubmittedChatPending: Story = {
  args: { status: 'submitted', chatId: null },
};

/** Staff token offer (spec 3 §4): the quick amounts 100 to 1500 and a message. */
export const TokenOffer: Story = {
  args: { kind: 'token', form: { offerType: 'tokens', amount: '500', message: '' } },
  play: async ({ args }) => {
    const form = dialog('Send Token Offer');
    const quick = within(form.getByRole('group', { name: 'Quick amounts' }));
    await expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '100',
      '250',
      '500',
      '750',
      '1000',
      '1500',
    ]);
    await userEvent.click(quick.getByRole('button', { name: '1500' }));
    await expect(args.onChange).toHaveBeenCalledWith({ amount: '1500' });
  },
};

/** A staff token offer above the ceiling. */
export const TokenOfferInvalid: Story = {
  args: {
    kind: 'token',
    form: { offerType: 'tokens', amount: '20000', message: '' },
    issues: [{ path: 'amount', msg: OFFER_MESSAGES.tokenAmountMax }],
  },
};

/** The server could not be reached: 'Failed to create token offer'. */
export const TokenOfferFailed: Story = {
  args: {
    kind: 'token',
    form: { offerType: 'tokens', amount: '500', message: '' },
    failure: { title: OFFER_MESSAGES.tokenOfferFailed, message: '' },
  },
};

/**
 * What similar bikes traded for (3 or more trades in the last 12 months), under the amount. The
 * stories above have no range: fewer than 3 similar trades, or not known yet, say nothing.
 */
export const WithFairPrice: Story = {
  args: {
    form: { offerType: 'cash', amount: '1500', message: '' },
    fairPrice: 'Similar bikes traded for $1,250.00–$2,100.00 in the last 12 months (5 trades).',
  },
  play: async () => {
    const note = dialog('Make an Offer').getByRole('note');
    await expect(note).toHaveTextContent(
      'Similar bikes traded for $1,250.00–$2,100.00 in the last 12 months (5 trades).',
    );
  },
};

/** Staff see the token range when they send a token offer. */
export const TokenOfferWithFairPrice: Story = {
  args: {
    kind: 'token',
    form: { offerType: 'tokens', amount: '500', message: '' },
    fairPrice: 'Similar bikes traded for 300–450 tokens in the last 12 months (3 trades).',
  },
  play: async () => {
    await expect(dialog('Send Token Offer').getByRole('note')).toHaveTextContent(
      'Similar bikes traded for 300–450 tokens in the last 12 months (3 trades).',
    );
  },
};

/** Without a range in the offer's unit nothing is said (no empty note). */
export const WithoutFairPrice: Story = {
  args: { form: { offerType: 'tokens', amount: '', message: '' }, fairPrice: null },
  play: async () => {
    await expect(dialog('Make an Offer').queryByRole('note')).toBeNull();
  },
};
