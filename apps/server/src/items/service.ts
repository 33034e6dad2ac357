// Listings (spec 2 §3, §4.1, §5.2, §6, §7.1): business rules and transactions. Who may see an
// item and who may change it come from @pedalswap/domain's predicates; every status change is
// decided by the item-lifecycle machine (./lifecycle.ts).
import type { FastifyBaseLogger } from 'fastify';
import { isStaff, MESSAGES } from '@pedalswap/domain';
import {
  ITEM_MESSAGES,
  ITEM_LIMITS,
  canEditItem,
  canViewItem,
  createItemSchema,
  editNeedsReview,
  submissionIssues,
  updateItemSchema,
  type CreateItemInput,
  type ReviewedFields,
  type UpdateItemInput,
  bikeCategoryOf,
  ITEM_TYPE_LABELS,
  ITEM_TYPES,
  type ItemStatus,
  type ItemType,
} from '@pedalswap/domain/items';
import type { ItemLifecycleEvent } from '@pedalswap/machines';
import type { Db, Queryable } from '../db/db.ts';
import type { BusEvent } from '../events/bus.ts';
import { AppError, parseOrThrow, validationFailed } from '../errors.ts';
import { liveAccountStatus } from '../auth/service.ts';
import type { Caller } from '../plugins/caller.ts';
import type { Storage } from '../storage/storage.ts';
import { createCountCache } from './catalog-counts.ts';
import { announceStatus, type ItemEvents } from './item-events.ts';
import {
  centsToDollars,
  dollarsToCents,
  itemView,
  type ApiItem,
  type ApiItemImage,
  type ItemOfferSummary,
  type Viewer,
} from './item-view.ts';
import { decideOrThrow } from './lifecycle.ts';
import * as repo from './repository.ts';

/**
 * The listing photos as items need them, supplied by the images area (images/item-photos.ts),
 * which builds on items: items never import images.
 */
export interface ItemPhotos {
  list(q: Queryable, itemId: string): Promise<ApiItemImage[]>;
  /** The photos of many items at once (catalog pages), grouped by item id. */
  byItem(q: Queryable, itemIds: readonly string[]): Promise<Map<string, ApiItemImage[]>>;
  /** Every stored file of the item's photos (all widths), to delete with the item. */
  fileKeys(q: Queryable, itemId: string): Promise<string[]>;
}

export type { ItemRow } from './repository.ts';
export type { ItemOfferSummary } from './item-view.ts';
// What the photos of a listing (the images area) need of the item's rules and events, offered
// here so that area reaches items through its service alone.
export type { ItemEvents } from './item-events.ts';
export { decideOrThrow };

/**
 * What items need of the offers area, which builds on items and hands this in when it
 * registers (useOffers): items never import offers. Until then no item has an offer.
 */
export interface ItemOffers {
  /** The offer facts of many items in one query (an item page, a catalog page). */
  summaries(q: Queryable, itemIds: readonly string[]): Promise<Map<string, ItemOfferSummary>>;
  /**
   * Inside the transaction that takes the item out of the catalog or deletes it: its waiting
   * offers are rejected. Returns what to announce once the transaction has committed.
   */
  itemClosed(tx: Queryable, itemId: string): Promise<() => void>;
  /**
   * Whether an offer on the item completed. A traded listing is never deleted: deleting it
   * would take its offers and chats with it (their rows cascade) and leave the ledger rows of
   * the trade pointing at nothing.
   */
  hasCompletedTrade(q: Queryable, itemId: string): Promise<boolean>;
  /** Whether the item event stream passes this offer event to the viewer. */
  eventVisible(event: BusEvent, viewer: Viewer | null): boolean;
}

// What other areas do to listings inside their own transaction (pass it as `q`).

/** The photos changed (images area): the listing counts as updated now. */
export const touchItem = (q: Queryable, itemId: string) => repo.touchItem(q, itemId);

