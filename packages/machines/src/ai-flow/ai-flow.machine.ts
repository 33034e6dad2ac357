/*
 * The AI photo-to-listing flow at /list-item/bike/ai (spec 2 §2.3, §2.4, §3.5, §3.6, §4.4,
 * §8.3; spec 3 §4's AI upload status idle, uploading, uploaded, error). The calls are actors the
 * app provides: uploadPhoto (one file: aiUploadImagesWithGuidance), analyzePhotos
 * (aiAnalyzeBikeUrls, the guided call for an analysis again, aiReAnalyzeUrls with the photos
 * added in Improve Photos; each with a progressId), analysisProgress (the ai-analysis-progress
 * machine polling aiAnalysisProgress), suggestImprovements (aiImprovementSuggestions) and
 * saveListing (create or update the bike, transfer the photos, upload the files never stored,
 * submit or publish when asked).
 *
 * States (the five phases of §2.4):
 *   starting    entry with files (the editor's 'Analyze with AI') → upload.uploading, which
 *               goes on to the analysis once they are stored; with stored photos → analyzing;
 *               else → upload.
 *   upload      idle: ADD_FILES checks the files (§5.1: 10 photos, 10 MB, images only; the
 *               refusals in `refusals`) and uploads the accepted ones → uploading; REMOVE drops
 *               a stored photo; RETRY_UPLOAD sends the files the service refused again; MANUAL
 *               (after such a refusal) → review with the empty manual-entry result, the files
 *               kept for the save; ANALYZE with stored photos → analyzing, else 'Please upload
 *               at least one photo to analyze'; SAMPLE (the development-only button) loads a
 *               given result and photos into review; BACK → back (the previous page).
 *               uploading: one file at a time (sending, then next), so the count and the bar
 *               follow what the server stored. A file the server refuses (415 not an image, 413
 *               too large) leaves the queue with §5.1's title and the server's text, and the
 *               next file goes; any other refusal (maintenance 503, a limit 429, no answer)
 *               stops with the server's words in `uploadFailure`, the files kept. ANALYZE says
 *               'No photos uploaded' / 'Please wait for photos to finish uploading.'; done:
 *               'Photos uploaded' (the files stored by this batch).
 *   analyzing   no Back. The analysis call and the progress child run together. The answer
 *               goes to review: the server already retried with its fallback model and, when
 *               that failed too, answered the empty manual-entry result (skippedAI) with
 *               §8.3's messages in `notices`. When the call itself failed (no answer, 5xx),
 *               the flow retries once with the alternative model ('{message} - trying
 *               alternative model...'); a second failure, or a refusal that a retry cannot
 *               change (4xx: a limit; 503: maintenance), goes to review with the empty result
 *               ('{message}. Proceeding to manual entry.').
 *   improve     shown once used (§2.4): loading asks aiImprovementSuggestions for the
 *               result's low-confidence fields (a failure keeps the result's own suggestions);
 *               ADD_FILES uploads more photos (improve.uploading, as upload's), REANALYZE
 *               analyses again with the added photos, BACK → review.
 *   review      EDIT changes a field of the draft (§3.6; that field's issue clears);
 *               SAVE { submit } checks §5.3 and → saving, else the issues; IMPROVE → improve
 *               (when the result suggests better photos); BACK → analyzing (§2.4, from the
 *               cache); EDIT_IN_EDITOR → editor with §2.4's state.
 *               saving: saveListing → complete; a failure goes back to editing with its
 *               message kept (§8.3 logs it; the screen decides) and nothing typed is lost.
 *   complete    final: finish with the flash message (the app goes to /profile).
 *   back, editor  final: the app goes to the previous page, or to the editor with `handover`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  AI_FLOW_MESSAGES,
  AI_LIMITS,
  AI_MESSAGES,
  aiFailureMessage,
  aiUploadFailureMessage,
  aiUploadFileRefusal,
  aiFlowBackTarget,
  aiFlowShownPhases,
  editReviewDraft,
  manualEntryResult,
  reviewCompletion,
  reviewDraftFrom,
  reviewIssues,
  type AiFlowPhase,
  type AiResultShape,
  type AiReviewDraft,
} from '@pedalswap/domain/ai';
import { ITEM_MESSAGES, checkPhotoSelection, type PhotoCandidate } from '@pedalswap/domain/items';
import type { FieldIssue } from '@pedalswap/domain/shared';
import { aiAnalysisProgressMachine } from '../ai-analysis-progress/ai-analysis-progress.machine.ts';

/** A stored photo (openapi AiUploadedImage). */
export interface AiFlowPhoto {
  fileId: string;
  url: string;
  fileName: string;
  qualityScore?: number;
}

