// SQL of accounts, device sessions and e-mail tokens. Every function takes a Queryable so the
// service decides what runs in one transaction.
import type { Queryable } from '../db/db.ts';

export interface UserRow {
  id: string;
  email: string;
  username: string | null;
  password_hash: string;
  role: string;
  email_verified: boolean;
  pending_email: string | null;
  first_name: string;
  last_name: string;
  location: string | null;
  bio: string | null;
  avatar_url: string | null;
  /** Storage key of the avatar (migration 002). */
  avatar_key?: string | null;
  account_status: string;
  token_balance: number;
  notification_preferences: unknown;
  failed_login_count: number;
  locked_until: Date | null;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** Set when the account was deleted (anonymised, migration 002). */
  deleted_at?: Date | null;
}

export interface SessionRow {
  id: string;
  user_id: string;
  refresh_token_hash: string;
  previous_refresh_token_hash: string | null;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: 'owner' | 'manager' | 'user';
  emailVerified: boolean;
  accountStatus: 'active' | 'pending_verification';
  firstName: string;
  lastName: string;
  location: string | null;
}

/** Returns null when the e-mail is taken (case-insensitively): the unique index decides. */
export function insertUser(q: Queryable, u: NewUser): Promise<UserRow | null> {
  return q.one<UserRow>(
    `INSERT INTO users (email, password_hash, role, email_verified, account_status, first_name, last_name, location)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT DO NOTHING RETURNING *`,
    [
      u.email,
      u.passwordHash,
      u.role,
      u.emailVerified,
      u.accountStatus,
      u.firstName,
      u.lastName,
      u.location,
    ],
  );
}

export const findUserByEmail = (q: Queryable, email: string) =>
  q.one<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);

export const findUserById = (q: Queryable, id: string) =>
  q.one<UserRow>('SELECT * FROM users WHERE id = $1', [id]);

/** A live (not deleted) member's account status; `forShare` holds the row until the commit. */
export const findLiveAccountStatus = (q: Queryable, id: string, forShare: boolean) =>
  q.one<{ account_status: string }>(
    `SELECT account_status FROM users WHERE id = $1 AND deleted_at IS NULL${forShare ? ' FOR SHARE' : ''}`,
    [id],
  );

