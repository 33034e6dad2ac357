import { describe, expect, it } from 'vitest';
import {
  adminOfferQuery,
  adminOfferTabOf,
  adminOffersEmptyText,
  readAdminOfferFilters,
  writeAdminOfferFilters,
} from './admin-offers.ts';

describe('admin offers filters', () => {
  it('reads the defaults from an empty or unreadable URL', () => {
    const filters = readAdminOfferFilters(
      new URLSearchParams('status=nope&itemType=car&offerType=gold&sort=random&page=-2'),
    );
    expect(filters).toEqual({
      search: '',
      status: 'all',
      itemType: 'all',
      offerType: 'all',
      sort: 'newest',
      page: 1,
    });
    expect(writeAdminOfferFilters(filters).toString()).toBe('');
  });

  it('round-trips chosen filters and leaves defaults out', () => {
    const url = 'search=trek&status=pending&itemType=bike&offerType=tokens&sort=highest&page=3';
    const filters = readAdminOfferFilters(new URLSearchParams(url));
    expect(writeAdminOfferFilters(filters).toString()).toBe(url);
  });

  it('turns each sort into sortBy and sortOrder', () => {
    const base = readAdminOfferFilters(new URLSearchParams());
    expect(adminOfferQuery(base)).toEqual({
      page: 1,
      limit: 20,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(adminOfferQuery({ ...base, sort: 'oldest' })).toMatchObject({ sortOrder: 'asc' });
    expect(adminOfferQuery({ ...base, sort: 'lowest' })).toMatchObject({
      sortBy: 'amount',
      sortOrder: 'asc',
    });
    expect(
      adminOfferQuery({ ...base, sort: 'highest', status: 'sent', offerType: 'cash' }),
    ).toEqual({
      page: 1,
      limit: 20,
      sortBy: 'amount',
      sortOrder: 'desc',
      status: 'sent',
      offerType: 'cash',
    });
  });

  it('picks the tab of a status and the empty text verbatim', () => {
    expect(adminOfferTabOf('all')).toBe('all');
    expect(adminOfferTabOf('accepted')).toBe('accepted');
    expect(adminOfferTabOf('sent')).toBeNull();
    expect(adminOffersEmptyText('all')).toBe('No offers have been made yet.');
    expect(adminOffersEmptyText('rejected')).toBe('No rejected offers found.');
  });
});
