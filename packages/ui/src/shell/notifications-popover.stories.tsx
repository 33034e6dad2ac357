import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container, Heading, Section, Text } from '@radix-ui/themes';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_MESSAGES } from '@pedalswap/domain/accounts';
import type { LinkComponentProps } from '../components/link/link.tsx';
import { DARK, PHONE } from '../stories/with-shell.tsx';
import { MEMBER } from './fixtures.ts';
import { NotificationsPopover } from './notifications-popover.tsx';
import { ALL_UNREAD_LIST, NOTIFICATION_LIST, NOW, TIME_ZONE } from './notifications-fixtures.ts';
import { SiteShell } from './site-shell.tsx';

/** Links that stay on the story (a real click would navigate the test page away). */
function StoryLink({ href, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(e) => {
        e.preventDefault();
        onClick?.(e);
      }}
    />
  );
}

const meta = {
  title: 'Shell/NotificationsPopover',
  component: NotificationsPopover,
  parameters: { layout: 'fullscreen' },
  args: {
    unreadCount: 3,
    defaultOpen: true,
    status: 'ready',
    notifications: NOTIFICATION_LIST,
    now: NOW,
    timeZone: TIME_ZONE,
    onOpenChange: fn(),
    onTabChange: fn(),
    onOpen: fn(),
    onMarkRead: fn(),
    onDelete: fn(),
    onMarkAllRead: fn(),
    onDeleteAll: fn(),
    onRetry: fn(),
  },
  // Shown where it lives: the signed-in top bar of a page.
  render: ({ unreadCount, ...popover }) => (
    <SiteShell
      user={MEMBER}
      currentPath="/catalog"
      unreadCount={unreadCount}
      notifications={popover}
      onLogout={() => {}}
      LinkComponent={StoryLink}
    >
      <Section size="2" px="4">
        <Container size="3">
          <Heading as="h1" size="7" mb="2">
            Browse Bikes
          </Heading>
          <Text color="gray">
            Gravel, road and mountain bikes from riders around the Northwest.
          </Text>
        </Container>
      </Section>
    </SiteShell>
  ),
} satisfies Meta<typeof NotificationsPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

const popover = async () => within(await within(document.body).findByRole('dialog'));

