// Who can fetch a temporary upload's photo (an AI upload, an image-service upload not yet on a
// listing; issue 25 item 11). Our decision: its unguessable address is the permission and ends
// with the upload (docs/product-decisions.md); it is kept out of shared caches and indexes,
// while listing photos stay public and cached for a year.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { purgeExpiredUploads } from '../src/images/service.ts';
import { postMultipart } from './ai-fixture.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp();

describe('a temporary upload’s photo', () => {
  it('is served privately for at most its lifetime, not indexed, and gone once purged', async () => {
    const m = await t.member();
    const res = await postMultipart(t.app, '/api/imagekit/upload', m.accessToken, [
      {
        name: 'image',
        filename: 'bike.jpg',
        contentType: 'image/jpeg',
        data: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#357' } })
          .jpeg()
          .toBuffer(),
      },
      { name: 'fileName', data: 'bike.jpg' },
      { name: 'isTemporary', data: 'true' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json<{ url: string }>();
    // A random 122-bit id: the address cannot be guessed from another one.
    expect(url).toMatch(/^\/uploads\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}-\d+\.webp$/);

    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, max-age=86400');
    expect(photo.headers['x-robots-tag']).toBe('noindex');

    await t.db.query(`UPDATE image_uploads SET expires_at = now() - interval '1 minute'`);
    expect(await purgeExpiredUploads(t.db, t.app.storage)).toBe(1);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