/** Staff gave the listing to another member (moderation area). */
export const setItemOwner = (q: Queryable, itemId: string, ownerId: string) =>
  repo.setItemOwner(q, itemId, ownerId);

/** The member deleted their account (users area): see repository.ts withdrawOwnerListings. */
export const withdrawOwnerListings = (q: Queryable, ownerId: string) =>
  repo.withdrawOwnerListings(q, ownerId);

export interface ItemServiceDeps {
  db: Db;
  storage: Storage;
  photos: ItemPhotos;
  events: ItemEvents;
  log: FastifyBaseLogger;
}

export interface ListQuery {
  search?: string;
  bikeType?: string;
  condition?: string;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: repo.ItemFilters['sort'];
  ownerId?: string;
  page?: number;
  limit?: number;
}

export interface ItemPage {
  items: ApiItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number; pages: number };
}

export const itemNotFound = (type: ItemType) =>
  new AppError(404, 'not_found', ITEM_MESSAGES.notFound(type));
const notAuthorized = () => new AppError(403, 'forbidden', ITEM_MESSAGES.notAuthorizedToEdit);
const actorOf = (row: repo.ItemRow, caller: Caller) => ({
  role: caller.role,
  isOwner: row.owner_id === caller.id,
});

/**
 * spec 2 §5.2: a listing goes to review (or to the catalog) only with its required fields
 * filled in by the member; 400 with one { path, msg } per field otherwise.
 */
export function assertSubmittable(row: Pick<repo.ItemRow, 'item_type'> & SubmittableRow): void {
  const issues = submissionIssues(row, row.item_type);
  if (issues.length > 0) throw validationFailed(issues);
}
type SubmittableRow = Pick<
  repo.ItemRow,
  'name' | 'brand' | 'condition' | 'description' | 'location'
>;

/** The stored listing in the API's field names, for editNeedsReview. */
function reviewedFieldsOf(row: repo.ItemRow): ReviewedFields {
  return {
    name: row.name,
    brand: row.brand,
    model: row.model,
    year: row.year,
    category: row.category,
    frameSize: row.frame_size,
    condition: row.condition,
    location: row.location,
    description: row.description,
    isTradeOnly: row.is_trade_only,
    salePrice: centsToDollars(row.sale_price_cents),
    estimatedValue: centsToDollars(row.estimated_value_cents),
    sizeInfo: row.size_info,
    tradePreference: row.trade_preference,
    attributes: row.attributes,
  };
}

