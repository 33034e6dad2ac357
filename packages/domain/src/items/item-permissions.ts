// Who may do what with a listing (spec 2 §6), as predicates the server enforces and the client
// uses to show or hide actions. Status changes themselves are decided by the item-lifecycle
// machine (packages/machines); these predicates answer the ownership and role part.
import { isStaff } from '../accounts/roles.ts';
import { PUBLIC_ITEM_STATUSES, type ItemStatus } from './item-types.ts';

export interface ItemAccessSubject {
  ownerId: string;
  status: ItemStatus | string;
  /** Status of the newest offer on the item, when known. */
  latestOfferStatus?: string | null;
}

export interface ItemViewer {
  id: string;
  role: string;
}

export const isItemOwner = (item: Pick<ItemAccessSubject, 'ownerId'>, user: ItemViewer | null) =>
  user !== null && user.id === item.ownerId;

/** Editing: only the item's owner (ownerId equals the current user's id), staff included. */
export const canEditItem = (item: Pick<ItemAccessSubject, 'ownerId'>, user: ItemViewer | null) =>
  isItemOwner(item, user);

/** Drafts and pending_review items are seen by their owner and staff only. */
export function canViewItem(item: ItemAccessSubject, user: ItemViewer | null): boolean {
  if ((PUBLIC_ITEM_STATUSES as readonly string[]).includes(item.status)) return true;
  return isItemOwner(item, user) || (user !== null && isStaff(user.role));
}

/** 'Publish to Catalog' rather than 'Submit for Review': staff publish directly (spec 2 §4.1). */
export const canPublishDirectly = (user: ItemViewer | null) => user !== null && isStaff(user.role);

/** Approve, reject, publish others' drafts, transfer ownership: staff (spec 2 §6). */
export const canModerateItems = (user: ItemViewer | null) => user !== null && isStaff(user.role);

/** Unapprove: staff, for published items they do not own (spec 2 §4.1, §6). */
export const canUnapproveItem = (item: ItemAccessSubject, user: ItemViewer | null) =>
  canModerateItems(user) && !isItemOwner(item, user) && item.status === 'published';

/**
 * The Delete button is hidden when the latest offer on the item is accepted (spec 2 §6), and,
 * ours, when it is completed: the server keeps a traded listing with its trade history
 * (ITEM_MESSAGES.tradedNoDelete), so offering Delete there would only earn a refusal.
 */
export const showDeleteAction = (item: Pick<ItemAccessSubject, 'latestOfferStatus'>) =>
  item.latestOfferStatus !== 'accepted' && item.latestOfferStatus !== 'completed';

/** The profile's delete-bike confirmation: the same rule, on the bike's latest offer (spec 1 §2). */
export const canDeleteBike = (bike: { latestOffer?: { status: string } | null }) =>
  showDeleteAction({ latestOfferStatus: bike.latestOffer?.status });

/**
 * Deleting: the owner, or staff (openapi.yaml deleteItem), never while a trade is under way:
 * the item is pending_trade or its latest offer is accepted.
 */
export function canDeleteItem(item: ItemAccessSubject, user: ItemViewer | null): boolean {
  if (!isItemOwner(item, user) && !(user !== null && isStaff(user.role))) return false;
  return item.status !== 'pending_trade' && showDeleteAction(item);
}

// ── moderation (spec 2 §4.1, §6) ────────────────────────────────────────────────────────────

