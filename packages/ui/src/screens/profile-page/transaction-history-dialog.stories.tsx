import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { CHAT_MESSAGES, MAYA, OLDER_TRANSACTIONS, TIME_ZONE, TRANSACTIONS } from './fixtures.ts';
import { PAGE, sectionFrame } from './story-frame.tsx';
import { TransactionHistoryDialog } from './transaction-history-dialog.tsx';

const meta = {
  title: 'Screens/ProfilePage/TransactionHistoryDialog',
  component: TransactionHistoryDialog,
  parameters: PAGE,
  decorators: [sectionFrame],
  args: {
    defaultOpen: true,
    status: 'ready',
    transactions: TRANSACTIONS,
    page: 1,
    pageCount: 2,
    onOpenChange: fn(),
    onRetry: fn(),
    onPageChange: fn(),
    onSeeChatHistory: fn(),
    chat: { status: 'ready', messages: CHAT_MESSAGES, viewerId: MAYA.id },
    timeZone: TIME_ZONE,
  },
} satisfies Meta<typeof TransactionHistoryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = async () => within(await body().findByRole('dialog', { name: 'Trading History' }));

/** The first of two pages: every kind, status and amount of the fixtures. */
export const FirstPage: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('heading', { name: 'Trading History' })).toBeVisible();
    await expect(
      d.getByText('Every token you earned, spent or were given, newest first.'),
    ).toBeVisible();
    const list = within(d.getByRole('list', { name: 'Transactions' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(TRANSACTIONS.length);
    await expect(list.getByText('+3,200 tokens')).toBeVisible();
    await expect(list.getByText('\u2212850 tokens')).toBeVisible();
    await expect(list.getByText('+ $45.00 cash')).toBeVisible();
    await expect(list.getByText('Pending')).toBeVisible();
    await expect(list.getByText('Failed')).toBeVisible();
    await expect(list.getByText(/by Priya Natarajan/)).toBeVisible();
    // A date the API sent broken does not break the row.
    await expect(list.getByText('Invalid date', { exact: false })).toBeVisible();
    // See Chat History only on transactions with an offer.
    await expect(list.getAllByRole('button', { name: /^See Chat History/ })).toHaveLength(3);
    await expect(d.getByText('Page 1 of 2')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { transactions: OLDER_TRANSACTIONS, page: 2, pageCount: 3 },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(d.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const LastPage: Story = {
  args: { transactions: OLDER_TRANSACTIONS.slice(0, 3), page: 2, pageCount: 2 },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getAllByRole('listitem')).toHaveLength(3);
    await expect(d.getByText('Page 2 of 2')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

/** Everything fits on one page: no pager, only Close. */
export const SinglePage: Story = {
  args: { transactions: TRANSACTIONS.slice(0, 4), pageCount: 1 },
  play: async () => {
    const d = await dialog();
    await expect(d.getAllByRole('listitem')).toHaveLength(4);
    await expect(d.queryByText(/Page \d of/)).toBeNull();
    await expect(d.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(d.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Staff looking at another member's history. */
export const OtherMember: Story = {
  args: { memberName: 'Maya Hood' },
  play: async () =>
    expect(
      (await dialog()).getByText('Every token movement of Maya Hood, newest first.'),
    ).toBeVisible(),
};

/** Closed, it is the View Full History button; the app loads the history when it opens. */
export const Opening: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    await expect(body().queryByRole('dialog')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View Full History' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect((await dialog()).getByRole('list', { name: 'Transactions' })).toBeVisible();
  },
};

export const Closing: Story = {
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** See Chat History opens the trade's read-only chat above the history. */
export const ChatHistory: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(
      d.getByRole('button', { name: 'See Chat History: Shimano GRX 810 groupset' }),
    );
    await expect(args.onSeeChatHistory).toHaveBeenCalledWith(TRANSACTIONS[1]);
    const chat = within(await body().findByRole('dialog', { name: 'Chat History' }));
    await expect(chat.getByText('Shimano GRX 810 groupset · read-only')).toBeVisible();
    await expect(chat.getAllByRole('listitem')).toHaveLength(CHAT_MESSAGES.length);
    await expect(chat.queryByRole('textbox')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', transactions: [] },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('status', { name: 'Loading transactions' })).toBeVisible();
    await expect(d.queryByText(/Page \d of/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { transactions: [], pageCount: 1 },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('No transactions yet')).toBeVisible();
    await expect(
      d.getByText('Trades, offers and token adjustments will be listed here.'),
    ).toBeVisible();
    await expect(d.queryByRole('list', { name: 'Transactions' })).toBeNull();
  },
};

/** Without a message of its own, the spec's fallback. */
export const LoadFailed: Story = {
  args: { status: 'error', transactions: [] },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('alert')).toHaveTextContent(
      'Failed to load transactions. Please try again later.',
    );
    await expect(d.queryByText(/Page \d of/)).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadFailedWithMessage: Story = {
  args: { status: 'error', transactions: [], error: 'Server error. Please try again later.' },
  play: async () =>
    expect((await dialog()).getByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    ),
};

export const Dark: Story = {
  globals: DARK,
  play: async () => expect((await dialog()).getByText('Page 1 of 2')).toBeVisible(),
};
export const DarkEmpty: Story = { globals: DARK, args: Empty.args, play: Empty.play };
export const DarkLoadFailed: Story = { globals: DARK, args: LoadFailed.args };

export const Phone: Story = {
  globals: PHONE,
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
export const PhoneLoading: Story = { globals: PHONE, args: Loading.args, play: Loading.play };