export const Populated: Story = {
  play: async () => {
    const panel = await popover();
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('tab', { name: /Unread/ })).toHaveTextContent('3');
    const list = within(panel.getByRole('list', { name: 'Notifications' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(NOTIFICATION_LIST.length);
    await expect(list.getAllByText('Unread')).toHaveLength(3);
    await expect(list.getByRole('link', { name: 'New offer' })).toHaveAttribute(
      'href',
      '/items/bike/c0000000-0000-4000-8000-000000000001',
    );
    await expect(list.getByText('just now')).toBeVisible();
    await expect(list.getByText('12 minutes ago')).toBeVisible();
    await expect(list.getByText('yesterday')).toBeVisible();
    // An entry without an actionUrl is not a link.
    await expect(list.queryByRole('link', { name: 'Offer expired' })).toBeNull();
    await expect(list.getByText('Offer expired')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings#notifications',
    );
    await expect(panel.getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    // Read entries offer Delete only.
    await expect(
      list.queryByRole('button', { name: 'Mark as read: Token balance updated' }),
    ).toBeNull();
  },
};

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(within(canvasElement).getByText('3')).toBeVisible();
    await userEvent.click(bell);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await popover();
  },
};

export const UnreadTab: Story = {
  play: async ({ args }) => {
    const panel = await popover();
    await userEvent.click(panel.getByRole('tab', { name: /Unread/ }));
    await expect(args.onTabChange).toHaveBeenCalledWith('unread');
    const list = within(panel.getByRole('list', { name: 'Notifications' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.queryByText('Listing approved')).toBeNull();
  },
};

export const MarkOneRead: Story = {
  play: async ({ args }) => {
    const panel = await popover();
    await userEvent.click(panel.getByRole('button', { name: 'Mark as read: New offer' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(NOTIFICATION_LIST[0]!.id);
  },
};

export const DeleteOne: Story = {
  play: async ({ args }) => {
    const panel = await popover();
    await userEvent.click(
      panel.getByRole('button', { name: 'Delete notification: Listing approved' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(NOTIFICATION_LIST[4]!.id);
  },
};

export const MarkAllReadAndDeleteAll: Story = {
  play: async ({ args }) => {
    const panel = await popover();
    await userEvent.click(panel.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await userEvent.click(panel.getByRole('button', { name: 'Delete all' }));
    // It asks first (issue 10 #10), and the popover stays open behind the question.
    const dialog = within(
      await within(document.body).findByRole('alertdialog', {
        name: NOTIFICATION_MESSAGES.deleteAllConfirmTitle,
      }),
    );
    await expect(args.onDeleteAll).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete all' }));
    await expect(args.onDeleteAll).toHaveBeenCalledOnce();
  },
};

/** Following a notification tells the app (which marks it read) and closes the popover. */
export const FollowNotification: Story = {
  play: async ({ args }) => {
    const panel = await popover();
    await userEvent.click(panel.getByRole('link', { name: 'Offer accepted' }));
    await expect(args.onOpen).toHaveBeenCalledWith(NOTIFICATION_LIST[2]);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const WorkingOnOne: Story = {
  args: { busyIds: [NOTIFICATION_LIST[1]!.id] },
  play: async () => {
    const panel = await popover();
    await expect(
      panel.getByRole('button', { name: 'Mark as read: New message from Sam Whitaker' }),
    ).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Mark as read: New offer' })).toBeEnabled();
  },
};

export const MarkingAllRead: Story = {
  args: { markingAllRead: true },
  play: async () => {
    const panel = await popover();
    await expect(panel.getByRole('button', { name: /Mark all read/ })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Delete all' })).toBeDisabled();
  },
};

export const AllRead: Story = {
  args: { unreadCount: 0, notifications: NOTIFICATION_LIST.map((x) => ({ ...x, read: true })) },
  play: async () => {
    const panel = await popover();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Delete all' })).toBeEnabled();
  },
};

/** 24 unread: the badge caps at 9+ and the popover lists 20. */
export const ManyUnread: Story = {
  args: { unreadCount: 24, notifications: ALL_UNREAD_LIST },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9+')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications, 24 unread' }),
    ).toBeVisible();
    const panel = await popover();
    const list = within(panel.getByRole('list', { name: 'Notifications' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(20);
  },
};

export const Empty: Story = {
  args: { unreadCount: 0, notifications: [] },
  play: async () => {
    const panel = await popover();
    await expect(panel.getByRole('heading', { name: 'No notifications' })).toBeVisible();
    await expect(panel.getByText("You don't have any notifications yet.")).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Delete all' })).toBeDisabled();
    await expect(panel.getAllByRole('link', { name: 'View all notifications' })).toHaveLength(1);
  },
};

export const EmptyUnread: Story = {
  args: {
    unreadCount: 0,
    defaultTab: 'unread',
    notifications: NOTIFICATION_LIST.map((x) => ({ ...x, read: true })),
  },
  play: async () => {
    const panel = await popover();
    await expect(panel.getByRole('heading', { name: 'No notifications' })).toBeVisible();
    await expect(panel.getByText("You're all caught up! No unread notifications.")).toBeVisible();
    // The empty state offers the link (in place of the footer's).
    const links = panel.getAllByRole('link', { name: 'View all notifications' });
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', '/notifications');
  },
};

export const Loading: Story = {
  args: { status: 'loading', notifications: [] },
  play: async () => {
    const panel = await popover();
    await expect(panel.getByRole('status', { name: 'Loading notifications' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Delete all' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: {
    status: 'error',
    notifications: [],
    error: 'Service temporarily unavailable. Please try again later.',
  },
  play: async ({ args }) => {
    const panel = await popover();
    await expect(panel.getByRole('alert')).toHaveTextContent(
      'Service temporarily unavailable. Please try again later.',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: DARK };

export const Phone: Story = {
  globals: PHONE,
  play: async () => {
    const panel = await popover();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  },
};

export const PhoneEmptyUnreadDark: Story = {
  globals: { ...PHONE, ...DARK },
  args: { unreadCount: 0, defaultTab: 'unread', notifications: [] },
};
