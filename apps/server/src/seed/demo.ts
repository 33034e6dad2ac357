// Demo accounts, their token histories and listings for a fresh install (SEED=demo, the default, on an empty users
// table) and for `npm run cli -- seed demo`. Idempotent: existing addresses are left as they
// are, and a member's listing is never created twice (seed/demo-items.ts).
import type { Db } from '../db/db.ts';
import type { Storage } from '../storage/storage.ts';
import { createAccount, type AccountInput } from '../auth/accounts.ts';
import { seedDemoItems } from './demo-items.ts';
import { seedDemoTokens } from './demo-tokens.ts';
import { noAccountsYet } from './repository.ts';

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

export interface SeedResult {
  /** E-mail addresses of the accounts created now. */
  accounts: string[];
  /** Listings created now (0 without storage for their photos). */
  items: number;
  /** Demo accounts given a token history now (seed/demo-tokens.ts). */
  ledgers: number;
}

export async function seedDemo(db: Db, storage?: Storage): Promise<SeedResult> {
  const accounts: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const result = await createAccount(db, { ...account, password: DEMO_PASSWORD });
    if (result.created) accounts.push(result.user.email);
  }
  const items = storage ? await seedDemoItems({ db, storage }) : 0;
  const ledgers = await seedDemoTokens(db);
  return { accounts, items, ledgers };
}

export async function seedDemoIfEmpty(db: Db, storage?: Storage): Promise<boolean> {
  if (!(await noAccountsYet(db))) return false;
  await seedDemo(db, storage);
  return true;
}
