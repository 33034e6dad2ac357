// Reordering listing photos (spec 2 §4.3; openapi.yaml reorderItemImages) through app.inject:
// the order is stored and read back everywhere, the primary mark does not move, a list that is
// not exactly the item's photos is a 400 that changes nothing, the photo calls' ownership and
// status rules, and repeated or simultaneous calls.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { IMAGE_ORDER_MISMATCH } from '../src/images/service.ts';
import {
  bearer,
  call,
  UNKNOWN_ID,
  useTestApp,
  type Member,
  createDraftItem,
  itemImagesUrl,
} from './helpers.ts';

type Item = components['schemas']['Item'];
type ItemImage = components['schemas']['ItemImage'];
const t = useTestApp();

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

const draft = (m: Member, type = 'bike') => createDraftItem(t.app, m, type);

const orderUrl = (item: Item) => `${itemImagesUrl(item)}/order`;

/** `count` photos uploaded in one multipart request; the first becomes primary. */
async function withPhotos(m: Member, item: Item, count: number): Promise<ItemImage[]> {
  const boundary = '----pedalswaporder';
  const chunks: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p${i}.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      await png(),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: itemImagesUrl(item),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(m.accessToken),
    },
    payload: Buffer.concat(chunks),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ images: ItemImage[] }>().images;
}

const reorder = (m: Member | undefined, item: Item, payload: unknown) =>
  call(t.app, 'PUT', orderUrl(item), { ...(m ? { token: m.accessToken } : {}), payload });

/** [id, isPrimary, sortOrder] of each photo, in the order answered. */
const summary = (images: ItemImage[]) => images.map((i) => [i.id, i.isPrimary, i.sortOrder]);