/** A toast: title and text. */
export interface AiFlowNotice {
  title: string;
  message: string;
}

export interface AiFlowInput<TFile extends PhotoCandidate = PhotoCandidate> {
  itemType?: 'bike';
  /** The listing the flow was opened from (the editor's 'Analyze with AI'), else null. */
  itemId?: string | null;
  /** Files carried from the editor: uploaded, then analysed at once (§2.4). */
  files?: TFile[];
  /** Photos already stored for analysis. */
  photos?: AiFlowPhoto[];
  /** The member's profile location (§3.6: location comes from the profile). */
  location?: string | null;
  /** Staff publish directly (spec 2 §4.1): the save's message says so. */
  publishesDirectly?: boolean;
}

/** §2.4: the state the editor is opened with when the member leaves the flow. */
export interface AiFlowHandover<TFile extends PhotoCandidate = PhotoCandidate> {
  fromAI: true;
  itemId: string | null;
  images: AiFlowPhoto[];
  /** Photos the service refused to store (maintenance, a limit): the editor uploads them. */
  files: TFile[];
  aiData: Record<string, string>;
  analysisResults: AiResultShape | null;
  readyToSubmit: false;
}

export interface AiFlowContext<TFile extends PhotoCandidate = PhotoCandidate> {
  itemType: 'bike';
  itemId: string | null;
  location: string | null;
  publishesDirectly: boolean;
  photos: AiFlowPhoto[];
  /** Files being uploaded, or that the service refused to store (kept for RETRY_UPLOAD). */
  pending: TFile[];
  /** 0-100: the share of this batch's files the server answered for. */
  uploadProgress: number;
  /** Files in this batch, and how many of them were stored. */
  uploadTotal: number;
  uploadStored: number;
  /** The service's refusal of the upload, in its words (or §8.3's 'Failed to upload images…'). */
  uploadFailure: string | null;
  /** Go on to the analysis once the upload is done (entry from the editor). */
  analyzeAfterUpload: boolean;
  /** The files ADD_FILES refused, with §5.1's titles and messages. */
  refusals: AiFlowNotice[];
  /** The last toast the flow raised (upload failed, still uploading, uploaded, no photo). */
  notice: AiFlowNotice | null;
  progressId: string | null;
  /** 0, or 1 for the retry with the alternative model. */
  attempt: number;
  /** §8.3's messages of the analysis, in order. */
  analysisNotices: string[];
  result: AiResultShape | null;
  /** The photos the result was read from (an analysis again sends the others as additional). */
  analyzedUrls: string[];
  /** aiImprovementSuggestions' answer in Improve Photos, else null (the result's own). */
  suggestions: readonly unknown[] | null;
  draft: AiReviewDraft;
  issues: FieldIssue[];
  improvementAttempts: number;
  /** The save under way submits for review (else: Save as Draft). */
  submit: boolean;
  saveError: string | null;
}

export type AiFlowEvent<TFile extends PhotoCandidate = PhotoCandidate> =
  | { type: 'ADD_FILES'; files: TFile[] }
  | { type: 'REMOVE'; fileId: string }
  | { type: 'RETRY_UPLOAD' }
  | { type: 'MANUAL' }
  | { type: 'ANALYZE' }
  | { type: 'SAMPLE'; result: AiResultShape; photos: AiFlowPhoto[] }
  | { type: 'IMPROVE' }
  | { type: 'REANALYZE' }
  | { type: 'EDIT'; field: string; value: string }
  | { type: 'SAVE'; submit: boolean }
  | { type: 'EDIT_IN_EDITOR' }
  | { type: 'BACK' };

