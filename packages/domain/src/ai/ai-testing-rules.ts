// The owner's AI testing hub (spec 3 §2.11, §5 "AI testing", §8, §9): what each test needs
// before it is sent, and the texts. Texts the spec leaves open are marked "ours".
import { AI_LIMITS } from './ai-rules.ts';

export const AI_TESTING_LIMITS = {
  /** spec 3 §5, §9: the uploader takes 10 images of 10 MB each. */
  uploads: AI_LIMITS.photosPerAnalysis,
  uploadMaxBytes: AI_LIMITS.photoMaxBytes,
  batchMin: 1,
  batchMax: 50,
  priorityMin: 1,
  priorityMax: 10,
  /** spec 3 §5: a prompt test sends at most 5 images. */
  promptImages: 5,
  /** The contract's maxLength of a prompt test's prompt. */
  promptMaxChars: 10_000,
  /**
   * ours (the contract's decision): at most 100 photos in one batch. Every photo's original
   * and analysis copy stay in memory until the batch ends, so a full batch of 10 MB photos
   * holds more than 1 GB at worst: it is the owner's tool, run one at a time.
   */
  batchMaxPhotos: 100,
  /** The contract's maxLength of a batch's `batchId`. */
  batchIdMaxChars: 100,
  /** The contract's maxLength of a batch's `options` and each analysis' `metadata` (JSON). */
  batchJsonMaxChars: 10_000,
} as const;

/** spec 3 §7.4: the models a prompt test may name (the contract's enum). */
export const AI_TEST_MODELS = ['claude-3-5-sonnet', 'claude-3-5-haiku'] as const;
export type AiTestModel = (typeof AI_TEST_MODELS)[number];

export const AI_TESTING_MESSAGES = {
  /** spec 3 §5. */
  noImages: 'No images uploaded',
  bikeIdRequired: 'Bike ID required',
  promptRequired: 'Prompt required',
  optionsInvalid: 'Options must be valid JSON',
  /** ours: the spec gives the ranges, not their texts. */
  priorityRange: 'Priority must be a whole number from 1 to 10',
  batchSizeRange: 'Batch size must be a whole number from 1 to 50',
  optionsNotObject: 'Options must be a JSON object, e.g. {"bikeType": "road"}',
  bikeIdFormat: 'Bike ID must be an item id like 3f2b8c1e-0000-4000-8000-000000000000',
  /** spec 3 §8: the toasts. */
  uploadFailed: 'Upload failed',
  uploadFallback: 'Failed to upload images',
  analysisFailed: 'Analysis failed',
  batchFailed: 'Batch analysis failed',
  enhancementFailed: 'Enhancement failed',
  promptFailed: 'Prompt test failed',
  cacheStatsFailed: 'Failed to fetch cache stats',
  usageStatsFailed: 'Failed to fetch usage stats',
} as const;

/** ours: the server's answers to the testing hub's calls (the contract leaves them open). */
export const AI_TESTING_SERVER_MESSAGES = {
  batchTooManyPhotos: `A batch holds at most ${AI_TESTING_LIMITS.batchMaxPhotos} photos`,
  useCacheBoolean: 'useCache must be true or false',
  batchIdTooLong: `batchId is at most ${AI_TESTING_LIMITS.batchIdMaxChars} characters`,
  batchEmpty: 'Send at least one analysis with photos',
  promptTooManyImages: `A prompt test sends at most ${AI_TESTING_LIMITS.promptImages} images`,
  promptTooLong: `The prompt is at most ${AI_TESTING_LIMITS.promptMaxChars.toLocaleString('en-US')} characters`,
  modelUnknown: `model must be one of ${AI_TEST_MODELS.join(', ')}`,
  /** A prompt test without ANTHROPIC_API_KEY (503). */
  noHostedModel:
    'A custom prompt needs the hosted model: set ANTHROPIC_API_KEY (the offline analyzer reads photos only).',
  /** A prompt test when the AI budget is spent (503): only the paid model answers a prompt. */
  budgetSpent:
    'The AI budget is spent for now, and only the hosted model answers a custom prompt. Try again when the budget allows.',
  modelFailed: (message: string) => `The model did not answer: ${message}`,
  /** Enhance listing: the bike has no stored photos (409). */
  enhanceNoPhotos: 'This bike has no photos to analyse: add photos to the listing first',
} as const;

/** A test's problems by field; empty when it may be sent. */
export type TestProblems = Partial<
  Record<'images' | 'priority' | 'options' | 'batchSize' | 'bikeId' | 'prompt', string>
>;

const wholeIn = (value: string, min: number, max: number) => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
};

/** Options as typed: blank is none; otherwise a JSON object or a problem. */
export function parseTestOptions(
  raw: string,
): { ok: true; value: Record<string, unknown> | undefined } | { ok: false; problem: string } {
  if (raw.trim() === '') return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, problem: AI_TESTING_MESSAGES.optionsInvalid };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, problem: AI_TESTING_MESSAGES.optionsNotObject };
  return { ok: true, value: value as Record<string, unknown> };
}

function optionsProblem(raw: string): TestProblems {
  const parsed = parseTestOptions(raw);
  return parsed.ok ? {} : { options: parsed.problem };
}

/** Analyze: at least one uploaded image, priority 1-10, options a JSON object or blank. */
export function analyzeProblems(input: {
  uploaded: number;
  priority: string;
  options: string;
}): TestProblems {
  return {
    ...(input.uploaded < 1 ? { images: AI_TESTING_MESSAGES.noImages } : {}),
    ...(wholeIn(input.priority, AI_TESTING_LIMITS.priorityMin, AI_TESTING_LIMITS.priorityMax)
      ? {}
      : { priority: AI_TESTING_MESSAGES.priorityRange }),
    ...optionsProblem(input.options),
  };
}

/** Batch: images, a size of 1-50 (only the first N images are used), options. */
export function batchProblems(input: {
  uploaded: number;
  batchSize: string;
  options: string;
}): TestProblems {
  return {
    ...(input.uploaded < 1 ? { images: AI_TESTING_MESSAGES.noImages } : {}),
    ...(wholeIn(input.batchSize, AI_TESTING_LIMITS.batchMin, AI_TESTING_LIMITS.batchMax)
      ? {}
      : { batchSize: AI_TESTING_MESSAGES.batchSizeRange }),
    ...optionsProblem(input.options),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Enhance: a bike id, which is an item id. */
export function enhanceProblems(input: { bikeId: string }): TestProblems {
  const id = input.bikeId.trim();
  if (id === '') return { bikeId: AI_TESTING_MESSAGES.bikeIdRequired };
  return UUID.test(id) ? {} : { bikeId: AI_TESTING_MESSAGES.bikeIdFormat };
}

/** Prompt: images and a prompt that is not blank. */
export function promptProblems(input: { uploaded: number; prompt: string }): TestProblems {
  return {
    ...(input.uploaded < 1 ? { images: AI_TESTING_MESSAGES.noImages } : {}),
    ...(input.prompt.trim() === '' ? { prompt: AI_TESTING_MESSAGES.promptRequired } : {}),
  };
}

/** The images a test sends: the batch's first N, the prompt's first 5 (spec 3 §5). */
export const batchImages = <T>(images: readonly T[], size: number): T[] => images.slice(0, size);
export const promptImages = <T>(images: readonly T[]): T[] =>
  images.slice(0, AI_TESTING_LIMITS.promptImages);
