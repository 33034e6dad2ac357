// Listing-draft machine: graph coverage (every state reached, every transition of the definition
// taken by a live actor) and the restore/create rules of spec 2 §2.2 and §8.2.
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getPathsFromEvents, getStateNodes } from 'xstate/graph';
import type { ItemType } from '@pedalswap/domain/item-types';
import {
  CREATE_DRAFT_FAILED,
  listingDraftMachine,
  listingDraftStorageKey,
  type FoundDraft,
} from './listing-draft.machine.ts';
import {
  definedEdges,
  replayEveryEdge,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';

type GraphEvent = EventFromLogic<typeof listingDraftMachine>;
type DraftSnapshot = SnapshotFrom<typeof listingDraftMachine>;

const payloadEvents = [
  { type: 'xstate.done.actor.readStoredDraftId', output: null },
  { type: 'xstate.done.actor.readStoredDraftId', output: 'draft-1' },
  { type: 'xstate.error.actor.readStoredDraftId', error: 'storage blocked' },
  { type: 'xstate.done.actor.findDraft', output: { id: 'draft-1', status: 'draft' } },
  { type: 'xstate.done.actor.findDraft', output: { id: 'draft-1', status: 'pending_review' } },
  { type: 'xstate.done.actor.findDraft', output: null },
  { type: 'xstate.error.actor.findDraft', error: 'offline' },
  { type: 'CREATE', data: { name: 'Kona Unit' } },
  { type: 'xstate.done.actor.createDraft', output: { id: 'draft-2' } },
  { type: 'xstate.error.actor.createDraft', error: 'offline' },
] as unknown as GraphEvent[];

const traversal = {
  events: payloadEvents,
  filterEvents: (snapshot: DraftSnapshot, event: GraphEvent) => snapshot.can(event),
  input: { itemType: 'bike' as ItemType },
};

const inertMachine = listingDraftMachine.provide({
  actors: {
    readStoredDraftId: fromPromise(() => new Promise<string | null>(() => {})),
    findDraft: fromPromise(() => new Promise<FoundDraft | null>(() => {})),
    createDraft: fromPromise(() => new Promise<{ id: string }>(() => {})),
  },
});

describe('listing-draft machine graph', () => {
  let shortest: ReplayedGraph<typeof listingDraftMachine>['shortest'];
  let replays: number;
  const record: CoverageRecord = { transitions: new Set() };

  beforeAll(() => {
    ({ shortest, replays } = replayEveryEdge(listingDraftMachine, traversal, {
      liveMachine: inertMachine,
      record,
    }));
  });

  it('replays every edge of the reachable graph on a live actor', () => {
    expect(replays).toBeGreaterThanOrEqual(10);
  });

  it('reaches every state node by a shortest path', () => {
    const nodes = getStateNodes(listingDraftMachine.root).map((n) => n.key);
    expect(nodes.sort()).toEqual([
      'checking',
      'createFailed',
      'created',
      'creating',
      'fresh',
      'restoring',
      'resumed',
    ]);
    for (const key of nodes) {
      expect(
        shortest.some((p) => p.state.matches(key as never)),
        `no path reaches ${key}`,
      ).toBe(true);
    }
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(listingDraftMachine);
    expect(defined.size).toBe(10);
    expect([...defined].filter((e) => !record.transitions.has(e))).toEqual([]);
  });

  it('follows a failed-then-successful creation given as events (getPathsFromEvents)', () => {
    const journey = [
      { type: 'xstate.done.actor.readStoredDraftId', output: 'draft-1' },
      { type: 'xstate.done.actor.findDraft', output: null },
      { type: 'CREATE', data: {} },
      { type: 'xstate.error.actor.createDraft', error: 'offline' },
      { type: 'CREATE', data: {} },
      { type: 'xstate.done.actor.createDraft', output: { id: 'draft-2' } },
    ] as unknown as GraphEvent[];
    const [path] = getPathsFromEvents(listingDraftMachine, journey, {
      input: traversal.input,
    });
    expect(path!.steps.map((s) => s.state.value)).toEqual([
      'restoring',
      'checking',
      'fresh',
      'creating',
      'createFailed',
      'creating',
      'created',
    ]);
    expect(path!.state.status).toBe('done');
    expect(path!.state.context).toMatchObject({ draftId: 'draft-2', error: null });
  });
});

// ---------------------------------------------------------------------------------------------
// Behaviour with a fake local storage and fake item calls
// ---------------------------------------------------------------------------------------------

function harness(options: {
  stored?: Record<string, string>;
  items?: Record<string, FoundDraft>;
  findFails?: boolean;
  createFails?: number;
  itemType?: ItemType;
}) {
  const storage = new Map(Object.entries(options.stored ?? {}));
  const opened: { itemType: ItemType; id: string; restored: boolean }[] = [];
  const created: unknown[] = [];
  let failuresLeft = options.createFails ?? 0;
  const machine = listingDraftMachine.provide({
    actors: {
      readStoredDraftId: fromPromise(async ({ input }) => {
        return storage.get(listingDraftStorageKey(input.itemType)) ?? null;
      }),
      findDraft: fromPromise(async ({ input }) => {
        if (options.findFails) throw new TypeError('Failed to fetch');
        return options.items?.[input.id] ?? null;
      }),
      createDraft: fromPromise(async ({ input }) => {
        created.push(input);
        if (failuresLeft-- > 0) throw new Error('500');
        return { id: `new-${created.length}` };
      }),
    },
    actions: {
      storeDraftId: (_, params) => storage.set(listingDraftStorageKey(params.itemType), params.id),
      clearStoredDraftId: (_, params) => storage.delete(listingDraftStorageKey(params.itemType)),
      openDraft: (_, params) => opened.push(params),
    },
  });
  const actor = createActor(machine, { input: { itemType: options.itemType ?? 'bike' } });
  actor.start();
  return { actor, storage, opened, created };
}

const settled = (h: ReturnType<typeof harness>) =>
  waitFor(
    h.actor,
    (s) => !s.matches('restoring') && !s.matches('checking') && !s.matches('creating'),
  );

describe('restoring the stored draft id (spec 2 §2.2)', () => {
  it('reopens a stored draft that still exists, and finishes with its id', async () => {
    const h = harness({
      stored: { 'pedalswap.listingDraft.bike': 'd-7' },
      items: { 'd-7': { id: 'd-7', status: 'draft' } },
    });
    const snapshot = await settled(h);
    expect(snapshot.value).toBe('resumed');
    expect(snapshot.output).toEqual({ draftId: 'd-7', restored: true });
    expect(h.opened).toEqual([{ itemType: 'bike', id: 'd-7', restored: true, data: undefined }]);
  });

  it('clears a stored id whose item is gone and shows a fresh form', async () => {
    const h = harness({ stored: { 'pedalswap.listingDraft.bike': 'd-gone' } });
    const snapshot = await settled(h);
    expect(snapshot.value).toBe('fresh');
    expect(snapshot.context.draftId).toBeNull();
    expect(h.storage.size).toBe(0);
    expect(h.opened).toEqual([]);
  });

  it('clears a stored id whose item is no longer a draft', async () => {
    const h = harness({
      stored: { 'pedalswap.listingDraft.bike': 'd-sent' },
      items: { 'd-sent': { id: 'd-sent', status: 'pending_review' } },
    });
    expect((await settled(h)).value).toBe('fresh');
    expect(h.storage.has('pedalswap.listingDraft.bike')).toBe(false);
  });

  it('keeps the stored id when the check itself fails (offline)', async () => {
    const h = harness({ stored: { 'pedalswap.listingDraft.bike': 'd-7' }, findFails: true });
    expect((await settled(h)).value).toBe('fresh');
    expect(h.storage.get('pedalswap.listingDraft.bike')).toBe('d-7');
  });

  it('looks only at the id stored for its own item type', async () => {
    const h = harness({
      itemType: 'gear',
      stored: { 'pedalswap.listingDraft.bike': 'd-7' },
      items: { 'd-7': { id: 'd-7', status: 'draft' } },
    });
    expect((await settled(h)).value).toBe('fresh');
    expect(listingDraftStorageKey('gear')).toBe('pedalswap.listingDraft.gear');
  });
});

describe('creating the draft', () => {
  it('creates once asked, stores the id for the type and opens the draft', async () => {
    const h = harness({ itemType: 'part' });
    await settled(h);
    h.actor.send({ type: 'CREATE', data: { name: 'Shimano XT derailleur' } });
    const snapshot = await settled(h);
    expect(snapshot.value).toBe('created');
    expect(h.created).toEqual([{ itemType: 'part', data: { name: 'Shimano XT derailleur' } }]);
    expect(h.storage.get('pedalswap.listingDraft.part')).toBe('new-1');
    // With the data it was created with: what the server holds (the editor's autosave baseline).
    expect(h.opened).toEqual([
      { itemType: 'part', id: 'new-1', restored: false, data: { name: 'Shimano XT derailleur' } },
    ]);
    expect(snapshot.output).toEqual({ draftId: 'new-1', restored: false });
  });

  it('shows the spec message when creation fails and tries again on the next CREATE', async () => {
    const h = harness({ createFails: 1 });
    await settled(h);
    h.actor.send({ type: 'CREATE', data: {} });
    let snapshot = await settled(h);
    expect(snapshot.value).toBe('createFailed');
    expect(snapshot.context.error).toBe(CREATE_DRAFT_FAILED);
    expect(CREATE_DRAFT_FAILED).toBe('Failed to create listing. Please try again.');
    expect(h.storage.size).toBe(0);
    h.actor.send({ type: 'CREATE', data: {} });
    snapshot = await settled(h);
    expect(snapshot.value).toBe('created');
    expect(snapshot.context.error).toBeNull();
  });

  it('ignores CREATE while a creation runs (one draft, not two)', async () => {
    const h = harness({});
    await settled(h);
    h.actor.send({ type: 'CREATE', data: {} });
    h.actor.send({ type: 'CREATE', data: {} });
    await settled(h);
    expect(h.created).toHaveLength(1);
  });

  it('without provided actors it starts a fresh form rather than hanging', async () => {
    const actor = createActor(listingDraftMachine, { input: { itemType: 'bike' } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('fresh'));
    expect(snapshot.context.draftId).toBeNull();
    actor.stop();
  });
});
