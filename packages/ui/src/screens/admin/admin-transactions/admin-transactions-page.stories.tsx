import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_TRANSACTION_FILTERS, STAFF_TRANSACTION_MESSAGES } from '@pedalswap/domain/admin';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminTransactionsPage, type AdminTransactionRow } from './admin-transactions-page.tsx';

const MAYA = { id: 'u1', name: 'Maya Hood', email: 'maya@example.com' };
const JONAS = { id: 'u2', name: 'Jonas Reyes', email: 'jonas@example.com' };
const ROSA = { id: 'o1', name: 'Rosa Delgado' };
const ROWS: AdminTransactionRow[] = [
  {
    id: 't1',
    createdAt: '2026-11-24T16:02:00Z',
    member: MAYA,
    transactionType: 'adjustment',
    status: 'completed',
    tokenAmount: 250,
    cashAmount: null,
    description: 'Ride leader thanks',
    staff: ROSA,
    balanceBefore: 1000,
    balanceAfter: 1250,
  },
  {
    id: 't2',
    createdAt: '2026-11-22T09:15:00Z',
    member: JONAS,
    transactionType: 'earned',
    status: 'completed',
    tokenAmount: 1800,
    cashAmount: 150.5,
    description: 'Trade completed',
    item: { name: 'Surly Cross-Check', href: '/items/bike/b1' },
    staff: ROSA,
    balanceBefore: 200,
    balanceAfter: 2000,
  },
  {
    id: 't3',
    createdAt: '2026-11-20T18:40:00Z',
    member: MAYA,
    transactionType: 'spent',
    status: 'pending',
    tokenAmount: -400,
    cashAmount: null,
    description: null,
    item: { name: 'Shimano XT cassette', href: '/items/part/p1' },
    balanceBefore: null,
    balanceAfter: null,
  },
  {
    id: 't4',
    createdAt: '2026-11-18T07:05:00Z',
    member: { id: 'u3', name: 'Former member', email: null },
    transactionType: 'adjustment',
    status: 'failed',
    tokenAmount: -50,
    cashAmount: null,
    description: 'Correction',
    staff: ROSA,
    balanceBefore: 50,
    balanceAfter: 0,
  },
];

const meta = {
  title: 'Screens/Admin/AdminTransactionsPage',
  component: AdminTransactionsPage,
  parameters: { layout: 'padded' },
  args: {
    state: 'ready',
    rows: ROWS,
    total: 4,
    filters: NO_TRANSACTION_FILTERS,
    onFiltersChange: fn(),
    page: 1,
    pages: 1,
    onPageChange: fn(),
    statsHref: '/admin/transaction-stats',
    timeZone: 'America/Los_Angeles',
  },
} satisfies Meta<typeof AdminTransactionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of a transaction; members and staff link to their profiles. */
export const Full: Story = {
  args: { total: 57, pages: 3 },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole('row')).toHaveLength(5);
    await expect(page.getAllByRole('link', { name: 'Maya Hood' })[0]).toHaveAttribute(
      'href',
      '/profile/u1',
    );
    await expect(page.getAllByRole('link', { name: 'Rosa Delgado' })[0]).toHaveAttribute(
      'href',
      '/profile/o1',
    );
    await expect(page.getByRole('link', { name: 'Surly Cross-Check' })).toHaveAttribute(
      'href',
      '/items/bike/b1',
    );
    const trade = within(page.getAllByRole('row')[2]!);
    await expect(trade.getByText('+1,800 tokens')).toBeVisible();
    await expect(trade.getByText('$150.50')).toBeVisible();
    await expect(page.getByText('\u2212400 tokens')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the totals' })).toHaveAttribute(
      'href',
      '/admin/transaction-stats',
    );
    await userEvent.click(page.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The table is walked with Tab: a member's filter button narrows the list from the keyboard. */
export const FilterByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    page.getAllByRole('link', { name: 'Maya Hood' })[0]!.focus();
    await userEvent.tab();
    await expect(
      page.getAllByRole('button', { name: "Show only Maya Hood's transactions" })[0],
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_TRANSACTION_FILTERS,
      userId: 'u1',
    });
  },
};

/** Type, status and dates are applied together. */
export const FilterByTypeAndDates: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', {
        name: 'Staff adjustment',
      }),
    );
    await userEvent.type(page.getByLabelText('Start date'), '2026-11-01');
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_TRANSACTION_FILTERS,
      transactionType: 'adjustment',
      startDate: '2026-11-01',
    });
  },
};

/** A member and a staff member chosen from the rows show as chips that remove them. */
export const FilteredByMemberAndStaff: Story = {
  args: {
    rows: ROWS.filter((r) => r.member.id === 'u1' && r.staff),
    total: 1,
    filters: { ...NO_TRANSACTION_FILTERS, userId: 'u1', adminId: 'o1' },
    memberLabel: 'Maya Hood',
    staffLabel: 'Rosa Delgado',
    statsHref: '/admin/transaction-stats?userId=u1&adminId=o1',
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('button', { name: /Show only/ })).toBeNull();
    await userEvent.click(
      page.getByRole('button', { name: 'Remove the filter Member: Maya Hood' }),
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_TRANSACTION_FILTERS,
      adminId: 'o1',
    });
  },
};

export const BadDateRange: Story = {
  args: {
    rows: [],
    total: 0,
    filters: { ...NO_TRANSACTION_FILTERS, startDate: '2026-12-01', endDate: '2026-11-01' },
    filterProblem: 'Start date must be on or before the end date',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Start date must be on or before the end date',
    );
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(STAFF_TRANSACTION_MESSAGES.listEmpty),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading', rows: [] } };

export const Error: Story = {
  args: { state: 'error', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      STAFF_TRANSACTION_MESSAGES.listFailed,
    );
  },
};
