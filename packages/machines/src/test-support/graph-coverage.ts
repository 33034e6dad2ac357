// Test support only: the graph-coverage harness shared by the machine tests (*.machine.test.ts).
// It is not exported from the package entry (src/index.ts) and imports vitest; the package's
// "./*" export would still resolve it by path, so only tests may import it.
//
// The tests build the reachable graph of a machine with xstate/graph, replay each of its edges
// on a live actor, and check that every transition written in the definition was taken. The
// pieces they share live here:
//   edgeKey        names one transition of the definition
//   definedEdges   every transition written in a definition, by that name
//   graphEvents    the events a traversal offers: each event type, with payloads where needed
//   stateValueOf   the state value that a state node stands for
//   replay         runs events on a live actor, recording the transitions it takes
//   replayEveryEdge  replays each edge of the reachable graph and checks where it lands
import { expect } from 'vitest';
import {
  createActor,
  type ActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
  serializeSnapshot,
  type AdjacencyMap,
  type TraversalOptions,
} from 'xstate/graph';

/** Where a live run writes down what it did. */
export interface CoverageRecord {
  /** edgeKey of every transition taken. */
  transitions: Set<string>;
  /** JSON of every state value passed through, transient ones included, when a test asks. */
  visited?: Set<string>;
}

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'function') return ` [${guard.name || 'inline guard'}]`;
  if (typeof guard === 'object' && 'type' in guard) {
    // Parameters given as values (not as a function of the event) are part of the guard.
    const params = 'params' in guard ? guard.params : undefined;
    const shown =
      params === undefined || typeof params === 'function' ? '' : JSON.stringify(params);
    return ` [${String(guard.type)}${shown ? ` ${shown}` : ''}]`;
  }
  return ' [guard]';
}

/** The alternatives a transition was chosen from: same source, same event (or eventless). */
function alternativesOf(t: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  return (t.eventType ? t.source.transitions.get(t.eventType) : t.source.always) ?? [];
}

/**
 * The name of one transition of a definition, e.g.
 * `autosave.saving --xstate.done.actor.saveChanges#0 [changedDuringSave]--> autosave.debouncing`.
 *
 * It holds the source, the event ('(always)' when eventless), the transition's place among the
 * alternatives for that event (#0 is tried first), the guard, the targets ('(no target)' for a
 * targetless transition, which is not the same as a self-transition) and whether it re-enters.
 * The place alone tells apart alternatives that read the same (a guard inlined twice, two
 * unguarded fallbacks); the rest is there so that a missing edge reads plainly in a failure.
 *
 * Names stay equal across machine.provide(...), so transitions taken by a live actor of a
 * provided machine match those of the original definition. A transition the definition does
 * not hold (such as one xstate makes up to start an actor) gets no place, so it never matches
 * a defined edge.
 */
export function edgeKey(t: AnyTransitionDefinition): string {
  const index = alternativesOf(t).indexOf(t);
  const place = index >= 0 ? `#${index}` : '';
  const targets = t.target?.map((n) => n.id).join(',') ?? '(no target)';
  const reenter = t.reenter ? ' (reenter)' : '';
  return `${t.source.id} --${t.eventType || '(always)'}${place}${guardLabel(t.guard)}--> ${targets}${reenter}`;
}

/** The root and every state node below it. */
function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/**
 * edgeKey of every transition written in the definition, on every state node including the
 * root: event transitions (`on`, invoke onDone/onError, `after`) and eventless ones (`always`).
 */
export function definedEdges(machine: AnyStateMachine): Set<string> {
  const edges = new Set<string>();
  for (const node of allStateNodes(machine)) {
    for (const alternatives of node.transitions.values()) {
      for (const t of alternatives) edges.add(edgeKey(t));
    }
    for (const t of node.always ?? []) edges.add(edgeKey(t));
  }
  return edges;
}

/**
 * The events to offer a traversal: every event type the definition reacts to, each once, or
 * as each of its `payloadEvents` when it has some. Giving events to xstate/graph replaces its
 * own event discovery wholesale, hence the full list; offer each state only what it can take
 * (`filterEvents: (s, e) => s.can(e)`), since an actor error event sent to a state without
 * that actor fails the machine.
 */
