import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pedalswap/domain';
import { requireRole, requireVerifiedEmail } from '../src/plugins/caller.ts';
import { bearer, post, useTestApp } from './helpers.ts';

// Test-only routes (never in production): the guards behind the real auth hook.
const t = useTestApp({
  configure(app) {
    app.get(
      '/test/verified-only',
      { preHandler: [app.auth.authenticate, requireVerifiedEmail] },
      async () => ({ ok: true }),
    );
    app.get(
      '/test/staff-only',
      { preHandler: [app.auth.authenticate, requireRole('owner', 'manager')] },
      async () => ({ ok: true }),
    );
  },
});

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  post(t.app, '/api/auth/login', { email, password }, headers);

describe('POST /api/auth/login', () => {
  it('signs in and returns tokens, expiry and the user; records the device session', async () => {
    const u = await t.createUser({ email: 'kim@example.com' });
    const res = await login('KIM@example.com', u.password, { 'user-agent': 'Vitest Browser/1.0' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = new Date(body.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    expect(body.user).toMatchObject({ id: u.id, email: 'kim@example.com', emailVerified: true });
    expect(body.user.lastLoginAt).not.toBeNull();
    const sessions = await t.db.query<{
      user_agent: string;
      ip_address: string;
      refresh_token_hash: string;
    }>('SELECT * FROM device_sessions');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      user_agent: 'Vitest Browser/1.0',
      ip_address: '127.0.0.1',
    });
    expect(sessions[0]!.refresh_token_hash).not.toBe(body.refreshToken);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(body.accessToken),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.id).toBe(u.id);
  });

  it('401 with the spec message for a wrong password and for an unknown address', async () => {
    const u = await t.createUser();
    const wrong = await login(u.email, 'Wrong1234');
    const unknown = await login('nobody@example.com', 'Wrong1234');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'invalid_credentials',
        message: MESSAGES.invalidCredentials,
      });
    }
  });

  it('locks the account for 15 minutes after 5 consecutive failures (423 with lockedUntil)', async () => {
    const u = await t.createUser();
    for (let i = 1; i <= 4; i++) expect((await login(u.email, 'Wrong1234')).statusCode).toBe(401);
    const fifth = await login(u.email, 'Wrong1234');
    expect(fifth.statusCode).toBe(423);
    const body = fifth.json();
    expect(body).toMatchObject({ error: 'account_locked', message: MESSAGES.accountLocked });
    const minutes = (new Date(body.lockedUntil).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    // Even the right password is refused while locked.
    expect((await login(u.email, u.password)).statusCode).toBe(423);
    // Once the lock has run out, the right password works and the count starts again.
    await t.db.query(`UPDATE login_throttle SET locked_until = now() - interval '1 second'`);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    const rows = await t.db.query('SELECT * FROM login_throttle');
    expect(rows).toEqual([]);
  });

  it('the lock holds for the origin that failed; the owner elsewhere still gets in (ASVS 6.3.1)', async () => {
    const u = await t.createUser();
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: u.email, password },
      });
    for (let i = 0; i < 5; i++) await from('203.0.113.7', 'Wrong1234');
    expect((await from('203.0.113.7', u.password)).statusCode).toBe(423);
    expect((await from('198.51.100.9', u.password)).statusCode).toBe(200);
    // The account itself is not marked: its owner sees no lock in their profile.
    const row = await t.db.one<{ locked_until: Date | null }>(
      'SELECT locked_until FROM users WHERE id = $1',
      [u.id],
    );
    expect(row?.locked_until).toBeNull();
  });

  it('an unknown address answers exactly like a known one: 401 four times, then 423', async () => {
    const u = await t.createUser();
    const answers = async (email: string) => {
      const out = [];
      for (let i = 0; i < 6; i++) {
        const res = await login(email, 'Wrong1234');
        out.push([res.statusCode, Object.keys(res.json()).sort().join(',')]);
      }
      return out;
    };
    const known = await answers(u.email);
    const unknown = await answers('nobody-here@example.com');
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual([423, 'error,lockedUntil,message']);
  });

  it('a password reset lifts the lock from every origin', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 5; i++) await login(u.email, 'Wrong1234');
    await post(t.app, '/api/auth/forgot-password', { email: u.email });
    const token = new URL(t.mail.lastLink(u.email)!).searchParams.get('token')!;
    const reset = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'Fresh1234',
      confirmPassword: 'Fresh1234',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(u.email, 'Fresh1234')).statusCode).toBe(200);
  });

  it('a success in between resets the failure count', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 4; i++) await login(u.email, 'Wrong1234');
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(u.email, 'Wrong1234')).statusCode).toBe(401);
  });

  it('403 for a suspended account (only with the right password)', async () => {
    const u = await t.createUser({ status: 'suspended' });
    expect((await login(u.email, 'Wrong1234')).statusCode).toBe(401);
    const res = await login(u.email, u.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'account_suspended', message: MESSAGES.accountSuspended });
  });

  it('400 with details for an invalid address or a missing password', async () => {
    const res = await post(t.app, '/api/auth/login', { email: 'nope', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'email', msg: MESSAGES.invalidEmail },
      { path: 'password', msg: 'Password is required' },
    ]);
  });
});

