import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditLog, type AuditRow } from './audit-log.tsx';

const ROSA = { id: 'o1', name: 'Rosa Delgado', email: 'rosa@pedalswap.example' };
const MAYA = { id: 'u1', name: 'Maya Okafor', email: 'maya@example.com' };
const ROWS: AuditRow[] = [
  {
    id: 'a1',
    action: 'tokens_adjusted',
    actionLabel: 'Tokens adjusted',
    security: false,
    createdAt: '2026-11-24T16:02:00Z',
    summary: '+250 tokens: Ride leader thanks (balance 1250)',
    staff: ROSA,
    target: { ...MAYA, role: 'Member' },
  },
  {
    id: 'a2',
    action: 'item_approved',
    actionLabel: 'Item approved',
    security: false,
    createdAt: '2026-11-24T15:40:00Z',
    summary: '',
    staff: ROSA,
    target: { ...MAYA, role: 'Owner' },
    item: { name: 'Trek Domane SL 5', href: '/items/bike/b1', kind: 'Bike' },
  },
  {
    id: 'a4',
    action: 'trade_completed',
    actionLabel: 'Trade completed',
    security: false,
    createdAt: '2026-11-24T15:20:00Z',
    summary: 'Offer of 120 tokens',
    staff: ROSA,
    target: { id: 'u2', name: 'Theo Park', email: 'theo@example.com', role: 'Seller' },
    item: { name: 'Shimano 105 crankset', href: '/items/part/p1', kind: 'Part' },
  },
  {
    id: 'a5',
    action: 'event_approved',
    actionLabel: 'Event approved',
    security: false,
    createdAt: '2026-11-24T15:10:00Z',
    summary: '',
    staff: ROSA,
    target: { ...MAYA, role: 'Organizer' },
    item: { name: 'Saturday Gravel Social', href: '/events/e1', kind: 'Event' },
  },
  {
    id: 'a3',
    action: 'login_failed',
    actionLabel: 'Failed sign-in',
    security: true,
    createdAt: '2026-11-24T15:00:00Z',
    summary: '3 attempts from 203.0.113.7',
    target: { ...MAYA, role: 'Member' },
  },
];

const meta = {
  title: 'Screens/Admin/AuditLog',
  component: AuditLog,
  parameters: { layout: 'padded' },
  args: {
    state: 'ready',
    rows: ROWS,
    filters: { action: '', keyword: '', startDate: '', endDate: '' },
    actions: [
      { value: 'all', label: 'All actions' },
      { value: 'tokens_adjusted', label: 'Tokens adjusted' },
    ],
    onFiltersChange: fn(),
    page: 1,
    pages: 4,
    onPageChange: fn(),
  },
} satisfies Meta<typeof AuditLog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Maya Okafor' })[0]).toHaveAttribute(
      'href',
      '/profile/u1',
    );
    await expect(canvas.getAllByRole('link', { name: 'maya@example.com' })[0]).toHaveAttribute(
      'href',
      '/admin/users?search=maya%40example.com',
    );
    await expect(canvas.getByRole('link', { name: 'Trek Domane SL 5' })).toHaveAttribute(
      'href',
      '/items/bike/b1',
    );
    // Each party and object by what it is (issue 30 item 6), not "Member" and "Item" for all.
    const trade = canvas.getByText('Offer of 120 tokens').closest('li')!;
    await expect(trade).toHaveTextContent('Seller Theo Park');
    await expect(trade).toHaveTextContent('Part Shimano 105 crankset');
    const event = canvas.getByRole('link', { name: 'Saturday Gravel Social' }).closest('li')!;
    await expect(event).toHaveTextContent('Organizer Maya Okafor');
    await expect(event).toHaveTextContent('Event Saturday Gravel Social');
  },
};

export const FilterByKeyword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Keyword' }), 'maya{Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      action: '',
      keyword: 'maya',
      startDate: '',
      endDate: '',
    });
  },
};

export const BadRange: Story = {
  args: {
    rows: [],
    pages: 0,
    filters: { action: '', keyword: '', startDate: '2026-11-24', endDate: '2026-11-01' },
    filterProblem: 'Start date must be on or before the end date',
  },
};
export const Loading: Story = { args: { state: 'loading', rows: [] } };
export const Empty: Story = {
  args: { rows: [], pages: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No audit entries match these filters.'),
    ).toBeVisible();
  },
};
export const Error: Story = { args: { state: 'error', rows: [] } };