async function itemImages(m: Member, item: Item): Promise<ItemImage[]> {
  const res = await call(t.app, 'GET', `/api/items/${item.itemType}/${item.id}`, {
    token: m.accessToken,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ item: Item }>().item.images ?? [];
}

describe('PUT /items/{type}/{id}/images/order', () => {
  it('stores the order; the primary photo stays primary and first', async () => {
    const m = await t.member();
    const item = await draft(m);
    const [a, b, c] = (await withPhotos(m, item, 3)) as [ItemImage, ItemImage, ItemImage];
    expect(a.isPrimary).toBe(true);

    const res = await reorder(m, item, { imageIds: [c.id, b.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    const expected = [
      [a.id, true, 2],
      [c.id, false, 0],
      [b.id, false, 1],
    ];
    expect(summary(res.json<{ images: ItemImage[] }>().images)).toEqual(expected);
    // The item page reads the same order.
    expect(summary(await itemImages(m, item))).toEqual(expected);

    // The stored order counts once the mark moves: a new primary leads, the rest keep the order.
    const primary = await call(t.app, 'PUT', `${itemImagesUrl(item)}/${b.id}/primary`, {
      token: m.accessToken,
    });
    expect(summary(primary.json<{ images: ItemImage[] }>().images)).toEqual([
      [b.id, true, 1],
      [c.id, false, 0],
      [a.id, false, 2],
    ]);
    // Removing the primary promotes the first remaining photo of the order (spec 2 §4.3).
    const removed = await call(t.app, 'DELETE', `${itemImagesUrl(item)}/${b.id}`, {
      token: m.accessToken,
    });
    expect(summary(removed.json<{ images: ItemImage[] }>().images)).toEqual([
      [c.id, true, 0],
      [a.id, false, 2],
    ]);
  });

  it('reorders a published listing, which stays published, and accepts upper-case ids', async () => {
    const m = await t.member();
    const item = await draft(m);
    const [a, b] = (await withPhotos(m, item, 2)) as [ItemImage, ItemImage];
    await t.db.query(`UPDATE items SET status = 'published' WHERE id = $1`, [item.id]);
    const res = await reorder(m, item, { imageIds: [b.id.toUpperCase(), a.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(summary(res.json<{ images: ItemImage[] }>().images)).toEqual([
      [a.id, true, 1],
      [b.id, false, 0],
    ]);
    const row = await t.db.one<{ status: string }>('SELECT status FROM items WHERE id = $1', [
      item.id,
    ]);
    expect(row?.status).toBe('published');
  });

  it('answers an empty list for an item without photos', async () => {
    const m = await t.member();
    const item = await draft(m);
    const res = await reorder(m, item, { imageIds: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ images: [] });
  });

  it("refuses a list that is not exactly the item's photos, and changes nothing", async () => {
    const m = await t.member();
    const item = await draft(m);
    const [a, b, c] = (await withPhotos(m, item, 3)) as [ItemImage, ItemImage, ItemImage];
    const other = await draft(m);
    const [foreign] = (await withPhotos(m, other, 1)) as [ItemImage];
    const before = summary(await itemImages(m, item));

    const wrong = {
      missing: [c.id, b.id],
      extra: [c.id, b.id, a.id, foreign.id],
      duplicate: [c.id, b.id, a.id, a.id],
      duplicateInsteadOfOne: [c.id, a.id, a.id],
      foreign: [c.id, b.id, foreign.id],
      unknown: [c.id, b.id, UNKNOWN_ID],
      empty: [],
    };
    for (const [name, imageIds] of Object.entries(wrong)) {
      const res = await reorder(m, item, { imageIds });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json(), name).toEqual({
        error: 'validation_failed',
        message: IMAGE_ORDER_MISMATCH,
        details: [{ path: 'imageIds', msg: IMAGE_ORDER_MISMATCH }],
        errors: { imageIds: IMAGE_ORDER_MISMATCH },
      });
    }
    expect(IMAGE_ORDER_MISMATCH).toBe(
      "The photo order must list each of this listing's photos once",
    );
    expect(summary(await itemImages(m, item))).toEqual(before);
  });

  it('answers 400, never 500, for malformed bodies', async () => {
    const m = await t.member();
    const item = await draft(m);
    const [a] = (await withPhotos(m, item, 1)) as [ItemImage];
    const bodies: unknown[] = [
      {},
      { imageIds: 'not-a-list' },
      { imageIds: ['not-a-uuid'] },
      { imageIds: [42] },
      { imageIds: [null] },
      { imageIds: null },
      { imageIds: [a.id], primary: a.id },
      { imageIds: Array.from({ length: 11 }, () => a.id) },
      [a.id],
      'imageIds',
    ];
    for (const payload of bodies) {
      const res = await reorder(m, item, payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
    const broken = await t.app.inject({
      method: 'PUT',
      url: orderUrl(item),
      headers: { ...bearer(m.accessToken), 'content-type': 'application/json' },
      payload: '{"imageIds": [',
    });
    expect(broken.statusCode, broken.body).toBe(400);
    const none = await t.app.inject({
      method: 'PUT',
      url: orderUrl(item),
      headers: bearer(m.accessToken),
    });
    expect(none.statusCode, none.body).toBe(400);
    const bare = await t.app.inject({
      method: 'PUT',
      url: `/api/items/bike/not-an-id/images/order`,
      headers: bearer(m.accessToken),
      payload: { imageIds: [a.id] },
    });
    expect(bare.statusCode, bare.body).toBe(400);
  });

  it('lets only the owner reorder, and nobody during a trade', async () => {
    const owner = await t.member();
    const stranger = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await draft(owner);
    const [a, b] = (await withPhotos(owner, item, 2)) as [ItemImage, ItemImage];
    const body = { imageIds: [b.id, a.id] };

    // Who is calling is settled before the body: 401 whatever was sent.
    expect((await reorder(undefined, item, body)).statusCode).toBe(401);
    expect((await reorder(undefined, item, { nonsense: true })).statusCode).toBe(401);
    // A draft is invisible to strangers (404); staff see it but may not edit it (403).
    expect((await reorder(stranger, item, body)).statusCode).toBe(404);
    const staff = await reorder(manager, item, body);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('You are not authorized to edit this item');
    // Ownership is checked before the list: a stranger learns nothing about the photos.
    await t.db.query(`UPDATE items SET status = 'published' WHERE id = $1`, [item.id]);
    expect((await reorder(stranger, item, body)).statusCode).toBe(403);
    expect((await reorder(stranger, item, { imageIds: [UNKNOWN_ID] })).statusCode).toBe(403);

    const unknown = await call(t.app, 'PUT', `/api/items/bike/${UNKNOWN_ID}/images/order`, {
      token: owner.accessToken,
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
    const wrongType = await call(t.app, 'PUT', `/api/items/part/${item.id}/images/order`, {
      token: owner.accessToken,
      payload: body,
    });
    expect(wrongType.statusCode).toBe(404);
    const badType = await call(t.app, 'PUT', `/api/items/boat/${item.id}/images/order`, {
      token: owner.accessToken,
      payload: body,
    });
    expect(badType.statusCode).toBe(400);

    await t.db.query(`UPDATE items SET status = 'pending_trade' WHERE id = $1`, [item.id]);
    const trading = await reorder(owner, item, body);
    expect(trading.statusCode).toBe(409);
    expect(trading.json().error).toBe('invalid_transition');
    expect(summary(await itemImages(owner, item)).map(([id]) => id)).toEqual([a.id, b.id]);
  });

  it('gives the same answer when the same order is sent again', async () => {
    const m = await t.member();
    const item = await draft(m);
    const [a, b, c] = (await withPhotos(m, item, 3)) as [ItemImage, ItemImage, ItemImage];
    const body = { imageIds: [b.id, c.id, a.id] };
    const first = await reorder(m, item, body);
    const second = await reorder(m, item, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('keeps a consistent order when calls arrive at the same time', async () => {
    const m = await t.member();
    const item = await draft(m);
    const images = await withPhotos(m, item, 4);
    const ids = images.map((i) => i.id);
    const orders = [[...ids].reverse(), [ids[1]!, ids[3]!, ids[0]!, ids[2]!], ids];
    const answers = await Promise.all(orders.map((imageIds) => reorder(m, item, { imageIds })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // Each call is applied whole: the stored order is exactly one of the orders sent.
    const stored = await t.db.query<{ id: string }>(
      'SELECT id FROM item_images WHERE item_id = $1 ORDER BY sort_order',
      [item.id],
    );
    expect(orders).toContainEqual(stored.map((r) => r.id));
    const sortOrders = (await itemImages(m, item)).map((i) => i.sortOrder).sort();
    expect(sortOrders).toEqual([0, 1, 2, 3]);

    // A removal racing a reorder: either the removal comes first and the stale order is refused,
    // or the order is stored and the removal follows; never a half-applied mix.
    const [removal, stale] = await Promise.all([
      call(t.app, 'DELETE', `${itemImagesUrl(item)}/${ids[3]!}`, { token: m.accessToken }),
      reorder(m, item, { imageIds: ids }),
    ]);
    expect(removal.statusCode).toBe(200);
    expect([200, 400]).toContain(stale.statusCode);
    const left = await itemImages(m, item);
    expect(left.map((i) => i.id).sort()).toEqual(ids.slice(0, 3).sort());
    expect(left.filter((i) => i.isPrimary)).toHaveLength(1);
  });
});

// issue 10 item 3 (README "Product decisions"): new or deleted photos of a published listing
// were reviewed by nobody, so they send it back to review; a new order or primary does not.
describe('photo changes of a published listing', () => {
  const statusOf = async (item: Item) =>
    (await t.db.query<{ status: string }>('SELECT status FROM items WHERE id = $1', [item.id]))[0]!
      .status;
  const publish = (item: Item) =>
    t.db.query("UPDATE items SET status = 'published' WHERE id = $1", [item.id]);

  it('goes back to review on an added or deleted photo, not on a new order or primary', async () => {
    const m = await t.member();
    const item = await draft(m);
    const images = await withPhotos(m, item, 2);
    expect(await statusOf(item)).toBe('draft');
    await publish(item);

    const ids = images.map((i) => i.id);
    expect((await reorder(m, item, { imageIds: [...ids].reverse() })).statusCode).toBe(200);
    const primary = await call(t.app, 'PUT', `${itemImagesUrl(item)}/${ids[1]!}/primary`, {
      token: m.accessToken,
    });
    expect(primary.statusCode).toBe(200);
    expect(await statusOf(item)).toBe('published');

    await withPhotos(m, item, 1);
    expect(await statusOf(item)).toBe('pending_review');

    await publish(item);
    const removed = await call(t.app, 'DELETE', `${itemImagesUrl(item)}/${ids[0]!}`, {
      token: m.accessToken,
    });
    expect(removed.statusCode).toBe(200);
    expect(await statusOf(item)).toBe('pending_review');
  });

  it("keeps staff's own published listing published", async () => {
    const manager = await t.member({ role: 'manager' });
    const item = await draft(manager);
    await publish(item);
    await withPhotos(manager, item, 1);
    expect(await statusOf(item)).toBe('published');
  });
});
