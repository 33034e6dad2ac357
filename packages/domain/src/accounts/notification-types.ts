// The notification types of spec 1 §3, with the labels the web shows (filters, settings), plus
// `item_rejected` (ours): a rejection or an unapproval was an `item_approved` notification, so a
// member could not filter for the listings that need their attention (issue 10 #10), and
// `offer_withdrawn` (ours): the item's owner hears that a bidder took a waiting offer back (issue 12),
// and the community event types (ours, issue 16): approval, rejection, cancellation, promotion
// from the waitlist.

export const NOTIFICATION_TYPES = [
  'offer_received',
  'offer_accepted',
  'offer_rejected',
  'offer_expired',
  'offer_completed',
  'offer_withdrawn',
  'message_received',
  'item_approved',
  'item_rejected',
  'token_balance_changed',
  'event_approved',
  'event_rejected',
  'event_cancelled',
  'event_promoted',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = Object.freeze({
  offer_received: 'Offer received',
  offer_accepted: 'Offer accepted',
  offer_rejected: 'Offer rejected',
  offer_expired: 'Offer expired',
  offer_completed: 'Offer completed',
  offer_withdrawn: 'Offer withdrawn',
  message_received: 'New message',
  item_approved: 'Item approved',
  item_rejected: 'Listing not approved',
  token_balance_changed: 'Token balance changed',
  event_approved: 'Event approved',
  event_rejected: 'Event not approved',
  event_cancelled: 'Event cancelled',
  event_promoted: 'Off the waitlist',
});

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}
