import { describe, expect, it } from 'vitest';
import { aiListingFields } from './ai-listing.ts';

describe('aiListingFields (spec 2 §3.6 draft → bike listing)', () => {
  it('maps the draft to the create body and the editor attributes', () => {
    const fields = aiListingFields({
      name: '',
      title: ' Trek Domane ',
      brand: 'Trek',
      model: 'Domane',
      type: 'Road',
      size: '56cm',
      material: 'carbon fiber',
      year: '2021',
      condition: 'Very Good',
      description: 'A fast road bike, well kept.',
      location: 'Portland, OR',
      estimatedValueMin: '1000',
      estimatedValueMax: '1500',
    });
    expect(fields).toEqual({
      name: 'Trek Domane',
      brand: 'Trek',
      model: 'Domane',
      year: 2021,
      category: 'Road',
      frameSize: '56cm',
      condition: 'Very Good',
      description: 'A fast road bike, well kept.',
      location: 'Portland, OR',
      estimatedValue: 1250,
      attributes: { category: 'Road Bike', frame_size: '56cm', frame_material: 'Carbon Fiber' },
    });
  });

  it('leaves out what the rules would refuse rather than guessing', () => {
    const fields = aiListingFields({
      name: 'My bike',
      year: 'unknown',
      condition: 'Mint',
      type: 'Spaceship',
      material: 'Bamboo',
      estimatedValue: 'about 300',
      estimatedValueMax: '400',
    });
    expect(fields.year).toBeNull();
    expect(fields.condition).toBeUndefined();
    expect(fields.category).toBe('Spaceship');
    expect(fields.attributes).toEqual({});
    expect(fields.estimatedValue).toBe(400);
    expect(fields.model).toBeNull();
  });
});
