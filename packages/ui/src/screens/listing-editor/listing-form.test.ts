// listing-form.ts runs in the unit project (node): pure functions, no styles.
import { describe, expect, it } from 'vitest';
import {
  autosavePayload,
  listingFormFromItem,
  listingPayload,
  newListingForm,
} from './listing-form.ts';

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

describe('the saved body (what a PUT changes)', () => {
  const filled = {
    ...newListingForm('Bend, OR'),
    name: 'Kona Honzo',
    brand: 'Kona',
    model: 'ST',
    year: '2021',
    condition: 'Good',
    salePrice: '$1,250',
    description: 'Steel hardtail, well kept.',
  };

  it('sends the typed optional fields as values', () => {
    expect(listingPayload(filled)).toMatchObject({ model: 'ST', year: 2021, salePrice: 1250 });
  });

  it('sends cleared model, year and sale price as null, so the server clears them too', () => {
    const cleared = { ...filled, model: '  ', year: '', salePrice: '' };
    expect(listingPayload(cleared)).toMatchObject({ model: null, year: null, salePrice: null });
    expect(autosavePayload(cleared, 'bike', new Date('2026-11-23'))).toMatchObject({
      model: null,
      year: null,
      salePrice: null,
    });
  });

  it('leaves out of the autosave a field that breaks its rule, and keeps the rest', () => {
    const half = { ...filled, year: '19', salePrice: 'soon', name: 'K' };
    const body = autosavePayload(half, 'bike', new Date('2026-11-23'));
    expect(body).not.toHaveProperty('year');
    expect(body).not.toHaveProperty('salePrice');
    expect(body).not.toHaveProperty('name');
    expect(body).toMatchObject({ brand: 'Kona', model: 'ST', location: 'Bend, OR' });
  });
});
