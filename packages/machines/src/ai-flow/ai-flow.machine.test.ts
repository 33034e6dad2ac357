// AI flow machine: graph coverage (every state reached, every transition of the definition
// taken by a live actor, with calls that never settle and a progress child that only listens)
// and the flow of spec 2 §2.4, §4.4, §8.3 with fake calls: upload one file at a time, a file the
// server refuses dropped, the service's refusal in its words with manual entry, analysis, the
// retry with the alternative model then manual entry with §8.3's messages, the server's own
// manual-entry answer, review with edits and §5.3, save and submit, back rules, the editor.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assign,
  createActor,
  createMachine,
  fromPromise,
  waitFor,
  type EventFromLogic,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { AiResultShape } from '@pedalswap/domain/ai';
import {
  aiFlowMachine,
  aiFlowView,
  type AiAnalyzeInput,
  type AiFlowHandover,
  type AiFlowPhoto,
  type AiSaveInput,
  type AiSaveOutput,
  type AiSuggestInput,
  type AiUploadInput,
} from './ai-flow.machine.ts';
import { aiAnalysisProgressMachine } from '../ai-analysis-progress/ai-analysis-progress.machine.ts';
import {
  definedEdges,
  edgeKey,
  graphEvents,
  replayEveryEdge,
  stateValueOf,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';

type GraphEvent = EventFromLogic<typeof aiFlowMachine>;
type Snapshot = SnapshotFrom<typeof aiFlowMachine>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });
const photo = (n: number): AiFlowPhoto => ({
  fileId: `f${n}`,
  url: `/uploads/ai/f${n}.jpg`,
  fileName: `p${n}.jpg`,
});
const finding = (value: unknown, confidence = 0.8) => ({
  value,
  confidence,
  requiresImprovement: confidence < 0.6,
  source: 'ai_primary' as const,
});
const RESULT: AiResultShape = {
  analysisId: 'a1',
  confidence: 0.8,
  fields: {
    brand: finding('Trek'),
    model: finding('Marlin 7'),
    condition: finding('Good', 0.7),
    frameSize: finding('L', 0.5),
  },
  suggestedImprovements: [{ field: 'frameSize', priority: 'high' }],
  generatedTitle: 'Trek Marlin 7',
  generatedDescription: 'A trail-ready hardtail in good condition.',
};
const MANUAL: AiResultShape = {
  analysisId: 'a2',
  confidence: 0,
  fields: {},
  suggestedImprovements: [],
  partialData: true,
  skippedAI: true,
  notices: [
    'AI analysis failed: overloaded - trying alternative model...',
    'AI analysis failed: overloaded. Proceeding to manual entry.',
  ],
};
const SUGGESTION = {
  field: 'model',
  priority: 'high',
  photoType: 'decals',
  specificGuidance: 'A close-up of the top tube decal',
};
const serverError = (status: number, message = 'Server error') =>
  Object.assign(new Error(message), { status });

// ---------------------------------------------------------------------------------------------
// Graph coverage
// ---------------------------------------------------------------------------------------------

const payloadEvents = [
  { type: 'ADD_FILES', files: [file('a.jpg')] },
  { type: 'ADD_FILES', files: [file('a.jpg'), file('b.jpg')] },
  { type: 'ADD_FILES', files: [file('notes.txt', 'text/plain')] },
  { type: 'REMOVE', fileId: 'f1' },
  { type: 'SAMPLE', result: RESULT, photos: [photo(1)] },
  { type: 'EDIT', field: 'name', value: '' },
  { type: 'EDIT', field: 'name', value: 'Trek Marlin 7' },
  { type: 'SAVE', submit: true },
  { type: 'xstate.done.actor.uploadPhoto', output: [photo(1)] },
  { type: 'xstate.error.actor.uploadPhoto', error: serverError(415, 'x.jpg is not an image') },
  { type: 'xstate.error.actor.uploadPhoto', error: serverError(503, 'Down for maintenance.') },
  { type: 'xstate.done.actor.suggestImprovements', output: [{ field: 'model' }] },
  { type: 'xstate.error.actor.suggestImprovements', error: serverError(404) },
  { type: 'xstate.done.actor.analyzePhotos', output: RESULT },
  { type: 'xstate.done.actor.analyzePhotos', output: MANUAL },
  { type: 'xstate.error.actor.analyzePhotos', error: serverError(503, 'Down for maintenance.') },
  { type: 'xstate.error.actor.analyzePhotos', error: serverError(502) },
  { type: 'xstate.done.actor.saveListing', output: { itemId: 'i1' } },
  { type: 'xstate.error.actor.saveListing', error: new Error('offline') },
] as unknown as GraphEvent[];

