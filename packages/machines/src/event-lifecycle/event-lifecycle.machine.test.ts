// Event lifecycle: graph coverage (every status reached, every transition of the definition
// taken by a live actor), the refusals of spec 3 §4 and §6, and the helpers the server and the
// editor use.
import { beforeAll, describe, expect, it } from 'vitest';
import { getPathsFromEvents, getSimplePaths } from 'xstate/graph';
import {
  definedEdges,
  replayEveryEdge,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';
import {
  availableEventActions,
  eventLifecycleDecision,
  eventLifecycleMachine,
  EVENT_LIFECYCLE_EVENTS,
  SYSTEM_EVENT_ACTOR,
  type EventLifecycleActor,
  type EventLifecycleEvent,
  type EventLifecycleSnapshot,
} from './event-lifecycle.machine.ts';

const ACTORS = {
  member: { role: 'user', isOwner: true },
  stranger: { role: 'user', isOwner: false },
  staffOwner: { role: 'manager', isOwner: true },
  staff: { role: 'owner', isOwner: false },
  system: SYSTEM_EVENT_ACTOR,
} satisfies Record<string, EventLifecycleActor>;

/** Every event type from every kind of caller; reason events with a real and a blank reason. */
const allEvents: EventLifecycleEvent[] = EVENT_LIFECYCLE_EVENTS.flatMap((type) =>
  Object.values(ACTORS).flatMap((actor): EventLifecycleEvent[] =>
    type === 'REJECT' || type === 'CANCEL'
      ? [
          { type, actor, reason: 'Route flooded' },
          { type, actor, reason: '   ' },
        ]
      : [{ type, actor } as EventLifecycleEvent],
  ),
);

const traversal = {
  events: allEvents,
  filterEvents: (snapshot: EventLifecycleSnapshot, event: EventLifecycleEvent) =>
    snapshot.can(event),
};

describe('event lifecycle graph', () => {
  let shortest: ReplayedGraph<typeof eventLifecycleMachine>['shortest'];
  let replays: number;
  const record: CoverageRecord = { transitions: new Set() };

  beforeAll(() => {
    ({ shortest, replays } = replayEveryEdge(eventLifecycleMachine, traversal, { record }));
  });

  it('reaches every status by a shortest path', () => {
    const reached = new Set(shortest.map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual([
      'cancelled',
      'completed',
      'draft',
      'pending_review',
      'published',
    ]);
    expect(replays).toBeGreaterThan(20);
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(eventLifecycleMachine);
    expect(defined.size).toBe(18);
    expect([...defined].filter((e) => !record.transitions.has(e))).toEqual([]);
  });

  it("finds the member's way from a draft to a cancelled event", () => {
    const paths = getSimplePaths(eventLifecycleMachine, {
      ...traversal,
      toState: (s) => s.matches('cancelled'),
    });
    expect(
      paths.some(
        (p) => p.steps.map((s) => s.event.type).join(' ') === 'xstate.init SUBMIT APPROVE CANCEL',
      ),
    ).toBe(true);
  });

  it('follows a rejection, resubmission and cancellation journey given as events', () => {
    const journey: EventLifecycleEvent[] = [
      { type: 'SUBMIT', actor: ACTORS.member },
      { type: 'REJECT', actor: ACTORS.staff, reason: '  Add the meeting point  ' },
      { type: 'EDIT', actor: ACTORS.member },
      { type: 'SUBMIT', actor: ACTORS.member },
      { type: 'APPROVE', actor: ACTORS.staff },
      { type: 'CANCEL', actor: ACTORS.member, reason: 'Event cancelled by organizer' },
    ];
    const [path] = getPathsFromEvents(eventLifecycleMachine, journey);
    expect(
      path!.steps.map((s) => [
        s.state.value,
        s.state.context.rejectionReason,
        s.state.context.cancellationReason,
      ]),
    ).toEqual([
      ['draft', null, null],
      ['pending_review', null, null],
      ['draft', 'Add the meeting point', null],
      ['draft', 'Add the meeting point', null],
      ['pending_review', 'Add the meeting point', null],
      ['published', null, null],
      ['cancelled', null, 'Event cancelled by organizer'],
    ]);
  });
});

describe('eventLifecycleDecision', () => {
  it('sends members to review and lets staff organizers publish (spec 3 §4)', () => {
    expect(eventLifecycleDecision('draft', { type: 'SUBMIT', actor: ACTORS.member })).toEqual({
      allowed: true,
      status: 'pending_review',
      changed: true,
      rejectionReason: null,
      cancellationReason: null,
    });
    expect(
      eventLifecycleDecision('draft', { type: 'PUBLISH', actor: ACTORS.staffOwner }),
    ).toMatchObject({ status: 'published' });
    expect(
      eventLifecycleDecision('completed', { type: 'SUBMIT', actor: ACTORS.member }),
    ).toMatchObject({ status: 'pending_review' });
  });

  it('keeps the rejection reason on the draft and clears it on approval', () => {
    expect(
      eventLifecycleDecision('pending_review', {
        type: 'REJECT',
        actor: ACTORS.staff,
        reason: 'No venue',
      }),
    ).toMatchObject({ status: 'draft', rejectionReason: 'No venue' });
    expect(
      eventLifecycleDecision(
        'pending_review',
        { type: 'APPROVE', actor: ACTORS.staff },
        { rejectionReason: 'No venue' },
      ),
    ).toMatchObject({ status: 'published', rejectionReason: null });
  });

  it('completes published events from the scheduled job only', () => {
    expect(
      eventLifecycleDecision('published', { type: 'COMPLETE', actor: SYSTEM_EVENT_ACTOR }),
    ).toMatchObject({ status: 'completed' });
    expect(eventLifecycleDecision('published', { type: 'COMPLETE', actor: ACTORS.staff })).toEqual({
      allowed: false,
      refusal: 'actor',
    });
  });

  const refused: [string, EventLifecycleEvent, 'status' | 'actor'][] = [
    ['draft', { type: 'APPROVE', actor: ACTORS.staff }, 'status'],
    ['draft', { type: 'CANCEL', actor: ACTORS.member, reason: 'x' }, 'status'],
    ['draft', { type: 'SUBMIT', actor: ACTORS.staff }, 'actor'],
    ['draft', { type: 'PUBLISH', actor: ACTORS.member }, 'actor'],
    ['draft', { type: 'PUBLISH', actor: ACTORS.staff }, 'actor'],
    ['draft', { type: 'EDIT', actor: ACTORS.staff }, 'actor'],
    ['draft', { type: 'DELETE', actor: ACTORS.stranger }, 'actor'],
    ['pending_review', { type: 'SUBMIT', actor: ACTORS.member }, 'status'],
    ['pending_review', { type: 'APPROVE', actor: ACTORS.member }, 'actor'],
    ['pending_review', { type: 'REJECT', actor: ACTORS.staff, reason: '  ' }, 'actor'],
    ['pending_review', { type: 'CANCEL', actor: ACTORS.member, reason: 'x' }, 'status'],
    ['published', { type: 'SUBMIT', actor: ACTORS.member }, 'status'],
    ['published', { type: 'APPROVE', actor: ACTORS.staff }, 'status'],
    ['published', { type: 'PUBLISH', actor: ACTORS.staffOwner }, 'status'],
    ['published', { type: 'CANCEL', actor: ACTORS.stranger, reason: 'x' }, 'actor'],
    ['published', { type: 'CANCEL', actor: ACTORS.member, reason: ' ' }, 'actor'],
    ['cancelled', { type: 'EDIT', actor: ACTORS.member }, 'status'],
    ['cancelled', { type: 'SUBMIT', actor: ACTORS.member }, 'status'],
    ['cancelled', { type: 'CANCEL', actor: ACTORS.member, reason: 'x' }, 'status'],
    ['completed', { type: 'CANCEL', actor: ACTORS.member, reason: 'x' }, 'status'],
    ['completed', { type: 'COMPLETE', actor: SYSTEM_EVENT_ACTOR }, 'status'],
  ];

  it.each(refused)('refuses in %s: %o (%s)', (status, event, refusal) => {
    expect(eventLifecycleDecision(status as never, event)).toEqual({ allowed: false, refusal });
  });
});

describe('availableEventActions', () => {
  it('offers the editor the buttons of each status (spec 3 §4 "Editing")', () => {
    expect(availableEventActions('draft', ACTORS.member)).toEqual(['SUBMIT', 'EDIT', 'DELETE']);
    expect(availableEventActions('draft', ACTORS.staffOwner)).toEqual([
      'SUBMIT',
      'PUBLISH',
      'EDIT',
      'DELETE',
    ]);
    expect(availableEventActions('pending_review', ACTORS.member)).toEqual(['EDIT', 'DELETE']);
    expect(availableEventActions('published', ACTORS.member)).toEqual(['CANCEL', 'EDIT', 'DELETE']);
    expect(availableEventActions('pending_review', ACTORS.staff)).toEqual([
      'APPROVE',
      'REJECT',
      'DELETE',
    ]);
    expect(availableEventActions('cancelled', ACTORS.member)).toEqual(['DELETE']);
    expect(availableEventActions('published', ACTORS.stranger)).toEqual([]);
  });
});
