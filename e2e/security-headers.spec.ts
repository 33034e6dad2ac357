// The built app behind its security headers (issue 10 item 21): the page, its hashed assets and
// the API answer with the content security policy and the other headers, and the app still
// starts, renders and signs in under that policy: no script or style of ours is blocked.
import { expect, test } from '@playwright/test';
import { createMember, signIn } from './accounts.ts';

function expectHardened(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Plain http here: HSTS would pin the browser to https on a host that has none.
  expect(headers['strict-transport-security']).toBeUndefined();
}

test('the page, its scripts and the API carry the security headers', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  const document = await page.goto('/');
  expect(document?.status()).toBe(200);
  expectHardened(document!.headers());
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(scripts.length).toBeGreaterThan(0);
  expectHardened((await request.get(new URL(scripts[0]!).pathname)).headers());
  expectHardened((await request.get('/api/health')).headers());

  // A signed-in page under the policy too.
  const member = await createMember(request);
  await signIn(page, member.email, member.password);
  expect(violations).toEqual([]);
});

test('the built app is compressed and serves no source maps (issue 10 item 21)', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(scripts.length).toBeGreaterThan(0);
  const script = scripts[0]!;
  // Brotli where the browser takes it, gzip otherwise: for the hashed assets, the page and the API.
  for (const [encoding, expected] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    for (const path of [script, '/', '/api/docs/openapi.yaml']) {
      const res = await request.get(path, { headers: { 'accept-encoding': encoding } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-encoding'], `${path} with ${encoding}`).toBe(expected);
    }
  }
  expect((await request.get(script)).headers()['cache-control']).toContain('immutable');
  // No source map is published beside the bundle.
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});
