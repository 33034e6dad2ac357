// Who may do what with an offer (spec 2 §4.2, §6; spec 3 §4, §6), as predicates the server
// enforces and the client uses to show buttons. Who may make an offer at all is canMakeOffer /
// offerEligibility beside the other item permissions (items/item-permissions.ts); the status
// part of every change is the offer-lifecycle machine's (packages/machines), whose guards call
// these same functions.
import { isStaff } from '../accounts/roles.ts';
import {
  offerEligibility,
  type ItemAccessSubject,
  type ItemViewer,
  type OfferEligibility,
  type OfferViewer,
} from '../items/item-permissions.ts';
import { isOfferPastExpiry, isPendingOffer } from './offer-rules.ts';

/** The caller as an offer sees them. */
export interface OfferActor {
  role: string;
  /** The caller made the offer. */
  isBidder: boolean;
  /** The caller owns the item the offer is for. */
  isItemOwner: boolean;
  /** The item's owner has role owner or manager (the offer is addressed to staff). */
  itemOwnerIsStaff: boolean;
}

export interface OfferSubject {
  status: string;
  userId: string | null;
  itemOwnerId: string;
  itemOwnerRole?: string | null;
  expiresAt?: Date | string | null;
  transactionId?: string | null;
}

export function offerActorOf(offer: OfferSubject, viewer: ItemViewer): OfferActor {
  return {
    role: viewer.role,
    isBidder: offer.userId !== null && offer.userId === viewer.id,
    isItemOwner: offer.itemOwnerId === viewer.id,
    itemOwnerIsStaff: isStaff(offer.itemOwnerRole),
  };
}

/**
 * Answering (accept, reject, respond) is for the side the offer is addressed to: the item's
 * owner, or staff when the item belongs to staff (the admin offers page). Never the bidder.
 * Our decision: staff do not answer on a member's behalf (spec 2 §4.2: "by the item owner").
 */
export const canAnswerOffer = (actor: OfferActor) =>
  !actor.isBidder && (actor.isItemOwner || (isStaff(actor.role) && actor.itemOwnerIsStaff));

/** The bidder withdraws their own pending offer (spec 2 §4.2). */
export const canWithdrawOffer = (actor: OfferActor) => actor.isBidder;

/**
 * Completing a trade, and closing an accepted offer that fell through: staff, owner and
 * manager alike (openapi.yaml completeOffer, "Our decision").
 */
export const canSettleTrade = (actor: OfferActor) => isStaff(actor.role);

/** The offer itself: its bidder, the item's owner, and staff. */
export const canViewOffer = (offer: OfferSubject, viewer: ItemViewer | null) =>
  viewer !== null &&
  (isStaff(viewer.role) || viewer.id === offer.userId || viewer.id === offer.itemOwnerId);

/** Offers of an item in full (every bidder): its owner and staff; others see only their own. */
export const canSeeAllItemOffers = (
  item: Pick<ItemAccessSubject, 'ownerId'>,
  viewer: ItemViewer | null,
) => viewer !== null && (isStaff(viewer.role) || viewer.id === item.ownerId);

/**
 * Staff token offer (spec 3 §2, §4): on a published item they do not own, by role owner only
 * (spec 3 §6: "Make Offer" is the owner's in the admin context; the server's x-roles agree).
 */
export const canMakeTokenOffer = (item: ItemAccessSubject, viewer: ItemViewer | null) =>
  viewer !== null &&
  viewer.role === 'owner' &&
  viewer.id !== item.ownerId &&
  item.status === 'published';

/**
 * Complete Trade on the item page is reserved for role owner (spec 2 §6); the admin offers list
 * and Manage Items let both staff roles complete (canSettleTrade: spec 2 gives both readings).
 */
export const canCompleteTradeOnItemPage = (viewer: Pick<ItemViewer, 'role'> | null) =>
  viewer !== null && viewer.role === 'owner';

export type OfferAction = 'accept' | 'reject' | 'cancel' | 'complete' | 'close';

/**
 * The buttons this viewer gets on an offer: accept/reject while it waits (pending or sent) and
 * has not expired; cancel for its bidder while pending; complete and close (the trade fell
 * through) for staff on an accepted offer without a transaction.
 */
export function offerActionsFor(
  offer: OfferSubject,
  viewer: ItemViewer | null,
  now: Date = new Date(),
): OfferAction[] {
  if (viewer === null) return [];
  const actor = offerActorOf(offer, viewer);
  const actions: OfferAction[] = [];
  const open = isPendingOffer(offer.status) && !isOfferPastExpiry(offer.expiresAt, now);
  if (open && canAnswerOffer(actor)) actions.push('accept', 'reject');
  if (open && offer.status === 'pending' && canWithdrawOffer(actor)) actions.push('cancel');
  if (offer.status === 'accepted' && !offer.transactionId && canSettleTrade(actor))
    actions.push('complete', 'close');
  return actions;
}

/** An offer of the item as the item page knows it: who made it and where it stands. */
export interface ItemPageOffer {
  userId: string | null;
  status: string;
  expiresAt?: Date | string | null;
}

/** What the item page's offers section shows this viewer (spec 2 §2.6, §6). */
export interface ItemOfferSection {
  /** The offer button: 'allowed' makes an offer, any other value is why not (its label). */
  eligibility: OfferEligibility;
  /** Every bidder's offer with their answers: the item's owner and staff. */
  seesAllOffers: boolean;
  /** The staff token offer (spec 3 §4). */
  canMakeTokenOffer: boolean;
}

/**
 * The offers section decided once, from the item, the viewer as the session knows them and the
 * offers the page loaded: the viewer's own waiting offer (pending or sent, not past its expiry)
 * is the one-active-offer rule of spec 2 §4.2, so the button reads 'Offer Pending'.
 */
export function itemOfferSection(
  item: ItemAccessSubject & { ownerRole?: string | null },
  viewer: OfferViewer | null,
  offers: readonly ItemPageOffer[] = [],
  now: Date = new Date(),
): ItemOfferSection {
  const hasActiveOfferOnItem =
    viewer !== null &&
    offers.some(
      (offer) =>
        offer.userId === viewer.id &&
        isPendingOffer(offer.status) &&
        !isOfferPastExpiry(offer.expiresAt, now),
    );
  return {
    eligibility: offerEligibility(
      item,
      viewer === null ? null : { ...viewer, hasActiveOfferOnItem },
    ),
    seesAllOffers: canSeeAllItemOffers(item, viewer),
    canMakeTokenOffer: canMakeTokenOffer(item, viewer),
  };
}