/** Calls that never settle and a progress child that only listens: only the events move it. */
const never = <T>() => fromPromise<T, unknown>(() => new Promise<T>(() => {}));
const inert = aiFlowMachine.provide({
  actors: {
    uploadPhoto: never<AiFlowPhoto[]>(),
    analyzePhotos: never<AiResultShape>(),
    suggestImprovements: never<unknown[]>(),
    saveListing: never<{ itemId: string }>(),
    analysisProgress: createMachine({}),
  } as never,
  actions: { newProgressId: assign({ progressId: 'p-1' }) },
});

describe('ai-flow machine graph', () => {
  const record: CoverageRecord = { transitions: new Set() };
  const graphs: ReplayedGraph<typeof aiFlowMachine>[] = [];

  beforeAll(() => {
    const events = graphEvents(aiFlowMachine, payloadEvents);
    const inputs = [
      { location: 'Portland, OR' },
      { files: [file('entry.jpg')], location: 'Portland, OR' },
      { photos: [photo(9)], location: 'Portland, OR' },
    ];
    for (const input of inputs) {
      graphs.push(
        replayEveryEdge(
          inert,
          {
            events,
            filterEvents: (s: Snapshot, e: GraphEvent) => s.status === 'active' && s.can(e),
            stopWhen: (s: Snapshot) =>
              // More photos only in improve (its own upload); one of each elsewhere.
              // Two files at once only while they upload (next → sending); one elsewhere.
              (s.context.photos.length + s.context.pending.length > 1 &&
                !s.matches('improve') &&
                !s.matches({ upload: 'uploading' })) ||
              s.context.pending.length > 2 ||
              (s.context.pending.length > 1 && !s.context.uploadTotal) ||
              s.context.suggestions !== null ||
              s.context.photos.length > 2 ||
              s.context.improvementAttempts > 1 ||
              s.context.analysisNotices.length > 1 ||
              s.context.issues.length > 0 ||
              s.context.saveError !== null ||
              s.context.refusals.length > 0 ||
              (s.context.uploadFailure !== null && s.context.photos.length > 0),
            input,
          },
          { liveMachine: inert, record },
        ),
      );
    }
  }, 60_000);

  it('replays every edge of the bounded graphs', () => {
    expect(graphs.reduce((n, g) => n + g.replays, 0)).toBeGreaterThan(100);
  });

  it('reaches every state node: by a shortest path, or leaving it at once (starting, next)', () => {
    const nodes = getStateNodes(aiFlowMachine.root);
    expect(nodes.map((n) => n.id).sort()).toEqual([
      'aiFlow.analyzing',
      'aiFlow.analyzing.calling',
      'aiFlow.back',
      'aiFlow.complete',
      'aiFlow.editor',
      'aiFlow.improve',
      'aiFlow.improve.idle',
      'aiFlow.improve.loading',
      'aiFlow.improve.uploading',
      'aiFlow.improve.uploading.next',
      'aiFlow.improve.uploading.sending',
      'aiFlow.review',
      'aiFlow.review.editing',
      'aiFlow.review.saving',
      'aiFlow.starting',
      'aiFlow.upload',
      'aiFlow.upload.idle',
      'aiFlow.upload.uploading',
      'aiFlow.upload.uploading.next',
      'aiFlow.upload.uploading.sending',
    ]);
    for (const node of nodes) {
      const value = stateValueOf(node);
      const found = graphs.some((g) => g.shortest.some((p) => p.state.matches(value as never)));
      const left = (node.always ?? []).some((t) => record.transitions.has(edgeKey(t)));
      expect(found || left, `nothing reaches ${node.id}`).toBe(true);
    }
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(aiFlowMachine);
    expect([...defined].filter((e) => !record.transitions.has(e))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The flow, with fake calls
// ---------------------------------------------------------------------------------------------

interface Calls {
  uploads: string[];
  analyses: AiAnalyzeInput[];
  suggested: AiSuggestInput[];
  saves: AiSaveInput[];
  finished: { itemId: string; message: string }[];
  editor: AiFlowHandover[];
  back: number;
}

function start(
  answers: {
    analyze?: (input: AiAnalyzeInput) => Promise<AiResultShape>;
    save?: () => Promise<AiSaveOutput>;
    upload?: (input: AiUploadInput) => Promise<AiFlowPhoto[]>;
    suggest?: () => Promise<unknown[]>;
  },
  input: Parameters<typeof createActor<typeof aiFlowMachine>>[1] extends infer O
    ? O extends { input?: infer I }
      ? I
      : never
    : never = { location: 'Portland, OR' },
) {
  const calls: Calls = {
    uploads: [],
    analyses: [],
    suggested: [],
    saves: [],
    finished: [],
    editor: [],
    back: 0,
  };
  let n = 0;
  let ids = 0;
  const actor = createActor(
    aiFlowMachine.provide({
      actors: {
        uploadPhoto: fromPromise<AiFlowPhoto[], AiUploadInput>(async ({ input }) => {
          calls.uploads.push(input.file.name);
          if (answers.upload) return answers.upload(input);
          return [photo(++n)];
        }),
        analyzePhotos: fromPromise<AiResultShape, AiAnalyzeInput>(async ({ input }) => {
          calls.analyses.push(input);
          return (answers.analyze ?? (async () => RESULT))(input);
        }),
        suggestImprovements: fromPromise<unknown[], AiSuggestInput>(async ({ input }) => {
          calls.suggested.push(input);
          return (answers.suggest ?? (async () => [SUGGESTION]))();
        }),
        saveListing: fromPromise<AiSaveOutput, AiSaveInput>(async ({ input }) => {
          calls.saves.push(input);
          return (answers.save ?? (async () => ({ itemId: 'i1' })))();
        }),
        // The progress child with a server that is not there: its clock alone.
        analysisProgress: aiFlowMachine.implementations.actors.analysisProgress,
      } as never,
      actions: {
        newProgressId: assign({ progressId: () => `p-${++ids}` }),
        finish: (_, params) => void calls.finished.push(params),
        leaveToEditor: (_, params) => void calls.editor.push(params),
        goBack: () => void calls.back++,
      },
    }),
    { input },
  ).start();
  return { actor, calls, view: () => aiFlowView(actor.getSnapshot()) };
}

const MAINTENANCE =
  'AI analysis is under maintenance. Please enter the details yourself or try again later.';

describe('ai-flow behaviour', () => {
  it('uploads one file at a time with progress, analyses, reviews with an edit and submits', async () => {
    const progress: number[] = [];
    let n = 0;
    const { actor, calls, view } = start({
      upload: async () => {
        progress.push(actor.getSnapshot().context.uploadProgress);
        return [photo(++n)];
      },
    });
    expect(view()).toMatchObject({ phase: 'upload', canGoBack: true, uploadStatus: 'idle' });
    actor.send({ type: 'ANALYZE' });
    expect(actor.getSnapshot().context.notice?.message).toBe(
      'Please upload at least one photo to analyze',
    );
    actor.send({ type: 'ADD_FILES', files: [file('1.jpg'), file('2.jpg'), file('3.jpg')] });
    expect(view().uploadStatus).toBe('uploading');
    actor.send({ type: 'ANALYZE' });
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'No photos uploaded',
      message: 'Please wait for photos to finish uploading.',
    });
    await waitFor(actor, (s) => s.matches({ upload: 'idle' }));
    expect(progress).toEqual([0, 33, 67]);
    expect(calls.uploads).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Photos uploaded',
      message: '3 photo(s) ready for analysis',
    });
    expect(view()).toMatchObject({ uploadStatus: 'uploaded', photoCount: 3, uploadProgress: 100 });
    actor.send({ type: 'ANALYZE' });
    expect(view()).toMatchObject({ phase: 'analyzing', canGoBack: false });
    const child = actor.getSnapshot().children.progress as
      { getSnapshot(): SnapshotFrom<typeof aiAnalysisProgressMachine> } | undefined;
    expect(child?.getSnapshot().context.progressId).toBe('p-1');
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls.analyses).toEqual([
      {
        imageUrls: ['/uploads/ai/f1.jpg', '/uploads/ai/f2.jpg', '/uploads/ai/f3.jpg'],
        progressId: 'p-1',
        attempt: 0,
        previousAnalysisId: null,
        improvementAttempt: 0,
        additionalImageUrls: [],
      },
    ]);
    expect(view()).toMatchObject({ phase: 'review', canGoBack: true, completion: 100 });
    actor.send({ type: 'EDIT', field: 'name', value: 'x' });
    actor.send({ type: 'SAVE', submit: true });
    expect(actor.getSnapshot().context.issues).toEqual([
      { path: 'name', msg: 'Bike name must be between 2 and 255 characters' },
    ]);
    actor.send({ type: 'EDIT', field: 'name', value: 'Trek Marlin 7 hardtail' });
    expect(actor.getSnapshot().context.issues).toEqual([]);
    actor.send({ type: 'SAVE', submit: true });
    expect(view().saving).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.saves[0]).toMatchObject({
      itemId: null,
      submit: true,
      files: [],
      values: { name: 'Trek Marlin 7 hardtail', brand: 'Trek', location: 'Portland, OR' },
    });
    expect(calls.saves[0]!.photos).toHaveLength(3);
    expect(calls.finished).toEqual([
      {
        itemId: 'i1',
        message:
          'Your bike has been submitted for review! An admin will review it before it appears in the public catalog.',
      },
    ]);
    expect(view().phase).toBe('complete');
  });

  it('staff publish directly: the message says so (spec 2 §4.1, issue 24 item 3)', async () => {
    const { actor, calls } = start(
      { save: async () => ({ itemId: 'i3', publishedDirectly: true }) },
      { photos: [photo(1)], location: 'Portland, OR', publishesDirectly: true },
    );
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'SAVE', submit: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.finished[0]!.message).toBe('Your bike has been published to the public catalog!');
  });

  it('refuses files by the §5.1 rules and keeps the accepted ones', () => {
    const { actor } = start({ upload: () => new Promise(() => {}) });
    actor.send({
      type: 'ADD_FILES',
      files: [file('notes.txt', 'text/plain'), file('big.jpg', 'image/jpeg', 11 * 1024 * 1024)],
    });
    expect(actor.getSnapshot().context.refusals).toEqual([
      { title: 'Invalid file type', message: 'notes.txt is not an image' },
      { title: 'File too large', message: 'big.jpg is too large (max 10MB)' },
    ]);
    expect(actor.getSnapshot().matches({ upload: 'idle' })).toBe(true);
    actor.send({
      type: 'ADD_FILES',
      files: Array.from({ length: 11 }, (_, i) => file(`${i}.jpg`)),
    });
    expect(actor.getSnapshot().context.pending).toHaveLength(10);
    expect(actor.getSnapshot().context.refusals).toEqual([
      { title: 'Too many photos', message: 'You can upload a maximum of 10 photos.' },
    ]);
  });

  it('drops a file the server refuses with its message, uploads the next, and later photos too (issue 24 item 2)', async () => {
    let n = 0;
    const { actor, calls, view } = start({
      upload: async ({ file: f }) => {
        if (f.name === 'x.jpg') throw serverError(415, 'x.jpg is not an image');
        return [photo(++n)];
      },
    });
    actor.send({ type: 'ADD_FILES', files: [file('x.jpg'), file('bike.jpg')] });
    await waitFor(actor, (s) => s.matches({ upload: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({
      refusals: [{ title: 'Invalid file type', message: 'x.jpg is not an image' }],
      pending: [],
      notice: { title: 'Photos uploaded', message: '1 photo(s) ready for analysis' },
    });
    expect(view()).toMatchObject({ uploadStatus: 'uploaded', photoCount: 1 });
    // Alone, the refused file leaves nothing behind: no retry of it, no toast, the count true.
    actor.send({ type: 'ADD_FILES', files: [file('x.jpg')] });
    await waitFor(actor, (s) => s.matches({ upload: 'idle' }));
    expect(actor.getSnapshot().context.pending).toEqual([]);
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'RETRY_UPLOAD' });
    expect(actor.getSnapshot().matches({ upload: 'idle' })).toBe(true);
    actor.send({ type: 'ADD_FILES', files: [file('decal.jpg')] });
    await waitFor(actor, (s) => s.context.photos.length === 2);
    expect(calls.uploads).toEqual(['x.jpg', 'bike.jpg', 'x.jpg', 'decal.jpg']);
  });

  it("shows the service's refusal in its words, keeps the files, and leads on to manual entry with them (issue 24 item 2)", async () => {
    let down = true;
    let n = 0;
    const { actor, calls, view } = start({
      upload: async () => {
        if (down) throw serverError(503, MAINTENANCE);
        return [photo(++n)];
      },
    });
    actor.send({ type: 'MANUAL' });
    expect(actor.getSnapshot().matches({ upload: 'idle' })).toBe(true);
    actor.send({ type: 'ADD_FILES', files: [file('a.jpg'), file('b.jpg')] });
    await waitFor(actor, (s) => s.matches({ upload: 'idle' }));
    expect(view()).toMatchObject({ uploadStatus: 'error', uploadFailure: MAINTENANCE });
    expect(actor.getSnapshot().context.pending.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    // Try again: the same files, now stored.
    down = false;
    actor.send({ type: 'RETRY_UPLOAD' });
    await waitFor(actor, (s) => s.matches({ upload: 'idle' }));
    expect(view()).toMatchObject({ uploadStatus: 'uploaded', uploadFailure: null, photoCount: 2 });
    expect(calls.uploads).toEqual(['a.jpg', 'a.jpg', 'b.jpg']);
    // Refused again: on to manual entry, the files kept for the save.
    down = true;
    actor.send({ type: 'ADD_FILES', files: [file('c.jpg')] });
    await waitFor(actor, (s) => s.matches({ upload: 'idle' }));
    actor.send({ type: 'MANUAL' });
    expect(view()).toMatchObject({ phase: 'review', manualEntry: true });
    expect(actor.getSnapshot().context.analysisNotices).toEqual([
      `${MAINTENANCE} Proceeding to manual entry.`,
    ]);
    actor.send({ type: 'EDIT_IN_EDITOR' });
    expect(calls.editor[0]!.files.map((f) => f.name)).toEqual(['c.jpg']);
    expect(calls.editor[0]!.images).toHaveLength(2);
  });

  it("says 'Failed to upload images' when the server did not answer, and keeps the files", async () => {
    const { actor, view } = start({ upload: async () => Promise.reject(new TypeError('x')) });
    actor.send({ type: 'ADD_FILES', files: [file('a.jpg')] });
    await waitFor(actor, (s) => s.matches({ upload: 'idle' }));
    expect(view().uploadFailure).toBe('Failed to upload images. Please try again.');
    actor.send({ type: 'REMOVE', fileId: 'f1' });
    expect(view().photoCount).toBe(0);
  });

  it('saves the files the service refused with the listing, from manual entry', async () => {
    const { actor, calls } = start(
      {
        upload: async () =>
          Promise.reject(
            serverError(
              429,
              'You have used your 20 AI analyses for today. Please try again tomorrow.',
            ),
          ),
      },
      { files: [file('e.jpg')], itemId: null, location: 'Portland, OR' },
    );
    await waitFor(actor, (s) => s.matches({ upload: 'idle' }));
    actor.send({ type: 'MANUAL' });
    for (const [field, value] of Object.entries({
      name: 'Trek Marlin 7',
      brand: 'Trek',
      condition: 'Good',
      description: 'A trail-ready hardtail.',
    }))
      actor.send({ type: 'EDIT', field, value });
    actor.send({ type: 'SAVE', submit: false });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.saves[0]!.files.map((f) => f.name)).toEqual(['e.jpg']);
  });

  it('retries once with the alternative model, then goes to manual entry with §8.3’s messages', async () => {
    const { actor, calls, view } = start(
      { analyze: async () => Promise.reject(new TypeError('Failed to fetch')) },
      { photos: [photo(1)], location: 'Portland, OR' },
    );
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls.analyses.map((a) => [a.attempt, a.progressId])).toEqual([
      [0, 'p-1'],
      [1, 'p-2'],
    ]);
    expect(actor.getSnapshot().context.analysisNotices).toEqual([
      'AI analysis failed - trying alternative model...',
      'AI analysis failed. Proceeding to manual entry.',
    ]);
    expect(actor.getSnapshot().context.result).toMatchObject({
      partialData: true,
      skippedAI: true,
    });
    expect(view()).toMatchObject({ manualEntry: true, completion: 17 });
    // Manual entry: nothing filled in but the profile's location.
    actor.send({ type: 'SAVE', submit: false });
    expect(actor.getSnapshot().context.issues.map((i) => i.path)).toEqual([
      'name',
      'brand',
      'condition',
      'description',
    ]);
  });

  it('does not retry a refusal (a limit, maintenance): manual entry at once with its message', async () => {
    const { actor, calls } = start(
      {
        analyze: async () =>
          Promise.reject(
            serverError(
              503,
              'AI analysis is under maintenance. Please enter the details yourself or try again later.',
            ),
          ),
      },
      { photos: [photo(1)] },
    );
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls.analyses).toHaveLength(1);
    expect(actor.getSnapshot().context.analysisNotices).toEqual([
      'AI analysis is under maintenance. Please enter the details yourself or try again later. Proceeding to manual entry.',
    ]);
  });

  it("goes on with the server's own manual-entry answer and its notices", async () => {
    const { actor, view } = start({ analyze: async () => MANUAL }, { photos: [photo(1)] });
    await waitFor(actor, (s) => s.matches('review'));
    expect(actor.getSnapshot().context.analysisNotices).toEqual(MANUAL.notices);
    expect(view().manualEntry).toBe(true);
  });

  it('uploads the files carried from the editor, then analyses at once', async () => {
    const { actor, calls } = start({}, { files: [file('e.jpg')], itemId: 'i9' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls.uploads).toEqual(['e.jpg']);
    expect(calls.analyses[0]!.imageUrls).toEqual(['/uploads/ai/f1.jpg']);
  });

  it("improves photos: the server's suggestions, more photos, analysed again with them; Improve Photos shows", async () => {
    const { actor, calls, view } = start({}, { photos: [photo(7)] });
    await waitFor(actor, (s) => s.matches('review'));
    expect(view().phases).not.toContain('improve');
    actor.send({ type: 'IMPROVE' });
    expect(view()).toMatchObject({ phase: 'improve', canGoBack: true, loadingSuggestions: true });
    expect(view().phases).toContain('improve');
    await waitFor(actor, (s) => s.matches({ improve: 'idle' }));
    expect(calls.suggested).toEqual([{ analysisId: 'a1', lowConfidenceFields: ['frameSize'] }]);
    expect(view().suggestions).toEqual([SUGGESTION]);
    actor.send({ type: 'ADD_FILES', files: [file('decal.jpg')] });
    await waitFor(actor, (s) => s.matches({ improve: 'idle' }));
    actor.send({ type: 'REANALYZE' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls.analyses[1]).toMatchObject({
      imageUrls: ['/uploads/ai/f7.jpg', '/uploads/ai/f1.jpg'],
      previousAnalysisId: 'a1',
      improvementAttempt: 1,
      additionalImageUrls: ['/uploads/ai/f1.jpg'],
    });
  });

  it("keeps the result's own suggestions when the server has none to give", async () => {
    const { actor, view } = start(
      { suggest: async () => Promise.reject(serverError(503, MAINTENANCE)) },
      { photos: [photo(7)] },
    );
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'IMPROVE' });
    await waitFor(actor, (s) => s.matches({ improve: 'idle' }));
    expect(view().suggestions).toEqual(RESULT.suggestedImprovements);
  });

  it('back: upload to the previous page, review to the analysis; leaving hands §2.4’s state to the editor', async () => {
    const first = start({});
    first.actor.send({ type: 'BACK' });
    expect(first.calls.back).toBe(1);
    expect(first.actor.getSnapshot().status).toBe('done');

    const { actor, calls } = start({}, { photos: [photo(1)], itemId: 'i5' });
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('analyzing')).toBe(true);
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls.analyses).toHaveLength(2);
    // Again with the same photos: the guided call (no additional photos).
    expect(calls.analyses[1]).toMatchObject({ previousAnalysisId: 'a1', additionalImageUrls: [] });
    actor.send({ type: 'EDIT', field: 'brand', value: 'Specialized' });
    actor.send({ type: 'EDIT_IN_EDITOR' });
    expect(calls.editor).toHaveLength(1);
    expect(calls.editor[0]).toMatchObject({
      fromAI: true,
      itemId: 'i5',
      images: [photo(1)],
      files: [],
      readyToSubmit: false,
      analysisResults: { analysisId: 'a1' },
    });
    expect(calls.editor[0]!.aiData.brand).toBe('Specialized');
  });

  it('keeps the review when the save fails, and saves as draft after', async () => {
    let fail = true;
    const { actor, calls } = start(
      {
        save: async () => {
          if (fail) throw new Error('Failed to create bike: Invalid response from server');
          return { itemId: 'i2' };
        },
      },
      { photos: [photo(1)], location: 'Portland, OR' },
    );
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'SAVE', submit: false });
    await waitFor(actor, (s) => s.matches({ review: 'editing' }));
    expect(actor.getSnapshot().context.saveError).toBe(
      'Failed to create bike: Invalid response from server',
    );
    fail = false;
    actor.send({ type: 'SAVE', submit: false });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.saves.map((s) => s.submit)).toEqual([false, false]);
    expect(calls.finished[0]!.message).toBe(
      'Your bike listing was saved as a draft. You can finish it from your profile.',
    );
  });

  it('loads the development sample into review', () => {
    const { actor, view } = start({});
    actor.send({
      type: 'SAMPLE',
      result: RESULT,
      photos: [photo(1), photo(2), photo(3), photo(4)],
    });
    expect(view()).toMatchObject({ phase: 'review', photoCount: 4, noResults: false });
  });
});
