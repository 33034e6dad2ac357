// Event photos (spec 3 §2.14; openapi.yaml uploadEventImages, deleteEventImage,
// setPrimaryEventImage): through the listing photos' pipeline, sniffed by content and
// re-encoded without metadata; 10 per event; the organizer only.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { EVENT_MESSAGES as M } from '@pedalswap/domain/events';
import { bearer, call, useTestApp } from './helpers.ts';
import { createEvent, publishedEvent } from './community-events-fixtures.ts';

type EventImage = components['schemas']['EventImage'];
const t = useTestApp();

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

function send(url: string, token: string | undefined, parts: Part[]) {
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
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? bearer(token) : {}),
    },
    payload: Buffer.concat(chunks),
  });
}

const jpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#226644' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Jane Rider' } })
    .toBuffer();
const photo = (data: Buffer, filename = 'ride.jpg'): Part => ({
  name: 'images',
  filename,
  contentType: 'image/jpeg',
  data,
});
const fileOf = (url: string) =>
  join(t.app.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

describe('event photos', () => {
  it('stores re-encoded photos without metadata, the first primary, shown on the event', async () => {
    const m = await t.member();
    const e = await createEvent(t.app, m);
    const res = await send(`/api/events/${e.id}/images`, m.accessToken, [
      photo(await jpeg()),
      photo(await jpeg(), 'second.jpg'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const images = res.json<{ images: EventImage[] }>().images;
    expect(images.map((i) => i.isPrimary)).toEqual([true, false]);
    const stored = fileOf(images[0]!.url);
    expect(existsSync(stored)).toBe(true);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const got = await call(t.app, 'GET', `/api/events/${e.id}`, { token: m.accessToken });
    expect(got.json().event.images).toHaveLength(2);
  });

  it('sets another primary, and promotes the next one when the primary goes', async () => {
    const m = await t.member();
    const e = await createEvent(t.app, m);
    const up = await send(`/api/events/${e.id}/images`, m.accessToken, [
      photo(await jpeg()),
      photo(await jpeg()),
    ]);
    const [a, b] = up.json<{ images: EventImage[] }>().images;
    const primary = await call(t.app, 'PUT', `/api/events/${e.id}/images/${b!.id}/primary`, {
      token: m.accessToken,
    });
    expect(primary.json().images[0]).toMatchObject({ id: b!.id, isPrimary: true });
    const removed = await call(t.app, 'DELETE', `/api/events/${e.id}/images/${b!.id}`, {
      token: m.accessToken,
    });
    expect(removed.json().images).toEqual([
      expect.objectContaining({ id: a!.id, isPrimary: true }),
    ]);
    expect(existsSync(fileOf(up.json().images[1].url))).toBe(false);
    const missing = await call(t.app, 'DELETE', `/api/events/${e.id}/images/${b!.id}`, {
      token: m.accessToken,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses non-images (415), an eleventh photo (400), and callers other than the organizer', async () => {
    const m = await t.member();
    const staff = await t.member({ role: 'owner' });
    const e = await publishedEvent(t.app, m, staff);
    const text = await send(`/api/events/${e.id}/images`, m.accessToken, [
      photo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.jpg'),
    ]);
    expect(text.statusCode).toBe(415);
    const nine = await Promise.all(Array.from({ length: 9 }, () => jpeg()));
    expect(
      (
        await send(
          `/api/events/${e.id}/images`,
          m.accessToken,
          nine.map((d) => photo(d)),
        )
      ).statusCode,
    ).toBe(201);
    const two = await send(`/api/events/${e.id}/images`, m.accessToken, [
      photo(await jpeg()),
      photo(await jpeg()),
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(M.imagesTooMany(1));
    const byStaff = await send(`/api/events/${e.id}/images`, staff.accessToken, [
      photo(await jpeg()),
    ]);
    expect(byStaff.statusCode).toBe(403);
    expect(
      (await send(`/api/events/${e.id}/images`, undefined, [photo(await jpeg())])).statusCode,
    ).toBe(401);
  });
});
