// Listing-editor machine: graph coverage (every state reached, every transition of the
// definition taken by a live actor, with children that only listen), and the page's rules with
// the real children and fake calls under fake timers: one save queue shared by autosave and the
// actions, marked photos deleted before a save, leaving saves what waits, and a new listing's
// draft created only for something worth keeping (issue 10 item 4).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  createMachine,
  fromPromise,
  type EventFromLogic,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { EditorPhoto } from '@pedalswap/domain/item-rules';
import type { SaveChangesInput } from '../autosave/autosave.machine.ts';
import {
  editorAutosaveMachine,
  editorDraftMachine,
  editorPhotosMachine,
  listingEditorMachine,
  listingEditorView,
  type ListingRef,
} from './listing-editor.machine.ts';
import {
  definedEdges,
  replayEveryEdge,
  stateValueOf,
  type CoverageRecord,
} from '../test-support/graph-coverage.ts';

type GraphEvent = EventFromLogic<typeof listingEditorMachine>;
type EditorSnapshot = SnapshotFrom<typeof listingEditorMachine>;

const A = { name: 'Trek Marlin 7', brand: 'Trek' };
const B = { name: 'Trek Marlin 7 (2022)', brand: 'Trek' };
/** A change whose every field passes its rule (complete), worth a draft unless said. */
const change = (data: Record<string, unknown>, worthKeeping = true) =>
  ({ type: 'CHANGE', data, form: { ...data }, worthKeeping, complete: true }) as const;
