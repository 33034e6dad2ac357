// The chat's live stream (openapi.yaml streamChat, spec 2 §4.5) over real HTTP: who may open it,
// the access token in the query string (never in a log line), message, system and offer_update
// events with an id each, the heartbeat every 25 s, the replay after Last-Event-ID, and, with
// DATABASE_URL, delivery across two server processes on one PostgreSQL database (two apps in
// this process, and this one with src/main.ts running in a child process).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { chatParties, offerMessage, type ChatParties } from './chat-fixture.ts';
import { bearer, call, TEST_JWT_SECRET, useTestApp, type Member } from './helpers.ts';
import { secretLeaks } from './log-leaks.ts';
import type { AddressInfo } from 'node:net';
import { openStream, type Frame } from './sse-client.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const t = useTestApp();
/** The second server process of the two-process test; stopped even when the test fails. */
let second: ServerProcess | undefined;
afterAll(async () => second?.stop());

let owner: Member, buyer: Member, other: Member, staff: Member;
let item: ChatParties['item'];
let base: string;
const streams: Awaited<ReturnType<typeof openStream>>[] = [];

/** The app's loopback address, listening on a free port the first time. */
async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) return app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  ({ owner, buyer, other, staff, item, base } = await chatParties(t));
});
afterEach(async () => {
  for (const s of streams.splice(0)) await s.close();
  vi.useRealTimers();
});

async function stream(app: FastifyInstance, query: string, headers: Record<string, string> = {}) {
  const s = await openStream(`${await listen(app)}${base}/stream${query}`, headers);
  streams.push(s);
  expect(s.res.status).toBe(200);
  await s.next((f) => f.comment === 'open');
  return s;
}

const dataOf = (f: Frame) => JSON.parse(f.data!) as Record<string, unknown>;
const isMessage = (text: string) => (f: Frame) =>
  f.data !== undefined &&
  dataOf(f).type === 'message' &&
  (dataOf(f).message as { messageText: string }).messageText === text;

const send = (app: FastifyInstance, who: Member, message: string, offerId?: string) =>
  call(app, 'POST', `${base}/messages`, {
    token: who.accessToken,
    payload: { message, ...(offerId ? { offerId } : {}) },
  });

const offerChat = () => offerMessage(t, { item, buyer }, { text: 'New offer: $120.00' });

