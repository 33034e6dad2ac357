import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@pedalswap/domain';
import { validatorCompiler } from '../src/plugins/openapi.ts';
import { post, useTestApp } from './helpers.ts';

const t = useTestApp({
  configure(app) {
    // Test-only: a handler that crashes, to prove nothing of it leaks.
    app.get('/api/test-crash', async () => {
      throw new Error('secret internal detail: SELECT * FROM users');
    });
  },
});

describe('infrastructure', () => {
  it('GET /api/health reports the database kind and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.db.kind, version: expect.any(String) });
  });

  it('GET /api/health answers 503 when the database does not', async () => {
    const app = await t.build();
    const real = app.db.query;
    app.db.query = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'unavailable',
        message: 'Service temporarily unavailable. Please try again later.',
        requestId: res.headers['x-request-id'],
      });
    } finally {
      app.db.query = real;
    }
  });

  it('unknown /api routes and wrong methods answer the JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/health'],
      ['GET', '/api'],
      ['POST', '/api/users/profile'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({
        error: 'not_found',
        message: 'The requested resource was not found.',
      });
    }
  });

  it('contract operations without a handler are not served', async () => {
    expect(t.app.implementedOperations).toEqual(
      expect.arrayContaining([
        'getHealth',
        'register',
        'login',
        'refreshToken',
        'logout',
        'verifyEmail',
        'resendVerification',
        'getProfile',
      ]),
    );
    const op = t.app.contract.operations.find((o) =>
      t.app.unimplementedOperations.includes(o.operationId),
    );
    if (!op) return; // every operation implemented: nothing to check
    const url = `/api${op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`;
    const res = await t.app.inject({ method: op.method.toUpperCase() as 'GET', url });
    expect(res.statusCode).toBe(404);
  });

  it('a thrown error is a 500 with the generic body and no stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    // The id an operator looks the request up by in the log (request-id.ts).
    expect(res.json()).toEqual({
      error: 'internal',
      message: 'Server error. Please try again later.',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toContain('SELECT');
  });

  it('400 for a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'hi',
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed', details: [{ path: 'body' }] });
    }
  });

  it('serves the API reference and the contract', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.body).toContain('/api/auth/login');
    expect(docs.body).toContain('LoginRequest');
    expect(docs.body).not.toMatch(/<script|https?:\/\/(?!localhost)[a-z]+\.[a-z]+\/[^"]*\.js/);
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('operationId: login');
  });

  it('validates responses in tests: a mismatch is recorded and becomes a loud 500', async () => {
    const strict = await t.build({
      configure(app) {
        app.addHook('preSerialization', async (request, _reply, payload) =>
          request.url === '/api/health' ? { ...(payload as object), status: 'broken' } : payload,
        );
      },
    });
    const res = await strict.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe('contract_violation');
    expect(strict.contractViolations.splice(0)).toHaveLength(1);
  });
});

describe('the contract as a whole', () => {
  it('every operation of openapi.yaml can be routed and its schemas compile (no router conflicts)', async () => {
    const probe = Fastify();
    await probe.register(
      async (api) => {
        api.setValidatorCompiler(validatorCompiler());
        for (const op of t.app.contract.operations) {
          const schema: Record<string, unknown> = {};
          if (op.params) schema.params = op.params;
          if (op.querystring) schema.querystring = op.querystring;
          if (op.body) schema.body = op.body;
          api.route({
            method: op.method.toUpperCase() as 'GET',
            url: op.routePath,
            schema,
            handler: async () => ({}),
          });
        }
      },
      { prefix: '/api' },
    );
    await expect(probe.ready()).resolves.toBeDefined();
    await probe.close();
  });
});

