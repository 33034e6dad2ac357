import { describe, expect, it } from 'vitest';
import type { Offer } from '@pedalswap/api-client';
import { adminOfferCard } from './admin-offer-cards.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const STAFF = { id: 'staff-1', role: 'owner' };
const offer = (over: Partial<Offer>) =>
  ({
    id: 'o1',
    itemId: 'i1',
    itemType: 'bike',
    itemName: 'Trek Domane',
    itemBrand: 'Trek',
    itemOwnerId: 'staff-2',
    itemOwnerRole: 'manager',
    userId: 'member-1',
    userName: 'Maya Okafor',
    userEmail: 'maya@example.com',
    offerType: 'tokens',
    amount: 300,
    status: 'pending',
    offerStatus: 'pending',
    offerMessage: 'Hi',
    createdAt: '2026-11-24T12:00:00Z',
    updatedAt: '2026-11-24T12:00:00Z',
    expiresAt: '2026-12-01T12:00:00Z',
    hasUnreadMessages: false,
    ...over,
  }) as Offer;

describe('admin offer cards', () => {
  it("lets staff accept or reject a waiting offer on a staff member's item", () => {
    expect(adminOfferCard(offer({}), STAFF, NOW)).toMatchObject({
      senderName: 'Maya Okafor',
      senderEmail: 'maya@example.com',
      message: 'Hi',
      actions: ['accept', 'reject'],
    });
  });

  it("gives no answer on a member's item, an expired or an answered offer, or one's own", () => {
    expect(adminOfferCard(offer({ itemOwnerRole: 'user' }), STAFF, NOW).actions).toEqual([]);
    expect(
      adminOfferCard(offer({ expiresAt: '2026-11-20T00:00:00Z' }), STAFF, NOW).actions,
    ).toEqual([]);
    expect(
      adminOfferCard(offer({ status: 'accepted', transactionId: 'tx-1' }), STAFF, NOW).actions,
    ).toEqual([]);
    expect(adminOfferCard(offer({ userId: STAFF.id }), STAFF, NOW).actions).toEqual([]);
  });

  it('lets both staff roles complete an accepted offer without a transaction (spec 2 §6)', () => {
    expect(adminOfferCard(offer({ status: 'accepted' }), STAFF, NOW).actions).toEqual(['complete']);
  });

  it('answers a sent token offer addressed to the viewer', () => {
    const sent = offer({ status: 'sent', itemOwnerId: STAFF.id, itemOwnerRole: 'owner' });
    expect(adminOfferCard(sent, STAFF, NOW).actions).toEqual(['accept', 'reject']);
  });
});
