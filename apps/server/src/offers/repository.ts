// SQL of offers (migration 100). Their chats and chat messages are the chat area's tables,
// written through its service. Repositories take a Queryable so the same statements run inside
// or outside a transaction.
import type { OfferStatus, OfferType } from '@pedalswap/domain/offers';
import type { ItemType } from '@pedalswap/domain/items';
import type { Queryable } from '../db/db.ts';

export type OfferKind = 'member' | 'staff_token';

export interface OfferRow {
  id: string;
  item_id: string;
  user_id: string;
  kind: OfferKind;
  offer_type: OfferType;
  token_amount: number | null;
  cash_amount_cents: number | null;
  message: string | null;
  admin_response: string | null;
  user_response: string | null;
  status: OfferStatus;
  chat_id: string | null;
  transaction_id: string | null;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  item_type: ItemType;
  item_name: string;
  item_brand: string;
  item_model: string | null;
  item_owner_id: string;
  item_owner_role: string;
  item_status: string;
  user_first_name: string;
  user_last_name: string;
  user_avatar_url: string | null;
  user_location: string | null;
  user_bio: string | null;
  user_email: string;
  user_role: string;
  user_deleted: boolean;
  /** The item's owner when the trade completed (null until then). */
  seller_id: string | null;
}

const SELECT_OFFER = `
  SELECT o.id, o.item_id, o.user_id, o.kind, o.offer_type, o.token_amount, o.cash_amount_cents,
         o.message, o.admin_response, o.user_response, o.status, o.chat_id, o.transaction_id,
         o.expires_at, o.created_at, o.updated_at, o.completed_at,
         i.item_type, i.name AS item_name, i.brand AS item_brand, i.model AS item_model,
         i.owner_id AS item_owner_id, ow.role AS item_owner_role, i.status AS item_status,
         -- Who sold it, for a completed offer: the owner's ledger row of the trade. The item has
         -- passed to the bidder, and the seller keeps sight of the offer.
         (SELECT t.user_id FROM token_transactions t WHERE t.id = o.transaction_id) AS seller_id,
         b.first_name AS user_first_name, b.last_name AS user_last_name,
         b.avatar_url AS user_avatar_url, b.location AS user_location, b.bio AS user_bio,
         b.email AS user_email, b.role AS user_role, (b.deleted_at IS NOT NULL) AS user_deleted
    FROM offers o
    JOIN items i ON i.id = o.item_id
    JOIN users ow ON ow.id = i.owner_id
    JOIN users b ON b.id = o.user_id`;

/** Accepted first, then waiting (pending, sent), then the rest (spec 2 §4.2). */
const GROUPED_ORDER = `
  CASE o.status WHEN 'accepted' THEN 0 WHEN 'pending' THEN 1 WHEN 'sent' THEN 1 ELSE 2 END,
  o.created_at DESC, o.id DESC`;

export const findOffer = (q: Queryable, id: string) =>
  q.one<OfferRow>(`${SELECT_OFFER} WHERE o.id = $1`, [id]);

/** Locks the offer row for the rest of the transaction. */
export const findOfferForUpdate = (q: Queryable, id: string) =>
  q.one<OfferRow>(`${SELECT_OFFER} WHERE o.id = $1 FOR UPDATE OF o`, [id]);

export interface ItemOfferFilter {
  itemId: string;
  /** Only this bidder's offers (another member looking at an item). */
  userId?: string;
  /** Any of these (offerStatusesOfFilter: the filter `pending` stands for pending and sent). */
  statuses?: OfferStatus[];
  limit?: number;
  order: 'grouped' | 'newest';
}

export function listOffersOfItem(q: Queryable, f: ItemOfferFilter): Promise<OfferRow[]> {
  const params: unknown[] = [f.itemId];
  const where = ['o.item_id = $1'];
  if (f.userId) {
    params.push(f.userId);
    where.push(`o.user_id = $${params.length}`);
  }
  if (f.statuses) {
    params.push(f.statuses);
    where.push(`o.status = ANY($${params.length}::text[])`);
  }
  params.push(f.limit ?? 500);
  const order = f.order === 'grouped' ? GROUPED_ORDER : 'o.created_at DESC, o.id DESC';
  return q.query<OfferRow>(
    `${SELECT_OFFER} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.length}`,
    params,
  );
}

/** Waiting and accepted (not completed) offers of an item, newest first. */
export const activeOffersOfItem = (q: Queryable, itemId: string) =>
  q.query<OfferRow>(
    `${SELECT_OFFER} WHERE o.item_id = $1 AND o.status IN ('pending', 'sent', 'accepted')
      ORDER BY o.created_at DESC, o.id DESC`,
    [itemId],
  );

