import { describe, expect, it } from 'vitest';
import {
  canCancelOffer,
  groupOffersByItem,
  moreLabel,
  offerDisplayStatus,
  offerStatusLabel,
  offersAwaitingAnswer,
} from './offer-display.ts';
import { canDeleteBike } from '../items/item-permissions.ts';

const NOW = Date.parse('2026-11-22T18:00:00Z');

describe('profile display', () => {
  it('labels offer statuses, sent like pending and unknown ones as Unknown', () => {
    expect(offerStatusLabel({ status: 'pending' }, NOW)).toBe('Pending');
    expect(offerStatusLabel({ status: 'sent' }, NOW)).toBe('Pending');
    expect(offerStatusLabel({ status: 'withdrawn' }, NOW)).toBe('Cancelled');
    expect(offerStatusLabel({ status: 'completed' }, NOW)).toBe('Completed');
    expect(offerStatusLabel({ status: 'haggling' }, NOW)).toBe('Unknown');
  });

  it('shows a pending offer past expiresAt as expired, and only pending ones', () => {
    expect(offerDisplayStatus({ status: 'pending', expiresAt: '2026-11-22T17:59:00Z' }, NOW)).toBe(
      'expired',
    );
    expect(offerDisplayStatus({ status: 'pending', expiresAt: '2026-11-23T00:00:00Z' }, NOW)).toBe(
      'pending',
    );
    expect(offerDisplayStatus({ status: 'accepted', expiresAt: '2026-11-01T00:00:00Z' }, NOW)).toBe(
      'accepted',
    );
    expect(offerDisplayStatus({ status: 'pending', expiresAt: 'soon' }, NOW)).toBe('pending');
  });

  it('lets the buyer cancel only a pending, unexpired offer', () => {
    expect(canCancelOffer({ status: 'pending' }, NOW)).toBe(true);
    expect(canCancelOffer({ status: 'pending', expiresAt: '2026-11-20T00:00:00Z' }, NOW)).toBe(
      false,
    );
    expect(canCancelOffer({ status: 'sent' }, NOW)).toBe(false);
    expect(canCancelOffer({ status: 'accepted' }, NOW)).toBe(false);
  });

  it('hides Delete once the latest offer on a bike is accepted', () => {
    expect(canDeleteBike({ latestOffer: null })).toBe(true);
    expect(canDeleteBike({})).toBe(true);
    expect(canDeleteBike({ latestOffer: { status: 'pending' } })).toBe(true);
    expect(canDeleteBike({ latestOffer: { status: 'accepted' } })).toBe(false);
  });

  it('groups offers per item, three shown and the rest counted', () => {
    const offers = [
      { id: 1, itemId: 'a' },
      { id: 2, itemId: 'b' },
      { id: 3, itemId: 'a' },
      { id: 4, itemId: 'a' },
      { id: 5, itemId: 'a' },
      { id: 6, itemId: 'a' },
    ];
    const groups = groupOffersByItem(offers);
    expect(groups.map((g) => g.itemId)).toEqual(['a', 'b']);
    expect(groups[0]!.shown.map((o) => o.id)).toEqual([1, 3, 4]);
    expect(groups[0]!.more).toBe(2);
    expect(groups[0]!.total).toBe(5);
    expect(groups[1]!.more).toBe(0);
    expect(moreLabel(2)).toBe('+2 more');
  });
});

describe('the new-offers alert', () => {
  it('keeps the offers still waiting for an answer, not those past their expiry', () => {
    const later = '2026-11-23T18:00:00Z';
    const earlier = '2026-11-22T17:00:00Z';
    const offers = [
      { id: 'a', status: 'pending', expiresAt: later },
      { id: 'b', status: 'sent', expiresAt: later },
      { id: 'c', status: 'pending', expiresAt: earlier },
      { id: 'd', status: 'accepted', expiresAt: later },
      { id: 'e', status: 'pending', expiresAt: null },
    ];
    expect(offersAwaitingAnswer(offers, NOW).map((o) => o.id)).toEqual(['a', 'b', 'e']);
  });
});
