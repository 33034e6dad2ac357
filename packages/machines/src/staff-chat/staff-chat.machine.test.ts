// Staff chat machine: graph coverage (every state reached, every transition of the definition
// taken by a live actor), the 20 s poll while open and nothing after CLOSE (spec 3 §7.2, §9),
// and the send rule (non-empty after trimming, spec 3 §5).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import {
  STAFF_CHAT_POLL_MS,
  staffChatMachine,
  type StaffChatMessage,
} from './staff-chat.machine.ts';
import {
  definedEdges,
  replayEveryEdge,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';

type GraphEvent = EventFromLogic<typeof staffChatMachine>;
type ChatSnapshot = SnapshotFrom<typeof staffChatMachine>;

const payloadEvents = [
  { type: 'SEND', text: 'Hello' },
  { type: 'SEND', text: '   ' },
  { type: 'RETRY' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.0.staffChat.loading', output: [{ id: 'm1' }] },
  { type: 'xstate.error.actor.0.staffChat.loading', error: 'offline' },
  { type: 'xstate.done.actor.0.staffChat.polling', output: [{ id: 'm1' }] },
  { type: 'xstate.error.actor.0.staffChat.polling', error: 'Too many requests' },
  { type: 'xstate.done.actor.0.staffChat.sending', output: { id: 'm2' } },
  { type: 'xstate.error.actor.0.staffChat.sending', error: 'offline' },
  { type: 'xstate.after.pollInterval.staffChat.ready' },
] as unknown as GraphEvent[];

const traversal = {
  events: payloadEvents,
  filterEvents: (snapshot: ChatSnapshot, event: GraphEvent) => snapshot.can(event),
};

const never = <T>() => new Promise<T>(() => {});
const inertMachine = staffChatMachine.provide({
  actors: {
    fetchMessages: fromPromise(() => never<StaffChatMessage[]>()),
    sendMessage: fromPromise(() => never<StaffChatMessage>()),
  },
});

describe('staff chat machine graph', () => {
  let shortest: ReplayedGraph<typeof staffChatMachine>['shortest'];
  const record: CoverageRecord = { transitions: new Set() };

  beforeAll(() => {
    ({ shortest } = replayEveryEdge(staffChatMachine, traversal, {
      liveMachine: inertMachine,
      record,
    }));
  });

  it('reaches every state node by a shortest path', () => {
    const nodes = getStateNodes(staffChatMachine.root).map((n) => n.key);
    expect(nodes.sort()).toEqual(['closed', 'failed', 'loading', 'polling', 'ready', 'sending']);
    for (const key of nodes)
      expect(
        shortest.some((p) => p.state.matches(key as never)),
        `no path reaches ${key}`,
      ).toBe(true);
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(staffChatMachine);
    expect(defined.size).toBe(10);
    expect([...defined].filter((e) => !record.transitions.has(e))).toEqual([]);
  });
});

describe('staff chat behaviour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function run(sendFails = false) {
    let reads = 0;
    const sent: string[] = [];
    const actor = createActor(
      staffChatMachine.provide({
        actors: {
          fetchMessages: fromPromise(async () => {
            reads += 1;
            return [{ id: `read-${reads}` }];
          }),
          sendMessage: fromPromise<StaffChatMessage, { text: string }>(async ({ input }) => {
            if (sendFails) throw new Error('offline');
            sent.push(input.text);
            return { id: `sent-${sent.length}`, messageText: input.text };
          }),
        },
      }),
    ).start();
    return { actor, sent, reads: () => reads };
  }

  it('polls every 20 seconds while open, and never after CLOSE', async () => {
    vi.useFakeTimers();
    const { actor, reads } = run();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(STAFF_CHAT_POLL_MS - 1);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(2);
    await vi.advanceTimersByTimeAsync(STAFF_CHAT_POLL_MS);
    expect(reads()).toBe(3);
    actor.send({ type: 'CLOSE' });
    await vi.advanceTimersByTimeAsync(STAFF_CHAT_POLL_MS * 3);
    expect(reads()).toBe(3);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends trimmed text, ignores blank text, and adds the sent message at once', async () => {
    vi.useFakeTimers();
    const { actor, sent } = run();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SEND', text: '  \n ' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'SEND', text: '  See you Saturday\nat 10  ' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['See you Saturday\nat 10']);
    const { messages, lastSentId } = actor.getSnapshot().context;
    expect(messages.map((m) => m.id)).toEqual(['read-1', 'sent-1']);
    expect(lastSentId).toBe('sent-1');
  });

  it('keeps the dialog usable after a failed send, with the error', async () => {
    vi.useFakeTimers();
    const { actor } = run(true);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SEND', text: 'Hello' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.sendError).toBeInstanceOf(Error);
    expect(actor.getSnapshot().context.lastSentId).toBeNull();
  });
});
