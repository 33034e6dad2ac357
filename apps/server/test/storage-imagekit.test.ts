// STORAGE=imagekit (docs/configuration.md): the storage talks to a small in-process server that
// plays ImageKit's upload API (multipart POST /api/v1/files/upload) and media API (GET
// /v1/files?path=&searchQuery=, DELETE /v1/files/{fileId}); /imagekit/auth is checked through the
// app with ImageKit configured.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type ImageKitStorageConfig } from '../src/config.ts';
import { createImageKitStorage, IMAGEKIT_AUTH_TTL_SECONDS } from '../src/storage/imagekit.ts';
import { call, TEST_JWT_SECRET, useTestApp } from './helpers.ts';

interface Recorded {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  form: FormData | null;
}

interface FakeFile {
  fileId: string;
  filePath: string;
  body: Buffer;
  type: string;
}

function startFakeImageKit() {
  const requests: Recorded[] = [];
  const files = new Map<string, FakeFile>(); // by fileId
  const state = { failUpload: false };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const body = Buffer.concat(chunks);
        const isUpload = req.method === 'POST' && url.pathname === '/api/v1/files/upload';
        // Node's own multipart parser, the same that reads FormData on the other side.
        const form = isUpload
          ? await new Request('http://fake/', {
              method: 'POST',
              headers: { 'content-type': String(req.headers['content-type']) },
              body,
            }).formData()
          : null;
        requests.push({ method: req.method ?? '', url, headers: req.headers, form });
        const json = (status: number, value: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

        if (isUpload && form) {
          if (state.failUpload)
            return json(403, { message: 'Your account cannot be authenticated.' });
          const file = form.get('file') as File;
          const folder = String(form.get('folder')).replace(/\/+$/, '');
          const filePath = `${folder}/${String(form.get('fileName'))}`;
          for (const [id, f] of files) if (f.filePath === filePath) files.delete(id);
          const fileId = randomUUID().replace(/-/g, '').slice(0, 24);
          files.set(fileId, {
            fileId,
            filePath,
            body: Buffer.from(await file.arrayBuffer()),
            type: file.type,
          });
          return json(200, {
            fileId,
            name: form.get('fileName'),
            filePath,
            url: `https://ik.imagekit.io/demo${filePath}`,
          });
        }
        if (req.method === 'GET' && url.pathname === '/v1/files') {
          const name = /^name = "(.*)"$/.exec(url.searchParams.get('searchQuery') ?? '')?.[1];
          const folder = url.searchParams.get('path') ?? '/';
          return json(
            200,
            [...files.values()]
              .filter((f) => f.filePath.startsWith(folder) && f.filePath.endsWith(`/${name}`))
              .map((f) => ({ type: 'file', fileId: f.fileId, filePath: f.filePath })),
          );
        }
        const del = /^\/v1\/files\/([^/]+)$/.exec(url.pathname);
        if (req.method === 'DELETE' && del) {
          if (!files.delete(decodeURIComponent(del[1]!)))
            return json(404, { message: 'The requested file does not exist.' });
          return res.writeHead(204).end();
        }
        json(404, { message: 'no such route' });
      })();
    });
  });
  return {
    requests,
    files,
    state,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fake = startFakeImageKit();
let base = '';
beforeAll(async () => {
  base = await fake.listen();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.files.clear();
  fake.state.failUpload = false;
});

const ikEnv = {
  JWT_SECRET: TEST_JWT_SECRET,
  STORAGE: 'imagekit',
  IMAGEKIT_PUBLIC_KEY: 'public_pedalswapTEST',
  IMAGEKIT_PRIVATE_KEY: 'private_pedalswapTEST=',
  IMAGEKIT_URL_ENDPOINT: 'https://ik.imagekit.io/pedalswap/',
};
const ikConfig = () => loadConfig(ikEnv).storage as ImageKitStorageConfig;
const storageAt = () =>
  createImageKitStorage(ikConfig(), { uploadBaseUrl: base, apiBaseUrl: base });
const expectedAuth = `Basic ${Buffer.from('private_pedalswapTEST=:').toString('base64')}`;

describe('ImageKit configuration', () => {
  it('reads the three variables', () => {
    expect(ikConfig()).toEqual({
      kind: 'imagekit',
      publicKey: 'public_pedalswapTEST',
      privateKey: 'private_pedalswapTEST=',
      urlEndpoint: 'https://ik.imagekit.io/pedalswap',
    });
  });

  it('refuses to start when a variable is missing or the endpoint is not a URL', () => {
    try {
      loadConfig({
        JWT_SECRET: TEST_JWT_SECRET,
        STORAGE: 'imagekit',
        IMAGEKIT_URL_ENDPOINT: 'ik.imagekit.io/x',
      });
      throw new Error('loadConfig accepted the configuration');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toEqual([
        'IMAGEKIT_PUBLIC_KEY is required when STORAGE=imagekit',
        'IMAGEKIT_PRIVATE_KEY is required when STORAGE=imagekit',
        'IMAGEKIT_URL_ENDPOINT must be an http(s) URL, got "ik.imagekit.io/x"',
      ]);
      expect((err as Error).message).toContain('IMAGEKIT_PRIVATE_KEY is required');
    }
  });
});

describe('ImageKit storage', () => {
  it('uploads with basic auth (private key) and the multipart fields, under the key as path', async () => {
    const storage = storageAt();
    const data = Buffer.from('RIFF fake webp bytes');
    await storage.put('items/abc/f00d-800.webp', data, 'image/webp');

    expect(fake.requests).toHaveLength(1);
    const [up] = fake.requests;
    expect(up!.url.pathname).toBe('/api/v1/files/upload');
    expect(up!.headers.authorization).toBe(expectedAuth);
    const form = up!.form!;
    expect(form.get('fileName')).toBe('f00d-800.webp');
    expect(form.get('folder')).toBe('/items/abc');
    expect(form.get('useUniqueFileName')).toBe('false');
    expect(form.get('overwriteFile')).toBe('true');
    const file = form.get('file') as File;
    expect(file.name).toBe('f00d-800.webp');
    expect(file.type).toBe('image/webp');
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
    expect([...fake.files.values()].map((f) => f.filePath)).toEqual(['/items/abc/f00d-800.webp']);
    expect(storage.url('items/abc/f00d-800.webp')).toBe(
      'https://ik.imagekit.io/pedalswap/items/abc/f00d-800.webp',
    );
  });

  it('deletes by the fileId the upload returned', async () => {
    const storage = storageAt();
    await storage.put('avatars/u1/a.webp', Buffer.from('x'), 'image/webp');
    const [fileId] = [...fake.files.keys()];
    await storage.delete('avatars/u1/a.webp');
    const del = fake.requests.at(-1)!;
    expect(del.method).toBe('DELETE');
    expect(del.url.pathname).toBe(`/v1/files/${fileId}`);
    expect(del.headers.authorization).toBe(expectedAuth);
    expect(fake.files.size).toBe(0);
    expect(fake.requests.filter((r) => r.method === 'GET')).toEqual([]);
  });

  it('after a restart, finds the fileId by path, then deletes it; a missing file is fine', async () => {
    await storageAt().put('items/i1/p-320.webp', Buffer.from('x'), 'image/webp');
    await storageAt().put('items/i1/q-320.webp', Buffer.from('y'), 'image/webp');
    const restarted = storageAt();
    fake.requests.length = 0;
    await restarted.delete('items/i1/p-320.webp');
    const [get, del] = fake.requests;
    expect(get!.method).toBe('GET');
    expect(get!.url.searchParams.get('path')).toBe('/items/i1/');
    expect(get!.url.searchParams.get('searchQuery')).toBe('name = "p-320.webp"');
    expect(get!.headers.authorization).toBe(expectedAuth);
    expect(del!.method).toBe('DELETE');
    expect([...fake.files.values()].map((f) => f.filePath)).toEqual(['/items/i1/q-320.webp']);

    fake.requests.length = 0;
    await expect(restarted.delete('items/i1/p-320.webp')).resolves.toBeUndefined();
    expect(fake.requests.map((r) => r.method)).toEqual(['GET']);
    // Known fileId, but gone on ImageKit's side (404): still not an error.
    const storage = storageAt();
    await storage.put('items/i1/r-320.webp', Buffer.from('z'), 'image/webp');
    fake.files.clear();
    await expect(storage.delete('items/i1/r-320.webp')).resolves.toBeUndefined();
  });

  it('an upload refused by ImageKit fails with its message', async () => {
    fake.state.failUpload = true;
    await expect(
      storageAt().put('avatars/u1/a.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow('ImageKit upload failed (403): Your account cannot be authenticated.');
  });

  it('refuses unsafe keys before any request', async () => {
    const storage = storageAt();
    expect(() => storage.url('../x')).toThrow(/Unsafe storage key/);
    await expect(storage.delete('a//b')).rejects.toThrow(/Unsafe storage key/);
    expect(fake.requests).toEqual([]);
  });

  it('signs upload credentials like ImageKit: HMAC-SHA1(token + expire, private key), hex', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const auth = storageAt().uploadAuth(now);
    expect(auth.publicKey).toBe('public_pedalswapTEST');
    expect(auth.expire).toBe(Math.floor(now.getTime() / 1000) + IMAGEKIT_AUTH_TTL_SECONDS);
    expect(auth.signature).toBe(
      createHmac('sha1', 'private_pedalswapTEST=')
        .update(`${auth.token}${auth.expire}`)
        .digest('hex'),
    );
  });
});

describe('GET /imagekit/auth with STORAGE=imagekit', () => {
  const t = useTestApp();

  it('answers real ImageKit credentials signed with the configured private key', async () => {
    const app = await t.build({ config: { storage: ikConfig() } });
    const m = await t.member();
    const res = await call(app, 'GET', '/api/imagekit/auth', { token: m.accessToken });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      token: string;
      expire: number;
      signature: string;
      publicKey: string;
    }>();
    expect(body.publicKey).toBe('public_pedalswapTEST');
    const now = Math.floor(Date.now() / 1000);
    // The contract wants at least 15 minutes; ImageKit refuses more than an hour.
    expect(body.expire).toBeGreaterThanOrEqual(now + 15 * 60);
    expect(body.expire).toBeLessThan(now + 60 * 60);
    expect(body.signature).toBe(
      createHmac('sha1', 'private_pedalswapTEST=')
        .update(`${body.token}${body.expire}`)
        .digest('hex'),
    );
    // The default app (local storage) keeps answering its own credentials.
    const local = await call(t.app, 'GET', '/api/imagekit/auth', { token: m.accessToken });
    expect(local.json().publicKey).toBe('local');
  });
});
