import { Avatar, Flex, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import {
  CalendarIcon,
  ChatBubbleIcon,
  CheckCircledIcon,
  CheckIcon,
  ClockIcon,
  CrossCircledIcon,
  HandIcon,
  LoopIcon,
  ExclamationTriangleIcon,
  ResetIcon,
  RocketIcon,
  TokensIcon,
  TrashIcon,
} from '@radix-ui/react-icons';
import type { Schema } from '@pedalswap/api-client';
import { formatDateTime, relativeTime } from '@pedalswap/domain/shared';
import { notificationStyleOf, type NotificationType } from '@pedalswap/domain/accounts';
import type { ComponentProps, ComponentType } from 'react';
import { useLinkComponent } from '../components/link/link.tsx';
import * as css from './notification-entry.css.ts';
import { Tooltip } from '../components/tooltip/tooltip.tsx';

/** The fields a notification row shows; a full API `Notification` fits. */
export type NotificationEntryData = Pick<
  Schema<'Notification'>,
  'id' | 'type' | 'title' | 'message' | 'read' | 'createdAt' | 'actionUrl'
>;

type AccentColor = NonNullable<ComponentProps<typeof Avatar>['color']>;

/** Icon and colour per type; an unknown type comes through notificationStyleOf as message_received. */
export const NOTIFICATION_LOOKS: Readonly<
  Record<NotificationType, { Icon: ComponentType<{ 'aria-hidden'?: boolean }>; color: AccentColor }>
> = {
  offer_received: { Icon: HandIcon, color: 'blue' },
  offer_accepted: { Icon: CheckCircledIcon, color: 'jade' },
  offer_rejected: { Icon: CrossCircledIcon, color: 'red' },
  offer_expired: { Icon: ClockIcon, color: 'gray' },
  offer_completed: { Icon: LoopIcon, color: 'teal' },
  offer_withdrawn: { Icon: ResetIcon, color: 'gray' },
  message_received: { Icon: ChatBubbleIcon, color: 'indigo' },
  item_approved: { Icon: RocketIcon, color: 'cyan' },
  item_rejected: { Icon: ExclamationTriangleIcon, color: 'orange' },
  token_balance_changed: { Icon: TokensIcon, color: 'amber' },
  event_approved: { Icon: CalendarIcon, color: 'cyan' },
  event_rejected: { Icon: ExclamationTriangleIcon, color: 'orange' },
  event_cancelled: { Icon: CrossCircledIcon, color: 'red' },
  event_promoted: { Icon: CalendarIcon, color: 'jade' },
};

export const NOTIFICATION_ENTRY_SIZES = ['compact', 'comfortable'] as const;
export type NotificationEntrySize = (typeof NOTIFICATION_ENTRY_SIZES)[number];

export interface NotificationEntryProps {
  notification: NotificationEntryData;
  /** compact in the popover (message clamped to two lines), comfortable on the page. */
  size?: NotificationEntrySize;
  /** The clock relative times are measured from (stories pin it). */
  now?: number | Date;
  timeZone?: string;
  /** The member followed the notification's actionUrl (the app marks it read). */
  onOpen?: (notification: NotificationEntryData) => void;
  onMarkRead?: (id: string) => void;
  onDelete?: (id: string) => void;
  /** A call on this notification is under way: its buttons wait. */
  busy?: boolean;
}

/** One notification: type icon, title linking to its actionUrl, message, relative time, unread marker. */
export function NotificationEntry({
  notification: n,
  size = 'compact',
  now,
  timeZone,
  onOpen,
  onMarkRead,
  onDelete,
  busy = false,
}: NotificationEntryProps) {
  const Link = useLinkComponent();
  const { Icon, color } = NOTIFICATION_LOOKS[notificationStyleOf(n.type)];
  const compact = size === 'compact';
  return (
    <li
      className={compact ? css.entry : `${css.entry} ${css.entryComfortable}`}
      data-unread={n.read ? undefined : ''}
    >
      <Avatar
        size={compact ? '2' : '3'}
        radius="full"
        variant="soft"
        color={color}
        className={css.icon}
        fallback={<Icon aria-hidden />}
      />
      <div className={css.body}>
        <div className={css.titleRow}>
          {n.actionUrl ? (
            <Link href={n.actionUrl} className={css.title} onClick={() => onOpen?.(n)}>
              {n.title}
            </Link>
          ) : (
            <span className={css.title}>{n.title}</span>
          )}
          {!n.read && (
            <>
              <span className={css.unreadDot} aria-hidden />
              <VisuallyHidden>Unread</VisuallyHidden>
            </>
          )}
        </div>
        <p className={compact ? `${css.message} ${css.clamp}` : css.message}>{n.message}</p>
        <Text size="1" color="gray">
          <time dateTime={n.createdAt} title={formatDateTime(n.createdAt, { timeZone })}>
            {relativeTime(n.createdAt, now, { timeZone })}
          </time>
        </Text>
      </div>
      <Flex className={css.actions}>
        {!n.read && onMarkRead && (
          <Tooltip content="Mark as read">
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              highContrast
              disabled={busy}
              aria-label={`Mark as read: ${n.title}`}
              onClick={() => onMarkRead(n.id)}
            >
              <CheckIcon aria-hidden />
            </IconButton>
          </Tooltip>
        )}
        {onDelete && (
          <Tooltip content="Delete">
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              highContrast
              disabled={busy}
              aria-label={`Delete notification: ${n.title}`}
              onClick={() => onDelete(n.id)}
            >
              <TrashIcon aria-hidden />
            </IconButton>
          </Tooltip>
        )}
      </Flex>
    </li>
  );
}
NotificationEntry.displayName = 'NotificationEntry';
