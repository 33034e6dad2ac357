// Item stream machine: graph coverage (every state reached, every transition of the definition
// taken by a live actor) and the rules under fake timers: reconnect after 1 s doubling, 5
// failed attempts in a row then offline, a fresh count once a stream opens, `reopened` only
// after a drop, each event handed on, CLOSE final.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import {
  itemStreamMachine,
  type ItemStreamInput,
  type ItemStreamMachineEvent,
} from './item-stream.machine.ts';
import {
  definedEdges,
  edgeKey,
  graphEvents,
  replayEveryEdge,
  stateValueOf,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';

type GraphEvent = EventFromLogic<typeof itemStreamMachine>;
type Snapshot = SnapshotFrom<typeof itemStreamMachine>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const inert = itemStreamMachine.provide({
  actors: { connectStream: fromCallback(() => () => {}) },
});

describe('item stream machine graph', () => {
  const record: CoverageRecord = { transitions: new Set() };
  let graphs: ReplayedGraph<typeof itemStreamMachine>[];

  beforeAll(() => {
    const events = graphEvents(itemStreamMachine, [
      { type: 'STREAM_EVENT', event: { name: 'offer:created', data: { itemId: 'b1' } } },
    ] as GraphEvent[]);
    // Once opened in a visible tab and once in a hidden one: `starting` has a branch for each.
    graphs = [false, true].map((hidden) =>
      replayEveryEdge(
        itemStreamMachine,
        {
          events,
          input: { hidden },
          filterEvents: (s: Snapshot, e: GraphEvent) => s.status === 'active' && s.can(e),
          // Up to the last attempt, with the stream opened before or not: every branch shows.
          stopWhen: (s: Snapshot) => s.context.attempts > 5,
        },
        { liveMachine: inert, record },
      ),
    );
  });

  it('explores a bounded graph and replays each of its edges', () => {
    for (const graph of graphs) expect(graph.replays).toBeGreaterThan(20);
  });

  it('reaches every state node: by a shortest path, or leaving it at once (starting)', () => {
    const nodes = getStateNodes(itemStreamMachine.root);
    expect(nodes.map((n) => n.id).sort()).toEqual([
      'itemStream.closed',
      'itemStream.offline',
      'itemStream.paused',
      'itemStream.reconnecting',
      'itemStream.starting',
      'itemStream.streaming',
      'itemStream.streaming.connected',
      'itemStream.streaming.connecting',
    ]);
    for (const node of nodes) {
      const value = stateValueOf(node);
      const found = graphs.some((g) => g.shortest.some((p) => p.state.matches(value as never)));
      // A transient state shows only by the eventless transitions it takes on entry.
      const left = (node.always ?? []).some((t) => record.transitions.has(edgeKey(t)));
      expect(found || left, `nothing reaches ${node.id}`).toBe(true);
    }
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(itemStreamMachine);
    expect(defined.size).toBe(12);
    const missing = [...defined].filter((e) => !record.transitions.has(e));
    expect(missing).toEqual([]);
  });
});

/** A live actor whose stream connections are counted and answered by the test. */
function start(input: ItemStreamInput = {}) {
  let connections = 0;
  let sendBack: (event: ItemStreamMachineEvent) => void = () => {};
  const emitted: string[] = [];
  const actor = createActor(
    itemStreamMachine.provide({
      actors: {
        connectStream: fromCallback<ItemStreamMachineEvent>(({ sendBack: send }) => {
          connections += 1;
          sendBack = send;
          return () => {};
        }),
      },
    }),
    { input },
  );
  actor.on('reopened', () => emitted.push('reopened'));
  actor.on('itemEvent', ({ event }) => emitted.push(event.name));
  actor.start();
  return {
    actor,
    emitted,
    connections: () => connections,
    stream: (event: ItemStreamMachineEvent) => sendBack(event),
  };
}

describe('item stream rules', () => {
  it('hands on each event once the stream is open', () => {
    const { actor, emitted, stream } = start();
    expect(actor.getSnapshot().matches({ streaming: 'connecting' })).toBe(true);
    stream({ type: 'STREAM_OPEN' });
    stream({ type: 'STREAM_EVENT', event: { name: 'offer:created', data: {} } });
    stream({ type: 'STREAM_EVENT', event: { name: 'offer:accepted', data: {} } });
    expect(emitted).toEqual(['offer:created', 'offer:accepted']);
  });

  it('reconnects after 1 s doubling and gives up after 5 failed attempts in a row', () => {
    const { actor, connections, stream } = start();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      stream({ type: 'STREAM_END' });
      expect(actor.getSnapshot().value).toBe('reconnecting');
      const before = connections();
      const wait = 1000 * 2 ** (attempt - 1);
      vi.advanceTimersByTime(wait - 1);
      expect(connections()).toBe(before);
      vi.advanceTimersByTime(1);
      expect(connections()).toBe(before + 1);
      waits.push(wait);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    stream({ type: 'STREAM_END' });
    expect(actor.getSnapshot().value).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(connections()).toBe(6);
  });

  it('starts the count again once a stream opens, and says a reopened stream missed events', () => {
    const { actor, emitted, stream } = start();
    stream({ type: 'STREAM_OPEN' });
    expect(emitted).toEqual([]);
    stream({ type: 'STREAM_END' });
    vi.advanceTimersByTime(1000);
    stream({ type: 'STREAM_END' });
    vi.advanceTimersByTime(2000);
    stream({ type: 'STREAM_OPEN' });
    expect(emitted).toEqual(['reopened']);
    expect(actor.getSnapshot().context.attempts).toBe(0);
    stream({ type: 'STREAM_END' });
    expect(actor.getSnapshot().context.attempts).toBe(1);
  });

  it('holds no connection while the tab is hidden, and reads the page again when it shows', () => {
    const { actor, emitted, connections, stream } = start();
    stream({ type: 'STREAM_OPEN' });
    actor.send({ type: 'HIDDEN' });
    expect(actor.getSnapshot().value).toBe('paused');
    vi.advanceTimersByTime(120_000);
    expect(connections()).toBe(1);
    actor.send({ type: 'VISIBLE' });
    expect(connections()).toBe(2);
    stream({ type: 'STREAM_OPEN' });
    expect(emitted).toEqual(['reopened']);
  });

  it('pauses a reconnect too, and starts its count again when the tab shows', () => {
    const { actor, connections, stream } = start();
    stream({ type: 'STREAM_END' });
    expect(actor.getSnapshot().context.attempts).toBe(1);
    actor.send({ type: 'HIDDEN' });
    vi.advanceTimersByTime(60_000);
    expect(connections()).toBe(1);
    expect(actor.getSnapshot().context.attempts).toBe(0);
    actor.send({ type: 'VISIBLE' });
    expect(actor.getSnapshot().matches({ streaming: 'connecting' })).toBe(true);
    expect(connections()).toBe(2);
  });

  it('a page opened in a background tab connects only once it shows', () => {
    const { actor, connections, emitted, stream } = start({ hidden: true });
    expect(actor.getSnapshot().value).toBe('paused');
    vi.advanceTimersByTime(60_000);
    expect(connections()).toBe(0);
    actor.send({ type: 'VISIBLE' });
    expect(connections()).toBe(1);
    stream({ type: 'STREAM_OPEN' });
    // Paused before its first opening, it still missed what happened meanwhile.
    expect(emitted).toEqual(['reopened']);
  });

  it('closes for good on CLOSE, from any state', () => {
    const { actor, connections, stream } = start();
    stream({ type: 'STREAM_END' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
    vi.advanceTimersByTime(60_000);
    expect(connections()).toBe(1);
  });
});
