import { useMutation } from '@tanstack/react-query';
import {
  deleteAllNotificationsMutationOptions,
  deleteNotificationMutationOptions,
  markAllNotificationsReadMutationOptions,
  markNotificationReadMutationOptions,
} from '@pedalswap/api-client';
import { NOTIFICATION_MESSAGES } from '@pedalswap/domain/accounts';
import { toastError, toastSuccess } from '../lazy-toaster.tsx';
import type { NotificationEntryData } from '@pedalswap/ui/shell';
import { useSession } from '../session/session-context.tsx';

/**
 * The calls on notifications shared by the bell's popover and the /notifications page, with the
 * spec's toasts (spec 1 §8): failures as a destructive toast titled Error. Marking one read has
 * no success toast (it happens on the way to its link); the others confirm.
 * The mutation options invalidate every notification list and the unread count themselves.
 */
export function useNotificationActions() {
  const { client } = useSession();
  const markRead = useMutation(markNotificationReadMutationOptions(client));
  const markAllRead = useMutation(markAllNotificationsReadMutationOptions(client));
  const remove = useMutation(deleteNotificationMutationOptions(client));
  const removeAll = useMutation(deleteAllNotificationsMutationOptions(client));

  const onMarkRead = (id: string) =>
    markRead.mutate(id, {
      onError: () => toastError(NOTIFICATION_MESSAGES.markReadFailed),
    });

  return {
    /** Following a notification's link marks it read (if it was unread). */
    onOpen: (notification: NotificationEntryData) => {
      if (!notification.read) onMarkRead(notification.id);
    },
    onMarkRead,
    onDelete: (id: string) =>
      remove.mutate(id, {
        onSuccess: () => toastSuccess(NOTIFICATION_MESSAGES.deleted),
        onError: () => toastError(NOTIFICATION_MESSAGES.deleteFailed),
      }),
    onMarkAllRead: () =>
      markAllRead.mutate(undefined, {
        onSuccess: () => toastSuccess(NOTIFICATION_MESSAGES.allMarkedRead),
        onError: () => toastError(NOTIFICATION_MESSAGES.markAllReadFailed),
      }),
    onDeleteAll: () =>
      removeAll.mutate(undefined, {
        onSuccess: () => toastSuccess(NOTIFICATION_MESSAGES.allDeleted),
        onError: () => toastError(NOTIFICATION_MESSAGES.deleteAllFailed),
      }),
    markingAllRead: markAllRead.isPending,
    deletingAll: removeAll.isPending,
    busyIds: [markRead, remove].flatMap((m) =>
      m.isPending && m.variables !== undefined ? [m.variables] : [],
    ),
  };
}
