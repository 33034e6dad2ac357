// What Manage Items offers on each listing (spec 3 §2.4, §4, §6), decided once here and passed
// to the screen as rows. Moderation and the token offer ask the domain's predicates; publish and
// transfer ask the item-lifecycle machine (the same answer the server gets), so a button only
// shows where the call can succeed.
import type { Item } from '@pedalswap/api-client';
import { canMakeTokenOffer } from '@pedalswap/domain/offers';
import { isItemStatus, moderationActionsFor, type ItemViewer } from '@pedalswap/domain/items';
// By path: the package index would bring every machine along.
import { availableItemActions } from '@pedalswap/machines/item-lifecycle/item-lifecycle.machine';
import type { AdminItemAction, AdminItemRow } from '@pedalswap/ui/screens/admin/admin-items';

export function adminItemActions(item: Item, viewer: ItemViewer): AdminItemAction[] {
  const actions: AdminItemAction[] = [...moderationActionsFor(item, viewer)];
  const lifecycle = isItemStatus(item.status)
    ? availableItemActions(item.status, { role: viewer.role, isOwner: item.ownerId === viewer.id })
    : [];
  // Waiting for review, Approve is the way to publish; Publish is for drafts and traded items.
  if (lifecycle.includes('PUBLISH') && item.status !== 'pending_review') actions.push('publish');
  if (canMakeTokenOffer(item, viewer) && !item.hasActiveOffer) actions.push('token-offer');
  if (item.status === 'pending_trade' && item.latestOffer?.status === 'accepted')
    actions.push('complete-trade');
  if (lifecycle.includes('TRANSFER_OWNERSHIP')) actions.push('transfer');
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
    actions: adminItemActions(item, viewer),
  };
}
