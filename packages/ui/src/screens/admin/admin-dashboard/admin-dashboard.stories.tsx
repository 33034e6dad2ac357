import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardOwnerLinks } from '@pedalswap/domain/admin';
import { expect, within } from 'storybook/test';
import { AdminDashboard, type AdminDashboardFigures } from './admin-dashboard.tsx';

const FIGURES: AdminDashboardFigures = {
  users: {
    total: 1284,
    active: 1201,
    suspended: 3,
    pending: 74,
    staff: 4,
    recentRegistrations: 37,
    recentDays: 7,
  },
  items: {
    total: 912,
    pendingReview: 12,
    tradeComplete: 5,
    published: 840,
    byType: [
      { itemType: 'bike', total: 520, pendingReview: 7, tradeComplete: 3 },
      { itemType: 'part', total: 210, pendingReview: 3, tradeComplete: 1 },
      { itemType: 'accessory', total: 120, pendingReview: 1, tradeComplete: 1 },
      { itemType: 'gear', total: 62, pendingReview: 1, tradeComplete: 0 },
    ],
  },
  offers: { total: 431, pending: 18, accepted: 205 },
  // The 12 items and 2 events (one a weekly series) waiting in Review Submissions.
  review: { awaiting: 14 },
};

const ZERO: AdminDashboardFigures = {
  users: {
    ...FIGURES.users,
    total: 0,
    active: 0,
    suspended: 0,
    pending: 0,
    recentRegistrations: 0,
  },
  items: {
    total: 0,
    pendingReview: 0,
    tradeComplete: 0,
    published: 0,
    byType: FIGURES.items.byType.map((t) => ({
      ...t,
      total: 0,
      pendingReview: 0,
      tradeComplete: 0,
    })),
  },
  offers: { total: 0, pending: 0, accepted: 0 },
  review: { awaiting: 0 },
};

const meta = {
  title: 'Screens/Admin/AdminDashboard',
  component: AdminDashboard,
  parameters: { layout: 'padded' },
  args: { state: 'ready', figures: FIGURES, ownerLinks: dashboardOwnerLinks('owner') },
} satisfies Meta<typeof AdminDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const href of [
      '/admin/users',
      '/admin/users?status=suspended',
      '/admin/review',
      '/admin/items?status=pending_review',
      '/admin/items?status=trade_complete',
      '/admin/items?type=bike',
      '/admin/items?type=part',
      '/admin/offers',
      '/admin/audit',
      '/admin/ai/analytics',
      '/admin/ai/config',
      '/admin/ai/feedback',
      '/admin/ai/testing',
    ]) {
      await expect(canvasElement.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
    await expect(canvas.getByText('37 new in the last 7 days')).toBeVisible();
    // Awaiting review counts Review Submissions' rows (items and events); the items card its own.
    await expect(canvas.getByRole('link', { name: /Awaiting review/ })).toHaveTextContent('14');
    await expect(canvas.getByRole('link', { name: /Pending review items/ })).toHaveTextContent(
      '12',
    );
  },
};

export const Manager: Story = {
  args: { ownerLinks: dashboardOwnerLinks('manager') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('a[href="/admin/audit"]')).toBeNull();
  },
};

export const Empty: Story = { args: { figures: ZERO } };

export const Loading: Story = {
  args: { state: 'loading', figures: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error', figures: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