/** What uploadPhoto is given: one file; it answers the stored photo(s) or throws the refusal. */
export interface AiUploadInput<TFile extends PhotoCandidate = PhotoCandidate> {
  file: TFile;
  /** 0 on the upload phase, 1+ in Improve Photos (the guided upload's context). */
  improvementAttempt: number;
}

/**
 * What analyzePhotos is given. attempt 1 asks for the alternative model; with a previous
 * analysis it is an analysis again: aiReAnalyzeUrls when photos were added since
 * (`additionalImageUrls`), else the guided call.
 */
export interface AiAnalyzeInput {
  imageUrls: string[];
  progressId: string;
  attempt: number;
  previousAnalysisId: string | null;
  improvementAttempt: number;
  additionalImageUrls: string[];
}

/** What suggestImprovements is given (aiImprovementSuggestions). */
export interface AiSuggestInput {
  analysisId: string;
  lowConfidenceFields: string[];
}

/** What saveListing is given: the draft's values, the photos to transfer, submit or not. */
export interface AiSaveInput<TFile extends PhotoCandidate = PhotoCandidate> {
  itemType: 'bike';
  itemId: string | null;
  values: Record<string, string>;
  photos: AiFlowPhoto[];
  /** Files the service refused to store for the analysis: uploaded to the listing itself. */
  files: TFile[];
  result: AiResultShape | null;
  submit: boolean;
}

/** What saveListing answers: the listing, and whether the server published it directly. */
export interface AiSaveOutput {
  itemId: string;
  publishedDirectly?: boolean;
}

const valuesOf = (draft: AiReviewDraft) =>
  Object.fromEntries(Object.entries(draft).map(([k, f]) => [k, f.value]));

/** A refusal a second try cannot change: the server answered 4xx (a limit, bad photos) or 503
 * (maintenance). Anything else (no answer, 5xx, 529 overloaded) is worth the alternative model. */
function retryable(error: unknown): boolean {
  const status =
    error && typeof error === 'object' && 'status' in error ? Number(error.status) : NaN;
  return !((status >= 400 && status < 500 && status !== 408) || status === 503);
}

/** The bar after one more file of the batch was answered for. */
const batchProgress = (context: AiFlowContext) =>
  Math.round(
    ((context.uploadTotal - context.pending.length + 1) / Math.max(1, context.uploadTotal)) * 100,
  );

/** §2.4: what the editor is handed when the member leaves the flow for it. */
export function aiFlowHandover(context: AiFlowContext): AiFlowHandover {
  return {
    fromAI: true,
    itemId: context.itemId,
    images: context.photos,
    files: context.pending,
    aiData: valuesOf(context.draft),
    analysisResults: context.result,
    readyToSubmit: false,
  };
}

/** The analysis answers of a result with confidence under §5.3's 0.6: what Improve Photos asks about. */
const lowConfidenceFields = (result: AiResultShape | null) =>
  Object.entries(result?.fields ?? {})
    .filter(([, f]) => f.confidence < AI_LIMITS.lowConfidence)
    .map(([name]) => name)
    .slice(0, 20);

type Ctx = AiFlowContext;

/**
 * The upload of a batch, one file at a time (upload's and improve's), ending at `done`, or at
 * the analysis for upload's files carried from the editor.
 */
function uploadingStates(done: string, analyzeAfter: boolean) {
  return {
    initial: 'sending' as const,
    entry: 'startBatch' as const,
    states: {
      sending: {
        invoke: {
          id: 'uploadPhoto',
          src: 'uploadPhoto' as const,
          input: ({ context }: { context: Ctx }) => ({
            file: context.pending[0]!,
            improvementAttempt: context.improvementAttempts,
          }),
          onDone: {
            target: 'next',
            actions: {
              type: 'stored' as const,
              params: ({ event }: { event: { output: AiFlowPhoto[] } }) => ({
                photos: event.output,
              }),
            },
          },
          onError: [
            {
              guard: {
                type: 'fileRefused' as const,
                params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
              },
              target: 'next',
              actions: {
                type: 'dropRefused' as const,
                params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
              },
            },
            {
              target: done,
              actions: {
                type: 'uploadFailed' as const,
                params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
              },
            },
          ],
        },
      },
      next: {
        always: [
          { guard: 'hasFiles' as const, target: 'sending' },
          ...(analyzeAfter
            ? [
                {
                  guard: 'analyzeAfterUpload' as const,
                  target: '#aiFlow.analyzing',
                  actions: 'uploadDone' as const,
                },
              ]
            : []),
          { target: done, actions: 'uploadDone' as const },
        ],
      },
    },
  };
}

