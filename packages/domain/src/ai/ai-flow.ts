// The AI listing flow's phases, back rules, progress schedule and texts (spec 2 §2.3, §2.4, §4.4,
// §8.3, §9). The flow and progress machines run them and the screens show them, so both read
// them here. Texts the spec leaves open are marked "ours".
import { ITEM_MESSAGES } from '../items/item-messages.ts';
import { AI_LIMITS, AI_MESSAGES, type AiPhase } from './ai-rules.ts';
import type { AiFieldSource } from './ai-types.ts';

/** The five phases of /list-item/bike/ai, in order, with their labels (spec 2 §2.4). */
export const AI_FLOW_PHASES = [
  { phase: 'upload', label: 'Upload Photos' },
  { phase: 'analyzing', label: 'AI Analysis' },
  { phase: 'improve', label: 'Improve Photos' },
  { phase: 'review', label: 'Review & Edit' },
  { phase: 'complete', label: 'Complete' },
] as const;
export type AiFlowPhase = (typeof AI_FLOW_PHASES)[number]['phase'];

export const AI_FLOW_MESSAGES = {
  /** spec 2 §2.4: what a phase the flow does not know shows. */
  unknownPhase: 'Unknown phase',
  /** spec 2 §2.4: review with no analysis result. */
  noResultsTitle: 'Error',
  noResults: 'No analysis results available',
  backToAnalysis: 'Back to Analysis',
  /** spec 2 §8.3: the flow's upload failure toast. */
  uploadFailedTitle: 'Upload Failed',
  uploadFailed: 'Failed to upload images. Please try again.',
  /** spec 2 §8.2: the uploader's success toast. */
  photosUploadedTitle: 'Photos uploaded',
  photosUploaded: (n: number) => `${n} photo(s) ready for analysis`,
  /** spec 2 §5.1: Analyze pressed while photos are still uploading. */
  noPhotosUploadedTitle: 'No photos uploaded',
  /** spec 2 §2.3: the upload step's button. */
  analyzeButton: (n: number) => `Analyze ${n} Photo(s) with AI`,
  /** spec 2 §8.3: the save answered without an item id. */
  invalidSaveResponse: 'Failed to create bike: Invalid response from server',
  /** spec 2 §2.4: the analysis phase's feedback box. */
  takingLonger: 'Taking longer than expected?',
  /** spec 2 §7.3: an analysis answer in none of the accepted shapes. */
  invalidResponseFormat: 'Invalid response format from AI analysis endpoint',
  /** ours: the way on when the service refused the upload (maintenance, limits). */
  manualEntry: 'Enter the details yourself',
  /** ours: the flash message after 'Save as Draft' (spec 2 §2.4 names none). */
  savedAsDraft: 'Your bike listing was saved as a draft. You can finish it from your profile.',
} as const;

/** The label of a phase, or 'Unknown phase' for anything else (spec 2 §2.4). */
export function aiFlowPhaseLabel(phase: string): string {
  return AI_FLOW_PHASES.find((p) => p.phase === phase)?.label ?? AI_FLOW_MESSAGES.unknownPhase;
}

/** The phases the stepper shows: Improve Photos only once photos were improved (spec 2 §2.4). */
export function aiFlowShownPhases(improvementAttempts: number): AiFlowPhase[] {
  return AI_FLOW_PHASES.map((p) => p.phase).filter(
    (phase) => phase !== 'improve' || improvementAttempts > 0,
  );
}

/**
 * Where Back goes from a phase (spec 2 §2.4): from upload to the previous page, from review
 * back to the analysis (which answers from the cache); none during the analysis. Ours: from
 * improve back to review, and none on complete (the flow is leaving for /profile).
 */
export function aiFlowBackTarget(phase: AiFlowPhase): 'previousPage' | AiFlowPhase | null {
  switch (phase) {
    case 'upload':
      return 'previousPage';
    case 'review':
      return 'analyzing';
    case 'improve':
      return 'review';
    default:
      return null;
  }
}

// ── analysis progress (spec 2 §2.4, §4.4, §9) ─────────────────────────────────────────────────

/**
 * The steps of an analysis with the percentage each ends at and how long the simulated step
 * takes (spec 2 §4.4: 20, 40, 60, 80, 90 % in 2, 3, 3, 2 and 1 s). The phase names are the
 * server's (aiAnalysisProgress), so a polled phase and a simulated one read alike. Labels ours.
 */
export const AI_PROGRESS_STEPS = [
  { phase: 'preprocessing', label: 'Preprocessing photos', percent: 20, seconds: 2 },
  { phase: 'identifying', label: 'Identifying brand and model', percent: 40, seconds: 3 },
  { phase: 'components', label: 'Analysing components', percent: 60, seconds: 3 },
  { phase: 'value', label: 'Estimating value', percent: 80, seconds: 2 },
  { phase: 'finalising', label: 'Finalising', percent: 90, seconds: 1 },
] as const;