export const MODERATION_ACTIONS = ['approve', 'reject', 'unapprove'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * What this viewer may do to the item as staff: approve or reject one waiting for review;
 * unapprove a published one, unless it is their own. Nothing for anyone else.
 */
export function moderationActionsFor(
  item: ItemAccessSubject,
  viewer: ItemViewer | null,
): readonly ModerationAction[] {
  if (!canModerateItems(viewer)) return [];
  if (item.status === 'pending_review') return ['approve', 'reject'];
  if (canUnapproveItem(item, viewer)) return ['unapprove'];
  return [];
}

// ── offers (spec 2 §6) ──────────────────────────────────────────────────────────────────────

/** Offers are for published items and trades in progress (spec 2 §6). */
export const OPEN_FOR_OFFERS_STATUSES: readonly ItemStatus[] = ['published', 'pending_trade'];

export const isOpenForOffers = (item: Pick<ItemAccessSubject, 'status'>) =>
  (OPEN_FOR_OFFERS_STATUSES as readonly string[]).includes(item.status);

/** The member who would make an offer, as the session knows them. */
export interface OfferViewer extends ItemViewer {
  emailVerified: boolean;
  /** The account status (openapi.yaml AccountStatus). */
  status: string;
  /** The member already has a pending offer on this item (GET /offers/my-offers), when known. */
  hasActiveOfferOnItem?: boolean;
}

/** Why an offer may not be made, or 'allowed' (the order of spec 2 §6). */
export type OfferEligibility =
  | 'allowed'
  | 'sign-in'
  | 'verify-email'
  | 'inactive'
  | 'own-item'
  | 'not-available'
  | 'restricted'
  | 'active-offer';

/**
 * Spec 2 §6: signed in, verified, active, not the owner, the item published; then only when the
 * buyer or the seller is staff (user-to-user offers are restricted); and, spec 2 §4.2, one
 * active pending offer per member and item.
 */
export function offerEligibility(
  item: ItemAccessSubject & { ownerRole?: string | null },
  viewer: OfferViewer | null,
): OfferEligibility {
  if (viewer === null) return 'sign-in';
  if (!viewer.emailVerified) return 'verify-email';
  if (viewer.status !== 'active') return 'inactive';
  if (isItemOwner(item, viewer)) return 'own-item';
  if (item.status !== 'published') return 'not-available';
  if (!isStaff(viewer.role) && !isStaff(item.ownerRole)) return 'restricted';
  if (viewer.hasActiveOfferOnItem === true) return 'active-offer';
  return 'allowed';
}

export const canMakeOffer = (
  item: ItemAccessSubject & { ownerRole?: string | null },
  viewer: OfferViewer | null,
) => offerEligibility(item, viewer) === 'allowed';

/**
 * Spec 2 §6: the offers panel shows when the item is open for offers (or the viewer owns it)
 * and the viewer is its owner or staff, or its owner is staff.
 */
export function canSeeOffersPanel(
  item: ItemAccessSubject & { ownerRole?: string | null },
  viewer: ItemViewer | null,
): boolean {
  if (viewer === null) return false;
  const own = isItemOwner(item, viewer);
  if (!isOpenForOffers(item) && !own) return false;
  return own || isStaff(viewer.role) || isStaff(item.ownerRole);
}

// ── the item page ───────────────────────────────────────────────────────────────────────────

/** What the item page offers this viewer, decided once by the app and passed to the screen. */
export interface ItemPageActions {
  /** The viewer owns the item: "(you)" and the changes-requested note. */
  isOwner: boolean;
  /** 'Edit Listing'. */
  canEdit: boolean;
  /** The offer area: a sign-in prompt for visitors, the offers feature for members, or none. */
  offers: 'sign-in' | 'panel' | 'none';
  moderation: readonly ModerationAction[];
}

export function availableItemActions(
  item: ItemAccessSubject & {
    ownerRole?: string | null;
    owner?: { role?: string | null } | null;
  },
  viewer: ItemViewer | null,
): ItemPageActions {
  const ownerRole = item.ownerRole ?? item.owner?.role ?? null;
  return {
    isOwner: isItemOwner(item, viewer),
    canEdit: canEditItem(item, viewer),
    // Spec 2 §6's visibility rule: a member on another member's listing gets no panel (and the
    // app opens no offer stream for it).
    offers:
      viewer === null
        ? isOpenForOffers(item)
          ? 'sign-in'
          : 'none'
        : canSeeOffersPanel({ ...item, ownerRole }, viewer)
          ? 'panel'
          : 'none',
    moderation: moderationActionsFor(item, viewer),
  };
}

/**
 * Where staff may publish a listing directly and transfer its ownership: the item-lifecycle
 * machine's PUBLISH and TRANSFER_OWNERSHIP (packages/machines), restated here so Manage Items can
 * show its buttons without loading the machine: importing it there split the app's entry chunk
 * and made every page's first load about 4 KB heavier. A test in the machine's folder keeps the
 * two the same for every status, role and ownership.
 */
export const STAFF_PUBLISH_FROM: readonly ItemStatus[] = [
  'draft',
  'pending_review',
  'trade_complete',
];
export const STAFF_TRANSFER_FROM: readonly ItemStatus[] = [
  'draft',
  'pending_review',
  'published',
  'trade_complete',
];

export const canStaffPublish = (status: ItemStatus, viewer: ItemViewer | null) =>
  viewer !== null && isStaff(viewer.role) && STAFF_PUBLISH_FROM.includes(status);

export const canStaffTransfer = (status: ItemStatus, viewer: ItemViewer | null) =>
  viewer !== null && isStaff(viewer.role) && STAFF_TRANSFER_FROM.includes(status);
