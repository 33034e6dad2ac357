import { describe, expect, it } from 'vitest';
import { itemOfferEvents } from './item-offer-events.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const SELLER = { id: 'seller', role: 'user' };
const BUYER = { id: 'buyer', role: 'user' };
const STAFF = { id: 'staff', role: 'owner' };
const MANAGER = { id: 'manager', role: 'manager' };
const item = {
  ownerId: SELLER.id,
  owner: { id: SELLER.id, firstName: 'S', lastName: 'L', role: 'user' as const },
};
const offer = (over = {}) => ({
  status: 'pending' as const,
  userId: BUYER.id,
  expiresAt: '2026-11-23T12:00:00Z',
  transactionId: null,
  ...over,
});

describe('the item page offer buttons (the offer-lifecycle machine)', () => {
  it('gives the owner Accept and Reject, the bidder Cancel, others nothing', () => {
    expect(itemOfferEvents(offer(), item, SELLER, NOW)).toEqual(['ACCEPT', 'REJECT']);
    expect(itemOfferEvents(offer(), item, BUYER, NOW)).toEqual(['CANCEL']);
    expect(itemOfferEvents(offer(), item, STAFF, NOW)).toEqual([]);
  });
  it('answers no one once a waiting offer has expired', () => {
    expect(
      itemOfferEvents(offer({ expiresAt: '2026-11-21T12:00:00Z' }), item, SELLER, NOW),
    ).toEqual([]);
  });
  it('gives the owner role Complete on an accepted offer without a transaction, never Close here', () => {
    expect(itemOfferEvents(offer({ status: 'accepted' }), item, STAFF, NOW)).toEqual(['COMPLETE']);
    // Spec 2 §6: the item page's Complete Trade is reserved for role owner.
    expect(itemOfferEvents(offer({ status: 'accepted' }), item, MANAGER, NOW)).toEqual([]);
    expect(
      itemOfferEvents(offer({ status: 'accepted', transactionId: 't' }), item, STAFF, NOW),
    ).toEqual([]);
    expect(itemOfferEvents(offer({ status: 'accepted' }), item, SELLER, NOW)).toEqual([]);
  });
});
