// Community events (spec 3 §2.12-2.14, §4-§6; openapi.yaml tag events): creation, editing,
// review, cancellation, deletion, visibility, lists and statistics, as owner, manager, member
// and anonymous visitor; bad input is a 400, never a 500.
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES as M } from '@pedalswap/domain/events';
import { createEventService } from '../src/community-events/service.ts';
import { call, UNKNOWN_ID, useTestApp } from './helpers.ts';
import {
  createEvent,
  inDays,
  publishedEvent,
  rideBody,
  type ApiEvent,
} from './community-events-fixtures.ts';

const t = useTestApp();

describe('creating events', () => {
  it('creates a draft, or a submission for review, for a verified member', async () => {
    const m = await t.member();
    const draft = await createEvent(t.app, m);
    expect(draft).toMatchObject({ status: 'draft', registrationCount: 0, canRegister: false });
    expect(draft.owner?.email).toBe(m.email);
    const sub = await createEvent(t.app, m, { status: 'pending_review' });
    expect(sub.status).toBe('pending_review');
  });

  it('needs a verified e-mail and a signed-in caller', async () => {
    const unverified = await t.member({ verified: false });
    const res = await call(t.app, 'POST', '/api/events', {
      token: unverified.accessToken,
      payload: rideBody(),
    });
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/events', { payload: rideBody() })).statusCode).toBe(
      401,
    );
  });

  it.each([
    ['a malformed start', { startDatetime: 'next sunday' }, 'startDatetime'],
    ['an end before the start', { endDatetime: inDays(9) }, 'endDatetime'],
    ['a deadline after the start', { registrationDeadline: inDays(11) }, 'registrationDeadline'],
    ['a negative capacity', { maxParticipants: -3 }, 'maxParticipants'],
    ['an unknown type', { eventType: 'rave' }, 'eventType'],
    ['a workshop field on a ride', { attributes: { instructor: 'Kim' } }, 'attributes.instructor'],
    ['a blank description', { description: '   ' }, 'description'],
  ])('answers %s with 400 and the field', async (_what, over, path) => {
    const m = await t.member();
    const res = await call(t.app, 'POST', '/api/events', {
      token: m.accessToken,
      payload: rideBody(over),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("gives the spec's messages for the rules the contract cannot express", async () => {
    const m = await t.member();
    const res = await call(t.app, 'POST', '/api/events', {
      token: m.accessToken,
      payload: rideBody({ name: '  Fo  ', endDatetime: inDays(1) }),
    });
    expect(res.json().details).toEqual([
      { path: 'name', msg: M.nameLength },
      { path: 'endDatetime', msg: M.endBeforeStart },
    ]);
    const order = await call(t.app, 'POST', '/api/events', {
      token: m.accessToken,
      payload: rideBody({ endDatetime: inDays(1), registrationDeadline: inDays(12) }),
    });
    expect(order.json().details).toEqual([
      { path: 'endDatetime', msg: M.endBeforeStart },
      { path: 'registrationDeadline', msg: M.deadlineAfterStart },
    ]);
  });
});

describe('visibility', () => {
  it('shows drafts to their organizer and staff only, and hides the e-mail from others', async () => {
    const m = await t.member();
    const other = await t.member();
    const manager = await t.member({ role: 'manager' });
    const e = await createEvent(t.app, m);
    expect((await call(t.app, 'GET', `/api/events/${e.id}`)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/events/${e.id}`, { token: other.accessToken })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/events/${e.id}`, { token: manager.accessToken })).statusCode,
    ).toBe(200);
    const published = await publishedEvent(t.app, m, manager);
    const anon = await call(t.app, 'GET', `/api/events/${published.id}`);
    expect(anon.statusCode).toBe(200);
    expect(anon.json().event.owner).toEqual({ firstName: 'Test', lastName: 'Rider' });
    expect(anon.json().event.canRegister).toBe(false);
    const member = await call(t.app, 'GET', `/api/events/${published.id}`, {
      token: other.accessToken,
    });
    expect(member.json().event.canRegister).toBe(true);
    expect((await call(t.app, 'GET', `/api/events/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('counts a view once per viewer and day, never the organizer', async () => {
    const m = await t.member();
    const staff = await t.member({ role: 'owner' });
    const e = await publishedEvent(t.app, m, staff);
    const other = await t.member();
    await call(t.app, 'GET', `/api/events/${e.id}`, { token: m.accessToken });
    await call(t.app, 'GET', `/api/events/${e.id}`, { token: other.accessToken });
    await call(t.app, 'GET', `/api/events/${e.id}`, { token: other.accessToken });
    await call(t.app, 'GET', `/api/events/${e.id}`, { headers: { 'user-agent': 'a' } });
    const last = await call(t.app, 'GET', `/api/events/${e.id}`, {
      headers: { 'user-agent': 'a' },
    });
    expect(last.json().event.viewCount).toBe(2);
  });

  it('counts the same viewer again on the next day', async () => {
    const m = await t.member();
    const staff = await t.member({ role: 'owner' });
    const e = await publishedEvent(t.app, m, staff);
    const other = await t.member();
    // The service's clock seam: the same database, a day that the test moves on.
    let clock = new Date('2030-05-01T23:59:00Z');
    const events = createEventService({
      db: t.db,
      storage: t.app.storage,
      log: t.app.log,
      appUrl: 'http://pedalswap.test',
      now: () => clock,
    });
    const viewer = { id: other.id, role: 'user' as const };
    const read = () => events.get(e.id, { caller: viewer, ip: '203.0.113.9', userAgent: 'x' });
    expect((await read()).event.viewCount).toBe(1);
    expect((await read()).event.viewCount).toBe(1);
    clock = new Date('2030-05-02T00:01:00Z');
    expect((await read()).event.viewCount).toBe(2);
    expect((await read()).event.viewCount).toBe(2);
  });
});

describe('editing', () => {
  it('lets only the organizer edit, keeping the type', async () => {
    const m = await t.member();
    const staff = await t.member({ role: 'manager' });
    const e = await createEvent(t.app, m);
    const ok = await call(t.app, 'PUT', `/api/events/${e.id}`, {
      token: m.accessToken,
      payload: { name: 'Forest Park Saturday loop', maxParticipants: 12 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().event).toMatchObject({
      name: 'Forest Park Saturday loop',
      maxParticipants: 12,
    });
    const byStaff = await call(t.app, 'PUT', `/api/events/${e.id}`, {
      token: staff.accessToken,
      payload: { name: 'Hijacked' },
    });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe(M.notAuthorizedToEdit);
    const locked = await call(t.app, 'PUT', `/api/events/${e.id}`, {
      token: m.accessToken,
      payload: { eventType: 'workshop' },
    });
    expect(locked.statusCode).toBe(400);
  });

  it('checks the merged times: a new start after the stored end is a 400', async () => {
    const m = await t.member();
    const e = await createEvent(t.app, m);
    const res = await call(t.app, 'PUT', `/api/events/${e.id}`, {
      token: m.accessToken,
      payload: { startDatetime: inDays(11) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'endDatetime', msg: M.endBeforeStart }]);
  });

  it('submits a draft for review, and refuses edits of a cancelled event with 409', async () => {
    const m = await t.member();
    const staff = await t.member({ role: 'owner' });
    const e = await createEvent(t.app, m);
    const sub = await call(t.app, 'PUT', `/api/events/${e.id}`, {
      token: m.accessToken,
      payload: { status: 'pending_review' },
    });
    expect(sub.json().event.status).toBe('pending_review');
    await call(t.app, 'POST', `/api/events/${e.id}/approve`, { token: staff.accessToken });
    const cancel = await call(t.app, 'POST', `/api/events/${e.id}/cancel`, {
      token: m.accessToken,
      payload: { reason: M.cancelledByOrganizer },
    });
    expect(cancel.json().event).toMatchObject({
      status: 'cancelled',
      cancellationReason: M.cancelledByOrganizer,
    });
    const edit = await call(t.app, 'PUT', `/api/events/${e.id}`, {
      token: m.accessToken,
      payload: { name: 'Back on' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(M.cancelledNotEditable);
  });
});

const auditOf = (eventId: string) =>
  t.db.query<{ actor_id: string; action: string; target_id: string; details: object }>(
    `SELECT actor_id, action, target_id, details FROM audit_log WHERE details->>'eventId' = $1`,
    [eventId],
  );

describe('review and publishing', () => {
  it('lets staff approve with a notification to the organizer, and members not', async () => {
    const m = await t.member();
    const manager = await t.member({ role: 'manager' });
    const e = await createEvent(t.app, m, { status: 'pending_review' });
    const byMember = await call(t.app, 'POST', `/api/events/${e.id}/approve`, {
      token: m.accessToken,
    });
    expect(byMember.statusCode).toBe(403);
    const ok = await call(t.app, 'POST', `/api/events/${e.id}/approve`, {
      token: manager.accessToken,
    });
    expect(ok.json()).toMatchObject({ message: M.approved, event: { status: 'published' } });
    const again = await call(t.app, 'POST', `/api/events/${e.id}/approve`, {
      token: manager.accessToken,
    });
    expect(again.statusCode).toBe(409);
    // One audit entry, written with the approval (issue 14 item 7); the refused retry left none.
    expect(await auditOf(e.id)).toEqual([
      {
        actor_id: manager.id,
        action: 'event_approved',
        target_id: m.id,
        details: { eventName: e.name, eventId: e.id, eventType: e.eventType },
      },
    ]);
    const notes = await call(t.app, 'GET', '/api/notifications', { token: m.accessToken });
    expect(notes.json().notifications[0]).toMatchObject({
      type: 'event_approved',
      actionUrl: `/events/${e.id}`,
    });
  });

  it('rejects with a reason back to draft; a blank reason is a 400', async () => {
    const m = await t.member();
    const owner = await t.member({ role: 'owner' });
    const e = await createEvent(t.app, m, { status: 'pending_review' });
    const blank = await call(t.app, 'POST', `/api/events/${e.id}/reject`, {
      token: owner.accessToken,
      payload: { reason: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const res = await call(t.app, 'POST', `/api/events/${e.id}/reject`, {
      token: owner.accessToken,
      payload: { reason: 'Add the meeting point' },
    });
    expect(res.json().event).toMatchObject({
      status: 'draft',
      rejectionReason: 'Add the meeting point',
    });
    expect(await auditOf(e.id)).toEqual([
      expect.objectContaining({
        actor_id: owner.id,
        action: 'event_rejected',
        target_id: m.id,
        details: expect.objectContaining({ rejectionReason: 'Add the meeting point' }),
      }),
    ]);
    const log = await call(t.app, 'GET', '/api/admin/audit?action=event_rejected', {
      token: owner.accessToken,
    });
    expect(log.json().auditLog[0]).toMatchObject({
      targetUserId: m.id,
      details: { eventId: e.id, rejectionReason: 'Add the meeting point' },
    });
    const notes = await call(t.app, 'GET', '/api/notifications', { token: m.accessToken });
    expect(notes.json().notifications[0].type).toBe('event_rejected');
  });

  it('lets staff publish their own events directly, and members get 403', async () => {
    const m = await t.member();
    const manager = await t.member({ role: 'manager' });
    const mine = await createEvent(t.app, manager);
    const ok = await call(t.app, 'POST', `/api/events/${mine.id}/publish`, {
      token: manager.accessToken,
    });
    expect(ok.json().event.status).toBe('published');
    const theirs = await createEvent(t.app, m);
    const res = await call(t.app, 'POST', `/api/events/${theirs.id}/publish`, {
      token: m.accessToken,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.publishStaffOnly);
  });
});

describe('cancel and delete', () => {
  it('tells followers of a cancellation, with the reason; strangers may not cancel', async () => {
    const m = await t.member();
    const staff = await t.member({ role: 'owner' });
    const fan = await t.member();
    const e = await publishedEvent(t.app, m, staff);
    await call(t.app, 'POST', `/api/events/${e.id}/register`, {
      token: fan.accessToken,
      payload: {},
    });
    const stranger = await t.member();
    const refused = await call(t.app, 'POST', `/api/events/${e.id}/cancel`, {
      token: stranger.accessToken,
      payload: { reason: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    await call(t.app, 'POST', `/api/events/${e.id}/cancel`, {
      token: staff.accessToken,
      payload: { reason: 'Storm warning' },
    });
    const notes = await call(t.app, 'GET', '/api/notifications', { token: fan.accessToken });
    expect(notes.json().notifications[0]).toMatchObject({ type: 'event_cancelled' });
    expect(notes.json().notifications[0].message).toContain('Storm warning');
  });

  it('deletes for the organizer or staff, not others', async () => {
    const m = await t.member();
    const other = await t.member();
    const manager = await t.member({ role: 'manager' });
    const e = await createEvent(t.app, m, { status: 'pending_review' });
    expect(
      (await call(t.app, 'DELETE', `/api/events/${e.id}`, { token: other.accessToken })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/events/${e.id}`, { token: manager.accessToken }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', `/api/events/${e.id}`, { token: m.accessToken })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/events/${e.id}`)).statusCode).toBe(401);
  });
});

describe('lists', () => {
  async function seedList() {
    const m = await t.member();
    const staff = await t.member({ role: 'owner' });
    const a = await publishedEvent(t.app, m, staff, {
      name: 'Forest Park gravel',
      eventType: 'gravel_ride',
      startDatetime: inDays(3),
      endDatetime: null,
    });
    const b = await publishedEvent(t.app, m, staff, {
      name: 'Wheel truing workshop',
      eventType: 'workshop',
      location: 'Seattle, WA',
      startDatetime: inDays(5),
      endDatetime: null,
      attributes: { skillLevel: 'beginner', topics: ['truing'] },
    });
    const draft = await createEvent(t.app, m, { name: 'Secret draft ride' });
    const pending = await createEvent(t.app, m, {
      name: 'Pending social',
      status: 'pending_review',
    });
    return { m, staff, a, b, draft, pending };
  }
  const names = (res: { json(): { events: ApiEvent[] } }) => res.json().events.map((e) => e.name);

  it('lists published events by start, filtered by type, location, search and range', async () => {
    const { a, b } = await seedList();
    expect(names(await call(t.app, 'GET', '/api/events'))).toEqual([a.name, b.name]);
    expect(names(await call(t.app, 'GET', '/api/events?eventType=workshop'))).toEqual([b.name]);
    expect(names(await call(t.app, 'GET', '/api/events?location=seattle'))).toEqual([b.name]);
    expect(names(await call(t.app, 'GET', '/api/events?search=fore%20gra'))).toEqual([a.name]);
    const range = `startDateFrom=${encodeURIComponent(inDays(4, 0))}&startDateTo=${encodeURIComponent(inDays(6, 0))}`;
    expect(names(await call(t.app, 'GET', `/api/events?${range}`))).toEqual([b.name]);
    const desc = await call(t.app, 'GET', '/api/events?sortOrder=desc&limit=1&page=2');
    expect(names(desc)).toEqual([a.name]);
    expect(desc.json().pagination).toMatchObject({ total: 2, page: 2, pages: 2 });
  });

  it('gives staff the review queue, members their own, and anonymous callers nothing', async () => {
    const { m, staff, pending } = await seedList();
    const q = '/api/events?status=pending_review&sortBy=created_at&sortOrder=desc';
    expect(names(await call(t.app, 'GET', q, { token: staff.accessToken }))).toEqual([
      pending.name,
    ]);
    expect(names(await call(t.app, 'GET', q, { token: m.accessToken }))).toEqual([pending.name]);
    const other = await t.member();
    expect(names(await call(t.app, 'GET', q, { token: other.accessToken }))).toEqual([]);
    expect(names(await call(t.app, 'GET', q))).toEqual([]);
    const own = await call(t.app, 'GET', `/api/events?ownerId=${m.id}&sortBy=name`, {
      token: m.accessToken,
    });
    expect(own.json().pagination.total).toBe(4);
  });

  it('answers bad query values with 400', async () => {
    for (const q of ['startDateFrom=yesterday', 'eventType=rave', 'sortBy=random', 'page=0'])
      expect((await call(t.app, 'GET', `/api/events?${q}`)).statusCode).toBe(400);
  });
});

describe('statistics and participants', () => {
  it('are for the organizer and staff only', async () => {
    const m = await t.member();
    const staff = await t.member({ role: 'manager' });
    const fan = await t.member();
    const e = await publishedEvent(t.app, m, staff, { maxParticipants: 5 });
    await call(t.app, 'POST', `/api/events/${e.id}/register`, {
      token: fan.accessToken,
      payload: { notes: 'Bringing a friend' },
    });
    for (const path of ['participants', 'statistics']) {
      expect(
        (await call(t.app, 'GET', `/api/events/${e.id}/${path}`, { token: fan.accessToken }))
          .statusCode,
      ).toBe(403);
      expect((await call(t.app, 'GET', `/api/events/${e.id}/${path}`)).statusCode).toBe(401);
      expect(
        (await call(t.app, 'GET', `/api/events/${e.id}/${path}`, { token: staff.accessToken }))
          .statusCode,
      ).toBe(200);
    }
    const p = await call(t.app, 'GET', `/api/events/${e.id}/participants`, {
      token: m.accessToken,
    });
    // The organizer sees who follows, not their e-mail address or private notes (issue 25
    // finding 9); staff see both.
    const [seen] = p.json().participants;
    expect(seen).toMatchObject({ status: 'registered', user: { id: fan.id } });
    expect(seen.user.firstName).toBeTruthy();
    expect(seen).not.toHaveProperty('notes');
    expect(seen.user).not.toHaveProperty('email');
    expect(p.body).not.toContain(fan.email);
    expect(p.body).not.toContain('Bringing a friend');
    const byStaff = await call(t.app, 'GET', `/api/events/${e.id}/participants`, {
      token: staff.accessToken,
    });
    expect(byStaff.json().participants[0]).toMatchObject({
      notes: 'Bringing a friend',
      user: { id: fan.id, email: fan.email },
    });
    const s = await call(t.app, 'GET', `/api/events/${e.id}/statistics`, { token: m.accessToken });
    expect(s.json().statistics).toEqual({
      viewCount: 0,
      registrationCount: 1,
      waitlistCount: 0,
      cancelledCount: 0,
      attendedCount: 0,
      spotsRemaining: 4,
    });
  });
});

describe('completion job', () => {
  it('marks published events that are over as completed, and only those', async () => {
    const m = await t.member();
    const staff = await t.member({ role: 'owner' });
    const e = await publishedEvent(t.app, m, staff);
    const future = await publishedEvent(t.app, m, staff, {
      startDatetime: inDays(30),
      endDatetime: null,
    });
    const later = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
    // Two runs at once, as two processes would: each event is completed once.
    const [x, y] = await Promise.all([
      t.app.communityEventService.completePast(later),
      t.app.communityEventService.completePast(later),
    ]);
    expect(x + y).toBe(1);
    const done = await call(t.app, 'GET', `/api/events/${e.id}`);
    expect(done.json().event.status).toBe('completed');
    expect((await call(t.app, 'GET', `/api/events/${future.id}`)).json().event.status).toBe(
      'published',
    );
  });
});

describe('calendar file', () => {
  it('downloads a valid iCalendar event, cancelled ones marked so, drafts for the organizer only', async () => {
    const m = await t.member();
    const staff = await t.member({ role: 'manager' });
    const e = await publishedEvent(t.app, m, staff, {
      name: 'Forest Park; loop, with "coffee"',
      description: 'Line one\nLine two, with a comma',
    });
    const res = await call(t.app, 'GET', `/api/events/${e.id}/calendar.ics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="forest-park-loop-with-coffee.ics"',
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const unfolded = res.body.replace(/\r\n /g, '');
    const start = new Date(e.startDatetime).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(unfolded).toContain(`DTSTART:${start}`);
    expect(unfolded).toContain('SUMMARY:Forest Park\\; loop\\, with "coffee"');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two\\, with a comma');
    expect(unfolded).toContain(`UID:${e.id}@pedalswap`);
    expect(unfolded).toContain('STATUS:CONFIRMED');
    await call(t.app, 'POST', `/api/events/${e.id}/cancel`, {
      token: m.accessToken,
      payload: { reason: M.cancelledByOrganizer },
    });
    const cancelled = await call(t.app, 'GET', `/api/events/${e.id}/calendar.ics`);
    expect(cancelled.body).toContain('STATUS:CANCELLED');
    const draft = await createEvent(t.app, m);
    expect((await call(t.app, 'GET', `/api/events/${draft.id}/calendar.ics`)).statusCode).toBe(404);
    const own = await call(t.app, 'GET', `/api/events/${draft.id}/calendar.ics`, {
      token: m.accessToken,
    });
    expect(own.statusCode).toBe(200);
  });
});
