// Offer dialog machine: graph coverage (every state reached, every transition of the definition
// taken by a live actor) and the form rules and failures of spec 2 §5.4, §8.5.
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { OFFER_MESSAGES } from '@pedalswap/domain/offers';
import { offerDialogMachine, type OfferDialogFailure } from './offer-dialog.machine.ts';
import {
  definedEdges,
  replayEveryEdge,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';

type GraphEvent = EventFromLogic<typeof offerDialogMachine>;
type DialogSnapshot = SnapshotFrom<typeof offerDialogMachine>;

const payloadEvents = [
  { type: 'CHANGE', form: { amount: '120' } },
  { type: 'CHANGE', form: { amount: '0' } },
  { type: 'SUBMIT' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.0.offerDialog.submitting', output: { chatId: 'chat-1' } },
  { type: 'xstate.error.actor.0.offerDialog.submitting', error: 'offline' },
] as unknown as GraphEvent[];

const traversal = {
  events: payloadEvents,
  filterEvents: (snapshot: DialogSnapshot, event: GraphEvent) => snapshot.can(event),
  input: { kind: 'offer' as const },
};

const inertMachine = offerDialogMachine.provide({
  actors: { submitOffer: fromPromise(() => new Promise<{ chatId?: string | null }>(() => {})) },
});

describe('offer dialog machine graph', () => {
  let shortest: ReplayedGraph<typeof offerDialogMachine>['shortest'];
  const record: CoverageRecord = { transitions: new Set() };

  beforeAll(() => {
    ({ shortest } = replayEveryEdge(offerDialogMachine, traversal, {
      liveMachine: inertMachine,
      record,
    }));
  });

  it('reaches every state node by a shortest path', () => {
    const nodes = getStateNodes(offerDialogMachine.root).map((n) => n.key);
    expect(nodes.sort()).toEqual(['closed', 'editing', 'submitted', 'submitting']);
    for (const key of nodes)
      expect(
        shortest.some((p) => p.state.matches(key as never)),
        `no path reaches ${key}`,
      ).toBe(true);
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(offerDialogMachine);
    expect(defined.size).toBe(7);
    expect([...defined].filter((e) => !record.transitions.has(e))).toEqual([]);
  });
});

function run(
  kind: 'offer' | 'token',
  submit: () => Promise<{ chatId?: string | null }>,
  balance?: number,
) {
  const calls: unknown[] = [];
  const actor = createActor(
    offerDialogMachine.provide({
      actors: {
        submitOffer: fromPromise(async ({ input }) => {
          calls.push(input);
          return submit();
        }),
      },
    }),
    { input: { kind, balance } },
  ).start();
  return { actor, calls };
}

describe('offer dialog behaviour', () => {
  it('holds back an invalid form with the messages of spec 2 §5.4, verbatim', () => {
    const { actor, calls } = run('offer', async () => ({}), 40);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.issues).toEqual([
      { path: 'amount', msg: 'Please enter a valid amount greater than 0' },
    ]);
    actor.send({
      type: 'CHANGE',
      form: { offerType: 'tokens', amount: '50', message: 'x'.repeat(501) },
    });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.issues).toEqual([
      { path: 'amount', msg: 'Insufficient tokens. You have 40 tokens.' },
      { path: 'message', msg: 'Message must be less than 500 characters' },
    ]);
    actor.send({ type: 'CHANGE', form: { message: '' } });
    expect(actor.getSnapshot().context.issues.map((i) => i.path)).toEqual(['amount']);
    actor.send({ type: 'CHANGE', form: { offerType: 'cash', amount: '0.5' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.issues).toEqual([
      { path: 'amount', msg: 'Minimum cash offer is $1' },
    ]);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('sends a valid offer and shows the confirmation with the chat id', async () => {
    const { actor, calls } = run('offer', async () => ({ chatId: 'chat-9' }));
    actor.send({ type: 'CHANGE', form: { amount: '1850', message: 'Hi' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(calls).toEqual([
      { kind: 'offer', form: { offerType: 'cash', amount: '1850', message: 'Hi' } },
    ]);
    expect(actor.getSnapshot().context.chatId).toBe('chat-9');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("keeps the form after a refusal, with the server's failure and field messages", async () => {
    const refusal: OfferDialogFailure = {
      title: OFFER_MESSAGES.activeOfferTitle,
      message: OFFER_MESSAGES.activeOfferExists,
    };
    const { actor } = run('offer', () => Promise.reject(refusal));
    actor.send({ type: 'CHANGE', form: { amount: '10' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual(refusal);
    expect(actor.getSnapshot().context.form.amount).toBe('10');
  });

  it("says 'Failed to create token offer' for a staff token offer that got no answer", async () => {
    const { actor } = run('token', () => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'CHANGE', form: { amount: '20000', offerType: 'cash' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.issues).toEqual([
      { path: 'amount', msg: 'Token amount cannot exceed 10,000' },
    ]);
    expect(actor.getSnapshot().context.form.offerType).toBe('tokens');
    actor.send({ type: 'CHANGE', form: { amount: '500' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({
      title: 'Failed to create token offer',
      message: '',
    });
  });
});
