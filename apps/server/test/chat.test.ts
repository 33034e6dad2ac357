// The chat operations of openapi.yaml (spec 2 §7.4, spec 3 §7.2) through app.inject: who may use
// which chat (owner, buyer, another member, staff, anonymous), bad input, the 2000-character and
// 20-a-minute limits, pages, read markers, the lists and the message_received notification.
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import {
  chatParties,
  offerMessage as postOfferMessage,
  publishedBike,
  type ChatParties,
} from './chat-fixture.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverJobs } from '../src/jobs/jobs.ts';
import { createLocalDiskStorage } from '../src/storage/local-disk.ts';
import { call, createDraftItem, useTestApp, UNKNOWN_ID, type Member } from './helpers.ts';

type ChatMessage = components['schemas']['ChatMessage'];
type ChatSummary = components['schemas']['ChatSummary'];

const t = useTestApp();
const APP_URL = 'http://pedalswap.test';

let owner: Member, buyer: Member, other: Member, staff: Member;
let item: ChatParties['item'];
let base: string;

/** The offer's message, written by the buyer's offer (the offers area's sender). */
const offerMessage = (offerId?: string, text?: string) =>
  postOfferMessage(t, { item, buyer }, { offerId, text, senderId: buyer.id });

const send = (who: Member | null, message: unknown, path = `${base}/messages`) =>
  call(t.app, 'POST', path, {
    ...(who ? { token: who.accessToken } : {}),
    payload: typeof message === 'string' ? { message } : message,
  });

beforeEach(async () => {
  ({ owner, buyer, other, staff, item, base } = await chatParties(t));
});

describe('who may use an offer’s chat', () => {
  it('answers every call to the owner, the buyer and staff; 403 another member; 401 anonymous', async () => {
    const { offerId } = await offerMessage();
    const calls = [
      { method: 'GET', url: `${base}?offerId=${offerId}`, ok: 200 },
      { method: 'GET', url: `${base}/messages?offerId=${offerId}`, ok: 200 },
      { method: 'PUT', url: `${base}/read?offerId=${offerId}`, ok: 200 },
      { method: 'POST', url: `${base}/messages`, ok: 201, payload: { message: 'hi', offerId } },
    ] as const;
    for (const c of calls) {
      const as = (who: Member | null) =>
        call(t.app, c.method, c.url, {
          ...(who ? { token: who.accessToken } : {}),
          ...('payload' in c ? { payload: c.payload } : {}),
        });
      for (const who of [owner, buyer, staff]) {
        const res = await as(who);
        expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(c.ok);
      }
      expect((await as(other)).statusCode, `${c.method} ${c.url} as another member`).toBe(403);
      expect((await as(null)).statusCode, `${c.method} ${c.url} anonymous`).toBe(401);
    }
  });
});

