import { describe, expect, it } from 'vitest';
import {
  aiDraftYear,
  editReviewDraft,
  reviewCompletion,
  reviewOverallConfidence,
  reviewDraftFrom,
  reviewFieldChecks,
  reviewIssues,
} from './ai-review.ts';
import type { AiResultShape } from './ai-flow.ts';

const NOW = new Date('2026-05-01T12:00:00Z');
const finding = (value: unknown, confidence = 0.8) => ({
  value,
  confidence,
  requiresImprovement: confidence < 0.6,
  source: 'ai_primary' as const,
});
const result: AiResultShape = {
  analysisId: 'a1',
  confidence: 0.8,
  fields: {
    brand: finding('Trek'),
    model: finding('Marlin 7'),
    year: finding(2022, 0.7),
    frameSize: finding('L', 0.5),
    condition: finding('Good', 0.7),
    components: finding(['Fork: RockShox Judy', 'Brakes: Shimano MT200']),
    wheelSize: finding('29"', 0.6),
  },
  suggestedImprovements: [],
  generatedTitle: 'Trek Marlin 7 (2022)',
  generatedDescription: 'A trail-ready hardtail in good condition.',
};

describe('review draft (spec 2 §3.6)', () => {
  it('takes the findings, the generated title as name and title, and the profile location', () => {
    const d = reviewDraftFrom(result, { location: 'Portland, OR' });
    expect(d.brand).toEqual({
      aiValue: 'Trek',
      value: 'Trek',
      userModified: false,
      confidence: 0.8,
      source: 'ai_primary',
    });
    expect(d.year!.value).toBe('2022');
    expect(d.size!.value).toBe('L');
    expect(d.components!.value).toBe('Fork: RockShox Judy\nBrakes: Shimano MT200');
    expect([d.name!.value, d.title!.value]).toEqual([
      'Trek Marlin 7 (2022)',
      'Trek Marlin 7 (2022)',
    ]);
    expect(d.location).toMatchObject({ value: 'Portland, OR', source: 'user_profile' });
    expect(d.wheelSize!.value).toBe('29"');
    expect(d.color).toMatchObject({ value: '', confidence: 0 });
    expect(reviewIssues(d, NOW)).toEqual([]);
    expect(reviewCompletion(d, NOW)).toBe(100);
  });

  it('sums up the confidence of the fields the AI filled in (issue 24 item 3)', () => {
    const d = reviewDraftFrom(result, { location: 'Portland, OR' });
    const found = Object.values(d).filter((f) => f.source === 'ai_primary' && f.aiValue);
    expect(reviewOverallConfidence(d)).toBeCloseTo(
      found.reduce((n, f) => n + f.confidence, 0) / found.length,
    );
    expect(reviewOverallConfidence(reviewDraftFrom(null))).toBeNull();
  });

  it('marks an edit as the member’s and back when it equals the AI value again', () => {
    const d = editReviewDraft(reviewDraftFrom(result), 'brand', 'Specialized');
    expect(d.brand).toMatchObject({
      value: 'Specialized',
      userModified: true,
      source: 'user_input',
    });
    expect(editReviewDraft(d, 'brand', 'Trek').brand!.userModified).toBe(false);
  });

  it('checks the §5.3 rules on save with their messages', () => {
    const empty = reviewDraftFrom(null);
    expect(reviewIssues(empty, NOW)).toEqual([
      { path: 'name', msg: 'Bike name is required' },
      { path: 'brand', msg: 'Brand is required' },
      { path: 'condition', msg: 'Condition is required' },
      { path: 'description', msg: 'Description is required' },
      { path: 'location', msg: 'Location is required' },
    ]);
    expect(reviewCompletion(empty)).toBe(0);
    let d = reviewDraftFrom(result, { location: 'P' });
    d = editReviewDraft(d, 'description', 'short');
    d = editReviewDraft(d, 'year', '1850');
    expect(reviewIssues(d, NOW)).toEqual([
      { path: 'description', msg: 'Description must be between 10 and 2000 characters' },
      { path: 'location', msg: 'Location must be between 2 and 255 characters' },
      { path: 'year', msg: 'Year must be between 1900 and 2027' },
    ]);
    // Issue 24 item 3: completion agrees with the checks: not 100 % with any of them failing.
    expect(reviewCompletion(d, NOW)).toBe(57);
    const fixed = editReviewDraft(
      editReviewDraft(d, 'description', 'A hardtail, well kept.'),
      'location',
      'Portland, OR',
    );
    expect(reviewCompletion(fixed, NOW)).toBe(86);
    expect(reviewCompletion(editReviewDraft(fixed, 'year', '2020'), NOW)).toBe(100);
    expect(
      reviewIssues(editReviewDraft(d, 'year', 'unknown'), NOW).map((i) => i.path),
    ).not.toContain('year');
    // A range the analysis gave is saved as its first year (the payload's rule), so it passes;
    // a range starting out of bounds, or words, do not.
    const yearIssue = (y: string) =>
      reviewIssues(editReviewDraft(d, 'year', y), NOW).some((i) => i.path === 'year');
    expect(yearIssue('2019-2021')).toBe(false);
    expect(yearIssue('1850-1860')).toBe(true);
    expect(yearIssue('late 90s')).toBe(true);
  });

  it('reads the year a draft stands for as the payload does', () => {
    expect(aiDraftYear('2021')).toBe(2021);
    expect(aiDraftYear(' 2019 - 2021 ')).toBe(2019);
    expect(aiDraftYear('unknown')).toBeNull();
    expect(aiDraftYear('21')).toBeNull();
  });

  it('gives the field-level AI checks of §5.3', () => {
    const checks = reviewFieldChecks(
      reviewDraftFrom({ ...result, generatedDescription: null }),
      NOW,
    );
    expect(checks).toContainEqual({
      field: 'location',
      level: 'error',
      message: 'Location is required - please provide a value',
    });
    expect(checks).toContainEqual({
      field: 'description',
      level: 'warning',
      message: 'Description is recommended',
    });
    expect(checks).toContainEqual({
      field: 'size',
      level: 'warning',
      message: 'Frame size: low AI confidence (50%) - please check',
    });
  });
});
