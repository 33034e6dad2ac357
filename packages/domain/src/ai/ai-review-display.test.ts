import { describe, expect, it } from 'vitest';
import { aiConfidenceDisplay, aiSuggestionsOf, aiTotalCostLabel } from './ai-review-display.ts';
import { aiDraftFieldLabel } from './ai-review.ts';

describe('AI review display (spec 2 §3.5, §5.3)', () => {
  it('shows UNKNOWN below 0.5, else a percentage: green from 0.8, yellow from 0.6, orange from 0.5', () => {
    expect(aiConfidenceDisplay(0)).toEqual({ label: 'UNKNOWN', color: null });
    expect(aiConfidenceDisplay(0.49)).toEqual({ label: 'UNKNOWN', color: null });
    expect(aiConfidenceDisplay(Number.NaN)).toEqual({ label: 'UNKNOWN', color: null });
    expect(aiConfidenceDisplay(0.5)).toEqual({ label: '50%', color: 'orange' });
    expect(aiConfidenceDisplay(0.59)).toEqual({ label: '59%', color: 'orange' });
    expect(aiConfidenceDisplay(0.6)).toEqual({ label: '60%', color: 'yellow' });
    expect(aiConfidenceDisplay(0.79)).toEqual({ label: '79%', color: 'yellow' });
    expect(aiConfidenceDisplay(0.8)).toEqual({ label: '80%', color: 'green' });
    expect(aiConfidenceDisplay(1)).toEqual({ label: '100%', color: 'green' });
  });

  it('names the §3.6 fields and puts an extra field’s key in words', () => {
    expect(aiDraftFieldLabel('size')).toBe('Frame size');
    expect(aiDraftFieldLabel('estimatedValueMin')).toBe('Estimated value (min)');
    expect(aiDraftFieldLabel('wheelSize')).toBe('Wheel size');
    expect(aiDraftFieldLabel('brake_type')).toBe('Brake type');
  });

  it('reads the suggestions highest priority first and leaves out half-empty ones', () => {
    const list = aiSuggestionsOf({
      suggestedImprovements: [
        { field: 'year', priority: 'low', specificGuidance: 'Photograph the serial number' },
        { field: 'frameSize', priority: 'high' },
        null,
        {
          field: 'brand',
          priority: 'high',
          currentConfidence: 0.45,
          requiredConfidence: 0.8,
          photoType: 'down_tube',
          specificGuidance: 'A close photo of the down tube logo',
        },
      ],
    });
    expect(list.map((s) => s.field)).toEqual(['brand', 'year']);
    expect(list[0]).toMatchObject({ currentConfidence: 0.45, photoType: 'down_tube' });
    expect(list[1]).toMatchObject({ currentConfidence: 0, photoType: '', exampleImage: null });
    expect(aiSuggestionsOf(null)).toEqual([]);
  });

  it('sums the AI cost across results with two decimals', () => {
    expect(aiTotalCostLabel([0.04])).toBe('$0.04');
    expect(aiTotalCostLabel([0.0213, 0.0191, undefined, null])).toBe('$0.04');
    expect(aiTotalCostLabel([])).toBe('$0.00');
  });
});
