// Display rules of the profile page's lists (spec 1 §2, §9; spec 2 §3.2 and §4): offer status
// labels with the "pending past expiresAt reads Expired" rule, which offers the buyer may still
// cancel, and the new-offers alert's grouping per item.
import { LIMITS } from '../shared/constants.ts';
import type { OfferStatus } from './offer-types.ts';

export const OFFER_STATUS_LABELS: Readonly<Record<OfferStatus, string>> = {
  pending: 'Pending',
  /** A staff token offer sent to an item owner: treated like pending (spec 2 §4). */
  sent: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  /** The buyer cancelled it; the toast says "Offer cancelled". */
  withdrawn: 'Cancelled',
  completed: 'Completed',
  expired: 'Expired',
};
export type OfferDisplayStatus = OfferStatus | 'unknown';

interface OfferLike {
  status: string;
  expiresAt?: string | null;
}

const isPending = (status: string) => status === 'pending' || status === 'sent';

const expired = (expiresAt: string | null | undefined, now: number) => {
  const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return !Number.isNaN(at) && at <= now;
};

/** The status an offer shows: a pending offer past its expiresAt reads as expired. */
export function offerDisplayStatus(
  offer: OfferLike,
  now: number | Date = Date.now(),
): OfferDisplayStatus {
  const t = typeof now === 'number' ? now : now.getTime();
  if (isPending(offer.status) && expired(offer.expiresAt, t)) return 'expired';
  return offer.status in OFFER_STATUS_LABELS ? (offer.status as OfferStatus) : 'unknown';
}

export function offerStatusLabel(offer: OfferLike, now: number | Date = Date.now()): string {
  const status = offerDisplayStatus(offer, now);
  return status === 'unknown' ? 'Unknown' : OFFER_STATUS_LABELS[status];
}

/** The buyer may cancel an own offer while it is pending and not yet expired (spec 2 §4). */
export function canCancelOffer(offer: OfferLike, now: number | Date = Date.now()): boolean {
  return offer.status === 'pending' && offerDisplayStatus(offer, now) === 'pending';
}

export interface OffersByItem<T> {
  itemId: string;
  /** The first offers of the item, at most `perItem`. */
  shown: T[];
  /** How many more there are: the alert's "+N more". */
  more: number;
  total: number;
}

/**
 * The new-offers alert (spec 1 §9): offers grouped per item in first-seen order, up to 3 shown
 * per item and the rest counted.
 */
export function groupOffersByItem<T extends { itemId: string }>(
  offers: readonly T[],
  perItem: number = LIMITS.newOffersPerItem,
): OffersByItem<T>[] {
  const groups = new Map<string, T[]>();
  for (const offer of offers) {
    const list = groups.get(offer.itemId);
    if (list) list.push(offer);
    else groups.set(offer.itemId, [offer]);
  }
  return [...groups].map(([itemId, list]) => ({
    itemId,
    shown: list.slice(0, perItem),
    more: Math.max(0, list.length - perItem),
    total: list.length,
  }));
}

/** "+2 more" for the remainder of an item's offers. */
export const moreLabel = (more: number) => `+${more} more`;

/**
 * The new-offers alert's offers (spec 1 §2): those received on the member's items that still
 * wait for an answer; a pending offer past its expiry is no longer new, even before the expiry
 * job has marked it.
 */
export function offersAwaitingAnswer<T extends OfferLike>(
  offers: readonly T[],
  now: number | Date = Date.now(),
): T[] {
  const t = typeof now === 'number' ? now : now.getTime();
  return offers.filter((o) => isPending(o.status) && !expired(o.expiresAt, t));
}