describe('GET /items/{itemType}/{itemId}/chat/stream', () => {
  it('streams a message to the other party, with the token in the query string kept out of logs', async () => {
    const { offerId } = await offerChat();
    const ownerStream = await stream(t.app, `?offerId=${offerId}&token=${owner.accessToken}`);
    expect(ownerStream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const res = await send(t.app, buyer, 'Still for sale?');
    expect(res.statusCode).toBe(201);
    const frame = await ownerStream.next(isMessage('Still for sale?'));
    expect(frame.event).toBe('message');
    // The sender's copy reads as read; the owner's is unread for them.
    expect(dataOf(frame).message).toEqual({ ...res.json().data, readAt: null });
    expect(frame.id).toMatch(/^\d+$/);
    // The request line was logged with the token redacted (the leak check runs after each test).
    const line = t.logs.find((l) => l.includes('/chat/stream'));
    expect(line).toContain('token=[Redacted]');
    expect(t.logs.join('\n')).not.toContain(owner.accessToken);
  });

  it('counts any unredacted token parameter in a log line as a leak', () => {
    const line = (url: string) => JSON.stringify({ req: { url } });
    expect(secretLeaks([line('/api/x/stream?offerId=1&token=short')], [], 'pw')).toHaveLength(1);
    expect(secretLeaks([line('/api/x/stream?token=[Redacted]&a=1')], [], 'pw')).toEqual([]);
  });

  it('accepts the Authorization header too, and staff on any chat', async () => {
    const { offerId } = await offerChat();
    const staffs = await stream(t.app, `?offerId=${offerId}`, bearer(staff.accessToken));
    const buyers = await stream(t.app, '', bearer(buyer.accessToken));
    await send(t.app, buyer, 'hello both');
    await staffs.next(isMessage('hello both'));
    await buyers.next(isMessage('hello both'));
  });

  it('refuses anonymous (401), a bad token (401), another member (403) and unknown chats (404)', async () => {
    const { offerId } = await offerChat();
    const url = `${await listen(t.app)}${base}/stream`;
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    const bad = await fetch(`${url}?token=not-a-token`);
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: 'invalid_token' });
    const others = await fetch(`${url}?offerId=${offerId}&token=${other.accessToken}`);
    expect(others.status).toBe(403);
    const unknown = await fetch(`${url}?offerId=${randomUUID()}&token=${owner.accessToken}`);
    expect(unknown.status).toBe(404);
    const malformed = await fetch(`${url}?offerId=nope&token=${owner.accessToken}`);
    expect(malformed.status).toBe(400);
  });

  it('replays the messages missed after Last-Event-ID, then goes live', async () => {
    const first = await stream(t.app, `?token=${buyer.accessToken}`);
    await send(t.app, buyer, 'seen');
    const seen = await first.next(isMessage('seen'));
    await first.close();
    const { offerId } = await offerChat();
    await send(t.app, owner, 'missed one', offerId);
    await send(t.app, owner, 'missed two', offerId);
    const again = await stream(t.app, `?token=${buyer.accessToken}`, {
      'last-event-id': seen.id!,
    });
    const replayed = await again.next(isMessage('missed two'));
    expect(again.frames.filter((f) => f.data).map((f) => dataOf(f).message)).toMatchObject([
      { messageText: 'New offer: $120.00', messageType: 'offer_created', senderName: 'PedalSwap' },
      { messageText: 'missed one', senderName: 'Olive Owner' },
      { messageText: 'missed two' },
    ]);
    await send(t.app, owner, 'live', offerId);
    const live = await again.next(isMessage('live'));
    expect(Number(live.id)).toBeGreaterThan(Number(replayed.id));
    // A cursor from any event works; an unknown one replays nothing.
    const fromHeartbeatId = await stream(t.app, `?token=${buyer.accessToken}`, {
      'last-event-id': `${replayed.id}:7`,
    });
    await fromHeartbeatId.next(isMessage('live'));
    // Clients that cannot set the header send the id in the query string.
    const byQuery = await stream(t.app, `?token=${buyer.accessToken}&lastEventId=${seen.id}`);
    await byQuery.next(isMessage('live'));
    expect(byQuery.frames.filter((f) => f.data)).toHaveLength(4);
    const junk = await stream(t.app, `?token=${buyer.accessToken}`, { 'last-event-id': 'junk' });
    await send(t.app, owner, 'after junk', offerId);
    await junk.next(isMessage('after junk'));
    expect(junk.frames.filter((f) => f.data)).toHaveLength(1);
  });

  it('sends system and offer_update events, each with an id', async () => {
    const { offerId, chatId } = await offerChat();
    t.app.chatService.useOfferReader(async (id, viewer) => ({ id, viewerId: viewer.id }));
    const s = await stream(t.app, `?offerId=${offerId}&token=${owner.accessToken}`);
    t.app.chatService.announceSystem(chatId, 'The listing was sold.');
    t.app.chatService.announceOfferUpdate(chatId, offerId);
    const system = await s.next((f) => f.data !== undefined && dataOf(f).type === 'system');
    expect(dataOf(system)).toMatchObject({ text: 'The listing was sold.' });
    const update = await s.next((f) => f.data !== undefined && dataOf(f).type === 'offer_update');
    expect(dataOf(update).offer).toEqual({ id: offerId, viewerId: owner.id });
    expect(system.id).toMatch(/^\d+:\d+$/);
    expect(update.id).not.toBe(system.id);
    // typing (no operation of the contract sends it yet): to the others, not to the typist.
    const buyers = await stream(t.app, `?token=${buyer.accessToken}`);
    t.app.events.publish('chat:typing', { chatId, senderId: owner.id, senderName: 'Olive Owner' });
    t.app.events.publish('chat:typing', { chatId, senderId: buyer.id, senderName: 'Bea Buyer' });
    const typing = await buyers.next((f) => f.data !== undefined && dataOf(f).type === 'typing');
    expect(dataOf(typing)).toEqual({
      type: 'typing',
      senderId: owner.id,
      senderName: 'Olive Owner',
    });
    await s.next((f) => f.data !== undefined && dataOf(f).type === 'typing');
    expect(s.frames.filter((f) => f.data && dataOf(f).type === 'typing')).toEqual([
      expect.objectContaining({ data: expect.stringContaining(buyer.id) }),
    ]);
  });

  it('sends a heartbeat event every 25 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const s = await stream(t.app, `?token=${buyer.accessToken}`);
    vi.advanceTimersByTime(24_999);
    await new Promise((r) => setTimeout(r, 50));
    expect(s.frames.filter((f) => f.data)).toEqual([]);
    vi.advanceTimersByTime(1);
    const beat = await s.next((f) => f.data !== undefined && dataOf(f).type === 'heartbeat');
    expect(beat).toMatchObject({ event: 'message', id: expect.stringMatching(/^\d+:1$/) });
    expect(dataOf(beat).timestamp).toEqual(expect.any(String));
  });

  if (onPostgres) {
    it('delivers a message sent through one server process to a stream on another (LISTEN/NOTIFY)', async () => {
      const other = await t.build();
      expect([t.app.events.kind, other.events.kind]).toEqual(['postgres', 'postgres']);
      const { offerId } = await offerChat();
      const onOther = await stream(other, `?offerId=${offerId}&token=${owner.accessToken}`);
      const onThis = await stream(t.app, `?token=${buyer.accessToken}`);
      await send(t.app, buyer, 'across processes');
      const received = await onOther.next(isMessage('across processes'));
      const local = await onThis.next(isMessage('across processes'));
      expect(received.id).toBe(local.id);
      // And the other way round.
      await send(other, owner, 'and back', offerId);
      await onThis.next(isMessage('and back'));
      await new Promise((r) => setTimeout(r, 300));
      // Each process delivered each message once.
      expect(onThis.frames.filter(isMessage('across processes'))).toHaveLength(1);
      expect(onOther.frames.filter(isMessage('across processes'))).toHaveLength(1);
    });

    it('delivers a message between two server processes: this one and src/main.ts in a child process', async () => {
      const schema = t.db.connection!.schema!;
      second = await startServerProcess({
        DATABASE_URL: process.env.DATABASE_URL!,
        DATABASE_SCHEMA: schema,
        JWT_SECRET: TEST_JWT_SECRET,
      });
      const { offerId } = await offerChat();
      // The owner's stream on the child, the buyer's on this process.
      const onChild = await openStream(
        `${second.url}${base}/stream?offerId=${offerId}&token=${owner.accessToken}`,
      );
      streams.push(onChild);
      expect(onChild.res.status).toBe(200);
      await onChild.next((f) => f.comment === 'open');
      const onThis = await stream(t.app, `?token=${buyer.accessToken}`);

      // Sent through this process, received on the child's stream.
      expect((await send(t.app, buyer, 'to the other process')).statusCode).toBe(201);
      const received = await onChild.next(isMessage('to the other process'));
      expect(received.id).toBe((await onThis.next(isMessage('to the other process'))).id);

      // Sent through the child over HTTP, received on this process' stream.
      const sent = await fetch(`${second.url}${base}/messages`, {
        method: 'POST',
        headers: { ...bearer(owner.accessToken), 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'and back again', offerId }),
      });
      expect(sent.status, await sent.text()).toBe(201);
      await onThis.next(isMessage('and back again'));
      await onChild.next(isMessage('and back again'));
      await new Promise((r) => setTimeout(r, 300));
      // Each stream got each message once.
      for (const s of [onThis, onChild])
        for (const text of ['to the other process', 'and back again'])
          expect(s.frames.filter(isMessage(text))).toHaveLength(1);
      // The child's request log kept the query-string token out too.
      await onChild.close();
      await second.stop();
      expect(second.output.join('')).toContain('"msg":"shutting down"');
      expect(second.output.join('')).not.toContain(owner.accessToken);
    }, 90_000);
  }
});