describe('GET /items/{type}/{id}/chat', () => {
  it('creates the buyer’s chat with the owner once, and answers it again after', async () => {
    const first = await call(t.app, 'GET', base, { token: buyer.accessToken });
    expect(first.statusCode, first.body).toBe(200);
    const chat = first.json();
    expect(chat).toMatchObject({
      itemId: item.id,
      itemType: 'bike',
      buyerId: buyer.id,
      sellerId: owner.id,
      messages: [],
    });
    const again = await call(t.app, 'GET', base, { token: buyer.accessToken });
    expect(again.json().id).toBe(chat.id);
    // Another member's own chat on the same item is another chat.
    const others = await call(t.app, 'GET', base, { token: other.accessToken });
    expect(others.json()).toMatchObject({ buyerId: other.id });
    expect(others.json().id).not.toBe(chat.id);
  });

  it('gives the owner, staff and the buyer the offer’s chat; another member 403', async () => {
    const { offerId, chatId } = await offerMessage();
    const url = `${base}?offerId=${offerId}`;
    for (const who of [owner, staff, buyer]) {
      const res = await call(t.app, 'GET', url, { token: who.accessToken });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: chatId, buyerId: buyer.id });
      expect(res.json().messages).toHaveLength(1);
    }
    const res = await call(t.app, 'GET', url, { token: other.accessToken });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden' });
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
  });

  it('asks the owner for an offer (400), and answers 404 for unknown items and offers', async () => {
    const own = await call(t.app, 'GET', base, { token: owner.accessToken });
    expect(own.statusCode).toBe(400);
    expect(own.json().details).toEqual([
      { path: 'offerId', msg: "Open a buyer's chat from one of their offers" },
    ]);
    for (const url of [`/api/items/bike/${UNKNOWN_ID}/chat`, `${base}?offerId=${UNKNOWN_ID}`]) {
      const res = await call(t.app, 'GET', url, { token: buyer.accessToken });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
    // Another type's id is not this item.
    const part = await call(t.app, 'GET', `/api/items/part/${item.id}/chat`, {
      token: buyer.accessToken,
    });
    expect(part.statusCode).toBe(404);
  });

  it('hides a draft’s chat from members who cannot see the draft (404)', async () => {
    const draft = await createDraftItem(t.app, owner);
    const res = await call(t.app, 'GET', `/api/items/bike/${draft.id}/chat`, {
      token: other.accessToken,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses malformed ids and types with 400, never 500', async () => {
    for (const url of [
      '/api/items/bike/not-a-uuid/chat',
      '/api/items/boat/' + item.id + '/chat',
      `${base}?offerId=nope`,
      `${base}/messages?page=0`,
      `${base}/messages?limit=101`,
      `${base}/messages?page=abc`,
      `/api/chats?itemType=boat`,
      `/api/admin/chats?page=-1`,
    ]) {
      const res = await call(t.app, 'GET', url, { token: staff.accessToken });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
  });
});

describe('POST /items/{type}/{id}/chat/messages', () => {
  it('sends as the buyer, the owner (with the offer) and staff (Admin badge)', async () => {
    const { offerId } = await offerMessage();
    const fromBuyer = await send(buyer, '  Is it still available?  ');
    expect(fromBuyer.statusCode, fromBuyer.body).toBe(201);
    const m = fromBuyer.json<{ data: ChatMessage }>().data;
    expect(m).toMatchObject({
      senderId: buyer.id,
      senderName: 'Bea Buyer',
      senderRole: 'user',
      messageText: 'Is it still available?',
      messageType: 'user',
      isAdmin: false,
    });
    const fromOwner = await send(owner, { message: 'Yes!', offerId });
    expect(fromOwner.statusCode, fromOwner.body).toBe(201);
    expect(fromOwner.json().data).toMatchObject({ chatId: m.chatId, offerId, isAdmin: false });
    const fromStaff = await send(staff, { message: 'Staff here.', offerId });
    expect(fromStaff.statusCode).toBe(201);
    expect(fromStaff.json().data).toMatchObject({
      chatId: m.chatId,
      senderRole: 'manager',
      isAdmin: true,
    });
    const list = await call(t.app, 'GET', `${base}/messages?offerId=${offerId}`, {
      token: owner.accessToken,
    });
    expect(list.json().data.map((x: ChatMessage) => x.messageText)).toEqual([
      'New offer: 100 tokens',
      'Is it still available?',
      'Yes!',
      'Staff here.',
    ]);
    expect(list.json().data[0]).toMatchObject({ senderName: 'Bea Buyer' });
  });

  it('refuses another member (403), anonymous (401) and the owner without an offer (400)', async () => {
    const { offerId } = await offerMessage();
    const res = await send(other, { message: 'hi', offerId });
    expect(res.statusCode).toBe(403);
    expect((await send(null, { message: 'hi', offerId })).statusCode).toBe(401);
    expect((await send(owner, 'hi')).statusCode).toBe(400);
  });

  it('refuses empty, blank, 2001-character and malformed bodies with 400', async () => {
    const bodies: unknown[] = [
      '',
      '   ',
      'x'.repeat(2001),
      { message: 42 },
      { message: 'hi', offerId: 'nope' },
      { message: 'hi', extra: 1 },
      {},
    ];
    for (const body of bodies) {
      const res = await send(buyer, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: `${base}/messages`,
      headers: { authorization: `Bearer ${buyer.accessToken}`, 'content-type': 'application/json' },
      payload: '{"message":',
    });
    expect(broken.statusCode).toBe(400);
    expect((await send(buyer, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('answers the 21st message within a minute with 429, in the contract’s body', async () => {
    for (let i = 1; i <= 20; i++) expect((await send(buyer, `message ${i}`)).statusCode).toBe(201);
    const res = await send(buyer, 'one too many');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringContaining('Too many requests'),
    });
    // Per member: the owner still writes.
    const { offerId } = await offerMessage();
    expect((await send(owner, { message: 'hello', offerId })).statusCode).toBe(201);
    // A minute later the buyer writes again.
    await t.db.query(
      `UPDATE chat_messages SET created_at = created_at - interval '61 seconds' WHERE sender_id = $1`,
      [buyer.id],
    );
    expect((await send(buyer, 'later')).statusCode).toBe(201);
  });

  it('notifies the other party once per unread burst (message_received)', async () => {
    const { offerId } = await offerMessage();
    await send(buyer, 'first');
    await send(buyer, 'second');
    const notes = () =>
      t.db.query<{ user_id: string; title: string; message: string; action_url: string }>(
        `SELECT user_id, title, message, action_url FROM notifications
          WHERE type = 'message_received' ORDER BY created_at`,
      );
    expect(await notes()).toEqual([
      {
        user_id: owner.id,
        title: 'New message',
        message: 'Bea Buyer sent you a message about Kona Unit.',
        action_url: `/items/bike/${item.id}#chat`,
      },
    ]);
    await call(t.app, 'PUT', `${base}/read?offerId=${offerId}`, { token: owner.accessToken });
    await send(buyer, 'third');
    await send(staff, { message: 'From staff', offerId });
    const after = await notes();
    expect(after.map((n) => n.user_id).sort()).toEqual([owner.id, owner.id, buyer.id].sort());
  });
});

describe('the message_received e-mail', () => {
  /** The scheduler's e-mail job, run once now (notification-email.test.ts covers its rules). */
  async function runEmailJob() {
    const storage = createLocalDiskStorage(mkdtempSync(join(tmpdir(), 'pedalswap-jobs-')));
    const log = { warn: () => {} };
    const deps = {
      ...{ db: t.db, mailer: t.mail, storage, events: t.app.events, appUrl: APP_URL, log },
      offers: t.app.offerService,
      mailOutbox: t.app.mailOutbox,
      communityEvents: t.app.communityEventService,
    };
    const job = serverJobs(deps).find((j) => j.name === 'notification-emails')!;
    await job.run(new Date(Date.now() + 1000));
  }
  const statusesOf = async (m: Member) =>
    (
      await t.db.query<{ email_status: string }>(
        `SELECT email_status FROM notifications WHERE user_id = $1 AND type = 'message_received'
          ORDER BY created_at`,
        [m.id],
      )
    ).map((r) => r.email_status);

  it('follows the member’s chat e-mail switch and frequency', async () => {
    await send(buyer, 'first');
    await runEmailJob();
    // chatMessageEmailEnabled is off by default: in the app only.
    expect(await statusesOf(owner)).toEqual(['skipped']);
    expect(t.mail.sent.filter((m) => m.to === owner.email)).toEqual([]);
    const prefs = await call(t.app, 'PUT', '/api/users/profile', {
      token: owner.accessToken,
      payload: {
        notificationPreferences: {
          chatMessageEmailEnabled: true,
          offerEmailFrequency: 'immediate',
        },
      },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    const { offerId } = await offerMessage();
    await call(t.app, 'PUT', `${base}/read?offerId=${offerId}`, { token: owner.accessToken });
    await send(buyer, 'second');
    await runEmailJob();
    expect(await statusesOf(owner)).toEqual(['skipped', 'sent']);
    const mails = t.mail.sent.filter((m) => m.to === owner.email);
    expect(mails.map((m) => m.subject)).toEqual(['PedalSwap: New message']);
    expect(mails[0]!.links?.[0]).toBe(`${APP_URL}/items/bike/${item.id}#chat`);
  });
});

describe('pages and read markers', () => {
  it('pages newest first, each page oldest first, with pagination', async () => {
    let offerId = '';
    for (let i = 1; i <= 60; i++) offerId = (await offerMessage(undefined, `note ${i}`)).offerId;
    const page = async (n: number, limit?: number) => {
      const res = await call(
        t.app,
        'GET',
        `${base}/messages?page=${n}${limit ? `&limit=${limit}` : ''}`,
        { token: buyer.accessToken },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: ChatMessage[]; pagination: Record<string, number> }>();
    };
    const first = await page(1);
    expect(first.data).toHaveLength(50);
    expect(first.data[0]!.messageText).toBe('note 11');
    expect(first.data.at(-1)!.messageText).toBe('note 60');
    expect(first.pagination).toEqual({ page: 1, limit: 50, total: 60, totalPages: 2, pages: 2 });
    expect((await page(2)).data.map((m) => m.messageText)).toEqual(
      Array.from({ length: 10 }, (_, i) => `note ${i + 1}`),
    );
    expect((await page(3)).data).toEqual([]);
    expect((await page(2, 25)).data[0]!.messageText).toBe('note 11');
    // The chat itself carries the latest 50.
    const chat = await call(t.app, 'GET', `${base}?offerId=${offerId}`, {
      token: owner.accessToken,
    });
    expect(chat.json().messages).toHaveLength(50);
  });

  it('an empty page for a buyer with no chat yet', async () => {
    const res = await call(t.app, 'GET', `${base}/messages`, { token: other.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      pagination: { page: 1, limit: 50, total: 0, totalPages: 0, pages: 0 },
    });
  });

  it('marks read for the caller: counts, unread flags (readAt) and list counts follow', async () => {
    const { offerId } = await offerMessage();
    await send(buyer, 'one');
    await send(buyer, 'two');
    const ownerView = async () =>
      (
        await call(t.app, 'GET', `${base}/messages?offerId=${offerId}`, {
          token: owner.accessToken,
        })
      ).json<{ data: ChatMessage[] }>().data;
    expect((await ownerView()).map((m) => m.readAt)).toEqual([null, null, null]);
    const unreadOf = async (who: Member) =>
      (await call(t.app, 'GET', '/api/chats', { token: who.accessToken })).json<{
        chats: ChatSummary[];
      }>().chats[0]!.unreadCount;
    expect(await unreadOf(owner)).toBe(3);
    expect(await unreadOf(buyer)).toBe(0);
    const read = await call(t.app, 'PUT', `${base}/read?offerId=${offerId}`, {
      token: owner.accessToken,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ message: 'Messages marked as read', count: 3 });
    expect((await ownerView()).every((m) => m.readAt !== null)).toBe(true);
    expect(await unreadOf(owner)).toBe(0);
    const again = await call(t.app, 'PUT', `${base}/read?offerId=${offerId}`, {
      token: owner.accessToken,
    });
    expect(again.json().count).toBe(0);
    // The buyer's own messages count as read; the system message is unread until they read.
    const buyerView = (
      await call(t.app, 'GET', `${base}/messages`, { token: buyer.accessToken })
    ).json<{ data: ChatMessage[] }>().data;
    expect(buyerView.map((m) => m.readAt === null)).toEqual([false, false, false]);
    // Other callers: 403 with the offer, 401 without a token; a chat-less buyer reads 0.
    expect(
      (await call(t.app, 'PUT', `${base}/read?offerId=${offerId}`, { token: other.accessToken }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'PUT', `${base}/read`)).statusCode).toBe(401);
    expect(
      (await call(t.app, 'PUT', `${base}/read`, { token: other.accessToken })).json().count,
    ).toBe(0);
  });
});

describe('GET /chats and GET /admin/chats', () => {
  it('lists the caller’s chats with messages, most recent activity first', async () => {
    await offerMessage();
    await send(buyer, 'about the bike');
    const second = await publishedBike(t, owner);
    await send(buyer, 'and this one', `/api/items/bike/${second.id}/chat/messages`);
    const mine = await call(t.app, 'GET', '/api/chats', { token: buyer.accessToken });
    expect(mine.statusCode).toBe(200);
    const chats = mine.json<{ chats: ChatSummary[] }>().chats;
    expect(chats.map((c) => c.itemId)).toEqual([second.id, item.id]);
    expect(chats[1]).toMatchObject({
      itemName: 'Kona Unit',
      itemType: 'bike',
      buyerId: buyer.id,
      buyerName: 'Bea Buyer',
      sellerId: owner.id,
      sellerName: 'Olive Owner',
      lastMessage: { messageText: 'about the bike', senderId: buyer.id },
      // Both messages are the buyer's own.
      unreadCount: 0,
    });
    const owners = await call(t.app, 'GET', '/api/chats', { token: owner.accessToken });
    expect(owners.json().chats).toHaveLength(2);
    // An empty chat (opened, never written in) is not listed; nor are others' chats.
    await call(t.app, 'GET', base, { token: other.accessToken });
    expect((await call(t.app, 'GET', '/api/chats', { token: other.accessToken })).json()).toEqual({
      chats: [],
    });
    const parts = await call(t.app, 'GET', '/api/chats?itemType=part', {
      token: buyer.accessToken,
    });
    expect(parts.json()).toEqual({ chats: [] });
    expect((await call(t.app, 'GET', '/api/chats')).statusCode).toBe(401);
  });

  it('lists every chat to staff, paged; 403 to members, 401 to anonymous', async () => {
    const { offerId } = await offerMessage();
    await send(other, 'hello', `${base}/messages`);
    const res = await call(t.app, 'GET', '/api/admin/chats?limit=1', { token: staff.accessToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2, pages: 2 });
    // No offer in the other member's chat: staff cannot address it by offer.
    expect(res.json().chats[0]).toMatchObject({ buyerId: other.id, unreadCount: 1, offerId: null });
    const page2 = await call(t.app, 'GET', '/api/admin/chats?limit=1&page=2', {
      token: staff.accessToken,
    });
    // The buyer's chat names its offer, which opens it (getOrCreateChat's offerId).
    expect(page2.json().chats[0]).toMatchObject({ buyerId: buyer.id, offerId });
    const opened = await call(t.app, 'GET', `${base}?offerId=${offerId}`, {
      token: staff.accessToken,
    });
    expect(opened.json().buyerId).toBe(buyer.id);
    const member = await call(t.app, 'GET', '/api/admin/chats', { token: owner.accessToken });
    expect(member.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/chats')).statusCode).toBe(401);
  });
});
