// Session machine: graph coverage (every state reached, every transition of the definition
// taken by a live actor) and the timing rules of spec 1 §4 "Session" under fake timers.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getPathsFromEvents,
  getShortestPaths,
  getStateNodes,
  serializeSnapshot,
  toDirectedGraph,
  type AdjacencyMap,
  type DirectedGraphNode,
} from 'xstate/graph';
import {
  sessionMachine,
  type RefreshedTokens,
  type SessionUser,
  type StoredSession,
} from './session.machine.ts';

type GraphEvent = EventFromLogic<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const user: SessionUser = { id: 'u-1', role: 'user', emailVerified: true, firstName: 'Ada' };
const session = (expiresInMs: number, tag = 'a'): StoredSession => ({
  accessToken: `access-${tag}`,
  refreshToken: `refresh-${tag}`,
  user,
  expiresAt: NOW + expiresInMs,
});

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

/** Payloads for the events that need one; the others are derived from the definition below. */
const payloadEvents = [
  { type: 'xstate.done.actor.loadStoredSession', output: null },
  { type: 'xstate.done.actor.loadStoredSession', output: session(15 * MINUTE, 'stored') },
  { type: 'xstate.done.actor.loadStoredSession', output: session(4 * MINUTE, 'near') },
  { type: 'xstate.done.actor.loadStoredSession', output: session(-1, 'expired') },
  { type: 'xstate.error.actor.loadStoredSession', error: 'storage unreadable' },
  { type: 'LOGIN_SUCCESS', ...session(15 * MINUTE, 'login') },
  { type: 'REMEMBER_PATH', path: '/sell' },
  { type: 'UNAUTHORIZED', path: '/offers' },
  { type: 'USER_UPDATED', user: { ...user, firstName: 'Grace' } },
  {
    type: 'xstate.done.actor.refreshTokens',
    output: { accessToken: 'access-refreshed', expiresAt: NOW + 15 * MINUTE },
  },
  { type: 'xstate.error.actor.refreshTokens', error: 'refresh rejected' },
  { type: 'xstate.done.actor.revokeSession' },
  { type: 'xstate.error.actor.revokeSession', error: 'network down' },
] as unknown as GraphEvent[];

function edgeKey(t: AnyTransitionDefinition): string {
  const targets = (t.target ?? [t.source]).map((n: AnyStateNode) => n.id).join(',');
  return `${t.source.id} --${t.eventType || '(always)'}--> ${targets}`;
}

/** Every transition written in the definition: toDirectedGraph's edges plus eventless ones. */
function definitionEdges(): Set<string> {
  const edges = new Set<string>();
  const walk = (node: DirectedGraphNode) => {
    for (const e of node.edges) edges.add(edgeKey(e.transition));
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(sessionMachine));
  for (const node of getStateNodes(sessionMachine.root)) {
    for (const t of node.always ?? []) edges.add(edgeKey(t));
  }
  return edges;
}

/**
 * Every event type the definition reacts to, with the payloads above where one is needed.
 * Passing events to xstate/graph replaces its default event discovery wholesale, so the full
 * list is built here and each state is offered only the events it can take (snapshot.can):
 * an actor error event offered to a state without that actor would fail the machine.
 */
const allEvents: GraphEvent[] = (() => {
  const types = new Set<string>();
  const walk = (node: DirectedGraphNode) => {
    for (const e of node.edges) if (e.transition.eventType) types.add(e.transition.eventType);
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(sessionMachine));
  return [...types].flatMap((type) => {
    const withPayload = payloadEvents.filter((e) => e.type === type);
    return withPayload.length ? withPayload : [{ type } as GraphEvent];
  });
})();
const traversal = {
  events: allEvents,
  filterEvents: (snapshot: SessionSnapshot, event: GraphEvent) => snapshot.can(event),
};

function valueOf(node: AnyStateNode): StateValue {
  // ['signedIn', 'active'] → { signedIn: 'active' }; ['signedOut'] → 'signedOut'
  const [head, ...rest] = node.path as string[];
  if (rest.length === 0) return head as string;
  return { [head as string]: valueOf({ path: rest } as unknown as AnyStateNode) };
}

