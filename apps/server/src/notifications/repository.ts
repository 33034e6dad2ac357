// SQL of the notifications area: the list and its actions (every statement scoped by user_id, so
// another member's notification id simply matches nothing, and each call is one round trip), the
// insert every area's notifications go through, and the e-mail delivery job's claims
// (email-delivery.ts explains the steps).
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

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  message: string;
  actionUrl: string | null;
  /** 'pending': the delivery job decides on the e-mail; 'skipped': in the app only. */
  emailStatus: 'pending' | 'skipped';
}

export async function insertNotification(q: Queryable, n: NewNotification): Promise<string> {
  const row = await q.one<{ id: string }>(
    `INSERT INTO notifications (user_id, type, title, message, action_url, email_status)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [n.userId, n.type, n.title, n.message, n.actionUrl, n.emailStatus],
  );
  if (!row) throw new Error('notification insert returned nothing');
  return row.id;
}

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

// ── e-mail delivery (email-delivery.ts: claim, send, mark) ──────────────────────────────────

/** pg_try_advisory_xact_lock(key, hashtext(user id)): "PSNE" (PedalSwap notification e-mail). */
const EMAIL_LOCK_KEY = 0x50534e45 | 0; // fits a signed 32-bit integer

/** Members with e-mail due at `now` that no live claim holds. */
export const membersWithDueEmail = (q: Queryable, now: Date, limit: number) =>
  // Served by notifications_email_pending_idx (email_due_at, user_id) WHERE email_status = 'pending'.
  q.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM notifications
     WHERE email_status = 'pending' AND email_due_at <= $1
       AND (email_claimed_until IS NULL OR email_claimed_until <= $1)
     LIMIT $2`,
    [now, limit],
  );

/** The member's e-mail lock for this transaction; false: another process is claiming. */
export async function tryLockMemberEmail(q: Queryable, userId: string): Promise<boolean> {
  const lock = await q.one<{ locked: boolean }>(
    'SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked',
    [EMAIL_LOCK_KEY, userId],
  );
  return Boolean(lock?.locked);
}

/** Whether a claim of the member's e-mail is still being sent at `now`. */
export async function memberEmailInFlight(q: Queryable, userId: string, now: Date) {
  const row = await q.one(
    `SELECT 1 AS busy FROM notifications
     WHERE user_id = $1 AND email_status = 'pending' AND email_claimed_until > $2 LIMIT 1`,
    [userId, now],
  );
  return row !== null;
}

export interface MailRecipientRow {
  email: string;
  first_name: string;
  email_verified: boolean;
  account_status: string;
  notification_preferences: unknown;
}

export const findMailRecipient = (q: Queryable, userId: string) =>
  q.one<MailRecipientRow>(
    `SELECT email, first_name, email_verified, account_status, notification_preferences
     FROM users WHERE id = $1`,
    [userId],
  );

export interface DueEmailRow {
  id: string;
  type: string;
  title: string;
  message: string;
  action_url: string | null;
  read_at: Date | null;
  created_at: Date | string;
}

/** The member's rows due at `now`, oldest first, locked; rows another run holds are passed over. */
export const lockDueEmails = (q: Queryable, userId: string, now: Date) =>
  q.query<DueEmailRow>(
    `SELECT id, type, title, message, action_url, read_at, created_at FROM notifications
     WHERE user_id = $1 AND email_status = 'pending' AND email_due_at <= $2
       AND (email_claimed_until IS NULL OR email_claimed_until <= $2)
     ORDER BY created_at, id
     FOR UPDATE SKIP LOCKED`,
    [userId, now],
  );

/** Never e-mailed, for good. */
export async function skipEmails(q: Queryable, ids: readonly string[]) {
  await q.query(
    `UPDATE notifications SET email_status = 'skipped', email_claim_id = NULL,
       email_claimed_until = NULL
     WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}

/** Not before `until` (quiet hours, the next digest). */
export async function holdEmails(q: Queryable, ids: readonly string[], until: Date) {
  await q.query(
    `UPDATE notifications SET email_due_at = $2, email_claim_id = NULL,
       email_claimed_until = NULL
     WHERE id = ANY($1::uuid[])`,
    [ids, until],
  );
}

export async function claimEmails(
  q: Queryable,
  ids: readonly string[],
  claimId: string,
  until: Date,
) {
  await q.query(
    `UPDATE notifications SET email_claim_id = $2, email_claimed_until = $3
     WHERE id = ANY($1::uuid[])`,
    [ids, claimId, until],
  );
}

/** The mailer refused: the claim's rows are tried again at `retryAt`. */
export async function releaseEmailClaim(
  q: Queryable,
  ids: readonly string[],
  claimId: string,
  retryAt: Date,
) {
  await q.query(
    `UPDATE notifications SET email_due_at = $3, email_claim_id = NULL,
       email_claimed_until = NULL
     WHERE id = ANY($1::uuid[]) AND email_claim_id = $2`,
    [ids, claimId, retryAt],
  );
}

/** Rows still carrying the claim become sent (a run whose lease ran out marks nothing). */
export async function markEmailsSent(
  q: Queryable,
  ids: readonly string[],
  claimId: string,
  at: Date,
) {
  await q.query(
    `UPDATE notifications SET email_status = 'sent', emailed_at = $3, email_claim_id = NULL,
       email_claimed_until = NULL
     WHERE id = ANY($1::uuid[]) AND email_claim_id = $2`,
    [ids, claimId, at],
  );
}

/** The member's preferences remember when the last digest went (lastOfferDigestSent). */
export async function setLastDigestSent(q: Queryable, userId: string, at: Date) {
  await q.query(
    `UPDATE users SET notification_preferences =
       notification_preferences || jsonb_build_object('lastOfferDigestSent', $2::text)
     WHERE id = $1`,
    [userId, at.toISOString()],
  );
}
