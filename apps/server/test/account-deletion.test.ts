// DELETE /users/profile (spec 1 §4 "Account deletion"; openapi.yaml deleteAccount): the member
// is anonymised in one transaction, every session ends at once, and other members' history
// stays intact.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@pedalswap/domain/accounts';
import { bearer, call, createDraftItem, post, useTestApp, type Member } from './helpers.ts';

const t = useTestApp();

const remove = (token?: string) => call(t.app, 'DELETE', '/api/users/profile', { token });
const profile = (token: string) => call(t.app, 'GET', '/api/users/profile', { token });
const adjust = (staff: Member, userId: string, amount: number, reason = 'Welcome bonus') =>
  call(t.app, 'POST', `/api/admin/users/${userId}/adjust-tokens`, {
    token: staff.accessToken,
    payload: { amount, reason },
  });

async function uploadAvatar(m: Member): Promise<string> {
  const png = await sharp({
    create: { width: 32, height: 32, channels: 3, background: '#884400' },
  })
    .png()
    .toBuffer();
  const boundary = 'deletion-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/avatar',
    headers: {
      ...bearer(m.accessToken),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().avatarUrl;
}

describe('DELETE /users/profile', () => {
  it('ends every session at once: access tokens of all devices and refresh tokens', async () => {
    const m = await t.member();
    const phone = await t.login(m.email);
    const res = await remove(m.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PROFILE_MESSAGES.accountDeleted });

    for (const token of [m.accessToken, phone.accessToken]) {
      expect((await profile(token)).statusCode).toBe(401);
    }
    expect((await remove(m.accessToken)).statusCode).toBe(401);
    for (const refreshToken of [m.refreshToken, phone.refreshToken]) {
      expect((await post(t.app, '/api/auth/refresh', { refreshToken })).statusCode).toBe(401);
    }
    // The old credentials no longer sign in.
    const login = await post(t.app, '/api/auth/login', { email: m.email, password: m.password });
    expect(login.statusCode).toBe(401);
  });

  it('anonymises the row, frees the address and removes personal data, in one go', async () => {
    const m = await t.member({ email: 'leaving@example.com', firstName: 'Lena', lastName: 'Hart' });
    await call(t.app, 'PUT', '/api/users/profile', {
      token: m.accessToken,
      payload: { bio: 'Tall bikes only', notificationPreferences: { quietHoursEnabled: true } },
    });
    const avatarUrl = await uploadAvatar(m);
    await call(t.app, 'POST', '/api/users/email/change', {
      token: m.accessToken,
      payload: { newEmail: 'pending@example.com', currentPassword: m.password },
    });
    const staff = await t.member({ role: 'manager' });
    expect((await adjust(staff, m.id, 25)).statusCode).toBe(200); // also notifies the member

    expect((await remove(m.accessToken)).statusCode).toBe(200);

    const row = await t.db.one<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [
      m.id,
    ]);
    expect(row).toMatchObject({
      email: `deleted-${m.id}@deleted.invalid`,
      first_name: 'Deleted',
      last_name: 'member',
      username: null,
      pending_email: null,
      location: null,
      bio: null,
      avatar_url: null,
      avatar_key: null,
      role: 'user',
      email_verified: false,
      account_status: 'deleted',
      notification_preferences: {},
      last_login_at: null,
    });
    expect(row?.deleted_at).toBeInstanceOf(Date);
    expect(String(row?.password_hash)).not.toMatch(/^\$argon2/);
    for (const table of ['device_sessions', 'notifications', 'email_tokens']) {
      const n = await t.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`,
        [m.id],
      );
      expect(n?.n, table).toBe(0);
    }
    // The photo files are gone from storage.
    const file = join(t.app.config.dataDir, 'uploads', avatarUrl.replace(/^\/uploads\//, ''));
    expect(existsSync(file)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);

    // The address is free again: a new member can register with it.
    const again = await post(t.app, '/api/auth/register', {
      email: 'Leaving@example.com',
      password: 'Secret123',
      firstName: 'Lena',
      lastName: 'Again',
      location: 'Salem, OR',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().user.id).not.toBe(m.id);
  });

  it("keeps other members' history: ledger rows stay, shown as Deleted member", async () => {
    const manager = await t.member({ role: 'manager', firstName: 'Marcus', lastName: 'Staff' });
    const owner = await t.member({ role: 'owner' });
    const rider = await t.member({ firstName: 'Riley', lastName: 'Stays' });
    const leaver = await t.member({ firstName: 'Lou', lastName: 'Leaves' });
    expect((await adjust(manager, rider.id, 40)).statusCode).toBe(200);
    expect((await adjust(manager, leaver.id, 15)).statusCode).toBe(200);

    // The manager who made the rider's adjustment leaves: the rider's history keeps the row.
    expect((await remove(manager.accessToken)).statusCode).toBe(200);
    const riderTx = await call(t.app, 'GET', `/api/users/${rider.id}/transactions`, {
      token: rider.accessToken,
    });
    expect(riderTx.statusCode).toBe(200);
    expect(riderTx.json().transactions).toEqual([
      expect.objectContaining({
        userId: rider.id,
        tokenAmount: 40,
        adminId: manager.id,
        adminName: PROFILE_MESSAGES.deletedMemberName,
        balanceBefore: 0,
        balanceAfter: 40,
      }),
    ]);
    const balance = await call(t.app, 'GET', `/api/users/${rider.id}/balance`, {
      token: rider.accessToken,
    });
    expect(balance.json().currentBalance).toBe(40);

    // A member who leaves: staff still read the ledger (as Deleted member); the profile is gone.
    expect((await remove(leaver.accessToken)).statusCode).toBe(200);
    const leaverTx = await call(t.app, 'GET', `/api/users/${leaver.id}/transactions`, {
      token: owner.accessToken,
    });
    expect(leaverTx.statusCode).toBe(200);
    expect(leaverTx.json().transactions).toEqual([
      expect.objectContaining({ tokenAmount: 15, userName: PROFILE_MESSAGES.deletedMemberName }),
    ]);
    const gone = await call(t.app, 'GET', `/api/users/${leaver.id}`, { token: owner.accessToken });
    expect(gone.statusCode).toBe(404);
    // Staff cannot move tokens of a deleted account.
    expect((await adjust(owner, leaver.id, 5)).statusCode).toBe(404);
    // The audit trail of the adjustments is untouched.
    const audit = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(audit?.n).toBe(2);
  });

  it('409 for the last remaining owner; allowed once another owner exists', async () => {
    const owner = await t.member({ role: 'owner' });
    const res = await remove(owner.accessToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: PROFILE_MESSAGES.lastOwner });
    expect((await profile(owner.accessToken)).statusCode).toBe(200); // nothing happened

    await t.createUser({ role: 'owner' });
    expect((await remove(owner.accessToken)).statusCode).toBe(200);
  });

  it("only the caller's account is deleted", async () => {
    const a = await t.member();
    const b = await t.member();
    expect((await remove(a.accessToken)).statusCode).toBe(200);
    expect((await profile(b.accessToken)).statusCode).toBe(200);
    expect((await profile(b.accessToken)).json().user.email).toBe(b.email);
  });

  it('401 without a valid token', async () => {
    expect((await remove()).statusCode).toBe(401);
    expect((await remove('garbage')).statusCode).toBe(401);
  });
});

describe("DELETE /users/profile: the member's listings (issue 10 #12)", () => {
  const setStatus = (id: string, status: string) =>
    t.db.query('UPDATE items SET status = $2 WHERE id = $1', [id, status]);
  const catalogIds = async (type: string) =>
    (await call(t.app, 'GET', `/api/items/${type}`))
      .json<{ items: { id: string }[] }>()
      .items.map((i) => i.id);

  it('takes published listings out of the catalog and withdraws those waiting for review', async () => {
    const leaving = await t.member();
    const staying = await t.member();
    const bike = await createDraftItem(t.app, leaving, 'bike');
    const gear = await createDraftItem(t.app, leaving, 'gear');
    const queued = await createDraftItem(t.app, leaving, 'part');
    const other = await createDraftItem(t.app, staying, 'bike');
    await setStatus(bike.id, 'published');
    await setStatus(gear.id, 'published');
    await setStatus(queued.id, 'pending_review');
    await setStatus(other.id, 'published');
    expect(await catalogIds('bike')).toEqual(expect.arrayContaining([bike.id, other.id]));

    expect((await remove(leaving.accessToken)).statusCode).toBe(200);

    expect(await catalogIds('bike')).not.toContain(bike.id);
    expect(await catalogIds('gear')).not.toContain(gear.id);
    expect(await catalogIds('bike')).toContain(other.id);
    const rows = await t.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM items WHERE id = ANY($1::uuid[]) ORDER BY id',
      [[bike.id, gear.id, queued.id, other.id]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [bike.id]: 'draft',
      [gear.id]: 'draft',
      [queued.id]: 'draft',
      [other.id]: 'published',
    });
    // Not in the moderation queue either.
    const staff = await t.member({ role: 'manager' });
    const queue = await call(t.app, 'GET', '/api/admin/items?status=pending_review', {
      token: staff.accessToken,
    });
    expect(queue.statusCode).toBe(200);
    expect(JSON.stringify(queue.json())).not.toContain(queued.id);
  });
});
