import type { Item, Offer } from '@pedalswap/api-client';
import type { ItemViewer } from '@pedalswap/domain/items';
import {
  canCompleteTradeOnItemPage,
  isOfferPastExpiry,
  isPendingOffer,
  offerActorOf,
} from '@pedalswap/domain/offers';
import { availableOfferEvents } from '@pedalswap/machines';
import type { ItemOfferEvent } from '@pedalswap/ui/screens/item-detail-page';

export const PAGE_EVENTS: readonly ItemOfferEvent[] = ['ACCEPT', 'REJECT', 'CANCEL', 'COMPLETE'];
const isPageEvent = (event: string): event is ItemOfferEvent =>
  (PAGE_EVENTS as readonly string[]).includes(event);

/**
 * The answers this viewer may give to an offer: the offer-lifecycle machine's, as the item
 * lifecycle chooses the editor's buttons. A waiting offer past its expiry reads Expired and is
 * answered by no one (the server refuses it before asking the machine), and an accepted offer
 * with a transaction is completed already.
 */
export function itemOfferEvents(
  offer: Pick<Offer, 'status' | 'userId' | 'expiresAt' | 'transactionId'>,
  item: Pick<Item, 'ownerId' | 'owner'>,
  viewer: ItemViewer,
  now: Date = new Date(),
): ItemOfferEvent[] {
  if (isPendingOffer(offer.status) && isOfferPastExpiry(offer.expiresAt, now)) return [];
  if (offer.status === 'accepted' && offer.transactionId) return [];
  const actor = offerActorOf(
    {
      status: offer.status,
      userId: offer.userId,
      itemOwnerId: item.ownerId,
      itemOwnerRole: item.owner?.role,
    },
    viewer,
  );
  // Complete Trade here is the owner role's (spec 2 §6); managers complete from the admin lists.
  return availableOfferEvents(offer.status, actor)
    .filter(isPageEvent)
    .filter((event) => event !== 'COMPLETE' || canCompleteTradeOnItemPage(viewer));
}
