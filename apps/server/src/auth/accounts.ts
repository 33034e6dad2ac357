// Creating accounts outside the register form (CLI, demo seed): same rules, same hashing.
import { toFieldIssues } from '@pedalswap/domain';
import { accountSchema, type AccountInput } from '@pedalswap/domain/accounts';
import type { Queryable } from '../db/db.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, insertUser, type UserRow } from './repository.ts';

export type { AccountInput };

export class AccountInputError extends Error {
  constructor(readonly issues: { path: string; msg: string }[]) {
    super(issues.map((i) => `${i.path}: ${i.msg}`).join('; '));
    this.name = 'AccountInputError';
  }
}

/** Creates the account, or returns the existing one with created=false (idempotent seeds). */
export async function createAccount(
  q: Queryable,
  input: AccountInput,
): Promise<{ created: boolean; user: UserRow }> {
  const parsed = accountSchema.safeParse(input);
  if (!parsed.success) throw new AccountInputError(toFieldIssues(parsed.error));
  const v = parsed.data;
  const existing = await findUserByEmail(q, v.email);
  if (existing) return { created: false, user: existing };
  const user = await insertUser(q, {
    email: v.email.toLowerCase(),
    passwordHash: await hashPassword(v.password),
    role: v.role,
    emailVerified: v.verified,
    accountStatus: v.verified ? 'active' : 'pending_verification',
    firstName: v.firstName,
    lastName: v.lastName,
    location: v.location,
  });
  if (user) return { created: true, user };
  // Lost a race with a concurrent insert of the same address.
  const raced = await findUserByEmail(q, v.email);
  if (!raced) throw new Error('Account insert failed without a conflict');
  return { created: false, user: raced };
}
