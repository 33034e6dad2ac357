// Offer events reach the item event stream (GET /api/items/events) after the commit, for the
// bidder, the item's owner and staff (spec 2 §4.2: the item page refetches on them); an offer's
// chat messages reach the open streams of its chat (GET .../chat/stream) the same way.
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, useTestApp, type Member } from './helpers.ts';
import { accept, cast, makeOffer, type Item } from './offers-fixtures.ts';
import { openStream, type Frame } from './sse-client.ts';

const t = useTestApp();
const streams: Awaited<ReturnType<typeof openStream>>[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) await s.close();
});

async function open(path: string, headers: Record<string, string> = {}) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  const s = await openStream(`http://127.0.0.1:${address.port}${path}`, headers);
  streams.push(s);
  expect(s.res.status).toBe(200);
  await s.next((f) => f.comment === 'open');
  return s;
}

const stream = (token?: string) => open('/api/items/events', token ? bearer(token) : {});

/** The chat stream of `item` as `who` (the buyer's own chat, or with offerId a buyer's). */
const chatStream = (item: Item, who: Member, offerId?: string) =>
  open(
    `/api/items/${item.itemType}/${item.id}/chat/stream${offerId ? `?offerId=${offerId}` : ''}`,
    bearer(who.accessToken),
  );

interface StreamData {
  type: string;
  message?: { messageType: string; offerId: string | null; messageText: string };
  offer?: { id: string; status: string };
}
const dataOf = (f: Frame) => (f.data ? (JSON.parse(f.data) as StreamData) : null);
const chatMessage = (type: string, offerId: string) => (f: Frame) =>
  dataOf(f)?.message?.messageType === type && dataOf(f)?.message?.offerId === offerId;
const offerUpdate = (offerId: string, status: string) => (f: Frame) =>
  dataOf(f)?.type === 'offer_update' &&
  dataOf(f)?.offer?.id === offerId &&
  dataOf(f)?.offer?.status === status;

describe('offer events on the item stream', () => {
  it('sends offer:created and offer:accepted to the owner, the bidder and staff only', async () => {
    const c = await cast(t);
    const owner = await stream(c.staff.accessToken);
    const bidder = await stream(c.buyer.accessToken);
    const other = await stream(c.other.accessToken);
    const anonymous = await stream();
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    const created = await owner.next((f) => f.event === 'offer:created');
    expect(JSON.parse(created.data!)).toEqual({
      offerId: offer.id,
      itemId: c.staffBike.id,
      itemType: 'bike',
      status: 'pending',
      userId: c.buyer.id,
      itemOwnerId: c.staff.id,
    });
    await bidder.next((f) => f.event === 'offer:created');
    await accept(t, c.staff, offer);
    await bidder.next((f) => f.event === 'offer:accepted');
    // The item's own change reaches everyone; the offer's does not.
    await other.next((f) => f.event === 'item:updated');
    await anonymous.next((f) => f.event === 'item:updated');
    expect(other.frames.some((f) => f.event?.startsWith('offer:'))).toBe(false);
    expect(anonymous.frames.some((f) => f.event?.startsWith('offer:'))).toBe(false);
  });
});

describe('offer messages on the chat stream', () => {
  it('sends the offer_created and offer_accepted messages with offer_update events, and the auto-rejection to the other bidder', async () => {
    const c = await cast(t);
    const buyers = await chatStream(c.staffBike, c.buyer);
    const others = await chatStream(c.staffBike, c.other);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    const created = await buyers.next(chatMessage('offer_created', offer.id));
    expect(dataOf(created)).toMatchObject({
      type: 'message',
      message: { messageText: 'New offer: 300 tokens', senderId: c.buyer.id },
    });
    await buyers.next(offerUpdate(offer.id, 'pending'));
    const second = await makeOffer(t, c.other, c.staffBike, { offerType: 'cash', amount: 40 });
    await others.next(chatMessage('offer_created', second.id));
    // The owner follows the buyer's chat by the offer.
    const owners = await chatStream(c.staffBike, c.staff, offer.id);
    await accept(t, c.staff, offer);
    const accepted = await owners.next(chatMessage('offer_accepted', offer.id));
    expect(dataOf(accepted)?.message).toMatchObject({ messageText: 'Deal', senderId: c.staff.id });
    await owners.next(offerUpdate(offer.id, 'accepted'));
    await buyers.next(chatMessage('offer_accepted', offer.id));
    await buyers.next(offerUpdate(offer.id, 'accepted'));
    // The other bidder's chat hears that their offer was rejected automatically.
    await others.next(chatMessage('offer_auto_rejected', second.id));
    await others.next(offerUpdate(second.id, 'rejected'));
    // Each chat hears only of its own offer.
    const about = (id: string) => (f: Frame) =>
      dataOf(f)?.message?.offerId === id || dataOf(f)?.offer?.id === id;
    expect(buyers.frames.some(about(second.id))).toBe(false);
    expect(others.frames.some(about(offer.id))).toBe(false);
  });
});
