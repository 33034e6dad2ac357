// How notifications are shown (spec 1 §2, §3, §9): the style of an unknown type, relative
// times with the spec's "Invalid date", the badge cap and the page count of the full list.
import { NOTIFICATIONS } from './constants.ts';
import { isNotificationType, type NotificationType } from './notification-types.ts';

export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications',
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

export const INVALID_DATE = 'Invalid date';

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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago"; a week or more back
 * the date ("Nov 3, 2026", in `timeZone`); "Invalid date" for an unreadable value.
 */
export function relativeTime(
  value: string | null | undefined,
  now: number | Date = Date.now(),
  timeZone?: string,
): string {
  const at = value ? new Date(value).getTime() : Number.NaN;
  if (Number.isNaN(at)) return INVALID_DATE;
  const diff = (typeof now === 'number' ? now : now.getTime()) - at;
  // A clock a little ahead of ours still reads as now.
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return relative.format(-Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return relative.format(-Math.floor(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return relative.format(-Math.floor(diff / DAY), 'day');
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(at);
}

/** A full date and time ("Nov 22, 2026, 9:41 AM"), or "Invalid date". */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string {
  const at = value ? new Date(value).getTime() : Number.NaN;
  if (Number.isNaN(at)) return INVALID_DATE;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}

/** "March 2026", or "Invalid date". */
export function formatMonthYear(value: string | null | undefined, timeZone?: string): string {
  const at = value ? new Date(value).getTime() : Number.NaN;
  if (Number.isNaN(at)) return INVALID_DATE;
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone }).format(at);
}
