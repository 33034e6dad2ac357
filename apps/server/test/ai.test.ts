// The AI area with the hosted model (issue 13): a local stand-in for the Messages API, reached
// through the base URL, proves what is sent, how answers are validated, mapped, costed and
// recorded, the fallback model after each kind of failure, manual entry, the cache, the limits
// and maintenance mode; bad input is a 4xx, never a 500. No OCR runs here (ai-offline.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { components } from '@pedalswap/api-client/schema.gen';
import { AI_MESSAGES } from '@pedalswap/domain/ai';
import { costMicros } from '../src/ai/providers/prices.ts';
import { bearer, testConfig, useTestApp, type Member } from './helpers.ts';
import {
  bikeAnswer,
  imagePart,
  multipart,
  photo,
  startMessagesStandIn,
  type Part,
  type StandIn,
} from './ai-fixture.ts';

type AnalysisResponse = components['schemas']['AiAnalysisResponse'];
type Uploaded = components['schemas']['AiUploadedImage'];

const t = useTestApp();
let standIn: StandIn;
let hosted: FastifyInstance;
let me: Member;
let seed = 1;

const PRIMARY = 'claude-sonnet-5-5';
const FALLBACK = 'claude-haiku-5-5';

beforeAll(async () => {
  standIn = await startMessagesStandIn();
  hosted = await t.build({
    config: {
      ai: {
        ...testConfig().ai,
        anthropicApiKey: 'sk-test-stand-in',
        anthropicBaseUrl: standIn.url,
        primaryModel: PRIMARY,
        fallbackModel: FALLBACK,
        timeoutMs: 400,
        concurrency: 2,
      },
    },
  });
});
afterAll(async () => standIn.close());
beforeEach(async () => {
  standIn.requests.length = 0;
  standIn.replies = [];
  me = await t.member();
});

function upload(
  app: FastifyInstance,
  parts: Part[],
  token = me.accessToken,
  url = '/api/ai/upload-images',
) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

async function uploaded(n = 1, app = hosted): Promise<Uploaded[]> {
  const parts = await Promise.all(
    Array.from({ length: n }, async () => imagePart(await photo((seed += 1)))),
  );
  const res = await upload(app, parts);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uploadedImages: Uploaded[] }>().uploadedImages;
}

function analyze(body: Record<string, unknown>, app = hosted, token = me.accessToken) {
  return app.inject({
    method: 'POST',
    url: '/api/ai/analyze-bike-urls',
    headers: bearer(token),
    payload: body,
  });
}

const records = (analysisId: string) =>
  t.db.query<Record<string, unknown>>(
    'SELECT * FROM ai_analyses WHERE analysis_id = $1 ORDER BY attempt',
    [analysisId],
  );

