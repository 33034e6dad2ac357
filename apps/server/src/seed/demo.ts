// Demo accounts for a fresh install (SEED=demo, the default, on an empty users table) and for
// `npm run cli -- seed demo`. Idempotent: existing addresses are left as they are.
import type { Db } from '../db/db.ts';
import { createAccount, type AccountInput } from '../auth/accounts.ts';

export const DEMO_PASSWORD = 'PedalSwap2026!';

export const DEMO_ACCOUNTS: readonly Omit<AccountInput, 'password'>[] = [
  {
    email: 'owner@pedalswap.test',
    role: 'owner',
    firstName: 'Olivia',
    lastName: 'Owner',
    location: 'Portland, OR',
    verified: true,
  },
  {
    email: 'manager@pedalswap.test',
    role: 'manager',
    firstName: 'Marcus',
    lastName: 'Manager',
    location: 'Seattle, WA',
    verified: true,
  },
  {
    email: 'alex@pedalswap.test',
    role: 'user',
    firstName: 'Alex',
    lastName: 'Rider',
    location: 'Portland, OR',
    verified: true,
  },
  {
    email: 'sam@pedalswap.test',
    role: 'user',
    firstName: 'Sam',
    lastName: 'Climber',
    location: 'Bellingham, WA',
    verified: true,
  },
];

/** Returns the e-mail addresses created now. */
export async function seedDemo(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const result = await createAccount(db, { ...account, password: DEMO_PASSWORD });
    if (result.created) created.push(result.user.email);
  }
  return created;
}

export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const row = await db.one<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM users) AS empty');
  if (!row?.empty) return false;
  await seedDemo(db);
  return true;
}