/** Search words as a prefix full-text query: 'Trek marl' -> 'trek:* & marl:*'. */
export function toTsQuery(search: string | undefined): string | undefined {
  const words =
    (search ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

/** The catalog's Bike Type of a bike: its category attribute, else its free-text category. */
function bikeTypeOf(
  type: ItemType,
  category: string | null | undefined,
  attributes: Record<string, unknown>,
) {
  if (type !== 'bike') return null;
  const attr = attributes.category;
  return (typeof attr === 'string' ? attr : null) ?? bikeCategoryOf(category);
}

export function createItemService({ db, storage, photos, events, log }: ItemServiceDeps) {
  const counts = createCountCache();
  let offers: ItemOffers | null = null;
  const offerSummaries = async (q: Queryable, ids: readonly string[]) =>
    offers && ids.length ? offers.summaries(q, ids) : new Map<string, ItemOfferSummary>();
  const closeOffers = async (tx: Queryable, itemId: string) =>
    offers ? offers.itemClosed(tx, itemId) : () => {};

  async function withImages(
    q: Queryable,
    row: repo.ItemRow,
    viewer: Viewer | null,
  ): Promise<ApiItem> {
    const summary = (await offerSummaries(q, [row.id])).get(row.id);
    return itemView(storage, row, await photos.list(q, row.id), viewer, summary);
  }

  async function page(
    filters: repo.ItemFilters,
    viewer: Viewer | null,
    pageNo: number,
  ): Promise<ItemPage> {
    // The page and its total side by side, each on its own pool connection. The public
    // catalog's totals are kept a few seconds (catalog-counts.ts); a member's own list, every
    // status of few listings, is counted each time.
    const { limit: _limit, offset: _offset, sort: _sort, ...countKey } = filters;
    const publicList = filters.statuses?.length === 1 && filters.statuses[0] === 'published';
    const [rows, total] = await Promise.all([
      repo.listItemsPage(db, filters),
      publicList
        ? counts.get(JSON.stringify(countKey), () => repo.countItems(db, filters))
        : repo.countItems(db, filters),
    ]);
    const photosOf = await photos.byItem(
      db,
      rows.map((r) => r.id),
    );
    const offersOf = await offerSummaries(
      db,
      rows.map((r) => r.id),
    );
    const totalPages = Math.ceil(total / filters.limit);
    return {
      items: rows.map((r) =>
        itemView(storage, r, photosOf.get(r.id) ?? [], viewer, offersOf.get(r.id)),
      ),
      pagination: { page: pageNo, limit: filters.limit, total, totalPages, pages: totalPages },
    };
  }

  /** The item if the caller may see it; another type's id, or a hidden draft, is a 404. */
  async function visible(
    q: Queryable,
    type: ItemType | null,
    id: string,
    caller: Viewer | null,
    forUpdate = false,
  ): Promise<repo.ItemRow> {
    const row = forUpdate ? await repo.findItemForUpdate(q, id) : await repo.findItem(q, id);
    const kind = type ?? row?.item_type ?? 'bike';
    if (!row || (type !== null && row.item_type !== type)) throw itemNotFound(kind);
    if (!canViewItem({ ownerId: row.owner_id, status: row.status }, caller))
      throw itemNotFound(kind);
    return row;
  }

  /** Applies a machine-approved status change and announces it after commit. */
  async function changeStatus(
    type: ItemType | null,
    id: string,
    caller: Caller,
    eventOf: (row: repo.ItemRow) => ItemLifecycleEvent,
    extra?: (tx: Queryable, row: repo.ItemRow, next: ItemStatus) => Promise<void>,
  ): Promise<{ before: repo.ItemRow; item: ApiItem }> {
    const { before, after, item, announceOffers } = await db.transaction(async (tx) => {
      const row = await visible(tx, type, id, caller, true);
      const event = eventOf(row);
      const next = decideOrThrow(row, event);
      // The owner's way into review or the catalog; staff approving a member's listing judge it
      // themselves.
      if ((event.type === 'SUBMIT' || event.type === 'PUBLISH') && next.changed)
        assertSubmittable(row);
      await repo.setItemStatus(tx, row.id, next.status, next.rejectionReason);
      // Out of the catalog (unpublish, unapprove): its waiting offers are rejected
      // (openapi.yaml unpublishItem).
      const closed =
        row.status === 'published' && next.status === 'draft'
          ? await closeOffers(tx, row.id)
          : () => {};
      await extra?.(tx, row, next.status);
      const updated = (await repo.findItem(tx, row.id))!;
      return {
        before: row,
        after: updated,
        item: await withImages(tx, updated, caller),
        announceOffers: closed,
      };
    });
    announceOffers();
    announceChange(before, after);
    return { before, item };
  }

  /** Announces a status change made in a transaction that has committed. */
  function announceChange(before: repo.ItemRow, after: repo.ItemRow) {
    announceStatus(
      events,
      {
        itemId: after.id,
        itemType: after.item_type,
        status: after.status,
        ownerId: after.owner_id,
      },
      before.status,
    );
  }

  function columnsOf(
    type: ItemType,
    input: CreateItemInput | UpdateItemInput,
    current: repo.ItemRow | null,
  ): Partial<repo.ItemColumns> {
    const attributes = (input.attributes ?? current?.attributes ?? {}) as Record<string, unknown>;
    const category = input.category !== undefined ? input.category : (current?.category ?? null);
    const frameAttr = typeof attributes.frame_size === 'string' ? attributes.frame_size : null;
    const out: Partial<repo.ItemColumns> = {
      name: input.name,
      brand: input.brand,
      model: input.model,
      year: input.year,
      category: input.category,
      frame_size:
        input.frameSize !== undefined
          ? input.frameSize
          : input.attributes !== undefined && frameAttr
            ? frameAttr
            : undefined,
      condition: input.condition,
      location: input.location,
      description: input.description,
      sale_price_cents: dollarsToCents(input.salePrice),
      estimated_value_cents: dollarsToCents(input.estimatedValue),
      is_trade_only: input.isTradeOnly,
      size_info: input.sizeInfo,
      trade_preference: input.tradePreference,
      // Attributes are replaced as a whole: the editor sends its whole attributes card.
      attributes: input.attributes as Record<string, unknown> | undefined,
    };
    if (input.category !== undefined || input.attributes !== undefined)
      out.bike_type = bikeTypeOf(type, category, attributes);
    return out;
  }

  return {
    listTypes() {
      return ITEM_TYPES.map((type) => ({
        type,
        label: ITEM_TYPE_LABELS[type] as 'Bike' | 'Part' | 'Accessory' | 'Gear',
      }));
    },

    /** The catalog of one type; with ownerId = the caller (or for staff) every status. */
    async list(type: ItemType, query: ListQuery, viewer: Viewer | null): Promise<ItemPage> {
      const pageNo = query.page ?? 1;
      const limit = query.limit ?? ITEM_LIMITS.catalogPageSize;
      const ownList =
        query.ownerId !== undefined &&
        viewer !== null &&
        (viewer.id === query.ownerId || isStaff(viewer.role));
      const location = query.location?.trim().toLowerCase();
      const search = query.search?.trim();
      return page(
        {
          type,
          statuses: ownList ? undefined : ['published'],
          ownerId: query.ownerId,
          tsQuery: toTsQuery(search),
          bikeType: query.bikeType,
          condition: query.condition,
          locationPrefix: location ? repo.escapeLike(location) : undefined,
          minPriceCents: dollarsToCents(query.minPrice) ?? undefined,
          maxPriceCents: dollarsToCents(query.maxPrice) ?? undefined,
          sort: query.sort,
          limit,
          offset: (pageNo - 1) * limit,
        },
        viewer,
        pageNo,
      );
    },

    async get(type: ItemType, id: string, viewer: Viewer | null): Promise<ApiItem> {
      const row = await visible(db, type, id, viewer);
      return withImages(db, row, viewer);
    },

    /** POST /items/{type}: a draft, or a submission (published at once for staff). */
    async create(type: ItemType, body: unknown, caller: Caller): Promise<ApiItem> {
      if ((await liveAccountStatus(db, caller.id)) !== 'active')
        throw new AppError(403, 'account_inactive', MESSAGES.accountInactive);
      const input = parseOrThrow(createItemSchema(type), body);
      const columns = columnsOf(type, input, null) as repo.ItemColumns;
      columns.is_trade_only = input.isTradeOnly ?? false;
      columns.attributes = (input.attributes ?? {}) as Record<string, unknown>;
      columns.bike_type = bikeTypeOf(type, input.category, columns.attributes);
      for (const key of Object.keys(columns) as (keyof repo.ItemColumns)[]) {
        if (columns[key] === undefined) (columns as unknown as Record<string, null>)[key] = null;
      }
      // A submission is the machine's SUBMIT from a new draft: staff are published directly.
      const status: ItemStatus =
        input.status === 'pending_review'
          ? decideOrThrow(
              { status: 'draft', rejection_reason: null, item_type: type } as repo.ItemRow,
              {
                type: 'SUBMIT',
                actor: { role: caller.role, isOwner: true },
              },
            ).status
          : 'draft';
      if (status !== 'draft') assertSubmittable({ ...columns, item_type: type });
      const row = await db.transaction(async (tx) => {
        const id = await repo.insertItem(tx, type, caller.id, columns, status);
        return (await repo.findItem(tx, id))!;
      });
      if (status !== 'draft')
        announceStatus(
          events,
          { itemId: row.id, itemType: type, status, ownerId: caller.id },
          'draft',
        );
      return itemView(storage, row, [], caller);
    },

    /** PUT: the owner's edit, and/or { status: pending_review } to submit. */
    async update(
      type: ItemType,
      id: string,
      body: unknown,
      caller: Caller,
    ): Promise<{ item: ApiItem; submitted: ItemStatus | null; backToReview: boolean }> {
      const { item, before, after } = await db.transaction(async (tx) => {
        const row = await visible(tx, type, id, caller, true);
        if (!canEditItem({ ownerId: row.owner_id }, caller)) throw notAuthorized();
        const input = parseOrThrow(updateItemSchema(type), body);
        const { status: wanted, ...fields } = input;
        if (Object.keys(fields).length > 0) {
          // A published listing whose reviewed content changes goes back to review (the
          // machine decides; editNeedsReview says which changes count).
          const edited = decideOrThrow(row, {
            type: 'EDIT',
            actor: actorOf(row, caller),
            review: editNeedsReview(reviewedFieldsOf(row), fields),
          });
          await repo.updateItemColumns(tx, row.id, columnsOf(type, fields, row));
          if (edited.changed)
            await repo.setItemStatus(tx, row.id, edited.status, edited.rejectionReason);
        }
        if (wanted === 'pending_review') {
          const next = decideOrThrow(row, { type: 'SUBMIT', actor: actorOf(row, caller) });
          // Checked on the listing as this request leaves it.
          assertSubmittable((await repo.findItem(tx, row.id))!);
          await repo.setItemStatus(tx, row.id, next.status, next.rejectionReason);
        }
        const updated = (await repo.findItem(tx, row.id))!;
        return { before: row, after: updated, item: await withImages(tx, updated, caller) };
      });
      if (after.status !== before.status)
        announceStatus(
          events,
          {
            itemId: after.id,
            itemType: after.item_type,
            status: after.status,
            ownerId: after.owner_id,
          },
          before.status,
        );
      else
        events.publish('item:updated', {
          itemId: after.id,
          itemType: after.item_type,
          status: after.status,
          ownerId: after.owner_id,
        });
      const changed = after.status !== before.status;
      return {
        item,
        submitted: changed ? after.status : null,
        backToReview: changed && before.status === 'published',
      };
    },

    /** The owner (or staff) deletes; never during a trade (the machine's DELETE). */
    async remove(type: ItemType, id: string, caller: Caller): Promise<void> {
      const { keys, row, announceOffers } = await db.transaction(async (tx) => {
        const found = await visible(tx, type, id, caller, true);
        decideOrThrow(found, { type: 'DELETE', actor: actorOf(found, caller) });
        if (offers && (await offers.hasCompletedTrade(tx, found.id)))
          throw new AppError(409, 'invalid_transition', ITEM_MESSAGES.tradedNoDelete(type));
        // Waiting offers are rejected and their buyers notified (openapi.yaml deleteItem).
        const closed = await closeOffers(tx, found.id);
        const storageKeys = await photos.fileKeys(tx, found.id);
        await repo.deleteItem(tx, found.id);
        return { keys: storageKeys, row: found, announceOffers: closed };
      });
      announceOffers();
      // Files go after the commit: a failed removal leaves an orphan file, never a broken item.
      await Promise.all(keys.map((k) => storage.delete(k))).catch((err: unknown) =>
        log.warn({ err, itemId: id }, 'could not remove photos of a deleted item'),
      );
      events.publish('item:deleted', {
        itemId: row.id,
        itemType: row.item_type,
        status: row.status,
        ownerId: row.owner_id,
      });
    },

    /** Staff publish (any item they can see); an ordinary owner submits for review. */
    async publish(type: ItemType, id: string, caller: Caller) {
      const staff = isStaff(caller.role);
      const { item } = await changeStatus(type, id, caller, (row) => ({
        type: staff ? 'PUBLISH' : 'SUBMIT',
        actor: actorOf(row, caller),
      }));
      const publishedDirectly = item.status === 'published';
      return {
        item,
        publishedDirectly,
        message: publishedDirectly ? ITEM_MESSAGES.published(type) : ITEM_MESSAGES.submitted(type),
      };
    },

    /** 'Remove from Catalog' (the owner): published or pending_review back to draft. */
    async unpublish(type: ItemType, id: string, caller: Caller) {
      const { before, item } = await changeStatus(type, id, caller, (row) => ({
        type: 'UNPUBLISH',
        actor: actorOf(row, caller),
      }));
      // A listing waiting for review was never in the catalog: say it was withdrawn (issue 10 #11).
      const message =
        before.status === 'pending_review'
          ? ITEM_MESSAGES.withdrawn(type)
          : ITEM_MESSAGES.removed(type);
      return { item, message };
    },

    /** /users/{id}/bikes: every status for the member and staff, published for others. */
    async userBikes(userId: string, viewer: Viewer): Promise<ApiItem[]> {
      if ((await liveAccountStatus(db, userId)) === null)
        throw new AppError(404, 'not_found', 'User not found');
      const all = viewer.id === userId || isStaff(viewer.role);
      const result = await page(
        {
          type: 'bike',
          ownerId: userId,
          statuses: all ? undefined : ['published'],
          limit: 500,
          offset: 0,
        },
        viewer,
        1,
      );
      return result.items;
    },

    /**
     * A photo was added to or deleted from the listing (inside the photo call's transaction):
     * reviewed content changed, so a member's published listing goes back to review, as a text
     * edit does (README "Product decisions"). A new order or primary among the same photos
     * does not come here. Returns the status the listing now has.
     */
    async photosChanged(tx: Queryable, row: repo.ItemRow, caller: Caller): Promise<ItemStatus> {
      const next = decideOrThrow(row, { type: 'EDIT', actor: actorOf(row, caller), review: true });
      if (next.changed) await repo.setItemStatus(tx, row.id, next.status, next.rejectionReason);
      return next.status;
    },

    /** The offers area hands in its side of the seam (ItemOffers) when it registers. */
    useOffers(hooks: ItemOffers) {
      offers = hooks;
    },

    /** An offer event the item stream passes to this viewer (the offers area decides). */
    offerEventVisible(event: BusEvent, viewer: Viewer | null): boolean {
      return offers?.eventVisible(event, viewer) ?? false;
    },

    /**
     * For the offers area, inside its transaction: the item of a trade, locked, and a
     * machine-decided change of its status (OFFER_ACCEPTED, TRADE_COMPLETED, TRADE_CANCELLED;
     * 409 or 403 as for any status change), with the new owner when a trade completes.
     * The caller announces the change after its commit (announceChange).
     */
    async tradeChange(
      tx: Queryable,
      itemId: string,
      event: ItemLifecycleEvent,
      newOwnerId?: string,
    ): Promise<{ before: repo.ItemRow; after: repo.ItemRow }> {
      const row = await repo.findItemForUpdate(tx, itemId);
      if (!row) throw itemNotFound('bike');
      const next = decideOrThrow(row, event);
      if (next.changed) await repo.setItemStatus(tx, row.id, next.status, next.rejectionReason);
      if (newOwnerId !== undefined) await repo.setItemOwner(tx, row.id, newOwnerId);
      return { before: row, after: (await repo.findItem(tx, row.id))! };
    },

    /** Locks the item row for the rest of the caller's transaction (offers: one answer at a time). */
    async lock(tx: Queryable, itemId: string): Promise<repo.ItemRow | null> {
      return repo.findItemForUpdate(tx, itemId);
    },

    announceChange,

    // For the moderation service, which shares the rules above.
    visible,
    changeStatus,
    page,
    withImages,
  };
}

export type ItemService = ReturnType<typeof createItemService>;
