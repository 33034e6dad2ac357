import { describe, expect, it } from 'vitest';
import { toFieldIssues } from '../shared/field-issues.ts';
import { EVENT_MESSAGES as M } from './event-messages.ts';
import {
  createEventSchema,
  eventBadges,
  eventTimeIssues,
  eventTypeOf,
  followOutcome,
  isEventOpenForFollowing,
  spotsRemaining,
  updateEventSchema,
} from './event-rules.ts';
import {
  canEditEvent,
  canManageEvent,
  canViewEvent,
  followAvailability,
  participantDetailsFor,
} from './event-permissions.ts';

const base = {
  eventType: 'road_ride',
  name: 'Sunday Forest Park loop',
  description: 'Easy social pace',
  location: 'Portland, OR',
  startDatetime: '2030-06-01T09:00:00.000Z',
} as const;

const issuesOf = (body: unknown) => {
  const r = createEventSchema('road_ride').safeParse(body);
  return r.success ? [] : toFieldIssues(r.error);
};

describe('createEventSchema', () => {
  it('accepts the required fields and trims, storing blank optional text as null', () => {
    const r = createEventSchema('road_ride').parse({
      ...base,
      name: '  Loop ride ',
      sponsor: '  ',
    });
    expect(r.name).toBe('Loop ride');
    expect(r.sponsor).toBeNull();
  });

  it("answers the spec's messages (spec 3 §5)", () => {
    expect(issuesOf({ ...base, name: 'ab' })).toEqual([{ path: 'name', msg: M.nameLength }]);
    expect(issuesOf({ ...base, description: '   ' })).toEqual([
      { path: 'description', msg: M.descriptionRequired },
    ]);
    expect(issuesOf({ ...base, location: 'x' })).toEqual([
      { path: 'location', msg: M.locationLength },
    ]);
    const { startDatetime: _s, ...noStart } = base;
    expect(issuesOf(noStart)).toEqual([{ path: 'startDatetime', msg: M.startRequired }]);
  });

  it('refuses malformed dates, end before start, deadline after start, bad capacity', () => {
    expect(issuesOf({ ...base, startDatetime: 'tomorrow' })).toEqual([
      { path: 'startDatetime', msg: M.startInvalid },
    ]);
    expect(issuesOf({ ...base, endDatetime: '2030-06-01T08:00:00Z' })).toEqual([
      { path: 'endDatetime', msg: M.endBeforeStart },
    ]);
    expect(issuesOf({ ...base, registrationDeadline: '2030-06-02T08:00:00Z' })).toEqual([
      { path: 'registrationDeadline', msg: M.deadlineAfterStart },
    ]);
    expect(issuesOf({ ...base, maxParticipants: -1 })).toEqual([
      { path: 'maxParticipants', msg: M.maxParticipantsInvalid },
    ]);
    expect(issuesOf({ ...base, maxParticipants: 2.5 })).toEqual([
      { path: 'maxParticipants', msg: M.maxParticipantsInvalid },
    ]);
  });

  it('keeps every date, and the last of a weekly series, in the years 2000 to 2099', () => {
    expect(issuesOf({ ...base, startDatetime: '9999-12-27T16:00:00Z' })).toEqual([
      { path: 'startDatetime', msg: M.startOutOfRange },
    ]);
    expect(issuesOf({ ...base, startDatetime: '1999-12-31T16:00:00Z' })).toEqual([
      { path: 'startDatetime', msg: M.startOutOfRange },
    ]);
    expect(issuesOf({ ...base, endDatetime: '2100-01-01T00:00:00Z' })).toEqual([
      { path: 'endDatetime', msg: M.endOutOfRange },
    ]);
    const lateSeries = { ...base, startDatetime: '2099-12-20T16:00:00Z' };
    expect(issuesOf({ ...lateSeries, repeatWeekly: { count: 2 } })).toEqual([]);
    expect(issuesOf({ ...lateSeries, repeatWeekly: { count: 3 } })).toEqual([
      { path: 'repeatWeekly.count', msg: M.seriesTooLate },
    ]);
  });

  it('takes the attributes of its type only', () => {
    expect(issuesOf({ ...base, attributes: { difficultyLevel: 'expert', distance: 40 } })).toEqual(
      [],
    );
    expect(issuesOf({ ...base, attributes: { instructor: 'Kim' } })).toEqual([
      { path: 'attributes.instructor', msg: M.attributeWrongType('instructor') },
    ]);
  });

  it('reads the type first, telling a missing type from an unknown one', () => {
    expect(eventTypeOf({ eventType: 'workshop' }).success).toBe(true);
    expect(eventTypeOf({}).error?.issues[0]?.message).toBe(M.eventTypeRequired);
    expect(eventTypeOf({ eventType: 'rave' }).error?.issues[0]?.message).toBe(M.eventTypeInvalid);
  });
});

