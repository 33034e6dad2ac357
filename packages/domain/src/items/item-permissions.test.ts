import { describe, expect, it } from 'vitest';
import {
  availableItemActions,
  canMakeOffer,
  canSeeOffersPanel,
  moderationActionsFor,
  offerEligibility,
  type OfferViewer,
} from './item-permissions.ts';

const STAFF = { id: 'staff-1', role: 'manager' };
const MEMBER = { id: 'member-1', role: 'user' };
const item = (status: string, ownerId = 'seller-1') => ({ ownerId, status });

describe('moderation actions (spec 2 §4.1, §6)', () => {
  it('gives staff approve and reject on items waiting for review, even their own', () => {
    expect(moderationActionsFor(item('pending_review'), STAFF)).toEqual(['approve', 'reject']);
    expect(moderationActionsFor(item('pending_review', STAFF.id), STAFF)).toEqual([
      'approve',
      'reject',
    ]);
  });
  it('gives unapprove on published items of others only', () => {
    expect(moderationActionsFor(item('published'), STAFF)).toEqual(['unapprove']);
    expect(moderationActionsFor(item('published', STAFF.id), STAFF)).toEqual([]);
  });
  it('gives nothing for other statuses, nor to members or visitors', () => {
    for (const status of ['draft', 'pending_trade', 'trade_complete', 'unpublished'])
      expect(moderationActionsFor(item(status), STAFF)).toEqual([]);
    expect(moderationActionsFor(item('pending_review'), MEMBER)).toEqual([]);
    expect(moderationActionsFor(item('pending_review'), null)).toEqual([]);
  });
});

describe('the item page actions', () => {
  it('lets the owner edit, shows visitors a sign-in prompt on open items only', () => {
    expect(availableItemActions(item('draft', MEMBER.id), MEMBER)).toEqual({
      isOwner: true,
      canEdit: true,
      offers: 'panel',
      moderation: [],
    });
    expect(availableItemActions(item('published'), null).offers).toBe('sign-in');
    expect(availableItemActions(item('pending_trade'), null).offers).toBe('sign-in');
    expect(availableItemActions(item('trade_complete'), null).offers).toBe('none');
    // Spec 2 §6: a member on another member's listing gets no offers panel; staff and the
    // owner do, and anyone signed in on a staff member's open listing.
    const OTHER_MEMBER = { id: 'someone-else', role: 'user' };
    expect(availableItemActions(item('published'), OTHER_MEMBER).offers).toBe('none');
    expect(
      availableItemActions({ ...item('published'), owner: { role: 'manager' } }, OTHER_MEMBER)
        .offers,
    ).toBe('panel');
    expect(
      availableItemActions({ ...item('trade_complete'), ownerRole: 'owner' }, OTHER_MEMBER).offers,
    ).toBe('none');
    expect(availableItemActions(item('published'), STAFF).offers).toBe('panel');
    expect(availableItemActions(item('published'), STAFF)).toMatchObject({
      isOwner: false,
      canEdit: false,
      moderation: ['unapprove'],
    });
  });
});

describe('offers (spec 2 §6)', () => {
  const buyer = (over: Partial<OfferViewer> = {}): OfferViewer => ({
    ...MEMBER,
    emailVerified: true,
    status: 'active',
    ...over,
  });
  it.each([
    [null, item('published'), 'sign-in'],
    [buyer({ emailVerified: false }), item('published'), 'verify-email'],
    [buyer({ status: 'suspended' }), item('published'), 'inactive'],
    [buyer(), item('published', MEMBER.id), 'own-item'],
    [buyer(), item('pending_trade'), 'not-available'],
    [buyer(), item('published'), 'restricted'],
    [buyer(), { ...item('published'), ownerRole: 'owner' }, 'allowed'],
    [buyer({ role: 'manager' }), item('published'), 'allowed'],
    [buyer({ role: 'manager', hasActiveOfferOnItem: true }), item('published'), 'active-offer'],
    [buyer({ hasActiveOfferOnItem: true }), item('published'), 'restricted'],
  ] as const)('%o on %o: %s', (viewer, subject, expected) => {
    expect(offerEligibility(subject, viewer)).toBe(expected);
    expect(canMakeOffer(subject, viewer)).toBe(expected === 'allowed');
  });
  it('shows the offers panel to the owner, staff, or anyone when the seller is staff', () => {
    expect(canSeeOffersPanel(item('draft', MEMBER.id), MEMBER)).toBe(true);
    expect(canSeeOffersPanel(item('published'), STAFF)).toBe(true);
    expect(canSeeOffersPanel({ ...item('published'), ownerRole: 'owner' }, MEMBER)).toBe(true);
    expect(canSeeOffersPanel(item('published'), MEMBER)).toBe(false);
    expect(canSeeOffersPanel(item('draft'), STAFF)).toBe(false);
    expect(canSeeOffersPanel(item('published'), null)).toBe(false);
  });
});
