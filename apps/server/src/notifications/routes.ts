// The six notification operations of openapi.yaml. The contract marks them bearerAuth, so the
// auth hook has set request.user (401 otherwise) and ids are validated as uuids (400) before a
// handler runs.
import type { components } from '@pedalswap/api-client/schema.gen';
import { NOTIFICATION_MESSAGES } from '@pedalswap/domain/accounts';
import type { Db } from '../db/db.ts';
import { AppError, GENERIC_MESSAGES } from '../errors.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import * as repo from './repository.ts';

type NotificationView = components['schemas']['Notification'];

export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
export const NOTIFICATIONS_MAX_LIMIT = 50;

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export function toNotificationView(row: repo.NotificationRow): NotificationView {
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

export function notificationRoutes(db: Db) {
  return defineRoutes({
    listNotifications: {
      async handler(request) {
        const userId = request.user!.id;
        const page = request.query.page ?? 1;
        const limit = Math.min(
          request.query.limit ?? NOTIFICATIONS_DEFAULT_LIMIT,
          NOTIFICATIONS_MAX_LIMIT,
        );
        const result = await repo.listNotifications(db, {
          userId,
          unreadOnly: request.query.unreadOnly === true,
          type: request.query.type ?? null,
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
    },
    getUnreadNotificationCount: {
      async handler(request) {
        return { count: await repo.countUnread(db, request.user!.id) };
      },
    },
    markNotificationRead: {
      async handler(request) {
        const row = await repo.markRead(db, request.user!.id, request.params.id);
        if (!row) throw notFound();
        return { notification: toNotificationView(row) };
      },
    },
    markAllNotificationsRead: {
      async handler(request) {
        const count = await repo.markAllRead(db, request.user!.id);
        return { message: NOTIFICATION_MESSAGES.allMarkedRead, count };
      },
    },
    deleteNotification: {
      async handler(request) {
        if (!(await repo.deleteOne(db, request.user!.id, request.params.id))) throw notFound();
        return { message: NOTIFICATION_MESSAGES.deleted };
      },
    },
    deleteAllNotifications: {
      async handler(request) {
        const count = await repo.deleteAll(db, request.user!.id);
        return { message: NOTIFICATION_MESSAGES.allDeleted, count };
      },
    },
  });
}