/** A live member's row, locked until the commit: staff changes read and write it under it. */
export const lockLiveUser = (q: Queryable, id: string) =>
  q.one<UserRow>('SELECT * FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [id]);

/** The live owners' rows, locked: two demotions at once cannot leave no owner. */
export const lockOwners = (q: Queryable) =>
  q.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'owner' AND deleted_at IS NULL ORDER BY id FOR UPDATE`,
  );

export const updateAccountStatus = (q: Queryable, id: string, status: string) =>
  q.one<UserRow>(
    'UPDATE users SET account_status = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, status],
  );

export const updateRole = (q: Queryable, id: string, role: string) =>
  q.one<UserRow>('UPDATE users SET role = $2, updated_at = now() WHERE id = $1 RETURNING *', [
    id,
    role,
  ]);

export const recordSuccessfulLogin = (q: Queryable, userId: string) =>
  q.one<UserRow>(
    `UPDATE users SET failed_login_count = 0, locked_until = NULL, last_login_at = now()
     WHERE id = $1 RETURNING *`,
    [userId],
  );

/** When this origin may try this account again; null when it is not locked out. */
export async function findLoginLock(q: Queryable, accountKey: string, origin: string) {
  const row = await q.one<{ locked_until: Date }>(
    `SELECT locked_until FROM login_throttle
     WHERE account_key = $1 AND origin = $2 AND locked_until > now()`,
    [accountKey, origin],
  );
  return row?.locked_until ?? null;
}

/**
 * Counts a failed sign-in of one origin on one account and locks that pair when the count
 * reaches `maxFailures`. A lock that has run out starts the count again from one; rows untouched
 * for a day are dropped on the way, so the table holds only recent attempts.
 */
export async function recordLoginFailure(
  q: Queryable,
  accountKey: string,
  origin: string,
  maxFailures: number,
  lockSeconds: number,
) {
  await q.query(`DELETE FROM login_throttle WHERE updated_at < now() - interval '1 day'`);
  return q.one<{ failures: number; locked_until: Date | null }>(
    `INSERT INTO login_throttle AS t (account_key, origin, failures, locked_until)
     VALUES ($1, $2, 1, CASE WHEN 1 >= $3 THEN now() + make_interval(secs => $4) END)
     ON CONFLICT (account_key, origin) DO UPDATE SET
       failures = CASE WHEN t.locked_until IS NOT NULL AND t.locked_until <= now() THEN 1
                       ELSE t.failures + 1 END,
       locked_until = CASE
         WHEN (CASE WHEN t.locked_until IS NOT NULL AND t.locked_until <= now() THEN 1
                    ELSE t.failures + 1 END) >= $3
           THEN now() + make_interval(secs => $4)
         WHEN t.locked_until IS NOT NULL AND t.locked_until <= now() THEN NULL
         ELSE t.locked_until END,
       updated_at = now()
     RETURNING failures, locked_until`,
    [accountKey, origin, maxFailures, lockSeconds],
  );
}

/** A success from an origin forgets its failures; a new password forgets every origin's. */
export async function clearLoginFailures(q: Queryable, accountKey: string, origin?: string) {
  await q.query(
    'DELETE FROM login_throttle WHERE account_key = $1 AND ($2::text IS NULL OR origin = $2)',
    [accountKey, origin ?? null],
  );
}

export function markEmailVerified(q: Queryable, userId: string) {
  // Verification activates a pending account but never lifts a suspension.
  return q.one<UserRow>(
    `UPDATE users SET email_verified = true, updated_at = now(),
       account_status = CASE WHEN account_status IN ('pending_verification', 'pending') THEN 'active' ELSE account_status END
     WHERE id = $1 RETURNING *`,
    [userId],
  );
}

export type EmailTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

export async function insertEmailToken(
  q: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  ttlSeconds: number,
  newEmail: string | null = null,
) {
  await q.query(
    `INSERT INTO email_tokens (user_id, purpose, token_hash, new_email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [userId, purpose, tokenHash, newEmail, ttlSeconds],
  );
}

/** Older unused links of the same purpose stop working when a new one is sent. */
export async function discardOpenEmailTokens(
  q: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
) {
  await q.query(
    'DELETE FROM email_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [userId, purpose],
  );
}

/** Marks the token used and returns its owner; null for unknown, used or expired tokens. */
export const consumeEmailToken = (q: Queryable, tokenHash: string, purpose: EmailTokenPurpose) =>
  q.one<{ user_id: string; new_email: string | null }>(
    `UPDATE email_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, new_email`,
    [tokenHash, purpose],
  );

export function insertSession(
  q: Queryable,
  s: {
    userId: string;
    refreshHash: string;
    userAgent: string | null;
    ip: string | null;
    lifetimeSeconds: number;
  },
) {
  return q.one<SessionRow>(
    `INSERT INTO device_sessions (user_id, refresh_token_hash, user_agent, ip_address, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING *`,
    [s.userId, s.refreshHash, s.userAgent, s.ip, s.lifetimeSeconds],
  );
}

/**
 * Rotation in one statement: only a live, unrevoked session whose current hash matches moves
 * on, so two concurrent refreshes with the same token cannot both succeed.
 *
 * Grace window: the token that the current one replaced is accepted again for
 * `graceSeconds` after that rotation, when the current one is its successor (`newHash`; the
 * service derives successors, see nextRefreshToken). A refresh whose answer never reached the
 * browser (the page reloaded mid-request, or another tab refreshed first), or arrived after a
 * later one, then gets the same current token again instead of ending the session as a theft
 * or leaving one of the answers orphaned. Past the window, the old token counts as reuse (see
 * the service).
 */
