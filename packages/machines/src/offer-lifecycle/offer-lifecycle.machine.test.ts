// Offer lifecycle: graph coverage from both kinds of offer (every status reached, every
// transition of the definition taken by a live actor), the refusals of spec 2 §4.2 and §6, and
// the helpers the server and the client use.
import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import type { OfferActor } from '@pedalswap/domain/offers';
import {
  definedEdges,
  replayEveryEdge,
  type CoverageRecord,
} from '../test-support/graph-coverage.ts';
import {
  OFFER_LIFECYCLE_EVENTS,
  availableOfferEvents,
  initialOfferStatus,
  offerLifecycleDecision,
  offerLifecycleMachine,
  type OfferLifecycleEvent,
  type OfferLifecycleSnapshot,
} from './offer-lifecycle.machine.ts';

const actor = (over: Partial<OfferActor>): OfferActor => ({
  role: 'user',
  isBidder: false,
  isItemOwner: false,
  itemOwnerIsStaff: false,
  ...over,
});
const ACTORS = {
  bidder: actor({ role: 'manager', isBidder: true }),
  seller: actor({ isItemOwner: true }),
  stranger: actor({}),
  staff: actor({ role: 'owner' }),
  staffForStaffSeller: actor({ role: 'owner', itemOwnerIsStaff: true }),
} satisfies Record<string, OfferActor>;

const allEvents: OfferLifecycleEvent[] = OFFER_LIFECYCLE_EVENTS.flatMap(
  (type): OfferLifecycleEvent[] =>
    type === 'EXPIRE' || type === 'AUTO_REJECT' || type === 'ITEM_CLOSED' || type === 'BIDDER_LEFT'
      ? [{ type }]
      : Object.values(ACTORS).map((a) => ({ type, actor: a })),
);

const traversal = (kind: 'member' | 'staff_token') => ({
  events: allEvents,
  input: { kind },
  filterEvents: (snapshot: OfferLifecycleSnapshot, event: OfferLifecycleEvent) =>
    snapshot.can(event),
});

describe('offer lifecycle graph', () => {
  const record: CoverageRecord = { transitions: new Set() };
  const member = replayEveryEdge(offerLifecycleMachine, traversal('member'), { record });
  const token = replayEveryEdge(offerLifecycleMachine, traversal('staff_token'), { record });

  it('reaches every status from a member offer and a staff token offer', () => {
    const reached = (r: typeof member) =>
      [...new Set(r.shortest.map((p) => String(p.state.value)))].sort();
    expect(reached(member)).toEqual([
      'accepted',
      'completed',
      'expired',
      'pending',
      'rejected',
      'withdrawn',
    ]);
    expect(reached(token)).toEqual([
      'accepted',
      'completed',
      'expired',
      'rejected',
      'sent',
      'withdrawn',
    ]);
    expect(member.replays + token.replays).toBeGreaterThan(20);
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(offerLifecycleMachine);
    expect(defined.size).toBe(17);
    expect([...defined].filter((e) => !record.transitions.has(e))).toEqual([]);
  });

  it('goes from a token offer to a completed trade: sent, accepted, completed', () => {
    const paths = getSimplePaths(offerLifecycleMachine, {
      ...traversal('staff_token'),
      toState: (s) => s.matches('completed'),
    });
    expect(paths.map((p) => p.steps.map((s) => s.event.type).join(' '))).toContain(
      'xstate.init ACCEPT COMPLETE',
    );
  });
});

describe('offerLifecycleDecision', () => {
  it('accepts, rejects and withdraws waiting offers (spec 2 §4.2)', () => {
    expect(offerLifecycleDecision('pending', { type: 'ACCEPT', actor: ACTORS.seller })).toEqual({
      allowed: true,
      status: 'accepted',
      changed: true,
    });
    expect(offerLifecycleDecision('sent', { type: 'REJECT', actor: ACTORS.seller })).toMatchObject({
      status: 'rejected',
    });
    expect(
      offerLifecycleDecision('pending', { type: 'CANCEL', actor: ACTORS.bidder }),
    ).toMatchObject({ status: 'withdrawn' });
    expect(offerLifecycleDecision('pending', { type: 'EXPIRE' })).toMatchObject({
      status: 'expired',
    });
    expect(offerLifecycleDecision('sent', { type: 'BIDDER_LEFT' })).toMatchObject({
      status: 'withdrawn',
    });
  });

  it('completes or closes an accepted offer by staff only', () => {
    expect(
      offerLifecycleDecision('accepted', { type: 'COMPLETE', actor: ACTORS.staff }),
    ).toMatchObject({ status: 'completed' });
    expect(
      offerLifecycleDecision('accepted', { type: 'CLOSE', actor: ACTORS.staff }),
    ).toMatchObject({ status: 'rejected' });
  });

  const refused: [string, OfferLifecycleEvent, 'status' | 'actor'][] = [
    ['pending', { type: 'ACCEPT', actor: ACTORS.bidder }, 'actor'],
    ['pending', { type: 'ACCEPT', actor: ACTORS.stranger }, 'actor'],
    ['pending', { type: 'ACCEPT', actor: ACTORS.staff }, 'actor'],
    ['pending', { type: 'CANCEL', actor: ACTORS.seller }, 'actor'],
    ['pending', { type: 'COMPLETE', actor: ACTORS.staff }, 'status'],
    ['sent', { type: 'CANCEL', actor: ACTORS.bidder }, 'status'],
    ['accepted', { type: 'ACCEPT', actor: ACTORS.seller }, 'status'],
    ['accepted', { type: 'COMPLETE', actor: ACTORS.seller }, 'actor'],
    ['accepted', { type: 'CLOSE', actor: ACTORS.seller }, 'actor'],
    ['accepted', { type: 'EXPIRE' }, 'status'],
    ['accepted', { type: 'AUTO_REJECT' }, 'status'],
    ['completed', { type: 'COMPLETE', actor: ACTORS.staff }, 'status'],
    ['rejected', { type: 'ACCEPT', actor: ACTORS.seller }, 'status'],
    ['withdrawn', { type: 'CANCEL', actor: ACTORS.bidder }, 'status'],
    ['expired', { type: 'ACCEPT', actor: ACTORS.seller }, 'status'],
  ];
  it.each(refused)('%s: %o is refused for its %s', (status, event, refusal) => {
    expect(offerLifecycleDecision(status as never, event)).toEqual({ allowed: false, refusal });
  });
});

describe('initialOfferStatus', () => {
  it('starts a member offer pending and a staff token offer sent', () => {
    expect(initialOfferStatus('member')).toBe('pending');
    expect(initialOfferStatus('staff_token')).toBe('sent');
  });
});

describe('availableOfferEvents', () => {
  it('gives each caller their buttons', () => {
    expect(availableOfferEvents('pending', ACTORS.seller)).toEqual(['ACCEPT', 'REJECT']);
    expect(availableOfferEvents('pending', ACTORS.bidder)).toEqual(['CANCEL']);
    expect(availableOfferEvents('pending', ACTORS.staffForStaffSeller)).toEqual([
      'ACCEPT',
      'REJECT',
    ]);
    expect(availableOfferEvents('accepted', ACTORS.staff)).toEqual(['COMPLETE', 'CLOSE']);
    expect(availableOfferEvents('completed', ACTORS.staff)).toEqual([]);
  });
});