export const aiFlowMachine = setup({
  types: {
    context: {} as AiFlowContext,
    events: {} as AiFlowEvent,
    input: {} as AiFlowInput,
  },
  actors: {
    uploadPhoto: fromPromise<AiFlowPhoto[], AiUploadInput>(async () => {
      throw new Error('ai-flow: provide the "uploadPhoto" actor');
    }),
    analyzePhotos: fromPromise<AiResultShape, AiAnalyzeInput>(async () => {
      throw new Error('ai-flow: provide the "analyzePhotos" actor');
    }),
    suggestImprovements: fromPromise<readonly unknown[], AiSuggestInput>(async () => {
      throw new Error('ai-flow: provide the "suggestImprovements" actor');
    }),
    analysisProgress: aiAnalysisProgressMachine,
    saveListing: fromPromise<AiSaveOutput, AiSaveInput>(async () => {
      throw new Error('ai-flow: provide the "saveListing" actor');
    }),
  },
  actions: {
    // Effects: the app provides these.
    goBack: () => {},
    leaveToEditor: (_, _params: AiFlowHandover) => {},
    finish: (_, _params: { itemId: string; message: string }) => {},
    /** A new id for the analysis' progress (a UUID; tests give a fixed one). */
    newProgressId: assign({ progressId: () => crypto.randomUUID() }),

    addFiles: assign(({ context }, params: { files: PhotoCandidate[] }) => {
      const { accepted, errors } = checkPhotoSelection(
        params.files,
        context.photos.length + context.pending.length,
      );
      return { pending: [...context.pending, ...accepted], refusals: errors, notice: null };
    }),
    startBatch: assign(({ context }) => ({
      uploadProgress: 0,
      uploadTotal: context.pending.length,
      uploadStored: 0,
      uploadFailure: null,
      notice: null,
    })),
    stored: assign(({ context }, params: { photos: AiFlowPhoto[] }) => ({
      photos: [...context.photos, ...params.photos],
      pending: context.pending.slice(1),
      uploadStored: context.uploadStored + 1,
      uploadProgress: batchProgress(context),
    })),
    // The file leaves the queue with its refusal (§5.1's title, the server's text).
    dropRefused: assign(({ context }, params: { error: unknown }) => ({
      pending: context.pending.slice(1),
      refusals: [...context.refusals, aiUploadFileRefusal(params.error)!],
      uploadProgress: batchProgress(context),
    })),
    uploadDone: assign(({ context }) => ({
      uploadProgress: 100,
      analyzeAfterUpload: false,
      notice: context.uploadStored
        ? {
            title: AI_FLOW_MESSAGES.photosUploadedTitle,
            message: AI_FLOW_MESSAGES.photosUploaded(context.uploadStored),
          }
        : null,
    })),
    uploadFailed: assign((_, params: { error: unknown }) => ({
      uploadProgress: 0,
      analyzeAfterUpload: false,
      uploadFailure: aiUploadFailureMessage(params.error),
    })),
    startAnalysis: assign({ attempt: 0, analysisNotices: [] }),
    retryAnalysis: assign(({ context }, params: { error: unknown }) => ({
      attempt: context.attempt + 1,
      analysisNotices: [
        ...context.analysisNotices,
        AI_MESSAGES.tryingAlternative(aiFailureMessage(params.error)),
      ],
    })),
    reviewAnswer: assign(({ context }, params: { result: AiResultShape }) => ({
      result: params.result,
      analyzedUrls: context.photos.map((p) => p.url),
      suggestions: null,
      analysisNotices: [...context.analysisNotices, ...(params.result.notices ?? [])],
      draft: reviewDraftFrom(params.result, { location: context.location }),
      issues: [],
    })),
    manualEntry: assign(({ context }, params: { message: string }) => {
      const notices = [...context.analysisNotices, AI_MESSAGES.proceedingToManual(params.message)];
      const result = manualEntryResult(notices);
      return {
        result,
        analysisNotices: notices,
        draft: reviewDraftFrom(result, { location: context.location }),
        issues: [],
      };
    }),
  },
  guards: {
    hasFiles: ({ context }) => context.pending.length > 0,
    acceptsSome: ({ context }, params: { files: PhotoCandidate[] }) =>
      checkPhotoSelection(params.files, context.photos.length + context.pending.length).accepted
        .length > 0,
    hasPhotos: ({ context }) => context.photos.length > 0,
    analyzeAfterUpload: ({ context }) => context.analyzeAfterUpload && context.photos.length > 0,
    uploadRefused: ({ context }) => context.uploadFailure !== null,
    fileRefused: (_, params: { error: unknown }) => aiUploadFileRefusal(params.error) !== null,
    firstAttemptRetryable: ({ context }, params: { error: unknown }) =>
      context.attempt === 0 && retryable(params.error),
    hasSuggestions: ({ context }) => (context.result?.suggestedImprovements.length ?? 0) > 0,
    reviewPasses: ({ context }) => reviewIssues(context.draft).length === 0,
  },
}).createMachine({
  id: 'aiFlow',
  context: ({ input }) => ({
    itemType: input.itemType ?? 'bike',
    itemId: input.itemId ?? null,
    location: input.location ?? null,
    publishesDirectly: input.publishesDirectly ?? false,
    photos: input.photos ?? [],
    pending: input.files ?? [],
    uploadProgress: 0,
    uploadTotal: 0,
    uploadStored: 0,
    uploadFailure: null,
    analyzeAfterUpload: (input.files?.length ?? 0) > 0,
    refusals: [],
    notice: null,
    progressId: null,
    attempt: 0,
    analysisNotices: [],
    result: null,
    analyzedUrls: [],
    suggestions: null,
    draft: {},
    issues: [],
    improvementAttempts: 0,
    submit: false,
    saveError: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasFiles', target: 'upload.uploading' },
        { guard: 'hasPhotos', target: 'analyzing' },
        { target: 'upload' },
      ],
    },
    upload: {
      initial: 'idle',
      on: { BACK: 'back' },
      states: {
        idle: {
          on: {
            ADD_FILES: [
              {
                guard: { type: 'acceptsSome', params: ({ event }) => ({ files: event.files }) },
                target: 'uploading',
                actions: { type: 'addFiles', params: ({ event }) => ({ files: event.files }) },
              },
              { actions: { type: 'addFiles', params: ({ event }) => ({ files: event.files }) } },
            ],
            REMOVE: {
              actions: assign({
                photos: ({ context, event }) =>
                  context.photos.filter((p) => p.fileId !== event.fileId),
              }),
            },
            RETRY_UPLOAD: { guard: 'hasFiles', target: 'uploading' },
            MANUAL: {
              guard: 'uploadRefused',
              target: '#aiFlow.review',
              actions: {
                type: 'manualEntry',
                params: ({ context }) => ({
                  message: context.uploadFailure!.replace(/\.+$/, ''),
                }),
              },
            },
            ANALYZE: [
              { guard: 'hasPhotos', target: '#aiFlow.analyzing' },
              {
                actions: assign({
                  notice: {
                    title: AI_FLOW_MESSAGES.noPhotosUploadedTitle,
                    message: ITEM_MESSAGES.analyzeNeedsPhoto,
                  },
                }),
              },
            ],
            SAMPLE: {
              target: '#aiFlow.review',
              actions: [
                assign({ photos: ({ event }) => event.photos }),
                { type: 'reviewAnswer', params: ({ event }) => ({ result: event.result }) },
              ],
            },
          },
        },
        uploading: {
          ...uploadingStates('#aiFlow.upload.idle', true),
          on: {
            ANALYZE: {
              actions: assign({
                notice: {
                  title: AI_FLOW_MESSAGES.noPhotosUploadedTitle,
                  message: ITEM_MESSAGES.photosNotFinished,
                },
              }),
            },
          },
        },
      },
    },
    analyzing: {
      entry: ['newProgressId', 'startAnalysis'],
      initial: 'calling',
      states: {
        calling: {
          invoke: [
            {
              id: 'analyzePhotos',
              src: 'analyzePhotos',
              input: ({ context }) => {
                const previous =
                  context.result && !context.result.skippedAI ? context.result.analysisId : null;
                const urls = context.photos.map((p) => p.url);
                return {
                  imageUrls: urls,
                  progressId: context.progressId!,
                  attempt: context.attempt,
                  previousAnalysisId: previous,
                  improvementAttempt: context.improvementAttempts,
                  additionalImageUrls: previous
                    ? urls.filter((u) => !context.analyzedUrls.includes(u))
                    : [],
                };
              },
              onDone: {
                target: '#aiFlow.review',
                actions: {
                  type: 'reviewAnswer',
                  params: ({ event }) => ({ result: event.output }),
                },
              },
              onError: [
                {
                  guard: {
                    type: 'firstAttemptRetryable',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  target: 'calling',
                  reenter: true,
                  actions: [
                    { type: 'retryAnalysis', params: ({ event }) => ({ error: event.error }) },
                    'newProgressId',
                  ],
                },
                {
                  target: '#aiFlow.review',
                  actions: {
                    type: 'manualEntry',
                    params: ({ event }) => ({ message: aiFailureMessage(event.error) }),
                  },
                },
              ],
            },
            {
              id: 'progress',
              src: 'analysisProgress',
              input: ({ context }) => ({ progressId: context.progressId }),
            },
          ],
        },
      },
    },
    improve: {
      initial: 'loading',
      on: { BACK: 'review' },
      states: {
        loading: {
          invoke: {
            id: 'suggestImprovements',
            src: 'suggestImprovements',
            input: ({ context }) => ({
              analysisId: context.result!.analysisId,
              lowConfidenceFields: lowConfidenceFields(context.result),
            }),
            onDone: {
              target: 'idle',
              actions: assign({ suggestions: ({ event }) => event.output }),
            },
            // The result's own suggestions stay.
            onError: 'idle',
          },
        },
        idle: {
          on: {
            ADD_FILES: [
              {
                guard: { type: 'acceptsSome', params: ({ event }) => ({ files: event.files }) },
                target: 'uploading',
                actions: { type: 'addFiles', params: ({ event }) => ({ files: event.files }) },
              },
              { actions: { type: 'addFiles', params: ({ event }) => ({ files: event.files }) } },
            ],
            RETRY_UPLOAD: { guard: 'hasFiles', target: 'uploading' },
            REANALYZE: '#aiFlow.analyzing',
          },
        },
        uploading: uploadingStates('#aiFlow.improve.idle', false),
      },
    },
    review: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: {
              actions: assign(({ context, event }) => ({
                draft: editReviewDraft(context.draft, event.field, event.value),
                issues: context.issues.filter((i) => i.path !== event.field),
              })),
            },
            SAVE: [
              {
                guard: 'reviewPasses',
                target: 'saving',
                actions: assign({ submit: ({ event }) => event.submit }),
              },
              { actions: assign({ issues: ({ context }) => reviewIssues(context.draft) }) },
            ],
            IMPROVE: {
              guard: 'hasSuggestions',
              target: '#aiFlow.improve',
              actions: assign({
                improvementAttempts: ({ context }) => context.improvementAttempts + 1,
              }),
            },
            BACK: '#aiFlow.analyzing',
            EDIT_IN_EDITOR: {
              target: '#aiFlow.editor',
              actions: {
                type: 'leaveToEditor',
                params: ({ context }) => aiFlowHandover(context),
              },
            },
          },
        },
        saving: {
          entry: assign({ saveError: null }),
          invoke: {
            id: 'saveListing',
            src: 'saveListing',
            input: ({ context }) => ({
              itemType: context.itemType,
              itemId: context.itemId,
              values: valuesOf(context.draft),
              photos: context.photos,
              files: context.pending,
              result: context.result,
              submit: context.submit,
            }),
            onDone: {
              target: '#aiFlow.complete',
              actions: [
                assign({ itemId: ({ event }) => event.output.itemId }),
                {
                  type: 'finish',
                  params: ({ context, event }) => ({
                    itemId: event.output.itemId,
                    message: !context.submit
                      ? AI_FLOW_MESSAGES.savedAsDraft
                      : (event.output.publishedDirectly ?? context.publishesDirectly)
                        ? ITEM_MESSAGES.published('bike')
                        : ITEM_MESSAGES.submitted('bike'),
                  }),
                },
              ],
            },
            onError: {
              target: 'editing',
              actions: assign({
                saveError: ({ event }) =>
                  event.error instanceof Error
                    ? event.error.message
                    : AI_FLOW_MESSAGES.invalidSaveResponse,
              }),
            },
          },
        },
      },
    },
    complete: { type: 'final' },
    back: { type: 'final', entry: 'goBack' },
    editor: { type: 'final' },
  },
});

