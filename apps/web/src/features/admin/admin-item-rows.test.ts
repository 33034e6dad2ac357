import { describe, expect, it } from 'vitest';
import type { Item } from '@pedalswap/api-client';
import { adminItemActions, adminItemRow } from './admin-item-rows.ts';

const STAFF = { id: 'staff-1', role: 'manager' };
const OWNER = { id: 'owner-1', role: 'owner' };
const base = {
  id: 'item-1',
  itemType: 'bike',
  name: 'Trek Domane',
  brand: 'Trek',
  model: 'Domane',
  status: 'published',
  ownerId: 'member-1',
  ownerFirstName: 'Maya',
  ownerLastName: 'Okafor',
  ownerEmail: 'maya@example.com',
  hasActiveOffer: false,
  latestOffer: null,
  offer: null,
} as unknown as Item;
const item = (over: Partial<Item>) => ({ ...base, ...over }) as Item;

describe('Manage Items row actions', () => {
  it('offers approve and reject while waiting for review, never Publish there', () => {
    expect(adminItemActions(item({ status: 'pending_review' }), STAFF)).toEqual([
      'approve',
      'reject',
      'transfer',
    ]);
  });

  it("offers unapprove and, to the owner role, a token offer on another member's published item", () => {
    expect(adminItemActions(base, OWNER)).toEqual(['unapprove', 'token-offer', 'transfer']);
    // Spec 3 §6: Make Offer is the owner's; a manager moderates and transfers only.
    expect(adminItemActions(base, STAFF)).toEqual(['unapprove', 'transfer']);
  });

  it('hides the token offer while one is pending, and both on staff-owned items', () => {
    expect(adminItemActions(item({ hasActiveOffer: true }), OWNER)).toEqual([
      'unapprove',
      'transfer',
    ]);
    expect(adminItemActions(item({ ownerId: OWNER.id }), OWNER)).toEqual(['transfer']);
  });

  it('offers Complete Trade only for a trade in progress with an accepted offer, nothing else', () => {
    const trading = item({
      status: 'pending_trade',
      latestOffer: { id: 'o1', status: 'accepted' },
    });
    expect(adminItemActions(trading, STAFF)).toEqual(['complete-trade', 'open-chat']);
    expect(adminItemRow(trading, STAFF).acceptedOfferId).toBe('o1');
    expect(adminItemActions(item({ status: 'pending_trade', latestOffer: null }), STAFF)).toEqual(
      [],
    );
  });

  it('lets staff publish drafts and traded items and transfer them', () => {
    expect(adminItemActions(item({ status: 'draft' }), STAFF)).toEqual(['publish', 'transfer']);
    expect(adminItemActions(item({ status: 'trade_complete', ownerId: STAFF.id }), STAFF)).toEqual([
      'publish',
      'transfer',
    ]);
  });

  it("opens the chat of the item's newest offer, whatever its status", () => {
    for (const status of ['pending', 'rejected', 'completed']) {
      const offered = item({ latestOffer: { id: 'o3', status } } as Partial<Item>);
      expect(adminItemActions(offered, STAFF)).toContain('open-chat');
      expect(adminItemRow(offered, STAFF).chatOfferId).toBe('o3');
    }
    expect(adminItemActions(base, STAFF)).not.toContain('open-chat');
    expect(adminItemRow(base, STAFF).chatOfferId).toBeNull();
    const offered = item({ latestOffer: { id: 'o3', status: 'pending' } } as Partial<Item>);
    expect(adminItemActions(offered, { id: 'x', role: 'user' })).toEqual([]);
  });

  it('gives a member nothing', () => {
    expect(adminItemActions(base, { id: 'x', role: 'user' })).toEqual([]);
  });

  it('names the owner and the pending token offer', () => {
    const row = adminItemRow(item({ offer: { id: 'o2', tokenAmount: 300 } }), STAFF);
    expect(row).toMatchObject({
      ownerName: 'Maya Okafor',
      ownerEmail: 'maya@example.com',
      tokenOffer: 300,
      acceptedOfferId: null,
    });
  });
});
