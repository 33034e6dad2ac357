import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { notificationsQueryOptions, unreadCountQueryOptions } from '@pedalswap/api-client';
import { NOTIFICATIONS } from '@pedalswap/domain/shared';
import { NOTIFICATION_MESSAGES, pageCount, isNotificationType } from '@pedalswap/domain/accounts';
import {
  NotificationsPage,
  type NotificationTypeFilter,
} from '@pedalswap/ui/screens/notifications-page';
import type { NotificationTab } from '@pedalswap/ui/shell';
import { errorMessage } from '../../app/error-message.ts';
import { useNotificationActions } from '../../app/notifications/use-notification-actions.ts';
import { useSession } from '../../app/session/session-context.tsx';

/** Reads ?tab=unread&type=offer_received&page=2; anything unreadable falls back to the default. */
function readQuery(params: URLSearchParams) {
  const tab: NotificationTab = params.get('tab') === 'unread' ? 'unread' : 'all';
  const rawType = params.get('type');
  const type: NotificationTypeFilter = isNotificationType(rawType) ? rawType : 'all';
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  return { tab, type, page };
}

/** /notifications (spec 1 §2): tab, type filter and page live in the URL, 20 a page. */
export function NotificationsRoute() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  const { tab, type, page } = readQuery(params);
  const filtered = tab === 'unread' || type !== 'all';

  const list = useQuery(
    notificationsQueryOptions(client, {
      unreadOnly: tab === 'unread',
      ...(type === 'all' ? {} : { type }),
      page,
      limit: NOTIFICATIONS.pageSize,
    }),
  );
  // Delete all deletes every notification, so it shows whenever the member has any at all,
  // also when the current tab or filter shows none of them.
  const any = useQuery({
    ...notificationsQueryOptions(client, { limit: 1 }),
    enabled: filtered,
  });
  const unread = useQuery(unreadCountQueryOptions(client));
  const actions = useNotificationActions();

  const update = (next: Partial<{ tab: NotificationTab; type: NotificationTypeFilter }>) => {
    const merged = { tab, type, ...next };
    const search = new URLSearchParams();
    if (merged.tab !== 'all') search.set('tab', merged.tab);
    if (merged.type !== 'all') search.set('type', merged.type);
    setParams(search);
  };
  const goToPage = (to: number) => {
    const search = new URLSearchParams(params);
    if (to <= 1) search.delete('page');
    else search.set('page', String(to));
    setParams(search);
  };

  // A page past the end (after deletions, or an edited URL) moves back to the last one.
  const total = list.data?.pagination.total ?? 0;
  const last = pageCount(total, NOTIFICATIONS.pageSize);
  const pastEnd = list.isSuccess && page > last;
  useEffect(() => {
    if (!pastEnd) return;
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (last <= 1) search.delete('page');
        else search.set('page', String(last));
        return search;
      },
      { replace: true },
    );
  }, [pastEnd, last, setParams]);

  return (
    <NotificationsPage
      tab={tab}
      onTabChange={(next) => update({ tab: next })}
      type={type}
      onTypeChange={(next) => update({ type: next })}
      page={page}
      onPageChange={goToPage}
      total={total}
      unreadCount={unread.data ?? list.data?.unreadCount}
      hasAny={filtered ? (any.data?.pagination.total ?? 0) > 0 : total > 0}
      status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      notifications={list.data?.notifications ?? []}
      error={list.isError ? errorMessage(list.error, NOTIFICATION_MESSAGES.loadFailed) : null}
      onRetry={() => void list.refetch()}
      {...actions}
    />
  );
}
