// Limits on what one member can make and hold (issue 25 item 10): calls that create something
// answer 429 past CREATE_RATE_LIMIT_PER_MINUTE per member (20 requests made 520 events in 1.6 s
// before), and a member's open streams are capped (one held 794).
import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { MESSAGES, RATE_LIMITS } from '@pedalswap/domain';
import { chatParties, offerMessage } from './chat-fixture.ts';
import { rideBody } from './community-events-fixtures.ts';
import { call, useTestApp } from './helpers.ts';
import { openStream } from './sse-client.ts';

const t = useTestApp();

describe('calls that create something', () => {
  it('answer 429 past the limit per member, in parallel too; another member is not affected', async () => {
    const limited = await t.build({ config: { createRateLimitPerMinute: 3 } });
    const [m, other] = await Promise.all([t.member(), t.member()]);
    const create = (who = m) =>
      call(limited, 'POST', '/api/events', { token: who.accessToken, payload: rideBody() });
    const burst = await Promise.all(Array.from({ length: 8 }, () => create()));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ error: 'rate_limited', message: MESSAGES.tooManyRequests });
    expect(refused.headers['retry-after']).toBeDefined();
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM community_events WHERE owner_id = $1',
      [m.id],
    );
    expect(row?.n).toBe(3);
    expect((await create(other)).statusCode).toBe(201);
  });

  it('limits typing events and AI uploads the same way', async () => {
    const limited = await t.build({ config: { createRateLimitPerMinute: 2 } });
    const { buyer, item, base } = await chatParties(t);
    await offerMessage(t, { item, buyer });
    const typing = () => call(limited, 'POST', `${base}/typing`, { token: buyer.accessToken });
    expect([(await typing()).statusCode, (await typing()).statusCode]).toEqual([204, 204]);
    expect((await typing()).statusCode).toBe(429);
    const upload = () =>
      call(limited, 'POST', '/api/ai/upload-images', { token: buyer.accessToken });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await upload()).statusCode);
    expect(codes.slice(0, 2)).not.toContain(429);
    expect(codes[2]).toBe(429);
  });
});

describe('open streams per member', () => {
  it("ends a member's oldest stream past the cap; other members keep theirs", async () => {
    const { owner, buyer, item, base } = await chatParties(t);
    const { offerId } = await offerMessage(t, { item, buyer });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${base}/stream`;
    const open = async (query: string) => {
      const s = await openStream(`${url}?${query}`);
      expect(s.res.status).toBe(200);
      return s;
    };
    const ownersStream = await open(`offerId=${offerId}&token=${owner.accessToken}`);
    const mine = [];
    for (let i = 0; i < RATE_LIMITS.openStreamsPerMember; i++)
      mine.push(await open(`token=${buyer.accessToken}`));
    const extra = await open(`token=${buyer.accessToken}`);
    // The oldest ended; the others and the owner's stay open.
    await mine[0]!.ended;
    let endedToo = false;
    void Promise.race([mine[1]!.ended, ownersStream.ended, extra.ended]).then(
      () => (endedToo = true),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(endedToo).toBe(false);
    for (const s of [...mine, extra, ownersStream]) await s.close();
  });
});
