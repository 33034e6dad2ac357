import { Badge, Button, Card, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '@radix-ui/react-icons';
import { NOTIFICATIONS } from '@pedalswap/domain/shared';
import {
  badgeLabel,
  pageCount,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
  type NotificationType,
} from '@pedalswap/domain/accounts';
import { SelectMenu } from '../../components/select-menu/select-menu.tsx';
import { NotificationEntry } from '../../shell/notification-entry.tsx';
import {
  NOTIFICATION_TABS,
  NOTIFICATION_TAB_LABELS,
  NotificationsEmptyState,
  NotificationsError,
  NotificationsSkeleton,
  type NotificationTab,
  type NotificationsListProps,
} from '../../shell/notifications-popover.tsx';
import { DeleteAllNotificationsButton } from '../../shell/delete-all-notifications-button.tsx';
import * as css from './notifications-page.css.ts';

/** The type filter: every type of spec 1 §3, or all of them. */
export const NOTIFICATION_TYPE_FILTERS = ['all', ...NOTIFICATION_TYPES] as const;
export type NotificationTypeFilter = (typeof NOTIFICATION_TYPE_FILTERS)[number];

export interface NotificationsPageProps extends NotificationsListProps {
  /** The page's query (GET /notifications with unreadOnly, type, page): all controlled. */
  tab: NotificationTab;
  onTabChange: (tab: NotificationTab) => void;
  type: NotificationTypeFilter;
  onTypeChange: (type: NotificationTypeFilter) => void;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** pagination.total of the current query. */
  total: number;
  /** From GET /notifications/unread-count; counted from the page when absent. */
  unreadCount?: number;
  /** The member has notifications at all (Delete all shows only then); the page's own otherwise. */
  hasAny?: boolean;
}

/** The full notification list (/notifications, spec 1 §2), 20 a page. */
export function NotificationsPage({
  tab,
  onTabChange,
  type,
  onTypeChange,
  page,
  onPageChange,
  total,
  unreadCount,
  hasAny,
  status,
  notifications = [],
  error,
  onRetry,
  onOpen,
  onMarkRead,
  onDelete,
  onMarkAllRead,
  onDeleteAll,
  markingAllRead = false,
  deletingAll = false,
  busyIds = [],
  now,
  timeZone,
}: NotificationsPageProps) {
  const ready = status === 'ready';
  const unread = unreadCount ?? notifications.filter((n) => !n.read).length;
  const any = hasAny ?? notifications.length > 0;
  const pages = pageCount(total, NOTIFICATIONS.pageSize);
  const busy = markingAllRead || deletingAll;

  return (
    <div className={css.page}>
      <div className={css.head}>
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            Notifications
          </Heading>
          <Text color="gray">Offers, messages and listing news from your PedalSwap trades.</Text>
        </Flex>
        {ready && (unread > 0 || any) && (
          <Flex gap="3" wrap="wrap">
            {unread > 0 && (
              <Button
                variant="soft"
                color="gray"
                highContrast
                loading={markingAllRead}
                disabled={busy}
                onClick={onMarkAllRead}
              >
                <CheckIcon aria-hidden /> Mark all read
              </Button>
            )}
            {any && (
              <DeleteAllNotificationsButton
                loading={deletingAll}
                disabled={busy}
                onConfirm={onDeleteAll}
              />
            )}
          </Flex>
        )}
      </div>
      <Card size="1" className={css.card}>
        <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as NotificationTab)}>
          <div className={css.toolbar}>
            <Tabs.List className={css.tabList} aria-label="Show">
              {NOTIFICATION_TABS.map((name) => (
                <Tabs.Trigger key={name} value={name}>
                  {NOTIFICATION_TAB_LABELS[name]}
                  {name === 'unread' && unread > 0 && (
                    <Badge size="1" variant="solid" radius="full" ml="2">
                      {badgeLabel(unread)}
                    </Badge>
                  )}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <div className={css.filter}>
              <Text size="2" color="gray" id="notification-type-label">
                Type
              </Text>
              <SelectMenu
                value={type}
                onValueChange={(value) => onTypeChange(value as NotificationTypeFilter)}
                aria-labelledby="notification-type-label"
                options={[
                  { value: 'all', label: 'All types', separatorAfter: true },
                  ...NOTIFICATION_TYPES.map((t: NotificationType) => ({
                    value: t,
                    label: NOTIFICATION_TYPE_LABELS[t],
                  })),
                ]}
              />
            </div>
          </div>
          {NOTIFICATION_TABS.map((name) => (
            <Tabs.Content key={name} value={name}>
              {status === 'loading' && <NotificationsSkeleton rows={5} />}
              {status === 'error' && (
                <div className={css.state}>
                  <NotificationsError error={error} onRetry={onRetry} />
                </div>
              )}
              {ready && notifications.length === 0 && (
                <NotificationsEmptyState tab={name}>
                  {name === 'unread' && (
                    <Button variant="soft" highContrast onClick={() => onTabChange('all')}>
                      View all notifications
                    </Button>
                  )}
                </NotificationsEmptyState>
              )}
              {ready && notifications.length > 0 && (
                <ul className={css.list} aria-label="Notifications">
                  {notifications.map((n) => (
                    <NotificationEntry
                      key={n.id}
                      notification={n}
                      size="comfortable"
                      now={now}
                      timeZone={timeZone}
                      onOpen={onOpen}
                      onMarkRead={onMarkRead}
                      onDelete={onDelete}
                      busy={busy || busyIds.includes(n.id)}
                    />
                  ))}
                </ul>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        {ready && total > 0 && (
          <nav className={css.pager} aria-label="Pages">
            <Button
              variant="soft"
              color="gray"
              highContrast
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            >
              <ArrowLeftIcon aria-hidden /> Previous
            </Button>
            <Text size="2" color="gray" aria-live="polite">
              Page {page} of {pages}
            </Text>
            <Button
              variant="soft"
              color="gray"
              highContrast
              disabled={page >= pages}
              onClick={() => onPageChange(page + 1)}
            >
              Next <ArrowRightIcon aria-hidden />
            </Button>
          </nav>
        )}
      </Card>
    </div>
  );
}
NotificationsPage.displayName = 'NotificationsPage';