export function rotateSession(
  q: Queryable,
  oldHash: string,
  newHash: string,
  lifetimeSeconds: number,
  graceSeconds: number,
) {
  return q.one<SessionRow>(
    `UPDATE device_sessions SET
       previous_refresh_token_hash = CASE WHEN refresh_token_hash = $1
         THEN refresh_token_hash ELSE previous_refresh_token_hash END,
       refresh_token_hash = $2,
       rotated_at = CASE WHEN refresh_token_hash = $1 THEN now() ELSE rotated_at END,
       last_used_at = now(),
       expires_at = now() + make_interval(secs => $3)
     WHERE revoked_at IS NULL
       AND expires_at > now() AND last_used_at > now() - make_interval(secs => $3)
       AND (refresh_token_hash = $1
         OR (previous_refresh_token_hash = $1 AND refresh_token_hash = $2
           AND rotated_at > now() - make_interval(secs => $4)))
     RETURNING *`,
    [oldHash, newHash, lifetimeSeconds, graceSeconds],
  );
}

export const findSessionByAnyHash = (q: Queryable, hash: string) =>
  q.one<SessionRow>(
    'SELECT * FROM device_sessions WHERE refresh_token_hash = $1 OR previous_refresh_token_hash = $1',
    [hash],
  );

export async function revokeSession(q: Queryable, sessionId: string, reason: string) {
  await q.query(
    'UPDATE device_sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL',
    [sessionId, reason],
  );
}

export interface ActiveSessionRow {
  user_id: string;
  role: string;
  email_verified: boolean;
  account_status: string;
  needs_touch: boolean;
}

/** The auth hook's check: a revoked or idle session stops at once, whatever the JWT says. */
export const findActiveSession = (
  q: Queryable,
  sessionId: string,
  userId: string,
  inactivitySeconds: number,
) =>
  q.one<ActiveSessionRow>(
    `SELECT u.id AS user_id, u.role, u.email_verified, u.account_status,
            s.last_used_at < now() - interval '1 minute' AS needs_touch
     FROM device_sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL
       AND s.expires_at > now() AND s.last_used_at > now() - make_interval(secs => $3)`,
    [sessionId, userId, inactivitySeconds],
  );

/**
 * The live ones among these sessions, by the auth hook's rules (findActiveSession): not revoked,
 * not expired or idle, and the member neither suspended nor deleted. The open event streams are
 * checked with it (events/sse.ts).
 */
export const liveSessionIds = (
  q: Queryable,
  sessionIds: readonly string[],
  inactivitySeconds: number,
) =>
  q.query<{ id: string }>(
    `SELECT s.id FROM device_sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL
       AND s.expires_at > now() AND s.last_used_at > now() - make_interval(secs => $2)
       AND u.account_status <> 'suspended' AND u.deleted_at IS NULL`,
    [sessionIds, inactivitySeconds],
  );

/** Activity keeps a session alive; written at most once a minute to spare the database. */
export async function touchSession(q: Queryable, sessionId: string, lifetimeSeconds: number) {
  await q.query(
    `UPDATE device_sessions SET last_used_at = now(), expires_at = now() + make_interval(secs => $2)
     WHERE id = $1 AND revoked_at IS NULL`,
    [sessionId, lifetimeSeconds],
  );
}

/** Ends every live session of the member, except `keepSessionId` when given; returns how many. */
export async function revokeUserSessions(
  q: Queryable,
  userId: string,
  reason: string,
  keepSessionId: string | null = null,
): Promise<number> {
  const rows = await q.query<{ id: string }>(
    `UPDATE device_sessions SET revoked_at = now(), revoked_reason = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)
     RETURNING id`,
    [userId, reason, keepSessionId],
  );
  return rows.length;
}

/** A new password also lifts a lockout: the member has proved control of the mailbox or session. */
export const setPassword = (q: Queryable, userId: string, passwordHash: string) =>
  q.one<UserRow>(
    `UPDATE users SET password_hash = $2, failed_login_count = 0, locked_until = NULL, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [userId, passwordHash],
  );

/** A deleted account: its device sessions and e-mail links go (every token it held is refused). */
export async function deleteAccountAccess(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM device_sessions WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM email_tokens WHERE user_id = $1', [userId]);
}