/** The checklist ticked as progress passes each percentage (spec 2 §2.4, §9). */
export const AI_PROGRESS_CHECKLIST = [
  { label: 'Image quality check', percent: 10 },
  { label: 'Brand identification', percent: 30 },
  { label: 'Model recognition', percent: 50 },
  { label: 'Component analysis', percent: 70 },
  { label: 'Value estimation', percent: 85 },
] as const;

/** ours: the label while the analysis waits for a free slot, and once it is done. */
export const AI_PROGRESS_LABELS = {
  queued: (position: number) => `Waiting for a free analyzer (${position} ahead)`,
  starting: 'Starting analysis',
  complete: 'Complete',
} as const;

/** The highest percentage the simulation reaches on its own: done only when the server says. */
export const AI_SIMULATED_MAX = AI_PROGRESS_STEPS[AI_PROGRESS_STEPS.length - 1]!.percent;

/** The simulated percentage after `ms` of running: linear within each step of §4.4. */
export function aiSimulatedPercent(ms: number): number {
  let from = 0;
  let at = 0;
  for (const step of AI_PROGRESS_STEPS) {
    const end = at + step.seconds * 1000;
    if (ms < end) return Math.floor(from + ((step.percent - from) * (ms - at)) / (end - at));
    from = step.percent;
    at = end;
  }
  return AI_SIMULATED_MAX;
}

/** Whole seconds the schedule of §4.4 still needs from `percent` (0 from 90 % on). */
export function aiSecondsRemaining(percent: number): number {
  let from = 0;
  let left = 0;
  for (const step of AI_PROGRESS_STEPS) {
    if (percent < step.percent) {
      const share = (step.percent - Math.max(percent, from)) / (step.percent - from);
      left += share * step.seconds;
    }
    from = step.percent;
  }
  return Math.ceil(left);
}

/**
 * The percentage a server phase allows the display to reach before the server moves on: up to
 * just below the next step's, so the bar moves between polls but never claims a step the
 * server has not begun. While queued it stays at 0.
 */
export function aiPhaseCeiling(phase: AiPhase): number {
  if (phase === 'queued') return 0;
  if (phase === 'complete') return 100;
  const index = AI_PROGRESS_STEPS.findIndex((s) => s.phase === phase);
  const next = AI_PROGRESS_STEPS[index + 1];
  return next ? next.percent - 1 : AI_SIMULATED_MAX;
}

/**
 * How fast the bar catches up with a step the server reported (percentage points a second): a
 * phase reported between two polls shows as the bar running there in about a second, not a jump
 * (issue 24: 0 -> 40 % at the first poll).
 */
export const AI_PROGRESS_CATCH_UP_PER_SECOND = 40;
/**
 * The share of the way to the next step's threshold the bar covers each second while the server
 * stays in a phase longer than the schedule says: it slows down but never stands still, and never
 * claims a step the server has not begun (issue 24: the bar stalled at 40 % while the brand was
 * read).
 */
export const AI_PROGRESS_CREEP_PER_SECOND = 0.08;

/**
 * The percentage to show after `ms` more: never lower than shown before. Its target is at least
 * what the server reported and the simulation in between, up to halfway to the server's next
 * step (up to 90 % with no server phase: done is said only by the server or the analysis'
 * answer). The bar runs to its target at AI_PROGRESS_CATCH_UP_PER_SECOND, and past the target
 * creeps toward (never onto) the next step. Fractional: the view rounds it down.
 */
export function aiDisplayedPercent(a: {
  shown: number;
  simulated: number;
  server: { phase: AiPhase; percent: number } | null;
  ms: number;
}): number {
  const ceiling = a.server ? aiPhaseCeiling(a.server.phase) : AI_SIMULATED_MAX;
  // With the server's phase known, the schedule takes the bar halfway into the phase's band;
  // the creep covers the rest for as long as the phase lasts.
  const scheduled = a.server ? (a.server.percent + ceiling) / 2 : ceiling;
  const target = Math.min(100, Math.max(a.server?.percent ?? 0, Math.min(a.simulated, scheduled)));
  const seconds = a.ms / 1000;
  if (target > a.shown)
    return Math.min(target, a.shown + AI_PROGRESS_CATCH_UP_PER_SECOND * seconds);
  if (a.shown < ceiling)
    return a.shown + (ceiling - a.shown) * Math.min(1, AI_PROGRESS_CREEP_PER_SECOND * seconds);
  return a.shown;
}

/** The step label for a shown percentage: the step under way (§4.4). */
export function aiProgressStepLabel(percent: number): string {
  if (percent >= 100) return AI_PROGRESS_LABELS.complete;
  const step = AI_PROGRESS_STEPS.find((s) => percent < s.percent);
  return (step ?? AI_PROGRESS_STEPS[AI_PROGRESS_STEPS.length - 1]!).label;
}