const photo = (id: string, isPrimary = false): EditorPhoto => ({
  id,
  url: `/img/${id}.webp`,
  isPrimary,
  isExisting: true,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------
// Graph coverage
// ---------------------------------------------------------------------------------------------

const payloadEvents = [
  { type: 'CHANGE', data: B, form: { year: '1850' }, worthKeeping: true, complete: false },
  { type: 'CHANGE', data: A, form: {}, worthKeeping: false, complete: true },
  { type: 'PHOTOS', event: { type: 'TOGGLE_MARK', id: 'p1' } },
  { type: 'ACT', action: 'save', data: B },
  { type: 'ACT', action: 'submit', data: B },
  { type: 'ACT', action: 'unpublish', data: null },
  { type: 'ACT', action: 'delete', data: null },
  { type: 'DISMISS_ERROR' },
  { type: 'RETRY_SAVE' },
  { type: 'LEAVE' },
  { type: 'AUTOSAVE.SAVED', data: B },
  { type: 'AUTOSAVE.SAVED', data: A },
  { type: 'AUTOSAVE.FAILED', error: new Error('Brand is required') },
  { type: 'PHOTOS.STAGED' },
  { type: 'PHOTOS.MARKED_DELETED' },
  { type: 'PHOTOS.MARKED_FAILED' },
  { type: 'DRAFT.OPENED', id: 'd1', restored: true, data: undefined },
  { type: 'DRAFT.OPENED', id: 'd2', restored: false, data: A },
  { type: 'xstate.done.actor.publish', output: { message: 'submitted' } },
  { type: 'xstate.error.actor.publish', error: 'offline' },
  { type: 'xstate.done.actor.unpublish', output: { message: 'removed' } },
  { type: 'xstate.error.actor.unpublish', error: 'offline' },
  { type: 'xstate.done.actor.deleteItem', output: { message: 'deleted' } },
  { type: 'xstate.error.actor.deleteItem', error: 'offline' },
] as unknown as GraphEvent[];

/** Children that only listen, and calls that never settle: only the given events move it. */
const listener = createMachine({});
const never = () => fromPromise<never, ListingRef>(() => new Promise<never>(() => {}));
const inert = listingEditorMachine.provide({
  actors: {
    autosave: listener,
    photos: listener,
    draft: listener,
    publish: never(),
    unpublish: never(),
    deleteItem: never(),
  } as never,
});

describe('listing-editor machine graph', () => {
  const record: CoverageRecord = { transitions: new Set(), visited: new Set() };
  const reached = new Set<string>();
  let replays = 0;

  beforeAll(() => {
    vi.useFakeTimers();
    for (const itemId of ['b1', null]) {
      const result = replayEveryEdge(
        inert,
        {
          events: payloadEvents,
          filterEvents: (s: EditorSnapshot, e: GraphEvent) => s.can(e),
          input: { itemType: 'bike', itemId, savedData: A },
          // The data only alternates between A and B; errors end a path (they repeat).
          stopWhen: (s: EditorSnapshot) => s.context.error !== null && s.matches({ open: {} }),
        },
        { liveMachine: inert, record },
      );
      replays += result.replays;
    }
    // Every state value a live actor passed through, the transient ones (checking, starting,
    // saved) included.
    const probe = createActor(inert, { input: { itemType: 'bike', itemId: 'b1' } });
    for (const json of record.visited!) {
      const value = JSON.parse(json) as never;
      const snapshot = inert.resolveState({ value, context: probe.getSnapshot().context });
      for (const node of getStateNodes(listingEditorMachine.root)) {
        if (snapshot.matches(stateValueOf(node) as never)) reached.add(node.id);
      }
    }
    // The initial item.checking is left while the actor is created: its taken exits show it.
    for (const edge of record.transitions) reached.add(edge.split(' --')[0]!);
    vi.useRealTimers();
  });

  it('replays every edge of the reachable graphs on a live actor', () => {
    expect(replays).toBeGreaterThan(60);
  });

  it('reaches every state node', () => {
    const nodes = getStateNodes(listingEditorMachine.root).map((n) => n.id);
    expect(nodes.filter((id) => !reached.has(id))).toEqual([]);
    expect(nodes).toHaveLength(25);
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(listingEditorMachine);
    expect(defined.size).toBe(38);
    expect([...defined].filter((e) => !record.transitions.has(e))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Behaviour with the real children and fake calls
// ---------------------------------------------------------------------------------------------

interface Deferred {
  resolve: () => void;
  reject: (error: unknown) => void;
}

function harness(options: {
  itemId: string | null;
  photos?: EditorPhoto[];
  storedDraftId?: string | null;
  stageFails?: boolean;
}) {
  const log: string[] = [];
  const saves: SaveChangesInput[] = [];
  const pending: Deferred[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const finished: (string | null)[] = [];
  /** What keepFormLocally was given: the form kept for a reload, or null (cleared). */
  const kept: unknown[] = [];
  const machine = listingEditorMachine.provide({
    actors: {
      autosave: editorAutosaveMachine.provide({
        actors: {
          saveChanges: fromPromise<unknown, SaveChangesInput>(async ({ input }) => {
            saves.push(input);
            log.push(`PUT ${JSON.stringify(input.data)}`);
            inFlight++;
            maxInFlight = Math.max(maxInFlight, inFlight);
            try {
              await new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
            } finally {
              inFlight--;
            }
          }),
        },
      }),
      photos: editorPhotosMachine.provide({
        actors: {
          deleteMarked: fromPromise<EditorPhoto[] | null, { ids: string[] }>(async ({ input }) => {
            log.push(`DELETE photos ${input.ids.join(',')}`);
            return null;
          }),
          stagePhotos: fromPromise<unknown[], { files: unknown[] }>(async ({ input }) => {
            log.push('stage photos');
            if (options.stageFails)
              throw Object.assign(new Error('notes.png is not an image'), { status: 415 });
            return input.files.map((_, i) => `upload-${i}`);
          }),
          attachStaged: fromPromise<EditorPhoto[], { staged: unknown[] }>(async ({ input }) => {
            log.push(`attach ${input.staged.join(',')}`);
            return [photo('s0', true)];
          }),
        } as never,
      }),
      draft: editorDraftMachine.provide({
        actors: {
          readStoredDraftId: fromPromise(async () => options.storedDraftId ?? null),
          findDraft: fromPromise(async ({ input }) => ({ id: input.id, status: 'draft' })),
          createDraft: fromPromise(async ({ input }) => {
            log.push(`POST ${JSON.stringify(input.data)}`);
            return { id: 'new-1' };
          }),
        },
      }),
      publish: fromPromise(async ({ input }) => {
        log.push(`publish ${input.id}`);
        return { message: 'Your bike has been submitted for review!' };
      }),
      deleteItem: fromPromise(async ({ input }) => {
        log.push(`delete ${input.id}`);
        return { message: 'Bike deleted successfully!' };
      }),
    },
    actions: {
      finish: (_, params) => finished.push(params.message),
      keepFormLocally: (_, params) => kept.push(params.form),
      notifySaved: (_, params) => log.push(`toast ${params.message}`),
      draftCreated: (_, params) => log.push(`opened ${params.id}`),
      resumeDraft: (_, params) => log.push(`resume ${params.id}`),
    },
  });
  const actor = createActor(machine, {
    input: { itemType: 'bike', itemId: options.itemId, savedData: A, photos: options.photos },
  }).start();
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return {
    actor,
    log,
    saves,
    finished,
    kept,
    view: () => listingEditorView(actor.getSnapshot()),
    /** Settles the oldest save still running. */
    succeed: async () => {
      pending.shift()!.resolve();
      await settle();
    },
    fail: async (error: unknown) => {
      pending.shift()!.reject(error);
      await settle();
    },
    settle,
    maxInFlight: () => maxInFlight,
  };
}

describe('the one save queue', () => {
  it('autosaves 2 s after the last change (the autosave child keeps the timing)', async () => {
    const h = harness({ itemId: 'b1' });
    h.actor.send(change(B, true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(h.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.saves).toEqual([{ data: B, attempt: 0, target: { itemType: 'bike', id: 'b1' } }]);
  });

  it('Save waits for the autosave in flight, then saves the whole form, never beside it', async () => {
    const h = harness({ itemId: 'b1' });
    h.actor.send(change(B, true));
    await vi.advanceTimersByTimeAsync(2000);
    const full = { ...B, model: null };
    h.actor.send({ type: 'ACT', action: 'save', data: full });
    await h.settle();
    expect(h.view().pendingAction).toBe('save');
    expect(h.saves).toHaveLength(1);
    await h.succeed();
    expect(h.saves.map((s) => s.data)).toEqual([B, full]);
    await h.succeed();
    expect(h.log.at(-1)).toBe('toast Bike listing saved');
    expect(h.view().pendingAction).toBeNull();
    expect(h.maxInFlight()).toBe(1);
  });

  it('Save is done when the member typed on while it waited: the newer data was saved in its place', async () => {
    const h = harness({ itemId: 'b1' });
    h.actor.send(change(B));
    await vi.advanceTimersByTimeAsync(2000);
    h.actor.send({ type: 'ACT', action: 'save', data: A });
    await h.settle();
    const newer = { ...B, model: 'Marlin 7 Gen 3' };
    h.actor.send(change(newer));
    await h.succeed();
    expect(h.saves.map((s) => s.data)).toEqual([B, newer]);
    await h.succeed();
    expect(h.view().pendingAction).toBeNull();
    expect(h.log.at(-1)).toBe('toast Bike listing saved');
  });

  it('submit deletes marked photos, saves, then publishes, and finishes with the message', async () => {
    const h = harness({ itemId: 'b1', photos: [photo('p1', true), photo('p2')] });
    h.actor.send({ type: 'PHOTOS', event: { type: 'TOGGLE_MARK', id: 'p2' } });
    h.actor.send({ type: 'ACT', action: 'submit', data: B });
    await h.settle();
    await h.succeed();
    expect(h.log).toEqual(['DELETE photos p2', `PUT ${JSON.stringify(B)}`, 'publish b1']);
    expect(h.finished).toEqual(['Your bike has been submitted for review!']);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it("a refused save stops the action with the server's message, and nothing is published", async () => {
    const h = harness({ itemId: 'b1' });
    h.actor.send({ type: 'ACT', action: 'submit', data: B });
    await h.settle();
    await h.fail(Object.assign(new Error('Description is required'), { status: 400 }));
    expect(h.view()).toMatchObject({ error: 'Description is required', failedAction: 'submit' });
    expect(h.log).not.toContain('publish b1');
  });

  it("a save that got no answer fails the action with the spec's sentence (§8.2)", async () => {
    const h = harness({ itemId: 'b1' });
    h.actor.send({ type: 'ACT', action: 'submit', data: B });
    await h.settle();
    await h.fail(new TypeError('Failed to fetch'));
    expect(h.view().error).toBe('Failed to update bike listing. Please try again.');
  });

  it('delete finishes without saving what waits', async () => {
    const h = harness({ itemId: 'b1' });
    h.actor.send(change(B, true));
    h.actor.send({ type: 'ACT', action: 'delete', data: null });
    await h.settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.log).toEqual(['delete b1']);
    expect(h.finished).toEqual(['Bike deleted successfully!']);
  });
});

describe('input a rule keeps back (issue 10 item 2)', () => {
  it('is kept locally while part of the form cannot be saved, and cleared once it can', async () => {
    const h = harness({ itemId: 'b1' });
    // Year 1850 breaks its rule: the autosave payload leaves it out, the whole form is kept.
    const typed = { name: 'Trek Marlin 7', year: '1850' };
    h.actor.send({ type: 'CHANGE', data: A, form: typed, worthKeeping: true, complete: false });
    expect(h.kept).toEqual([typed]);
    await vi.advanceTimersByTimeAsync(2000);
    // Nothing the server lacks but the year: no save (the indicator names the year instead).
    expect(h.saves).toEqual([]);
    h.actor.send(change({ ...A, year: 1985 }));
    expect(h.kept).toEqual([typed, null]);
  });

  it('is cleared when the listing is submitted', async () => {
    const h = harness({ itemId: 'b1' });
    h.actor.send({
      type: 'CHANGE',
      data: A,
      form: { year: '1850' },
      worthKeeping: true,
      complete: false,
    });
    h.actor.send({ type: 'ACT', action: 'submit', data: A });
    await h.settle();
    expect(h.finished).toEqual(['Your bike has been submitted for review!']);
    expect(h.kept).toEqual([{ year: '1850' }, null]);
  });
});

describe('leaving the page', () => {
  it('saves what waits for its debounce at once and deletes the marked photos', async () => {
    const h = harness({ itemId: 'b1', photos: [photo('p1', true), photo('p2')] });
    h.actor.send(change(B, true));
    h.actor.send({ type: 'PHOTOS', event: { type: 'TOGGLE_MARK', id: 'p1' } });
    h.actor.send({ type: 'LEAVE' });
    await h.settle();
    expect(h.log).toEqual([`PUT ${JSON.stringify(B)}`, 'DELETE photos p1']);
    await h.succeed();
    expect(h.actor.getSnapshot().value).toBe('closed');
    expect(h.finished).toEqual([]);
  });

  it('with nothing waiting, closes without a call', async () => {
    const h = harness({ itemId: 'b1' });
    h.actor.send({ type: 'LEAVE' });
    await h.settle();
    expect(h.log).toEqual([]);
    expect(h.actor.getSnapshot().value).toBe('closed');
  });
});

describe('a new listing (issue 10 item 4)', () => {
  it('creates no draft for a change back to the empty form, one for something worth keeping', async () => {
    const h = harness({ itemId: null });
    await h.settle();
    h.actor.send(change({}, false));
    await h.settle();
    expect(h.log).toEqual([]);
    h.actor.send(change({ brand: 'Kona' }, true));
    await h.settle();
    expect(h.log).toEqual(['POST {"brand":"Kona"}', 'opened new-1']);
    expect(h.view().itemId).toBe('new-1');
    // Typing goes on into the same page: the autosave saves it to the new draft.
    h.actor.send(change({ brand: 'Kona', name: 'Unit' }, true));
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.saves.map((s) => s.target)).toEqual([{ itemType: 'bike', id: 'new-1' }]);
  });

  it('saves what was typed while the draft was being created, after it', async () => {
    const h = harness({ itemId: null });
    await h.settle();
    h.actor.send(change({ brand: 'Kona' }));
    // The next keystroke arrives before the draft's answer.
    h.actor.send(change({ brand: 'Kona', name: 'Unit' }));
    await h.settle();
    expect(h.log).toEqual(['POST {"brand":"Kona"}', 'opened new-1']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.saves.map((s) => s.data)).toEqual([{ brand: 'Kona', name: 'Unit' }]);
  });

  it('a refused photo creates no draft; an accepted one does, and is attached to it', async () => {
    const refused = harness({ itemId: null, stageFails: true });
    await refused.settle();
    refused.actor.send({
      type: 'PHOTOS',
      event: {
        type: 'ADD',
        added: [
          { photo: { id: 'n1', url: 'blob:n1', isPrimary: false, isExisting: false }, file: {} },
        ],
      },
    });
    await refused.settle();
    expect(refused.log).toEqual(['stage photos']);
    expect(refused.view().photos).toMatchObject({ photos: [], error: 'notes.png is not an image' });

    const accepted = harness({ itemId: null });
    await accepted.settle();
    accepted.actor.send({
      type: 'PHOTOS',
      event: {
        type: 'ADD',
        added: [
          { photo: { id: 'n1', url: 'blob:n1', isPrimary: false, isExisting: false }, file: {} },
        ],
      },
    });
    await accepted.settle();
    // The draft is created with what the page holds (here the empty form's payload, A).
    expect(accepted.log).toEqual([
      'stage photos',
      `POST ${JSON.stringify(A)}`,
      'opened new-1',
      'attach upload-0',
    ]);
    expect(accepted.view().photos.photos.map((p) => p.id)).toEqual(['s0']);
  });

  it('resumes the stored draft instead of showing an empty form (spec 2 §2.2)', async () => {
    const h = harness({ itemId: null, storedDraftId: 'd-7' });
    expect(h.view().loading).toBe(true);
    await h.settle();
    expect(h.log).toEqual(['resume d-7']);
  });

  it("says the spec's message when an action comes before there is an id (§5.2)", async () => {
    const h = harness({ itemId: null });
    await h.settle();
    h.actor.send({ type: 'ACT', action: 'submit', data: B });
    expect(h.view().error).toBe('No item ID available. Please enter some data first.');
  });
});