describe('updateEventSchema', () => {
  it('locks the type and takes any subset', () => {
    expect(updateEventSchema('social').safeParse({ name: 'New name' }).success).toBe(true);
    expect(
      updateEventSchema('social').safeParse({ eventType: 'social', name: 'New name' }).success,
    ).toBe(true);
    const r = updateEventSchema('social').safeParse({ eventType: 'workshop' });
    expect(r.error?.issues[0]?.message).toBe(M.eventTypeLocked);
    expect(updateEventSchema('social').safeParse({}).success).toBe(false);
  });

  it('checks merged times', () => {
    expect(
      eventTimeIssues({
        startDatetime: '2030-01-01T10:00:00Z',
        endDatetime: '2030-01-01T10:00:00Z',
      }),
    ).toHaveLength(1);
    expect(
      eventTimeIssues({
        startDatetime: '2030-01-01T10:00:00Z',
        registrationDeadline: '2030-01-01T10:00:00Z',
      }),
    ).toEqual([]);
  });
});

describe('following rules', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const open = {
    status: 'published',
    startDatetime: '2030-02-01T00:00:00Z',
    registrationDeadline: null,
  };

  it('is open for future published events before the deadline', () => {
    expect(isEventOpenForFollowing(open, now)).toBe(true);
    expect(isEventOpenForFollowing({ ...open, status: 'draft' }, now)).toBe(false);
    expect(isEventOpenForFollowing({ ...open, startDatetime: '2029-12-31T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(
      isEventOpenForFollowing({ ...open, registrationDeadline: '2029-12-31T00:00:00Z' }, now),
    ).toBe(false);
  });

  it('waitlists beyond capacity', () => {
    expect(followOutcome(null, 1000)).toBe('registered');
    expect(followOutcome(2, 1)).toBe('registered');
    expect(followOutcome(2, 2)).toBe('waitlisted');
    expect(spotsRemaining(2, 3)).toBe(0);
    expect(spotsRemaining(null, 3)).toBeNull();
  });

  it('shows the Follow card by viewer (spec 3 §2.13, §8)', () => {
    expect(followAvailability(open, null, false, now)).toBe('sign-in');
    expect(followAvailability(open, { id: 'u', role: 'user' }, false, now)).toBe('allowed');
    expect(followAvailability(open, { id: 'u', role: 'user' }, true, now)).toBe('following');
    expect(
      followAvailability({ ...open, status: 'cancelled' }, { id: 'u', role: 'user' }, false, now),
    ).toBe('unavailable');
  });

  it('badges past, full and cancelled events', () => {
    expect(
      eventBadges({ ...open, status: 'cancelled', maxParticipants: 1, registrationCount: 1 }, now),
    ).toEqual(['full', 'cancelled']);
    expect(
      eventBadges({ ...open, startDatetime: '2029-01-01T00:00:00Z', registrationCount: 0 }, now),
    ).toEqual(['past']);
  });
});

describe('event permissions', () => {
  it('lets only the owner edit, and the owner or staff manage', () => {
    expect(canEditEvent({ role: 'owner', isOwner: false })).toBe(false);
    expect(canEditEvent({ role: 'user', isOwner: true })).toBe(true);
    expect(canManageEvent({ role: 'manager', isOwner: false })).toBe(true);
    expect(canManageEvent({ role: 'user', isOwner: false })).toBe(false);
  });

  it('hides drafts and events in review from others', () => {
    expect(canViewEvent('published', null)).toBe(true);
    expect(canViewEvent('draft', null)).toBe(false);
    expect(canViewEvent('pending_review', { role: 'user', isOwner: false })).toBe(false);
    expect(canViewEvent('pending_review', { role: 'manager', isOwner: false })).toBe(true);
  });

  it("shows an organizer followers' names only, staff their contact details too", () => {
    expect(participantDetailsFor({ role: 'user', isOwner: true })).toBe('names');
    expect(participantDetailsFor({ role: 'manager', isOwner: true })).toBe('contact');
    expect(participantDetailsFor({ role: 'owner', isOwner: false })).toBe('contact');
  });
});
