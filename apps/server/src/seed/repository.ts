// SQL of the demo seed's own questions: which demo members exist, which of them still lack a
// token history, whether a demo listing was made already, whether the database is empty. What
// it writes goes through the areas' services (accounts, items, photos, the ledger).
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

export async function itemExists(q: Queryable, ownerId: string, type: string, name: string) {
  const row = await q.one<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM items WHERE owner_id = $1 AND item_type = $2 AND name = $3) AS found',
    [ownerId, type, name],
  );
  return row?.found === true;
}

export async function noAccountsYet(q: Queryable) {
  const row = await q.one<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM users) AS empty');
  return row?.empty === true;
}
