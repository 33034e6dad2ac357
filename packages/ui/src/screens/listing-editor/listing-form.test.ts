// listing-form.ts runs in the unit project (node): pure functions, no styles.
import { describe, expect, it } from 'vitest';
import {
  autosavePayload,
  checkListingForm,
  listingFormFromItem,
  notSavedFields,
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

describe('a draft never filled in (issue 10 item 1)', () => {
  it("shows the placeholders as empty fields, so a submission asks for them in the spec's words", () => {
    const form = listingFormFromItem({
      itemType: 'bike',
      name: 'Untitled Bike',
      brand: 'Unknown',
      condition: 'Good',
      location: 'Portland, OR',
      description: 'Draft listing - details coming soon.',
    });
    expect(form).toMatchObject({ name: '', brand: '', description: '', condition: 'Good' });
    expect(checkListingForm(form, 'bike')).toEqual({
      name: 'Bike name is required',
      brand: 'Brand is required',
      description: 'Description is required',
    });
    // The autosave leaves the placeholders alone rather than sending the empty fields.
    expect(autosavePayload(form, 'bike')).not.toHaveProperty('name');
  });
});

describe('invalid input is named, never dropped silently (issue 10 item 2)', () => {
  it('lists the fields autosave keeps back, in the page order', () => {
    const form = {
      ...newListingForm('Bend, OR'),
      name: 'Kona Honzo',
      brand: 'Kona',
      description: 'Tiny',
      year: '1850',
      salePrice: 'abc',
    };
    const now = new Date('2026-06-01T00:00:00Z');
    expect(notSavedFields(form, 'bike', now)).toEqual(['Year', 'Sale price', 'Description']);
    expect(autosavePayload(form, 'bike', now)).not.toHaveProperty('description');
    expect(
      notSavedFields(
        { ...form, description: 'Ten characters at least', year: '', salePrice: '' },
        'bike',
        now,
      ),
    ).toEqual([]);
  });

  it('does not call fields the member has not filled in yet "not saved"', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const form = { ...newListingForm('Bend, OR'), name: 'Kona Honzo' };
    expect(notSavedFields(form, 'bike', now)).toEqual([]);
    expect(notSavedFields({ ...form, brand: 'K' }, 'bike', now)).toEqual(['Brand']);
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
