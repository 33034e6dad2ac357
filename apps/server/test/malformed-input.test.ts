// Malformed input is refused cleanly at the edge (issue 10 items 16, 17, 24): text PostgreSQL
// cannot store, bodies stuffed with unknown keys, over-long addresses and headers, and the HTTP
// framework's own errors all answer the contract's error body, never a 500.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS, REQUEST_MESSAGES } from '@pedalswap/domain';
import { call, post, useTestApp } from './helpers.ts';

const t = useTestApp();

const registration = {
  email: 'nul@example.com',
  password: 'Secret123',
  firstName: 'Riley',
  lastName: 'Lane',
  location: 'Portland, OR',
};

/** A JSON body written by hand, so that it can carry an unpaired surrogate escape. */
const rawJson = (app: typeof t.app, url: string, json: string, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: json,
  });

describe('text PostgreSQL cannot store', () => {
  it('a NUL character in a body string is a 400 naming the field', async () => {
    const res = await post(t.app, '/api/auth/register', {
      ...registration,
      firstName: 'Ri\u0000ley',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_failed',
      details: [{ path: 'firstName', msg: REQUEST_MESSAGES.badText('First name') }],
    });
  });

  it('an unpaired surrogate in a body string is a 400 naming the field', async () => {
    const json = JSON.stringify(registration).replace('"Portland, OR"', '"Portland \\ud800"');
    const res = await rawJson(t.app, '/api/auth/register', json);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'location', msg: REQUEST_MESSAGES.badText('Location') },
    ]);
  });

  it('a NUL in a property name, deep in the body, is refused too', async () => {
    const member = await t.member();
    const res = await call(t.app, 'PUT', '/api/users/profile', {
      token: member.accessToken,
      payload: { notificationPreferences: { 'quiet\u0000': true } },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('validation_failed');
  });

  it('a NUL in a query string is a 400, not a 500', async () => {
    const res = await call(t.app, 'GET', '/api/items/bike?location=Port%00land');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'location', msg: REQUEST_MESSAGES.badText('Location') },
    ]);
  });

  it('a NUL in a path parameter is a 400, not a 500', async () => {
    const res = await call(t.app, 'GET', '/api/items/bike/ab%00cd');
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('bodies stuffed with unknown properties', () => {
  it('60,000 unknown keys answer one short detail', async () => {
    const body: Record<string, string> = { refreshToken: 'x'.repeat(43) };
    for (let i = 0; i < 60_000; i++) body[`k${i}`] = 'v';
    const res = await post(t.app, '/api/auth/refresh', body);
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(1000);
    expect(res.json().details).toEqual([{ path: 'k0', msg: 'K0 is not allowed' }]);
  });

  it('never reports more than a handful of details', async () => {
    const member = await t.member();
    const payload: Record<string, unknown> = {};
    // 40 fields of the wrong type: each is a separate problem.
    for (let i = 0; i < 40; i++) payload[`field${i}`] = i;
    const res = await call(t.app, 'POST', '/api/items/bike', {
      token: member.accessToken,
      payload: { ...payload },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.length).toBeLessThanOrEqual(REQUEST_LIMITS.maxErrorDetails);
  });
});

describe('refresh, logout and verify-email are rate limited', () => {
  it('per origin, like sign-in', async () => {
    const app = await t.build({ config: { authRateLimitPerMinute: 2 } });
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await post(app, url, { refreshToken: 'unknown-token' })).statusCode);
      expect(statuses.at(-1), url).toBe(429);
    }
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post(app, '/api/auth/verify-email', { token: 'nope' })).statusCode);
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe("the framework's own errors wear the contract's error body", () => {
  it('a malformed percent-encoding in the path', async () => {
    const res = await call(t.app, 'GET', '/api/items/bike/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
  });

  it('an address over the limit is a 414', async () => {
    const res = await call(t.app, 'GET', `/api/items/bike?location=${'a'.repeat(9000)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'uri_too_long', message: REQUEST_MESSAGES.uriTooLong });
  });

  it('headers over the limit are a 431 with a JSON body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'a'.repeat(20_000) } },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'headers_too_large',
      message: REQUEST_MESSAGES.headersTooLarge,
    });
  });
});
