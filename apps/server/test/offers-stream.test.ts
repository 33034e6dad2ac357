// Offer events reach the item event stream (GET /api/items/events) after the commit, for the
// bidder, the item's owner and staff (spec 2 §4.2: the item page refetches on them).
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from './helpers.ts';
import { accept, cast, makeOffer } from './offers-fixtures.ts';
import { openStream } from './sse-client.ts';

const t = useTestApp();
const streams: Awaited<ReturnType<typeof openStream>>[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) await s.close();
});

async function stream(token?: string) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  const s = await openStream(
    `http://127.0.0.1:${address.port}/api/items/events`,
    token ? bearer(token) : {},
  );
  streams.push(s);
  await s.next((f) => f.comment === 'open');
  return s;
}

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
