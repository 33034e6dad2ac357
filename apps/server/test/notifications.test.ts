// In-app notifications (spec 1 §2 Notifications, §3 Notification; openapi.yaml notifications):
// created through the notifications service, listed with filters and pages, read and deleted
// one by one or all at once, only ever the caller's own.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, type NotificationType } from '@pedalswap/domain/accounts';
import { createNotification } from '../src/notifications/service.ts';
import { call, UNKNOWN_ID, useTestApp, type Member } from './helpers.ts';

const t = useTestApp();

/**
 * Creates notifications through the service, oldest first, each a minute older than the next
 * (so the newest-first order is certain). Returns their ids in creation order.
 */
async function notify(
  userId: string,
  types: NotificationType[],
  opts: { read?: boolean } = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, type] of types.entries()) {
    const id = await createNotification(t.db, {
      userId,
      type,
      title: `${type} #${i}`,
      message: `Message ${i}`,
      actionUrl: `/offers/${i}`,
    });
    await t.db.query(
      `UPDATE notifications SET created_at = now() - make_interval(mins => $2),
         read_at = CASE WHEN $3::boolean THEN now() END WHERE id = $1`,
      [id, types.length - i, opts.read ?? false],
    );
    ids.push(id);
  }
  return ids;
}

const list = (m: Member | string | undefined, query = '') =>
  call(t.app, 'GET', `/api/notifications${query}`, {
    token: typeof m === 'string' || m === undefined ? m : m.accessToken,
  });
const unreadCount = async (m: Member) =>
  (await call(t.app, 'GET', '/api/notifications/unread-count', { token: m.accessToken })).json()
    .count as number;
const markRead = (token: string | undefined, id: string) =>
  call(t.app, 'POST', `/api/notifications/${id}/read`, { token });
const remove = (token: string | undefined, id: string) =>
  call(t.app, 'DELETE', `/api/notifications/${id}`, { token });
const ids = (res: { json(): { notifications: { id: string }[] } }) =>
  res.json().notifications.map((n) => n.id);

describe('GET /notifications', () => {
  it("lists the caller's notifications newest first with pagination and the unread count", async () => {
    const m = await t.member();
    const other = await t.member();
    const created = await notify(m.id, ['offer_received', 'message_received', 'item_approved']);
    await notify(other.id, ['offer_received']);

    const res = await list(m);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(ids(res)).toEqual([...created].reverse());
    expect(body.notifications[0]).toEqual({
      id: created[2],
      type: 'item_approved',
      title: 'item_approved #2',
      message: 'Message 2',
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      actionUrl: '/offers/2',
    });
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1, pages: 1 });
    expect(body.unreadCount).toBe(3);
  });

  it('pages: limit at most 50, page from 1, total and totalPages over the filtered set', async () => {
    const m = await t.member();
    const created = await notify(m.id, Array(55).fill('message_received'));
    const newestFirst = [...created].reverse();

    const first = await list(m, '?limit=50');
    expect(ids(first)).toEqual(newestFirst.slice(0, 50));
    expect(first.json().pagination).toEqual({
      page: 1,
      limit: 50,
      total: 55,
      totalPages: 2,
      pages: 2,
    });
    const second = await list(m, '?limit=50&page=2');
    expect(ids(second)).toEqual(newestFirst.slice(50));
    const page3of20 = await list(m, '?page=3');
    expect(ids(page3of20)).toEqual(newestFirst.slice(40, 55));
    expect(page3of20.json().pagination).toMatchObject({ page: 3, limit: 20, totalPages: 3 });
    const beyond = await list(m, '?page=9');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().notifications).toEqual([]);
    expect(beyond.json().pagination.total).toBe(55);

    for (const query of ['?limit=51', '?limit=0', '?page=0', '?limit=abc', '?page=-1']) {
      const res = await list(m, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('validation_failed');
      expect(res.json().details[0].path).toMatch(/^(limit|page)$/);
    }
  });

  it('filters by unreadOnly and by type; unreadCount ignores the filters', async () => {
    const m = await t.member();
    const [readOffer] = await notify(m.id, ['offer_received'], { read: true });
    const unread = await notify(m.id, ['offer_received', 'message_received', 'offer_accepted']);

    const unreadOnly = await list(m, '?unreadOnly=true');
    expect(ids(unreadOnly)).toEqual([...unread].reverse());
    expect(unreadOnly.json().pagination.total).toBe(3);

    const offers = await list(m, '?type=offer_received');
    expect(ids(offers)).toEqual([readOffer, unread[0]]); // the read one is a minute old, the other three
    expect(offers.json().pagination.total).toBe(2);
    expect(offers.json().unreadCount).toBe(3);

    const both = await list(m, '?type=offer_received&unreadOnly=true');
    expect(ids(both)).toEqual([unread[0]]);
    expect(both.json().pagination).toMatchObject({ total: 1, totalPages: 1 });

    const none = await list(m, '?type=token_balance_changed');
    expect(none.json()).toMatchObject({
      notifications: [],
      pagination: { total: 0, totalPages: 0 },
      unreadCount: 3,
    });
    expect(ids(await list(m, '?unreadOnly=false'))).toHaveLength(4);

    for (const query of ['?type=offer_made', '?unreadOnly=maybe']) {
      const res = await list(m, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details[0].path).toBe(query.slice(1).split('=')[0]);
    }
  });

  it('401 without a valid token', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list('garbage')).statusCode).toBe(401);
    expect((await list(undefined, '?limit=500')).statusCode).toBe(401);
  });
});

