import { describe, expect, it } from 'vitest';
import { TRADE_COMPLETE_LINKS, tradeCompleteHref, tradeTransferOf } from './trade-complete.ts';

describe('the trade-complete page', () => {
  it('names the transfer only when both the bike and the previous owner are given', () => {
    expect(tradeTransferOf({ bikeName: 'Trek Marlin 7', ownerName: 'Rita Rider' })).toEqual({
      bikeName: 'Trek Marlin 7',
      ownerName: 'Rita Rider',
    });
    expect(tradeTransferOf({ bikeName: 'Trek Marlin 7' })).toBeNull();
    expect(tradeTransferOf({ bikeName: 'Trek', ownerName: '   ' })).toBeNull();
    expect(tradeTransferOf({})).toBeNull();
  });
  it('trims the names and keeps them to a listing name’s length', () => {
    const long = 'x'.repeat(400);
    expect(tradeTransferOf({ bikeName: `  ${long}`, ownerName: ' Rita ' })).toEqual({
      bikeName: 'x'.repeat(255),
      ownerName: 'Rita',
    });
  });
  it('builds its address with the names that are known, encoded', () => {
    expect(tradeCompleteHref({ bikeName: 'Trek & Co', ownerName: 'Rita Rider' })).toBe(
      '/trade-complete-thank-you?bikeName=Trek+%26+Co&ownerName=Rita+Rider',
    );
    expect(tradeCompleteHref({ bikeName: 'Trek', ownerName: '' })).toBe(
      '/trade-complete-thank-you?bikeName=Trek',
    );
    expect(tradeCompleteHref({})).toBe('/trade-complete-thank-you');
  });
  it('sends Post Another Bike to this app’s new-listing page, not the unrouted /bikes/new', () => {
    expect(TRADE_COMPLETE_LINKS).toEqual({
      catalog: '/catalog',
      newListing: '/list-item/bike',
      profile: '/profile',
    });
  });
});
