// The notifications area's behaviour: the member's list and its read state (the six operations),
// and createNotification, the one function every area uses to notify a member. The row is the
// in-app notification and, while email_status is 'pending', the e-mail job: the delivery job
// decides per the member's preferences whether and when it is e-mailed (see email-delivery.ts).
import type { components } from '@pedalswap/api-client/schema.gen';
import type { NotificationType } from '@pedalswap/domain/accounts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, GENERIC_MESSAGES } from '../errors.ts';
import type { Caller } from '../plugins/caller.ts';
import * as repo from './repository.ts';

export type { NotificationType } from '@pedalswap/domain/accounts';

type NotificationView = components['schemas']['Notification'];

export interface CreateNotificationInput {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  /** App-relative path such as "/offers/123"; the e-mail makes it absolute with APP_URL. */
  actionUrl?: string | null;
  /**
   * false: in the app only, never e-mailed (the caller sends an e-mail of its own, so the
   * member does not get two). Default: the delivery job e-mails it per the preferences.
   */
  emailCopy?: boolean;
}

/**
 * Inserts a notification and returns its id. Pass the caller's transaction as `q` so the
 * notification commits or rolls back with the change it announces.
 */
export async function createNotification(
  q: Queryable,
  input: CreateNotificationInput,
): Promise<string> {
  return repo.insertNotification(q, {
    userId: input.userId,
    type: input.type,
    title: input.title,
    message: input.message,
    actionUrl: input.actionUrl ?? null,
    emailStatus: input.emailCopy === false ? 'skipped' : 'pending',
  });
}

const NOTIFICATIONS_DEFAULT_LIMIT = 20;
const NOTIFICATIONS_MAX_LIMIT = 50;

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toNotificationView(row: repo.NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    read: row.read_at !== null,
    createdAt: iso(row.created_at),
    actionUrl: row.action_url,
  };
}

const notFound = () => new AppError(404, 'not_found', GENERIC_MESSAGES.notFound);

/** Account deletion (users area), in its transaction: the member's notifications go. */
export const deleteNotificationsOf = (q: Queryable, userId: string) => repo.deleteAll(q, userId);

export interface NotificationQuery {
  page?: number;
  limit?: number;
  unreadOnly?: boolean;
  type?: string;
}

/**
 * The caller's own notifications. Every statement is scoped to the caller, so another member's
 * notification id matches nothing: a 404 like an unknown one.
 */
export function createNotificationService(db: Db) {
  return {
    async list(caller: Caller, query: NotificationQuery) {
      const page = query.page ?? 1;
      const limit = Math.min(query.limit ?? NOTIFICATIONS_DEFAULT_LIMIT, NOTIFICATIONS_MAX_LIMIT);
      const result = await repo.listNotifications(db, {
        userId: caller.id,
        unreadOnly: query.unreadOnly === true,
        type: query.type ?? null,
        limit,
        offset: (page - 1) * limit,
      });
      const totalPages = Math.ceil(result.total / limit);
      return {
        notifications: result.rows.map(toNotificationView),
        pagination: { page, limit, total: result.total, totalPages, pages: totalPages },
        unreadCount: result.unreadCount,
      };
    },

    unreadCount: (caller: Caller) => repo.countUnread(db, caller.id),

    async markRead(caller: Caller, id: string): Promise<NotificationView> {
      const row = await repo.markRead(db, caller.id, id);
      if (!row) throw notFound();
      return toNotificationView(row);
    },

    markAllRead: (caller: Caller) => repo.markAllRead(db, caller.id),

    async remove(caller: Caller, id: string): Promise<void> {
      if (!(await repo.deleteOne(db, caller.id, id))) throw notFound();
    },

    removeAll: (caller: Caller) => repo.deleteAll(db, caller.id),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
