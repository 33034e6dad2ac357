import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notificationsQueryOptions, unreadCountQueryOptions } from '@pedalswap/api-client';
import { NOTIFICATIONS } from '@pedalswap/domain/shared';
import { NOTIFICATION_MESSAGES } from '@pedalswap/domain/accounts';
import type { NotificationBellPopover, NotificationTab } from '@pedalswap/ui/shell';
import { errorMessage } from '../error-message.ts';
import { useSession } from '../session/session-context.tsx';
import { useNotificationActions } from './use-notification-actions.ts';

/**
 * The bell of the signed-in shell (spec 1 §2, §9): the unread count polled every 30 s, and the
 * popover's list (20 entries, the Unread tab asks the server for unreadOnly) loaded when the
 * popover opens and refetched every 60 s while it stays open.
 */
export function useNotificationsPopover(): {
  unreadCount: number;
  notifications: NotificationBellPopover | undefined;
} {
  const { client, status } = useSession();
  const signedIn = status === 'signedIn';
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<NotificationTab>('all');
  const unread = useQuery({ ...unreadCountQueryOptions(client), enabled: signedIn });
  const list = useQuery({
    ...notificationsQueryOptions(client, {
      unreadOnly: tab === 'unread',
      limit: NOTIFICATIONS.popoverSize,
    }),
    enabled: signedIn && open,
  });
  const actions = useNotificationActions();

  if (!signedIn) return { unreadCount: 0, notifications: undefined };
  return {
    unreadCount: unread.data ?? 0,
    notifications: {
      open,
      onOpenChange: setOpen,
      tab,
      onTabChange: setTab,
      status: list.isPending ? 'loading' : list.isError ? 'error' : 'ready',
      notifications: list.data?.notifications ?? [],
      error: list.isError ? errorMessage(list.error, NOTIFICATION_MESSAGES.loadFailed) : null,
      onRetry: () => void list.refetch(),
      ...actions,
    },
  };
}