describe('uploads', () => {
  it('stores 1-10 photos, re-encoded, with a quality score and the guidance metadata', async () => {
    const res = await upload(
      hosted,
      [
        imagePart(await photo(7)),
        { name: 'userContext', data: '{"bikeType":"road"}' },
        { name: 'guidanceLevel', data: 'detailed' },
      ],
      me.accessToken,
      '/api/ai/upload-images-with-guidance',
    );
    expect(res.statusCode, res.body).toBe(201);
    const [img] = res.json<{ uploadedImages: Uploaded[] }>().uploadedImages;
    expect(img!.url).toMatch(/\.webp$/);
    expect(img!.fileName).toBe('bike.webp');
    expect(img!.qualityScore).toBeGreaterThanOrEqual(0);
    expect(img!.metadata).toMatchObject({
      guidanceLevel: 'detailed',
      userContext: { bikeType: 'road' },
    });
    const [row] = await t.db.query<{ is_temporary: boolean; expires_at: Date }>(
      'SELECT is_temporary, expires_at FROM image_uploads WHERE id = $1',
      [img!.fileId],
    );
    expect(row!.is_temporary).toBe(true);
    expect(row!.expires_at.getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
  });

  it('refuses non-images, oversize files, more than 10 photos and malformed bodies with 4xx', async () => {
    const notImage = await upload(hosted, [
      { name: 'images', filename: 'notes.txt', contentType: 'image/jpeg', data: 'hello' },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe(AI_MESSAGES.notAnImage('notes.txt'));

    const big = await upload(hosted, [
      imagePart(Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'huge.jpg'),
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(AI_MESSAGES.fileTooLarge('huge.jpg'));

    const p = await photo(3);
    const eleven = await upload(
      hosted,
      Array.from({ length: 11 }, () => imagePart(p)),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().message).toBe(AI_MESSAGES.tooManyPhotos);

    const none = await upload(hosted, []);
    expect(none.statusCode).toBe(400);
    const json = await hosted.inject({
      method: 'POST',
      url: '/api/ai/upload-images',
      headers: bearer(me.accessToken),
      payload: { images: [] },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const badContext = await upload(
      hosted,
      [imagePart(p), { name: 'userContext', data: '{nope' }],
      me.accessToken,
      '/api/ai/upload-images-with-guidance',
    );
    expect(badContext.statusCode).toBe(400);
    const anon = await hosted.inject({
      method: 'POST',
      url: '/api/ai/upload-images',
      ...multipart([imagePart(p)]),
    });
    expect(anon.statusCode).toBe(401);
    // Nothing of the refused uploads was kept.
    expect(await t.db.query('SELECT id FROM ai_uploads')).toEqual([]);
  });

  it('accepts only addresses of the caller’s own uploads (no URL is fetched)', async () => {
    const [mine] = await uploaded(1);
    const other = await t.member();
    for (const imageUrls of [
      ['http://169.254.169.254/latest/meta-data/'],
      ['https://example.com/bike.jpg'],
      [`${mine!.url}?x=1`],
      ['file:///etc/passwd'],
    ]) {
      const res = await analyze({ imageUrls });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details[0]).toEqual({
        path: 'imageUrls.0',
        msg: AI_MESSAGES.unknownImageUrl,
      });
    }
    expect((await analyze({ imageUrls: [mine!.url] }, hosted, other.accessToken)).statusCode).toBe(
      400,
    );
    expect((await analyze({ imageUrls: [] })).statusCode).toBe(400);
    expect(
      (await analyze({ imageUrls: Array.from({ length: 11 }, () => mine!.url) })).statusCode,
    ).toBe(400);
    expect((await analyze({ imageUrls: [mine!.url], priority: 11 })).statusCode).toBe(400);
    expect((await analyze({ imageUrls: [mine!.url], evil: true })).statusCode).toBe(400);
    const malformed = await hosted.inject({
      method: 'POST',
      url: '/api/ai/analyze-bike-urls',
      headers: { ...bearer(me.accessToken), 'content-type': 'application/json' },
      payload: '{"imageUrls": [',
    });
    expect(malformed.statusCode).toBe(400);
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('the hosted model', () => {
  it('sends the photos, validates and maps the structured answer, and records tokens and cost', async () => {
    const imgs = await uploaded(2);
    standIn.replies = [
      {
        usage: {
          input_tokens: 3000,
          output_tokens: 500,
          cache_creation_input_tokens: 200,
          cache_read_input_tokens: 1000,
        },
      },
    ];
    const res = await analyze({ imageUrls: imgs.map((i) => i.url), useCache: false });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AnalysisResponse>();

    const [sent] = standIn.requests;
    expect(sent!.path).toBe('/v1/messages');
    // SDK 1.x sends the key as a bearer token (older ones as x-api-key).
    expect(sent!.headers['x-api-key'] ?? sent!.headers.authorization).toMatch(/sk-test-stand-in$/);
    expect(sent!.body.model).toBe(PRIMARY);
    expect(sent!.body).not.toHaveProperty('temperature');
    expect(sent!.body).not.toHaveProperty('tool_choice');
    expect(sent!.body).not.toHaveProperty('tools');
    expect((sent!.body.output_config as { format: { type: string } }).format.type).toBe(
      'json_schema',
    );
    const content = (
      sent!.body.messages as {
        content: { type: string; source?: { media_type: string; data: string } }[];
      }[]
    )[0]!.content;
    const images = content.filter((c) => c.type === 'image');
    expect(images).toHaveLength(2);
    expect(images[0]!.source!.media_type).toBe('image/jpeg');
    expect(Buffer.from(images[0]!.source!.data, 'base64').subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xd8]),
    );

    const usage = {
      inputTokens: 3000,
      outputTokens: 500,
      cacheCreationInputTokens: 200,
      cacheReadInputTokens: 1000,
    };
    const micros = costMicros(PRIMARY, usage);
    // $2/MTok in, $10 out, $2.50 cache write, $0.10 cache read.
    expect(micros).toBe(6000 + 5000 + 500 + 100);
    expect(body.cached).toBe(false);
    expect(body.cost).toBeCloseTo(micros / 1e6, 9);
    const r = body.result;
    expect(r.modelUsed).toBe(PRIMARY);
    expect(r.tokensUsed).toBe(4700);
    expect(r.fields.brand).toEqual({
      value: 'Trek',
      confidence: 0.93,
      requiresImprovement: false,
      source: 'ai_primary',
    });
    expect(r.fields.year).toMatchObject({ value: 2021, requiresImprovement: true });
    expect(r.fields.components!.value).toEqual([
      'Groupset: Shimano 105',
      'Wheels: Bontrager Paradigm',
    ]);
    // Null means not seen: no field, never an invented value.
    expect(r.fields).not.toHaveProperty('frameSize');
    expect(r.generatedTitle).toBe('Trek Domane SL 5 road bike');
    expect(r.partialData).toBe(false);

    const [rec] = await records(r.analysisId);
    expect(rec).toMatchObject({
      user_id: me.id,
      provider: 'hosted',
      model: PRIMARY,
      input_tokens: 3000,
      output_tokens: 500,
      cache_creation_tokens: 200,
      cache_read_tokens: 1000,
      outcome: 'success',
      cached: false,
      image_count: 2,
    });
    expect(Number(rec!.cost_micros)).toBe(micros);
  });

  const failures: [string, Parameters<typeof Array.prototype.push>[0], string][] = [
    ['a 5xx', { status: 500 }, 'server_error'],
    ['an overload (529)', { status: 529 }, 'overloaded'],
    ['a time-out', { delayMs: 1500 }, 'timeout'],
    ['a malformed answer', { text: '{"brand": "Trek"' }, 'malformed_answer'],
    [
      'an answer missing fields',
      { text: JSON.stringify({ brand: { value: 'Trek', confidence: 1 } }) },
      'malformed_answer',
    ],
    ['a refusal', { stopReason: 'refusal', text: '' }, 'refusal'],
    ['a cut-off answer', { stopReason: 'max_tokens', text: '{"brand":' }, 'max_tokens'],
  ];
  for (const [what, reply, code] of failures) {
    it(`falls back to the cheaper model after ${what}`, async () => {
      const [img] = await uploaded(1);
      standIn.replies = [reply as object];
      const res = await analyze({ imageUrls: [img!.url], useCache: false });
      expect(res.statusCode, res.body).toBe(200);
      const { result } = res.json<AnalysisResponse>();
      expect(standIn.requests.map((r) => r.body.model)).toEqual([PRIMARY, FALLBACK]);
      expect(result.modelUsed).toBe(FALLBACK);
      expect(result.fields.brand!.source).toBe('ai_fallback');
      expect(result.notices).toEqual([expect.stringMatching(/ - trying alternative model\.\.\.$/)]);
      const recs = await records(result.analysisId);
      expect(recs.map((x) => [x.attempt, x.model, x.outcome, x.error_code])).toEqual([
        [1, PRIMARY, 'failed', code],
        [2, FALLBACK, 'success', null],
      ]);
    });
  }

  it('goes to manual entry with the spec’s messages when the fallback fails too', async () => {
    const [img] = await uploaded(1);
    standIn.replies = [{ status: 529 }, { status: 503 }];
    const res = await analyze({ imageUrls: [img!.url], useCache: false });
    expect(res.statusCode, res.body).toBe(200);
    const { result, cached } = res.json<AnalysisResponse>();
    expect(cached).toBe(false);
    expect(result).toMatchObject({
      partialData: true,
      skippedAI: true,
      fields: {},
      modelUsed: 'none',
    });
    expect(result.notices).toEqual([
      AI_MESSAGES.tryingAlternative('AI analysis failed: The model is overloaded'),
      AI_MESSAGES.proceedingToManual('AI analysis failed: The model answered 503'),
    ]);
    expect(result.notices![1]).toBe(
      'AI analysis failed: The model answered 503. Proceeding to manual entry.',
    );
    expect(result.criticalFieldsLowConfidence).toEqual(['brand', 'model', 'title']);
    const recs = await records(result.analysisId);
    expect(recs.map((x) => x.outcome)).toEqual(['failed', 'failed', 'manual_entry']);
    // The photos stay the member's, ready to transfer to the listing they type in.
    expect(
      await t.db.query('SELECT id FROM image_uploads WHERE id = $1', [img!.fileId]),
    ).toHaveLength(1);
  });

  it('uses the fallback model first when asked (the simple path)', async () => {
    const [img] = await uploaded(1);
    const res = await analyze({
      imageUrls: [img!.url],
      preferFallbackModel: true,
      useCache: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.requests.map((r) => r.body.model)).toEqual([FALLBACK]);
  });

  it('answers the same photos from the cache without a call, at no cost', async () => {
    const imgs = await uploaded(2);
    const first = await analyze({ imageUrls: imgs.map((i) => i.url) });
    expect(first.statusCode, first.body).toBe(200);
    expect(standIn.requests).toHaveLength(1);
    // Same photos, other order, uploaded again by another member: same content hashes.
    const again = await analyze({ imageUrls: [imgs[1]!.url, imgs[0]!.url] });
    const body = again.json<AnalysisResponse>();
    expect(standIn.requests).toHaveLength(1);
    expect(body.cached).toBe(true);
    expect(body.cost).toBe(0);
    expect(body.result.fields.brand!.value).toBe('Trek');
    expect(body.result.analysisId).not.toBe(first.json<AnalysisResponse>().result.analysisId);
    const [rec] = await records(body.result.analysisId);
    expect(rec).toMatchObject({ provider: 'cache', cached: true, outcome: 'success' });
    expect(Number(rec!.cost_micros)).toBe(0);
    // useCache false asks the model again.
    await analyze({ imageUrls: imgs.map((i) => i.url), useCache: false });
    expect(standIn.requests).toHaveLength(2);
  });
});

describe('configuration (spec 3 §9)', () => {
  it('answers 503 in maintenance mode, for uploads and analyses', async () => {
    const [img] = await uploaded(1);
    await t.db.query('UPDATE ai_config SET maintenance_mode = true');
    const res = await analyze({ imageUrls: [img!.url] });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'ai_maintenance', message: AI_MESSAGES.maintenance });
    expect((await upload(hosted, [imagePart(await photo(9))])).statusCode).toBe(503);
    expect(standIn.requests).toHaveLength(0);
  });

  it('answers 429 over the member’s daily and monthly limits and the rate per minute', async () => {
    const [img] = await uploaded(1);
    await t.db.query('UPDATE ai_config SET user_daily_limit = 1');
    expect((await analyze({ imageUrls: [img!.url], useCache: false })).statusCode).toBe(200);
    const over = await analyze({ imageUrls: [img!.url], useCache: false });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      error: 'ai_user_limit',
      message: AI_MESSAGES.userDailyLimit(1),
    });
    // A cached answer costs nothing and is still given.
    expect((await analyze({ imageUrls: [img!.url] })).statusCode).toBe(200);

    await t.db.query('UPDATE ai_config SET user_daily_limit = 100, user_monthly_limit = 1');
    const monthly = await analyze({ imageUrls: [img!.url], useCache: false });
    expect(monthly.json()).toMatchObject({
      error: 'ai_user_limit',
      message: AI_MESSAGES.userMonthlyLimit(1),
    });

    await t.db.query('UPDATE ai_config SET user_monthly_limit = 100, rate_limit_rpm = 1');
    const other = await t.member();
    const rate = await analyze({ imageUrls: [img!.url], useCache: false });
    expect(rate.statusCode).toBe(429);
    expect(rate.json()).toMatchObject({ error: 'rate_limited', message: AI_MESSAGES.rateLimited });
    expect(other.id).not.toBe(me.id);
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('limits and budget under parallel calls (issue 25 item 2)', () => {
  const parallel = (n: number, url: string) =>
    Promise.all(Array.from({ length: n }, () => analyze({ imageUrls: [url], useCache: false })));

  it('reserves the member’s daily limit before the call: with a limit of 3, 3 of 20 parallel calls run', async () => {
    const [img] = await uploaded(1);
    await t.db.query(
      'UPDATE ai_config SET user_daily_limit = 3, user_monthly_limit = 1000, rate_limit_rpm = 1000',
    );
    standIn.replies = Array.from({ length: 20 }, () => ({ delayMs: 50 }));
    const codes = (await parallel(20, img!.url)).map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(17);
    // Three analyses reached the model. Counted by analysis, not by the model's requests: on a
    // loaded machine a slow first call times out and its analysis asks the fallback model too
    // (5 requests for 3 analyses in one CI run).
    const analysed = await t.db.one<{ n: number }>(
      'SELECT count(DISTINCT analysis_id)::int AS n FROM ai_analyses WHERE user_id = $1',
      [me.id],
    );
    expect(analysed!.n).toBe(3);
    expect(standIn.requests.length).toBeGreaterThanOrEqual(3);
    // Settled: nothing stays reserved once the analyses are recorded.
    expect(await t.db.query('SELECT 1 FROM ai_reservations')).toEqual([]);
  });

  it('reserves the rate per minute the same way', async () => {
    const [img] = await uploaded(1);
    await t.db.query('UPDATE ai_config SET user_daily_limit = 1000, rate_limit_rpm = 2');
    const codes = (await parallel(10, img!.url)).map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 429)).toHaveLength(8);
  });

  it('with 60 cents of budget left, parallel calls use the hosted model only while spend plus running estimates is under it', async () => {
    const [img] = await uploaded(1);
    // Earlier today: one hosted analysis of 30 cents (also the estimate of the next ones),
    // a 90-cent daily budget: 60 cents left, room for two calls at the estimate.
    await t.db.query(
      'UPDATE ai_config SET daily_budget_cents = 90, user_daily_limit = 1000, rate_limit_rpm = 1000',
    );
    await t.db.query(
      `INSERT INTO ai_analyses (analysis_id, user_id, provider, model, cost_micros, outcome)
       VALUES (gen_random_uuid(), $1, 'hosted', $2, 300000, 'success')`,
      [me.id, PRIMARY],
    );
    standIn.replies = Array.from({ length: 20 }, () => ({ delayMs: 50 }));
    const answers = await parallel(20, img!.url);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    // Two at the estimate; a call that finished (cheaper than estimated) frees room for another.
    expect(standIn.requests.length).toBeGreaterThanOrEqual(2);
    expect(standIn.requests.length).toBeLessThanOrEqual(4);
    const models = answers.map((a) => a.json<AnalysisResponse>().result.modelUsed);
    expect(models.filter((m) => m === 'offline-analyzer').length).toBeGreaterThanOrEqual(16);
    const spent = await t.db.one<{ micros: string }>(
      `SELECT sum(cost_micros)::text AS micros FROM ai_analyses`,
    );
    // The rule: spend stays within the budget plus one call's estimate (30 cents).
    expect(Number(spent!.micros)).toBeLessThanOrEqual((90 + 30) * 10_000);
  });
});

describe('budget (spec 3 §9)', () => {
  it('stops the hosted model when the budget is spent: the offline analyzer answers and says so', async () => {
    const [img] = await uploaded(1);
    // One earlier call of today spent the whole (1 cent) daily budget.
    await t.db.query('UPDATE ai_config SET daily_budget_cents = 1');
    await t.db.query(
      `INSERT INTO ai_analyses (analysis_id, user_id, provider, model, cost_micros, outcome)
       VALUES (gen_random_uuid(), $1, 'hosted', $2, 10000, 'success')`,
      [me.id, PRIMARY],
    );
    const res = await analyze({ imageUrls: [img!.url], useCache: false });
    expect(res.statusCode, res.body).toBe(200);
    const { result, cost } = res.json<AnalysisResponse>();
    expect(standIn.requests).toHaveLength(0);
    expect(result.modelUsed).toBe('offline-analyzer');
    expect(result.notices).toEqual([AI_MESSAGES.budgetSpentOffline]);
    expect(cost).toBe(0);
  });
});

describe('progress, suggestions, examples and feedback', () => {
  it('lets the caller poll the analysis’ real phase under their own id', async () => {
    const [img] = await uploaded(1);
    const progressId = '6f1c1d52-9b7e-4c61-8a53-0f1f8e7d3a21';
    standIn.replies = [{ delayMs: 150 }];
    const pending = analyze({ imageUrls: [img!.url], useCache: false, progressId });
    const seen = new Set<string>();
    let done = false;
    void pending.then(() => (done = true));
    while (!done) {
      const p = await hosted.inject({
        method: 'GET',
        url: `/api/ai/analysis-progress/${progressId}`,
        headers: bearer(me.accessToken),
      });
      if (p.statusCode === 200) seen.add(p.json().phase);
      await new Promise((r) => setTimeout(r, 20));
    }
    const res = await pending;
    const final = await hosted.inject({
      method: 'GET',
      url: `/api/ai/analysis-progress/${progressId}`,
      headers: bearer(me.accessToken),
    });
    expect(final.json()).toMatchObject({
      phase: 'complete',
      percent: 100,
      analysisId: res.json<AnalysisResponse>().result.analysisId,
    });
    expect(seen.has('identifying')).toBe(true);
    const other = await t.member();
    const theirs = await hosted.inject({
      method: 'GET',
      url: `/api/ai/analysis-progress/${progressId}`,
      headers: bearer(other.accessToken),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('gives guidance for low-confidence fields of the caller’s analysis only', async () => {
    const [img] = await uploaded(1);
    standIn.replies = [
      { text: JSON.stringify(bikeAnswer({ brand: { value: null, confidence: 0 } })) },
    ];
    const res = await analyze({ imageUrls: [img!.url], useCache: false });
    const { result } = res.json<AnalysisResponse>();
    expect(result.criticalFieldsLowConfidence).toContain('brand');
    expect(result.suggestedImprovements[0]).toMatchObject({
      field: 'brand',
      photoType: 'decals',
      priority: 'high',
    });
    const s = await hosted.inject({
      method: 'POST',
      url: `/api/ai/improvement-suggestions/${result.analysisId}`,
      headers: bearer(me.accessToken),
      payload: { lowConfidenceFields: ['year', 'frameSize'] },
    });
    expect(s.statusCode, s.body).toBe(200);
    // Most important first: the unseen frame size before the unsure year; the small plain test
    // photo's measured problems come too.
    const fields = s.json().suggestions.map((x: { field: string }) => x.field);
    expect(fields.filter((f: string) => f !== 'photo_quality')).toEqual(['frameSize', 'year']);
    expect(fields).toContain('photo_quality');
    const other = await t.member();
    const theirs = await hosted.inject({
      method: 'POST',
      url: `/api/ai/improvement-suggestions/${result.analysisId}`,
      headers: bearer(other.accessToken),
      payload: { lowConfidenceFields: [] },
    });
    expect(theirs.statusCode).toBe(404);
    const unknown = await hosted.inject({
      method: 'POST',
      url: '/api/ai/improvement-suggestions/not-an-id',
      headers: bearer(me.accessToken),
      payload: { lowConfidenceFields: [] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('re-analyses with the original and additional photos', async () => {
    const [a, b] = await uploaded(2);
    const first = (await analyze({ imageUrls: [a!.url] })).json<AnalysisResponse>();
    const res = await hosted.inject({
      method: 'POST',
      url: '/api/ai/re-analyze-urls',
      headers: bearer(me.accessToken),
      payload: { originalAnalysisId: first.result.analysisId, additionalImageUrls: [b!.url] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const content = (standIn.requests[1]!.body.messages as { content: { type: string }[] }[])[0]!
      .content;
    expect(content.filter((c) => c.type === 'image')).toHaveLength(2);
  });

  it('answers photo examples and records feedback, 4xx for bad values', async () => {
    const ex = await hosted.inject({
      method: 'GET',
      url: '/api/ai/photo-examples?photoType=decals',
      headers: bearer(me.accessToken),
    });
    expect(ex.statusCode).toBe(200);
    expect(ex.json().examples[0]).toMatchObject({
      photoType: 'decals',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(
      (
        await hosted.inject({
          method: 'GET',
          url: '/api/ai/photo-examples?photoType=selfie',
          headers: bearer(me.accessToken),
        })
      ).statusCode,
    ).toBe(400);
    const fb = await hosted.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(me.accessToken),
      payload: {
        feedbackType: 'rating',
        category: 'overall',
        value: 'upload_guidance_not_helpful',
        rating: 2,
      },
    });
    expect(fb.statusCode, fb.body).toBe(201);
    const [row] = await t.db.query<{ needs_review: boolean; value: string }>(
      'SELECT needs_review, value FROM ai_feedback WHERE id = $1',
      [fb.json().id],
    );
    expect(row).toEqual({ needs_review: true, value: 'upload_guidance_not_helpful' });
    const bad = await hosted.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(me.accessToken),
      payload: { feedbackType: 'rating', category: 'overall', value: 'great' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
