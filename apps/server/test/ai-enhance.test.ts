// POST /ai/enhance-listing/{bikeId} (issue 15 item 4; spec 3 §2.11 Enhance tab): the bike's
// stored photos analysed by the offline analyzer (no ANTHROPIC_API_KEY in tests), the answer
// compared with the listing, nothing written to the bike; 404, 400, 403 and a bike without
// photos.
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import {
  bearer,
  call,
  createDraftItem,
  itemImagesUrl,
  UNKNOWN_ID,
  useTestApp,
  type Member,
} from './helpers.ts';
import { imagePart, multipart, photo } from './ai-fixture.ts';

type Item = components['schemas']['Item'];
type Enhanced = {
  success: boolean;
  enhancements: { description?: string; components?: Record<string, string> };
  suggestions: { field: string; current: string | null; suggested: string }[];
  analysisId: string;
  cost: number;
  cached: boolean;
};

const t = useTestApp();

let owner: Member;
let seller: Member;

beforeEach(async () => {
  owner = await t.member({ role: 'owner' });
  seller = await t.member();
});

async function bikeWithPhotos(count: number): Promise<Item> {
  const item = await createDraftItem(t.app, seller, 'bike');
  if (count === 0) return item;
  const parts = [];
  for (let i = 0; i < count; i++) parts.push({ ...imagePart(await photo(i + 1)), name: 'images' });
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: itemImagesUrl(item),
    headers: { ...bearer(seller.accessToken), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return item;
}

const enhance = (id: string, token = owner.accessToken, payload: unknown = {}) =>
  call(t.app, 'POST', `/api/ai/enhance-listing/${id}`, { token, payload });

describe('POST /ai/enhance-listing/{bikeId}', () => {
  it("analyses the bike's photos and answers what differs from the listing", async () => {
    const bike = await bikeWithPhotos(2);
    const res = await enhance(bike.id, owner.accessToken, {
      updateComponents: true,
      suggestPrice: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Enhanced>();
    expect(body.success).toBe(true);
    expect(body.cached).toBe(false);
    expect(typeof body.cost).toBe('number');
    expect(body.analysisId).toMatch(/^[0-9a-f-]{36}$/);
    for (const s of body.suggestions)
      expect(s.suggested.toLowerCase()).not.toBe(s.current?.toLowerCase());
    // Recorded as the owner's analysis; the same photos are answered from the cache next time.
    const again = await enhance(bike.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Enhanced>().cached).toBe(true);
    const usage = await call(t.app, 'GET', '/api/ai/usage-stats?period=daily', {
      token: owner.accessToken,
    });
    expect(usage.json()).toMatchObject({ requestCount: 1, cachedCount: 1 });
    // Nothing was written to the bike.
    const after = await call(t.app, 'GET', `/api/items/bike/${bike.id}`, {
      token: seller.accessToken,
    });
    expect(after.json<{ item: Item }>().item.description).toBe(bike.description);
  });

  it('is a 409 for a bike without photos', async () => {
    const bike = await bikeWithPhotos(0);
    const res = await enhance(bike.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ error: string }>().error).toBe('conflict');
  });

  it('is a 404 for an unknown bike or another type of item, a 400 for a malformed id', async () => {
    expect((await enhance(UNKNOWN_ID)).statusCode).toBe(404);
    const part = await createDraftItem(t.app, seller, 'part');
    expect((await enhance(part.id)).statusCode).toBe(404);
    const bad = await enhance('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toBe('validation_failed');
    const badBody = await enhance(UNKNOWN_ID, owner.accessToken, { suggestPrice: 'yes' });
    expect(badBody.statusCode).toBe(400);
  });

  it('is for the owner only', async () => {
    const bike = await bikeWithPhotos(1);
    const manager = await t.member({ role: 'manager' });
    expect((await enhance(bike.id, manager.accessToken)).statusCode).toBe(403);
    expect((await enhance(bike.id, seller.accessToken)).statusCode).toBe(403);
    const anonymous = await call(t.app, 'POST', `/api/ai/enhance-listing/${bike.id}`, {
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
