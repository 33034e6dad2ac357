// Following community events (spec 3 §3 Event registration, §4 Follow; openapi.yaml
// registerForEvent and friends): capacity, deadline, a waitlist with positions, automatic
// promotion with a notification, the last place taken by two members at once, and the
// member's own list. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES as M } from '@pedalswap/domain/events';
import { call, useTestApp, type Member } from './helpers.ts';
import { createEvent, inDays, publishedEvent } from './community-events-fixtures.ts';

const t = useTestApp();

const follow = (m: Member, id: string, notes?: string) =>
  call(t.app, 'POST', `/api/events/${id}/register`, {
    token: m.accessToken,
    payload: notes === undefined ? {} : { notes },
  });
const unfollow = (m: Member, id: string) =>
  call(t.app, 'DELETE', `/api/events/${id}/register`, { token: m.accessToken, payload: {} });

async function setup(over: Record<string, unknown> = {}) {
  const organizer = await t.member();
  const staff = await t.member({ role: 'manager' });
  const event = await publishedEvent(t.app, organizer, staff, over);
  return { organizer, staff, event };
}

describe('following', () => {
  it('registers with notes, then waitlists with positions once full', async () => {
    const { event } = await setup({ maxParticipants: 1 });
    const [a, b, c] = [await t.member(), await t.member(), await t.member()];
    const first = await follow(a, event.id, 'First time on gravel');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: M.following,
      registration: { status: 'registered', notes: 'First time on gravel', waitlistPosition: null },
    });
    const second = await follow(b, event.id);
    expect(second.json()).toMatchObject({
      message: M.waitlisted(1),
      registration: { status: 'waitlisted', waitlistPosition: 1 },
    });
    expect((await follow(c, event.id)).json().registration.waitlistPosition).toBe(2);
    const seen = await call(t.app, 'GET', `/api/events/${event.id}`, { token: b.accessToken });
    expect(seen.json().event).toMatchObject({
      registrationCount: 1,
      waitlistCount: 2,
      isRegistered: true,
      canRegister: false,
      registrationStatus: 'waitlisted',
    });
  });

  it('refuses a second follow with 409 and anonymous callers with 401', async () => {
    const { event } = await setup();
    const a = await t.member();
    await follow(a, event.id);
    const again = await follow(a, event.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyFollowing);
    expect((await call(t.app, 'POST', `/api/events/${event.id}/register`)).statusCode).toBe(401);
  });

  it('refuses drafts (404), past deadlines and cancelled events (409)', async () => {
    const organizer = await t.member();
    const a = await t.member();
    const draft = await createEvent(t.app, organizer);
    expect((await follow(a, draft.id)).statusCode).toBe(404);
    const { event } = await setup({
      registrationDeadline: new Date(Date.now() + 1500).toISOString(),
    });
    await new Promise((r) => setTimeout(r, 1600));
    const late = await follow(a, event.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.followUnavailable);
  });

  it('refuses notes over 500 characters with 400', async () => {
    const { event } = await setup();
    const a = await t.member();
    expect((await follow(a, event.id, 'x'.repeat(501))).statusCode).toBe(400);
  });

  it('promotes the first waitlisted follower when a place frees, and tells them', async () => {
    const { event } = await setup({ maxParticipants: 1 });
    const [a, b, c] = [await t.member(), await t.member(), await t.member()];
    await follow(a, event.id);
    await follow(b, event.id);
    await follow(c, event.id);
    const left = await unfollow(a, event.id);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({
      message: M.unfollowed,
      registration: { status: 'cancelled' },
    });
    const byB = await call(t.app, 'GET', `/api/events/${event.id}`, { token: b.accessToken });
    expect(byB.json().event).toMatchObject({ registrationStatus: 'registered', waitlistCount: 1 });
    const notes = await call(t.app, 'GET', '/api/notifications', { token: b.accessToken });
    expect(notes.json().notifications[0]).toMatchObject({ type: 'event_promoted' });
    const byC = await call(t.app, 'GET', `/api/events/user/registrations`, {
      token: c.accessToken,
    });
    expect(byC.json().registrations[0]).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
  });

  it('closes the gap when a waitlisted follower leaves, and re-activates a returning one', async () => {
    const { event } = await setup({ maxParticipants: 1 });
    const [a, b, c] = [await t.member(), await t.member(), await t.member()];
    await follow(a, event.id);
    await follow(b, event.id);
    await follow(c, event.id);
    const left = await call(t.app, 'POST', `/api/events/${event.id}/cancel-registration`, {
      token: b.accessToken,
      payload: { reason: 'Work' },
    });
    expect(left.statusCode).toBe(200);
    const mine = await call(t.app, 'GET', `/api/events/user/registrations`, {
      token: c.accessToken,
    });
    expect(mine.json().registrations[0].waitlistPosition).toBe(1);
    const back = await follow(b, event.id);
    expect(back.json().registration).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    expect((await unfollow(await t.member(), event.id)).statusCode).toBe(404);
  });

  it('moves the waitlist up when the organizer adds places, and refuses fewer than taken', async () => {
    const { organizer, event } = await setup({ maxParticipants: 1 });
    const [a, b] = [await t.member(), await t.member()];
    await follow(a, event.id);
    await follow(b, event.id);
    const fewer = await call(t.app, 'PUT', `/api/events/${event.id}`, {
      token: organizer.accessToken,
      payload: { maxParticipants: 1, name: 'Renamed ride' },
    });
    expect(fewer.statusCode).toBe(200);
    const more = await call(t.app, 'PUT', `/api/events/${event.id}`, {
      token: organizer.accessToken,
      payload: { maxParticipants: null },
    });
    expect(more.json().event).toMatchObject({ registrationCount: 2, waitlistCount: 0 });
    const below = await call(t.app, 'PUT', `/api/events/${event.id}`, {
      token: organizer.accessToken,
      payload: { maxParticipants: 1 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().details).toEqual([
      { path: 'maxParticipants', msg: M.maxBelowRegistered(2) },
    ]);
  });

  it('gives exactly one of two members asking at once the last place', async () => {
    for (let round = 0; round < 3; round++) {
      const { event } = await setup({ maxParticipants: 2 });
      await follow(await t.member(), event.id);
      const [a, b] = [await t.member(), await t.member()];
      const answers = await Promise.all([follow(a, event.id), follow(b, event.id)]);
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(answers.map((r) => r.json().registration.status).sort()).toEqual([
        'registered',
        'waitlisted',
      ]);
      const after = await call(t.app, 'GET', `/api/events/${event.id}`);
      expect(after.json().event).toMatchObject({ registrationCount: 2, waitlistCount: 1 });
    }
  });
});

