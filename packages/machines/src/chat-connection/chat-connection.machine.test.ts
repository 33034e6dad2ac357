// Chat connection machine: graph coverage (every state reached, every transition of the
// definition taken by a live actor) and the rules of spec 2 §4.5 under fake timers: backoff from
// 1 s doubling to 30 s, 5 attempts then 'Max reconnection attempts reached', a manual reconnect
// after 1 s, polling every 20 s without the stream, and a 401 that refreshes the token.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  type EventFromLogic,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import {
  chatConnectionMachine,
  chatConnectionView,
  type ChatConnectionEvent,
  type ChatConnectionInput,
  type ConnectStreamInput,
} from './chat-connection.machine.ts';
import {
  definedEdges,
  edgeKey,
  graphEvents,
  replayEveryEdge,
  stateValueOf,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';

type GraphEvent = EventFromLogic<typeof chatConnectionMachine>;
type Snapshot = SnapshotFrom<typeof chatConnectionMachine>;

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
  { type: 'STREAM_EVENT', id: '7', data: { type: 'message', message: {} } },
  { type: 'STREAM_EVENT', id: '7:1', data: { type: 'presence' } },
  { type: 'STREAM_ERROR' },
  { type: 'STREAM_ERROR', status: 401 },
  { type: 'xstate.done.actor.0.chatConnection.refreshing', output: 'fresh-token' },
  { type: 'xstate.error.actor.0.chatConnection.refreshing', error: new Error('refresh failed') },
] as unknown as GraphEvent[];

const inert = chatConnectionMachine.provide({
  actors: {
    connectStream: fromCallback(() => () => {}),
    refreshToken: fromPromise(() => new Promise<string>(() => {})),
    fetchMessages: fromPromise(() => new Promise<void>(() => {})),
  },
});

