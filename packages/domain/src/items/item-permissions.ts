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

/** The Delete button is hidden when the latest offer on the item is accepted (spec 2 §6). */
export const showDeleteAction = (item: Pick<ItemAccessSubject, 'latestOfferStatus'>) =>
  item.latestOfferStatus !== 'accepted';

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
