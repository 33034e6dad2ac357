// The owner's AI testing hub calls (issue 15 item 4; spec 3 §2.11, §7.4): a batch of analyses
// with the offline analyzer (no ANTHROPIC_API_KEY in tests), the cache's figures and the
// caller's own usage, and who may call them.
import { beforeEach, describe, expect, it } from 'vitest';
import { call, useTestApp, type Member } from './helpers.ts';
import { multipart, photo, type Part } from './ai-fixture.ts';

const t = useTestApp();

let owner: Member;
let manager: Member;
let member: Member;

beforeEach(async () => {
  owner = await t.member({ role: 'owner' });
  manager = await t.member({ role: 'manager' });
  member = await t.member();
});

const file = (name: string, data: Buffer): Part => ({
  name,
  filename: 'bike.jpg',
  contentType: 'image/jpeg',
  data,
});

/** inject needs one body: build it once so boundary and payload agree. */
const send = (parts: Part[], token = owner.accessToken) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/ai/batch-analyze',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
};

describe('POST /ai/batch-analyze', () => {
  it('analyses each group of photos in turn and says what it cost', async () => {
    const res = await send([
      file('analyses[0][images]', await photo(1)),
      file('analyses[1][images]', await photo(2)),
      { name: 'analyses[1][metadata]', data: '{"bikeType":"road"}' },
      { name: 'options', data: '{"source":"testing-hub"}' },
      { name: 'batchId', data: 'hub-1' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ batchId: string; results: { index: number; success: boolean }[] }>();
    expect(body.batchId).toBe('hub-1');
    expect(body.results.map((r) => [r.index, r.success])).toEqual([
      [0, true],
      [1, true],
    ]);
    // Both were recorded as the owner's analyses, and the cache answers them the second time.
    const usage = await call(t.app, 'GET', '/api/ai/usage-stats?period=daily', {
      token: owner.accessToken,
    });
    expect(usage.json()).toMatchObject({ period: 'daily', requestCount: 2, cachedCount: 0 });
    const again = await send([file('analyses[0][images]', await photo(1))]);
    expect(again.json<{ results: { result: { analysisId: string } }[] }>().results).toHaveLength(1);
    const stats = await call(t.app, 'GET', '/api/ai/cache-stats', { token: owner.accessToken });
    expect(stats.json()).toMatchObject({ entries: 2, hits: 1, misses: 2, hitRate: 1 / 3 });
  });

  it.each([
    ['no analyses', [{ name: 'useCache', data: 'true' }]],
    ['options that are not JSON', [{ name: 'options', data: '{nope' }]],
    ['an index past 49', [{ name: 'analyses[50][metadata]', data: '{}' }]],
    ['a useCache that is not a boolean', [{ name: 'useCache', data: 'maybe' }]],
  ] as [string, Part[]][])('answers 400 to %s', async (_name, extra) => {
    const parts =
      _name === 'no analyses' ? extra : [file('analyses[0][images]', await photo(3)), ...extra];
    const res = await send(parts);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('answers 400, not 500, to a body that is not multipart', async () => {
    const res = await call(t.app, 'POST', '/api/ai/batch-analyze', {
      token: owner.accessToken,
      payload: { analyses: [] },
    });
    expect(res.statusCode).toBe(400);
  });

  it('is the owner’s only', async () => {
    const parts = [file('analyses[0][images]', await photo(4))];
    expect((await send(parts, manager.accessToken)).statusCode).toBe(403);
    expect((await send(parts, member.accessToken)).statusCode).toBe(403);
  });
});

describe('GET /ai/cache-stats and /ai/usage-stats', () => {
  it('start empty', async () => {
    const stats = await call(t.app, 'GET', '/api/ai/cache-stats', { token: owner.accessToken });
    expect(stats.json()).toEqual({ entries: 0, hits: 0, misses: 0, hitRate: 0, savedCostCents: 0 });
    const usage = await call(t.app, 'GET', '/api/ai/usage-stats', { token: member.accessToken });
    expect(usage.json()).toEqual({
      period: 'monthly',
      requestCount: 0,
      cachedCount: 0,
      totalCostCents: 0,
      limit: 500,
      remaining: 500,
    });
  });

  it('cache stats are the owner’s; usage is any member’s own', async () => {
    for (const who of [manager, member])
      expect(
        (await call(t.app, 'GET', '/api/ai/cache-stats', { token: who.accessToken })).statusCode,
      ).toBe(403);
    expect(
      (await call(t.app, 'GET', '/api/ai/usage-stats?period=weekly', { token: member.accessToken }))
        .statusCode,
    ).toBe(400);
  });
});
