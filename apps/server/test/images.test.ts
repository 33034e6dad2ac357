// Listing photos and the image service (spec 2 §4.3, §5.1, §7.1, §7.2, §9) through app.inject:
// content sniffing, re-encoding in three sizes without metadata, the 10 MB and 10-photo limits,
// primary photo rules, ownership, and the /imagekit calls with their transfer to a listing.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { REQUEST_LIMITS, REQUEST_MESSAGES } from '@pedalswap/domain';
import { purgeExpiredUploads } from '../src/images/service.ts';
import { createLocalDiskStorage } from '../src/storage/local-disk.ts';
import {
  bearer,
  call,
  UNKNOWN_ID,
  useTestApp,
  type Member,
  createDraftItem,
  itemImagesUrl,
} from './helpers.ts';
import { bombPng } from './png-bomb.ts';

type Item = components['schemas']['Item'];
type ItemImage = components['schemas']['ItemImage'];
const t = useTestApp();

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, built by hand so the test controls every byte. */
function multipart(parts: Part[]) {
  const boundary = `----pedalswap${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.contentType ? `Content-Type: ${p.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof p.data === 'string' ? Buffer.from(p.data) : p.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function send(url: string, token: string | undefined, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

const photo = (data: Buffer, filename = 'bike.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'images',
  filename,
  contentType,
  data,
});

/** A photo as a phone takes it: JPEG with EXIF (owner name, GPS position). */
function jpegWithExif(width = 2400, height = 1600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Secret Owner', Artist: 'Jane Rider' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 12/1' },
    })
    .toBuffer();
}
const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: '#3366cc' } })
    .png()
    .toBuffer();

