// SQL of the staff audit log (audit_log, migrations 002 and 140). Append-only: there is no
// update or delete here, and a trigger refuses them anyway.
import type { Queryable } from '../db/db.ts';

export interface AuditEntry {
  /** The staff member; null for a security event (a failed sign-in has no actor). */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: object;
}

/**
 * The time is the clock's, not the transaction's start, so the entries of one transaction (a
 * failed sign-in and the lockout it caused) list in the order they were written. The search
 * vector holds the names and e-mails of the actor and of a user target as they are
 * now (the moment the entry records), the action and the details' strings and numbers. An
 * e-mail is indexed whole and split at the @, so "example.com" finds it too.
 */
const INSERT = `
  INSERT INTO audit_log (actor_id, action, target_type, target_id, details, created_at, search_vector)
  SELECT $1::uuid, $2, $3, $4::uuid, $5::jsonb, clock_timestamp(),
    to_tsvector('simple', concat_ws(' ', $2::text,
      a.first_name, a.last_name, a.email, replace(a.email, '@', ' '),
      t.first_name, t.last_name, t.email, replace(t.email, '@', ' ')))
    || jsonb_to_tsvector('simple', $5::jsonb, '["string", "numeric"]')
  FROM (SELECT 1) AS one
  LEFT JOIN users a ON a.id = $1::uuid
  LEFT JOIN users t ON t.id = $4::uuid AND $3 = 'user'`;

export async function insertAudit(q: Queryable, entry: AuditEntry) {
  await q.query(INSERT, [
    entry.actorId,
    entry.action,
    entry.targetType,
    entry.targetId,
    JSON.stringify(entry.details),
  ]);
}

/**
 * A security event about a member, written only when `userId` names one: the statement runs
 * whether or not the address had an account, so a sign-in takes the same steps either way, and
 * addresses without an account (often a typo, sometimes a password typed in the wrong box) are
 * never stored.
 */
export async function insertSecurityEvent(
  q: Queryable,
  userId: string | null,
  action: string,
  details: object,
) {
  await q.query(`${INSERT} WHERE $4::uuid IS NOT NULL AND t.id IS NOT NULL`, [
    null,
    action,
    'user',
    userId,
    JSON.stringify(details),
  ]);
}

export interface AuditFilter {
  action?: string;
  /** A tsquery text built by the service from the keyword's words, each a prefix. */
  tsquery?: string;
  from?: Date;
  /** Exclusive. */
  before?: Date;
}

export interface AuditRow {
  id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  details: Record<string, unknown>;
  created_at: Date;
  actor_id: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
  target_first_name: string | null;
  target_last_name: string | null;
  target_email: string | null;
}

function where(f: AuditFilter) {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (cond: string, value: unknown) => {
    params.push(value);
    parts.push(cond.replaceAll('?', `$${params.length}`));
  };
  if (f.action) add('l.action = ?', f.action);
  if (f.tsquery) add(`l.search_vector @@ to_tsquery('simple', ?)`, f.tsquery);
  if (f.from) add('l.created_at >= ?', f.from);
  if (f.before) add('l.created_at < ?', f.before);
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** A page, newest first, and the count, side by side on two connections of the pool (on `db`, never in a transaction, whose one connection takes one statement at a time). */
export async function listAudit(q: Queryable, f: AuditFilter, limit: number, offset: number) {
  const w = where(f);
  const [rows, count] = await Promise.all([
    q.query<AuditRow>(
      `SELECT l.id, l.action, l.target_type, l.target_id, l.details, l.created_at, l.actor_id,
       a.first_name AS actor_first_name, a.last_name AS actor_last_name, a.email AS actor_email,
       t.first_name AS target_first_name, t.last_name AS target_last_name,
       t.email AS target_email
     FROM (SELECT * FROM audit_log l ${w.sql}
           ORDER BY l.created_at DESC, l.seq DESC
           LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}) l
     LEFT JOIN users a ON a.id = l.actor_id
     LEFT JOIN users t ON t.id = l.target_id AND l.target_type = 'user'
     ORDER BY l.created_at DESC, l.seq DESC`,
      [...w.params, limit, offset],
    ),
    q.one<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log l ${w.sql}`, w.params),
  ]);
  return { rows, total: count?.total ?? 0 };
}
