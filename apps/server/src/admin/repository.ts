// SQL of the staff panel's read side: the members list and the dashboard's counts. Read-only
// queries over the users, items, offers and events tables (each area owns its writes); every change the
// panel makes goes through the owning area's service.
import { PENDING_OFFER_STATUSES } from '@pedalswap/domain/offers';
import type { Queryable } from '../db/db.ts';
import type { UserRow } from '../auth/service.ts';

export interface UserFilter {
  /** Lower-cased; matched as a prefix (migration 140's indexes). */
  search?: string;
  role?: string;
  status?: string;
}

/** LIKE's own characters taken literally, so "a_b%" is searched for as typed. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: UserFilter) {
  const params: unknown[] = [];
  const parts = ['u.deleted_at IS NULL'];
  const add = (cond: string, value: unknown) => {
    params.push(value);
    parts.push(cond.replaceAll('?', `$${params.length}`));
  };
  if (f.role) add('u.role = ?', f.role);
  if (f.status) add('u.account_status = ?', f.status);
  if (f.search)
    add(
      `(lower(u.email) LIKE ? OR lower(u.first_name) LIKE ? OR lower(u.last_name) LIKE ?
        OR lower(u.first_name || ' ' || u.last_name) LIKE ?)`,
      likePrefix(f.search),
    );
  return { sql: parts.join(' AND '), params };
}

/** A page and its count side by side (pass `db`: a transaction runs one statement at a time). */
export async function listUsers(q: Queryable, f: UserFilter, limit: number, offset: number) {
  const w = where(f);
  const [rows, count] = await Promise.all([
    q.query<UserRow>(
      `SELECT u.* FROM users u WHERE ${w.sql} ORDER BY u.created_at DESC, u.id DESC
     LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
      [...w.params, limit, offset],
    ),
    q.one<{ total: number }>(`SELECT count(*)::int AS total FROM users u WHERE ${w.sql}`, w.params),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export interface UserCounts {
  total: number;
  active: number;
  suspended: number;
  pending: number;
  staff: number;
  recent: number;
}

export const userCounts = (q: Queryable, recentDays: number) =>
  q.one<UserCounts>(
    `SELECT count(*)::int AS total,
       count(*) FILTER (WHERE account_status = 'active')::int AS active,
       count(*) FILTER (WHERE account_status = 'suspended')::int AS suspended,
       count(*) FILTER (WHERE account_status IN ('pending', 'pending_verification'))::int AS pending,
       count(*) FILTER (WHERE role IN ('owner', 'manager'))::int AS staff,
       count(*) FILTER (WHERE created_at >= now() - make_interval(days => $1))::int AS recent
     FROM users WHERE deleted_at IS NULL`,
    [recentDays],
  );

export interface ItemTypeCounts {
  item_type: string;
  total: number;
  pending_review: number;
  trade_complete: number;
  published: number;
}

export const itemCountsByType = (q: Queryable) =>
  q.query<ItemTypeCounts>(
    `SELECT item_type, count(*)::int AS total,
       count(*) FILTER (WHERE status = 'pending_review')::int AS pending_review,
       count(*) FILTER (WHERE status = 'trade_complete')::int AS trade_complete,
       count(*) FILTER (WHERE status = 'published')::int AS published
     FROM items GROUP BY item_type`,
  );

/** `pending` counts what the offers list's Pending filter lists (PENDING_OFFER_STATUSES). */
export const offerCounts = (q: Queryable) =>
  q.one<{ total: number; pending: number; accepted: number }>(
    `SELECT count(*)::int AS total,
       count(*) FILTER (WHERE status = ANY($1::text[]))::int AS pending,
       count(*) FILTER (WHERE status = 'accepted')::int AS accepted
     FROM offers`,
    [PENDING_OFFER_STATUSES],
  );

/**
 * Review Submissions' rows of events: the events pending review, a weekly series as one row
 * (staff decide a series as a whole; apps/web's review-rows groups it the same way).
 */
export const eventReviewRowCount = (q: Queryable) =>
  q.one<{ n: number }>(
    `SELECT count(DISTINCT COALESCE(series_id, id))::int AS n
       FROM community_events WHERE status = 'pending_review'`,
  );
