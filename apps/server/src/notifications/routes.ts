// The six notification operations of openapi.yaml. The contract marks them bearerAuth, so the
// auth hook has set the caller (401 otherwise) and ids are validated as uuids (400) before a
// handler runs.
import { NOTIFICATION_MESSAGES } from '@pedalswap/domain/accounts';
import { callerOf } from '../plugins/caller.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import type { NotificationService } from './service.ts';

export function notificationRoutes(notifications: NotificationService) {
  return defineRoutes({
    listNotifications: {
      async handler(request) {
        return notifications.list(callerOf(request), request.query);
      },
    },
    getUnreadNotificationCount: {
      async handler(request) {
        return { count: await notifications.unreadCount(callerOf(request)) };
      },
    },
    markNotificationRead: {
      async handler(request) {
        return { notification: await notifications.markRead(callerOf(request), request.params.id) };
      },
    },
    markAllNotificationsRead: {
      async handler(request) {
        const count = await notifications.markAllRead(callerOf(request));
        return { message: NOTIFICATION_MESSAGES.allMarkedRead, count };
      },
    },
    deleteNotification: {
      async handler(request) {
        await notifications.remove(callerOf(request), request.params.id);
        return { message: NOTIFICATION_MESSAGES.deleted };
      },
    },
    deleteAllNotifications: {
      async handler(request) {
        const count = await notifications.removeAll(callerOf(request));
        return { message: NOTIFICATION_MESSAGES.allDeleted, count };
      },
    },
  });
}
