import { describe, expect, it } from 'vitest';
import {
  OFFER_LIMITS,
  isOfferPastExpiry,
  offerExpiresAt,
  offerFormIssues,
  offerStatusRank,
  tokenOfferIssues,
} from './offer-rules.ts';
import { OFFER_BUTTON_LABELS, OFFER_MESSAGES } from './offer-messages.ts';

const msgs = (issues: { path: string; msg: string }[]) => issues.map((i) => `${i.path}: ${i.msg}`);

describe('offer form (spec 2 §5.4)', () => {
  it.each([
    [{ offerType: 'tokens', amount: 0 }, 'amount: Please enter a valid amount greater than 0'],
    [{ offerType: 'cash', amount: '' }, 'amount: Please enter a valid amount greater than 0'],
    [{ offerType: 'cash', amount: 'abc' }, 'amount: Please enter a valid amount greater than 0'],
    [{ offerType: 'tokens', amount: 0.5 }, `amount: ${OFFER_MESSAGES.wholeTokens}`],
    [{ offerType: 'tokens', amount: 12.5 }, `amount: ${OFFER_MESSAGES.wholeTokens}`],
    [{ offerType: 'cash', amount: 0.99 }, 'amount: Minimum cash offer is $1'],
    [{ offerType: 'cash', amount: 1.005 }, `amount: ${OFFER_MESSAGES.wholeCents}`],
    [{ offerType: 'tokens', amount: 10_001 }, 'amount: Token amount cannot exceed 10,000'],
  ] as const)('%o: %s', (input, expected) => {
    expect(msgs(offerFormIssues(input))).toEqual([expected]);
  });

  it('refuses a token offer above the balance with the balance in the message', () => {
    expect(msgs(offerFormIssues({ offerType: 'tokens', amount: 51 }, 50))).toEqual([
      'amount: Insufficient tokens. You have 50 tokens.',
    ]);
    expect(offerFormIssues({ offerType: 'tokens', amount: 50 }, 50)).toEqual([]);
    // The balance is checked before the 10,000 ceiling (spec 2 §5.4's order).
    expect(msgs(offerFormIssues({ offerType: 'tokens', amount: 999999 }, 810))).toEqual([
      'amount: Insufficient tokens. You have 810 tokens.',
    ]);
    expect(msgs(offerFormIssues({ offerType: 'tokens', amount: 12.5 }, 810))).toEqual([
      `amount: ${OFFER_MESSAGES.wholeTokens}`,
    ]);
    // The balance does not limit cash.
    expect(offerFormIssues({ offerType: 'cash', amount: 120.5 }, 0)).toEqual([]);
  });

  it('limits the message to 500 characters', () => {
    expect(offerFormIssues({ offerType: 'cash', amount: 5, message: 'x'.repeat(500) })).toEqual([]);
    expect(
      msgs(offerFormIssues({ offerType: 'cash', amount: 5, message: 'x'.repeat(501) })),
    ).toEqual(['message: Message must be less than 500 characters']);
  });
});

describe('staff token offer (spec 3 §5)', () => {
  it('takes 1 to 10000 whole tokens and a message of at most 500', () => {
    expect(tokenOfferIssues({ tokenAmount: 1 })).toEqual([]);
    expect(tokenOfferIssues({ tokenAmount: 10_000, offerMessage: 'x'.repeat(500) })).toEqual([]);
    expect(msgs(tokenOfferIssues({ tokenAmount: 0 }))).toEqual([
      'tokenAmount: Token amount must be greater than 0',
    ]);
    expect(msgs(tokenOfferIssues({ tokenAmount: 10_001 }))).toEqual([
      'tokenAmount: Token amount cannot exceed 10,000',
    ]);
    expect(msgs(tokenOfferIssues({ tokenAmount: 5, offerMessage: 'x'.repeat(501) }))).toEqual([
      'offerMessage: Message must be less than 500 characters',
    ]);
  });
});

describe('expiry and order', () => {
  const created = new Date('2026-11-22T12:00:00Z');
  it('gives member offers 72 hours and staff token offers 7 days', () => {
    expect(offerExpiresAt('member', created).toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(offerExpiresAt('staff_token', created).toISOString()).toBe('2026-11-29T12:00:00.000Z');
    expect(OFFER_LIMITS.tokenOfferQuickAmounts).toEqual([100, 250, 500, 750, 1000, 1500]);
  });
  it('is past expiry at expiresAt exactly, never without one', () => {
    const at = offerExpiresAt('member', created);
    expect(isOfferPastExpiry(at, new Date(at.getTime() - 1))).toBe(false);
    expect(isOfferPastExpiry(at, at)).toBe(true);
    expect(isOfferPastExpiry(null, new Date('2100-01-01'))).toBe(false);
  });
  it('ranks accepted first, then pending (and sent), then the rest', () => {
    const sorted = ['rejected', 'pending', 'accepted', 'sent', 'expired'].sort(
      (a, b) => offerStatusRank(a) - offerStatusRank(b),
    );
    expect(sorted).toEqual(['accepted', 'pending', 'sent', 'rejected', 'expired']);
  });
});

describe('texts (spec 2 §8.5)', () => {
  it('quotes the spec', () => {
    expect(OFFER_MESSAGES.activeOfferExists).toBe(
      'You already have an active offer on this item. Please wait for a response before making another offer.',
    );
    expect(OFFER_MESSAGES.tradeCompleted(500)).toBe(
      'Trade Completed! 500 tokens awarded. Ownership transferred.',
    );
    expect(OFFER_MESSAGES.answerFailedAdmin('reject')).toBe(
      'Failed to reject offer. Please try again.',
    );
    expect(OFFER_BUTTON_LABELS['sign-in']).toBe('Sign In to Offer');
    expect(OFFER_BUTTON_LABELS.restricted).toBe('Offers Not Available');
  });
});
