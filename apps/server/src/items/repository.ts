// SQL of listings (migration 020). Repositories take a Queryable so the same statements run
// inside or outside a transaction.
import type { ItemStatus, ItemType } from '@pedalswap/domain/items';
import type { Queryable } from '../db/db.ts';
import { noteChange } from './catalog-counts.ts';

export interface ItemRow {
  id: string;
  item_type: ItemType;
  owner_id: string;
  name: string;
  brand: string;
  model: string | null;
  year: number | null;
  category: string | null;
  bike_type: string | null;
  frame_size: string | null;
  condition: string;
  location: string;
  description: string;
  sale_price_cents: number | null;
  estimated_value_cents: number | null;
  is_trade_only: boolean;
  size_info: string | null;
  trade_preference: string | null;
  status: ItemStatus;
  rejection_reason: string | null;
  attributes: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  owner_first_name: string;
  owner_last_name: string;
  owner_role: string;
  owner_avatar_url: string | null;
  owner_email: string;
}

/** The writable columns; the service maps API fields onto them. */
export interface ItemColumns {
  name: string;
  brand: string;
  model: string | null;
  year: number | null;
  category: string | null;
  bike_type: string | null;
  frame_size: string | null;
  condition: string;
  location: string;
  description: string;
  sale_price_cents: number | null;
  estimated_value_cents: number | null;
  is_trade_only: boolean;
  size_info: string | null;
  trade_preference: string | null;
  attributes: Record<string, unknown>;
}

const ITEM_COLUMNS = `
  i.id, i.item_type, i.owner_id, i.name, i.brand, i.model, i.year, i.category, i.bike_type,
  i.frame_size, i.condition, i.location, i.description, i.sale_price_cents,
  i.estimated_value_cents, i.is_trade_only, i.size_info, i.trade_preference, i.status,
  i.rejection_reason, i.attributes, i.created_at, i.updated_at, i.published_at`;
const OWNER_COLUMNS = `
  u.first_name AS owner_first_name, u.last_name AS owner_last_name, u.role AS owner_role,
  u.avatar_url AS owner_avatar_url, u.email AS owner_email`;

const SELECT_ITEM = `
  SELECT ${ITEM_COLUMNS}, ${OWNER_COLUMNS}
    FROM items i JOIN users u ON u.id = i.owner_id`;

export const findItem = (q: Queryable, id: string) =>
  q.one<ItemRow>(`${SELECT_ITEM} WHERE i.id = $1`, [id]);

/** Locks the item row for the rest of the transaction (status changes, photo counts). */
export const findItemForUpdate = (q: Queryable, id: string) =>
  q.one<ItemRow>(`${SELECT_ITEM} WHERE i.id = $1 FOR UPDATE OF i`, [id]);

export async function insertItem(
  q: Queryable,
  type: ItemType,
  ownerId: string,
  columns: ItemColumns,
  status: ItemStatus,
): Promise<string> {
  noteChange();
  const entries = Object.entries(columns);
  const names = entries.map(([k]) => k);
  const values = entries.map(([, v]) => v);
  const row = await q.one<{ id: string }>(
    `INSERT INTO items (item_type, owner_id, status, published_at, ${names.join(', ')})
     VALUES ($1, $2, $3, CASE WHEN $3 = 'published' THEN now() END,
             ${names.map((_, i) => `$${i + 4}`).join(', ')})
     RETURNING id`,
    [type, ownerId, status, ...values],
  );
  return row!.id;
}

export async function updateItemColumns(
  q: Queryable,
  id: string,
  columns: Partial<ItemColumns>,
): Promise<void> {
  const entries = Object.entries(columns).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  noteChange();
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`);
  await q.query(`UPDATE items SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...entries.map(([, v]) => v),
  ]);
}

/** A status change; published_at is set on every (re)publication. */
export async function setItemStatus(
  q: Queryable,
  id: string,
  status: ItemStatus,
  rejectionReason: string | null,
): Promise<void> {
  noteChange();
  await q.query(
    `UPDATE items
        SET status = $2, rejection_reason = $3, updated_at = now(),
            published_at = CASE WHEN $2 = 'published' AND status <> 'published' THEN now()
                                ELSE published_at END
      WHERE id = $1`,
    [id, status, rejectionReason],
  );
}

/**
 * A member who deletes their account takes their listings out of the catalog and the review
 * queue (openapi.yaml, deleteAccount): published and pending_review go back to draft. Listings
 * in a trade keep their status (the trade refers to them). Returns how many left.
 */
export async function withdrawOwnerListings(q: Queryable, ownerId: string): Promise<number> {
  noteChange();
  const rows = await q.query<{ id: string }>(
    `UPDATE items SET status = 'draft', updated_at = now()
      WHERE owner_id = $1 AND status IN ('published', 'pending_review')
      RETURNING id`,
    [ownerId],
  );
  return rows.length;
}

export async function touchItem(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE items SET updated_at = now() WHERE id = $1', [id]);
}

