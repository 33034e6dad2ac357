// Story fixtures of the AI flow's screens: drawn photos, the analysis at a few moments, a
// result's photo suggestions as the server words them. Not used by the app.
import {
  AI_MESSAGES,
  aiProgressChecklist,
  aiProgressStepLabel,
  aiSecondsRemaining,
} from '@pedalswap/domain/ai';
import { checkPhotoSelection } from '@pedalswap/domain/item-rules';
import {
  placeholderPhoto,
  type PhotoOptions,
} from '../../components/item-card/placeholder-photos.ts';
import type { AiAnalysisProgressProps } from './ai-analysis-step.tsx';
import type { AiFlowPhotoView, AiPhotoUploadProps, AiSuggestion } from './ai-flow-types.ts';

const SHOTS: [string, PhotoOptions][] = [
  ['side-view.jpg', { subject: 'gravel', scene: 'forest', color: '#c2410c' }],
  ['drivetrain.jpg', { subject: 'cog', scene: 'studio' }],
  ['front-wheel.jpg', { subject: 'wheel', scene: 'studio' }],
  ['down-tube.jpg', { subject: 'gravel', scene: 'drizzle', color: '#c2410c' }],
  ['trail.jpg', { subject: 'mountain', scene: 'dawn', color: '#0f766e' }],
];

/** `n` stored photos, named like a member's camera roll. */
export function storyPhotos(n: number): AiFlowPhotoView[] {
  return Array.from({ length: n }, (_, i) => {
    const [name, options] = SHOTS[i % SHOTS.length]!;
    return {
      fileId: `ai-upload-${i + 1}`,
      url: placeholderPhoto({ width: 320, height: 240, ...options }),
      fileName: i < SHOTS.length ? name : `IMG_${4810 + i}.jpg`,
    };
  });
}

/** The photo-adding props at rest with no photos. */
export const IDLE_UPLOAD: AiPhotoUploadProps = {
  photos: [],
  uploadStatus: 'idle',
  uploadProgress: 0,
  pendingCount: 0,
  refusals: [],
  onAddFiles: () => {},
  onRetryUpload: () => {},
};

const file = (name: string, type = 'image/jpeg', size = 2048) => ({ name, type, size });

/** What the machine's ADD_FILES refuses (domain checkPhotoSelection, as the machine runs it). */
export const REFUSALS = checkPhotoSelection(
  [file('receipt.pdf', 'application/pdf'), file('panorama.jpg', 'image/jpeg', 12 * 1024 * 1024)],
  2,
).errors;

/** Three photos chosen with nine stored: one fits, 'Too many photos' for the rest. */
export const TOO_MANY = checkPhotoSelection(
  [file('a.jpg'), file('b.jpg'), file('c.jpg')],
  9,
).errors;

/** The analysis phase at `percent`, as aiAnalysisProgressView reports it. */
export function analysisAt(percent: number, elapsedMs = percent * 100): AiAnalysisProgressProps {
  return {
    percent,
    step: percent === 0 ? 'Starting analysis' : aiProgressStepLabel(percent),
    secondsRemaining: aiSecondsRemaining(percent),
    checklist: aiProgressChecklist(percent),
    takingLonger: elapsedMs >= 15_000,
  };
}

export const ALTERNATIVE_MODEL_NOTICE = AI_MESSAGES.tryingAlternative(AI_MESSAGES.analysisFailed);

/** A result's suggestions as the server words them (apps/server ai/analysis-result.ts). */
export const SUGGESTIONS: AiSuggestion[] = [
  {
    field: 'brand',
    currentConfidence: 0.42,
    requiredConfidence: 0.8,
    photoType: 'decals',
    specificGuidance: 'Take a close, straight-on photo of the logo on the down tube in good light.',
    exampleImage: null,
    priority: 'high',
    feedbackCategory: 'brand',
  },
  {
    field: 'year',
    currentConfidence: 0.35,
    requiredConfidence: 0.8,
    photoType: 'serial_number',
    specificGuidance:
      'Photograph the serial number under the bottom bracket; it often tells the year.',
    exampleImage: null,
    priority: 'medium',
    feedbackCategory: 'overall',
  },
  {
    field: 'components',
    currentConfidence: 0.55,
    requiredConfidence: 0.8,
    photoType: 'drivetrain',
    specificGuidance: 'Photograph the rear derailleur, the crankset and the brakes.',
    exampleImage: null,
    priority: 'low',
    feedbackCategory: 'components',
  },
];
