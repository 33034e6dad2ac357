import { describe, expect, it } from 'vitest';
import { AI_REVIEW_CONDITIONS, EDITOR_CONDITIONS } from '../items/item-types.ts';
import { aiListingFields, editorConditionOf } from './ai-listing.ts';

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
      color: 'Red',
      components: 'Groupset: Shimano 105\nWheels: Bontrager',
    });
    expect(fields).toEqual({
      name: 'Trek Domane',
      brand: 'Trek',
      model: 'Domane',
      year: 2021,
      category: 'Road',
      frameSize: '56cm',
      // Issue 24 item 3: 'Very Good' is not an editor condition.
      condition: 'Good',
      description: 'A fast road bike, well kept.',
      location: 'Portland, OR',
      estimatedValue: 1250,
      attributes: {
        category: 'Road Bike',
        frame_size: '56cm',
        frame_material: 'Carbon Fiber',
        color: 'Red',
        components: 'Groupset: Shimano 105\nWheels: Bontrager',
      },
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
    expect(fields.attributes).toEqual({ frame_material: 'Other' });
    expect(fields.estimatedValue).toBe(400);
    expect(fields.model).toBeNull();
  });

  it("saves the title as the listing's heading, the bike name without one, and the editor's conditions (issue 24 item 3)", () => {
    expect(aiListingFields({ name: 'Trek', title: 'Trek Domane SL 5 road bike' }).name).toBe(
      'Trek Domane SL 5 road bike',
    );
    expect(aiListingFields({ name: 'Trek Domane', title: ' ' }).name).toBe('Trek Domane');
    expect(aiListingFields({ material: 'Chromoly' }).attributes.frame_material).toBe('Steel');
    expect(editorConditionOf('Very Good')).toBe('Good');
    expect(editorConditionOf('excellent')).toBe('Excellent');
    expect(editorConditionOf('Like New')).toBe('Like New');
    expect(editorConditionOf('')).toBeUndefined();
    for (const c of AI_REVIEW_CONDITIONS)
      expect(EDITOR_CONDITIONS as readonly string[]).toContain(editorConditionOf(c));
  });
});
