import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOTIFICATION_MESSAGES } from '@pedalswap/domain/accounts';
import { MEMBER } from '../../shell/fixtures.ts';
import {
  NOTIFICATION_LIST,
  NOTIFICATION_PAGE,
  NOW,
  TIME_ZONE,
} from '../../shell/notifications-fixtures.ts';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { NotificationsPage } from './notifications-page.tsx';

const UNREAD = NOTIFICATION_LIST.filter((n) => !n.read);
const ALL_READ = NOTIFICATION_LIST.map((n) => ({ ...n, read: true }));

const meta = {
  title: 'Screens/NotificationsPage',
  component: NotificationsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/notifications', MEMBER)],
  args: {
    status: 'ready',
    tab: 'all',
    type: 'all',
    page: 1,
    total: 45,
    unreadCount: 3,
    notifications: NOTIFICATION_PAGE,
    now: NOW,
    timeZone: TIME_ZONE,
    onTabChange: fn(),
    onTypeChange: fn(),
    onPageChange: fn(),
    onOpen: fn(),
    onMarkRead: fn(),
    onDelete: fn(),
    onMarkAllRead: fn(),
    onDeleteAll: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (el: HTMLElement) => within(el.ownerDocument.getElementById('main') ?? el);

export const AllTab: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /Unread/ })).toHaveTextContent('3');
    const list = within(page.getByRole('list', { name: 'Notifications' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(20);
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete all' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types');
  },
};

export const NextPage: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(main(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const LastPage: Story = {
  args: { page: 3, notifications: NOTIFICATION_PAGE.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const UnreadTab: Story = {
  args: { tab: 'unread', total: UNREAD.length, notifications: UNREAD },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('tab', { name: /Unread/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
  },
};

export const SwitchTab: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(main(canvasElement).getByRole('tab', { name: /Unread/ }));
    await expect(args.onTabChange).toHaveBeenCalledWith('unread');
  },
};

export const FilterByType: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(main(canvasElement).getByRole('combobox', { name: 'Type' }));
    const listbox = within(await within(document.body).findByRole('listbox'));
    // All types plus the eight types of the spec and ours: 'Listing not approved' (issue 10 #10),
    // 'Offer withdrawn' (issue 12) and the four community event types (issue 16).
    await expect(listbox.getAllByRole('option')).toHaveLength(15);
    await expect(listbox.getByRole('option', { name: 'Offer withdrawn' })).toBeVisible();
    await expect(listbox.getByRole('option', { name: 'Off the waitlist' })).toBeInTheDocument();
    await userEvent.click(listbox.getByRole('option', { name: 'Offer accepted' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('offer_accepted');
    await userEvent.click(main(canvasElement).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(
      within(await within(document.body).findByRole('listbox')).getByRole('option', {
        name: 'Listing not approved',
      }),
    );
    await expect(args.onTypeChange).toHaveBeenCalledWith('item_rejected');
  },
};

export const FilteredByType: Story = {
  args: {
    type: 'message_received',
    total: 1,
    notifications: NOTIFICATION_LIST.filter((n) => n.type === 'message_received'),
  },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('combobox', { name: 'Type' })).toHaveTextContent(
      'New message',
    );
  },
};

export const EntryActions: Story = {
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    const first = NOTIFICATION_PAGE[0]!;
    await userEvent.click(
      page.getAllByRole('button', { name: `Mark as read: ${first.title}` })[0]!,
    );
    await expect(args.onMarkRead).toHaveBeenCalledWith(first.id);
    await userEvent.click(
      page.getAllByRole('button', { name: `Delete notification: ${first.title}` })[0]!,
    );
    await expect(args.onDelete).toHaveBeenCalledWith(first.id);
  },
};

export const MarkAllAndDeleteAll: Story = {
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await userEvent.click(page.getByRole('button', { name: 'Delete all' }));
    // It asks first (issue 10 #10): Cancel does nothing, the dialog's Delete all acts.
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: NOTIFICATION_MESSAGES.deleteAllConfirmTitle,
    });
    await expect(dialog).toHaveTextContent(NOTIFICATION_MESSAGES.deleteAllConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDeleteAll).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Delete all' }));
    await userEvent.click(
      within(within(canvasElement.ownerDocument.body).getByRole('alertdialog')).getByRole(
        'button',
        { name: 'Delete all' },
      ),
    );
    await expect(args.onDeleteAll).toHaveBeenCalledOnce();
  },
};

export const DeletingAll: Story = {
  args: { deletingAll: true },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('button', { name: /Mark all read/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Delete all/ })).toBeDisabled();
  },
};

/** Mark all read shows only while something is unread. */
export const AllRead: Story = {
  args: { unreadCount: 0, total: ALL_READ.length, notifications: ALL_READ },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Delete all' })).toBeVisible();
  },
};

export const EmptyAll: Story = {
  args: { unreadCount: 0, total: 0, notifications: [] },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { name: 'No notifications' })).toBeVisible();
    await expect(page.getByText("You don't have any notifications yet.")).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Delete all' })).toBeNull();
    await expect(page.queryByText(/Page \d of/)).toBeNull();
  },
};

export const EmptyUnread: Story = {
  args: { tab: 'unread', unreadCount: 0, total: 0, notifications: [], hasAny: true },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { name: 'No notifications' })).toBeVisible();
    await expect(page.getByText("You're all caught up! No unread notifications.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete all' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'View all notifications' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('all');
  },
};

export const Loading: Story = {
  args: { status: 'loading', notifications: [], total: 0 },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('status', { name: 'Loading notifications' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Delete all' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: {
    status: 'error',
    notifications: [],
    total: 0,
    error: 'Server error. Please try again later.',
  },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
export const PhoneEmptyUnreadDark: Story = {
  globals: { ...PHONE, ...DARK },
  args: { tab: 'unread', unreadCount: 0, total: 0, notifications: [], hasAny: true },
};
