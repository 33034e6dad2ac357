// Autosave machine: graph coverage (every state reached, every transition of the definition
// taken by a live actor) and the rules of spec 2 §4.3 under fake timers: 2 s debounce, only
// when changed, never overlapping, saved → idle after 2 s, and retries that keep offline edits.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getPathsFromEvents, getStateNodes } from 'xstate/graph';
import {
  AUTOSAVE_TIMING,
  autosaveMachine,
  autosaveView,
  isRetryableSaveError,
  retryDelayMs,
  sameData,
  type SaveChangesInput,
} from './autosave.machine.ts';
import {
  definedEdges,
  graphEvents,
  replayEveryEdge,
  stateValueOf,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';

type GraphEvent = EventFromLogic<typeof autosaveMachine>;
type AutosaveSnapshot = SnapshotFrom<typeof autosaveMachine>;

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const A = { name: 'Trek Marlin', year: 2021 };
const B = { name: 'Trek Marlin 7', year: 2021 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------
// Graph coverage
// ---------------------------------------------------------------------------------------------

const offline = new TypeError('Failed to fetch');
const invalid = { status: 400, message: 'Brand must be between 2 and 100 characters' };

const payloadEvents = [
  { type: 'CHANGE', data: A },
  { type: 'CHANGE', data: B },
  { type: 'RESET', data: A },
  { type: 'SAVE_NOW', data: A },
  { type: 'SAVE_NOW', data: B },
  { type: 'xstate.done.actor.saveChanges', output: undefined },
  { type: 'xstate.error.actor.saveChanges', error: offline },
  { type: 'xstate.error.actor.saveChanges', error: invalid },
] as unknown as GraphEvent[];

const allEvents = graphEvents(autosaveMachine, payloadEvents);

const traversal = {
  events: allEvents,
  filterEvents: (snapshot: AutosaveSnapshot, event: GraphEvent) => snapshot.can(event),
  // Each failure adds one to the backoff counter: two in a row show every transition, more
  // would only make the graph infinite.
  stopWhen: (snapshot: AutosaveSnapshot) => snapshot.context.failures >= 2,
  // The graph starts where the live actors start: an item loaded as A.
  input: { initialData: A },
};

const inertMachine = autosaveMachine.provide({
  actors: { saveChanges: fromPromise(() => new Promise<unknown>(() => {})) },
});

describe('autosave machine graph', () => {
  let shortest: ReplayedGraph<typeof autosaveMachine>['shortest'];
  let adjacency: ReplayedGraph<typeof autosaveMachine>['adjacency'];
  let replays: number;
  const record: CoverageRecord = { transitions: new Set() };

  beforeAll(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    // Replay every edge of the reachable graph on a live actor; it must land where the pure
    // graph said it would.
    ({ shortest, adjacency, replays } = replayEveryEdge(autosaveMachine, traversal, {
      liveMachine: inertMachine,
      record,
    }));
  });

  it('explores a bounded graph and replays each of its edges', () => {
    expect(Object.keys(adjacency).length).toBeGreaterThan(15);
    expect(replays).toBeGreaterThan(60);
  });

  it('reaches every state node by a shortest path', () => {
    const nodes = getStateNodes(autosaveMachine.root);
    expect(nodes.map((n) => n.id).sort()).toEqual([
      'autosave.debouncing',
      'autosave.error',
      'autosave.error.retrying',
      'autosave.error.stopped',
      'autosave.idle',
      'autosave.saved',
      'autosave.saving',
    ]);
    for (const node of nodes) {
      const path = shortest.find((p) => p.state.matches(stateValueOf(node) as never));
      expect(path, `no shortest path reaches ${node.id}`).toBeDefined();
    }
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(autosaveMachine);
    expect(defined.size).toBe(26);
    const missing = [...defined].filter((e) => !record.transitions.has(e));
    expect(missing).toEqual([]);
  });

  it('follows an offline journey given as events (getPathsFromEvents)', () => {
    const journey = [
      { type: 'CHANGE', data: B },
      { type: 'xstate.after.debounce.autosave.debouncing' },
      { type: 'xstate.error.actor.saveChanges', error: offline },
      { type: 'xstate.after.retryBackoff.autosave.error.retrying' },
      { type: 'xstate.done.actor.saveChanges', output: undefined },
      { type: 'xstate.after.savedIndicator.autosave.saved' },
    ] as unknown as GraphEvent[];
    // getPathsFromEvents explores the graph its events span: bounded the same way.
    const [path] = getPathsFromEvents(autosaveMachine, journey, {
      input: traversal.input,
      stopWhen: traversal.stopWhen,
    });
    expect(path!.steps.map((s) => JSON.stringify(s.state.value))).toEqual([
      '"idle"',
      '"debouncing"',
      '"saving"',
      '{"error":"retrying"}',
      '"saving"',
      '"saved"',
      '"idle"',
    ]);
    expect(path!.state.context).toMatchObject({ savedData: B, failures: 0, error: null });
  });
});

// ---------------------------------------------------------------------------------------------
// Behaviour and timing (spec 2 §4.3, §9)
// ---------------------------------------------------------------------------------------------

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * An autosave actor whose saves the test settles by hand. `inFlight` counts concurrent saves
 * so a test can prove that two never overlap.
 */
function harness(
  { initialData }: { initialData?: unknown } = { initialData: A },
  reports: { reportSaved?: (data: unknown) => void; reportFailed?: (error: unknown) => void } = {},
) {
  const calls: SaveChangesInput[] = [];
  const pending: Deferred<void>[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const machine = autosaveMachine.provide({
    actions: {
      reportSaved: (_, params) => reports.reportSaved?.(params.data),
      reportFailed: (_, params) => reports.reportFailed?.(params.error),
    },
    actors: {
      saveChanges: fromPromise<unknown, SaveChangesInput>(async ({ input }) => {
        calls.push(input);
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        const d = deferred<void>();
        pending.push(d);
        try {
          await d.promise;
        } finally {
          inFlight--;
        }
      }),
    },
  });
  const actor = createActor(machine, { input: { initialData } });
  actor.start();
  return {
    actor,
    calls,
    change: (data: unknown) => actor.send({ type: 'CHANGE', data }),
    /** Settles the oldest unsettled save. */
    succeed: async () => {
      pending.shift()!.resolve();
      await vi.advanceTimersByTimeAsync(0);
    },
    fail: async (error: unknown) => {
      pending.shift()!.reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
    view: () => autosaveView(actor.getSnapshot()),
    value: () => actor.getSnapshot().value,
    maxInFlight: () => maxInFlight,
  };
}

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('debounce (2000 ms after the last change)', () => {
  it('saves once, 2 s after typing stopped, with the newest data', async () => {
    const h = harness();
    h.change({ ...A, name: 'T' });
    expect(h.value()).toBe('debouncing');
    await tick(1500);
    h.change({ ...A, name: 'Tr' });
    await tick(1500);
    h.change(B);
    await tick(AUTOSAVE_TIMING.debounceMs - 1);
    expect(h.calls).toHaveLength(0);
    expect(h.view()).toMatchObject({ status: 'idle', hasUnsavedChanges: true });
    await tick(1);
    expect(h.calls).toEqual([{ data: B, attempt: 0 }]);
    expect(h.view().status).toBe('saving');
  });

  it('shows saved for 2 s after a save, then idle', async () => {
    const h = harness();
    h.change(B);
    await tick(2000);
    await h.succeed();
    expect(h.view()).toMatchObject({ status: 'saved', hasUnsavedChanges: false });
    expect(h.view().lastSavedAt).toBe(NOW + 2000);
    await tick(AUTOSAVE_TIMING.savedIndicatorMs - 1);
    expect(h.view().status).toBe('saved');
    await tick(1);
    expect(h.view().status).toBe('idle');
  });

  it('FLUSH saves at once instead of waiting', async () => {
    const h = harness();
    h.change(B);
    await tick(300);
    h.actor.send({ type: 'FLUSH' });
    expect(h.calls).toEqual([{ data: B, attempt: 0 }]);
  });

  it('FLUSH with nothing unsaved does nothing', async () => {
    const h = harness();
    h.actor.send({ type: 'FLUSH' });
    await tick(10_000);
    expect(h.calls).toHaveLength(0);
    expect(h.value()).toBe('idle');
  });
});

describe('only when changed', () => {
  it('does not save data equal to the loaded data, whatever the key order', async () => {
    const h = harness();
    h.change({ year: 2021, name: 'Trek Marlin' });
    expect(h.value()).toBe('idle');
    await tick(10_000);
    expect(h.calls).toHaveLength(0);
    expect(sameData({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameData([1, 2], [2, 1])).toBe(false);
  });

  it('cancels the pending save when the edit is undone within the debounce', async () => {
    const h = harness();
    h.change(B);
    await tick(1000);
    h.change(A);
    expect(h.value()).toBe('idle');
    await tick(10_000);
    expect(h.calls).toHaveLength(0);
  });

  it('does not save again what the last save already stored', async () => {
    const h = harness();
    h.change(B);
    await tick(2000);
    await h.succeed();
    h.change({ ...B });
    expect(h.value()).toBe('saved');
    await tick(10_000);
    expect(h.calls).toHaveLength(1);
  });

  it('a new edit while "saved" shows starts a new debounce', async () => {
    const h = harness();
    h.change(B);
    await tick(2000);
    await h.succeed();
    h.change(A);
    expect(h.value()).toBe('debouncing');
    await tick(2000);
    expect(h.calls.map((c) => c.data)).toEqual([B, A]);
  });
});

describe('never overlapping', () => {
  it('queues a change made during a save and saves it after, one at a time', async () => {
    const h = harness();
    h.change(B);
    await tick(2000);
    expect(h.calls).toHaveLength(1);
    const C = { ...B, year: 2022 };
    h.change(C);
    await tick(30_000);
    expect(h.calls).toHaveLength(1);
    expect(h.view()).toMatchObject({ status: 'saving', hasUnsavedChanges: true });
    await h.succeed();
    // The queued data waits for its own debounce, then one more save runs.
    expect(h.value()).toBe('debouncing');
    await tick(2000);
    expect(h.calls.map((c) => c.data)).toEqual([B, C]);
    await h.succeed();
    expect(h.view()).toMatchObject({ status: 'saved', hasUnsavedChanges: false });
    expect(h.maxInFlight()).toBe(1);
  });

  it('a FLUSH during a save does not start a second one', async () => {
    const h = harness();
    h.change(B);
    await tick(2000);
    h.change({ ...B, year: 1999 });
    h.actor.send({ type: 'FLUSH' });
    expect(h.calls).toHaveLength(1);
    expect(h.maxInFlight()).toBe(1);
  });
});

describe('SAVE_NOW (explicit save, submit, leaving)', () => {
  it('saves at once without the debounce, and reports what was saved', async () => {
    const reported: unknown[] = [];
    const h = harness({ initialData: A }, { reportSaved: (data) => reported.push(data) });
    h.actor.send({ type: 'SAVE_NOW', data: B });
    expect(h.calls.map((c) => c.data)).toEqual([B]);
    await h.succeed();
    expect(reported).toEqual([B]);
    // Data already on the server is reported saved without a call.
    h.actor.send({ type: 'SAVE_NOW', data: B });
    expect(h.calls).toHaveLength(1);
    expect(reported).toEqual([B, B]);
  });

  it('during a save, queues the data and saves it right after, never beside it', async () => {
    const reported: unknown[] = [];
    const h = harness({ initialData: A }, { reportSaved: (data) => reported.push(data) });
    h.change(B);
    await tick(2000);
    const C = { ...B, year: 2022 };
    h.actor.send({ type: 'SAVE_NOW', data: C });
    expect(h.calls).toHaveLength(1);
    await h.succeed();
    // No 2 s wait: the urgent data goes at once.
    expect(h.calls.map((c) => c.data)).toEqual([B, C]);
    await h.succeed();
    expect(reported).toEqual([B, C]);
    expect(h.maxInFlight()).toBe(1);
  });

  it('reports a failure, and passes the target of the last RESET to every save', async () => {
    const failed: unknown[] = [];
    const h = harness({ initialData: A }, { reportFailed: (error) => failed.push(error) });
    h.actor.send({ type: 'RESET', data: A, target: { itemType: 'bike', id: 'b1' } });
    h.actor.send({ type: 'SAVE_NOW', data: B });
    expect(h.calls[0]).toMatchObject({ target: { itemType: 'bike', id: 'b1' } });
    await h.fail(invalid);
    expect(failed).toEqual([invalid]);
    expect(h.value()).toEqual({ error: 'stopped' });
  });
});

describe('failures and offline edits', () => {
  it('keeps the edits made while offline and retries with backoff until it succeeds', async () => {
    const h = harness();
    h.change(B);
    await tick(2000);
    await h.fail(offline);
    expect(h.value()).toEqual({ error: 'retrying' });
    expect(h.view()).toMatchObject({
      status: 'error',
      retrying: true,
      hasUnsavedChanges: true,
      failures: 1,
      error: 'Failed to fetch',
    });

    // Typing goes on while the network is down: kept, and sent by the next retry.
    const C = { ...B, year: 2019 };
    h.change(C);
    await tick(retryDelayMs(1) - 1);
    expect(h.calls).toHaveLength(1);
    await tick(1);
    expect(h.calls[1]).toEqual({ data: C, attempt: 1 });

    await h.fail(offline);
    expect(h.view().failures).toBe(2);
    await tick(retryDelayMs(2) - 1);
    expect(h.calls).toHaveLength(2);
    await tick(1);
    expect(h.calls[2]).toEqual({ data: C, attempt: 2 });

    await h.succeed();
    expect(h.view()).toMatchObject({
      status: 'saved',
      retrying: false,
      hasUnsavedChanges: false,
      failures: 0,
      error: null,
    });
    expect(h.maxInFlight()).toBe(1);
  });

  it('backs off 2, 4, 8, 16 s, then every 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('FLUSH (back online, "retry now") retries without waiting for the backoff', async () => {
    const h = harness();
    h.change(B);
    await tick(2000);
    await h.fail(offline);
    h.actor.send({ type: 'FLUSH' });
    expect(h.calls).toHaveLength(2);
    expect(h.value()).toBe('saving');
  });

  it('goes idle instead of retrying when the unsaved edit was undone meanwhile', async () => {
    const h = harness();
    h.change(B);
    await tick(2000);
    await h.fail(offline);
    h.change(A);
    await tick(retryDelayMs(1));
    expect(h.calls).toHaveLength(1);
    expect(h.view()).toMatchObject({ status: 'idle', error: null, failures: 0 });
  });

  it('retries 408, 429 and 5xx answers; waits for the member on other 4xx', async () => {
    expect(isRetryableSaveError(offline)).toBe(true);
    expect(isRetryableSaveError({ status: 503 })).toBe(true);
    expect(isRetryableSaveError({ status: 408 })).toBe(true);
    expect(isRetryableSaveError({ status: 429 })).toBe(true);
    expect(isRetryableSaveError({ status: 400 })).toBe(false);
    expect(isRetryableSaveError({ status: 403 })).toBe(false);
    expect(isRetryableSaveError({ status: 404 })).toBe(false);

    const h = harness();
    h.change(B);
    await tick(2000);
    await h.fail(invalid);
    expect(h.value()).toEqual({ error: 'stopped' });
    expect(h.view()).toMatchObject({ status: 'error', retrying: false, error: invalid.message });
    await tick(120_000);
    expect(h.calls).toHaveLength(1);

    // The member fixes the field: a new debounce, a new save.
    const fixed = { ...B, name: 'Trek Marlin 7 Gen 3' };
    h.change(fixed);
    expect(h.value()).toBe('debouncing');
    await tick(2000);
    expect(h.calls[1]).toEqual({ data: fixed, attempt: 1 });
  });

  it('falls back to "Autosave failed" when the error has no message', async () => {
    const h = harness();
    h.change(B);
    await tick(2000);
    await h.fail('boom');
    expect(h.view().error).toBe('Autosave failed');
  });

  it('without a provided save actor it fails loudly instead of pretending to save', async () => {
    const actor = createActor(autosaveMachine, { input: { initialData: A } }).start();
    actor.send({ type: 'CHANGE', data: B });
    await tick(2000);
    expect(actor.getSnapshot().context.error).toMatch(/provide the "saveChanges" actor/);
    actor.stop();
  });
});

describe('RESET', () => {
  it('sets a new baseline and drops a pending save', async () => {
    const h = harness();
    h.change(B);
    await tick(1000);
    h.actor.send({ type: 'RESET', data: B });
    expect(h.view()).toMatchObject({ status: 'idle', hasUnsavedChanges: false });
    await tick(10_000);
    expect(h.calls).toHaveLength(0);
    h.change(B);
    expect(h.value()).toBe('idle');
  });

  it('starts with no baseline when no initial data is given', async () => {
    const h = harness({});
    h.change(A);
    await tick(2000);
    expect(h.calls).toEqual([{ data: A, attempt: 0 }]);
  });
});