describe("the member's registrations", () => {
  it('lists followed events soonest first, completed ones only when asked', async () => {
    const organizer = await t.member();
    const staff = await t.member({ role: 'owner' });
    const a = await t.member();
    const later = await publishedEvent(t.app, organizer, staff, {
      startDatetime: inDays(20),
      endDatetime: null,
    });
    const soon = await publishedEvent(t.app, organizer, staff, {
      startDatetime: inDays(2),
      endDatetime: null,
    });
    await follow(a, later.id);
    await follow(a, soon.id);
    const res = await call(t.app, 'GET', '/api/events/user/registrations', {
      token: a.accessToken,
    });
    expect(res.json().registrations.map((r: { event: { id: string } }) => r.event.id)).toEqual([
      soon.id,
      later.id,
    ]);
    await t.app.communityEventService.completePast(new Date(Date.now() + 5 * 24 * 3600_000));
    const open = await call(t.app, 'GET', '/api/events/user/registrations', {
      token: a.accessToken,
    });
    expect(open.json().registrations).toHaveLength(1);
    const all = await call(t.app, 'GET', '/api/events/user/registrations?includeCompleted=true', {
      token: a.accessToken,
    });
    expect(all.json().registrations).toHaveLength(2);
    expect((await call(t.app, 'GET', '/api/events/user/registrations')).statusCode).toBe(401);
  });
});

describe('a member leaving PedalSwap', () => {
  it('frees their place for the waitlist, cancels their published events and drops their drafts', async () => {
    const { event } = await setup({ maxParticipants: 1 });
    const [leaver, waiting, fan] = [await t.member(), await t.member(), await t.member()];
    await follow(leaver, event.id);
    await follow(waiting, event.id);
    const staff = await t.member({ role: 'owner' });
    const own = await publishedEvent(t.app, leaver, staff);
    await follow(fan, own.id);
    const draft = await createEvent(t.app, leaver);
    expect(
      (await call(t.app, 'DELETE', '/api/users/profile', { token: leaver.accessToken })).statusCode,
    ).toBe(200);

    const after = await call(t.app, 'GET', `/api/events/${event.id}`, {
      token: waiting.accessToken,
    });
    expect(after.json().event).toMatchObject({
      registrationStatus: 'registered',
      waitlistCount: 0,
    });
    const cancelled = await call(t.app, 'GET', `/api/events/${own.id}`);
    expect(cancelled.json().event).toMatchObject({
      status: 'cancelled',
      cancellationReason: M.organizerLeft,
    });
    const notes = await call(t.app, 'GET', '/api/notifications', { token: fan.accessToken });
    expect(notes.json().notifications[0].type).toBe('event_cancelled');
    expect(
      (await call(t.app, 'GET', `/api/events/${draft.id}`, { token: staff.accessToken }))
        .statusCode,
    ).toBe(404);
  });
});
