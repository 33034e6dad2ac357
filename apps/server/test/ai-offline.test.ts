// The offline analyzer end to end (issue 13): with no ANTHROPIC_API_KEY, `npm start` analyses
// photos on the server. OCR is CPU-heavy, so this file keeps to three small analyses; the
// fixture set's accuracy and timing are measured by scripts/ai-offline-accuracy.ts instead.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { bearer, useTestApp, type Member } from './helpers.ts';
import { imagePart, multipart, photo } from './ai-fixture.ts';
import { measureQuality } from '../src/ai/providers/offline/image-quality.ts';
import { matchText } from '../src/ai/providers/offline/brand-match.ts';
import { costMicros } from '../src/ai/providers/prices.ts';

type AnalysisResponse = components['schemas']['AiAnalysisResponse'];
type Uploaded = components['schemas']['AiUploadedImage'];

const t = useTestApp();
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'ai', name));
let me: Member;
beforeEach(async () => {
  me = await t.member();
});

async function upload(data: Buffer, name = 'bike.jpg'): Promise<Uploaded> {
  const body = multipart([imagePart(data, name)]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/upload-images',
    headers: { ...body.headers, ...bearer(me.accessToken) },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uploadedImages: Uploaded[] }>().uploadedImages[0]!;
}

const analyze = (imageUrls: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai/analyze-bike-urls',
    headers: bearer(me.accessToken),
    payload: { imageUrls, useCache: false },
  });

describe('the offline analyzer', () => {
  it('reads the brand and model on the frame and says only what it saw', async () => {
    const img = await upload(fixture('santa-cruz-hightower.jpg'));
    expect(img.qualityScore).toBeGreaterThan(60);
    const res = await analyze([img.url]);
    expect(res.statusCode, res.body).toBe(200);
    const { result, cost } = res.json<AnalysisResponse>();
    expect(cost).toBe(0);
    expect(result.modelUsed).toBe('offline-analyzer');
    expect(result.fields.brand).toMatchObject({ value: 'Santa Cruz', source: 'ai_primary' });
    expect(result.fields.brand!.confidence).toBeGreaterThanOrEqual(0.6);
    // What a photo cannot show is left out, not guessed.
    for (const unseen of [
      'year',
      'condition',
      'frameSize',
      'estimatedValueMin',
      'estimatedValueMax',
    ])
      expect(result.fields).not.toHaveProperty(unseen);
    const [rec] = await t.db.query<Record<string, unknown>>(
      'SELECT provider, model, outcome, cost_micros FROM ai_analyses WHERE analysis_id = $1',
      [result.analysisId],
    );
    expect(rec).toMatchObject({
      provider: 'offline',
      model: 'offline-analyzer',
      outcome: 'success',
    });
  });

  it('finds nothing on a plain photo and asks for better ones', async () => {
    const img = await upload(await photo(5, { width: 200, height: 150 }));
    const { result } = (await analyze([img.url])).json<AnalysisResponse>();
    expect(result.fields.brand).toBeUndefined();
    expect(result.confidence).toBe(0);
    expect(result.criticalFieldsLowConfidence).toEqual(['brand', 'model', 'title']);
    expect(result.suggestedImprovements.map((s) => s.field)).toEqual(
      expect.arrayContaining(['brand', 'photo_quality']),
    );
  });
});

describe('photo quality and text matching (no OCR)', () => {
  it('scores a sharp photo above a blurred, a dark and a tiny one', async () => {
    const sharp = await measureQuality(fixture('trek-domane.jpg'));
    const blurred = await measureQuality(fixture('norco-sight.jpg'));
    expect(sharp.problems).toEqual([]);
    expect(sharp.sharpness).toBeGreaterThan(blurred.sharpness);
    expect(sharp.score).toBeGreaterThan(blurred.score);
    const tiny = await measureQuality(await photo(1));
    expect(tiny.problems).toEqual(expect.arrayContaining(['low_resolution', 'blurry']));
  });

  it('matches exact, misread and model-only decals', () => {
    expect(matchText('SPECIALIZED')).toMatchObject({
      brand: { name: 'Specialized' },
      brandEvidence: 'exact',
    });
    expect(matchText('CANN0NDALE TOPSTONE')).toMatchObject({
      brand: { name: 'Cannondale' },
      brandEvidence: 'fuzzy',
      model: { name: 'Topstone' },
    });
    expect(matchText('STUMPJUMPER')).toMatchObject({
      brand: { name: 'Specialized' },
      brandEvidence: 'from_model',
    });
    expect(matchText('GTX')).toBeNull();
    expect(matchText('the quick brown fox')).toBeNull();
  });

  it('prices the tiers and cache tokens of a model', () => {
    const small = {
      inputTokens: 1000,
      outputTokens: 200,
      cacheCreationInputTokens: 0,
      cacheReadInputTokens: 0,
    };
    // Haiku 5.5: $0.10 / $0.50 per MTok -> 100 + 100 micro-dollars.
    expect(costMicros('claude-haiku-5-5', small)).toBe(200);
    const long = { ...small, inputTokens: 120_000 };
    // Over 100k prompt tokens every token is at the long-prompt rate ($0.50 / $2.50).
    expect(costMicros('claude-haiku-5-5', long)).toBe(60_000 + 500);
  });
});
