// The texts of the AI flow's screens (spec 2 §2.3, §2.4, §4.4): the photo guidance of the
// upload step and of Improve Photos, the Helpful / OK / Not Helpful trio, the analysis phase's
// wording. Spec texts are quoted; the rest is marked "ours". The server's photo examples
// (GET /ai/photo-examples) and the screens' guidance cards read the same texts here.
import { AI_LIMITS } from './ai-rules.ts';

/** ours: one example shot per photo type of the contract (aiPhotoExamples' photoType). */
export const AI_PHOTO_EXAMPLES = {
  full_side: {
    title: 'Full side view',
    description: 'The whole bike from the chain side, wheels straight.',
    tips: ['Stand back so both wheels fit', 'Shoot at hub height', 'Use daylight, not flash'],
  },
  decals: {
    title: 'Frame decals',
    description: 'The brand and model names on the frame.',
    tips: [
      'Fill the frame with the logo',
      'Hold the phone parallel to the tube',
      'Avoid reflections on glossy paint',
    ],
  },
  components: {
    title: 'Components',
    description: 'Groupset, brakes and wheels up close.',
    tips: ['One part per photo', 'Show any model names printed on the parts'],
  },
  drivetrain: {
    title: 'Drivetrain',
    description: 'Rear derailleur, cassette, chain and crankset.',
    tips: ['Shoot from the chain side', 'Clean the chain first if you can'],
  },
  wear: {
    title: 'Wear and damage',
    description: 'Scratches, dents, tyre tread and chain wear.',
    tips: ['Show damage honestly: it builds trust', 'Put a coin beside small marks for scale'],
  },
  serial_number: {
    title: 'Serial number',
    description: 'Under the bottom bracket; it often tells the year.',
    tips: ['Turn the bike over or use a mirror', 'Wipe the area clean first'],
  },
  frame_size: {
    title: 'Frame size',
    description: 'The size sticker on the seat tube or under the top tube.',
    tips: ['Get close enough to read the numbers'],
  },
} as const;
export type AiPhotoType = keyof typeof AI_PHOTO_EXAMPLES;

/** A guidance card: the shape of one aiPhotoExamples example (the image is optional here). */
export interface AiPhotoGuidance {
  photoType: string;
  title: string;
  description?: string;
  imageUrl?: string;
  tips?: readonly string[];
}

/** ours: the shots the upload step's guidance cards ask for, the ones that name a bike best. */
export const AI_UPLOAD_GUIDANCE_TYPES = ['full_side', 'decals', 'drivetrain', 'wear'] as const;

/** The guidance of a photo type, or null for a type the examples do not know. */
export function aiPhotoGuidance(photoType: string): AiPhotoGuidance | null {
  if (!Object.hasOwn(AI_PHOTO_EXAMPLES, photoType)) return null;
  const e = AI_PHOTO_EXAMPLES[photoType as AiPhotoType];
  return { photoType, title: e.title, description: e.description, tips: e.tips };
}

/** The upload step's guidance cards, from the texts above (no example image). */
export const aiUploadGuidance = (): AiPhotoGuidance[] =>
  AI_UPLOAD_GUIDANCE_TYPES.map((t) => aiPhotoGuidance(t)!);

/**
 * spec 2 §2.3: the feedback trio Helpful, OK, Not Helpful. The rating is the suffix the
 * contract's feedback value takes (FeedbackRequest.value: a context plus helpful, neutral or
 * not_helpful).
 */
export const AI_FEEDBACK_RATINGS = [
  { rating: 'helpful', label: 'Helpful' },
  { rating: 'neutral', label: 'OK' },
  { rating: 'not_helpful', label: 'Not Helpful' },
] as const;
export type AiFeedbackRating = (typeof AI_FEEDBACK_RATINGS)[number]['rating'];

/** ours: where the trio was pressed: the upload guidance or the slow analysis' box. */
export type AiFeedbackContext = 'upload_guidance' | 'analysis_wait';

/** The value submitFeedback takes for a press of the trio, e.g. 'upload_guidance_not_helpful'. */
export const aiFeedbackValue = (context: AiFeedbackContext, rating: AiFeedbackRating): string =>
  `${context}_${rating}`;

/** ours: the upload step (spec 2 §2.3). The button's text is AI_FLOW_MESSAGES.analyzeButton. */
export const AI_UPLOAD_TEXTS = {
  title: 'List your bike with AI',
  intro:
    'Add a few clear photos. The AI reads them and fills in the listing for you to check before anything is published.',
  guidanceTitle: 'Photos that work best',
  feedbackQuestion: 'Was this guidance helpful?',
  feedbackThanks: 'Thanks for your feedback!',
  dropTitle: 'Drag photos here or browse',
  dropHint: `PNG or JPG, up to 10 MB each, at most ${AI_LIMITS.photosPerAnalysis} photos`,
  browse: 'Choose photos',
  addPhotos: 'Add photos',
  photosHeading: 'Your photos',
  photoCount: (n: number) => `${n} of ${AI_LIMITS.photosPerAnalysis} photos`,
  limitReached: `You have added the maximum of ${AI_LIMITS.photosPerAnalysis} photos. Remove one to add another.`,
  uploadingLabel: 'Upload progress',
  uploading: (files: number) => `Uploading ${files} photo(s)...`,
  retry: 'Try again',
  sample: 'Use sample photos (development only)',
} as const;

/** ours, except the spec's 'Taking longer than expected?' (AI_FLOW_MESSAGES.takingLonger). */
export const AI_ANALYSIS_TEXTS = {
  title: 'Analyzing your photos',
  /** spec 2 §2.4: 'The text says an AI vision model is used.' */
  visionModel:
    'An AI vision model is looking at your photos to identify the bike, its components and its condition.',
  progressLabel: 'Analysis progress',
  checklistLabel: 'Analysis steps',
  takingLongerHint:
    'Detailed photos and busy times can slow the analysis down. Your feedback helps us speed it up.',
  waitQuestion: 'How has the wait been so far?',
  feedbackThanks: 'Thanks, that helps us improve the analysis.',
} as const;

/** The estimated time left, in whole seconds (spec 2 §2.4: 'estimated seconds remaining'). */
export function aiSecondsRemainingText(seconds: number): string {
  if (seconds <= 0) return 'Almost done';
  return seconds === 1 ? 'About 1 second remaining' : `About ${seconds} seconds remaining`;
}

/** ours: Improve Photos (spec 2 §2.4), the result's suggestedImprovements as cards. */
export const AI_IMPROVE_TEXTS = {
  title: 'Improve your photos',
  intro:
    'The AI was unsure about a few details. Add the photos below, then analyze again to raise its confidence.',
  suggestionsLabel: 'Suggested photos',
  photoToTake: 'Photo to take',
  confidence: (current: number, required: number) =>
    `Confidence ${Math.round(current * 100)}%, needs ${Math.round(required * 100)}%`,
  priority: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
  addPhotos: 'Add photos',
  reanalyze: 'Re-analyze',
  none: 'No photo suggestions: the analysis is confident about every field.',
  loading: 'Finding the photos that would help most...',
} as const;

/** ours: the name of a field a suggestion is about ('frameSize' reads 'Frame size'). */
const FIELD_LABELS: Record<string, string> = {
  estimatedValueMin: 'Lowest value',
  estimatedValueMax: 'Highest value',
  photo_quality: 'Photo quality',
};
export function aiFieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
