// The staff panel's demo (issue 14 item 9): a member the manager suspended, with the reason, and a
// token adjustment the owner made, both through the admin and transactions services, so the
// Users page's suspended filter, the dashboard's suspended count, the member's ledger and the
// audit log show real entries on a fresh install. Idempotent: done only when the suspended
// member's account is created now.
import type { Role } from '@pedalswap/domain';
import type { AdminService } from '../admin/service.ts';
import { createAccount } from '../auth/accounts.ts';
import type { Db } from '../db/db.ts';
import type { TransactionService } from '../transactions/service.ts';
import { liveMembersByEmail } from './repository.ts';

export const DEMO_SUSPENDED = {
  email: 'riley@pedalswap.test',
  role: 'user',
  firstName: 'Riley',
  lastName: 'Quinn',
  location: 'Eugene, OR',
  verified: true,
} as const;

export const DEMO_SUSPENSION_REASON = 'Listed the same bike 14 times in one day after a warning';
export const DEMO_ADJUSTMENT = {
  email: 'sam@pedalswap.test',
  amount: 40,
  reason: 'Thank you for leading the Saturday shop ride',
};

export interface DemoStaffDeps {
  db: Db;
  admin: AdminService;
  transactions: TransactionService;
}

/** Returns the address of the account created now, or null when it existed already. */
export async function seedDemoStaffActivity(
  { db, admin, transactions }: DemoStaffDeps,
  password: string,
): Promise<string | null> {
  const created = await createAccount(db, { ...DEMO_SUSPENDED, password });
  if (!created.created) return null;
  const members = await liveMembersByEmail(db, [
    'owner@pedalswap.test',
    'manager@pedalswap.test',
    DEMO_ADJUSTMENT.email,
  ]);
  const who = (email: string) => {
    const m = members.find((row) => row.email === email);
    return m ? { id: m.id, role: m.role as Role } : null;
  };
  const manager = who('manager@pedalswap.test');
  const owner = who('owner@pedalswap.test');
  const sam = who(DEMO_ADJUSTMENT.email);
  if (manager)
    await admin.setStatus(manager, created.user.id, {
      status: 'suspended',
      reason: DEMO_SUSPENSION_REASON,
    });
  if (owner && sam)
    await transactions.adjust(owner, sam.id, {
      amount: DEMO_ADJUSTMENT.amount,
      reason: DEMO_ADJUSTMENT.reason,
    });
  return created.user.email;
}
