import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { BALANCE, CHAT_MESSAGES, MAYA, TIME_ZONE, TRANSACTIONS } from './fixtures.ts';
import { PAGE, sectionFrame } from './story-frame.tsx';
import { TokenBalanceSection } from './token-balance-section.tsx';

const meta = {
  title: 'Screens/ProfilePage/TokenBalanceSection',
  component: TokenBalanceSection,
  // Taken as pages, so tall sections and their dialogs (portals) are captured whole.
  parameters: PAGE,
  decorators: [sectionFrame],
  args: {
    status: 'ready',
    balance: BALANCE,
    onRetry: fn(),
    recent: { status: 'ready', items: TRANSACTIONS, onRetry: fn() },
    history: {
      status: 'ready',
      transactions: TRANSACTIONS,
      page: 1,
      pageCount: 2,
      onPageChange: fn(),
      onOpenChange: fn(),
      onSeeChatHistory: fn(),
      chat: { status: 'ready', messages: CHAT_MESSAGES, viewerId: MAYA.id },
    },
    timeZone: TIME_ZONE,
  },
} satisfies Meta<typeof TokenBalanceSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Token Balance & Trading History' }),
    ).toBeVisible();
    const figures = within(canvasElement.querySelector('dl')!);
    await expect(figures.getByText('12,450 tokens')).toBeVisible();
    await expect(figures.getByText('18,200 tokens')).toBeVisible();
    await expect(figures.getByText('5,750 tokens')).toBeVisible();
    await expect(figures.getByText('1,200 tokens')).toBeVisible();
    await expect(figures.getByText('Trades in progress')).toBeVisible();
    // The five newest of the first page.
    const recent = within(canvas.getByRole('list', { name: 'Recent transactions' }));
    await expect(recent.getAllByRole('listitem')).toHaveLength(5);
    await expect(recent.getByText('+3,200 tokens')).toBeVisible();
    await expect(recent.getByText('\u2212850 tokens')).toBeVisible();
    await expect(recent.getByText('Pending')).toBeVisible();
    await expect(recent.getByText('Failed')).toBeVisible();
    await expect(recent.getByText(/by Priya Natarajan/)).toBeVisible();
    await expect(recent.queryByText('Shimano XT pedals')).toBeNull();
  },
};

export const FullHistory: Story = {
  parameters: PAGE,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View Full History' }));
    await expect(args.history.onOpenChange).toHaveBeenCalledWith(true);
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: 'Trading History' })).toBeVisible();
    const list = within(dialog.getByRole('list', { name: 'Transactions' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(TRANSACTIONS.length);
    // See Chat History only on transactions with an offer.
    await expect(list.getAllByRole('button', { name: /^See Chat History/ })).toHaveLength(3);
    await expect(list.getByText('Invalid date', { exact: false })).toBeVisible();
    await expect(dialog.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(args.history.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const ChatHistoryFromTransaction: Story = {
  parameters: PAGE,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View Full History' }));
    const history = within(await body().findByRole('dialog'));
    await userEvent.click(
      history.getByRole('button', { name: 'See Chat History: Santa Cruz Stigmata' }),
    );
    await expect(args.history.onSeeChatHistory).toHaveBeenCalledWith(TRANSACTIONS[0]);
    const chat = within(await body().findByRole('dialog', { name: 'Chat History' }));
    await expect(chat.getByText('Santa Cruz Stigmata · read-only')).toBeVisible();
    await expect(chat.getAllByRole('listitem')).toHaveLength(CHAT_MESSAGES.length);
    await expect(chat.getByText('Admin')).toBeVisible();
    // Read-only: nothing to type into.
    await expect(chat.queryByRole('textbox')).toBeNull();
    await userEvent.click(chat.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Chat History' })).toBeNull());
    await expect(body().getByRole('dialog', { name: 'Trading History' })).toBeVisible();
  },
};

export const HistoryLoading: Story = {
  parameters: PAGE,
  args: { history: { ...meta.args.history, status: 'loading', defaultOpen: true } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('status', { name: 'Loading transactions' })).toBeVisible();
  },
};

export const HistoryEmpty: Story = {
  parameters: PAGE,
  args: {
    history: { ...meta.args.history, transactions: [], pageCount: 1, defaultOpen: true },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByText('No transactions yet')).toBeVisible();
    await expect(dialog.queryByText(/Page \d of/)).toBeNull();
  },
};

export const HistoryFailed: Story = {
  parameters: PAGE,
  args: {
    history: {
      ...meta.args.history,
      status: 'error',
      error: 'Server error. Please try again later.',
      onRetry: fn(),
      defaultOpen: true,
    },
  },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.history.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoTransactions: Story = {
  args: {
    balance: {
      currentBalance: 0,
      summary: { totalEarned: 0, totalSpent: 0, pendingTokens: 0, tradesInProgress: 0 },
    },
    recent: { status: 'ready', items: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No transactions yet')).toBeVisible();
    await expect(canvas.getAllByText('0 tokens')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { status: 'loading', balance: null, recent: { status: 'loading', items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading token balance' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading recent transactions' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    status: 'error',
    balance: null,
    recent: { status: 'error', items: [], onRetry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent(
      'Failed to load token balance. Please try again later.',
    );
    await expect(alerts[1]).toHaveTextContent(
      'Failed to load transactions. Please try again later.',
    );
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0]!);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
export const HistoryPhone: Story = {
  parameters: PAGE,
  globals: PHONE,
  args: { history: { ...meta.args.history, defaultOpen: true } },
};