export type AiFlowMachine = typeof aiFlowMachine;
export type AiFlowSnapshot = SnapshotFrom<AiFlowMachine>;

/** What the flow's page shows (spec 2 §2.4; spec 3 §4's upload status). */
export interface AiFlowView {
  phase: AiFlowPhase;
  /** The stepper's phases: Improve Photos only once used. */
  phases: AiFlowPhase[];
  /** Back is shown (everywhere but the analysis and the end). */
  canGoBack: boolean;
  uploadStatus: 'idle' | 'uploading' | 'uploaded' | 'error';
  uploadProgress: number;
  /** The photos ready for analysis. */
  photoCount: number;
  saving: boolean;
  /** The review's completion percent (required fields filled). */
  completion: number;
  /** review with no result: 'No analysis results available' with Back to Analysis. */
  noResults: boolean;
  /** The result came from manual entry (the analysis was skipped). */
  manualEntry: boolean;
  /** The service refused the upload: its words, with Try again and manual entry. */
  uploadFailure: string | null;
  /** Improve Photos is waiting for aiImprovementSuggestions. */
  loadingSuggestions: boolean;
  /** The suggestions Improve Photos shows: the server's answer, else the result's own. */
  suggestions: readonly unknown[];
}

const PHASE_OF: Record<string, AiFlowPhase> = {
  starting: 'upload',
  upload: 'upload',
  back: 'upload',
  analyzing: 'analyzing',
  improve: 'improve',
  review: 'review',
  editor: 'review',
  complete: 'complete',
};

export function aiFlowView(snapshot: AiFlowSnapshot): AiFlowView {
  const c = snapshot.context;
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;
  const phase = PHASE_OF[top] ?? 'upload';
  const uploading =
    snapshot.matches({ upload: 'uploading' }) || snapshot.matches({ improve: 'uploading' });
  const failed = c.uploadFailure !== null;
  return {
    phase,
    phases: aiFlowShownPhases(c.improvementAttempts),
    canGoBack: snapshot.status === 'active' && aiFlowBackTarget(phase) !== null,
    uploadStatus: uploading
      ? 'uploading'
      : failed
        ? 'error'
        : c.photos.length
          ? 'uploaded'
          : 'idle',
    uploadProgress: c.uploadProgress,
    photoCount: c.photos.length,
    saving: snapshot.matches({ review: 'saving' }),
    completion: reviewCompletion(c.draft),
    noResults: phase === 'review' && c.result === null,
    manualEntry: !!c.result?.skippedAI,
    uploadFailure: c.uploadFailure,
    loadingSuggestions: snapshot.matches({ improve: 'loading' }),
    suggestions: c.suggestions ?? c.result?.suggestedImprovements ?? [],
  };
}
