import { describe, expect, it } from 'vitest';
import { FEEDBACK_RESOLUTIONS, npsBarPercent, ratingBarPercent } from './ai-feedback-display.ts';

describe('feedback bar scales (spec 3 §9)', () => {
  it('maps the NPS -100..100 onto 0..100 %', () => {
    expect(npsBarPercent(-100)).toBe(0);
    expect(npsBarPercent(0)).toBe(50);
    expect(npsBarPercent(40)).toBe(70);
    expect(npsBarPercent(100)).toBe(100);
  });
  it('fills the rating bar 20 % a star, never past the ends', () => {
    expect(ratingBarPercent(4.2)).toBeCloseTo(84);
    expect(ratingBarPercent(0)).toBe(0);
    expect(ratingBarPercent(7)).toBe(100);
    expect(npsBarPercent(-300)).toBe(0);
  });
  it('offers the three resolutions of the contract in the dialog order', () => {
    expect(FEEDBACK_RESOLUTIONS.map((r) => r.value)).toEqual(['accepted', 'rejected', 'deferred']);
  });
});
