import {
  Badge,
  Button,
  Callout,
  Flex,
  Heading,
  IconButton,
  Popover,
  Skeleton,
  Tabs,
  Text,
} from '@radix-ui/themes';
import { BellIcon, CheckIcon, ExclamationTriangleIcon, GearIcon } from '@radix-ui/react-icons';
import { NOTIFICATIONS } from '@pedalswap/domain/shared';
import { NOTIFICATION_LINKS, NOTIFICATION_MESSAGES, badgeLabel } from '@pedalswap/domain/accounts';
import { useState, type ReactNode } from 'react';
import { useLinkComponent } from '../components/link/link.tsx';
import { NotificationEntry, type NotificationEntryData } from './notification-entry.tsx';
import * as entryCss from './notification-entry.css.ts';
import * as bellCss from './notification-bell.css.ts';
import * as css from './notifications-popover.css.ts';
import { DeleteAllNotificationsButton } from './delete-all-notifications-button.tsx';
import { Tooltip } from '../components/tooltip/tooltip.tsx';

export const NOTIFICATION_TABS = ['all', 'unread'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

export const NOTIFICATION_TAB_LABELS: Readonly<Record<NotificationTab, string>> = {
  all: 'All',
  unread: 'Unread',
};

export const NOTIFICATIONS_STATUSES = ['loading', 'error', 'ready'] as const;
export type NotificationsStatus = (typeof NOTIFICATIONS_STATUSES)[number];

/** The list, its state and the calls on it: shared by the popover and the full page. */
export interface NotificationsListProps {
  status: NotificationsStatus;
  notifications?: readonly NotificationEntryData[];
  /** Shown when status is error. */
  error?: string | null;
  onRetry?: () => void;
  /** The member followed a notification's actionUrl (the app marks it read). */
  onOpen?: (notification: NotificationEntryData) => void;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
  onMarkAllRead: () => void;
  onDeleteAll: () => void;
  markingAllRead?: boolean;
  deletingAll?: boolean;
  /** Notifications with a call under way (their buttons wait). */
  busyIds?: readonly string[];
  /** The clock relative times are measured from (stories pin it). */
  now?: number | Date;
  timeZone?: string;
}

export interface NotificationsPanelProps extends NotificationsListProps {
  /** From GET /notifications/unread-count; counted from the list when absent. */
  unreadCount?: number;
  /** Controlled tab; leave undefined to let the panel switch itself (from `defaultTab`). */
  tab?: NotificationTab;
  defaultTab?: NotificationTab;
  onTabChange?: (tab: NotificationTab) => void;
  /** Any link in the panel was followed (the popover closes). */
  onNavigate?: () => void;
}

/** The unread ones when the Unread tab is on (a notification read just now leaves at once). */
export const visibleNotifications = (
  list: readonly NotificationEntryData[],
  tab: NotificationTab,
  limit: number = NOTIFICATIONS.popoverSize,
) => (tab === 'unread' ? list.filter((n) => !n.read) : list).slice(0, limit);

/** The popover's body (spec 1 §2): tabs, Mark all read, Delete all, up to 20 entries, links. */
export function NotificationsPanel({
  status,
  notifications = [],
  error,
  onRetry,
  unreadCount,
  tab,
  defaultTab = 'all',
  onTabChange,
  onNavigate,
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
}: NotificationsPanelProps) {
  const Link = useLinkComponent();
  const [ownTab, setOwnTab] = useState<NotificationTab>(defaultTab);
  const current = tab ?? ownTab;
  const unread = unreadCount ?? notifications.filter((n) => !n.read).length;
  const ready = status === 'ready';
  const busy = markingAllRead || deletingAll;
  // The Unread tab's empty state offers View all notifications itself, in place of the footer.
  const unreadTabEmpty =
    ready && current === 'unread' && visibleNotifications(notifications, 'unread').length === 0;
  const changeTab = (value: string) => {
    const next = value as NotificationTab;
    if (tab === undefined) setOwnTab(next);
    onTabChange?.(next);
  };

  return (
    <div className={css.panel}>
      <div className={css.header}>
        <Heading as="h2" size="3">
          Notifications
        </Heading>
        <Tooltip content="Notification settings">
          <IconButton asChild size="2" variant="ghost" color="gray" highContrast>
            <Link
              href={NOTIFICATION_LINKS.settings}
              aria-label="Notification settings"
              onClick={onNavigate}
            >
              <GearIcon aria-hidden />
            </Link>
          </IconButton>
        </Tooltip>
      </div>
      <Tabs.Root value={current} onValueChange={changeTab}>
        <div className={css.toolbar}>
          <Tabs.List size="1" className={css.tabList} aria-label="Show">
            {NOTIFICATION_TABS.map((name) => (
              <Tabs.Trigger key={name} value={name}>
                {NOTIFICATION_TAB_LABELS[name]}
                {name === 'unread' && unread > 0 && (
                  <Badge size="1" variant="solid" radius="full" ml="1">
                    {badgeLabel(unread)}
                  </Badge>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Flex gap="3" align="center" py="2">
            <Button
              size="1"
              variant="ghost"
              color="gray"
              highContrast
              disabled={!ready || unread === 0 || busy}
              loading={markingAllRead}
              onClick={onMarkAllRead}
            >
              <CheckIcon aria-hidden /> Mark all read
            </Button>
            <DeleteAllNotificationsButton
              size="1"
              variant="ghost"
              disabled={!ready || notifications.length === 0 || busy}
              loading={deletingAll}
              onConfirm={onDeleteAll}
            />
          </Flex>
        </div>
        {NOTIFICATION_TABS.map((name) => (
          <Tabs.Content key={name} value={name} className={css.scroll}>
            {status === 'loading' && <NotificationsSkeleton rows={3} />}
            {status === 'error' && (
              <div className={css.state}>
                <NotificationsError error={error} onRetry={onRetry} />
              </div>
            )}
            {ready && (
              <PopoverList
                list={visibleNotifications(notifications, name)}
                tab={name}
                onNavigate={onNavigate}
                onOpen={onOpen}
                onMarkRead={onMarkRead}
                onDelete={onDelete}
                busy={busy}
                busyIds={busyIds}
                now={now}
                timeZone={timeZone}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {!unreadTabEmpty && (
        <div className={css.footer}>
          <Button asChild size="2" variant="ghost" highContrast>
            <Link href={NOTIFICATION_LINKS.all} onClick={onNavigate}>
              View all notifications
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
NotificationsPanel.displayName = 'NotificationsPanel';

interface PopoverListProps extends Pick<
  NotificationsPanelProps,
  'onNavigate' | 'onOpen' | 'onMarkRead' | 'onDelete' | 'now' | 'timeZone'
> {
  list: readonly NotificationEntryData[];
  tab: NotificationTab;
  busy: boolean;
  busyIds: readonly string[];
}

function PopoverList({
  list,
  tab,
  onNavigate,
  onOpen,
  onMarkRead,
  onDelete,
  busy,
  busyIds,
  now,
  timeZone,
}: PopoverListProps) {
  const Link = useLinkComponent();
  if (list.length === 0) {
    return (
      <NotificationsEmptyState tab={tab} size="compact">
        {tab === 'unread' && (
          <Button asChild size="2" variant="soft" highContrast>
            <Link href={NOTIFICATION_LINKS.all} onClick={onNavigate}>
              View all notifications
            </Link>
          </Button>
        )}
      </NotificationsEmptyState>
    );
  }
  return (
    <ul className={`${entryCss.list} ${css.listPad}`} aria-label="Notifications">
      {list.map((n) => (
        <NotificationEntry
          key={n.id}
          notification={n}
          now={now}
          timeZone={timeZone}
          onOpen={(item) => {
            onOpen?.(item);
            onNavigate?.();
          }}
          onMarkRead={onMarkRead}
          onDelete={onDelete}
          busy={busy || busyIds.includes(n.id)}
        />
      ))}
    </ul>
  );
}

export interface NotificationsEmptyStateProps {
  tab: NotificationTab;
  size?: 'compact' | 'large';
  /** The Unread tab's way to all notifications. */
  children?: ReactNode;
}

/** "No notifications", with the spec's line for the tab. */
export function NotificationsEmptyState({
  tab,
  size = 'large',
  children,
}: NotificationsEmptyStateProps) {
  const large = size === 'large';
  return (
    <div className={css.empty}>
      <span className={css.emptyIcon} aria-hidden>
        <BellIcon width="22" height="22" />
      </span>
      <Heading as={large ? 'h2' : 'h3'} size={large ? '5' : '3'}>
        {NOTIFICATION_MESSAGES.empty}
      </Heading>
      <Text as="p" size={large ? '3' : '2'} color="gray">
        {tab === 'unread' ? NOTIFICATION_MESSAGES.emptyUnread : NOTIFICATION_MESSAGES.emptyAll}
      </Text>
      {children && <Flex mt="2">{children}</Flex>}
    </div>
  );
}
NotificationsEmptyState.displayName = 'NotificationsEmptyState';

export function NotificationsSkeleton({ rows }: { rows: number }) {
  return (
    <div role="status" aria-label="Loading notifications">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={css.skeletonRow}>
          <Skeleton width="32px" height="32px" style={{ borderRadius: '50%', flexShrink: 0 }} />
          <Flex direction="column" gap="2" flexGrow="1">
            <Skeleton width="60%" height="16px" />
            <Skeleton width="90%" height="14px" />
            <Skeleton width="30%" height="12px" />
          </Flex>
        </div>
      ))}
    </div>
  );
}

export function NotificationsError({
  error,
  onRetry,
}: {
  error?: string | null;
  onRetry?: () => void;
}) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex gap="3" align="center" justify="between" wrap="wrap" asChild>
        <Callout.Text>
          {error ?? NOTIFICATION_MESSAGES.loadFailed}
          {onRetry && (
            <Button size="1" variant="soft" color="red" highContrast onClick={onRetry}>
              Try again
            </Button>
          )}
        </Callout.Text>
      </Flex>
    </Callout.Root>
  );
}

export interface NotificationsPopoverProps extends NotificationsPanelProps {
  /** The bell's badge: the unread count, "9+" above 9. */
  unreadCount: number;
  open?: boolean;
  /** Stories open it on first render; the app leaves it closed. */
  defaultOpen?: boolean;
  /** The app loads the list when it opens (and polls while signed in). */
  onOpenChange?: (open: boolean) => void;
}

/** The bell of the top bar with its popover (spec 1 §2); it closes when a link is followed. */
export function NotificationsPopover({
  unreadCount,
  open,
  defaultOpen = false,
  onOpenChange,
  onNavigate,
  ...panel
}: NotificationsPopoverProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <span className={bellCss.wrap}>
        <Popover.Trigger>
          <IconButton
            variant="ghost"
            color="gray"
            size="3"
            highContrast
            aria-label={`Notifications, ${unreadCount} unread`}
          >
            <BellIcon width="20" height="20" aria-hidden />
          </IconButton>
        </Popover.Trigger>
        {unreadCount > 0 && (
          <span className={bellCss.badge} aria-hidden>
            {badgeLabel(unreadCount)}
          </span>
        )}
      </span>
      <Popover.Content
        align="end"
        sideOffset={8}
        collisionPadding={12}
        className={css.content}
        aria-label="Notifications"
        // Focus the panel itself, not its first control: keyboard users Tab into the list from
        // there, and no control looks selected before anyone chose it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <NotificationsPanel
          {...panel}
          unreadCount={unreadCount}
          onNavigate={() => {
            setOpen(false);
            onNavigate?.();
          }}
        />
      </Popover.Content>
    </Popover.Root>
  );
}
NotificationsPopover.displayName = 'NotificationsPopover';