/** Effects never settle by themselves: in a graph run only the path's events move the actor. */
const inertMachine = sessionMachine.provide({
  actors: {
    loadStoredSession: fromPromise(() => new Promise<StoredSession | null>(() => {})),
    refreshTokens: fromPromise(() => new Promise<RefreshedTokens>(() => {})),
    revokeSession: fromPromise(() => new Promise<void>(() => {})),
  },
});

interface RunRecord {
  transitions: Set<string>;
  visited: Set<string>;
}

function run(events: GraphEvent[], record: RunRecord): SessionSnapshot {
  const actor = createActor(inertMachine, {
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep' || ev.actorRef !== actor) return;
      for (const t of ev._transitions) record.transitions.add(edgeKey(t));
      record.visited.add(JSON.stringify((ev.snapshot as SessionSnapshot).value));
    },
  });
  actor.start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

describe('session machine graph', () => {
  // Guards read Date.now(), so the graph is computed under the same frozen clock as the runs.
  let shortest: ReturnType<typeof getShortestPaths<typeof sessionMachine>>;
  let adjacency: AdjacencyMap<SessionSnapshot, GraphEvent>;
  const record: RunRecord = { transitions: new Set(), visited: new Set() };
  let replays = 0;

  beforeAll(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    shortest = getShortestPaths(sessionMachine, traversal);
    adjacency = getAdjacencyMap(sessionMachine, traversal);
    const pathTo = new Map<string, (typeof shortest)[number]>(
      shortest.map((p) => [serializeSnapshot(p.state), p]),
    );
    // Steps of a shortest path: the first is the initial state reached by xstate.init.
    const eventsOf = (key: string) =>
      pathTo
        .get(key)!
        .steps.slice(1)
        .map((s) => s.event);

    // Replay every edge of the reachable graph on a live actor: shortest path to its source,
    // then its event. The live result must equal what the pure graph predicted.
    for (const { state, event, nextState } of adjacencyMapToArray(adjacency)) {
      const live = run([...eventsOf(serializeSnapshot(state)), event], record);
      expect(serializeSnapshot(live)).toBe(serializeSnapshot(nextState));
      replays++;
    }
  });

  it('explores a bounded graph and replays each of its edges', () => {
    expect(Object.keys(adjacency).length).toBeGreaterThan(10);
    expect(replays).toBeGreaterThan(50);
  });

  it('reaches every stable state node by a shortest path', () => {
    const stable = getStateNodes(sessionMachine.root).filter((n) => !n.always?.length);
    expect(stable.map((n) => n.id).sort()).toEqual([
      'session.authFailure',
      'session.loggingOut',
      'session.restoring',
      'session.signedIn',
      'session.signedIn.active',
      'session.signedIn.refreshing',
      'session.signedOut',
    ]);
    for (const node of stable) {
      const path = shortest.find((p) => p.state.matches(valueOf(node) as never));
      expect(path, `no shortest path reaches ${node.id}`).toBeDefined();
    }
  });

  it('passes through the transient checking state (eventless, never a resting snapshot)', () => {
    expect(record.visited).toContain(JSON.stringify({ signedIn: 'checking' }));
    expect(shortest.some((p) => p.state.matches({ signedIn: 'checking' }))).toBe(false);
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definitionEdges();
    expect(defined.size).toBe(18);
    const missing = [...defined].filter((e) => !record.transitions.has(e));
    expect(missing).toEqual([]);
  });

  it('follows a whole journey given as events (getPathsFromEvents)', () => {
    const journey = [
      { type: 'xstate.done.actor.loadStoredSession', output: null },
      { type: 'REMEMBER_PATH', path: '/sell' },
      { type: 'LOGIN_SUCCESS', ...session(15 * MINUTE, 'login') },
      { type: 'UNAUTHORIZED', path: '/offers' },
      { type: 'xstate.after.authFailureRedirect.session.authFailure' },
    ] as unknown as GraphEvent[];
    const [path] = getPathsFromEvents(sessionMachine, journey);
    expect(path!.state.value).toBe('signedOut');
    expect(path!.state.context).toMatchObject({
      accessToken: null,
      rememberedPath: '/offers',
      error: 'Your session has expired. Please log in again to continue.',
    });
    expect(path!.steps.map((s) => JSON.stringify(s.state.value))).toEqual([
      '"restoring"',
      '"signedOut"',
      '"signedOut"',
      '{"signedIn":"active"}',
      '"authFailure"',
      '"signedOut"',
    ]);
  });
});
