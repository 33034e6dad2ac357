import { IconButton } from '@radix-ui/themes';
import { BellIcon } from '@radix-ui/react-icons';
import { NOTIFICATIONS } from '@pedalswap/domain/constants';
import { useLinkComponent } from '../components/link/link.tsx';
import * as css from './notification-bell.css.ts';

/** Spec 1 §9: the badge shows the count, and "9+" above 9. */
export function formatBadgeCount(count: number): string {
  return count > NOTIFICATIONS.badgeCap ? `${NOTIFICATIONS.badgeCap}+` : String(count);
}

export interface NotificationBellProps {
  unreadCount: number;
  /** The popover of spec 1 §2 is a later issue; until then the bell opens the full page. */
  href?: string;
}

export function NotificationBell({ unreadCount, href = '/notifications' }: NotificationBellProps) {
  const Link = useLinkComponent();
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
