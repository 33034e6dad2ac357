// Offer limits and rules (spec 2 §4.2, §5.4, §9; spec 3 §4, §5, §9): amounts, expiry, the
// validation of the offer form and the staff token offer with the spec's messages, and which
// statuses count as active. Used by the form, the server and the offer-lifecycle machine.
import type { FieldIssue } from '../shared/messages.ts';
import { OFFER_MESSAGES } from './offer-messages.ts';
import type { OfferStatus, OfferType } from './offer-types.ts';

const HOUR_MS = 60 * 60 * 1000;

export const OFFER_LIMITS = {
  minTokens: 1,
  /** The contract's ceiling for any token amount, and the staff token offer's (spec 3 §9). */
  maxTokens: 10_000,
  minCash: 1,
  /** Ours: a ceiling that catches typos (openapi.yaml CreateOfferRequest). */
  maxCash: 1_000_000,
  messageMax: 500,
  /** "The offer dialog states 72 hours" (spec 2 §4.2): member offers. */
  memberOfferTtlMs: 72 * HOUR_MS,
  /** "A staff token offer expires after 7 days" (spec 2 §4.2, spec 3 §4). */
  tokenOfferTtlMs: 7 * 24 * HOUR_MS,
  tokenOfferQuickAmounts: [100, 250, 500, 750, 1000, 1500] as const,
  /** Offers fetch limit, list refetch, active-offer check cache (spec 2 §9). */
  fetchLimit: 50,
  listRefetchMs: 60_000,
  activeCheckCacheMs: 30_000,
} as const;

/** Waiting for the item owner's answer: pending, or sent (a staff token offer). */
export const PENDING_OFFER_STATUSES = ['pending', 'sent'] as const satisfies readonly OfferStatus[];
/** A trade under way: pending answers and accepted offers not yet completed. */
export const ACTIVE_OFFER_STATUSES = [
  'pending',
  'sent',
  'accepted',
] as const satisfies readonly OfferStatus[];

export const isPendingOffer = (status: string) =>
  (PENDING_OFFER_STATUSES as readonly string[]).includes(status);

/**
 * The statuses a list's status filter stands for (issue 30 item 4): `pending` is every offer
 * waiting for an answer (PENDING_OFFER_STATUSES, as the dashboard counts them and cards read
 * them); `sent` alone still narrows to staff token offers.
 */
export const offerStatusesOfFilter = (status: OfferStatus): OfferStatus[] =>
  status === 'pending' ? [...PENDING_OFFER_STATUSES] : [status];

/** Offers list order (spec 2 §4.2): accepted first, then pending, then the others. */
export function offerStatusRank(status: string): number {
  if (status === 'accepted') return 0;
  if (isPendingOffer(status)) return 1;
  return 2;
}

/** Which expiry applies: member offers 72 h, staff token offers 7 days (openapi.yaml). */
export type OfferKind = 'member' | 'staff_token';

export function offerExpiresAt(kind: OfferKind, createdAt: Date): Date {
  const ttl = kind === 'staff_token' ? OFFER_LIMITS.tokenOfferTtlMs : OFFER_LIMITS.memberOfferTtlMs;
  return new Date(createdAt.getTime() + ttl);
}

/** Past its expiresAt (an offer without one never expires). */
export const isOfferPastExpiry = (expiresAt: Date | string | null | undefined, now: Date) =>
  expiresAt !== null && expiresAt !== undefined && new Date(expiresAt).getTime() <= now.getTime();

export interface OfferFormInput {
  offerType: OfferType;
  amount: number | string | null | undefined;
  message?: string | null;
}

const isWholeCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * The offer form's rules (spec 2 §5.4), first issue per field. `balance` is the buyer's token
 * balance when known: a token offer above it gets 'Insufficient tokens. You have {n} tokens.'
 */
export function offerFormIssues(input: OfferFormInput, balance?: number): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const amount = typeof input.amount === 'string' ? Number(input.amount) : input.amount;
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) {
    issues.push({ path: 'amount', msg: OFFER_MESSAGES.amountInvalid });
  } else if (input.offerType === 'tokens') {
    // Spec 2 §5.4's order: the balance first, then the minimum; a fraction has its own message
    // (ours) and the contract's 10,000 ceiling comes last, so 999999 with 810 tokens reads
    // 'Insufficient tokens. You have 810 tokens.'
    if (!Number.isInteger(amount)) issues.push({ path: 'amount', msg: OFFER_MESSAGES.wholeTokens });
    else if (balance !== undefined && amount > balance)
      issues.push({ path: 'amount', msg: OFFER_MESSAGES.insufficientTokens(balance) });
    else if (amount < OFFER_LIMITS.minTokens)
      issues.push({ path: 'amount', msg: OFFER_MESSAGES.minTokens });
    else if (amount > OFFER_LIMITS.maxTokens)
      issues.push({ path: 'amount', msg: OFFER_MESSAGES.tokenAmountMax });
  } else if (!isWholeCents(amount)) {
    issues.push({ path: 'amount', msg: OFFER_MESSAGES.wholeCents });
  } else if (amount < OFFER_LIMITS.minCash) {
    issues.push({ path: 'amount', msg: OFFER_MESSAGES.minCash });
  }
  if ((input.message ?? '').length > OFFER_LIMITS.messageMax)
    issues.push({ path: 'message', msg: OFFER_MESSAGES.messageTooLong });
  return issues;
}

/** The staff token offer dialog's rules (spec 2 §5.4, spec 3 §5). */
export function tokenOfferIssues(input: {
  tokenAmount: number | string | null | undefined;
  offerMessage?: string | null;
}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const amount =
    typeof input.tokenAmount === 'string' ? Number(input.tokenAmount) : input.tokenAmount;
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0)
    issues.push({ path: 'tokenAmount', msg: OFFER_MESSAGES.tokenAmountPositive });
  else if (amount > OFFER_LIMITS.maxTokens)
    issues.push({ path: 'tokenAmount', msg: OFFER_MESSAGES.tokenAmountMax });
  else if (!Number.isInteger(amount))
    issues.push({ path: 'tokenAmount', msg: OFFER_MESSAGES.wholeTokens });
  if ((input.offerMessage ?? '').length > OFFER_LIMITS.messageMax)
    issues.push({ path: 'offerMessage', msg: OFFER_MESSAGES.messageTooLong });
  return issues;
}
