// Story fixtures: analysis results as the AI service answers them, and the flow's drawn photos.
// Not shipped logic.
import {
  AI_MESSAGES,
  manualEntryResult,
  type AiFieldSource,
  type AiFinding,
  type AiResultShape,
} from '@pedalswap/domain/ai';
import { placeholderPhoto } from '../../components/item-card/placeholder-photos.ts';
import type { AiReviewPhoto } from './listing-preview.tsx';

/** Stories pin the date: the year rule reads 'between 1900 and 2027'. */
export const STORY_NOW = new Date('2026-05-01T12:00:00Z');
export const PROFILE = { location: 'Portland, OR' };

export const AI_PHOTOS: AiReviewPhoto[] = (
  [
    { subject: 'mountain', scene: 'forest', color: '#1d4ed8' },
    { subject: 'mountain', scene: 'dawn', color: '#1d4ed8' },
    { subject: 'wheel', scene: 'studio' },
    { subject: 'cog', scene: 'drizzle' },
  ] as const
).map((options, i) => ({
  fileId: `ai-photo-${i + 1}`,
  url: placeholderPhoto(options),
  fileName: `marlin-${i + 1}.jpg`,
}));

const found = (
  value: unknown,
  confidence: number,
  source: AiFieldSource = 'ai_primary',
): AiFinding => ({
  value,
  confidence,
  requiresImprovement: confidence < 0.6,
  source,
});

/** The AI was sure of nearly everything (spec 2 §3.5). */
export const HIGH_CONFIDENCE: AiResultShape & Record<string, unknown> = {
  analysisId: 'an_7f3c21',
  confidence: 0.88,
  fields: {
    brand: found('Trek', 0.95),
    model: found('Marlin 7', 0.91),
    year: found(2022, 0.82),
    type: found('Mountain', 0.93),
    frameSize: found('L (19.5")', 0.8),
    condition: found('Very Good', 0.84),
    color: found('Matte Dnister Black', 0.86),
    material: found('Aluminum', 0.9),
    estimatedValueMin: found(650, 0.8),
    estimatedValueMax: found(820, 0.8),
    components: found(
      ['Fork: RockShox Judy Silver TK', 'Drivetrain: Shimano Deore 1x10', 'Brakes: Shimano MT200'],
      0.85,
    ),
  },
  criticalFieldsLowConfidence: [],
  suggestedImprovements: [],
  modelUsed: 'claude-sonnet-4-5',
  tokensUsed: 2841,
  estimatedCost: 0.0412,
  processingTime: 8420,
  generatedTitle: 'Trek Marlin 7 (2022) trail hardtail, size L',
  generatedDescription:
    'Trek Marlin 7 hardtail from 2022 in very good condition. RockShox Judy fork, Shimano Deore 1x10 drivetrain and hydraulic disc brakes. Light wear on the chainstay, recently serviced.',
  suggestedTradePreferences: ['Gravel bike', 'Cash'],
  partialData: false,
  skippedAI: false,
  notices: [],
};

/** The AI was unsure of the brand, model, year and size, and says which photos would help. */
export const LOW_CONFIDENCE: AiResultShape & Record<string, unknown> = {
  ...HIGH_CONFIDENCE,
  analysisId: 'an_2b9e04',
  confidence: 0.58,
  fields: {
    brand: found('Trek', 0.55, 'ai_fallback'),
    model: found('Marlin 5', 0.45, 'ai_fallback'),
    year: found('1990s', 0.52, 'ai_fallback'),
    type: found('Mountain', 0.78, 'ai_fallback'),
    frameSize: found('M', 0.4, 'ai_fallback'),
    condition: found('Good', 0.62, 'ai_fallback'),
    estimatedValueMin: found(350, 0.5, 'ai_fallback'),
    estimatedValueMax: found(520, 0.5, 'ai_fallback'),
  },
  criticalFieldsLowConfidence: ['brand', 'model'],
  suggestedImprovements: [
    {
      field: 'model',
      currentConfidence: 0.45,
      requiredConfidence: 0.8,
      photoType: 'top_tube_decal',
      specificGuidance: 'Take a close photo of the model name on the top tube, in daylight.',
      exampleImage: null,
      priority: 'high',
      feedbackCategory: 'model',
    },
    {
      field: 'frameSize',
      currentConfidence: 0.4,
      requiredConfidence: 0.6,
      photoType: 'seat_tube',
      specificGuidance: 'Photograph the size sticker near the bottom of the seat tube.',
      exampleImage: null,
      priority: 'medium',
      feedbackCategory: null,
    },
  ],
  modelUsed: 'claude-haiku-4-5',
  estimatedCost: 0.0123,
  generatedTitle: null,
  generatedDescription: null,
  notices: [AI_MESSAGES.tryingAlternative('The AI service timed out')],
};

/** The analysis failed twice: the flow goes on with an empty draft (spec 2 §4.4, §8.3). */
export const MANUAL_ENTRY: AiResultShape = manualEntryResult([
  AI_MESSAGES.tryingAlternative(AI_MESSAGES.analysisFailed),
  AI_MESSAGES.proceedingToManual(AI_MESSAGES.analysisFailed),
]);