describe('a stream ends with its device session', () => {
  const endsWithin = async (s: Awaited<ReturnType<typeof openStream>>, ms: number) =>
    Promise.race([
      s.ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
    ]);

  it('closes on logout by itself, within the check period, and leaves other sessions open', async () => {
    const { offerId } = await offerChat();
    const session = await t.login(owner.email, owner.password);
    const ending = await stream(t.app, `?offerId=${offerId}&token=${session.accessToken}`);
    const staying = await stream(t.app, `?offerId=${offerId}&token=${owner.accessToken}`);
    const out = await call(t.app, 'POST', '/api/auth/logout', {
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    // No call from the test: the app's own check (SSE_SESSION_CHECK_MS, 5 s) ends it.
    expect(await endsWithin(ending, 8_000)).toBe(true);
    expect(await endsWithin(staying, 100)).toBe(false);
    expect((await send(t.app, buyer, 'Still there?')).statusCode).toBe(201);
    await staying.next(isMessage('Still there?'));
  });

  it('closes when the device is revoked, on sign-out everywhere, suspension and account deletion', async () => {
    const { offerId } = await offerChat();
    const q = (token: string) => `?offerId=${offerId}&token=${token}`;
    const check = () => t.app.sse.checkSessions();

    // Revoke device: the owner's other session ends this one.
    const phone = await t.login(owner.email, owner.password);
    const onPhone = await stream(t.app, q(phone.accessToken));
    const devices = await call(t.app, 'GET', '/api/devices', { token: phone.accessToken });
    const phoneId = devices
      .json<{ devices: { id: string; isCurrent: boolean }[] }>()
      .devices.find((d) => d.isCurrent)!.id;
    const revoke = await call(t.app, 'DELETE', `/api/devices/${phoneId}`, {
      token: owner.accessToken,
    });
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    const onLaptop = await stream(t.app, q(owner.accessToken));
    expect(await check()).toBe(1);
    expect(await endsWithin(onPhone, 2_000)).toBe(true);
    expect(await endsWithin(onLaptop, 100)).toBe(false);

    // Sign out everywhere: every stream of the member.
    const all = await call(t.app, 'POST', '/api/devices/revoke-all', { token: owner.accessToken });
    expect(all.statusCode, all.body).toBeLessThan(300);
    expect(await check()).toBe(1);
    expect(await endsWithin(onLaptop, 2_000)).toBe(true);

    // Suspended: the staff panel's setUserStatus is not built yet, so the status is set as it
    // will set it; the check reads the account status as the auth hook does.
    const buyerStream = await stream(t.app, `?token=${buyer.accessToken}`);
    const staffStream = await stream(t.app, q(staff.accessToken));
    await t.db.query("UPDATE users SET account_status = 'suspended' WHERE id = $1", [buyer.id]);
    expect(await check()).toBe(1);
    expect(await endsWithin(buyerStream, 2_000)).toBe(true);

    // The staff member deletes their account.
    const gone = await call(t.app, 'DELETE', '/api/users/profile', { token: staff.accessToken });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await check()).toBe(1);
    expect(await endsWithin(staffStream, 2_000)).toBe(true);
    expect(await check()).toBe(0);
  });
});
