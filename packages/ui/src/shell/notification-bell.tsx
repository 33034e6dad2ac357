import { IconButton } from '@radix-ui/themes';
import { BellIcon } from '@radix-ui/react-icons';
import { badgeLabel } from '@pedalswap/domain/accounts';
import { useLinkComponent } from '../components/link/link.tsx';
import * as css from './notification-bell.css.ts';
import { NotificationsPopover, type NotificationsPopoverProps } from './notifications-popover.tsx';

/** Spec 1 §9: the badge shows the count, and "9+" above 9. */
export const formatBadgeCount = badgeLabel;

/** What the bell's popover needs besides the count (which the bell already has). */
export type NotificationBellPopover = Omit<NotificationsPopoverProps, 'unreadCount'>;

export interface NotificationBellProps {
  unreadCount: number;
  /** Where the bell links when it has no popover. */
  href?: string;
  /** With the list and its callbacks the bell opens the popover of spec 1 §2; without, it links. */
  popover?: NotificationBellPopover;
}

export function NotificationBell({
  unreadCount,
  href = '/notifications',
  popover,
}: NotificationBellProps) {
  const Link = useLinkComponent();
  if (popover) return <NotificationsPopover unreadCount={unreadCount} {...popover} />;
  return (
    <span className={css.wrap}>
      <IconButton asChild variant="ghost" color="gray" size="3" highContrast>
        <Link href={href} aria-label={`Notifications, ${unreadCount} unread`}>
          <BellIcon width="20" height="20" aria-hidden />
        </Link>
      </IconButton>
      {unreadCount > 0 && (
        <span className={css.badge} aria-hidden>
          {formatBadgeCount(unreadCount)}
        </span>
      )}
    </span>
  );
}
NotificationBell.displayName = 'NotificationBell';
