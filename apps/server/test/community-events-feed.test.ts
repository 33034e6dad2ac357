// A member's private calendar feed of the events they follow (issue 16 item 6; openapi.yaml
// getEventCalendarFeed, createEventCalendarFeed, rotateEventCalendarFeed,
// revokeEventCalendarFeed, getEventCalendarFeedFile): followed events only, a token only its
// member manages, rotation and revocation closing the old address at once, nothing secret in
// the log (useTestApp's leak check runs after every test here too). Runs on PGlite, and on
// PostgreSQL with DATABASE_URL.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALENDAR_FEED_MESSAGES as F, EVENT_MESSAGES as M } from '@pedalswap/domain/events';
import { call, useTestApp, type Member } from './helpers.ts';
import { createEvent, inDays, publishedEvent } from './community-events-fixtures.ts';

const t = useTestApp();
const FEED = '/api/events/user/calendar-feed';

const ensure = (m: Member) => call(t.app, 'POST', FEED, { token: m.accessToken });
const follow = (m: Member, id: string) =>
  call(t.app, 'POST', `/api/events/${id}/register`, { token: m.accessToken, payload: {} });
/** The feed's address as the app serves it (the contract's url is absolute, on APP_URL). */
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string) => call(t.app, 'GET', pathOf(url));
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

async function setup() {
  const organizer = await t.member();
  const staff = await t.member({ role: 'manager' });
  const member = await t.member();
  return { organizer, staff, member };
}