export function graphEvents<TMachine extends AnyStateMachine>(
  machine: TMachine,
  payloadEvents: readonly EventFromLogic<TMachine>[],
): EventFromLogic<TMachine>[] {
  const types = new Set<string>();
  for (const node of allStateNodes(machine)) {
    for (const type of node.transitions.keys()) types.add(type);
  }
  return [...types].flatMap((type) => {
    const withPayload = payloadEvents.filter((e) => e.type === type);
    return withPayload.length ? withPayload : [{ type } as EventFromLogic<TMachine>];
  });
}

/** The state value a state node stands for: ['signedIn', 'active'] → { signedIn: 'active' }. */
export function stateValueOf(node: AnyStateNode): StateValue {
  const [head, ...rest] = node.path;
  if (head === undefined) throw new Error(`the root ${node.id} has no state value of its own`);
  if (rest.length === 0) return head;
  return { [head]: stateValueOf({ path: rest } as AnyStateNode) };
}

export interface ReplayOptions<TMachine extends AnyStateMachine> {
  /** The machine's input, as the traversal that found the events used it. */
  input?: InputFrom<TMachine>;
  record: CoverageRecord;
}

/**
 * Starts a live actor of `machine`, sends it `events` in order and returns its final snapshot.
 * Each transition the actor takes (every microstep, eventless ones included) goes into
 * `record.transitions`, and each state value it passes through into `record.visited` if given.
 */
export function replay<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: readonly EventFromLogic<TMachine>[],
  { input, record }: ReplayOptions<TMachine>,
): SnapshotFrom<TMachine> {
  // Microsteps of the initial state (eventless transitions) are inspected while createActor
  // runs, before `actor` is assigned: only the root exists then, so they are its own.
  const created: { ref?: AnyActorRef } = {};
  const actor = createActor(machine, {
    input,
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep' || (created.ref && ev.actorRef !== created.ref)) return;
      for (const t of ev._transitions) record.transitions.add(edgeKey(t));
      record.visited?.add(JSON.stringify((ev.snapshot as AnyMachineSnapshot).value));
    },
  });
  created.ref = actor;
  actor.start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

/** A snapshot as xstate/graph types it: what the machine's transition function returns. */
type GraphSnapshot<TMachine extends AnyStateMachine> = ReturnType<TMachine['transition']>;

type GraphOptions<TMachine extends AnyStateMachine> = TraversalOptions<
  GraphSnapshot<TMachine>,
  EventFromLogic<TMachine>,
  InputFrom<TMachine>
>;

export interface ReplayedGraph<TMachine extends AnyStateMachine> {
  shortest: ReturnType<typeof getShortestPaths<TMachine>>;
  adjacency: AdjacencyMap<GraphSnapshot<TMachine>, EventFromLogic<TMachine>>;
  /** How many edges were replayed. */
  replays: number;
}

/**
 * Builds the reachable graph of `machine` under `traversal` and replays every edge of it on a
 * live actor of `liveMachine` (the same definition, often with effects that never settle, so
 * that only the given events move it): the shortest path to the edge's source, then the edge's
 * event. Each live run must end where the pure graph said it would. Transitions taken go into
 * `record`; the paths, the graph and the number of edges replayed are returned.
 */
export function replayEveryEdge<TMachine extends AnyStateMachine>(
  machine: TMachine,
  traversal: GraphOptions<TMachine>,
  { liveMachine = machine, record }: { liveMachine?: TMachine; record: CoverageRecord },
): ReplayedGraph<TMachine> {
  const shortest = getShortestPaths(machine, traversal);
  // getAdjacencyMap infers its types from the logic; a generic machine needs them spelled out.
  const logic = machine as unknown as ActorLogic<
    GraphSnapshot<TMachine>,
    EventFromLogic<TMachine>,
    InputFrom<TMachine>
  >;
  const adjacency = getAdjacencyMap(logic, traversal);
  const pathTo = new Map(shortest.map((p) => [serializeSnapshot(p.state), p]));
  let replays = 0;
  for (const { state, event, nextState } of adjacencyMapToArray(adjacency)) {
    // The first step of a shortest path is the initial state, reached by xstate.init.
    const prefix = pathTo
      .get(serializeSnapshot(state))!
      .steps.slice(1)
      .map((s) => s.event);
    const live = replay(liveMachine, [...prefix, event], { input: traversal.input, record });
    expect(serializeSnapshot(live)).toBe(serializeSnapshot(nextState));
    replays++;
  }
  return { shortest, adjacency, replays };
}
