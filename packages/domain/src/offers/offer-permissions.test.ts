import { describe, expect, it } from 'vitest';
import {
  canCompleteTradeOnItemPage,
  canMakeTokenOffer,
  canSeeAllItemOffers,
  canViewOffer,
  itemOfferSection,
  offerActionsFor,
  type OfferSubject,
} from './offer-permissions.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const LATER = '2026-11-23T12:00:00Z';
const EARLIER = '2026-11-21T12:00:00Z';
const SELLER = { id: 'seller', role: 'user' };
const BUYER = { id: 'buyer', role: 'manager' };
const STAFF = { id: 'staff', role: 'owner' };
const OTHER = { id: 'other', role: 'user' };

const offer = (over: Partial<OfferSubject> = {}): OfferSubject => ({
  status: 'pending',
  userId: BUYER.id,
  itemOwnerId: SELLER.id,
  itemOwnerRole: 'user',
  expiresAt: LATER,
  transactionId: null,
  ...over,
});

describe('offer actions (spec 2 §4.2, §6)', () => {
  it('lets the item owner answer and the bidder cancel a pending offer', () => {
    expect(offerActionsFor(offer(), SELLER, NOW)).toEqual(['accept', 'reject']);
    expect(offerActionsFor(offer(), BUYER, NOW)).toEqual(['cancel']);
    expect(offerActionsFor(offer(), OTHER, NOW)).toEqual([]);
    expect(offerActionsFor(offer(), null, NOW)).toEqual([]);
  });
  it('lets staff answer only offers addressed to staff', () => {
    expect(offerActionsFor(offer(), STAFF, NOW)).toEqual([]);
    expect(offerActionsFor(offer({ itemOwnerRole: 'manager' }), STAFF, NOW)).toEqual([
      'accept',
      'reject',
    ]);
  });
  it('answers a sent token offer like a pending one, but its sender cannot cancel it', () => {
    expect(offerActionsFor(offer({ status: 'sent' }), SELLER, NOW)).toEqual(['accept', 'reject']);
    expect(offerActionsFor(offer({ status: 'sent' }), BUYER, NOW)).toEqual([]);
  });
  it('offers nothing on an offer past its expiry', () => {
    expect(offerActionsFor(offer({ expiresAt: EARLIER }), SELLER, NOW)).toEqual([]);
    expect(offerActionsFor(offer({ expiresAt: EARLIER }), BUYER, NOW)).toEqual([]);
  });
  it('lets staff complete or close an accepted offer without a transaction', () => {
    expect(offerActionsFor(offer({ status: 'accepted' }), STAFF, NOW)).toEqual([
      'complete',
      'close',
    ]);
    expect(offerActionsFor(offer({ status: 'accepted', transactionId: 't' }), STAFF, NOW)).toEqual(
      [],
    );
    expect(offerActionsFor(offer({ status: 'accepted' }), SELLER, NOW)).toEqual([]);
  });
});

describe('visibility', () => {
  it('shows an offer to its bidder, the item owner and staff', () => {
    expect(canViewOffer(offer(), BUYER)).toBe(true);
    expect(canViewOffer(offer(), SELLER)).toBe(true);
    expect(canViewOffer(offer(), STAFF)).toBe(true);
    expect(canViewOffer(offer(), OTHER)).toBe(false);
    expect(canViewOffer(offer(), null)).toBe(false);
  });
  it('shows every offer of an item to its owner and staff', () => {
    expect(canSeeAllItemOffers({ ownerId: SELLER.id }, SELLER)).toBe(true);
    expect(canSeeAllItemOffers({ ownerId: SELLER.id }, STAFF)).toBe(true);
    expect(canSeeAllItemOffers({ ownerId: SELLER.id }, OTHER)).toBe(false);
  });
  it('lets the owner role send a token offer on a published item they do not own', () => {
    const item = { ownerId: SELLER.id, status: 'published' };
    expect(canMakeTokenOffer(item, STAFF)).toBe(true);
    expect(canMakeTokenOffer(item, OTHER)).toBe(false);
    // Spec 3 §6: Make Offer is the owner's, not the manager's.
    expect(canMakeTokenOffer(item, BUYER)).toBe(false);
    expect(canMakeTokenOffer({ ...item, ownerId: STAFF.id }, STAFF)).toBe(false);
    expect(canMakeTokenOffer({ ...item, status: 'draft' }, STAFF)).toBe(false);
  });
  it("keeps the item page's Complete Trade to role owner (spec 2 §6)", () => {
    expect(canCompleteTradeOnItemPage(STAFF)).toBe(true);
    expect(canCompleteTradeOnItemPage(BUYER)).toBe(false);
    expect(canCompleteTradeOnItemPage(OTHER)).toBe(false);
    expect(canCompleteTradeOnItemPage(null)).toBe(false);
  });
});

describe('the item page offers section (spec 2 §6)', () => {
  const MEMBER = { emailVerified: true, status: 'active' };
  const staffBike = { ownerId: STAFF.id, ownerRole: 'owner', status: 'published' };
  const memberBike = { ownerId: SELLER.id, ownerRole: 'user', status: 'published' };
  it('gives each refusal its reason, in the order of spec 2 §6', () => {
    expect(itemOfferSection(memberBike, null).eligibility).toBe('sign-in');
    const other = { ...OTHER, ...MEMBER };
    expect(itemOfferSection(memberBike, { ...other, emailVerified: false }).eligibility).toBe(
      'verify-email',
    );
    expect(itemOfferSection(memberBike, { ...other, status: 'suspended' }).eligibility).toBe(
      'inactive',
    );
    expect(itemOfferSection(memberBike, { ...SELLER, ...MEMBER }).eligibility).toBe('own-item');
    expect(itemOfferSection({ ...staffBike, status: 'pending_trade' }, other).eligibility).toBe(
      'not-available',
    );
    expect(itemOfferSection(memberBike, other).eligibility).toBe('restricted');
    expect(itemOfferSection(staffBike, other).eligibility).toBe('allowed');
  });
  it("reads the viewer's own waiting, unexpired offer as the active one", () => {
    const other = { ...OTHER, ...MEMBER };
    const mine = { userId: OTHER.id, status: 'pending', expiresAt: LATER };
    expect(itemOfferSection(staffBike, other, [mine], NOW).eligibility).toBe('active-offer');
    expect(
      itemOfferSection(staffBike, other, [{ ...mine, expiresAt: EARLIER }], NOW).eligibility,
    ).toBe('allowed');
    expect(
      itemOfferSection(staffBike, other, [{ ...mine, status: 'rejected' }], NOW).eligibility,
    ).toBe('allowed');
    expect(
      itemOfferSection(staffBike, other, [{ ...mine, userId: BUYER.id }], NOW).eligibility,
    ).toBe('allowed');
  });
  it("shows every offer to the owner and staff, the token offer to staff on others' items", () => {
    expect(itemOfferSection(memberBike, { ...SELLER, ...MEMBER })).toMatchObject({
      seesAllOffers: true,
      canMakeTokenOffer: false,
    });
    expect(itemOfferSection(memberBike, { ...STAFF, ...MEMBER })).toMatchObject({
      seesAllOffers: true,
      canMakeTokenOffer: true,
    });
    expect(itemOfferSection(memberBike, { ...OTHER, ...MEMBER }).seesAllOffers).toBe(false);
  });
});
