// Token balances with a ledger history for the demo accounts (issue 10 item 15), so the profile's
// balance and history screens show something. Written through the transactions area's
// appendCompletedTransactions: one completed row per change with the balance before and after,
// and the balance column set to where the history ends, so each balance equals the sum of its
// ledger rows. Idempotent: an account that already has ledger rows is left alone.
import type { Db } from '../db/db.ts';
import { appendCompletedTransactions } from '../transactions/service.ts';
import { liveMembersByEmail, liveMembersWithoutLedger } from './repository.ts';

interface DemoEntry {
  type: 'earned' | 'spent' | 'adjustment';
  amount: number;
  description: string;
  daysAgo: number;
}

const WELCOME: DemoEntry = {
  type: 'adjustment',
  amount: 50,
  description: 'Welcome bonus for early members',
  daysAgo: 120,
};

/** Oldest first; amounts never take a balance below zero (the CHECK constraints). */
export const DEMO_LEDGERS: Readonly<Record<string, readonly DemoEntry[]>> = {
  'alex@pedalswap.test': [
    WELCOME,
    { type: 'earned', amount: 320, description: 'Sold: Thomson dropper post', daysAgo: 96 },
    { type: 'spent', amount: -140, description: 'Bought: Maxxis Assegai tyres', daysAgo: 71 },
    { type: 'earned', amount: 85, description: 'Sold: Crankbrothers Stamp pedals', daysAgo: 40 },
    { type: 'spent', amount: -60, description: 'Bought: Lezyne floor pump', daysAgo: 22 },
    {
      type: 'adjustment',
      amount: 25,
      description: 'Goodwill credit for a delayed trade',
      daysAgo: 9,
    },
  ],
  'sam@pedalswap.test': [
    WELCOME,
    { type: 'earned', amount: 210, description: 'Sold: Race Face Turbine cranks', daysAgo: 88 },
    { type: 'spent', amount: -175, description: 'Bought: Fox Transfer dropper', daysAgo: 50 },
    { type: 'earned', amount: 45, description: 'Sold: Kryptonite cable lock', daysAgo: 14 },
  ],
  'manager@pedalswap.test': [
    WELCOME,
    { type: 'earned', amount: 120, description: 'Sold: Specialized Power saddle', daysAgo: 33 },
  ],
  'owner@pedalswap.test': [WELCOME],
};

const DAY = 24 * 60 * 60 * 1000;

/** Writes the histories of demo accounts that have none; returns how many accounts got one. */
export async function seedDemoTokens(db: Db, now = new Date()): Promise<number> {
  const users = await liveMembersWithoutLedger(db, Object.keys(DEMO_LEDGERS));
  const [admin] = await liveMembersByEmail(db, ['owner@pedalswap.test']);
  for (const user of users) {
    const entries = (DEMO_LEDGERS[user.email] ?? []).map((entry) => ({
      type: entry.type,
      amount: entry.amount,
      description: entry.description,
      adminId: entry.type === 'adjustment' ? (admin?.id ?? null) : null,
      at: new Date(now.getTime() - entry.daysAgo * DAY),
    }));
    await db.transaction((tx) => appendCompletedTransactions(tx, user.id, entries));
  }
  return users.length;
}
