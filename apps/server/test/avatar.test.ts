// POST /users/avatar (spec 1 §5 Avatar, §9 Avatar maximum; docs/architecture.md "Jobs, storage,
// mail"): sniffed by content, at most 5 MB, re-encoded by sharp without metadata, served at
// avatarUrl.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@pedalswap/domain';
import { PROFILE_MESSAGES } from '@pedalswap/domain/accounts';
import { bearer, call, useTestApp } from './helpers.ts';

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

function upload(token: string | undefined, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/avatar',
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

const image = (data: Buffer, filename = 'me.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'image',
  filename,
  contentType,
  data,
});

/** A photo as a phone takes it: JPEG with EXIF (camera owner, GPS position). */
function jpegWithExif(width = 640, height = 480) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Secret Owner', Artist: 'Jane Rider' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 12/1' },
    })
    .toBuffer();
}

const uploads = () => join(t.app.config.dataDir, 'uploads');
/** Path on disk of a stored upload, from its public URL (/uploads/<key>). */
const storedFile = (avatarUrl: string) => join(uploads(), avatarUrl.replace(/^\/uploads\//, ''));

describe('POST /users/avatar', () => {
  it('re-encodes a real photo without its EXIF/GPS metadata and serves it at avatarUrl', async () => {
    const m = await t.member();
    const original = await jpegWithExif();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Secret Owner'); // the fixture has EXIF

    const res = await upload(m.accessToken, [image(original)]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(PROFILE_MESSAGES.avatarUpdated);
    expect(body.avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\/[0-9a-f-]+\.webp$/);
    expect(body.user.avatarUrl).toBe(body.avatarUrl);

    const stored = readFileSync(storedFile(body.avatarUrl));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Secret Owner');
    expect(stored.toString('latin1')).not.toContain('Jane Rider');
    expect([meta.width, meta.height]).toEqual([256, 256]);

    const served = await t.app.inject({ method: 'GET', url: body.avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored)).toBe(true);

    const profile = await call(t.app, 'GET', '/api/users/profile', { token: m.accessToken });
    expect(profile.json().user.avatarUrl).toBe(body.avatarUrl);
  });

  it('accepts PNG, WebP and GIF by content, whatever the declared name and type', async () => {
    const m = await t.member();
    const base = sharp({
      create: { width: 40, height: 40, channels: 4, background: '#3366ff' },
    });
    for (const [data, name] of [
      [await base.clone().png().toBuffer(), 'photo.png'],
      [await base.clone().webp().toBuffer(), 'photo.webp'],
      [await base.clone().gif().toBuffer(), 'photo.gif'],
      // A PNG named and declared as something else is still an image.
      [await base.clone().png().toBuffer(), 'notes.txt'],
    ] as const) {
      const res = await upload(m.accessToken, [image(data, name, 'application/octet-stream')]);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
  });

  it('replacing the photo removes the previous files from storage', async () => {
    const m = await t.member();
    const first = (await upload(m.accessToken, [image(await jpegWithExif(100, 100))])).json();
    const second = (await upload(m.accessToken, [image(await jpegWithExif(120, 90))])).json();
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect(existsSync(storedFile(second.avatarUrl))).toBe(true);
    expect(existsSync(storedFile(first.avatarUrl))).toBe(false);
    expect(existsSync(storedFile(first.avatarUrl.replace(/\.webp$/, '-64.webp')))).toBe(false);
  });

  it('400 "Please select an image file" for text renamed .png, SVG, an empty file or no file', async () => {
    const m = await t.member();
    const cases: Part[][] = [
      [image(Buffer.from('just some text, not a picture'), 'photo.png', 'image/png')],
      [
        image(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
          'a.svg',
          'image/svg+xml',
        ),
      ],
      // A JPEG header with nothing behind it.
      [image(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'broken.jpg')],
      [image(Buffer.alloc(0), 'empty.png', 'image/png')],
      [{ name: 'avatar', filename: 'me.jpg', contentType: 'image/jpeg', data: 'x' }],
      [{ name: 'note', data: 'no file at all' }],
    ];
    for (const parts of cases) {
      const res = await upload(m.accessToken, parts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation_failed',
        details: [{ path: 'image', msg: PROFILE_MESSAGES.avatarNotImage }],
      });
    }
    // A JSON body instead of multipart.
    const json = await call(t.app, 'POST', '/api/users/avatar', {
      token: m.accessToken,
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().details).toEqual([{ path: 'image', msg: PROFILE_MESSAGES.avatarNotImage }]);
    expect(
      (await call(t.app, 'GET', '/api/users/profile', { token: m.accessToken })).json().user,
    ).toMatchObject({ avatarUrl: null });
  });

  it('413 "Image must be smaller than 5MB" past 5 MB; a photo just under it is fine', async () => {
    const m = await t.member();
    const tooBig = Buffer.alloc(LIMITS.avatarMaxBytes + 1, 1);
    const res = await upload(m.accessToken, [image(tooBig, 'huge.jpg')]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      error: 'payload_too_large',
      message: PROFILE_MESSAGES.avatarTooLarge,
    });

    // Random pixels do not compress: a real image of several MB (beyond Fastify's 1 MB JSON
    // body limit, within the spec's 5 MB).
    const noise = Buffer.alloc(1200 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1200, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(big.length).toBeLessThanOrEqual(LIMITS.avatarMaxBytes);
    const ok = await upload(m.accessToken, [image(big, 'big.png', 'image/png')]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('400 for two files in one request', async () => {
    const m = await t.member();
    const photo = await jpegWithExif(50, 50);
    const res = await upload(m.accessToken, [image(photo), image(photo, 'again.jpg')]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('validation_failed');
  });

  it('401 without a valid token (nothing is stored)', async () => {
    const photo = await jpegWithExif(50, 50);
    const files = () =>
      existsSync(uploads())
        ? readdirSync(uploads(), { recursive: true }).filter((f) => String(f).endsWith('.webp'))
        : [];
    const before = files();
    expect((await upload(undefined, [image(photo)])).statusCode).toBe(401);
    expect((await upload('garbage', [image(photo)])).statusCode).toBe(401);
    expect(files()).toEqual(before);
  });
});
