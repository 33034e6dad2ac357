import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UserTransactionsDialog } from './user-transactions-dialog.tsx';

const meta = {
  title: 'Screens/Admin/UserTransactionsDialog',
  component: UserTransactionsDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    userName: 'Maya Okafor',
    state: 'ready',
    totals: { currentBalance: 1250, totalEarned: 1500, totalSpent: 250 },
    rows: [
      {
        id: 't1',
        createdAt: '2026-11-21T09:00:00Z',
        transactionType: 'adjustment',
        description: 'Ride leader thanks',
        tokenAmount: 250,
        status: 'completed',
      },
      {
        id: 't2',
        createdAt: '2026-11-18T09:00:00Z',
        transactionType: 'trade',
        description: 'Trek Domane SL 5',
        tokenAmount: 1250,
        status: 'completed',
      },
      {
        id: 't3',
        createdAt: '2026-11-10T09:00:00Z',
        transactionType: 'purchase',
        description: 'Shimano 105 groupset',
        tokenAmount: -250,
        status: 'completed',
      },
    ],
    ledgerHref: '/admin/transactions?userId=u1',
    onClose: () => {},
  },
} satisfies Meta<typeof UserTransactionsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Full: Story = {
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByText('1,250 tokens')).toBeVisible();
    await expect(dialog.getAllByRole('row')).toHaveLength(4);
    await expect(dialog.getByRole('link', { name: 'Open in Transactions' })).toHaveAttribute(
      'href',
      '/admin/transactions?userId=u1',
    );
  },
};
export const Empty: Story = {
  args: { rows: [], totals: { currentBalance: 0, totalEarned: 0, totalSpent: 0 } },
};
export const Loading: Story = { args: { state: 'loading', rows: [] } };
export const Error: Story = { args: { state: 'error', rows: [] } };
