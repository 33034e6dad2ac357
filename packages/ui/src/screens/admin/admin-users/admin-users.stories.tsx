import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKEN_ADJUSTMENT_MESSAGES } from '@pedalswap/domain/admin';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminUsers, type AdminUserRow } from './admin-users.tsx';

const ALL = {
  canSuspend: true,
  canChangeRole: true,
  canResendVerification: false,
  canResetPassword: true,
  canAdjustTokens: true,
};
const ROWS: AdminUserRow[] = [
  {
    id: 'u1',
    name: 'Maya Okafor',
    email: 'maya@example.com',
    role: 'user',
    accountStatus: 'active',
    createdAt: '2026-11-20T10:00:00Z',
    actions: ALL,
  },
  {
    id: 'u2',
    name: 'Jonah Reyes',
    email: 'jonah@example.com',
    role: 'user',
    accountStatus: 'pending_verification',
    createdAt: '2026-11-19T10:00:00Z',
    actions: { ...ALL, canSuspend: false, canResendVerification: true },
  },
  {
    id: 'u3',
    name: 'Ivy Chen',
    email: 'ivy@example.com',
    role: 'user',
    accountStatus: 'suspended',
    createdAt: '2026-10-02T10:00:00Z',
    actions: { ...ALL, canSuspend: false },
  },
  {
    id: 'u4',
    name: 'Theo Lindqvist',
    email: 'theo@pedalswap.example',
    role: 'manager',
    accountStatus: 'active',
    createdAt: '2026-01-05T10:00:00Z',
    actions: ALL,
  },
  {
    id: 'u5',
    name: 'Rosa Delgado',
    email: 'rosa@pedalswap.example',
    role: 'owner',
    accountStatus: 'active',
    createdAt: '2026-01-01T10:00:00Z',
    actions: {
      canSuspend: false,
      canChangeRole: false,
      canResendVerification: false,
      canResetPassword: true,
      canAdjustTokens: false,
    },
  },
];
/** A manager sees no role dropdowns and cannot act on owners (staffUserActions). */
const MANAGER_ROWS = ROWS.map((r) => ({
  ...r,
  actions: {
    ...r.actions,
    canChangeRole: false,
    canSuspend: r.role !== 'owner' && r.accountStatus === 'active',
  },
}));

const meta = {
  title: 'Screens/Admin/AdminUsers',
  component: AdminUsers,
  parameters: { layout: 'padded' },
  args: {
    state: 'ready',
    rows: ROWS,
    total: 5,
    filters: { search: '', role: 'all', status: 'all' },
    onFiltersChange: fn(),
    page: 1,
    pages: 1,
    onPageChange: fn(),
    onSuspend: fn(),
    onRoleChange: fn(),
    onResendVerification: fn(),
    onResetPassword: fn(),
    onAdjustTokens: fn(async () => true),
    onShowTransactions: fn(),
  },
} satisfies Meta<typeof AdminUsers>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      '/profile/u1',
    );
    await expect(canvas.getByRole('combobox', { name: 'Role of Maya Okafor' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Role of Rosa Delgado' })).toBeNull();
    await expect(canvas.getAllByText('PENDING')).toHaveLength(1);
  },
};

export const Manager: Story = {
  args: { rows: MANAGER_ROWS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: /^Role of/ })).toBeNull();
  },
};

export const Filtered: Story = {
  args: {
    filters: { search: 'maya', role: 'user', status: 'active' },
    rows: ROWS.slice(0, 1),
    total: 41,
    page: 2,
    pages: 3,
  },
};

/** The actions menu opens and is walked by keyboard; Suspend asks first. */
export const SuspendByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Actions for Maya Okafor' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await body().findByRole('menu'));
    await userEvent.click(menu.getByRole('menuitem', { name: 'Suspend' }));
    const dialog = within(await body().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    await expect(args.onSuspend).toHaveBeenCalledWith('u1');
  },
};

export const AdjustTokens: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for Maya Okafor' }),
    );
    await userEvent.click(await body().findByRole('menuitem', { name: 'Adjust tokens' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust tokens' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(TOKEN_ADJUSTMENT_MESSAGES.amount);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount' }), '250');
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust tokens' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(TOKEN_ADJUSTMENT_MESSAGES.reason);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Ride leader thanks');
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust tokens' }));
    await expect(args.onAdjustTokens).toHaveBeenCalledWith('u1', 250, 'Ride leader thanks');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Loading: Story = { args: { state: 'loading', rows: [] } };
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users match these filters.')).toBeVisible();
  },
};
export const Error: Story = {
  args: { state: 'error', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
