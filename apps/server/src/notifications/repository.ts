// SQL of the notifications list and its actions. Every statement is scoped by user_id, so another
// member's notification id simply matches nothing (404), and each call is one round trip.
import type { Queryable } from '../db/db.ts';

export interface NotificationRow {
  id: string;
  user_id: string;
  type: string;
  title: string;
  message: string;
  action_url: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
}

export interface ListFilter {
  userId: string;
  unreadOnly: boolean;
  type: string | null;
  limit: number;
  offset: number;
}

export interface ListResult {
  rows: NotificationRow[];
  total: number;
  unreadCount: number;
}

const COLUMNS = 'id, user_id, type, title, message, action_url, read_at, created_at';

/**
 * One query for the page, the filtered total and the unread badge count. The WHERE clause is
 * built from the filters present (not `$n IS NULL OR ...`) so the planner can use
 * notifications_user_unread_idx / notifications_user_type_created_idx / notifications_user_created_idx.
 */
export async function listNotifications(q: Queryable, f: ListFilter): Promise<ListResult> {
  const params: unknown[] = [f.userId];
  const where = ['user_id = $1'];
  if (f.unreadOnly) where.push('read_at IS NULL');
  if (f.type) {
    params.push(f.type);
    where.push(`type = $${params.length}`);
  }
  params.push(f.limit, f.offset);
  const limitParam = `$${params.length - 1}`;
  const offsetParam = `$${params.length}`;
  const row = await q.one<{ total: number; unread: number; items: NotificationRow[] | string }>(
    `WITH filtered AS (
       SELECT ${COLUMNS} FROM notifications WHERE ${where.join(' AND ')}
     ), page AS (
       SELECT * FROM filtered ORDER BY created_at DESC, id DESC LIMIT ${limitParam} OFFSET ${offsetParam}
     )
     SELECT
       (SELECT count(*) FROM filtered)::int AS total,
       (SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL)::int AS unread,
       (SELECT coalesce(json_agg(page ORDER BY created_at DESC, id DESC), '[]'::json) FROM page) AS items`,
    params,
  );
  const items = typeof row?.items === 'string' ? JSON.parse(row.items) : (row?.items ?? []);
  return {
    rows: items as NotificationRow[],
    total: row?.total ?? 0,
    unreadCount: row?.unread ?? 0,
  };
}

export async function countUnread(q: Queryable, userId: string): Promise<number> {
  const row = await q.one<{ count: number }>(
    'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return row?.count ?? 0;
}

/** Marks one read (keeping the first read time); null when it is not the caller's. */
export function markRead(
  q: Queryable,
  userId: string,
  id: string,
): Promise<NotificationRow | null> {
  return q.one<NotificationRow>(
    `UPDATE notifications SET read_at = coalesce(read_at, now())
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId],
  );
}

export async function markAllRead(q: Queryable, userId: string): Promise<number> {
  const row = await q.one<{ count: number }>(
    `WITH changed AS (
       UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING 1
     ) SELECT count(*)::int AS count FROM changed`,
    [userId],
  );
  return row?.count ?? 0;
}

export async function deleteOne(q: Queryable, userId: string, id: string): Promise<boolean> {
  const row = await q.one('DELETE FROM notifications WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  return row !== null;
}

export async function deleteAll(q: Queryable, userId: string): Promise<number> {
  const row = await q.one<{ count: number }>(
    `WITH gone AS (DELETE FROM notifications WHERE user_id = $1 RETURNING 1)
     SELECT count(*)::int AS count FROM gone`,
    [userId],
  );
  return row?.count ?? 0;
}
