import { describe, expect, it } from 'vitest';
import {
  AI_FEEDBACK_RATINGS,
  aiFeedbackValue,
  aiFieldLabel,
  aiPhotoGuidance,
  aiSecondsRemainingText,
  aiUploadGuidance,
} from './ai-flow-texts.ts';

describe('AI flow texts (spec 2 §2.3, §2.4)', () => {
  it('labels the feedback trio Helpful, OK, Not Helpful', () => {
    expect(AI_FEEDBACK_RATINGS.map((r) => r.label)).toEqual(['Helpful', 'OK', 'Not Helpful']);
  });

  it("gives the trio's presses the contract's feedback values", () => {
    const pattern = /^[a-z0-9_]*(helpful|neutral|not_helpful)$/;
    for (const { rating } of AI_FEEDBACK_RATINGS) {
      expect(aiFeedbackValue('upload_guidance', rating)).toMatch(pattern);
      expect(aiFeedbackValue('analysis_wait', rating)).toMatch(pattern);
    }
    expect(aiFeedbackValue('upload_guidance', 'not_helpful')).toBe('upload_guidance_not_helpful');
  });

  it('says the estimated seconds remaining, singular at one, and almost done at none', () => {
    expect(aiSecondsRemainingText(11)).toBe('About 11 seconds remaining');
    expect(aiSecondsRemainingText(1)).toBe('About 1 second remaining');
    expect(aiSecondsRemainingText(0)).toBe('Almost done');
  });

  it('has guidance for the upload cards and none for an unknown photo type', () => {
    expect(aiUploadGuidance().map((g) => g.title)).toEqual([
      'Full side view',
      'Frame decals',
      'Drivetrain',
      'Wear and damage',
    ]);
    expect(aiPhotoGuidance('serial_number')?.tips?.length).toBeGreaterThan(0);
    expect(aiPhotoGuidance('toString')).toBeNull();
  });

  it("names a suggestion's field in words", () => {
    expect(aiFieldLabel('brand')).toBe('Brand');
    expect(aiFieldLabel('frameSize')).toBe('Frame size');
    expect(aiFieldLabel('photo_quality')).toBe('Photo quality');
    expect(aiFieldLabel('estimatedValueMin')).toBe('Lowest value');
  });
});
