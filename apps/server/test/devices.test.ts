// Device sessions (spec 1 §3 Device session, §5 "Revoke all devices"; openapi.yaml devices):
// a revoked session's access token is refused at once, not at token expiry.
import { describe, expect, it } from 'vitest';
import { call, post, UNKNOWN_ID, useTestApp, type Member } from './helpers.ts';

const t = useTestApp();

const list = (token?: string) => call(t.app, 'GET', '/api/devices', { token });
const revoke = (token: string | undefined, id: string) =>
  call(t.app, 'DELETE', `/api/devices/${id}`, { token });
const revokeOthers = (token?: string) =>
  call(t.app, 'POST', '/api/devices/revoke-others', { token });
const revokeAll = (token?: string) => call(t.app, 'POST', '/api/devices/revoke-all', { token });
const profileStatus = async (token: string) =>
  (await call(t.app, 'GET', '/api/users/profile', { token })).statusCode;
const refreshStatus = async (refreshToken: string) =>
  (await post(t.app, '/api/auth/refresh', { refreshToken })).statusCode;

/** Signs the member in again from another device. */
async function device(m: Member, userAgent: string) {
  const res = await post(
    t.app,
    '/api/auth/login',
    { email: m.email, password: m.password },
    { 'user-agent': userAgent },
  );
  expect(res.statusCode).toBe(200);
  return res.json<{ accessToken: string; refreshToken: string }>();
}

async function deviceIds(token: string): Promise<string[]> {
  const res = await list(token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().devices.map((d: { id: string }) => d.id);
}

describe('GET /devices', () => {
  it("lists the member's live sessions, the caller's flagged isCurrent", async () => {
    const m = await t.member();
    const phone = await device(m, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const laptop = await device(m, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0');
    await t.member(); // someone else's session is never listed

    const res = await list(laptop.accessToken);
    expect(res.statusCode).toBe(200);
    const devices = res.json().devices as {
      id: string;
      userAgent: string | null;
      ipAddress: string | null;
      createdAt: string;
      lastUsedAt: string;
      expiresAt: string;
      isCurrent: boolean;
    }[];
    expect(devices).toHaveLength(3);
    expect(devices.filter((d) => d.isCurrent)).toHaveLength(1);
    const current = devices.find((d) => d.isCurrent)!;
    expect(current.userAgent).toContain('Firefox');
    expect(current.ipAddress).toBe('127.0.0.1');
    // Seven days after last use (spec 1 §9).
    const ttl = Date.parse(current.expiresAt) - Date.parse(current.lastUsedAt);
    expect(Math.abs(ttl - 7 * 24 * 3_600_000)).toBeLessThan(60_000);
    // The same list seen from the phone flags the phone.
    const fromPhone = (await list(phone.accessToken)).json().devices;
    const phoneCurrent = fromPhone.find((d: { isCurrent: boolean }) => d.isCurrent);
    expect(phoneCurrent.userAgent).toContain('iPhone');
    expect(phoneCurrent.id).not.toBe(current.id);
  });

  it('leaves out revoked, expired and idle sessions', async () => {
    const m = await t.member();
    const a = await device(m, 'A');
    const b = await device(m, 'B');
    const c = await device(m, 'C');
    await post(t.app, '/api/auth/logout', { refreshToken: a.refreshToken });
    await t.db.query(
      `UPDATE device_sessions SET last_used_at = now() - interval '8 days' WHERE user_agent = 'B'`,
    );
    await t.db.query(
      `UPDATE device_sessions SET expires_at = now() - interval '1 minute' WHERE user_agent = 'C'`,
    );
    expect(await profileStatus(b.accessToken)).toBe(401);
    expect(await profileStatus(c.accessToken)).toBe(401);
    const devices = (await list(m.accessToken)).json().devices;
    expect(devices).toHaveLength(1);
    expect(devices[0].isCurrent).toBe(true);
  });

  it('401 without a valid token', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list('garbage')).statusCode).toBe(401);
  });
});

