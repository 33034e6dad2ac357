// How the catalog card and the item page show an item (spec 2 §3). The shapes are Picks of the
// contract's Item, so a full API object always fits. Types, labels and option lists come from
// packages/domain; the colours and formats of their display live here.
import type { Schema } from '@pedalswap/api-client';

export {
  ITEM_STATUS_LABELS,
  ITEM_TYPES,
  ITEM_TYPE_LABELS,
  isItemType,
  itemKind,
  itemStatusLabel,
  type ItemStatus,
  type ItemType,
} from '@pedalswap/domain/items';
import type { ItemType } from '@pedalswap/domain/items';

export type Item = Schema<'Item'>;
export type ItemImage = Pick<Schema<'ItemImage'>, 'id' | 'imageUrl' | 'isPrimary'> &
  Partial<Pick<Schema<'ItemImage'>, 'cardUrl' | 'thumbnailUrl'>>;

/** The photo's 320, 800 and 1600 px WebP variants the server makes, those it sent (a srcset). */
export function photoSrcSet(image: ItemImage): string | undefined {
  const widths: [string | null | undefined, number][] = [
    [image.thumbnailUrl, 320],
    [image.cardUrl, 800],
    [image.imageUrl, 1600],
  ];
  const entries = widths.filter(([url]) => url).map(([url, w]) => `${url} ${w}w`);
  return entries.length > 1 ? entries.join(', ') : undefined;
}

/** Radix colours, chosen so that each badge family reads apart at a glance. */
type BadgeColor = 'jade' | 'bronze' | 'cyan' | 'plum' | 'gray' | 'amber' | 'blue' | 'orange';

export const ITEM_TYPE_COLORS: Readonly<Record<ItemType, BadgeColor>> = {
  bike: 'jade',
  part: 'bronze',
  accessory: 'cyan',
  gear: 'plum',
};

export const ITEM_STATUS_COLORS: Readonly<Record<string, BadgeColor>> = {
  draft: 'gray',
  pending_review: 'amber',
  published: 'jade',
  pending_trade: 'blue',
  trade_complete: 'plum',
};
export const itemStatusColor = (status: string | null | undefined): BadgeColor =>
  ITEM_STATUS_COLORS[status ?? ''] ?? 'gray';

export const CONDITION_COLORS: Readonly<Record<string, BadgeColor>> = {
  'Like New': 'jade',
  Excellent: 'jade',
  'Very Good': 'cyan',
  Good: 'blue',
  Fair: 'amber',
  'Needs Work': 'orange',
};
export const conditionColor = (condition: string | null | undefined): BadgeColor =>
  CONDITION_COLORS[condition ?? ''] ?? 'gray';

// Money reads through the domain's one format module.
export { formatDollars, formatSalePrice } from '@pedalswap/domain/shared';

type OwnerFields = Partial<Pick<Item, 'owner' | 'ownerFirstName' | 'ownerLastName'>>;

/** Spec 2 §2.5: 'Listed by' first and last name, or 'Anonymous'. */
export function ownerName(item: OwnerFields): string {
  const first = item.owner?.firstName ?? item.ownerFirstName ?? '';
  const last = item.owner?.lastName ?? item.ownerLastName ?? '';
  const name = `${first} ${last}`.trim();
  return name || 'Anonymous';
}

export function ownerInitials(item: OwnerFields): string {
  const name = ownerName(item);
  if (name === 'Anonymous') return '?';
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** /items/{type}/{id} (spec 2 §2.1). */
export const itemHref = (item: Pick<Item, 'itemType' | 'id'>): string =>
  `/items/${item.itemType}/${item.id}`;

/** The primary image first (the API already sends it first; a hand-built list may not). */
export function orderedImages<T extends ItemImage>(images: readonly T[] | null | undefined): T[] {
  const list = [...(images ?? [])];
  const primary = list.findIndex((image) => image.isPrimary);
  if (primary > 0) list.unshift(...list.splice(primary, 1));
  return list;
}
