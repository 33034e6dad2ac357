// Item lifecycle: graph coverage (every status reached, every transition of the definition
// taken by a live actor), the refusals of spec 2 §4.1 and §6, and the helpers the server and
// the client use.
import { beforeAll, describe, expect, it } from 'vitest';
import { getPathsFromEvents, getSimplePaths } from 'xstate/graph';
import {
  definedEdges,
  replayEveryEdge,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';
import {
  availableItemActions,
  itemLifecycleDecision,
  itemLifecycleMachine,
  ITEM_LIFECYCLE_EVENTS,
  type ItemActor,
  type ItemLifecycleEvent,
  type ItemLifecycleSnapshot,
} from './item-lifecycle.machine.ts';

const ACTORS = {
  member: { role: 'user', isOwner: true },
  stranger: { role: 'user', isOwner: false },
  staffOwner: { role: 'manager', isOwner: true },
  staff: { role: 'owner', isOwner: false },
} satisfies Record<string, ItemActor>;

/** Every event type from every kind of caller; reason events with a real and a blank reason. */
const allEvents: ItemLifecycleEvent[] = ITEM_LIFECYCLE_EVENTS.flatMap((type) =>
  Object.values(ACTORS).flatMap((actor): ItemLifecycleEvent[] =>
    type === 'REJECT' || type === 'UNAPPROVE'
      ? [
          { type, actor, reason: 'Blurry photos' },
          { type, actor, reason: '   ' },
        ]
      : type === 'EDIT'
        ? [
            { type, actor },
            { type, actor, review: true },
          ]
        : [{ type, actor } as ItemLifecycleEvent],
  ),
);

const traversal = {
  events: allEvents,
  filterEvents: (snapshot: ItemLifecycleSnapshot, event: ItemLifecycleEvent) => snapshot.can(event),
};

describe('item lifecycle graph', () => {
  let shortest: ReplayedGraph<typeof itemLifecycleMachine>['shortest'];
  let replays: number;
  const record: CoverageRecord = { transitions: new Set() };

  beforeAll(() => {
    // Replay every edge of the reachable graph on a live actor: shortest path to its source,
    // then its event. The live result must equal what the pure graph predicted.
    ({ shortest, replays } = replayEveryEdge(itemLifecycleMachine, traversal, { record }));
  });

  it('reaches every status by a shortest path', () => {
    const reached = new Set(shortest.map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual([
      'draft',
      'pending_review',
      'pending_trade',
      'published',
      'trade_complete',
    ]);
    expect(replays).toBeGreaterThan(40);
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(itemLifecycleMachine);
    expect(defined.size).toBe(28);
    expect([...defined].filter((e) => !record.transitions.has(e))).toEqual([]);
  });

  it('finds simple paths from a new draft to a completed trade', () => {
    const paths = getSimplePaths(itemLifecycleMachine, {
      ...traversal,
      toState: (s) => s.matches('trade_complete'),
    });
    expect(paths.length).toBeGreaterThan(0);
    // The member's own way: submit, staff approve, an offer accepted, staff complete.
    const memberWay = paths.find(
      (p) =>
        p.steps.map((s) => s.event.type).join(' ') ===
        'xstate.init SUBMIT APPROVE OFFER_ACCEPTED TRADE_COMPLETED',
    );
    expect(memberWay).toBeDefined();
  });

  it('follows a rejection and resubmission journey given as events', () => {
    const journey: ItemLifecycleEvent[] = [
      { type: 'SUBMIT', actor: ACTORS.member },
      { type: 'REJECT', actor: ACTORS.staff, reason: '  Add a photo of the frame  ' },
      { type: 'EDIT', actor: ACTORS.member },
      { type: 'SUBMIT', actor: ACTORS.member },
      { type: 'APPROVE', actor: ACTORS.staff },
    ];
    const [path] = getPathsFromEvents(itemLifecycleMachine, journey);
    expect(path!.steps.map((s) => [s.state.value, s.state.context.rejectionReason])).toEqual([
      ['draft', null],
      ['pending_review', null],
      ['draft', 'Add a photo of the frame'],
      ['draft', 'Add a photo of the frame'],
      ['pending_review', 'Add a photo of the frame'],
      ['published', null],
    ]);
  });
});

describe('itemLifecycleDecision', () => {
  it('publishes directly for staff owners and sends members to review (spec 2 §4.1)', () => {
    expect(itemLifecycleDecision('draft', { type: 'SUBMIT', actor: ACTORS.staffOwner })).toEqual({
      allowed: true,
      status: 'published',
      rejectionReason: null,
      changed: true,
    });
    expect(itemLifecycleDecision('draft', { type: 'SUBMIT', actor: ACTORS.member })).toMatchObject({
      status: 'pending_review',
    });
    expect(
      itemLifecycleDecision('trade_complete', { type: 'SUBMIT', actor: ACTORS.member }),
    ).toMatchObject({ status: 'pending_review' });
  });

  it('keeps the rejection reason on the draft and clears it on publication', () => {
    const rejected = itemLifecycleDecision('pending_review', {
      type: 'REJECT',
      actor: ACTORS.staff,
      reason: 'Blurry',
    });
    expect(rejected).toMatchObject({ status: 'draft', rejectionReason: 'Blurry' });
    expect(
      itemLifecycleDecision('pending_review', { type: 'APPROVE', actor: ACTORS.staff }, 'Blurry'),
    ).toMatchObject({ status: 'published', rejectionReason: null });
    expect(
      itemLifecycleDecision('draft', { type: 'EDIT', actor: ACTORS.member }, 'Blurry'),
    ).toEqual({ allowed: true, status: 'draft', rejectionReason: 'Blurry', changed: false });
  });

  it('sends a member edit of a published listing back to review when it changes what was reviewed', () => {
    expect(
      itemLifecycleDecision('published', { type: 'EDIT', actor: ACTORS.member, review: true }),
    ).toEqual({ allowed: true, status: 'pending_review', rejectionReason: null, changed: true });
    // A lower price (review: false) stays in the catalog; so do staff's own edits.
    expect(
      itemLifecycleDecision('published', { type: 'EDIT', actor: ACTORS.member, review: false }),
    ).toMatchObject({ status: 'published', changed: false });
    expect(
      itemLifecycleDecision('published', { type: 'EDIT', actor: ACTORS.staffOwner, review: true }),
    ).toMatchObject({ status: 'published', changed: false });
    // A draft stays a draft whatever changes.
    expect(
      itemLifecycleDecision('draft', { type: 'EDIT', actor: ACTORS.member, review: true }),
    ).toMatchObject({ status: 'draft' });
  });

  it('resets a completed trade to draft on ownership transfer, and keeps other statuses', () => {
    expect(
      itemLifecycleDecision('trade_complete', { type: 'TRANSFER_OWNERSHIP', actor: ACTORS.staff }),
    ).toMatchObject({ status: 'draft', changed: true });
    expect(
      itemLifecycleDecision('published', { type: 'TRANSFER_OWNERSHIP', actor: ACTORS.staff }),
    ).toMatchObject({ status: 'published', changed: false });
  });

  // [status, event, expected refusal]: the status never allows it, or the caller may not.
  const refused: [string, ItemLifecycleEvent, 'status' | 'actor'][] = [
    ['draft', { type: 'APPROVE', actor: ACTORS.staff }, 'status'],
    ['draft', { type: 'REJECT', actor: ACTORS.staff, reason: 'x' }, 'status'],
    ['draft', { type: 'UNAPPROVE', actor: ACTORS.staff, reason: 'x' }, 'status'],
    ['draft', { type: 'UNPUBLISH', actor: ACTORS.member }, 'status'],
    ['draft', { type: 'OFFER_ACCEPTED', actor: ACTORS.member }, 'status'],
    ['draft', { type: 'TRADE_COMPLETED', actor: ACTORS.staff }, 'status'],
    ['draft', { type: 'SUBMIT', actor: ACTORS.stranger }, 'actor'],
    ['draft', { type: 'SUBMIT', actor: ACTORS.staff }, 'actor'],
    ['draft', { type: 'PUBLISH', actor: ACTORS.member }, 'actor'],
    ['draft', { type: 'EDIT', actor: ACTORS.staff }, 'actor'],
    ['draft', { type: 'DELETE', actor: ACTORS.stranger }, 'actor'],
    ['draft', { type: 'TRANSFER_OWNERSHIP', actor: ACTORS.member }, 'actor'],
    ['pending_review', { type: 'SUBMIT', actor: ACTORS.member }, 'status'],
    ['pending_review', { type: 'APPROVE', actor: ACTORS.member }, 'actor'],
    ['pending_review', { type: 'REJECT', actor: ACTORS.staff, reason: '   ' }, 'actor'],
    ['pending_review', { type: 'REJECT', actor: ACTORS.member, reason: 'x' }, 'actor'],
    ['pending_review', { type: 'UNPUBLISH', actor: ACTORS.staff }, 'actor'],
    ['published', { type: 'SUBMIT', actor: ACTORS.member }, 'status'],
    ['published', { type: 'PUBLISH', actor: ACTORS.staff }, 'status'],
    ['published', { type: 'APPROVE', actor: ACTORS.staff }, 'status'],
    ['published', { type: 'REJECT', actor: ACTORS.staff, reason: 'x' }, 'status'],
    ['published', { type: 'UNAPPROVE', actor: ACTORS.staffOwner, reason: 'x' }, 'actor'],
    ['published', { type: 'UNAPPROVE', actor: ACTORS.staff, reason: '' }, 'actor'],
    ['published', { type: 'UNAPPROVE', actor: ACTORS.stranger, reason: 'x' }, 'actor'],
    ['published', { type: 'UNPUBLISH', actor: ACTORS.stranger }, 'actor'],
    ['published', { type: 'OFFER_ACCEPTED', actor: ACTORS.stranger }, 'actor'],
    ['published', { type: 'TRADE_COMPLETED', actor: ACTORS.staff }, 'status'],
    ['pending_trade', { type: 'EDIT', actor: ACTORS.member }, 'status'],
    ['pending_trade', { type: 'DELETE', actor: ACTORS.member }, 'status'],
    ['pending_trade', { type: 'UNPUBLISH', actor: ACTORS.member }, 'status'],
    ['pending_trade', { type: 'TRANSFER_OWNERSHIP', actor: ACTORS.staff }, 'status'],
    ['pending_trade', { type: 'UNAPPROVE', actor: ACTORS.staff, reason: 'x' }, 'status'],
    ['pending_trade', { type: 'TRADE_COMPLETED', actor: ACTORS.member }, 'actor'],
    ['pending_trade', { type: 'TRADE_CANCELLED', actor: ACTORS.member }, 'actor'],
    ['trade_complete', { type: 'APPROVE', actor: ACTORS.staff }, 'status'],
    ['trade_complete', { type: 'UNPUBLISH', actor: ACTORS.member }, 'status'],
    ['trade_complete', { type: 'OFFER_ACCEPTED', actor: ACTORS.staff }, 'status'],
    ['trade_complete', { type: 'TRANSFER_OWNERSHIP', actor: ACTORS.member }, 'actor'],
  ];

  it.each(refused)('refuses in %s: %o (%s)', (status, event, refusal) => {
    expect(itemLifecycleDecision(status as never, event)).toEqual({ allowed: false, refusal });
  });

  it('lets staff approve items they own too (nothing in the spec forbids it)', () => {
    expect(
      itemLifecycleDecision('pending_review', { type: 'APPROVE', actor: ACTORS.staffOwner }),
    ).toMatchObject({ allowed: true, status: 'published' });
  });
});

describe('availableItemActions', () => {
  it('offers the owner and staff the buttons of each status (spec 2 §2.2, §6)', () => {
    expect(availableItemActions('draft', ACTORS.member)).toEqual(['SUBMIT', 'EDIT', 'DELETE']);
    expect(availableItemActions('draft', ACTORS.staffOwner)).toEqual([
      'SUBMIT',
      'PUBLISH',
      'TRANSFER_OWNERSHIP',
      'EDIT',
      'DELETE',
    ]);
    expect(availableItemActions('pending_review', ACTORS.staff)).toEqual([
      'PUBLISH',
      'APPROVE',
      'REJECT',
      'TRANSFER_OWNERSHIP',
      'DELETE',
    ]);
    expect(availableItemActions('published', ACTORS.member)).toEqual([
      'UNPUBLISH',
      'OFFER_ACCEPTED',
      'EDIT',
      'DELETE',
    ]);
    expect(availableItemActions('published', ACTORS.stranger)).toEqual([]);
    expect(availableItemActions('pending_trade', ACTORS.member)).toEqual([]);
  });
});
