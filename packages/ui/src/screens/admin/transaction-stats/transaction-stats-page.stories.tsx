import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_TRANSACTION_FILTERS, STAFF_TRANSACTION_MESSAGES } from '@pedalswap/domain/admin';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TransactionStatsPage, type TransactionStatsFigures } from './transaction-stats-page.tsx';

const STATS: TransactionStatsFigures = {
  totalTransactions: 1284,
  completedTransactions: 1201,
  pendingTransactions: 71,
  failedTransactions: 12,
  totalTokensEarned: 482300,
  totalTokensSpent: 391750,
  totalTokensAdjusted: -1250,
  totalCashAmount: 18420.5,
};
const NONE: TransactionStatsFigures = {
  totalTransactions: 0,
  completedTransactions: 0,
  pendingTransactions: 0,
  failedTransactions: 0,
  totalTokensEarned: 0,
  totalTokensSpent: 0,
  totalTokensAdjusted: 0,
  totalCashAmount: 0,
};

const meta = {
  title: 'Screens/Admin/TransactionStatsPage',
  component: TransactionStatsPage,
  parameters: { layout: 'padded' },
  args: {
    state: 'ready',
    stats: STATS,
    filters: NO_TRANSACTION_FILTERS,
    onFiltersChange: fn(),
    transactionsHref: '/admin/transactions',
  },
} satisfies Meta<typeof TransactionStatsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure of the contract's TransactionStats, tokens and dollars in the app's formats. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('group', { name: 'All' })).toHaveTextContent('1,284');
    await expect(page.getByText('482,300 tokens')).toBeVisible();
    await expect(page.getByText('391,750 tokens')).toBeVisible();
    await expect(page.getByText('\u22121,250 tokens')).toBeVisible();
    await expect(page.getByText('$18,420.50')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View these transactions' })).toHaveAttribute(
      'href',
      '/admin/transactions',
    );
  },
};

/** Narrowed to one member's staff adjustments: the chip removes the member again. */
export const FilteredByMember: Story = {
  args: {
    stats: { ...NONE, totalTransactions: 2, completedTransactions: 2, totalTokensAdjusted: 210 },
    filters: { ...NO_TRANSACTION_FILTERS, transactionType: 'adjustment', userId: 'u1' },
    memberLabel: 'Maya Hood',
    transactionsHref: '/admin/transactions?transactionType=adjustment&userId=u1',
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('+210 tokens')).toBeVisible();
    await userEvent.click(
      page.getByRole('button', { name: 'Remove the filter Member: Maya Hood' }),
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_TRANSACTION_FILTERS,
      transactionType: 'adjustment',
    });
  },
};

export const BadDateRange: Story = {
  args: {
    stats: undefined,
    filters: { ...NO_TRANSACTION_FILTERS, startDate: '2026-12-01', endDate: '2026-11-01' },
    filterProblem: 'Start date must be on or before the end date',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Start date must be on or before the end date',
    );
  },
};

/** Nothing matches: the zeros are the answer, and the page says so. */
export const Empty: Story = {
  args: { stats: NONE },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(STAFF_TRANSACTION_MESSAGES.listEmpty),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading', stats: undefined } };

export const Error: Story = {
  args: { state: 'error', stats: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      STAFF_TRANSACTION_MESSAGES.statsFailed,
    );
  },
};
