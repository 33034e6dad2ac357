// The AI photo analysis' limits, thresholds, defaults and texts (spec 2 §3.5, §5.1, §8.3, §9;
// spec 3 §9). The server enforces them and the web flow shows them, so both read them here.
// Texts the spec leaves open are marked "ours".

export const AI_LIMITS = {
  /** Photos per upload and per analysis (spec 2 §5.1 'You can upload a maximum of 10 photos.'). */
  photosPerAnalysis: 10,
  photoMaxBytes: 10 * 1024 * 1024,
  /** Temporary AI uploads are kept a day unless transferred to an item (openapi.yaml). */
  uploadTtlSeconds: 24 * 60 * 60,
  /** A photo's quality score when it cannot be measured (spec 2 §3.5, §9). */
  defaultQualityScore: 85,
  /** Confidence below this is 'requiresImprovement' and a warning (spec 2 §3.5, §5.3). */
  lowConfidence: 0.6,
  /** Below this the review shows UNKNOWN (spec 2 §5.3). */
  unknownConfidence: 0.5,
  /** At and above this a field is green (spec 2 §5.3, §9). */
  goodConfidence: 0.8,
  /** 'Taking longer than expected?' after this many ms (spec 2 §4.4). */
  takingLongerMs: 15_000,
  /** The contract's maxLength of a guided upload's `userContext` (a JSON object as text). */
  contextMaxChars: 10_000,
} as const;

/** The fields the review treats as critical (spec 2 §3.6: name, brand, title, location). */
export const AI_CRITICAL_FIELDS = ['brand', 'model', 'title'] as const;

/** The AI configuration's defaults (spec 3 §9). */
export const AI_DEFAULT_CONFIG = {
  dailyBudgetCents: 5000,
  monthlyBudgetCents: 100_000,
  userDailyLimit: 20,
  userMonthlyLimit: 500,
  rateLimitRpm: 30,
  enableNewFeatures: true,
  maintenanceMode: false,
} as const;

/**
 * The phases of an analysis as the server runs them, in order, with the progress percentage
 * each one starts at (spec 2 §4.4: preprocessing 20 %, brand and model 40 %, components 60 %,
 * value 80 %, finalising 90 %, complete 100 %). `queued` is ours: waiting for a free slot.
 */
export const AI_PHASES = [
  { phase: 'queued', percent: 0 },
  { phase: 'preprocessing', percent: 20 },
  { phase: 'identifying', percent: 40 },
  { phase: 'components', percent: 60 },
  { phase: 'value', percent: 80 },
  { phase: 'finalising', percent: 90 },
  { phase: 'complete', percent: 100 },
] as const;
export type AiPhase = (typeof AI_PHASES)[number]['phase'] | 'failed';
export const aiPhasePercent = (phase: AiPhase): number =>
  AI_PHASES.find((p) => p.phase === phase)?.percent ?? 100;

export const AI_MESSAGES = {
  /** spec 2 §8.3: the first failure, before the fallback model is tried. */
  tryingAlternative: (message: string) => `${message} - trying alternative model...`,
  /** spec 2 §8.3: the second failure; the flow continues with manual entry. */
  proceedingToManual: (message: string) => `${message}. Proceeding to manual entry.`,
  /** ours: what a failed model call is called in the two messages above. */
  analysisFailed: 'AI analysis failed',
  tooManyPhotos: 'You can upload a maximum of 10 photos.',
  fileTooLarge: (name: string) => `${name} is too large (max 10MB)`,
  notAnImage: (name: string) => `${name} is not an image`,
  atLeastOnePhoto: 'Please upload at least one photo to analyze',
  /** ours: an image address that is not one of the caller's AI uploads. */
  unknownImageUrl: 'Use the addresses answered by the photo upload',
  /** ours: the limits and switches of the AI configuration (spec 3 §9). */
  maintenance:
    'AI analysis is under maintenance. Please enter the details yourself or try again later.',
  rateLimited: 'AI analysis is busy. Please try again in a minute.',
  userDailyLimit: (limit: number) =>
    `You have used your ${limit} AI analyses for today. Please try again tomorrow.`,
  userMonthlyLimit: (limit: number) => `You have used your ${limit} AI analyses for this month.`,
  /** ours: added to the result when the budget is spent and the offline analyzer answered. */
  budgetSpentOffline:
    'The AI budget is spent for now, so the basic on-server analyzer read your photos instead.',
  analysisNotFound: 'Analysis not found',
} as const;