describe('web app hosting', () => {
  const dist = mkdtempSync(join(tmpdir(), 'pedalswap-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>PedalSwap</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the build's precompress step writes beside a text asset.
  const bigJs = `export const words = ${JSON.stringify('pedal '.repeat(2000))};`;
  writeFileSync(join(dist, 'assets', 'big-def456.js'), bigJs);
  writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(bigJs));
  writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(bigJs));

  it('serves index.html at / and for client routes; long cache for hashed assets', async () => {
    const web = await t.build({ config: { webDistDir: dist } });
    const html = { accept: 'text/html,application/xhtml+xml' };
    const root = await web.inject({ method: 'GET', url: '/', headers: html });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const deep = await web.inject({
      method: 'GET',
      url: '/profile/settings?tab=devices',
      headers: html,
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.body).toContain('<div id="root">');
    const asset = await web.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // API paths never fall back to the app shell, even from a browser.
    const api = await web.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('not_found');
    // A missing file requested by a script is a 404, not index.html.
    expect(
      (await web.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } }))
        .statusCode,
    ).toBe(404);
    expect((await post(web, '/api/health')).statusCode).toBe(404);
  });

  it('sends the prerendered HTML of the pages the build lists, index.html for the others', async () => {
    const built = mkdtempSync(join(tmpdir(), 'pedalswap-dist-'));
    writeFileSync(join(built, 'index.html'), '<div id="root"></div>');
    mkdirSync(join(built, 'prerendered'));
    writeFileSync(join(built, 'prerendered', 'home.html'), '<div id="root">home</div>');
    writeFileSync(join(built, 'prerendered', 'catalog.html'), '<div id="root">catalog</div>');
    // What apps/web/vite-prerender.ts writes; a listed file that is missing falls back.
    writeFileSync(
      join(built, 'prerendered', 'pages.json'),
      JSON.stringify([
        { match: '^/$', file: 'home.html' },
        { match: '^/catalog$', file: 'catalog.html' },
        { match: '^/login$', file: 'login.html' },
      ]),
    );
    const web = await t.build({ config: { webDistDir: built } });
    const page = async (url: string) =>
      (await web.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
    expect(await page('/')).toBe('<div id="root">home</div>');
    expect(await page('/catalog?type=part&page=2')).toBe('<div id="root">catalog</div>');
    expect(await page('/catalog/other')).toBe('<div id="root"></div>');
    expect(await page('/login')).toBe('<div id="root"></div>');
    expect(await page('/profile')).toBe('<div id="root"></div>');
  });

  it('renders /catalog and item pages with their data when the build kept its render bundle', async () => {
    // The layout of a build: dist/ served, dist-server/ beside it, never served.
    const root = mkdtempSync(join(tmpdir(), 'pedalswap-build-'));
    const built = join(root, 'dist');
    mkdirSync(join(built, 'prerendered'), { recursive: true });
    writeFileSync(join(built, 'index.html'), '<div id="root"></div>');
    const page = (name: string) =>
      `<html><head><title>PedalSwap</title></head><body><div id="root" data-prerendered=""><!--page--><p>${name} skeleton</p><!--/page--></div></body></html>`;
    writeFileSync(join(built, 'prerendered', 'catalog.html'), page('catalog'));
    writeFileSync(join(built, 'prerendered', 'home.html'), page('home'));
    writeFileSync(
      join(built, 'prerendered', 'pages.json'),
      JSON.stringify([
        { match: '^/$', file: 'home.html', withData: false },
        { match: '^/catalog$', file: 'catalog.html', withData: true },
      ]),
    );
    // A stand-in for apps/web/src/prerender.tsx's renderWithData: it calls the API through the
    // fetch it is given (in process) and puts what it got into the page; `?fail` renders nothing.
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(
      join(root, 'dist-server', 'prerender.mjs'),
      `export async function renderWithData(url, fetch) {
        if (url.includes('fail')) return null;
        const health = await (await fetch(new Request('http://x.invalid/api/health'))).json();
        return {
          markup: '<img src="/a-1600.webp" srcSet="/a-320.webp 320w, /a-1600.webp 1600w" sizes="100vw" fetchPriority="high"/><h1>' + url + ' ' + health.status + '</h1>',
          queries: [{ key: ['items'], data: { name: '</script><script>alert(1)</script>' }, updatedAt: 1 }],
        };
      }`,
    );
    const web = await t.build({ config: { webDistDir: built } });
    const get = (url: string) =>
      web.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

    const catalog = await get('/catalog?q=trek');
    expect(catalog.statusCode).toBe(200);
    expect(catalog.headers['content-type']).toContain('text/html');
    expect(catalog.headers['cache-control']).toBe('no-cache');
    expect(catalog.headers['content-security-policy']).toContain("script-src 'self'");
    const html = catalog.body;
    expect(html).toContain('<!--page--><img src="/a-1600.webp"');
    expect(html).toContain('<h1>/catalog?q=trek ok</h1>');
    expect(html).not.toContain('catalog skeleton');
    // The largest photo preloaded at its slot's size, ahead of everything else in <head>.
    expect(html).toContain(
      '<head><link rel="preload" as="image" href="/a-1600.webp" imagesrcset="/a-320.webp 320w, /a-1600.webp 1600w" imagesizes="100vw" fetchpriority="high"><title>',
    );
    // The data as a JSON block that nothing in it can close.
    const block =
      /<script type="application\/json" id="pedalswap-queries">(.*?)<\/script><\/body>/.exec(html);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual([
      { key: ['items'], data: { name: '</script><script>alert(1)</script>' }, updatedAt: 1 },
    ]);
    // Nothing rendered: the build's page, as before; pages without data are files as before.
    expect((await get('/catalog?fail=1')).body).toBe(page('catalog'));
    expect((await get('/')).body).toBe(page('home'));

    // An address past its render budget gets the build's page, at no render cost (issue 25
    // item 10); another address is rendered still.
    for (let i = 2; i < RATE_LIMITS.pageRendersPerMinute; i++)
      expect((await get('/catalog')).body).toContain('<h1>/catalog ok</h1>');
    const over = await get('/catalog');
    expect(over.statusCode).toBe(200);
    expect(over.body).toBe(page('catalog'));
    const elsewhere = await web.inject({
      method: 'GET',
      url: '/catalog',
      headers: { accept: 'text/html' },
      remoteAddress: '192.0.2.7',
    });
    expect(elsewhere.body).toContain('<h1>/catalog ok</h1>');
  });

  it('sends the precompressed copy of an asset the browser accepts, the plain file otherwise', async () => {
    const web = await t.build({ config: { webDistDir: dist } });
    const url = '/assets/big-def456.js';
    const br = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigJs);
    const gz = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await web.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigJs);
  });

  it('compresses API answers over 1 KB with brotli, gzip as the fallback', async () => {
    const web = await t.build({ config: { webDistDir: dist } });
    // The API reference page is a large answer every build serves.
    const url = '/api/docs';
    const br = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<html');
    const gz = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await web.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<html');
    // A JSON answer of the contract takes the same path.
    const health = await web.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    // Under the 1 KB threshold: sent as it is.
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