describe('DELETE /devices/{id}', () => {
  it('ends that session at once: its access token and refresh token stop working', async () => {
    const m = await t.member();
    const other = await device(m, 'Other device');
    const ids = await deviceIds(m.accessToken);
    const otherId = (await list(other.accessToken))
      .json()
      .devices.find((d: { isCurrent: boolean }) => d.isCurrent).id;
    expect(ids).toContain(otherId);

    const res = await revoke(m.accessToken, otherId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Device revoked successfully' });
    // Immediately, well before the 15-minute access token would expire.
    expect(await profileStatus(other.accessToken)).toBe(401);
    expect(await refreshStatus(other.refreshToken)).toBe(401);
    expect(await profileStatus(m.accessToken)).toBe(200);
    expect(await deviceIds(m.accessToken)).toEqual(ids.filter((id) => id !== otherId));
    // Once ended, it is not found any more.
    expect((await revoke(m.accessToken, otherId)).statusCode).toBe(404);
  });

  it("404 for another member's session id, which keeps working", async () => {
    const a = await t.member();
    const b = await t.member();
    const [bId] = await deviceIds(b.accessToken);
    const res = await revoke(a.accessToken, bId!);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Device session not found' });
    expect(await profileStatus(b.accessToken)).toBe(200);
    expect(await refreshStatus(b.refreshToken)).toBe(200);
  });

  it('404 for an unknown id, 400 for a malformed one', async () => {
    const m = await t.member();
    expect((await revoke(m.accessToken, UNKNOWN_ID)).statusCode).toBe(404);
    const bad = await revoke(m.accessToken, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_failed', details: [{ path: 'id' }] });
  });

  it('revoking the current session signs this device out', async () => {
    const m = await t.member();
    const [id] = await deviceIds(m.accessToken);
    expect((await revoke(m.accessToken, id!)).statusCode).toBe(200);
    expect(await profileStatus(m.accessToken)).toBe(401);
    expect(await refreshStatus(m.refreshToken)).toBe(401);
  });

  it('401 without a valid token', async () => {
    const m = await t.member();
    const [id] = await deviceIds(m.accessToken);
    expect((await revoke(undefined, id!)).statusCode).toBe(401);
    expect((await revoke('garbage', id!)).statusCode).toBe(401);
    expect((await revoke(undefined, 'not-a-uuid')).statusCode).toBe(401);
    expect(await profileStatus(m.accessToken)).toBe(200);
  });
});

describe('POST /devices/revoke-others', () => {
  it("ends every other session of the caller and keeps the caller's; others' members untouched", async () => {
    const m = await t.member();
    const phone = await device(m, 'Phone');
    const tablet = await device(m, 'Tablet');
    const stranger = await t.member();

    const res = await revokeOthers(m.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'All other devices revoked successfully',
      revokedCount: 2,
    });
    for (const s of [phone, tablet]) {
      expect(await profileStatus(s.accessToken)).toBe(401);
      expect(await refreshStatus(s.refreshToken)).toBe(401);
    }
    expect(await profileStatus(m.accessToken)).toBe(200);
    expect(await deviceIds(m.accessToken)).toHaveLength(1);
    expect(await profileStatus(stranger.accessToken)).toBe(200);
    // Nothing left to end.
    expect((await revokeOthers(m.accessToken)).json().revokedCount).toBe(0);
  });

  it('401 without a valid token', async () => {
    expect((await revokeOthers()).statusCode).toBe(401);
    expect((await revokeOthers('garbage')).statusCode).toBe(401);
  });
});

describe('POST /devices/revoke-all', () => {
  it('ends every session of the caller, the current one included', async () => {
    const m = await t.member();
    const phone = await device(m, 'Phone');
    const stranger = await t.member();

    const res = await revokeAll(m.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'All devices revoked successfully', revokedCount: 2 });
    for (const s of [m, phone]) {
      expect(await profileStatus(s.accessToken)).toBe(401);
      expect(await refreshStatus(s.refreshToken)).toBe(401);
    }
    expect((await revokeAll(m.accessToken)).statusCode).toBe(401);
    expect(await profileStatus(stranger.accessToken)).toBe(200);
    // Signing in again starts a fresh session.
    const again = await device(m, 'Phone');
    expect(await deviceIds(again.accessToken)).toHaveLength(1);
  });

  it('401 without a valid token', async () => {
    expect((await revokeAll()).statusCode).toBe(401);
    expect((await revokeAll('garbage')).statusCode).toBe(401);
  });
});
