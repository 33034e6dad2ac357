// Security headers (issue 10 item 21) on API answers, errors and the API reference; the built
// web app's pages are checked end to end in e2e/security-headers.spec.ts.
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from './helpers.ts';

const t = useTestApp();

function expectHardened(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['permissions-policy'])).toContain('camera=()');
}

describe('security headers', () => {
  it('on an API answer and an error answer', async () => {
    for (const url of ['/api/health', '/api/no-such-call']) {
      const res = await call(t.app, 'GET', url);
      expectHardened(res.headers);
    }
  });

  it('the API reference keeps its stricter policy: no script at all, no framing', async () => {
    const res = await call(t.app, 'GET', '/api/docs');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('validation errors carry them too', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', { payload: { email: 1 } });
    expect(res.statusCode).toBe(400);
    expectHardened(res.headers);
  });

  it('HSTS only over TLS: never on plain http, always behind a trusted TLS proxy', async () => {
    const plain = await call(t.app, 'GET', '/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await t.build({ config: { trustProxy: ['127.0.0.1'] } });
    const tls = await call(proxied, 'GET', '/api/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    // An untrusted client cannot switch it on by claiming TLS.
    const spoofed = await call(t.app, 'GET', '/api/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
