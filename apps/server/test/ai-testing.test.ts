// The owner's AI testing hub calls (issue 15 item 4; spec 3 §2.11, §7.4): a batch of analyses
// with the offline analyzer (no ANTHROPIC_API_KEY in tests), the cache's figures and the
// caller's own usage, and who may call them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, testConfig, useTestApp, type Member } from './helpers.ts';
import {
  imagePart,
  multipart,
  photo,
  startMessagesStandIn,
  type Part,
  type StandIn,
} from './ai-fixture.ts';

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
const send = (
  parts: Part[],
  token = owner.accessToken,
  url = '/api/ai/batch-analyze',
  app: FastifyInstance = t.app,
) => {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
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

  it('takes options and metadata JSON of up to 10,000 characters whole, and refuses longer (400)', async () => {
    // Before the fix every text field was cut at 1,000 bytes, silently: this JSON was broken.
    const options = JSON.stringify({ notes: 'é'.repeat(4000) });
    expect(options.length).toBeGreaterThan(1000);
    const ok = await send([
      file('analyses[0][images]', await photo(10)),
      { name: 'options', data: options },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const long = await send([
      file('analyses[0][images]', await photo(11)),
      { name: 'analyses[0][metadata]', data: JSON.stringify({ notes: 'x'.repeat(10_000) }) },
    ]);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: 'validation_failed',
      details: [
        {
          path: 'analyses[0][metadata]',
          msg: 'analyses[0][metadata] is at most 10,000 characters',
        },
      ],
    });
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

describe('POST /ai/admin/test-prompt', () => {
  let standIn: StandIn;
  let hosted: FastifyInstance;
  beforeAll(async () => {
    standIn = await startMessagesStandIn();
    hosted = await t.build({
      config: {
        ai: {
          ...testConfig().ai,
          anthropicApiKey: 'sk-test-stand-in',
          anthropicBaseUrl: standIn.url,
          primaryModel: 'claude-sonnet-5-5',
          fallbackModel: 'claude-haiku-5-5',
        },
      },
    });
  });
  afterAll(async () => standIn.close());
  const prompt = (text: string) => ({ name: 'prompt', data: text });

  it('sends the photos and the prompt to the configured model of the family asked for', async () => {
    standIn.replies = [{ text: 'A Shimano 105 R7000 groupset.' }];
    const owner2 = await t.member({ role: 'owner' });
    const res = await send(
      [
        imagePart(await photo(5)),
        prompt('Name the groupset'),
        { name: 'model', data: 'claude-3-5-haiku' },
      ],
      owner2.accessToken,
      '/api/ai/admin/test-prompt',
      hosted,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      response: 'A Shimano 105 R7000 groupset.',
      model: 'claude-haiku-5-5',
      tokensUsed: 1900,
    });
    const sent = standIn.requests.at(-1)!.body as {
      model: string;
      messages: { content: { type: string; text?: string }[] }[];
    };
    expect(sent.model).toBe('claude-haiku-5-5');
    expect(sent.messages[0]!.content.map((c) => c.type)).toEqual(['image', 'text']);
    expect(sent.messages[0]!.content[1]!.text).toBe('Name the groupset');
  });

  it('sends a prompt of up to 10,000 characters whole and refuses a longer one (400)', async () => {
    standIn.replies = [{ text: 'Read it all.' }];
    const owner2 = await t.member({ role: 'owner' });
    const url = '/api/ai/admin/test-prompt';
    // 10,000 characters, 20,000 bytes of UTF-8: the limit counts characters.
    const whole = 'é'.repeat(10_000);
    const res = await send(
      [imagePart(await photo(12)), prompt(whole)],
      owner2.accessToken,
      url,
      hosted,
    );
    expect(res.statusCode, res.body).toBe(200);
    const sent = standIn.requests.at(-1)!.body as {
      messages: { content: { type: string; text?: string }[] }[];
    };
    expect(sent.messages[0]!.content[1]!.text).toBe(whole);
    const before = standIn.requests.length;
    const long = await send(
      [imagePart(await photo(13)), prompt('x'.repeat(10_001))],
      owner2.accessToken,
      url,
      hosted,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: 'validation_failed',
      details: [{ path: 'prompt', msg: 'prompt is at most 10,000 characters' }],
    });
    expect(standIn.requests).toHaveLength(before);
  });

  it('obeys the owner’s limits, the rate and the budget as an analysis does (429, 503)', async () => {
    const owner2 = await t.member({ role: 'owner' });
    const url = '/api/ai/admin/test-prompt';
    const ask = async (seed: number) =>
      send(
        [imagePart(await photo(seed)), prompt('Name the groupset')],
        owner2.accessToken,
        url,
        hosted,
      );
    const setConfig = async (set: string) => {
      await t.db.query('INSERT INTO ai_config DEFAULT VALUES ON CONFLICT (id) DO NOTHING');
      await t.db.query(`UPDATE ai_config SET ${set}`);
    };
    const before = standIn.requests.length;

    await setConfig('user_daily_limit = 1');
    standIn.replies = [{ text: 'A Shimano 105 groupset.' }];
    expect((await ask(14)).statusCode).toBe(200);
    const daily = await ask(15);
    expect(daily.statusCode).toBe(429);
    expect(daily.json()).toMatchObject({
      error: 'ai_user_limit',
      message: 'You have used your 1 AI analyses for today. Please try again tomorrow.',
    });

    await setConfig('user_daily_limit = 100, rate_limit_rpm = 1');
    const rate = await ask(16);
    expect(rate.statusCode).toBe(429);
    expect(rate.json()).toMatchObject({ error: 'rate_limited' });

    // A spent budget sends an analysis to the offline analyzer, which answers no free prompt.
    await setConfig('rate_limit_rpm = 100, daily_budget_cents = 0');
    const budget = await ask(17);
    expect(budget.statusCode).toBe(503);
    expect(budget.json()).toMatchObject({ error: 'service_unavailable' });
    expect(budget.json<{ message: string }>().message).toMatch(/budget is spent/);

    await setConfig('daily_budget_cents = 5000, maintenance_mode = true');
    expect((await ask(18)).json()).toMatchObject({ error: 'ai_maintenance' });
    // Only the first prompt reached the paid model.
    expect(standIn.requests).toHaveLength(before + 1);
  });

  it('answers 503 when the model fails', async () => {
    standIn.replies = [{ status: 529 }];
    const owner2 = await t.member({ role: 'owner' });
    const res = await send(
      [imagePart(await photo(6)), prompt('Name the groupset')],
      owner2.accessToken,
      '/api/ai/admin/test-prompt',
      hosted,
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'service_unavailable' });
  });

  it('needs the hosted model: the offline analyzer answers no prompt (503)', async () => {
    const res = await send(
      [imagePart(await photo(7)), prompt('Hi')],
      owner.accessToken,
      '/api/ai/admin/test-prompt',
    );
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toMatch(/ANTHROPIC_API_KEY/);
  });

  it("answers 400 with spec 3 §5's texts to no prompt, no images, more than 5 images or an unknown model", async () => {
    const url = '/api/ai/admin/test-prompt';
    const blank = await send([imagePart(await photo(8)), prompt('  ')], owner.accessToken, url);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ details: [{ path: 'prompt', msg: 'Prompt required' }] });
    const none = await send([prompt('Hi')], owner.accessToken, url);
    expect(none.json()).toMatchObject({ details: [{ path: 'images', msg: 'No images uploaded' }] });
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(async (i) => imagePart(await photo(i))));
    expect((await send([...six, prompt('Hi')], owner.accessToken, url)).statusCode).toBe(400);
    const model = await send(
      [imagePart(await photo(9)), prompt('Hi'), { name: 'model', data: 'gpt-4' }],
      owner.accessToken,
      url,
    );
    expect(model.statusCode).toBe(400);
    expect(
      (await send([imagePart(await photo(9)), prompt('Hi')], manager.accessToken, url)).statusCode,
    ).toBe(403);
  });
});

describe('a file that is not an image', () => {
  it('is a 415 naming it, in a batch and in a prompt test (found by the fuzz suite)', async () => {
    const text = { filename: 'notes.txt', contentType: 'text/plain', data: 'not a photo' };
    const batchRes = await send([{ name: 'analyses[0][images]', ...text }]);
    expect(batchRes.statusCode).toBe(415);
    expect(batchRes.json()).toMatchObject({ message: 'notes.txt is not an image' });
    const promptRes = await send(
      [
        { name: 'images', ...text },
        { name: 'prompt', data: 'Hi' },
      ],
      owner.accessToken,
      '/api/ai/admin/test-prompt',
    );
    expect(promptRes.statusCode).toBe(415);
  });
});
