import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { DeviceSessionsList } from './device-sessions-list.tsx';
import { DEVICES, PHONE_DEVICE, THIS_DEVICE, TIME_ZONE } from './fixtures.ts';

const meta = {
  title: 'Screens/Settings/DeviceSessionsList',
  component: DeviceSessionsList,
  args: {
    status: 'ready',
    sessions: DEVICES,
    onRevoke: fn(),
    onRevokeOthers: fn(),
    onRevokeAll: fn(),
    timeZone: TIME_ZONE,
  },
} satisfies Meta<typeof DeviceSessionsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sessions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Active sessions' })).getAllByRole(
      'listitem',
    );
    await expect(rows).toHaveLength(3);
    // This device first, with its badge and no revoke button of its own.
    await expect(rows[0]).toHaveTextContent('Chrome on macOS');
    await expect(rows[0]).toHaveTextContent('This device');
    await expect(rows[0]).toHaveTextContent('203.0.113.24');
    await expect(rows[0]).toHaveTextContent('Signed in Nov 20, 2026, 8:12 AM');
    await expect(rows[0]).toHaveTextContent('Last used Nov 22, 2026, 9:41 AM');
    await expect(rows[0]).toHaveTextContent('Expires Nov 29, 2026, 9:41 AM');
    await expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await expect(rows[1]).toHaveTextContent('Safari on iOS');
    await expect(rows[2]).toHaveTextContent('Firefox on Windows');
    await expect(rows[2]).toHaveTextContent('Unknown IP address');
    await expect(canvas.getByRole('button', { name: 'Revoke all other' })).toBeEnabled();
  },
};

export const RevokeOne: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Revoke Safari on iOS' }),
    );
    await expect(args.onRevoke).toHaveBeenCalledWith(PHONE_DEVICE.id);
  },
};

export const RevokeOthers: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revoke all other' }));
    await expect(args.onRevokeOthers).toHaveBeenCalled();
  },
};

/** "Revoke all other" needs at least two sessions. */
export const OnlyThisDevice: Story = {
  args: { sessions: [THIS_DEVICE] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Revoke all other' }),
    ).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Revoke all' })).toBeEnabled();
  },
};

export const RevokeAllAsksFirst: Story = {
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revoke all' }));
    const dialog = within(screen.getByRole('alertdialog'));
    await expect(
      dialog.getByText('This will log you out from all devices including this one. Continue?'),
    ).toBeVisible();
    await expect(args.onRevokeAll).not.toHaveBeenCalled();
  },
};

export const RevokeAllConfirmed: Story = {
  args: { defaultConfirmOpen: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ args }) => {
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke all' }),
    );
    await expect(args.onRevokeAll).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const RevokeAllCancelled: Story = {
  args: { defaultConfirmOpen: true },
  play: async ({ args }) => {
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await expect(args.onRevokeAll).not.toHaveBeenCalled();
  },
};

export const RevokingOne: Story = {
  args: { revoking: { id: PHONE_DEVICE.id } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Revoke all other' }),
    ).toBeDisabled();
  },
};
export const RevokingOthers: Story = { args: { revoking: 'others' } };
export const RevokingAll: Story = { args: { revoking: 'all' } };

export const Loading: Story = {
  args: { status: 'loading', sessions: [] },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status', { name: 'Loading devices' })).toBeVisible(),
};

export const LoadFailed: Story = {
  args: { status: 'error', sessions: [] },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load devices'),
};

export const LoadFailedWithRetry: Story = {
  args: {
    status: 'error',
    sessions: [],
    error: 'Server error. Please try again later.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const UnknownAgent: Story = {
  args: { sessions: [{ ...THIS_DEVICE, userAgent: null }] },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Unknown device')).toBeVisible(),
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
