// POST .../chat/typing (openapi.yaml sendChatTyping): the stream's `typing` event reaches the
// chat's other followers, never the typist's own streams; nothing is stored; one event a member
// and chat every 2 s is passed on; only the chat's members and staff may call it.
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatParties, offerMessage, type ChatParties } from './chat-fixture.ts';
import { call, useTestApp, type Member } from './helpers.ts';
import { openStream, type Frame } from './sse-client.ts';

const t = useTestApp();

let owner: Member, buyer: Member, other: Member, staff: Member;
let item: ChatParties['item'];
let base: string;
const streams: Awaited<ReturnType<typeof openStream>>[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) return app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  ({ owner, buyer, other, staff, item, base } = await chatParties(t));
});
afterEach(async () => {
  for (const s of streams.splice(0)) await s.close();
});

async function stream(query: string) {
  const s = await openStream(`${await listen(t.app)}${base}/stream${query}`);
  streams.push(s);
  expect(s.res.status).toBe(200);
  await s.next((f) => f.comment === 'open');
  return s;
}

const dataOf = (f: Frame) =>
  f.data === undefined ? {} : (JSON.parse(f.data) as Record<string, unknown>);
const isTyping = (f: Frame) => dataOf(f).type === 'typing';
const isMessage = (text: string) => (f: Frame) =>
  dataOf(f).type === 'message' &&
  (dataOf(f).message as { messageText: string }).messageText === text;

const typing = (who: Member | null, query = '') =>
  call(t.app, 'POST', `${base}/typing${query}`, who ? { token: who.accessToken } : {});

describe('POST /items/{type}/{id}/chat/typing', () => {
  it("reaches the owner's and staff's streams with the typist's name, not the typist's own", async () => {
    const { offerId } = await offerMessage(t, { item, buyer });
    const ownerStream = await stream(`?offerId=${offerId}&token=${owner.accessToken}`);
    const staffStream = await stream(`?offerId=${offerId}&token=${staff.accessToken}`);
    const buyerStream = await stream(`?token=${buyer.accessToken}`);

    const res = await typing(buyer);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const s of [ownerStream, staffStream]) {
      const frame = await s.next(isTyping);
      expect(dataOf(frame)).toEqual({
        type: 'typing',
        senderId: buyer.id,
        senderName: 'Bea Buyer',
      });
      expect(frame.id).toMatch(/^\d+:\d+$/);
    }
    // A message sent after it reaches the buyer's stream with no typing event before it.
    await call(t.app, 'POST', `${base}/messages`, {
      token: buyer.accessToken,
      payload: { message: 'after typing' },
    });
    await buyerStream.next(isMessage('after typing'));
    expect(buyerStream.frames.filter(isTyping)).toEqual([]);
  });

  it('passes on one event a member and chat every 2 s, and stores nothing', async () => {
    const { offerId } = await offerMessage(t, { item, buyer });
    const ownerStream = await stream(`?offerId=${offerId}&token=${owner.accessToken}`);
    for (let i = 0; i < 3; i++) expect((await typing(buyer)).statusCode).toBe(204);
    // The owner typing is a different member: passed on too.
    expect((await typing(owner, `?offerId=${offerId}`)).statusCode).toBe(204);
    await call(t.app, 'POST', `${base}/messages`, {
      token: buyer.accessToken,
      payload: { message: 'marker' },
    });
    await ownerStream.next(isMessage('marker'));
    // The owner's stream never gets the owner's own typing; one of the buyer's three.
    expect(ownerStream.frames.filter(isTyping).map((f) => dataOf(f).senderId)).toEqual([buyer.id]);
    const page = await call(t.app, 'GET', `${base}/messages`, { token: buyer.accessToken });
    expect(page.json().data.map((m: { messageText: string }) => m.messageText)).toEqual([
      'New offer: 100 tokens',
      'marker',
    ]);
  });

  it('answers 401 signed out, 403 to a member outside the chat, 400 to the owner without offerId or a bad offerId, 404 to an unknown offer', async () => {
    const { offerId } = await offerMessage(t, { item, buyer });
    expect((await typing(null)).statusCode).toBe(401);
    expect((await typing(other, `?offerId=${offerId}`)).statusCode).toBe(403);
    const noOffer = await typing(owner);
    expect(noOffer.statusCode).toBe(400);
    expect(noOffer.json().error).toBeTypeOf('string');
    expect((await typing(owner, '?offerId=not-a-uuid')).statusCode).toBe(400);
    expect((await typing(owner, `?offerId=${crypto.randomUUID()}`)).statusCode).toBe(404);
    // A buyer with no chat yet tells no one, and is not refused.
    expect((await typing(other)).statusCode).toBe(204);
    expect((await typing(staff, `?offerId=${offerId}`)).statusCode).toBe(204);
  });
});