describe('guards', () => {
  it('an unverified member can sign in but requireVerifiedEmail refuses with 403', async () => {
    const u = await t.createUser({ verified: false });
    const { accessToken, user } = await t.login(u.email);
    expect(user).toMatchObject({ emailVerified: false, accountStatus: 'pending_verification' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/test/verified-only',
      headers: bearer(accessToken),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'email_not_verified',
      message: MESSAGES.verificationRequired,
    });
    expect(res.json().message).toContain('verif');

    const verified = await t.createUser({ verified: true });
    const ok = await t.app.inject({
      method: 'GET',
      url: '/test/verified-only',
      headers: bearer((await t.login(verified.email)).accessToken),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('requireRole lets staff through and refuses members', async () => {
    const member = await t.createUser();
    const manager = await t.createUser({ role: 'manager' });
    const denied = await t.app.inject({
      method: 'GET',
      url: '/test/staff-only',
      headers: bearer((await t.login(member.email)).accessToken),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: 'forbidden', message: MESSAGES.accessDeniedRole });
    const ok = await t.app.inject({
      method: 'GET',
      url: '/test/staff-only',
      headers: bearer((await t.login(manager.email)).accessToken),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 with the spec message past the per-minute limit', async () => {
    const limited = await t.build({ config: { authRateLimitPerMinute: 3 } });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await post(limited, '/api/auth/resend-verification', { email: 'x@example.com' }))
          .statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await post(limited, '/api/auth/resend-verification', { email: 'x@example.com' });
    expect(res.json()).toEqual({ error: 'rate_limited', message: MESSAGES.tooManyRequests });
    // Refresh is not limited: a client with several tabs refreshes often.
    expect((await post(limited, '/api/auth/refresh', { refreshToken: 'x' })).statusCode).toBe(401);
  });

  it('sign-in is limited per address of the caller: 429, then other callers still get in', async () => {
    const limited = await t.build({ config: { authRateLimitPerMinute: 2 } });
    const u = await t.createUser();
    const from = (remoteAddress: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: u.email, password: u.password },
      });
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    const third = await from('203.0.113.7');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: 'rate_limited', message: MESSAGES.tooManyRequests });
    expect(third.headers['retry-after']).toBeDefined();
    expect((await from('198.51.100.9')).statusCode).toBe(200);
  });

  it('behind a trusted proxy, rotating X-Forwarded-For values dodge neither the lockout nor the limit (issue 25 item 3)', async () => {
    // The documented setting: the proxy's address. The proxy appends the address it saw to
    // whatever X-Forwarded-For the client sent, so the client's own values come first.
    const proxied = await t.build({
      config: { trustProxy: ['10.0.0.0/8'], authRateLimitPerMinute: 20 },
    });
    const u = await t.createUser();
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.7` },
        payload: { email: u.email, password: 'Wrong1234' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(codes[4]).toBe(423);
    expect(codes.filter((c) => c === 401)).toHaveLength(4);
    expect(codes.slice(20)).toEqual(Array(40).fill(429));
    // The origin recorded is the client's, as the proxy saw it.
    const origins = await t.db.query<{ origin: string }>(
      'SELECT DISTINCT origin FROM login_throttle',
    );
    expect(origins.map((o) => o.origin)).toEqual(['203.0.113.7']);
  });

  it('no cache keeps the tokens: the sign-in and refresh answers say no-store', async () => {
    const u = await t.createUser();
    const signedIn = await login(u.email, u.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refreshed = await post(t.app, '/api/auth/refresh', {
      refreshToken: signedIn.json<{ refreshToken: string }>().refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });

  it('the lockout answer carries lockedUntil on every attempt while it lasts', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 5; i++) await login(u.email, 'Wrong1234');
    const locked = await login(u.email, 'Wrong1234');
    expect(locked.statusCode).toBe(423);
    const until = Date.parse(locked.json().lockedUntil);
    expect(until).toBeGreaterThan(Date.now());
    // The lock does not grow with attempts made while locked.
    const later = await login(u.email, u.password);
    expect(Date.parse(later.json().lockedUntil)).toBe(until);
  });
});
