// Weekly series of rides (issue 16 item 6; openapi.yaml RepeatWeekly, SeriesScope): a series is
// created once as one event per date, each date is followed on its own, a change takes this
// date or this and the following dates, and a series is reviewed as a whole.
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES as M } from '@pedalswap/domain/events';
import { call, useTestApp, type Member } from './helpers.ts';
import { inDays, rideBody, type ApiEvent } from './community-events-fixtures.ts';

const t = useTestApp();
const WEEK = 7 * 24 * 60 * 60 * 1000;

interface Created {
  event: ApiEvent;
  seriesEventIds: string[];
  message: string;
}

async function createSeries(
  organizer: Member,
  count: number,
  over: Record<string, unknown> = {},
): Promise<Created> {
  const res = await call(t.app, 'POST', '/api/events', {
    token: organizer.accessToken,
    payload: rideBody({ repeatWeekly: { count }, ...over }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Created>();
}

const get = async (id: string, who?: Member) =>
  (await call(t.app, 'GET', `/api/events/${id}`, { token: who?.accessToken })).json<{
    event: ApiEvent;
  }>().event;

/** A published series: submitted by the organizer, approved by staff at once. */
async function publishedSeries(organizer: Member, count: number, over = {}) {
  const staff = await t.member({ role: 'manager' });
  const created = await createSeries(organizer, count, { status: 'pending_review', ...over });
  const ok = await call(t.app, 'POST', `/api/events/${created.event.id}/approve`, {
    token: staff.accessToken,
  });
  expect(ok.statusCode, ok.body).toBe(200);
  return created.seriesEventIds;
}

describe('creating a weekly series', () => {
  it('creates 4 events a week apart sharing a seriesId, each with its own end', async () => {
    const m = await t.member();
    const created = await createSeries(m, 4);
    expect(created.message).toBe(M.seriesCreated(4));
    expect(created.seriesEventIds).toHaveLength(4);
    expect(created.seriesEventIds[0]).toBe(created.event.id);
    const dates = await Promise.all(created.seriesEventIds.map((id) => get(id, m)));
    const first = Date.parse(dates[0]!.startDatetime);
    dates.forEach((d, i) => {
      expect(d.seriesId).toBe(created.event.seriesId);
      expect(d.status).toBe('draft');
      expect(Date.parse(d.startDatetime)).toBe(first + i * WEEK);
      expect(Date.parse(d.endDatetime!) - Date.parse(d.startDatetime)).toBe(3 * 60 * 60 * 1000);
    });
    expect(new Set(created.seriesEventIds).size).toBe(4);
    // The organizer's list by series, soonest first.
    const list = await call(t.app, 'GET', `/api/events?seriesId=${created.event.seriesId}`, {
      token: m.accessToken,
    });
    expect(list.json().events).toEqual([]);
    const own = await call(
      t.app,
      'GET',
      `/api/events?ownerId=${m.id}&seriesId=${created.event.seriesId}`,
      { token: m.accessToken },
    );
    expect(own.json().events.map((e: ApiEvent) => e.id)).toEqual(created.seriesEventIds);
    // A one-off event has no series.
    const single = await call(t.app, 'POST', '/api/events', {
      token: m.accessToken,
      payload: rideBody(),
    });
    expect(single.json().event.seriesId).toBeNull();
    expect(single.json().seriesEventIds).toBeUndefined();
  });

  it("keeps the organizer's wall-clock time across a daylight-saving change with a time zone", async () => {
    const m = await t.member();
    // Saturday 8:00 in Portland, the day before the November change of next year (PDT, UTC-7).
    const year = new Date().getUTCFullYear() + 1;
    const created = await createSeries(m, 2, {
      startDatetime: new Date(
        Date.UTC(year, 10, firstSundayOfNovember(year), 15) - 24 * 60 * 60 * 1000,
      ).toISOString(),
      endDatetime: null,
      repeatWeekly: { count: 2, timeZone: 'America/Los_Angeles' },
    });
    const second = await get(created.seriesEventIds[1]!, m);
    // After the change 8:00 is 16:00 UTC: one week and one hour later.
    expect(Date.parse(second.startDatetime) - Date.parse(created.event.startDatetime)).toBe(
      WEEK + 60 * 60 * 1000,
    );
    expect(new Date(second.startDatetime).getUTCHours()).toBe(16);
  });

  it('submits every date for review, and staff approve the series as a whole', async () => {
    const m = await t.member();
    const manager = await t.member({ role: 'manager' });
    const created = await createSeries(m, 3, { status: 'pending_review' });
    expect(created.message).toBe(M.seriesSubmitted(3));
    const [, second] = created.seriesEventIds;
    const ok = await call(t.app, 'POST', `/api/events/${second}/approve`, {
      token: manager.accessToken,
    });
    expect(ok.json()).toMatchObject({ message: M.seriesApproved(3) });
    expect(ok.json().seriesEventIds).toHaveLength(3);
    for (const id of created.seriesEventIds) expect((await get(id)).status).toBe('published');
    const notes = await call(t.app, 'GET', '/api/notifications', { token: m.accessToken });
    const approvals = notes
      .json()
      .notifications.filter((n: { type: string }) => n.type === 'event_approved');
    expect(approvals).toHaveLength(1);
    expect(approvals[0].message).toContain('3 dates');
    // Anyone may list the published dates of the series.
    const list = await call(t.app, 'GET', `/api/events?seriesId=${created.event.seriesId}`);
    expect(list.json().pagination.total).toBe(3);
  });

  it('rejects a series as a whole, back to draft with the reason', async () => {
    const m = await t.member();
    const owner = await t.member({ role: 'owner' });
    const created = await createSeries(m, 2, { status: 'pending_review' });
    const res = await call(t.app, 'POST', `/api/events/${created.event.id}/reject`, {
      token: owner.accessToken,
      payload: { reason: 'Add the meeting point' },
    });
    expect(res.json().message).toBe(M.seriesRejected(2));
    for (const id of created.seriesEventIds)
      expect(await get(id, m)).toMatchObject({
        status: 'draft',
        rejectionReason: 'Add the meeting point',
      });
  });

  it('lets staff publish their own series at once', async () => {
    const manager = await t.member({ role: 'manager' });
    const created = await createSeries(manager, 3);
    const res = await call(t.app, 'POST', `/api/events/${created.event.id}/publish`, {
      token: manager.accessToken,
    });
    expect(res.json()).toMatchObject({ message: M.seriesPublished(3) });
    for (const id of created.seriesEventIds) expect((await get(id)).status).toBe('published');
  });

  it.each([
    ['a count of 1', { repeatWeekly: { count: 1 } }, 'repeatWeekly.count'],
    ['a count of 27', { repeatWeekly: { count: 27 } }, 'repeatWeekly.count'],
    ['a count as text', { repeatWeekly: { count: 'four' } }, 'repeatWeekly.count'],
    ['no count', { repeatWeekly: {} }, 'repeatWeekly.count'],
    ['an unknown field', { repeatWeekly: { count: 3, every: 2 } }, 'repeatWeekly.every'],
    [
      'an unknown time zone',
      { repeatWeekly: { count: 3, timeZone: 'Mars/Base' } },
      'repeatWeekly.timeZone',
    ],
    ['a repeat that is no object', { repeatWeekly: 4 }, 'repeatWeekly'],
  ])('answers %s with 400 and the field', async (_what, over, path) => {
    const m = await t.member();
    const res = await call(t.app, 'POST', '/api/events', {
      token: m.accessToken,
      payload: rideBody(over),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("refuses a repeat on a workshop with the domain's message, creating nothing", async () => {
    const m = await t.member();
    const res = await call(t.app, 'POST', '/api/events', {
      token: m.accessToken,
      payload: rideBody({ eventType: 'workshop', attributes: {}, repeatWeekly: { count: 3 } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'repeatWeekly', msg: M.repeatRidesOnly }]);
    const timeZone = await call(t.app, 'POST', '/api/events', {
      token: m.accessToken,
      payload: rideBody({ repeatWeekly: { count: 3, timeZone: 'Mars/Base' } }),
    });
    expect(timeZone.json().details).toEqual([
      { path: 'repeatWeekly.timeZone', msg: M.repeatTimeZoneInvalid },
    ]);
    const own = await call(t.app, 'GET', `/api/events?ownerId=${m.id}`, { token: m.accessToken });
    expect(own.json().pagination.total).toBe(0);
  });
});

describe('dates far ahead (issue 25 finding 6)', () => {
  it('answers a series whose last date would pass the year 2099 with 400, not 500', async () => {
    const m = await t.member();
    const res = await call(t.app, 'POST', '/api/events', {
      token: m.accessToken,
      payload: rideBody({
        startDatetime: '2099-12-20T16:00:00.000Z',
        endDatetime: '2099-12-20T19:00:00.000Z',
        repeatWeekly: { count: 4 },
      }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([{ path: 'repeatWeekly.count', msg: M.seriesTooLate }]);
  });

  it('answers a start in the year 9999 with the field and its message', async () => {
    const m = await t.member();
    const res = await call(t.app, 'POST', '/api/events', {
      token: m.accessToken,
      payload: rideBody({
        startDatetime: '9999-12-27T16:00:00.000Z',
        endDatetime: null,
        repeatWeekly: { count: 2 },
      }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toContainEqual({ path: 'startDatetime', msg: M.startOutOfRange });
  });
});

describe('each date on its own', () => {
  it('is followed and waitlisted separately', async () => {
    const m = await t.member();
    const ids = await publishedSeries(m, 2, { maxParticipants: 1 });
    const [a, b] = [await t.member(), await t.member()];
    const follow = (who: Member, id: string) =>
      call(t.app, 'POST', `/api/events/${id}/register`, { token: who.accessToken, payload: {} });
    expect((await follow(a, ids[0]!)).json().registration.status).toBe('registered');
    expect((await follow(b, ids[0]!)).json().registration.status).toBe('waitlisted');
    expect((await follow(b, ids[1]!)).json().registration.status).toBe('registered');
    expect(await get(ids[0]!, a)).toMatchObject({ registrationCount: 1, waitlistCount: 1 });
    expect(await get(ids[1]!, a)).toMatchObject({
      registrationCount: 1,
      waitlistCount: 0,
      isRegistered: false,
      canRegister: true,
    });
  });

  it('edits one date and leaves the others (the default scope, as autosave sends)', async () => {
    const m = await t.member();
    const { seriesEventIds: ids } = await createSeries(m, 3);
    const res = await call(t.app, 'PUT', `/api/events/${ids[1]}`, {
      token: m.accessToken,
      payload: { name: 'Hill repeats special' },
    });
    expect(res.json()).toMatchObject({
      message: M.updated,
      event: { name: 'Hill repeats special' },
    });
    expect(res.json().seriesEventIds).toBeUndefined();
    expect((await get(ids[0]!, m)).name).toBe('Forest Park Sunday loop');
    expect((await get(ids[2]!, m)).name).toBe('Forest Park Sunday loop');
  });

  it('cancels one date, the following ones staying on the calendar', async () => {
    const m = await t.member();
    const ids = await publishedSeries(m, 3);
    const res = await call(t.app, 'POST', `/api/events/${ids[1]}/cancel?scope=this`, {
      token: m.accessToken,
      payload: { reason: M.cancelledByOrganizer },
    });
    expect(res.json().event.status).toBe('cancelled');
    expect((await get(ids[0]!)).status).toBe('published');
    expect((await get(ids[2]!)).status).toBe('published');
  });
});

describe('this and the following dates', () => {
  it('changes this date and the later ones only, moving their times by as much', async () => {
    const m = await t.member();
    const { seriesEventIds: ids } = await createSeries(m, 4);
    const before = await Promise.all(ids.map((id) => get(id, m)));
    const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
    const hour = 60 * 60 * 1000;
    const res = await call(t.app, 'PUT', `/api/events/${ids[1]}?scope=series`, {
      token: m.accessToken,
      payload: {
        name: 'Forest Park loop, new start',
        startDatetime: later(before[1]!.startDatetime, hour),
        maxParticipants: 12,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.seriesUpdated(3));
    expect(res.json().seriesEventIds).toEqual(ids.slice(1));
    const after = await Promise.all(ids.map((id) => get(id, m)));
    expect(after[0]).toMatchObject({
      name: 'Forest Park Sunday loop',
      startDatetime: before[0]!.startDatetime,
      maxParticipants: null,
    });
    for (const i of [1, 2, 3]) {
      expect(after[i]).toMatchObject({
        name: 'Forest Park loop, new start',
        maxParticipants: 12,
        startDatetime: later(before[i]!.startDatetime, hour),
        // No end was sent: this date ends as before (an hour shorter), and the following
        // dates take its length from their new start.
        endDatetime: before[i]!.endDatetime,
      });
    }
  });

  it('leaves dates that have started and cancelled dates alone', async () => {
    const m = await t.member();
    // Two weeks ago, last week (both started), next week and the week after.
    const { seriesEventIds: ids } = await createSeries(m, 4, {
      startDatetime: inDays(-8),
      endDatetime: null,
    });
    const res = await call(t.app, 'PUT', `/api/events/${ids[0]}?scope=series`, {
      token: m.accessToken,
      payload: { venueName: 'Lower Macleay trailhead' },
    });
    expect(res.json().seriesEventIds).toEqual([ids[0], ids[2], ids[3]]);
    expect((await get(ids[1]!, m)).venueName).toBe('Thurman St gate');
    expect((await get(ids[3]!, m)).venueName).toBe('Lower Macleay trailhead');
  });

  it('refuses a capacity below the registered followers of any following date', async () => {
    const m = await t.member();
    const ids = await publishedSeries(m, 2);
    for (const fan of [await t.member(), await t.member()])
      await call(t.app, 'POST', `/api/events/${ids[1]}/register`, {
        token: fan.accessToken,
        payload: {},
      });
    const res = await call(t.app, 'PUT', `/api/events/${ids[0]}?scope=series`, {
      token: m.accessToken,
      payload: { maxParticipants: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'maxParticipants', msg: M.maxBelowRegistered(2) }]);
    // Nothing changed: the whole edit is one transaction.
    expect((await get(ids[0]!)).maxParticipants).toBeNull();
  });

  it('submits this and the following drafts for review', async () => {
    const m = await t.member();
    const { seriesEventIds: ids } = await createSeries(m, 3);
    const res = await call(t.app, 'PUT', `/api/events/${ids[1]}?scope=series`, {
      token: m.accessToken,
      payload: { status: 'pending_review' },
    });
    expect(res.json().message).toBe(M.seriesSubmitted(2));
    expect((await get(ids[0]!, m)).status).toBe('draft');
    expect((await get(ids[2]!, m)).status).toBe('pending_review');
  });

  it('cancels the series from this date on, each follower told once', async () => {
    const m = await t.member();
    const ids = await publishedSeries(m, 3);
    const fan = await t.member();
    for (const id of ids)
      await call(t.app, 'POST', `/api/events/${id}/register`, {
        token: fan.accessToken,
        payload: {},
      });
    const res = await call(t.app, 'POST', `/api/events/${ids[1]}/cancel?scope=series`, {
      token: m.accessToken,
      payload: { reason: 'Trail closed for the season' },
    });
    expect(res.json()).toMatchObject({
      message: M.seriesCancelled(2),
      seriesEventIds: [ids[1], ids[2]],
    });
    expect((await get(ids[0]!)).status).toBe('published');
    expect((await get(ids[2]!)).status).toBe('cancelled');
    const notes = await call(t.app, 'GET', '/api/notifications', { token: fan.accessToken });
    const told = notes
      .json()
      .notifications.filter((n: { type: string }) => n.type === 'event_cancelled');
    expect(told).toHaveLength(1);
    expect(told[0].message).toContain('Trail closed for the season');
  });
});

describe('who may change a series', () => {
  it('is the organizer: others get 403 or 404, staff cancel one date at a time', async () => {
    const m = await t.member();
    const ids = await publishedSeries(m, 2);
    const stranger = await t.member();
    const manager = await t.member({ role: 'manager' });
    const edit = await call(t.app, 'PUT', `/api/events/${ids[0]}?scope=series`, {
      token: stranger.accessToken,
      payload: { name: 'Taken over' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(M.notAuthorizedToEdit);
    const byStaff = await call(t.app, 'POST', `/api/events/${ids[0]}/cancel?scope=series`, {
      token: manager.accessToken,
      payload: { reason: 'Spam' },
    });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe(M.seriesOrganizerOnly);
    expect(
      (
        await call(t.app, 'POST', `/api/events/${ids[0]}/cancel?scope=series`, {
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await get(ids[0]!)).name).toBe('Forest Park Sunday loop');
    expect((await get(ids[1]!)).status).toBe('published');
  });

  it('answers an unknown scope with 400', async () => {
    const m = await t.member();
    const { seriesEventIds: ids } = await createSeries(m, 2);
    const res = await call(t.app, 'PUT', `/api/events/${ids[0]}?scope=all`, {
      token: m.accessToken,
      payload: { name: 'Whatever ride' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('scope');
  });
});

/** The day of the month of November's first Sunday (the end of daylight time in the US). */
function firstSundayOfNovember(year: number): number {
  const day = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  return 1 + ((7 - day) % 7);
}