describe('GET /notifications/unread-count', () => {
  it("counts the caller's unread notifications only", async () => {
    const m = await t.member();
    const other = await t.member();
    expect(await unreadCount(m)).toBe(0);
    await notify(m.id, Array(12).fill('offer_received'));
    await notify(m.id, ['offer_accepted'], { read: true });
    await notify(other.id, ['offer_received']);
    expect(await unreadCount(m)).toBe(12);
    const anon = await call(t.app, 'GET', '/api/notifications/unread-count');
    expect(anon.statusCode).toBe(401);
  });
});

describe('POST /notifications/{id}/read', () => {
  it('marks one read and returns it; doing it again changes nothing', async () => {
    const m = await t.member();
    const [a, b] = await notify(m.id, ['offer_received', 'offer_rejected']);
    const res = await markRead(m.accessToken, a!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notification).toMatchObject({ id: a, read: true, type: 'offer_received' });
    expect(await unreadCount(m)).toBe(1);
    const firstReadAt = await t.db.one<{ read_at: Date }>(
      'SELECT read_at FROM notifications WHERE id = $1',
      [a],
    );
    expect((await markRead(m.accessToken, a!)).statusCode).toBe(200);
    const again = await t.db.one<{ read_at: Date }>(
      'SELECT read_at FROM notifications WHERE id = $1',
      [a],
    );
    expect(again?.read_at).toEqual(firstReadAt?.read_at);
    expect(ids(await list(m, '?unreadOnly=true'))).toEqual([b]);
  });

  it("404 for another member's notification (left unread) and unknown ids; 400 for malformed", async () => {
    const m = await t.member();
    const other = await t.member();
    const [theirs] = await notify(other.id, ['offer_received']);
    const res = await markRead(m.accessToken, theirs!);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'not_found',
      message: 'The requested resource was not found.',
    });
    expect(await unreadCount(other)).toBe(1);
    expect((await markRead(m.accessToken, UNKNOWN_ID)).statusCode).toBe(404);
    for (const bad of ['not-a-uuid', '123', `${UNKNOWN_ID}x`]) {
      const malformed = await markRead(m.accessToken, bad);
      expect(malformed.statusCode, bad).toBe(400);
      expect(malformed.json().details).toEqual([{ path: 'id', msg: 'Id format is invalid' }]);
    }
  });

  it('401 without a valid token', async () => {
    const m = await t.member();
    const [id] = await notify(m.id, ['offer_received']);
    expect((await markRead(undefined, id!)).statusCode).toBe(401);
    expect((await markRead('garbage', id!)).statusCode).toBe(401);
    expect(await unreadCount(m)).toBe(1);
  });
});

describe('POST /notifications/mark-all-read', () => {
  it("marks every unread notification of the caller read, and counts them; others' untouched", async () => {
    const m = await t.member();
    const other = await t.member();
    await notify(m.id, ['offer_received', 'offer_accepted', 'item_approved']);
    await notify(m.id, ['offer_expired'], { read: true });
    await notify(other.id, ['offer_received', 'offer_accepted']);
    const res = await call(t.app, 'POST', '/api/notifications/mark-all-read', {
      token: m.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.allMarkedRead, count: 3 });
    expect(await unreadCount(m)).toBe(0);
    expect(await unreadCount(other)).toBe(2);
    const again = await call(t.app, 'POST', '/api/notifications/mark-all-read', {
      token: m.accessToken,
    });
    expect(again.json().count).toBe(0);
    expect((await call(t.app, 'POST', '/api/notifications/mark-all-read')).statusCode).toBe(401);
  });
});

describe('DELETE /notifications/{id}', () => {
  it('deletes one of the caller’s notifications', async () => {
    const m = await t.member();
    const [a, b] = await notify(m.id, ['offer_received', 'offer_completed']);
    const res = await remove(m.accessToken, a!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.deleted });
    expect(ids(await list(m))).toEqual([b]);
    expect((await remove(m.accessToken, a!)).statusCode).toBe(404);
  });

  it("404 for another member's notification (which stays), unknown ids; 400 for malformed", async () => {
    const m = await t.member();
    const other = await t.member();
    const [theirs] = await notify(other.id, ['offer_received']);
    expect((await remove(m.accessToken, theirs!)).statusCode).toBe(404);
    expect(ids(await list(other))).toEqual([theirs]);
    expect((await remove(m.accessToken, UNKNOWN_ID)).statusCode).toBe(404);
    const malformed = await remove(m.accessToken, 'nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([{ path: 'id', msg: 'Id format is invalid' }]);
  });

  it('401 without a valid token', async () => {
    const m = await t.member();
    const [id] = await notify(m.id, ['offer_received']);
    expect((await remove(undefined, id!)).statusCode).toBe(401);
    expect((await remove('garbage', id!)).statusCode).toBe(401);
    expect(ids(await list(m))).toEqual([id]);
  });
});

describe('DELETE /notifications', () => {
  it("deletes every notification of the caller and counts them; others' untouched", async () => {
    const m = await t.member();
    const other = await t.member();
    await notify(m.id, ['offer_received', 'message_received']);
    await notify(m.id, ['offer_expired'], { read: true });
    const theirs = await notify(other.id, ['offer_received']);
    const res = await call(t.app, 'DELETE', '/api/notifications', { token: m.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.allDeleted, count: 3 });
    expect((await list(m)).json()).toMatchObject({
      notifications: [],
      pagination: { total: 0 },
      unreadCount: 0,
    });
    expect(ids(await list(other))).toEqual(theirs);
    const again = await call(t.app, 'DELETE', '/api/notifications', { token: m.accessToken });
    expect(again.json().count).toBe(0);
    expect((await call(t.app, 'DELETE', '/api/notifications')).statusCode).toBe(401);
  });
});
