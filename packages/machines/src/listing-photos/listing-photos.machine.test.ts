// Listing-photos machine: graph coverage (every state reached, every transition of the definition
// taken by a live actor) and the photo rules of spec 2 §4.3 / §5.1 with fake calls: one call at a
// time, optimistic order and primary put back on failure, marks deleted on request, and a new
// listing's photos staged before any draft exists (issue 10 item 4).
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { EditorPhoto } from '@pedalswap/domain/item-rules';
import {
  listingPhotosMachine,
  listingPhotosView,
  type AddedPhoto,
} from './listing-photos.machine.ts';
import {
  definedEdges,
  replayEveryEdge,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';

type GraphEvent = EventFromLogic<typeof listingPhotosMachine>;
type PhotosSnapshot = SnapshotFrom<typeof listingPhotosMachine>;

const stored = (id: string, isPrimary = false): EditorPhoto => ({
  id,
  url: `/img/${id}.webp`,
  isPrimary,
  isExisting: true,
});
const added = (id: string): AddedPhoto => ({
  photo: { id, url: `blob:${id}`, isPrimary: false, isExisting: false, name: `${id}.jpg` },
  file: { name: `${id}.jpg` },
});
const A = stored('a', true);
const B = stored('b');
const C = stored('c');
const marked = (p: EditorPhoto) => ({ ...p, isDeleted: true, isPrimary: false });

const payloadEvents = [
  { type: 'ADD', added: [added('n1')] },
  { type: 'REORDER', ids: ['b', 'a', 'c'] },
  { type: 'SET_PRIMARY', id: 'c' },
  { type: 'TOGGLE_MARK', id: 'b' },
  { type: 'LOADED', photos: [A, B, C] },
  { type: 'ITEM_READY', item: 'd1' },
  { type: 'DELETE_MARKED' },
  { type: 'xstate.done.actor.stagePhotos', output: ['upload-1'] },
  {
    type: 'xstate.error.actor.stagePhotos',
    error: Object.assign(new Error('n1.jpg is not an image'), { status: 415 }),
  },
  { type: 'xstate.done.actor.attachStaged', output: [A] },
  { type: 'xstate.error.actor.attachStaged', error: 'offline' },
  { type: 'xstate.done.actor.uploadPhotos', output: [A, B, C, stored('n1')] },
  { type: 'xstate.error.actor.uploadPhotos', error: 'offline' },
  { type: 'xstate.done.actor.storeOrder', output: [B, A, C] },
  { type: 'xstate.error.actor.storeOrder', error: 'offline' },
  { type: 'xstate.done.actor.setPrimary', output: [C, A, B] },
  { type: 'xstate.error.actor.setPrimary', error: 'offline' },
  { type: 'xstate.done.actor.deleteMarked', output: [A, C] },
  { type: 'xstate.error.actor.deleteMarked', error: 'offline' },
] as unknown as GraphEvent[];

const never = <T>() => fromPromise<T, never>(() => new Promise<T>(() => {}));
const inert = listingPhotosMachine.provide({
  actors: {
    uploadPhotos: never(),
    stagePhotos: never(),
    attachStaged: never(),
    storeOrder: never(),
    setPrimary: never(),
    deleteMarked: never(),
  } as never,
});

/**
 * Three graphs: a stored listing with three photos, a new listing, and a full listing with a
 * marked photo (the room rule). Each stops once a photo was added or an error shows: every
 * transition is taken before that, and the lists' permutations would make the graph huge.
 */
const only = (...types: string[]) =>
  payloadEvents.filter((e) => types.some((t) => e.type.includes(t)));
const graphs = [
  {
    input: { photos: [A, B, C], item: 'b1' },
    max: 4,
    events: payloadEvents.filter((e) => !/stagePhotos|attachStaged|ITEM_READY/.test(e.type)),
  },
  {
    input: { photos: [], item: null },
    max: 1,
    events: only('ADD', 'ITEM_READY', 'stagePhotos', 'attachStaged'),
  },
  {
    input: {
      photos: [A, ...'bcdefghi'.split('').map((id) => stored(id)), marked(stored('z'))],
      item: 'b1',
    },
    max: 11,
    events: only('ADD', 'deleteMarked', 'uploadPhotos'),
  },
  {
    // A photo not stored yet (an AI upload in flight, say): order and primary stay local.
    input: { photos: [A, B, { ...C, isExisting: false }], item: 'b1' },
    max: 3,
    events: only('REORDER', 'SET_PRIMARY'),
  },
];

describe('listing-photos machine graph', () => {
  const record: CoverageRecord = { transitions: new Set() };
  const shortest: ReplayedGraph<typeof listingPhotosMachine>['shortest'] = [];
  let replays = 0;

  beforeAll(() => {
    for (const { input, max, events } of graphs) {
      const result = replayEveryEdge(
        listingPhotosMachine,
        {
          events,
          filterEvents: (s: PhotosSnapshot, e: GraphEvent) => s.can(e),
          input,
          stopWhen: (s: PhotosSnapshot) =>
            s.context.photos.length > max ||
            s.context.error !== null ||
            (s.context.before !== null && s.matches('idle')) ||
            s.context.photos.filter((p) => p.isDeleted).length > 1,
        },
        { liveMachine: inert, record },
      );
      shortest.push(...result.shortest);
      replays += result.replays;
    }
  });

  it('replays every edge of the reachable graphs on a live actor', () => {
    expect(replays).toBeGreaterThan(40);
  });

  it('reaches every state node by a shortest path', () => {
    const nodes = getStateNodes(listingPhotosMachine.root).map((n) => n.key);
    expect(nodes.sort()).toEqual([
      'attaching',
      'deletingMarked',
      'idle',
      'makingRoom',
      'ordering',
      'settingPrimary',
      'staging',
      'uploading',
      'waitingForItem',
    ]);
    for (const key of nodes) {
      expect(
        shortest.some((p) => p.state.matches(key as never)),
        `no path reaches ${key}`,
      ).toBe(true);
    }
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(listingPhotosMachine);
    expect(defined.size).toBe(31);
    expect([...defined].filter((e) => !record.transitions.has(e))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Behaviour with fake photo calls
// ---------------------------------------------------------------------------------------------

function harness(input: { photos: EditorPhoto[]; item: unknown }, fail: string[] = []) {
  const calls: { name: string; input: unknown }[] = [];
  const reports: string[] = [];
  const call = <I, O>(name: string, answer: (input: I) => O) =>
    fromPromise<O, I>(async ({ input: args }) => {
      calls.push({ name, input: args });
      // Refused by the server: an answer with a status (see offline below).
      if (fail.includes(name)) throw Object.assign(new Error(`${name} refused`), { status: 400 });
      return answer(args);
    });
  const machine = listingPhotosMachine.provide({
    // The fakes declare only the inputs they read.
    actors: {
      uploadPhotos: call('uploadPhotos', (i: { files: unknown[] }) => [
        ...input.photos,
        ...i.files.map((_, n) => stored(`s${n}`)),
      ]),
      stagePhotos: call('stagePhotos', (i: { files: unknown[] }) => i.files.map((_, n) => `u${n}`)),
      attachStaged: call('attachStaged', (i: { staged: unknown[] }) =>
        i.staged.map((upload, n) => stored(`s-${String(upload)}`, n === 0)),
      ),
      storeOrder: call('storeOrder', (i: { ids: string[]; primaryId: string | null }) =>
        i.ids.map((id) => stored(id, id === i.primaryId)),
      ),
      setPrimary: call('setPrimary', (i: { id: string }) =>
        input.photos.map((p) => ({ ...p, isPrimary: p.id === i.id })),
      ),
      deleteMarked: call('deleteMarked', (i: { ids: string[] }) =>
        input.photos.filter((p) => !i.ids.includes(p.id)),
      ),
    } as never,
    actions: {
      reportStaged: () => reports.push('staged'),
      reportMarkedDeleted: () => reports.push('markedDeleted'),
      reportMarkedFailed: () => reports.push('markedFailed'),
    },
  });
  const actor = createActor(machine, { input }).start();
  const idle = () => waitFor(actor, (s) => s.matches('idle'));
  const ids = () =>
    actor.getSnapshot().context.photos.map((p) => `${p.id}${p.isPrimary ? '*' : ''}`);
  return { actor, calls, reports, idle, ids };
}

describe('a stored listing', () => {
  it('stores a drop: the photo dropped first becomes primary, in one call (issue 10 item 5)', async () => {
    const h = harness({ photos: [A, B, C], item: 'b1' });
    h.actor.send({ type: 'REORDER', ids: ['b', 'a', 'c'] });
    expect(h.ids()).toEqual(['b*', 'a', 'c']);
    expect(listingPhotosView(h.actor.getSnapshot()).busy).toBe(true);
    await h.idle();
    expect(h.calls).toEqual([
      { name: 'storeOrder', input: { item: 'b1', ids: ['b', 'a', 'c'], primaryId: 'b' } },
    ]);
    expect(h.ids()).toEqual(['b*', 'a', 'c']);
  });

  it('puts the order back with the message when the server refuses it', async () => {
    const h = harness({ photos: [A, B, C], item: 'b1' }, ['storeOrder']);
    h.actor.send({ type: 'REORDER', ids: ['c', 'b', 'a'] });
    await h.idle();
    expect(h.ids()).toEqual(['a*', 'b', 'c']);
    expect(h.actor.getSnapshot().context.error).toBe('storeOrder refused');
  });

  it('sets the primary at once, and puts it back when the call fails', async () => {
    const ok = harness({ photos: [A, B, C], item: 'b1' });
    ok.actor.send({ type: 'SET_PRIMARY', id: 'c' });
    expect(ok.ids()).toEqual(['c*', 'a', 'b']);
    await ok.idle();
    expect(ok.calls.map((c) => c.input)).toEqual([{ item: 'b1', id: 'c' }]);
    const failing = harness({ photos: [A, B, C], item: 'b1' }, ['setPrimary']);
    failing.actor.send({ type: 'SET_PRIMARY', id: 'c' });
    await failing.idle();
    expect(failing.ids()).toEqual(['a*', 'b', 'c']);
  });

  it('deletes marked photos only when asked, and reports it', async () => {
    const h = harness({ photos: [A, B, C], item: 'b1' });
    h.actor.send({ type: 'TOGGLE_MARK', id: 'b' });
    expect(h.calls).toEqual([]);
    h.actor.send({ type: 'DELETE_MARKED' });
    await h.idle();
    expect(h.calls).toEqual([{ name: 'deleteMarked', input: { item: 'b1', ids: ['b'] } }]);
    expect(h.ids()).toEqual(['a*', 'c']);
    expect(h.reports).toEqual(['markedDeleted']);
    // Nothing marked: reported at once, no call.
    h.actor.send({ type: 'DELETE_MARKED' });
    expect(h.reports).toEqual(['markedDeleted', 'markedDeleted']);
    expect(h.calls).toHaveLength(1);
  });

  it('deletes the marked photos asked for during an upload once it is done, and reports it', async () => {
    const h = harness({ photos: [A, B, C], item: 'b1' });
    h.actor.send({ type: 'TOGGLE_MARK', id: 'b' });
    h.actor.send({ type: 'ADD', added: [added('n1')] });
    // The member saves (or leaves) while the photo uploads.
    h.actor.send({ type: 'DELETE_MARKED' });
    await waitFor(h.actor, (s) => s.matches('idle') && h.reports.length > 0);
    expect(h.calls.map((c) => c.name)).toEqual(['uploadPhotos', 'deleteMarked']);
    expect(h.reports).toEqual(['markedDeleted']);
    // Nothing marked: reported as soon as the call under way is done.
    const clean = harness({ photos: [A], item: 'b1' });
    clean.actor.send({ type: 'ADD', added: [added('n1')] });
    clean.actor.send({ type: 'DELETE_MARKED' });
    await clean.idle();
    expect(clean.calls.map((c) => c.name)).toEqual(['uploadPhotos']);
    expect(clean.reports).toEqual(['markedDeleted']);
  });

  it('uploads new files, one call at a time', async () => {
    const h = harness({ photos: [A], item: 'b1' });
    h.actor.send({ type: 'ADD', added: [added('n1'), added('n2')] });
    expect(h.ids()).toEqual(['a*', 'n1', 'n2']);
    h.actor.send({ type: 'ADD', added: [added('n3')] });
    await h.idle();
    expect(h.calls.map((c) => c.name)).toEqual(['uploadPhotos']);
    expect(h.ids()).toEqual(['a*', 's0', 's1']);
  });
});

describe('a new listing (issue 10 item 4)', () => {
  it('stages the files and asks for a draft only once they are accepted', async () => {
    const h = harness({ photos: [], item: null });
    h.actor.send({ type: 'ADD', added: [added('n1')] });
    await waitFor(h.actor, (s) => s.matches('waitingForItem'));
    expect(h.reports).toEqual(['staged']);
    h.actor.send({ type: 'ITEM_READY', item: 'd1' });
    await h.idle();
    expect(h.calls.map((c) => c.name)).toEqual(['stagePhotos', 'attachStaged']);
    expect(h.ids()).toEqual(['s-u0*']);
  });

  it('attaches the photos still on the page, in its order, once the draft exists', async () => {
    const h = harness({ photos: [], item: null });
    h.actor.send({ type: 'ADD', added: [added('n1'), added('n2'), added('n3')] });
    // The member typed: the draft is made while the files upload.
    h.actor.send({ type: 'ITEM_READY', item: 'd1' });
    h.actor.send({ type: 'TOGGLE_MARK', id: 'n1' });
    await h.idle();
    expect(h.reports).toEqual([]);
    expect(h.calls.map((c) => [c.name, c.input])).toEqual([
      ['stagePhotos', { files: [{ name: 'n1.jpg' }, { name: 'n2.jpg' }, { name: 'n3.jpg' }] }],
      ['attachStaged', { item: 'd1', staged: ['u1', 'u2'] }],
    ]);
    expect(h.ids()).toEqual(['s-u1*', 's-u2']);
  });

  it('a refused file asks for no draft: the preview goes and the message shows', async () => {
    const h = harness({ photos: [], item: null }, ['stagePhotos']);
    h.actor.send({ type: 'ADD', added: [added('notes')] });
    await h.idle();
    expect(h.reports).toEqual([]);
    expect(h.ids()).toEqual([]);
    expect(h.actor.getSnapshot().context.error).toBe('stagePhotos refused');
  });

  it("a call that got no answer shows the spec's sentence, not the browser's", async () => {
    const offline = listingPhotosMachine.provide({
      actors: {
        stagePhotos: fromPromise(async () => {
          throw new TypeError('Failed to fetch');
        }),
      } as never,
    });
    const actor = createActor(offline, { input: { photos: [], item: null } }).start();
    actor.send({ type: 'ADD', added: [added('n1')] });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBe('Failed to upload photos. Please try again.');
  });
});
