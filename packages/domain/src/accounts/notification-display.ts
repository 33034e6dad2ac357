// How notifications are shown (spec 1 §2, §3, §9): the style of an unknown type, the badge cap
// and the page count of the full list. Their times read through shared/format.ts.
import { NOTIFICATIONS } from '../shared/constants.ts';
import { isNotificationType, type NotificationType } from './notification-types.ts';

export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications',
  loadFailed: 'Failed to load notifications',
  emptyUnread: "You're all caught up! No unread notifications.",
  emptyAll: "You don't have any notifications yet.",
  allMarkedRead: 'All notifications marked as read',
  deleted: 'Notification deleted',
  allDeleted: 'All notifications deleted',
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark notifications as read',
  deleteFailed: 'Failed to delete notification',
  deleteAllFailed: 'Failed to delete notifications',
  /** The confirmation before Delete all acts (it cannot be undone). */
  deleteAllConfirmTitle: 'Delete all notifications?',
  deleteAllConfirm: 'Every notification will be removed, read or not. This cannot be undone.',
} as const;

/** Where the popover's links go (spec 1 §2). */
export const NOTIFICATION_LINKS = {
  all: '/notifications',
  settings: '/settings#notifications',
} as const;

/** The type whose look a notification takes: an unknown type looks like message_received. */
export function notificationStyleOf(type: string): NotificationType {
  return isNotificationType(type) ? type : 'message_received';
}

/** Spec 1 §9: the badge shows the count, and "9+" above 9. */
export function badgeLabel(count: number): string {
  return count > NOTIFICATIONS.badgeCap ? `${NOTIFICATIONS.badgeCap}+` : String(count);
}

/** At least one page, so an empty list still reads "Page 1 of 1". */
export function pageCount(total: number, pageSize: number = NOTIFICATIONS.pageSize): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}
