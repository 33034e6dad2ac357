// AI flow machine: graph coverage (every state reached, every transition of the definition
// taken by a live actor, with calls that never settle and a progress child that only listens)
// and the flow of spec 2 §2.4, §4.4, §8.3 with fake calls: upload with progress, analysis, the
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
const serverError = (status: number, message = 'Server error') =>
  Object.assign(new Error(message), { status });

// ---------------------------------------------------------------------------------------------
// Graph coverage
// ---------------------------------------------------------------------------------------------

const payloadEvents = [
  { type: 'ADD_FILES', files: [file('a.jpg')] },
  { type: 'ADD_FILES', files: [file('notes.txt', 'text/plain')] },
  { type: 'REMOVE', fileId: 'f1' },
  { type: 'UPLOAD_PROGRESS', percent: 40 },
  { type: 'SAMPLE', result: RESULT, photos: [photo(1)] },
  { type: 'EDIT', field: 'name', value: '' },
  { type: 'EDIT', field: 'name', value: 'Trek Marlin 7' },
  { type: 'SAVE', submit: true },
  { type: 'xstate.done.actor.uploadPhotos', output: [photo(1)] },
  { type: 'xstate.error.actor.uploadPhotos', error: serverError(500) },
  { type: 'xstate.done.actor.uploadMorePhotos', output: [photo(2)] },
  { type: 'xstate.error.actor.uploadMorePhotos', error: serverError(500) },
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
    uploadPhotos: never<AiFlowPhoto[]>(),
    analyzePhotos: never<AiResultShape>(),
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
              (s.context.photos.length + s.context.pending.length > 1 && !s.matches('improve')) ||
              s.context.photos.length > 2 ||
              s.context.improvementAttempts > 1 ||
              s.context.analysisNotices.length > 1 ||
              s.context.issues.length > 0 ||
              s.context.saveError !== null ||
              s.context.refusals.length > 0,
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

  it('reaches every state node: by a shortest path, or leaving it at once (starting)', () => {
    const nodes = getStateNodes(aiFlowMachine.root);
    expect(nodes.map((n) => n.id).sort()).toEqual([
      'aiFlow.analyzing',
      'aiFlow.analyzing.calling',
      'aiFlow.back',
      'aiFlow.complete',
      'aiFlow.editor',
      'aiFlow.improve',
      'aiFlow.improve.idle',
      'aiFlow.improve.uploading',
      'aiFlow.review',
      'aiFlow.review.editing',
      'aiFlow.review.saving',
      'aiFlow.starting',
      'aiFlow.upload',
      'aiFlow.upload.idle',
      'aiFlow.upload.uploading',
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
  uploads: AiUploadInput['files'][];
  analyses: AiAnalyzeInput[];
  saves: AiSaveInput[];
  finished: { itemId: string; message: string }[];
  editor: AiFlowHandover[];
  back: number;
}

function start(
  answers: {
    analyze?: (input: AiAnalyzeInput) => Promise<AiResultShape>;
    save?: () => Promise<{ itemId: string }>;
    upload?: (input: AiUploadInput) => Promise<AiFlowPhoto[]>;
  },
  input: Parameters<typeof createActor<typeof aiFlowMachine>>[1] extends infer O
    ? O extends { input?: infer I }
      ? I
      : never
    : never = { location: 'Portland, OR' },
) {
  const calls: Calls = { uploads: [], analyses: [], saves: [], finished: [], editor: [], back: 0 };
  let n = 0;
  let ids = 0;
  const actor = createActor(
    aiFlowMachine.provide({
      actors: {
        uploadPhotos: fromPromise<AiFlowPhoto[], AiUploadInput>(async ({ input }) => {
          calls.uploads.push(input.files);
          if (answers.upload) return answers.upload(input);
          input.onProgress(50);
          return input.files.map(() => photo(++n));
        }),
        analyzePhotos: fromPromise<AiResultShape, AiAnalyzeInput>(async ({ input }) => {
          calls.analyses.push(input);
          return (answers.analyze ?? (async () => RESULT))(input);
        }),
        saveListing: fromPromise<{ itemId: string }, AiSaveInput>(async ({ input }) => {
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

describe('ai-flow behaviour', () => {
  it('uploads with progress, analyses, reviews with an edit and submits for review', async () => {
    const progress: number[] = [];
    const { actor, calls, view } = start({
      upload: async (input) => {
        input.onProgress(30);
        await Promise.resolve();
        progress.push(actor.getSnapshot().context.uploadProgress);
        input.onProgress(10); // never backwards
        await Promise.resolve();
        progress.push(actor.getSnapshot().context.uploadProgress);
        return [photo(1), photo(2), photo(3)];
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
    expect(progress).toEqual([30, 30]);
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Photos uploaded',
      message: '3 photo(s) ready for analysis',
    });
    expect(view()).toMatchObject({ uploadStatus: 'uploaded', photoCount: 3 });
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

  it("says 'Upload Failed' and keeps the files for another try", async () => {
    let fail = true;
    const { actor, calls, view } = start({
      upload: async (input) => {
        if (fail) throw new TypeError('Failed to fetch');
        return input.files.map((_, i) => photo(i + 1));
      },
    });
    actor.send({ type: 'ADD_FILES', files: [file('a.jpg')] });
    await waitFor(actor, (s) => s.matches({ upload: 'idle' }));
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Upload Failed',
      message: 'Failed to upload images. Please try again.',
    });
    expect(view().uploadStatus).toBe('error');
    fail = false;
    actor.send({ type: 'RETRY_UPLOAD' });
    await waitFor(actor, (s) => s.context.photos.length === 1);
    expect(calls.uploads.map((f) => f.map((x) => x.name))).toEqual([['a.jpg'], ['a.jpg']]);
    actor.send({ type: 'REMOVE', fileId: 'f1' });
    expect(view().photoCount).toBe(0);
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
    expect(calls.uploads).toHaveLength(1);
    expect(calls.analyses[0]!.imageUrls).toEqual(['/uploads/ai/f1.jpg']);
  });

  it('improves photos: more photos, analysed again with the previous analysis; Improve Photos shows', async () => {
    const { actor, calls, view } = start({}, { photos: [photo(7)] });
    await waitFor(actor, (s) => s.matches('review'));
    expect(view().phases).not.toContain('improve');
    actor.send({ type: 'IMPROVE' });
    expect(view()).toMatchObject({ phase: 'improve', canGoBack: true });
    expect(view().phases).toContain('improve');
    actor.send({ type: 'ADD_FILES', files: [file('decal.jpg')] });
    await waitFor(actor, (s) => s.matches({ improve: 'idle' }));
    actor.send({ type: 'REANALYZE' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls.analyses[1]).toMatchObject({
      imageUrls: ['/uploads/ai/f7.jpg', '/uploads/ai/f1.jpg'],
      previousAnalysisId: 'a1',
      improvementAttempt: 1,
    });
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
    actor.send({ type: 'EDIT', field: 'brand', value: 'Specialized' });
    actor.send({ type: 'EDIT_IN_EDITOR' });
    expect(calls.editor).toHaveLength(1);
    expect(calls.editor[0]).toMatchObject({
      fromAI: true,
      itemId: 'i5',
      images: [photo(1)],
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
