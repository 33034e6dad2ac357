// Rows as the contract's Item (openapi.yaml components.schemas.Item). Money is stored in integer
// cents and answered in dollars; attributes get the camelCase aliases of ItemAttributesView.
import type { components } from '@pedalswap/api-client/schema.gen';
import { isStaff, normalizeRole } from '@pedalswap/domain';
import type { OfferStatus } from '@pedalswap/domain/offers';
import type { Storage } from '../storage/storage.ts';
import type { ItemRow } from './repository.ts';

export type ApiItem = components['schemas']['Item'];
export type ApiItemImage = components['schemas']['ItemImage'];
type AttributesView = components['schemas']['ItemAttributesView'];

export interface Viewer {
  id: string;
  role: string;
}

export const centsToDollars = (cents: number | null) => (cents === null ? null : cents / 100);
export const dollarsToCents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? dollars : Math.round(dollars * 100);

const ALIASES: [stored: string, alias: keyof AttributesView][] = [
  ['category', 'bikeType'],
  ['frame_size', 'frameSize'],
  ['wheel_size', 'wheelSize'],
  ['part_category', 'partType'],
  ['attachment_type', 'accessoryType'],
  ['season', 'gearType'],
];

/** Stored attributes plus the aliases the detail page and staff panel read; only set keys. */
export function attributesView(row: Pick<ItemRow, 'attributes' | 'frame_size'>): AttributesView {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row.attributes ?? {})) {
    if (v !== null && v !== undefined && v !== '') out[k] = v;
  }
  if (out.frame_size === undefined && row.frame_size) out.frame_size = row.frame_size;
  for (const [stored, alias] of ALIASES) {
    if (out[stored] !== undefined) out[alias] = out[stored];
  }
  return out as AttributesView;
}

/** An item's offer facts, supplied by the offers area for a page of items in one query. */
export interface ItemOfferSummary {
  /** Waiting (pending or sent) offers that have not expired. */
  pendingOfferCount: number;
  /** The newest offer on the item. */
  latestOffer: { id: string; status: OfferStatus } | null;
  /** The pending staff token offer. */
  tokenOffer: { id: string; tokenAmount: number } | null;
}

export const NO_OFFERS: ItemOfferSummary = {
  pendingOfferCount: 0,
  latestOffer: null,
  tokenOffer: null,
};

/**
 * The contract's Item. Staff also see the owner's e-mail and the pending token offer; the
 * latest offer is for the owner and staff.
 */
export function itemView(
  storage: Storage,
  row: ItemRow,
  images: readonly ApiItemImage[],
  viewer: Viewer | null,
  offers: ItemOfferSummary = NO_OFFERS,
): ApiItem {
  const staffViewer = viewer !== null && isStaff(viewer.role);
  const ownerOrStaff = staffViewer || viewer?.id === row.owner_id;
  const role = normalizeRole(row.owner_role);
  return {
    id: row.id,
    itemType: row.item_type,
    name: row.name,
    brand: row.brand,
    model: row.model,
    year: row.year,
    category: row.category,
    condition: row.condition as ApiItem['condition'],
    location: row.location,
    description: row.description,
    salePrice: centsToDollars(row.sale_price_cents),
    estimatedValue: centsToDollars(row.estimated_value_cents),
    isTradeOnly: row.is_trade_only,
    sizeInfo: row.size_info,
    tradePreference: row.trade_preference,
    status: row.status,
    // The reason is for the owner (to fix the listing) and staff, not the public.
    rejectionReason: ownerOrStaff ? row.rejection_reason : null,
    ownerId: row.owner_id,
    owner: {
      id: row.owner_id,
      firstName: row.owner_first_name,
      lastName: row.owner_last_name,
      role,
      avatarUrl: row.owner_avatar_url,
    },
    ownerFirstName: row.owner_first_name,
    ownerLastName: row.owner_last_name,
    ...(staffViewer ? { ownerEmail: row.owner_email } : {}),
    images: [...images],
    attributes: attributesView(row),
    bikeType: row.item_type === 'bike' ? row.bike_type : null,
    frameSize: row.item_type === 'bike' ? row.frame_size : null,
    hasActiveOffer: offers.tokenOffer !== null,
    latestOffer: ownerOrStaff ? offers.latestOffer : null,
    pendingOfferCount: offers.pendingOfferCount,
    ...(staffViewer ? { offer: offers.tokenOffer } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    publishedAt: row.published_at ? row.published_at.toISOString() : null,
  };
}
