// Story fixtures of the notifications popover and page: one of each type, an unknown type, one
// without an actionUrl, measured from a pinned clock so relative times never drift.
import type { NotificationEntryData } from './notification-entry.tsx';

export const NOW = Date.parse('2026-11-22T18:00:00.000Z');
export const TIME_ZONE = 'America/Los_Angeles';

const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const n = (i: number, over: Partial<NotificationEntryData>): NotificationEntryData => ({
  id: `9a000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
  type: 'offer_received',
  title: 'New offer',
  message: 'Alex Kim offered 2,400 tokens for your Surly Cross-Check.',
  read: false,
  createdAt: ago(i * 7),
  actionUrl: '/items/bike/c0000000-0000-4000-8000-000000000001',
  ...over,
});

export const NOTIFICATION_LIST: NotificationEntryData[] = [
  n(1, { createdAt: ago(0.2) }),
  n(2, {
    type: 'message_received',
    title: 'New message from Sam Whitaker',
    message: 'Is the Cross-Check still available? I could meet at the Alberta Street market.',
    createdAt: ago(12),
  }),
  n(3, {
    type: 'offer_accepted',
    title: 'Offer accepted',
    message:
      'Jonas Reyes accepted your offer of $900 for the ENVE gravel wheelset. Arrange the hand-off in chat.',
    createdAt: ago(95),
    actionUrl: '/items/part/d0000000-0000-4000-8000-000000000002',
  }),
  n(4, {
    type: 'token_balance_changed',
    title: 'Token balance updated',
    message: 'A staff member added 500 tokens: welcome bonus.',
    read: true,
    createdAt: ago(60 * 5),
    actionUrl: '/profile#your-profile',
  }),
  n(5, {
    type: 'item_approved',
    title: 'Listing approved',
    message: 'Your Kona Sutra is live in the catalog.',
    read: true,
    createdAt: ago(60 * 26),
    actionUrl: '/items/bike/c0000000-0000-4000-8000-000000000002',
  }),
  n(6, {
    type: 'offer_rejected',
    title: 'Offer declined',
    message: 'Your offer of 150 tokens for the Patagonia rain shell was declined.',
    read: true,
    createdAt: ago(60 * 24 * 2 + 30),
    actionUrl: '/items/gear/d0000000-0000-4000-8000-000000000003',
  }),
  n(7, {
    type: 'offer_completed',
    title: 'Trade complete',
    message: 'The Wahoo Elemnt Bolt trade is complete. Enjoy the ride!',
    read: true,
    createdAt: ago(60 * 24 * 4),
    actionUrl: '/items/accessory/d0000000-0000-4000-8000-000000000004',
  }),
  n(8, {
    type: 'offer_expired',
    title: 'Offer expired',
    message: 'Your offer on the Salsa Cutthroat expired without an answer.',
    read: true,
    createdAt: ago(60 * 24 * 9),
    actionUrl: null,
  }),
  n(9, {
    type: 'event_reminder',
    title: 'Forest Park Dirt Loop starts tomorrow',
    message: 'Meet at the Lower Macleay trailhead at 9:00. Bring lights and a spare tube.',
    read: true,
    createdAt: ago(60 * 24 * 12),
    actionUrl: '/events/e0000000-0000-4000-8000-000000000001',
  }),
];

/** The page's first page of a longer history: 20 entries, some unread. */
export const NOTIFICATION_PAGE: NotificationEntryData[] = Array.from({ length: 20 }, (_, i) => {
  const base = NOTIFICATION_LIST[i % NOTIFICATION_LIST.length]!;
  return {
    ...base,
    id: `9b000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    read: i > 3 ? true : base.read,
    createdAt: ago(i * 60 * 9 + 1),
  };
});

export const ALL_UNREAD_LIST: NotificationEntryData[] = Array.from({ length: 24 }, (_, i) => ({
  ...NOTIFICATION_LIST[i % 3]!,
  id: `9c000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
  read: false,
  createdAt: ago(i * 30 + 1),
}));
