// Offer events of spec 2 §4.2 ("Real-time events listened for: offer:created, offer:updated,
// offer:accepted, offer:rejected, offer:completed; each carries itemId and triggers a refetch of
// the item, its offers and its stats"), published on the app's bus after the commit.
import type { ItemType } from '@pedalswap/domain/item-types';
import type { OfferStatus } from '@pedalswap/domain/offers';
import { isStaff } from '@pedalswap/domain';
import type { BusEvent, EventBus } from '../events/bus.ts';

/** Small on purpose (NOTIFY < 8000 bytes): ids and the status; clients refetch the rest. */
export interface OfferEventPayload {
  offerId: string;
  itemId: string;
  itemType: ItemType;
  status: OfferStatus;
  /** The bidder and the item's owner: who may care (a stream filters on them). */
  userId: string;
  itemOwnerId: string;
}

export type OfferEventName =
  'offer:created' | 'offer:updated' | 'offer:accepted' | 'offer:rejected' | 'offer:completed';

declare module '../events/bus.ts' {
  interface EventMap {
    'offer:created': OfferEventPayload;
    'offer:updated': OfferEventPayload;
    'offer:accepted': OfferEventPayload;
    'offer:rejected': OfferEventPayload;
    'offer:completed': OfferEventPayload;
  }
}

const OFFER_EVENT = /^offer:(created|updated|accepted|rejected|completed)$/;

/**
 * Whether the item event stream passes an offer event to this viewer: its bidder, the item's
 * owner and staff (the offers panel's audience), never the signed-out.
 */
export function offerEventVisibleTo(
  event: BusEvent,
  viewer: { id: string; role: string } | null,
): boolean {
  if (viewer === null || !OFFER_EVENT.test(event.name)) return false;
  const data = event.data as OfferEventPayload;
  return isStaff(viewer.role) || viewer.id === data.userId || viewer.id === data.itemOwnerId;
}

/** The event that announces an offer now in `status`. */
export function offerEventFor(status: OfferStatus, created = false): OfferEventName {
  if (created) return 'offer:created';
  if (status === 'accepted') return 'offer:accepted';
  if (status === 'rejected') return 'offer:rejected';
  if (status === 'completed') return 'offer:completed';
  return 'offer:updated';
}

export function publishOffer(bus: EventBus, payload: OfferEventPayload, created = false): void {
  bus.publish(offerEventFor(payload.status, created), payload);
}
