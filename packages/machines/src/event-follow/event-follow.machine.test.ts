// Event follow machine: graph coverage (every state reached, every transition of the definition
// taken by a live actor) and the follow flow of spec 3 §4 with the failures of §8.
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { eventFollowMachine, eventFollowView } from './event-follow.machine.ts';
import {
  definedEdges,
  replayEveryEdge,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';

type GraphEvent = EventFromLogic<typeof eventFollowMachine>;
type FollowSnapshot = SnapshotFrom<typeof eventFollowMachine>;

const payloadEvents = [
  { type: 'FOLLOW', notes: 'Bringing a friend' },
  { type: 'UNFOLLOW' },
  { type: 'CONFIRM' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.0.eventFollow.following', output: {} },
  { type: 'xstate.error.actor.0.eventFollow.following', error: new Error('Event is full') },
  { type: 'xstate.done.actor.0.eventFollow.unfollowing', output: {} },
  { type: 'xstate.error.actor.0.eventFollow.unfollowing', error: 'offline' },
] as unknown as GraphEvent[];

const inertMachine = eventFollowMachine.provide({
  actors: {
    follow: fromPromise(() => new Promise(() => {})),
    unfollow: fromPromise(() => new Promise(() => {})),
  },
});

describe('event follow machine graph', () => {
  const shortest: ReplayedGraph<typeof eventFollowMachine>['shortest'][] = [];
  const record: CoverageRecord = { transitions: new Set() };

  beforeAll(() => {
    // From both starts: a visitor who does not follow yet and a follower.
    for (const isFollowing of [false, true]) {
      const graph = replayEveryEdge(
        eventFollowMachine,
        {
          events: payloadEvents,
          filterEvents: (snapshot: FollowSnapshot, event: GraphEvent) => snapshot.can(event),
          input: { eventId: 'e1', isFollowing },
        },
        { liveMachine: inertMachine, record },
      );
      shortest.push(graph.shortest);
    }
  });

  it('reaches every state node by a shortest path', () => {
    const nodes = getStateNodes(eventFollowMachine.root).map((n) => n.key);
    expect(nodes.sort()).toEqual([
      'confirming',
      'followed',
      'following',
      'idle',
      'start',
      'unfollowing',
    ]);
    for (const key of nodes.filter((k) => k !== 'start'))
      expect(
        shortest.flat().some((p) => p.state.matches(key as never)),
        `no path reaches ${key}`,
      ).toBe(true);
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(eventFollowMachine);
    expect(defined.size).toBe(10);
    expect([...defined].filter((e) => !record.transitions.has(e))).toEqual([]);
  });
});

function run(options: {
  isFollowing: boolean;
  follow?: () => Promise<unknown>;
  unfollow?: () => Promise<unknown>;
}) {
  const calls: unknown[] = [];
  const actor = createActor(
    eventFollowMachine.provide({
      actors: {
        follow: fromPromise(async ({ input }) => {
          calls.push(['follow', input]);
          return (options.follow ?? (async () => ({})))();
        }),
        unfollow: fromPromise(async ({ input }) => {
          calls.push(['unfollow', input]);
          return (options.unfollow ?? (async () => ({})))();
        }),
      },
    }),
    { input: { eventId: 'e1', isFollowing: options.isFollowing } },
  ).start();
  return { actor, calls };
}

describe('event follow behaviour', () => {
  it("follows with trimmed notes ('I'm Interested')", async () => {
    const { actor, calls } = run({ isFollowing: false });
    expect(eventFollowView(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'FOLLOW', notes: '  Bringing a friend ' });
    expect(eventFollowView(actor.getSnapshot())).toBe('following');
    await waitFor(actor, (s) => s.matches('followed'));
    expect(calls).toEqual([['follow', { eventId: 'e1', notes: 'Bringing a friend' }]]);
    expect(actor.getSnapshot().context.isFollowing).toBe(true);
  });

  it('sends no notes when they are blank', async () => {
    const { actor, calls } = run({ isFollowing: false });
    actor.send({ type: 'FOLLOW', notes: '   ' });
    await waitFor(actor, (s) => s.matches('followed'));
    expect(calls).toEqual([['follow', { eventId: 'e1', notes: undefined }]]);
  });

  it('unfollows only after the confirmation; dismissing keeps following', async () => {
    const { actor, calls } = run({ isFollowing: true });
    expect(actor.getSnapshot().value).toBe('followed');
    actor.send({ type: 'UNFOLLOW' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('followed');
    expect(calls).toEqual([]);
    actor.send({ type: 'UNFOLLOW' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([['unfollow', { eventId: 'e1' }]]);
    expect(actor.getSnapshot().context.isFollowing).toBe(false);
  });

  it("shows the server's text, or 'Failed to follow event' (spec 3 §8)", async () => {
    const { actor } = run({
      isFollowing: false,
      follow: () => Promise.reject(new Error('You already follow this event')),
    });
    actor.send({ type: 'FOLLOW' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe('You already follow this event');

    const silent = run({ isFollowing: false, follow: () => Promise.reject('offline') });
    silent.actor.send({ type: 'FOLLOW' });
    await waitFor(silent.actor, (s) => s.context.failure !== null);
    expect(silent.actor.getSnapshot().context.failure).toBe('Failed to follow event');
    // A new attempt clears it.
    silent.actor.send({ type: 'FOLLOW' });
    expect(silent.actor.getSnapshot().context.failure).toBeNull();
  });

  it("stays following with 'Failed to unfollow' when the call fails", async () => {
    const { actor } = run({ isFollowing: true, unfollow: () => Promise.reject(new Error('')) });
    actor.send({ type: 'UNFOLLOW' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('followed') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe('Failed to unfollow');
  });
});
