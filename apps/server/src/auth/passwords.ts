// argon2id with the library's defaults (OWASP-level: 19 MiB, 2 passes).
import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm is an ambient const enum (not importable under verbatimModuleSyntax): 2 = Argon2id.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;

let cost: Pick<Options, 'memoryCost' | 'timeCost'> = {};

/**
 * Tests only: cheaper hashes so that hundreds of sign-ups stay fast. Verification reads the cost
 * from each stored hash, so production hashes still verify.
 */
export function useCheapPasswordHashingForTests() {
  cost = { memoryCost: 1024, timeCost: 1 };
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a 500
  }
}

let dummy: Promise<string> | null = null;
/**
 * Unknown e-mail addresses are checked against this hash so that "no such user" takes about as
 * long as "wrong password" and the timing does not reveal who has an account.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  return dummy;
}
