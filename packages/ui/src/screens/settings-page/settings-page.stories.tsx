import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@pedalswap/domain/accounts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MEMBER } from '../../shell/fixtures.ts';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { DEVICES, MEMBER_ACCOUNT, TIME_ZONE } from './fixtures.ts';
import { SettingsPage, settingsTabFromHash } from './settings-page.tsx';

const meta = {
  title: 'Screens/Settings/SettingsPage',
  component: SettingsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/settings', MEMBER)],
  args: {
    tab: 'account',
    onTabChange: fn(),
    account: { user: MEMBER_ACCOUNT, changeEmail: { onSubmit: fn() }, timeZone: TIME_ZONE },
    password: { onSubmit: fn() },
    devices: {
      status: 'ready',
      sessions: DEVICES,
      onRevoke: fn(),
      onRevokeOthers: fn(),
      onRevokeAll: fn(),
      timeZone: TIME_ZONE,
    },
    notifications: {
      status: 'ready',
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
      onSave: fn(),
      timeZone: TIME_ZONE,
    },
    privacy: { deleteAccount: { onDelete: fn() } },
  },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (el: HTMLElement) => within(el.ownerDocument.getElementById('main') ?? el);

/**
 * The first card starts the same distance below the tabs on every tab. The inactive panels were
 * displayed as empty padded boxes, so the gap grew by 24 px per tab (issue 10 #8).
 */
async function expectFirstCardRightBelowTabs(canvasElement: HTMLElement) {
  const page = main(canvasElement);
  const tabs = page.getByRole('tablist').getBoundingClientRect();
  const panel = page.getByRole('tabpanel');
  const first = panel.firstElementChild!.getBoundingClientRect();
  await expect(first.top - tabs.bottom).toBe(24);
}

export const Account: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('maya@example.com')).toBeVisible();
    await expect(page.getByText('Verified')).toBeVisible();
    await expect(page.getByText('March 2026')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Email' })).toBeVisible();
  },
};

export const AccountPendingEmail: Story = {
  args: {
    account: {
      ...meta.args.account,
      user: { ...MEMBER_ACCOUNT, pendingEmail: 'maya@gorge.example' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByText('maya@gorge.example')).toBeVisible();
    await expect(main(canvasElement).getByText(/is waiting for verification/)).toBeVisible();
  },
};

export const AccountUnverified: Story = {
  args: { account: { ...meta.args.account, user: { ...MEMBER_ACCOUNT, emailVerified: false } } },
  play: async ({ canvasElement }) =>
    expect(main(canvasElement).getByText('Not verified')).toBeVisible(),
};

export const AccountLoading: Story = {
  args: { account: { ...meta.args.account, user: null } },
  play: async ({ canvasElement }) =>
    expect(main(canvasElement).queryByRole('button', { name: 'Change Email' })).toBeNull(),
};

export const ProfileLoadFailed: Story = {
  args: {
    error: 'Server error. Please try again later.',
    account: { ...meta.args.account, user: null },
  },
  play: async ({ canvasElement }) =>
    expect(main(canvasElement).getByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    ),
};

export const SwitchesTab: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(main(canvasElement).getByRole('tab', { name: 'Notifications' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('notifications');
    await expect(settingsTabFromHash('#notifications')).toBe('notifications');
    await expect(settingsTabFromHash('#nope')).toBe('account');
    await expect(settingsTabFromHash('')).toBe('account');
  },
};

export const Security: Story = {
  args: { tab: 'security' },
  play: async ({ canvasElement }) => {
    await expectFirstCardRightBelowTabs(canvasElement);
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
  },
};

export const Notifications: Story = {
  args: { tab: 'notifications' },
  play: async ({ canvasElement }) => {
    await expectFirstCardRightBelowTabs(canvasElement);
    await expect(
      main(canvasElement).getByRole('form', { name: 'Notification preferences' }),
    ).toBeVisible();
  },
};

export const Privacy: Story = {
  args: { tab: 'privacy' },
  play: async ({ canvasElement }) => {
    await expectFirstCardRightBelowTabs(canvasElement);
    const page = main(canvasElement);
    await expect(page.getByRole('switch', { name: 'Profile visibility' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
  },
};

export const Dark: Story = { globals: DARK };
export const DarkSecurity: Story = { globals: DARK, args: { tab: 'security' } };
export const DarkNotifications: Story = { globals: DARK, args: { tab: 'notifications' } };
export const Phone: Story = { globals: PHONE };
export const PhoneSecurity: Story = { globals: PHONE, args: { tab: 'security' } };
export const PhoneNotifications: Story = { globals: PHONE, args: { tab: 'notifications' } };
