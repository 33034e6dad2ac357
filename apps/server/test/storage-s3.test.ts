// STORAGE=s3 (docs/configuration.md): the real AWS SDK talks to a small in-process server that
// speaks enough of the S3 REST API (path-style PUT and DELETE of /bucket/key) to record what
// arrives. The configuration is checked through loadConfig, and one end-to-end test uploads an
// avatar through the app and finds the object in the fake bucket.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type S3StorageConfig } from '../src/config.ts';
import { createS3Storage, IMMUTABLE_CACHE_CONTROL } from '../src/storage/s3.ts';
import { bearer, TEST_JWT_SECRET, useTestApp } from './helpers.ts';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

const BUCKET = 'bikes';

/** Path-style S3: PUT and DELETE /<bucket>/<key>; other buckets answer NoSuchBucket. */
function startFakeS3() {
  const requests: Recorded[] = [];
  const objects = new Map<string, StoredObject>();
  /** Like some S3-compatible services: DELETE of a missing key answers 404 NoSuchKey. */
  const state = { missingIs404: false };
  const xmlError = (code: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message><RequestId>1</RequestId></Error>`;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucket !== BUCKET) {
        res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchBucket'));
        return;
      }
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { etag: '"d41d8cd98f00b204e9800998ecf8427e"' }).end();
      } else if (req.method === 'DELETE') {
        const existed = objects.delete(key);
        if (!existed && state.missingIs404)
          res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey'));
        else res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return {
    requests,
    objects,
    state,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fake = startFakeS3();
let endpoint = '';
beforeAll(async () => {
  endpoint = await fake.listen();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.objects.clear();
  fake.state.missingIs404 = false;
});

const s3Env = (extra: Record<string, string> = {}) => ({
  JWT_SECRET: TEST_JWT_SECRET,
  STORAGE: 's3',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'AKIDPEDALSWAPTEST',
  S3_SECRET_ACCESS_KEY: 'secret-key-for-tests',
  S3_PUBLIC_URL: 'https://cdn.pedalswap.test/media/',
  ...extra,
});
const s3Config = (extra: Record<string, string> = {}) =>
  loadConfig(s3Env(extra)).storage as S3StorageConfig;

describe('S3 configuration', () => {
  it('reads the S3 variables; local disk stays the default', () => {
    expect(loadConfig({ JWT_SECRET: TEST_JWT_SECRET }).storage).toEqual({ kind: 'local' });
    expect(s3Config()).toEqual({
      kind: 's3',
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'AKIDPEDALSWAPTEST', secretAccessKey: 'secret-key-for-tests' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.pedalswap.test/media',
    });
  });

  it('derives the public URL from the endpoint and bucket when S3_PUBLIC_URL is unset', () => {
    const env = { JWT_SECRET: TEST_JWT_SECRET, STORAGE: 's3', S3_BUCKET: BUCKET };
    const aws = loadConfig({ ...env, S3_REGION: 'eu-west-3' }).storage as S3StorageConfig;
    expect(aws).toMatchObject({ endpoint: null, forcePathStyle: false, credentials: null });
    expect(aws.publicUrl).toBe('https://bikes.s3.eu-west-3.amazonaws.com');
    const minio = loadConfig({ ...env, S3_ENDPOINT: 'http://minio:9000/' })
      .storage as S3StorageConfig;
    expect(minio.publicUrl).toBe('http://minio:9000/bikes');
    const virtual = loadConfig({
      ...env,
      S3_ENDPOINT: 'https://s3.example.com',
      S3_FORCE_PATH_STYLE: 'false',
    }).storage as S3StorageConfig;
    expect(virtual.publicUrl).toBe('https://bikes.s3.example.com');
  });

  it('refuses to start on an incomplete or wrong S3 configuration, saying what is wrong', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ JWT_SECRET: TEST_JWT_SECRET, ...env });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as ConfigError).problems;
      }
      throw new Error('loadConfig accepted the configuration');
    };
    expect(problems({ STORAGE: 's3' })).toEqual(['S3_BUCKET is required when STORAGE=s3']);
    expect(problems({ STORAGE: 'ftp' })).toEqual([
      'STORAGE must be one of local, s3, imagekit, got "ftp"',
    ]);
    expect(
      problems({
        STORAGE: 's3',
        S3_BUCKET: 'bikes',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_ENDPOINT: 'minio:9000',
        S3_FORCE_PATH_STYLE: 'maybe',
        S3_PUBLIC_URL: 'cdn.example.com',
      }),
    ).toEqual([
      'S3_ENDPOINT must be an http(s) URL, got "minio:9000"',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      'S3_FORCE_PATH_STYLE must be true or false, got "maybe"',
      'S3_PUBLIC_URL must be an http(s) URL, got "cdn.example.com"',
    ]);
    expect(problems({ STORAGE: 's3', S3_BUCKET: 'my bucket/x' })).toEqual([
      'S3_BUCKET must be a bucket name, got "my bucket/x"',
    ]);
  });
});

describe('S3 storage', () => {
  it('puts the object with its content type, immutable caching and a SigV4 signature', async () => {
    const storage = createS3Storage(s3Config());
    const data = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await storage.put('items/abc/0f0e-1600.webp', data, 'image/webp');
    storage.close?.();

    const stored = fake.objects.get('items/abc/0f0e-1600.webp');
    expect(stored?.body.equals(data)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.cacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
    const put = fake.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/bikes/items/abc/0f0e-1600.webp');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDPEDALSWAPTEST\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put?.headers['x-amz-content-sha256']).toBeDefined();
  });

  it('deletes the object; a missing one is not an error (204 or 404 NoSuchKey)', async () => {
    const storage = createS3Storage(s3Config());
    await storage.put('avatars/u1/a.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('avatars/u1/a.webp');
    expect(fake.objects.has('avatars/u1/a.webp')).toBe(false);
    const del = fake.requests.find((r) => r.method === 'DELETE');
    expect(del?.path).toBe('/bikes/avatars/u1/a.webp');
    expect(del?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);

    await expect(storage.delete('avatars/u1/a.webp')).resolves.toBeUndefined();
    fake.state.missingIs404 = true;
    await expect(storage.delete('avatars/u1/never.webp')).resolves.toBeUndefined();
    storage.close?.();
  });

  it('reports a missing bucket rather than hiding it', async () => {
    const storage = createS3Storage({ ...s3Config(), bucket: 'nope' });
    await expect(storage.delete('avatars/u1/a.webp')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await expect(
      storage.put('avatars/u1/a.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow();
    storage.close?.();
  });

  it('forms URLs from the public base and refuses unsafe keys before any request', async () => {
    const storage = createS3Storage(s3Config());
    expect(storage.url('avatars/u1/a.webp')).toBe(
      'https://cdn.pedalswap.test/media/avatars/u1/a.webp',
    );
    expect(() => storage.url('../secret')).toThrow(/Unsafe storage key/);
    await expect(storage.put('a/../../b', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(storage.delete('/etc/passwd')).rejects.toThrow(/Unsafe storage key/);
    expect(fake.requests).toEqual([]);
    storage.close?.();
  });
});

describe('STORAGE=s3 end to end', () => {
  const t = useTestApp();

  it('an avatar upload lands in the bucket and avatarUrl points at S3_PUBLIC_URL', async () => {
    const app = await t.build({ config: { storage: s3Config() } });
    const m = await t.member();
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const boundary = '----pedalswaps3test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...bearer(m.accessToken),
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json<{ avatarUrl: string }>();
    const prefix = 'https://cdn.pedalswap.test/media/';
    expect(avatarUrl).toMatch(
      new RegExp(`^${prefix.replace(/[.]/g, '\\.')}avatars/${m.id}/[0-9a-f-]+\\.webp$`),
    );
    const key = avatarUrl.slice(prefix.length);
    const stored = fake.objects.get(key);
    expect(stored?.contentType).toBe('image/webp');
    expect((await sharp(stored!.body).metadata()).format).toBe('webp');
    expect(fake.objects.has(key.replace(/\.webp$/, '-64.webp'))).toBe(true);
    // Nothing is served from local disk with S3 storage.
    expect((await app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  });
});