/** The checklist with each item's tick at a shown percentage (§2.4). */
export function aiProgressChecklist(percent: number): { label: string; done: boolean }[] {
  return AI_PROGRESS_CHECKLIST.map((item) => ({
    label: item.label,
    done: percent >= item.percent,
  }));
}

export const isTakingLonger = (elapsedMs: number) => elapsedMs >= AI_LIMITS.takingLongerMs;

// ── the result the flow reviews (spec 2 §3.5) ──────────────────────────────────────────────────

/** One finding of an analysis (openapi AiAnalysisField). */
export interface AiFinding {
  value: unknown;
  confidence: number;
  requiresImprovement: boolean;
  source: AiFieldSource;
}

/** The parts of an analysis result (openapi AiAnalysisResult) the flow reads. */
export interface AiResultShape {
  analysisId: string;
  confidence: number;
  fields: Record<string, AiFinding>;
  suggestedImprovements: readonly unknown[];
  generatedTitle?: string | null;
  generatedDescription?: string | null;
  partialData?: boolean;
  skippedAI?: boolean;
  notices?: readonly string[];
  /** Shown by the review's AI results panel (§2.4, §3.5). */
  modelUsed?: string;
  /** US dollars. */
  estimatedCost?: number;
}

/**
 * Manual entry (spec 2 §4.4): the empty result the flow goes on with when the analysis call
 * itself failed twice, flagged partialData and skippedAI as the server's own would be.
 */
export function manualEntryResult(notices: readonly string[]): AiResultShape {
  return {
    analysisId: 'manual-entry',
    confidence: 0,
    fields: {},
    suggestedImprovements: [],
    generatedTitle: null,
    generatedDescription: null,
    partialData: true,
    skippedAI: true,
    notices: [...notices],
  };
}

/** spec 2 §7.3: the analysis answered in none of the shapes the flow accepts. */
export class AiResponseFormatError extends Error {
  constructor() {
    super(AI_FLOW_MESSAGES.invalidResponseFormat);
    this.name = 'AiResponseFormatError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An analysis result as the contract gives it: the parts the flow reads, with their types. */
function isResult(v: unknown): v is AiResultShape {
  return (
    isRecord(v) &&
    typeof v.analysisId === 'string' &&
    typeof v.confidence === 'number' &&
    isRecord(v.fields) &&
    Object.values(v.fields).every(
      (f) => isRecord(f) && typeof f.confidence === 'number' && 'value' in f,
    ) &&
    Array.isArray(v.suggestedImprovements)
  );
}

/**
 * The result in an analysis answer (spec 2 §7.3: 'accepted in several shapes (results containing
 * analysis, a direct result, or success plus result)'); any other shape, or a result that breaks
 * the contract, throws AiResponseFormatError ('Invalid response format from AI analysis
 * endpoint').
 */
export function aiResultFromAnswer(answer: unknown): AiResultShape {
  const a = isRecord(answer) ? answer : {};
  const results = isRecord(a.results) ? a.results : {};
  for (const candidate of [a.result, results.analysis, answer])
    if (isResult(candidate)) return candidate;
  throw new AiResponseFormatError();
}

/**
 * A refusal of one file by the upload call (the server's 415 '{file name} is not an image', 413
 * '{file name} is too large (max 10MB)'), with spec 2 §5.1's title and the server's text; null
 * when the call was refused for another reason (maintenance, limits, no answer), which no other
 * file would change.
 */
export function aiUploadFileRefusal(error: unknown): { title: string; message: string } | null {
  if (!(error instanceof Error && 'status' in error && error.message)) return null;
  const { status, message } = error as Error & { status: unknown };
  if (Number(status) === 415) return { title: ITEM_MESSAGES.notAnImageTitle, message };
  if (Number(status) === 413) return { title: ITEM_MESSAGES.fileTooLargeTitle, message };
  return null;
}

/**
 * What the member is told when the service refused an upload: the server's own words (the 503 of
 * maintenance, the 429 of a limit) when it answered some, else spec 2 §8.3's 'Failed to upload
 * images. Please try again.'
 */
export function aiUploadFailureMessage(error: unknown): string {
  return error instanceof Error && 'status' in error && error.message
    ? error.message
    : AI_FLOW_MESSAGES.uploadFailed;
}

/**
 * What a failed analysis call is called in §8.3's messages: the server's message when it
 * answered one, or the contract's 'Invalid response format…' (its final stop dropped, since
 * '. Proceeding to manual entry.' follows), else 'AI analysis failed'.
 */
export function aiFailureMessage(error: unknown): string {
  const message =
    error instanceof Error &&
    ('status' in error || error instanceof AiResponseFormatError) &&
    error.message
      ? error.message
      : null;
  return (message ?? AI_MESSAGES.analysisFailed).replace(/\.+$/, '');
}
