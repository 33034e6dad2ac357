// SQL of the demo seed's own questions: which demo members exist, which of them still lack a
// token history, whether a demo listing was made already, whether the database is empty, which
// listings the demo trades are about and whether any offer exists. What it writes goes through
// the areas' services (accounts, items, photos, the ledger, offers and chats).
import type { Role } from '@pedalswap/domain';
import type { Queryable } from '../db/db.ts';

export interface DemoMemberRow {
  id: string;
  email: string;
  role: Role;
}

/** The live (not deleted) members with these addresses. */
export const liveMembersByEmail = (q: Queryable, emails: readonly string[]) =>
  q.query<DemoMemberRow>(
    'SELECT id, email, role FROM users WHERE email = ANY($1) AND deleted_at IS NULL',
    [emails],
  );

/** The live members with these addresses whose ledger is still empty. */
export const liveMembersWithoutLedger = (q: Queryable, emails: readonly string[]) =>
  q.query<DemoMemberRow>(
    `SELECT u.id, u.email, u.role FROM users u
     WHERE u.email = ANY($1) AND u.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM token_transactions t WHERE t.user_id = u.id)`,
    [emails],
  );

/**
 * Whether a demo listing exists, whoever owns it now: a demo trade passes some to another
 * member, and they must not be made again for their first owner.
 */
export async function itemExists(q: Queryable, type: string, name: string) {
  const row = await q.one<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM items WHERE item_type = $1 AND name = $2) AS found',
    [type, name],
  );
  return row?.found === true;
}

export async function noAccountsYet(q: Queryable) {
  const row = await q.one<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM users) AS empty');
  return row?.empty === true;
}

/** Whether the marketplace has any offer yet (the demo trades are made once, on none). */
export async function anyOffer(q: Queryable) {
  const row = await q.one<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM offers) AS found');
  return row?.found === true;
}

export interface DemoItemRow {
  id: string;
  item_type: string;
  name: string;
}

/** The published demo listings with these names. */
export const demoItemsByName = (q: Queryable, names: readonly string[]) =>
  q.query<DemoItemRow>(
    "SELECT id, item_type, name FROM items WHERE name = ANY($1) AND status = 'published'",
    [names],
  );

/** The member's oldest published bike of this Bike Type whose name is not in `except`. */
export const firstPublishedBikeOf = (
  q: Queryable,
  email: string,
  bikeType: string,
  except: readonly string[],
) =>
  q.one<DemoItemRow>(
    `SELECT i.id, i.item_type, i.name FROM items i JOIN users u ON u.id = i.owner_id
     WHERE u.email = $1 AND i.item_type = 'bike' AND i.bike_type = $2
       AND i.status = 'published' AND NOT (i.name = ANY($3))
     ORDER BY i.created_at, i.id LIMIT 1`,
    [email, bikeType, except],
  );

/** Whether a demo community event of this name exists (the events seed is idempotent). */
export async function communityEventExists(q: Queryable, name: string) {
  const row = await q.one<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM community_events WHERE name = $1) AS found',
    [name],
  );
  return row?.found === true;
}
