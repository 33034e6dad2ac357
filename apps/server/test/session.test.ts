import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pedalswap/domain';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/auth/service.ts';
import { TEST_JWT_SECRET, bearer, post, useTestApp } from './helpers.ts';

const t = useTestApp();
const profile = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/users/profile',
    headers: token === undefined ? {} : bearer(token),
  });
const refresh = (refreshToken: string) => post(t.app, '/api/auth/refresh', { refreshToken });

describe('GET /api/users/profile', () => {
  it('401 without a token, with a malformed one, and with one signed by someone else', async () => {
    for (const res of [
      await profile(),
      await profile('garbage'),
      await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: 'Basic abc' },
      }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('error');
    }
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSIsImV4cCI6OTk5OTk5OTk5OX0.3dZ2m2J1l6l2J8bW1o8o4f1c2QG0bN1vJ0mYl1oVh1c';
    expect((await profile(forged)).statusCode).toBe(401);
  });

  it('401 for a token signed with our key but without an expiry (it would never end)', async () => {
    const m = await t.member();
    const real = decodeJwt(m.accessToken);
    const forever = await new SignJWT({ sid: real.sid, role: real.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(m.id)
      .setIssuer(real.iss!)
      .setAudience(real.aud!)
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await profile(forever);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_token');
  });

  it('returns the member with preference defaults merged over stored values', async () => {
    const u = await t.createUser();
    await t.db.query(
      `UPDATE users SET notification_preferences = '{"quietHoursEnabled": true, "bogus": 1}' WHERE id = $1`,
      [u.id],
    );
    const res = await profile((await t.login(u.email)).accessToken);
    expect(res.statusCode).toBe(200);
    const prefs = res.json().user.notificationPreferences;
    expect(prefs).toMatchObject({
      quietHoursEnabled: true,
      quietHoursStart: '22:00',
      offerExpiredEmailEnabled: false,
    });
    expect(prefs).not.toHaveProperty('bogus');
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: new tokens work, the old refresh token does not', async () => {
    const u = await t.createUser();
    const first = await t.login(u.email);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(Object.keys(second).sort()).toEqual(['accessToken', 'expiresAt', 'refreshToken']);
    expect((await profile(second.accessToken)).statusCode).toBe(200);
    const third = await refresh(second.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  const pastGrace = () =>
    t.db.query(`UPDATE device_sessions SET rotated_at = now() - make_interval(secs => $1)`, [
      REFRESH_REUSE_GRACE_SECONDS + 1,
    ]);

  it('reuse of a rotated token revokes the session: new refresh and access tokens stop at once', async () => {
    const u = await t.createUser();
    const first = await t.login(u.email);
    const second = (await refresh(first.refreshToken)).json();
    expect((await profile(second.accessToken)).statusCode).toBe(200);
    await pastGrace();

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: 'invalid_refresh_token',
      message: MESSAGES.invalidRefreshToken,
    });

    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await profile(second.accessToken)).statusCode).toBe(401);
    const row = await t.db.one<{ revoked_reason: string }>(
      'SELECT revoked_reason FROM device_sessions',
    );
    expect(row?.revoked_reason).toBe('refresh_token_reuse');
  });

  it('other device sessions of the member are untouched by a reuse', async () => {
    const u = await t.createUser();
    const phone = await t.login(u.email);
    const laptop = await t.login(u.email);
    await refresh(phone.refreshToken);
    await pastGrace();
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await profile(laptop.accessToken)).statusCode).toBe(200);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('a refresh answer lost to a reload: the replaced token gets the same answer again within the grace window', async () => {
    const u = await t.createUser();
    const first = await t.login(u.email);
    const lost = (await refresh(first.refreshToken)).json();
    // The browser never stored `lost` and presents the old token again.
    const retried = await refresh(first.refreshToken);
    expect(retried.statusCode).toBe(200);
    const kept = retried.json();
    // The same successor: whichever of the two answers the browser ends up keeping is current.
    expect(kept.refreshToken).toBe(lost.refreshToken);
    expect((await profile(kept.accessToken)).statusCode).toBe(200);
    expect((await refresh(kept.refreshToken)).statusCode).toBe(200);
    const row = await t.db.one<{ revoked_at: string | null }>(
      'SELECT revoked_at FROM device_sessions',
    );
    expect(row?.revoked_at).toBeNull();
  });

  it('two refreshes racing with one token (a reload mid-refresh): both answers stay usable, in either order', async () => {
    const u = await t.createUser();
    const first = await t.login(u.email);
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refreshToken).toBe(b.json().refreshToken);
    // The page that kept the later answer refreshes on; so would the one that kept the earlier.
    const next = await refresh(b.json().refreshToken);
    expect(next.statusCode).toBe(200);
    // A second tab still holding the shared answer catches up within the window.
    expect((await refresh(a.json().refreshToken)).json().refreshToken).toBe(
      next.json().refreshToken,
    );
    // A token two rotations old is refused without ending the session.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(next.json().refreshToken)).statusCode).toBe(200);
  });

  it('a session idle for more than 7 days has expired (refresh and access token)', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email);
    await t.db.query(
      `UPDATE device_sessions SET last_used_at = now() - interval '7 days 1 minute'`,
    );
    expect((await profile(s.accessToken)).statusCode).toBe(401);
    const res = await refresh(s.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.invalidRefreshToken);
  });

  it('activity keeps a session alive: the access-token check records use', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email);
    await t.db.query(`UPDATE device_sessions SET last_used_at = now() - interval '6 days'`);
    expect((await profile(s.accessToken)).statusCode).toBe(200);
    const row = await t.db.one<{ idle: boolean }>(
      `SELECT last_used_at > now() - interval '1 minute' AS idle FROM device_sessions`,
    );
    expect(row?.idle).toBe(true);
  });

  it('401 for unknown tokens and 400 for an empty one', async () => {
    expect((await refresh('unknown-token')).statusCode).toBe(401);
    const empty = await refresh('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([
      { path: 'refreshToken', msg: 'Refresh token is required' },
    ]);
  });

  it('a suspended member cannot refresh, and their access token stops working', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email);
    await t.db.query(`UPDATE users SET account_status = 'suspended' WHERE id = $1`, [u.id]);
    const res = await profile(s.accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.accountSuspended);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: the access token is refused at once, refresh fails', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email);
    const res = await post(t.app, '/api/auth/logout', { refreshToken: s.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('message');
    expect((await profile(s.accessToken)).statusCode).toBe(401);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    const row = await t.db.one<{ revoked_reason: string }>(
      'SELECT revoked_reason FROM device_sessions',
    );
    expect(row?.revoked_reason).toBe('logout');
  });

  it('always answers 200, even for an unknown token', async () => {
    const res = await post(t.app, '/api/auth/logout', { refreshToken: 'never-issued' });
    expect(res.statusCode).toBe(200);
  });
});