export async function setItemOwner(q: Queryable, id: string, ownerId: string): Promise<void> {
  // The catalog filtered by owner (?ownerId=) counts differently.
  noteChange();
  await q.query('UPDATE items SET owner_id = $2, updated_at = now() WHERE id = $1', [id, ownerId]);
}

export async function deleteItem(q: Queryable, id: string): Promise<void> {
  noteChange();
  await q.query('DELETE FROM items WHERE id = $1', [id]);
}

// ── lists ────────────────────────────────────────────────────────────────────────────────────

export interface ItemFilters {
  type?: ItemType;
  /** Only these statuses; undefined = every status. */
  statuses?: readonly ItemStatus[];
  ownerId?: string;
  /** A to_tsquery('simple', ...) expression built by the service from the search words. */
  tsQuery?: string;
  /** Staff search: substring of name, brand, model, owner name or e-mail. */
  adminSearch?: string;
  bikeType?: string;
  condition?: string;
  /** Lower-cased prefix of the location, LIKE wildcards already escaped. */
  locationPrefix?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  sort?: 'newest' | 'oldest' | 'price_asc' | 'price_desc';
  limit: number;
  offset: number;
}

const ORDER: Record<NonNullable<ItemFilters['sort']>, string> = {
  newest: 'i.created_at DESC, i.id DESC',
  oldest: 'i.created_at ASC, i.id ASC',
  price_asc: 'i.sale_price_cents ASC NULLS LAST, i.id ASC',
  price_desc: 'i.sale_price_cents DESC NULLS LAST, i.id DESC',
};

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of a list, shared by its page and its count so both apply the same filters. */
function listWhere(f: ItemFilters): { from: string; whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.type) add((p) => `i.item_type = ${p}`, f.type);
  // One status (the public catalog) as an equality: '= ANY(array)' keeps the planner from using
  // the published-only partial indexes of migration 030 and from reading a (type, status, ...)
  // index in its order, so a first page became a sort of every row of the type.
  if (f.statuses?.length === 1) add((p) => `i.status = ${p}`, f.statuses[0]);
  else if (f.statuses) add((p) => `i.status = ANY(${p}::text[])`, f.statuses);
  if (f.ownerId) add((p) => `i.owner_id = ${p}`, f.ownerId);
  if (f.tsQuery) add((p) => `i.search_vector @@ to_tsquery('simple', ${p})`, f.tsQuery);
  if (f.adminSearch)
    add(
      (p) =>
        `(i.name ILIKE ${p} OR i.brand ILIKE ${p} OR i.model ILIKE ${p} OR u.email ILIKE ${p}
          OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`,
      `%${escapeLike(f.adminSearch)}%`,
    );
  if (f.bikeType) add((p) => `i.bike_type = ${p}`, f.bikeType);
  if (f.condition) add((p) => `i.condition = ${p}`, f.condition);
  if (f.locationPrefix) add((p) => `lower(i.location) LIKE ${p}`, `${f.locationPrefix}%`);
  if (f.minPriceCents !== undefined) add((p) => `i.sale_price_cents >= ${p}`, f.minPriceCents);
  if (f.maxPriceCents !== undefined) add((p) => `i.sale_price_cents <= ${p}`, f.maxPriceCents);
  return {
    // The owner join is only needed to filter when the staff search looks at owner fields.
    from: f.adminSearch ? 'FROM items i JOIN users u ON u.id = i.owner_id' : 'FROM items i',
    whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '',
    params,
  };
}

/**
 * One page of a list. Its ids first (an index-order scan that stops after OFFSET + LIMIT
 * entries), then the full rows and their owners for those ids only: joining users before the
 * LIMIT made the planner hash-join every listing of the type with every user. The total is a
 * statement of its own (countItems): counting with a window over this query (count(*) OVER ())
 * made every page read all its matches, first pages included: 244 ms for "trek" at 200,000
 * listings where the page alone takes 1 ms (issue 31).
 */
export async function listItemsPage(q: Queryable, f: ItemFilters): Promise<ItemRow[]> {
  const { from, whereSql, params } = listWhere(f);
  const order = ORDER[f.sort ?? 'newest'];
  return q.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS}, ${OWNER_COLUMNS}
       FROM (SELECT i.id ${from} ${whereSql} ORDER BY ${order}
             LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
       JOIN items i ON i.id = page.id
       JOIN users u ON u.id = i.owner_id
      ORDER BY ${order}`,
    [...params, f.limit, f.offset],
  );
}

/**
 * How many listings match the list's filters. For the public catalog the published-only
 * indexes answer it without the table: an index-only scan of migration 030's per-type indexes,
 * of migration 240's facets index (Bike Type, Condition, price), or a bitmap of a search's
 * matches.
 */
export async function countItems(q: Queryable, f: ItemFilters): Promise<number> {
  const { from, whereSql, params } = listWhere(f);
  const row = await q.one<{ total: number }>(
    `SELECT count(*)::int AS total ${from} ${whereSql}`,
    params,
  );
  return row?.total ?? 0;
}
