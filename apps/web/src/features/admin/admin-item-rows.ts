// What Manage Items offers on each listing (spec 3 §2.4, §4, §6), decided once here and passed
// to the screen as rows. Moderation and the token offer ask the domain's predicates; publish and
// transfer ask the domain's restatement of the item-lifecycle machine (canStaffPublish,
// canStaffTransfer, tested to agree with it), so a button only shows where the call can succeed.
import type { Item } from '@pedalswap/api-client';
import { isStaff } from '@pedalswap/domain/accounts';
import { canMakeTokenOffer } from '@pedalswap/domain/offers';
import {
  canStaffPublish,
  canStaffTransfer,
  isItemStatus,
  moderationActionsFor,
  type ItemViewer,
} from '@pedalswap/domain/items';
import type { AdminItemAction, AdminItemRow } from '@pedalswap/ui/screens/admin/admin-items';

export function adminItemActions(item: Item, viewer: ItemViewer): AdminItemAction[] {
  const actions: AdminItemAction[] = [...moderationActionsFor(item, viewer)];
  const status = isItemStatus(item.status) ? item.status : null;
  // Waiting for review, Approve is the way to publish; Publish is for drafts and traded items.
  if (status && canStaffPublish(status, viewer) && status !== 'pending_review')
    actions.push('publish');
  if (canMakeTokenOffer(item, viewer) && !item.hasActiveOffer) actions.push('token-offer');
  if (item.status === 'pending_trade' && item.latestOffer?.status === 'accepted')
    actions.push('complete-trade');
  // Every offer has its chat with its buyer (openapi.yaml getOrCreateChat by offer id); staff
  // reach it from the row as from an Admin Offers card.
  if (item.latestOffer && isStaff(viewer?.role)) actions.push('open-chat');
  if (status && canStaffTransfer(status, viewer)) actions.push('transfer');
  return actions;
}

export function adminItemRow(item: Item, viewer: ItemViewer): AdminItemRow {
  return {
    id: item.id,
    itemType: item.itemType,
    name: item.name,
    brand: item.brand,
    model: item.model ?? null,
    status: item.status,
    ownerName: `${item.ownerFirstName ?? item.owner?.firstName ?? ''} ${
      item.ownerLastName ?? item.owner?.lastName ?? ''
    }`.trim(),
    ownerId: item.ownerId,
    ownerEmail: item.ownerEmail ?? null,
    tokenOffer: item.offer?.tokenAmount ?? null,
    acceptedOfferId: item.latestOffer?.status === 'accepted' ? item.latestOffer.id : null,
    chatOfferId: item.latestOffer?.id ?? null,
    actions: adminItemActions(item, viewer),
  };
}