describe('the calendar feed', () => {
  it('lists the events the member follows or waits for, and nobody else’s', async () => {
    const { organizer, staff, member } = await setup();
    const other = await t.member();
    const ride = await publishedEvent(t.app, organizer, staff, { name: 'Forest Park; loop' });
    const full = await publishedEvent(t.app, organizer, staff, {
      name: 'Full workshop night',
      maxParticipants: 1,
      startDatetime: inDays(5),
      endDatetime: inDays(5, 11),
    });
    const othersOnly = await publishedEvent(t.app, organizer, staff, { name: 'Only other rides' });
    const left = await publishedEvent(t.app, organizer, staff, { name: 'Left this one' });
    await follow(member, ride.id);
    await follow(other, full.id);
    expect((await follow(member, full.id)).json().registration.status).toBe('waitlisted');
    await follow(other, othersOnly.id);
    await follow(member, left.id);
    await call(t.app, 'DELETE', `/api/events/${left.id}/register`, {
      token: member.accessToken,
      payload: {},
    });

    const made = await ensure(member);
    expect(made.statusCode, made.body).toBe(201);
    const { url, createdAt } = made.json().feed;
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/events\/feed\/[\w-]{43}\.ics$/);
    expect(Number.isNaN(Date.parse(createdAt))).toBe(false);

    const res = await fetchFeed(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const body = unfold(res.body);
    expect(body).toContain(`X-WR-CALNAME:${F.feedName}`);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // Soonest first: the waitlisted workshop (in 5 days) before the ride (in 10).
    expect(body.indexOf(`UID:${full.id}@pedalswap`)).toBeLessThan(
      body.indexOf(`UID:${ride.id}@pedalswap`),
    );
    expect(body).toContain('SUMMARY:Forest Park\\; loop');
    expect(body).not.toContain(othersOnly.id);
    expect(body).not.toContain(left.id);
  });

  it('keeps a cancelled event as cancelled, and past events for 30 days only', async () => {
    const { organizer, staff, member } = await setup();
    const ride = await publishedEvent(t.app, organizer, staff);
    const draft = await createEvent(t.app, organizer, { name: 'Still a draft' });
    await follow(member, ride.id);
    await call(t.app, 'POST', `/api/events/${ride.id}/cancel`, {
      token: organizer.accessToken,
      payload: { reason: M.cancelledByOrganizer },
    });
    // An event that ended 40 days ago, and one that ended 3 days ago, both followed.
    const old = await publishedEvent(t.app, organizer, staff, { name: 'Long ago ride' });
    const recent = await publishedEvent(t.app, organizer, staff, { name: 'Last weekend ride' });
    await follow(member, old.id);
    await follow(member, recent.id);
    const moveTo = (id: string, days: number) =>
      t.db.query(
        `UPDATE community_events
            SET start_datetime = $2, end_datetime = $3, registration_deadline = NULL,
                status = 'completed'
          WHERE id = $1`,
        [id, inDays(days, 9), inDays(days, 11)],
      );
    await moveTo(old.id, -40);
    await moveTo(recent.id, -3);
    const body = unfold((await fetchFeed((await ensure(member)).json().feed.url)).body);
    expect(body).toContain(`UID:${ride.id}@pedalswap`);
    expect(body).toContain('STATUS:CANCELLED');
    expect(body).toContain(`UID:${recent.id}@pedalswap`);
    expect(body).not.toContain(old.id);
    expect(body).not.toContain(draft.id);
  });

  it('answers the same address again, and reads it without making one', async () => {
    const { member } = await setup();
    const none = await call(t.app, 'GET', FEED, { token: member.accessToken });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ feed: null });
    const [a, b] = await Promise.all([ensure(member), ensure(member)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().feed.url).toBe(b.json().feed.url);
    const read = await call(t.app, 'GET', FEED, { token: member.accessToken });
    expect(read.json().feed).toEqual(a.json().feed);
  });

  it('stores only a hash of the token', async () => {
    const { member } = await setup();
    const url: string = (await ensure(member)).json().feed.url;
    const token = pathOf(url)
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
    const rows = await t.db.query<Record<string, unknown>>(
      `SELECT * FROM community_event_calendar_feeds`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('rotation gives a new address and closes the old one', async () => {
    const { organizer, staff, member } = await setup();
    const ride = await publishedEvent(t.app, organizer, staff);
    await follow(member, ride.id);
    const first: string = (await ensure(member)).json().feed.url;
    const rotated = await call(t.app, 'POST', `${FEED}/rotate`, { token: member.accessToken });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second: string = rotated.json().feed.url;
    expect(second).not.toBe(first);
    const gone = await fetchFeed(first);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(F.feedNotFound);
    const fresh = await fetchFeed(second);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain(`UID:${ride.id}@pedalswap`);
    expect((await ensure(member)).json().feed.url).toBe(second);
  });

  it('revoking closes the address (404), and a new one can be made', async () => {
    const { member } = await setup();
    const url: string = (await ensure(member)).json().feed.url;
    const revoked = await call(t.app, 'DELETE', FEED, { token: member.accessToken });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toBe(F.revoked);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', FEED, { token: member.accessToken })).json().feed).toBeNull();
    // Revoking twice is not an error.
    expect((await call(t.app, 'DELETE', FEED, { token: member.accessToken })).statusCode).toBe(200);
    const again = await ensure(member);
    expect(again.statusCode).toBe(201);
    expect(again.json().feed.url).not.toBe(url);
  });

  it('a suspended member’s address answers 404 until reinstated; a deleted one’s for good', async () => {
    const { member } = await setup();
    // Reinstating is the owner's (openapi.yaml setUserStatus).
    const owner = await t.member({ role: 'owner' });
    const url: string = (await ensure(member)).json().feed.url;
    const status = (payload: unknown) =>
      call(t.app, 'PUT', `/api/admin/users/${member.id}/status`, {
        token: owner.accessToken,
        payload,
      });
    expect((await status({ status: 'suspended', reason: 'spam' })).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await status({ status: 'active' })).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(200);

    const leaver = await t.member();
    const leaverUrl: string = (await ensure(leaver)).json().feed.url;
    const gone = await call(t.app, 'DELETE', '/api/users/profile', { token: leaver.accessToken });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await fetchFeed(leaverUrl)).statusCode).toBe(404);
    const rows = await t.db.query(
      'SELECT 1 FROM community_event_calendar_feeds WHERE user_id = $1',
      [leaver.id],
    );
    expect(rows).toHaveLength(0);
  });

  it('answers 404 to unknown tokens and 400 to absurd ones, never a 500', async () => {
    const unknown = await call(t.app, 'GET', `/api/events/feed/${'A1b2'.repeat(11)}.ics`);
    expect(unknown.statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/events/feed/${'x'.repeat(101)}.ics`)).statusCode).toBe(
      400,
    );
    expect((await call(t.app, 'GET', `/api/events/feed/%00.ics`)).statusCode).toBeLessThan(500);
  });

  it('only the member manages their feed: anonymous callers get 401, others their own', async () => {
    const { member } = await setup();
    const other = await t.member();
    const mine: string = (await ensure(member)).json().feed.url;
    for (const [method, path] of [
      ['GET', FEED],
      ['POST', FEED],
      ['POST', `${FEED}/rotate`],
      ['DELETE', FEED],
    ] as const)
      expect((await call(t.app, method, path)).statusCode, `${method} ${path}`).toBe(401);
    // Another member's calls address their own feed only: mine keeps working.
    expect((await call(t.app, 'GET', FEED, { token: other.accessToken })).json().feed).toBeNull();
    const theirs = (await ensure(other)).json().feed.url;
    expect(theirs).not.toBe(mine);
    await call(t.app, 'POST', `${FEED}/rotate`, { token: other.accessToken });
    await call(t.app, 'DELETE', FEED, { token: other.accessToken });
    expect((await fetchFeed(mine)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', FEED, { token: member.accessToken })).json().feed.url).toBe(
      mine,
    );
  });

  it('never writes the token to the log', async () => {
    const { member } = await setup();
    const url: string = (await ensure(member)).json().feed.url;
    const token = pathOf(url)
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
    await fetchFeed(url);
    await fetchFeed(`${url}?x=1`);
    await call(t.app, 'POST', `${FEED}/rotate`, { token: member.accessToken });
    await fetchFeed(url); // a 404 now
    const all = t.logs.join('\n');
    expect(all).toContain('/events/feed/[Redacted]');
    expect(all).not.toContain(token);
  });
});