const uploadsDir = () => join(t.app.config.dataDir, 'uploads');
const fileOf = (url: string) => join(uploadsDir(), url.replace(/^\/uploads\//, ''));
/** Files under uploads/items/<item id> (photos) or uploads/uploads/<user id> (temporary). */
const itemDir = (item: Item) => join(uploadsDir(), 'items', item.id);
const tempDir = (m: Member) => join(uploadsDir(), 'uploads', m.id);
function storedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

const draft = (m: Member, type = 'bike') => createDraftItem(t.app, m, type);

async function upload(m: Member, item: Item, parts: Part[]) {
  const res = await send(itemImagesUrl(item), m.accessToken, parts);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ images: ItemImage[] }>().images;
}

describe('POST /items/{type}/{id}/images', () => {
  it('re-encodes each photo as WebP in 320, 800 and 1600 px without EXIF or GPS', async () => {
    const m = await t.member();
    const item = await draft(m);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const [image] = await upload(m, item, [photo(original)]);
    expect(image).toMatchObject({ isPrimary: true, sortOrder: 0 });
    const sizes = { thumbnailUrl: 320, cardUrl: 800, imageUrl: 1600 } as const;
    for (const [field, width] of Object.entries(sizes)) {
      const url = image![field as keyof typeof sizes]!;
      expect(url).toMatch(new RegExp(`^/uploads/items/${item.id}/[0-9a-f-]+-${width}\\.webp$`));
      const meta = await sharp(fileOf(url)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 2) / 3) });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    const served = await t.app.inject({ method: 'GET', url: image!.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('never enlarges a small photo, and accepts PNG, WebP and GIF by content', async () => {
    const m = await t.member();
    const item = await draft(m);
    const webp = await sharp(await png(300, 200))
      .webp()
      .toBuffer();
    const gif = await sharp(await png(120, 90))
      .gif()
      .toBuffer();
    // Names and declared types are ignored: the content decides.
    const images = await upload(m, item, [
      photo(await png(), 'a.png', 'image/png'),
      photo(webp, 'b.bin', 'application/octet-stream'),
      photo(gif, 'c.gif', 'image/gif'),
    ]);
    expect(images).toHaveLength(3);
    const full = await sharp(fileOf(images[0]!.imageUrl)).metadata();
    expect(full.width).toBe(400);
  });

  it('makes the first photo primary, or the one at primaryIndex, and keeps upload order', async () => {
    const m = await t.member();
    const item = await draft(m);
    const first = await upload(m, item, [photo(await png()), photo(await png())]);
    expect(first.map((i) => [i.isPrimary, i.sortOrder])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    const second = await upload(m, item, [
      photo(await png()),
      photo(await png()),
      { name: 'primaryIndex', data: '1' },
    ]);
    expect(second).toHaveLength(4);
    expect(second[0]).toMatchObject({ isPrimary: true, sortOrder: 3 });
    expect(second.filter((i) => i.isPrimary)).toHaveLength(1);
    const got = await call(t.app, 'GET', `/api/items/bike/${item.id}`, { token: m.accessToken });
    expect(got.json().item.images.map((i: ItemImage) => i.sortOrder)).toEqual([3, 0, 1, 2]);
  });

  it('refuses a file that is not an image with 415 and keeps nothing of the upload', async () => {
    const m = await t.member();
    const item = await draft(m);
    const res = await send(itemImagesUrl(item), m.accessToken, [
      photo(await png(), 'good.png'),
      photo(Buffer.from('%PDF-1.4 not a photo'), 'notes.jpg'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: 'unsupported_media_type',
      message: 'notes.jpg is not an image',
      details: [{ path: 'images', msg: 'notes.jpg is not an image' }],
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const svgRes = await send(itemImagesUrl(item), m.accessToken, [
      photo(svg, 'x.svg', 'image/svg+xml'),
    ]);
    expect(svgRes.statusCode).toBe(415);
    expect(storedFiles(itemDir(item))).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and the spec message', async () => {
    const m = await t.member();
    const item = await draft(m);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const res = await send(itemImagesUrl(item), m.accessToken, [photo(big, 'huge.jpg')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: 'payload_too_large',
      message: 'huge.jpg is too large (max 10MB)',
    });
    expect(storedFiles(itemDir(item))).toEqual([]);
  });

  it('allows at most 10 photos per listing, in one upload or in several', async () => {
    const m = await t.member();
    const item = await draft(m);
    const small = await png(40, 30);
    const eleven = Array.from({ length: 11 }, () => photo(small));
    const res = await send(itemImagesUrl(item), m.accessToken, eleven);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can upload a maximum of 10 photos.');
    await upload(m, item, eleven.slice(0, 9));
    const over = await send(itemImagesUrl(item), m.accessToken, eleven.slice(0, 2));
    expect(over.statusCode).toBe(400);
    expect(over.json().details).toEqual([
      { path: 'images', msg: 'You can upload a maximum of 10 photos.' },
    ]);
    expect(await upload(m, item, eleven.slice(0, 1))).toHaveLength(10);
    expect(storedFiles(itemDir(item))).toHaveLength(30);
  });

  it('answers 400 for no image, a bad primary index, unknown fields and non-multipart bodies', async () => {
    const m = await t.member();
    const item = await draft(m);
    const url = itemImagesUrl(item);
    const none = await send(url, m.accessToken, [{ name: 'primaryIndex', data: '0' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([
      { path: 'images', msg: 'At least one image is required' },
    ]);
    const bad = await send(url, m.accessToken, [
      photo(await png()),
      { name: 'primaryIndex', data: '1' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { path: 'primaryIndex', msg: 'Invalid primary image index' },
    ]);
    const extra = await send(url, m.accessToken, [
      photo(await png()),
      { name: 'owner', data: 'x' },
    ]);
    expect(extra.statusCode).toBe(400);
    const wrongField = await send(url, m.accessToken, [{ ...photo(await png()), name: 'photo' }]);
    expect(wrongField.statusCode).toBe(400);
    const json = await call(t.app, 'POST', url, { token: m.accessToken, payload: { images: [] } });
    expect(json.statusCode).toBe(400);
    expect(storedFiles(itemDir(item))).toEqual([]);
  });

  it('lets only the owner add photos, and nobody during a trade', async () => {
    const owner = await t.member();
    const stranger = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await draft(owner);
    const parts = [photo(await png())];
    expect((await send(itemImagesUrl(item), undefined, parts)).statusCode).toBe(401);
    expect((await send(itemImagesUrl(item), stranger.accessToken, parts)).statusCode).toBe(404);
    const staff = await send(itemImagesUrl(item), manager.accessToken, parts);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('You are not authorized to edit this item');
    await t.db.query(`UPDATE items SET status = 'pending_trade' WHERE id = $1`, [item.id]);
    expect((await send(itemImagesUrl(item), owner.accessToken, parts)).statusCode).toBe(409);
    expect((await send(itemImagesUrl(item), stranger.accessToken, parts)).statusCode).toBe(403);
    const other = await send(`/api/items/part/${item.id}/images`, owner.accessToken, parts);
    expect(other.statusCode).toBe(404);
  });
});

describe('DELETE and primary of one photo', () => {
  it('promotes the first remaining photo when the primary is removed, and removes its files', async () => {
    const m = await t.member();
    const item = await draft(m);
    const images = await upload(m, item, [
      photo(await png()),
      photo(await png()),
      photo(await png()),
    ]);
    const [a, b, c] = images as [ItemImage, ItemImage, ItemImage];
    const res = await call(t.app, 'DELETE', `${itemImagesUrl(item)}/${a.id}`, {
      token: m.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().images.map((i: ItemImage) => [i.id, i.isPrimary])).toEqual([
      [b.id, true],
      [c.id, false],
    ]);
    expect(existsSync(fileOf(a.imageUrl))).toBe(false);
    expect(storedFiles(itemDir(item))).toHaveLength(6);
    const plain = await call(t.app, 'DELETE', `${itemImagesUrl(item)}/${c.id}`, {
      token: m.accessToken,
    });
    expect(plain.json().images).toEqual([expect.objectContaining({ id: b.id, isPrimary: true })]);
  });

  it('sets the primary photo', async () => {
    const m = await t.member();
    const item = await draft(m);
    const [, second] = (await upload(m, item, [
      photo(await png()),
      photo(await png()),
    ])) as ItemImage[];
    const res = await call(t.app, 'PUT', `${itemImagesUrl(item)}/${second!.id}/primary`, {
      token: m.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().images[0]).toMatchObject({ id: second!.id, isPrimary: true });
    expect(res.json().images.filter((i: ItemImage) => i.isPrimary)).toHaveLength(1);
  });

  it('refuses strangers and unknown photos', async () => {
    const owner = await t.member();
    const stranger = await t.member();
    const item = await draft(owner);
    const [image] = await upload(owner, item, [photo(await png())]);
    await t.db.query(`UPDATE items SET status = 'published' WHERE id = $1`, [item.id]);
    const url = `${itemImagesUrl(item)}/${image!.id}`;
    expect((await call(t.app, 'DELETE', url, { token: stranger.accessToken })).statusCode).toBe(
      403,
    );
    expect(
      (await call(t.app, 'PUT', `${url}/primary`, { token: stranger.accessToken })).statusCode,
    ).toBe(403);
    const unknown = await call(t.app, 'DELETE', `${itemImagesUrl(item)}/${UNKNOWN_ID}`, {
      token: owner.accessToken,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `${itemImagesUrl(item)}/nope`, { token: owner.accessToken }))
        .statusCode,
    ).toBe(400);
  });

  it('removes every photo file when the item is deleted', async () => {
    const m = await t.member();
    const item = await draft(m);
    await upload(m, item, [photo(await png()), photo(await png())]);
    expect(storedFiles(itemDir(item))).toHaveLength(6);
    await call(t.app, 'DELETE', `/api/items/bike/${item.id}`, { token: m.accessToken });
    expect(storedFiles(itemDir(item))).toEqual([]);
  });
});

describe('image service (/imagekit/*)', () => {
  const image = async (data?: Buffer): Promise<Part> => ({
    name: 'image',
    filename: 'IMG_0001.JPG',
    contentType: 'image/jpeg',
    data: data ?? (await jpegWithExif(800, 600)),
  });

  it('gives upload credentials in the ImageKit shape, signed in only', async () => {
    const m = await t.member();
    const res = await call(t.app, 'GET', '/api/imagekit/auth', { token: m.accessToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      expire: expect.any(Number),
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
      publicKey: 'local',
    });
    expect(body.expire).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 15 * 60);
    expect((await call(t.app, 'GET', '/api/imagekit/auth')).statusCode).toBe(401);
  });

  it('stores a temporary upload, then transfers it to a listing once', async () => {
    const m = await t.member();
    const item = await draft(m);
    const res = await send('/api/imagekit/upload', m.accessToken, [
      await image(),
      { name: 'fileName', data: 'My Bike (1).JPG' },
      { name: 'isTemporary', data: 'true' },
      { name: 'folder', data: 'ai-analysis/tmp' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, name: 'my-bike-1.webp' });
    expect(body.data).toEqual({ fileId: body.fileId, url: body.url, name: body.name });
    expect((await sharp(fileOf(body.url)).metadata()).exif).toBeUndefined();

    const ref = { fileId: body.fileId, url: body.url, fileName: body.name };
    const stranger = await t.member();
    const strangerItem = await draft(stranger);
    const stolen = await call(t.app, 'POST', `/api/items/bike/${strangerItem.id}/images/transfer`, {
      token: stranger.accessToken,
      payload: { images: [ref] },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().details[0].path).toBe('images.0.fileId');

    const moved = await call(t.app, 'POST', `/api/items/bike/${item.id}/images/transfer`, {
      token: m.accessToken,
      payload: { images: [ref] },
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().images).toEqual([
      expect.objectContaining({ isPrimary: true, imageUrl: body.url }),
    ]);
    const again = await call(t.app, 'POST', `/api/items/bike/${item.id}/images/transfer`, {
      token: m.accessToken,
      payload: { images: [ref] },
    });
    expect(again.statusCode).toBe(400);
    const bogus = await call(t.app, 'POST', `/api/items/bike/${item.id}/images/transfer`, {
      token: m.accessToken,
      payload: { images: [{ ...ref, fileId: 'abc' }] },
    });
    expect(bogus.statusCode).toBe(400);
  });

  it('does not transfer an expired temporary upload', async () => {
    const m = await t.member();
    const item = await draft(m);
    const res = await send('/api/imagekit/upload', m.accessToken, [
      await image(),
      { name: 'fileName', data: 'a.jpg' },
      { name: 'isTemporary', data: 'true' },
    ]);
    const { fileId, url, name } = res.json();
    await t.db.query(`UPDATE image_uploads SET expires_at = now() - interval '1 minute'`);
    const moved = await call(t.app, 'POST', `/api/items/bike/${item.id}/images/transfer`, {
      token: m.accessToken,
      payload: { images: [{ fileId, url, fileName: name }] },
    });
    expect(moved.statusCode).toBe(400);
  });

  it('purges temporary uploads that were never transferred once they expire', async () => {
    const m = await t.member();
    const item = await draft(m);
    const temp = async () =>
      (
        await send('/api/imagekit/upload', m.accessToken, [
          await image(),
          { name: 'fileName', data: 'a.jpg' },
          { name: 'isTemporary', data: 'true' },
        ])
      ).json();
    const kept = await temp();
    const expired = await temp();
    await call(t.app, 'POST', `/api/items/bike/${item.id}/images/transfer`, {
      token: m.accessToken,
      payload: { images: [{ fileId: kept.fileId, url: kept.url, fileName: kept.name }] },
    });
    await t.db.query(
      `UPDATE image_uploads SET expires_at = now() - interval '1 minute'
                       WHERE id = $1`,
      [expired.fileId],
    );
    expect(storedFiles(tempDir(m))).toHaveLength(6);
    const storage = createLocalDiskStorage(uploadsDir());
    expect(await purgeExpiredUploads(t.db, storage)).toBe(1);
    expect(storedFiles(tempDir(m))).toHaveLength(3);
    expect(existsSync(fileOf(kept.url))).toBe(true);
    expect(existsSync(fileOf(expired.url))).toBe(false);
  });

  it('adds a permanent upload to an item of the caller', async () => {
    const m = await t.member();
    const item = await draft(m);
    const fields = [
      { name: 'fileName', data: 'side.jpg' },
      { name: 'itemType', data: 'bike' },
      { name: 'itemId', data: item.id },
      { name: 'isTemporary', data: 'false' },
      { name: 'tags', data: 'bike,side' },
    ];
    const res = await send('/api/imagekit/upload', m.accessToken, [await image(), ...fields]);
    expect(res.statusCode, res.body).toBe(201);
    const got = await call(t.app, 'GET', `/api/items/bike/${item.id}`, { token: m.accessToken });
    expect(got.json().item.images).toEqual([
      expect.objectContaining({ isPrimary: true, imageUrl: res.json().url }),
    ]);
    const stranger = await t.member();
    expect(
      (await send('/api/imagekit/upload', stranger.accessToken, [await image(), ...fields]))
        .statusCode,
    ).toBe(404);
  });

  it('refuses non-images (415), missing fields (400), oversize (413) and anonymous callers', async () => {
    const m = await t.member();
    const temp = [
      { name: 'fileName', data: 'x.jpg' },
      { name: 'isTemporary', data: 'true' },
    ];
    const text = await send('/api/imagekit/upload', m.accessToken, [
      await image(Buffer.from('hello world')),
      ...temp,
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('IMG_0001.JPG is not an image');
    const noName = await send('/api/imagekit/upload', m.accessToken, [
      await image(),
      { name: 'isTemporary', data: 'true' },
    ]);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details.map((d: { path: string }) => d.path)).toEqual(['fileName']);
    const noItem = await send('/api/imagekit/upload', m.accessToken, [
      await image(),
      { name: 'fileName', data: 'x.jpg' },
    ]);
    expect(noItem.json().details.map((d: { path: string }) => d.path)).toEqual([
      'itemType',
      'itemId',
    ]);
    const big = await send('/api/imagekit/upload', m.accessToken, [
      await image(Buffer.alloc(10 * 1024 * 1024 + 1)),
      ...temp,
    ]);
    expect(big.statusCode).toBe(413);
    const two = await send('/api/imagekit/upload', m.accessToken, [
      await image(),
      await image(),
      ...temp,
    ]);
    expect(two.statusCode).toBe(400);
    expect(
      (await send('/api/imagekit/upload', undefined, [await image(), ...temp])).statusCode,
    ).toBe(401);
    expect(storedFiles(tempDir(m))).toEqual([]);
  });
});

describe('image work is bounded (issue 10 items 22, 25)', () => {
  it('refuses a photo over the pixel limit before decoding it, and says why', async () => {
    const m = await t.member();
    const item = await draft(m);
    const res = await send(itemImagesUrl(item), m.accessToken, [
      photo(bombPng(12_000, 12_000), 'huge.png', 'image/png'),
    ]);
    expect(res.statusCode, res.body).toBe(413);
    const message = REQUEST_MESSAGES.imageTooLarge(REQUEST_LIMITS.imageMaxPixels / 1_000_000);
    expect(res.json()).toMatchObject({ error: 'image_too_large', message });
    expect(storedFiles(itemDir(item))).toEqual([]);
  });

  it('accepts a tall photo (200 x 20000) instead of calling it "not an image"', async () => {
    const m = await t.member();
    const item = await draft(m);
    const [image] = await upload(m, item, [photo(await png(200, 20_000), 'tall.png', 'image/png')]);
    expect(image).toBeDefined();
    const stored = await sharp(fileOf(image!.imageUrl)).metadata();
    expect(stored.height).toBeLessThanOrEqual(16_383);
  });
});
