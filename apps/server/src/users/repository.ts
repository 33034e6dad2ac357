// SQL of the profile, e-mail change, avatar and account deletion. Rows are UserRow (auth).
import type { Queryable } from '../db/db.ts';
import type { UserRow } from '../auth/service.ts';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  location?: string;
  bio?: string | null;
  /** Merged over the stored preferences (jsonb ||), so fields left out keep their value. */
  preferences?: Record<string, unknown>;
}

export function updateProfile(q: Queryable, userId: string, c: ProfileChanges) {
  return q.one<UserRow>(
    `UPDATE users SET
       first_name = CASE WHEN $2::boolean THEN $3 ELSE first_name END,
       last_name = CASE WHEN $4::boolean THEN $5 ELSE last_name END,
       location = CASE WHEN $6::boolean THEN $7 ELSE location END,
       bio = CASE WHEN $8::boolean THEN $9 ELSE bio END,
       notification_preferences = notification_preferences || $10::jsonb,
       updated_at = now()
     WHERE id = $1 AND deleted_at IS NULL RETURNING *`,
    [
      userId,
      c.firstName !== undefined,
      c.firstName ?? null,
      c.lastName !== undefined,
      c.lastName ?? null,
      c.location !== undefined,
      c.location ?? null,
      c.bio !== undefined,
      c.bio ?? null,
      JSON.stringify(c.preferences ?? {}),
    ],
  );
}

/** A live (not deleted) member. */
export const findLiveUser = (q: Queryable, id: string) =>
  q.one<UserRow>('SELECT * FROM users WHERE id = $1 AND deleted_at IS NULL', [id]);

export const emailTakenByOther = async (q: Queryable, email: string, userId: string) =>
  (await q.one('SELECT 1 AS taken FROM users WHERE lower(email) = lower($1) AND id <> $2', [
    email,
    userId,
  ])) !== null;

export async function setPendingEmail(q: Queryable, userId: string, email: string | null) {
  await q.query('UPDATE users SET pending_email = $2, updated_at = now() WHERE id = $1', [
    userId,
    email,
  ]);
}

/** The confirmed address replaces the old one and counts as verified. */
export const applyEmailChange = (q: Queryable, userId: string, email: string) =>
  q.one<UserRow>(
    `UPDATE users SET email = $2, pending_email = NULL, email_verified = true, updated_at = now(),
       account_status = CASE WHEN account_status IN ('pending_verification', 'pending') THEN 'active' ELSE account_status END
     WHERE id = $1 AND deleted_at IS NULL RETURNING *`,
    [userId, email],
  );

export const setAvatar = (q: Queryable, userId: string, url: string, key: string) =>
  q.one<UserRow>(
    `UPDATE users SET avatar_url = $2, avatar_key = $3, updated_at = now()
     WHERE id = $1 AND deleted_at IS NULL RETURNING *`,
    [userId, url, key],
  );

/** Locks every live owner row, so two owners deleting themselves at once cannot both pass. */
export const lockLiveOwners = (q: Queryable) =>
  q.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'owner' AND deleted_at IS NULL ORDER BY id FOR UPDATE`,
  );

export const lockUser = (q: Queryable, userId: string) =>
  q.one<UserRow>('SELECT * FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [userId]);

/**
 * Erases the personal data and makes the row unusable for sign-in: the e-mail becomes a unique
 * placeholder under the reserved .invalid domain (so the address is free again), the password
 * hash cannot match any password, the role drops to user so it never counts as staff, and the
 * status is 'deleted'. The row itself stays: token transactions (the member's and those a staff
 * member made for others), audit entries and, later, offers and chats point at it and show it as
 * "Deleted member". What only ever concerned the member goes too, erased by the areas that own
 * it in the same transaction (users/service.ts deleteAccount): device sessions (user agents and
 * IP addresses; deleting them also refuses the access tokens at once), e-mail links and
 * notifications.
 */
export async function anonymiseUser(
  q: Queryable,
  userId: string,
  firstName: string,
  lastName: string,
) {
  await q.query(
    `UPDATE users SET
       email = 'deleted-' || id::text || '@deleted.invalid', username = NULL, pending_email = NULL,
       password_hash = '!account-deleted', role = 'user', email_verified = false,
       first_name = $2, last_name = $3, location = NULL, bio = NULL,
       avatar_url = NULL, avatar_key = NULL, notification_preferences = '{}'::jsonb,
       account_status = 'deleted', failed_login_count = 0, locked_until = NULL,
       last_login_at = NULL, deleted_at = now(), updated_at = now()
     WHERE id = $1`,
    [userId, firstName, lastName],
  );
}
