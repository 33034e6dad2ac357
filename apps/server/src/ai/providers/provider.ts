// One interface for every analyzer (docs: ARCHITECTURE.md "AI"): the hosted vision model and
// the offline analyzer answer the same findings, so the service can fall back from one to the
// other and the result mapping (analysis-result.ts) never asks who answered.

/** A photo as the analyzers take it: our own re-encoded copy, never a URL to fetch. */
export interface AnalysisImage {
  /** JPEG, at most 1568 px on the long side (what the hosted model reads without resizing). */
  jpeg: Buffer;
  /** sha256 of the uploaded bytes: the cache key's part. */
  sha256: string;
}

/** One finding: a value and how sure the analyzer is (0-1). Absent when nothing was seen. */
export interface Finding<T = string> {
  value: T;
  confidence: number;
}

export interface BikeFindings {
  brand?: Finding;
  model?: Finding;
  year?: Finding<number>;
  type?: Finding;
  frameSize?: Finding;
  condition?: Finding;
  color?: Finding;
  title?: Finding;
  description?: Finding;
  estimatedValueMin?: Finding<number>;
  estimatedValueMax?: Finding<number>;
  components?: Finding<string[]>;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  cacheCreationInputTokens: number;
  cacheReadInputTokens: number;
}

export interface ProviderAnswer {
  findings: BikeFindings;
  /** The model (or 'offline-analyzer') that answered. */
  model: string;
  usage: TokenUsage;
  /** What the call cost, in micro-dollars (1e-6 USD): a cheap call is a fraction of a cent. */
  costMicros: number;
  /** Per-photo quality notes (offline analyzer), used for the improvement suggestions. */
  notes?: string[];
}

export interface AnalysisRequest {
  images: AnalysisImage[];
  /** Free-form member context (bike type, location ...), passed to the model as text. */
  context: Record<string, unknown>;
  /** Which progress phase the analyzer is in (the service relays it to the client). */
  onPhase?: (phase: 'identifying' | 'components' | 'value') => void;
  signal?: AbortSignal;
}

/** The owner's custom prompt on a few photos (spec 3 §2.11): the model's answer as text. */
export interface PromptAnswer {
  text: string;
  model: string;
  usage: TokenUsage;
  costMicros: number;
}

export interface AnalysisProvider {
  readonly kind: 'hosted' | 'offline';
  analyze(request: AnalysisRequest, model: string): Promise<ProviderAnswer>;
  /** Only a hosted model can answer a free prompt; the offline analyzer has none. */
  prompt?(images: AnalysisImage[], text: string, model: string): Promise<PromptAnswer>;
}

/** Why a provider call failed, as recorded in ai_analyses.error_code. */
export type ProviderErrorCode =
  | 'timeout'
  | 'overloaded'
  | 'server_error'
  | 'rate_limited'
  | 'malformed_answer'
  | 'refusal'
  | 'max_tokens'
  | 'request_failed';

export class ProviderError extends Error {
  readonly code: ProviderErrorCode;
  constructor(code: ProviderErrorCode, message: string) {
    super(message);
    this.name = 'ProviderError';
    this.code = code;
  }
}

export const NO_USAGE: TokenUsage = {
  inputTokens: 0,
  outputTokens: 0,
  cacheCreationInputTokens: 0,
  cacheReadInputTokens: 0,
};