describe('chat connection machine graph', () => {
  const record: CoverageRecord = { transitions: new Set() };
  const graphs: ReplayedGraph<typeof chatConnectionMachine>[] = [];

  beforeAll(() => {
    // Timers (after) and the actors' answers are offered by their internal event names, so
    // every edge can be replayed without waiting.
    const events = graphEvents(chatConnectionMachine, payloadEvents);
    for (const useStream of [true, false]) {
      graphs.push(
        replayEveryEdge(
          chatConnectionMachine,
          {
            events,
            filterEvents: (s: Snapshot, e: GraphEvent) => s.status === 'active' && s.can(e),
            // Up to one past the attempts: every branch of STREAM_ERROR shows.
            stopWhen: (s: Snapshot) => s.context.attempts > 5,
            input: { useStream, token: 'token' },
          },
          { liveMachine: inert, record },
        ),
      );
    }
  });

  it('explores a bounded graph and replays each of its edges', () => {
    expect(graphs.reduce((n, g) => n + g.replays, 0)).toBeGreaterThan(40);
  });

  it('reaches every state node: by a shortest path, or leaving it at once (starting)', () => {
    const nodes = getStateNodes(chatConnectionMachine.root);
    expect(nodes.map((n) => n.id).sort()).toEqual([
      'chatConnection.closed',
      'chatConnection.error',
      'chatConnection.error.fetching',
      'chatConnection.error.waiting',
      'chatConnection.manualWait',
      'chatConnection.polling',
      'chatConnection.polling.fetching',
      'chatConnection.polling.waiting',
      'chatConnection.reconnecting',
      'chatConnection.refreshing',
      'chatConnection.starting',
      'chatConnection.streaming',
      'chatConnection.streaming.connected',
      'chatConnection.streaming.connecting',
      'chatConnection.streaming.resuming',
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
    const defined = definedEdges(chatConnectionMachine);
    expect(defined.size).toBe(22);
    const missing = [...defined].filter((e) => !record.transitions.has(e));
    expect(missing).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The rules, with fake timers
// ---------------------------------------------------------------------------------------------

/** A live actor whose stream, refresh and poll are recorded and answered by the test. */
function start(input: ChatConnectionInput = { useStream: true, token: 't1' }) {
  const connections: ConnectStreamInput[] = [];
  let sendBack: (event: ChatConnectionEvent) => void = () => {};
  let closedStreams = 0;
  const refresh = vi.fn(async () => 't2');
  const poll = vi.fn(async () => {});
  const actor = createActor(
    chatConnectionMachine.provide({
      actors: {
        connectStream: fromCallback<ChatConnectionEvent, ConnectStreamInput>(
          ({ input: connection, sendBack: back }) => {
            connections.push(connection);
            sendBack = back;
            return () => void closedStreams++;
          },
        ),
        refreshToken: fromPromise(refresh),
        fetchMessages: fromPromise(poll),
      },
    }),
    { input },
  );
  const emitted: unknown[] = [];
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  return {
    actor,
    connections,
    emitted,
    refresh,
    poll,
    stream: (event: ChatConnectionEvent) => sendBack(event),
    closedStreams: () => closedStreams,
    view: () => chatConnectionView(actor.getSnapshot()),
  };
}

describe('chat connection rules (spec 2 §4.5)', () => {
  it('connects, hands known events to the app, logs unknown ones, keeps the last id', () => {
    const c = start();
    expect(c.view().status).toBe('connecting');
    c.stream({ type: 'STREAM_OPEN' });
    expect(c.view()).toEqual({
      status: 'connected',
      error: null,
      attempts: 0,
      canReconnect: false,
    });
    c.stream({ type: 'STREAM_EVENT', id: '12', data: { type: 'message', message: { id: 'm' } } });
    c.stream({ type: 'STREAM_EVENT', id: '12:1', data: { type: 'someday' } });
    c.stream({ type: 'STREAM_EVENT', id: null, data: 'not json' });
    expect(c.emitted).toEqual([
      { type: 'streamEvent', data: { type: 'message', message: { id: 'm' } } },
      { type: 'unknownEvent', data: { type: 'someday' } },
      { type: 'unknownEvent', data: 'not json' },
    ]);
    expect(c.actor.getSnapshot().context.lastEventId).toBe('12:1');
  });

  it('reconnects after 1, 2, 4, 8 and 16 s, resuming after the last id, then gives up', () => {
    const c = start();
    c.stream({ type: 'STREAM_OPEN' });
    c.stream({ type: 'STREAM_EVENT', id: '5', data: { type: 'heartbeat' } });
    const delays = [1000, 2000, 4000, 8000, 16000];
    for (const [i, delay] of delays.entries()) {
      c.stream({ type: 'STREAM_ERROR' });
      expect(c.view()).toMatchObject({ status: 'reconnecting', attempts: i + 1 });
      expect(c.closedStreams()).toBe(i + 1);
      vi.advanceTimersByTime(delay - 1);
      expect(c.connections).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(c.connections).toHaveLength(i + 2);
      expect(c.connections.at(-1)).toEqual({ token: 't1', lastEventId: '5' });
    }
    c.stream({ type: 'STREAM_ERROR' });
    expect(c.view()).toEqual({
      status: 'error',
      error: 'Max reconnection attempts reached',
      attempts: 5,
      canReconnect: true,
    });
    vi.advanceTimersByTime(60_000);
    expect(c.connections).toHaveLength(6);
  });

  it('asks the app to read the messages again when a stream opens after a drop (issue 25 item 5)', () => {
    const c = start();
    c.stream({ type: 'STREAM_OPEN' });
    expect(c.emitted).toEqual([]);
    // The server ended the stream before its first event (a database restart): no id to
    // resume from, so only a fresh read of the chat can show what was missed.
    c.stream({ type: 'STREAM_ERROR' });
    vi.advanceTimersByTime(1000);
    expect(c.connections.at(-1)).toEqual({ token: 't1', lastEventId: null });
    c.stream({ type: 'STREAM_OPEN' });
    expect(c.emitted).toEqual([{ type: 'reopened' }]);
  });

  it('caps the backoff at 30 s and starts counting again once a stream opens', () => {
    const c = start();
    for (let i = 0; i < 5; i++) {
      c.stream({ type: 'STREAM_ERROR' });
      vi.advanceTimersByTime(30_000);
    }
    expect(c.actor.getSnapshot().context.attempts).toBe(5);
    c.stream({ type: 'STREAM_OPEN' });
    expect(c.view()).toMatchObject({ status: 'connected', attempts: 0 });
    c.stream({ type: 'STREAM_ERROR' });
    vi.advanceTimersByTime(1000);
    expect(c.view()).toMatchObject({ status: 'reconnecting', attempts: 1 });
  });

  it('reconnects by hand after 1 s, with a fresh count', () => {
    const c = start();
    for (let i = 0; i < 6; i++) {
      c.stream({ type: 'STREAM_ERROR' });
      vi.advanceTimersByTime(16_000);
    }
    expect(c.view().status).toBe('error');
    const before = c.connections.length;
    c.actor.send({ type: 'RECONNECT' });
    expect(c.view()).toMatchObject({ status: 'reconnecting', attempts: 0, error: null });
    vi.advanceTimersByTime(999);
    expect(c.connections).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(c.connections).toHaveLength(before + 1);
  });

  it('keeps the chat fresh by polling every 20 s after giving up, and without the stream', async () => {
    const c = start({ useStream: false, token: null });
    expect(c.view().status).toBe('polling');
    expect(c.connections).toEqual([]);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(c.poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(c.poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(c.poll).toHaveBeenCalledTimes(2);
    c.poll.mockRejectedValueOnce(new Error('offline'));
    await vi.advanceTimersByTimeAsync(40_000);
    expect(c.poll).toHaveBeenCalledTimes(4);

    const s = start();
    for (let i = 0; i < 6; i++) {
      s.stream({ type: 'STREAM_ERROR' });
      await vi.advanceTimersByTimeAsync(16_000);
    }
    expect(s.view().status).toBe('error');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(s.poll).toHaveBeenCalledTimes(1);
  });

  it('refreshes the token on a 401 and reconnects itself at once; a second 401 ends it', async () => {
    const c = start();
    c.stream({ type: 'STREAM_OPEN' });
    c.stream({ type: 'STREAM_ERROR', status: 401 });
    expect(c.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.connections.at(-1)).toEqual({ token: 't2', lastEventId: null });
    expect(c.view()).toMatchObject({ status: 'connecting', attempts: 0 });
    c.stream({ type: 'STREAM_ERROR', status: 401 });
    expect(c.view()).toMatchObject({ status: 'error' });
    expect(c.view().error).toMatch(/session/i);
    expect(c.refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh fails, and stops everything on CLOSE', async () => {
    const c = start();
    c.refresh.mockRejectedValueOnce(new Error('refresh token expired'));
    c.stream({ type: 'STREAM_ERROR', status: 401 });
    await vi.advanceTimersByTimeAsync(0);
    expect(c.view().status).toBe('error');
    c.actor.send({ type: 'RECONNECT' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.view().status).toBe('connecting');
    c.actor.send({ type: 'CLOSE' });
    expect(c.view().status).toBe('closed');
    expect(c.actor.getSnapshot().status).toBe('done');
    expect(c.closedStreams()).toBe(2);
  });
});
