import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationBell } from './notification-bell.tsx';
import { NOTIFICATION_LIST, NOW, TIME_ZONE } from './notifications-fixtures.ts';

const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3 },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Notifications, 0 unread' }),
    ).toHaveAttribute('href', '/notifications');
  },
};
export const SomeUnread: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3')).toBeVisible();
  },
};
export const NineUnread: Story = {
  args: { unreadCount: 9 },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('9')).toBeVisible(),
};
/** Above 9 the badge caps at "9+"; the accessible label keeps the real count. */
export const ManyUnread: Story = {
  args: { unreadCount: 27 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9+')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Notifications, 27 unread' })).toBeVisible();
  },
};

/** Given the popover's data, the bell is a button that opens the list (spec 1 §2). */
export const WithPopover: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Flex justify="end" p="6" style={{ minHeight: 620 }}>
        <Story />
      </Flex>
    ),
  ],
  args: {
    unreadCount: 12,
    popover: {
      status: 'ready',
      notifications: NOTIFICATION_LIST,
      now: NOW,
      timeZone: TIME_ZONE,
      onMarkRead: fn(),
      onDelete: fn(),
      onMarkAllRead: fn(),
      onDeleteAll: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9+')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 12 unread' }));
    const panel = within(await within(document.body).findByRole('dialog'));
    await expect(panel.getByRole('tab', { name: /Unread/ })).toHaveTextContent('9+');
  },
};
