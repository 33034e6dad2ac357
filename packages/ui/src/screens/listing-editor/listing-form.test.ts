// listing-form.ts runs in the unit project (node): pure functions, no styles.
import { describe, expect, it } from 'vitest';
import { listingFormFromItem } from './listing-form.ts';

describe('listingFormFromItem (the edit page starts from the stored item)', () => {
  it("keeps only the item type's own attribute keys, not the read view's aliases", () => {
    const form = listingFormFromItem({
      itemType: 'bike',
      name: 'Kona Honzo',
      attributes: {
        wheel_size: '29"',
        wheelSize: '29"',
        bikeType: 'Mountain Bike',
        category: 'Mountain Bike',
      },
    });
    expect(form.attributes).toEqual({ wheel_size: '29"', category: 'Mountain Bike' });
  });
});
