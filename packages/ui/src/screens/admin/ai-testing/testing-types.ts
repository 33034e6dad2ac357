// The testing hub's session state as the route keeps it (spec 3 §2.11, §4 "AI tooling
// states"): the uploaded images and the results of the tests run, newest first.

/** spec 3 §4: an upload is idle, uploading, uploaded or in error. */
export type UploadStatus = 'idle' | 'uploading' | 'uploaded' | 'error';

export interface TestUpload {
  id: string;
  name: string;
  sizeBytes: number;
  status: UploadStatus;
  /** How long the upload took, once it ended. */
  durationMs?: number;
  error?: string;
}

export interface TestResult {
  id: string;
  endpoint: string;
  /** spec 3 §4: a test result is a success or an error. */
  status: 'success' | 'error';
  durationMs: number;
  /** US dollars, when the call said. */
  cost?: number;
  cached?: boolean;
  /** The JSON answer, or the error text. */
  body: unknown;
  at: string;
}

export interface AnalyzeForm {
  priority: string;
  options: string;
  useCache: boolean;
}
export interface BatchForm {
  batchSize: string;
  options: string;
  useCache: boolean;
}
export interface EnhanceForm {
  bikeId: string;
  enhanceDescription: boolean;
  updateComponents: boolean;
  suggestPrice: boolean;
  useCache: boolean;
}
export interface PromptForm {
  prompt: string;
  model: string;
}

export type TestKind = 'analyze' | 'batch' | 'enhance' | 'prompt' | 'cacheStats' | 'usageStats';