export const acceptedOfferOfItem = (q: Queryable, itemId: string) =>
  q.one<OfferRow>(
    `${SELECT_OFFER} WHERE o.item_id = $1 AND o.status = 'accepted' AND o.transaction_id IS NULL`,
    [itemId],
  );

export const hasWaitingOffer = async (q: Queryable, itemId: string, userId: string) =>
  (await q.one(
    `SELECT 1 AS found FROM offers WHERE item_id = $1 AND user_id = $2 AND status IN ('pending', 'sent')`,
    [itemId, userId],
  )) !== null;

export const hasTokenOffer = async (q: Queryable, itemId: string) =>
  (await q.one(`SELECT 1 AS found FROM offers WHERE item_id = $1 AND status = 'sent'`, [
    itemId,
  ])) !== null;

export const itemStats = (q: Queryable, itemId: string, now: Date) =>
  q.one<{ total: number; pending: number; active: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status IN ('pending', 'sent')
                             AND (expires_at IS NULL OR expires_at > $2))::int AS pending,
            count(*) FILTER (WHERE (status IN ('pending', 'sent')
                                    AND (expires_at IS NULL OR expires_at > $2))
                                OR status = 'accepted')::int AS active
       FROM offers WHERE item_id = $1`,
    [itemId, now],
  );

export interface SummaryRow {
  item_id: string;
  pending_count: number;
  latest_id: string | null;
  latest_status: OfferStatus | null;
  token_offer_id: string | null;
  token_amount: number | null;
}

/** The item view's offer facts for many items in one statement (offers_item_idx per item). */
export const offerSummaries = (q: Queryable, itemIds: readonly string[], now: Date) =>
  q.query<SummaryRow>(
    `SELECT ids.id AS item_id,
            (SELECT count(*) FROM offers c
              WHERE c.item_id = ids.id AND c.status IN ('pending', 'sent')
                AND (c.expires_at IS NULL OR c.expires_at > $2))::int AS pending_count,
            latest.id AS latest_id, latest.status AS latest_status,
            tok.id AS token_offer_id, tok.token_amount
       FROM unnest($1::uuid[]) AS ids(id)
       LEFT JOIN LATERAL (SELECT l.id, l.status FROM offers l WHERE l.item_id = ids.id
                           ORDER BY l.created_at DESC, l.id DESC LIMIT 1) latest ON true
       LEFT JOIN LATERAL (SELECT t.id, t.token_amount FROM offers t
                           WHERE t.item_id = ids.id AND t.status = 'sent'
                             AND (t.expires_at IS NULL OR t.expires_at > $2)) tok ON true`,
    [itemIds, now],
  );

export interface MyOffersFilter {
  userId: string;
  direction: 'sent' | 'received' | 'all';
  /** Any of these (offerStatusesOfFilter: the filter `pending` stands for pending and sent). */
  statuses?: OfferStatus[];
  itemType?: ItemType;
  limit: number;
  offset: number;
}

function myOffersWhere(f: MyOffersFilter) {
  const params: unknown[] = [f.userId];
  const where = [
    f.direction === 'sent'
      ? 'o.user_id = $1'
      : f.direction === 'received'
        ? // Also what they sold: the item is the bidder's now, the trade's ledger row says who
          // owned it (offers.transaction_id is the owner's row).
          `(i.owner_id = $1 OR o.transaction_id IN (SELECT id FROM token_transactions WHERE user_id = $1))`
        : // Both sides as a union of index lookups (offers_user_idx; items_owner_idx then
          // offers_item_idx; the member's ledger rows): an OR across the join would read every offer.
          `o.id IN (SELECT id FROM offers WHERE user_id = $1
                    UNION ALL
                    SELECT r.id FROM offers r JOIN items ri ON ri.id = r.item_id
                     WHERE ri.owner_id = $1
                    UNION ALL
                    SELECT x.offer_id FROM token_transactions x
                     WHERE x.user_id = $1 AND x.offer_id IS NOT NULL)`,
  ];
  if (f.statuses) {
    params.push(f.statuses);
    where.push(`o.status = ANY($${params.length}::text[])`);
  }
  if (f.itemType) {
    params.push(f.itemType);
    where.push(`i.item_type = $${params.length}`);
  }
  return { where: where.join(' AND '), params };
}

export async function myOffers(q: Queryable, f: MyOffersFilter) {
  const { where, params } = myOffersWhere(f);
  const [rows, count] = await Promise.all([
    q.query<OfferRow>(
      `${SELECT_OFFER} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, f.limit, f.offset],
    ),
    q.one<{ total: number }>(
      `SELECT count(*)::int AS total FROM offers o JOIN items i ON i.id = o.item_id WHERE ${where}`,
      params,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export interface TrendingFilter {
  /** Members see offers on published items only. */
  publishedOnly: boolean;
  /** Staff: search matches the bidder's name and e-mail too (a member's matches items only). */
  searchBidders: boolean;
  itemType?: ItemType;
  /** Any of these (offerStatusesOfFilter: the filter `pending` stands for pending and sent). */
  statuses?: OfferStatus[];
  offerType?: OfferType;
  search?: string;
  sortBy: 'createdAt' | 'amount';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function trendingOffers(q: Queryable, f: TrendingFilter) {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.publishedOnly) where.push(`i.status = 'published'`);
  if (f.itemType) add((p) => `i.item_type = ${p}`, f.itemType);
  if (f.statuses) add((p) => `o.status = ANY(${p}::text[])`, f.statuses);
  if (f.offerType) add((p) => `o.offer_type = ${p}`, f.offerType);
  if (f.search)
    add(
      (p) =>
        f.searchBidders
          ? `(i.name ILIKE ${p} OR i.brand ILIKE ${p} OR b.email ILIKE ${p}
          OR (b.first_name || ' ' || b.last_name) ILIKE ${p})`
          : `(i.name ILIKE ${p} OR i.brand ILIKE ${p})`,
      `%${escapeLike(f.search)}%`,
    );
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const dir = f.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const order =
    f.sortBy === 'amount'
      ? `COALESCE(o.token_amount::numeric, o.cash_amount_cents / 100.0) ${dir}, o.id ${dir}`
      : `o.created_at ${dir}, o.id ${dir}`;
  const [rows, count] = await Promise.all([
    q.query<OfferRow>(
      `${SELECT_OFFER} ${whereSql} ORDER BY ${order}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, f.limit, f.offset],
    ),
    q.one<{ total: number }>(
      `SELECT count(*)::int AS total FROM offers o JOIN items i ON i.id = o.item_id
         JOIN users b ON b.id = o.user_id ${whereSql}`,
      params,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export interface NewOffer {
  itemId: string;
  userId: string;
  kind: OfferKind;
  offerType: OfferType;
  tokenAmount: number | null;
  cashAmountCents: number | null;
  message: string | null;
  status: OfferStatus;
  chatId: string;
  expiresAt: Date;
}

export const insertOffer = (q: Queryable, o: NewOffer) =>
  q.one<{ id: string }>(
    `INSERT INTO offers (item_id, user_id, kind, offer_type, token_amount, cash_amount_cents,
                         message, status, chat_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      o.itemId,
      o.userId,
      o.kind,
      o.offerType,
      o.tokenAmount,
      o.cashAmountCents,
      o.message,
      o.status,
      o.chatId,
      o.expiresAt,
    ],
  );

/**
 * A status change that happens only if the offer is still in one of `from`: zero rows means
 * another request got there first (the caller answers 409).
 */
export const changeOfferStatus = (
  q: Queryable,
  id: string,
  from: readonly OfferStatus[],
  to: OfferStatus,
  answer: { adminResponse?: string | null; userResponse?: string | null } = {},
) =>
  q.one<{ id: string }>(
    `UPDATE offers
        SET status = $3, updated_at = now(),
            admin_response = COALESCE($4, admin_response),
            user_response = COALESCE($5, user_response)
      WHERE id = $1 AND status = ANY($2::text[])
      RETURNING id`,
    [id, from, to, answer.adminResponse ?? null, answer.userResponse ?? null],
  );

/** The completion's guard: accepted and without a transaction, or nothing (409). */
export const completeOffer = (q: Queryable, id: string, transactionId: string) =>
  q.one<{ id: string }>(
    `UPDATE offers SET status = 'completed', transaction_id = $2, completed_at = now(),
            updated_at = now()
      WHERE id = $1 AND status = 'accepted' AND transaction_id IS NULL
      RETURNING id`,
    [id, transactionId],
  );

export interface ClosedOffer {
  id: string;
  item_id: string;
  user_id: string;
  chat_id: string | null;
  status: OfferStatus;
  item_type: ItemType;
  item_name: string;
  item_owner_id: string;
}

const CLOSED_RETURNING = `
  RETURNING o.id, o.item_id, o.user_id, o.chat_id, o.status,
            (SELECT item_type FROM items WHERE id = o.item_id) AS item_type,
            (SELECT name FROM items WHERE id = o.item_id) AS item_name,
            (SELECT owner_id FROM items WHERE id = o.item_id) AS item_owner_id`;

/** Every waiting offer of an item but one (the accepted one), closed as `to`. */
export const closeWaitingOffersOfItem = (
  q: Queryable,
  itemId: string,
  to: OfferStatus,
  exceptId: string | null = null,
) =>
  q.query<ClosedOffer>(
    `UPDATE offers o SET status = $2, updated_at = now()
      WHERE o.item_id = $1 AND o.status IN ('pending', 'sent')
        AND ($3::uuid IS NULL OR o.id <> $3::uuid)
      ${CLOSED_RETURNING}`,
    [itemId, to, exceptId],
  );

/** A member's waiting offers, closed as `to` (their account is deleted). */
export const closeWaitingOffersOfBidder = (q: Queryable, userId: string, to: OfferStatus) =>
  q.query<ClosedOffer>(
    `UPDATE offers o SET status = $2, updated_at = now()
      WHERE o.user_id = $1 AND o.status IN ('pending', 'sent')
      ${CLOSED_RETURNING}`,
    [userId, to],
  );

/** The items a member owns that have waiting offers (their account is deleted). */
export const itemsWithWaitingOffersOf = (q: Queryable, ownerId: string) =>
  q.query<{ id: string }>(
    `SELECT DISTINCT o.item_id AS id FROM offers o JOIN items i ON i.id = o.item_id
      WHERE i.owner_id = $1 AND o.status IN ('pending', 'sent')`,
    [ownerId],
  );

/**
 * The expiry job's claim: waiting offers past expiresAt, locked with SKIP LOCKED so several
 * processes share the work without waiting on each other, and expired in the same statement
 * (the status test is repeated, so a row answered meanwhile is left alone).
 */
export const expireDue = (q: Queryable, now: Date, limit: number, to: OfferStatus) =>
  q.query<ClosedOffer>(
    `WITH due AS (
       SELECT id FROM offers
        WHERE status IN ('pending', 'sent') AND expires_at <= $1
        ORDER BY expires_at
        LIMIT $2
        FOR UPDATE SKIP LOCKED)
     UPDATE offers o SET status = $3, updated_at = now()
       FROM due
      WHERE o.id = due.id AND o.status IN ('pending', 'sent')
      ${CLOSED_RETURNING}`,
    [now, limit, to],
  );

/** Whether any offer on the item completed (a trade happened: the listing keeps its history). */
export async function hasCompletedOffer(q: Queryable, itemId: string): Promise<boolean> {
  const row = await q.one<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM offers WHERE item_id = $1 AND status = 'completed') AS found",
    [itemId],
  );
  return row?.found === true;
}

export interface SimilarTradeRow {
  offer_type: OfferType;
  count: number;
  min: number;
  max: number;
  median: number;
}

/** The category an item's similar trades are compared on (migration 130); null: none. */
export const tradeCategoryOf = async (q: Queryable, itemId: string) =>
  (
    await q.one<{ trade_category: string | null }>(
      'SELECT trade_category FROM items WHERE id = $1',
      [itemId],
    )
  )?.trade_category ?? null;

/**
 * Completed trades of items of this type and category since `since`, per offer type: count,
 * min, max and median of the amounts (tokens, or cents). The partial index offers_completed_idx
 * gives the window, items_trade_category_idx the items.
 */
export const similarTradePrices = (q: Queryable, itemType: string, category: string, since: Date) =>
  q.query<SimilarTradeRow>(
    `SELECT o.offer_type, count(*)::int AS count,
            min(coalesce(o.token_amount, o.cash_amount_cents))::int AS min,
            max(coalesce(o.token_amount, o.cash_amount_cents))::int AS max,
            (percentile_cont(0.5) WITHIN GROUP
              (ORDER BY coalesce(o.token_amount, o.cash_amount_cents)))::float8 AS median
     FROM offers o JOIN items i ON i.id = o.item_id
     WHERE o.status = 'completed' AND o.completed_at >= $3
       AND i.item_type = $1 AND i.trade_category = $2
     GROUP BY o.offer_type`,
    [itemType, category, since],
  );

/** Whether the member sold the item in a completed trade of this chat (the owner's ledger row). */
export async function soldInChat(q: Queryable, chatId: string, userId: string): Promise<boolean> {
  const row = await q.one<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM offers o JOIN token_transactions t ON t.id = o.transaction_id
        WHERE o.chat_id = $1 AND o.status = 'completed' AND t.user_id = $2) AS found`,
    [chatId, userId],
  );
  return row?.found === true;
}
