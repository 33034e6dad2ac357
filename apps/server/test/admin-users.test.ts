// The staff panel's member management (spec 3 §2.6, §4 User account; openapi.yaml
// listAdminUsers, setUserStatus, setUserRole, adminResendVerification, adminResetPassword,
// getAdminDashboard): the rules the contract decided, 409 on a member who changed meanwhile,
// and a suspension that signs the member out at once, streams included.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES, STAFF_USER_MESSAGES as M } from '@pedalswap/domain';
import { bearer, call, UNKNOWN_ID, useTestApp, type Member } from './helpers.ts';

const t = useTestApp();

const setStatus = (staff: Member, id: string, payload: unknown) =>
  call(t.app, 'PUT', `/api/admin/users/${id}/status`, { token: staff.accessToken, payload });
const setRole = (staff: Member, id: string, role: string) =>
  call(t.app, 'PUT', `/api/admin/users/${id}/role`, {
    token: staff.accessToken,
    payload: { role },
  });
const users = (staff: Member, query = '') =>
  call(t.app, 'GET', `/api/admin/users${query}`, { token: staff.accessToken });
const auditActions = async (targetId: string) =>
  (
    await t.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target_id = $1 ORDER BY created_at',
      [targetId],
    )
  ).map((r) => r.action);
const stored = (id: string) =>
  t.db.one<{ account_status: string; role: string }>(
    'SELECT account_status, role FROM users WHERE id = $1',
    [id],
  );

async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

describe('listAdminUsers', () => {
  it('pages newest first by 20, filters by role and status, searches name and e-mail prefixes', async () => {
    const owner = await t.member({ role: 'owner', firstName: 'Olive', lastName: 'Owner' });
    await t.createUser({ firstName: 'Jane', lastName: 'Doe', email: 'jdoe@example.com' });
    await t.createUser({ firstName: 'Janet', lastName: 'Smith', email: 'smith_j@example.org' });
    await t.createUser({ firstName: 'Bob', lastName: 'Jansen', status: 'suspended' });
    await t.createUser({ role: 'manager', firstName: 'Mia', lastName: 'Lead' });
    for (let i = 0; i < 20; i += 1) await t.createUser({ firstName: 'Filler', lastName: 'Rider' });

    const first = await users(owner);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.users).toHaveLength(20);
    expect(page.pagination).toMatchObject({ page: 1, limit: 20, total: 25, totalPages: 2 });
    const times = page.users.map((u: { createdAt: string }) => u.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await users(owner, '?page=2')).json().users).toHaveLength(5);

    const names = async (query: string) =>
      (await users(owner, query))
        .json()
        .users.map((u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`)
        .sort();
    expect(await names('?search=jan')).toEqual(['Bob Jansen', 'Jane Doe', 'Janet Smith']);
    expect(await names('?search=JANE%20D')).toEqual(['Jane Doe']);
    expect(await names('?search=jdoe%40')).toEqual(['Jane Doe']);
    expect(await names('?search=smith_')).toEqual(['Janet Smith']);
    // LIKE's wildcards are taken literally.
    expect(await names('?search=%25')).toEqual([]);
    expect(await names('?search=_')).toEqual([]);
    expect(await names('?status=suspended')).toEqual(['Bob Jansen']);
    expect(await names('?role=manager')).toEqual(['Mia Lead']);
    expect(await names('?role=user&search=jan&status=active')).toEqual(['Jane Doe', 'Janet Smith']);
  });
});

describe('setUserStatus', () => {
  it('suspends an active member: every session ends at once, open streams close, refresh fails', async () => {
    const manager = await t.member({ role: 'manager' });
    const member = await t.member();
    const second = await t.login(member.email);
    const base = await listen(t.app);
    const stream = await fetch(`${base}/api/items/events`, { headers: bearer(member.accessToken) });
    expect(stream.status).toBe(200);
    const ended = (async () => {
      const reader = stream.body!.getReader();
      for (;;) if ((await reader.read()).done) return 'ended';
    })();

    const res = await setStatus(manager, member.id, { status: 'suspended', reason: ' spam ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.suspended,
      user: { id: member.id, accountStatus: 'suspended' },
    });
    await expect(
      // Well within the hub's 5 s session check: the suspension's event makes it check at once.
      Promise.race([ended, new Promise((r) => setTimeout(() => r('still open'), 1500))]),
    ).resolves.toBe('ended');
    for (const token of [member.accessToken, second.accessToken]) {
      const me = await call(t.app, 'GET', '/api/users/profile', { token });
      expect(me.statusCode).toBe(401);
    }
    const refresh = await call(t.app, 'POST', '/api/auth/refresh', {
      payload: { refreshToken: member.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await call(t.app, 'POST', '/api/auth/login', {
      payload: { email: member.email, password: member.password },
    });
    expect(login.json()).toMatchObject({ message: MESSAGES.accountSuspended });
    const entry = await t.db.one<{ actor_id: string; details: Record<string, unknown> }>(
      `SELECT actor_id, details FROM audit_log WHERE action = 'user_suspended' AND target_id = $1`,
      [member.id],
    );
    expect(entry).toEqual({
      actor_id: manager.id,
      details: { newStatus: 'suspended', previousStatus: 'active', comment: 'spam' },
    });
  });

  it('answers 409 and changes nothing for a member who is no longer active', async () => {
    const owner = await t.member({ role: 'owner' });
    const member = await t.createUser();
    expect((await setStatus(owner, member.id, { status: 'suspended' })).statusCode).toBe(200);
    const again = await setStatus(owner, member.id, { status: 'suspended' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'invalid_transition', message: M.onlyActiveSuspended });
    const pending = await t.createUser({ verified: false });
    expect((await setStatus(owner, pending.id, { status: 'suspended' })).statusCode).toBe(409);
    expect(await auditActions(member.id)).toEqual(['user_suspended']);
    expect(await auditActions(pending.id)).toEqual([]);
  });

  it('lets only an owner reinstate a suspended member, and only a suspended one', async () => {
    const owner = await t.member({ role: 'owner' });
    const manager = await t.member({ role: 'manager' });
    const member = await t.createUser({ status: 'suspended' });
    const byManager = await setStatus(manager, member.id, { status: 'active' });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe(M.ownerOnlyReactivate);
    const res = await setStatus(owner, member.id, { status: 'active' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.reactivated, user: { accountStatus: 'active' } });
    expect((await setStatus(owner, member.id, { status: 'active' })).statusCode).toBe(409);
    expect((await t.login(member.email)).user.accountStatus).toBe('active');
    expect(await auditActions(member.id)).toEqual(['user_reactivated']);
  });

  it('keeps managers off owners and staff off their own account; 404 for nobody', async () => {
    const owner = await t.member({ role: 'owner' });
    const manager = await t.member({ role: 'manager' });
    const byManager = await setStatus(manager, owner.id, { status: 'suspended' });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json()).toEqual({ error: 'forbidden', message: M.managerOnOwner });
    const self = await setStatus(owner, owner.id, { status: 'suspended' });
    expect(self.json()).toEqual({ error: 'forbidden', message: M.ownStatus });
    expect((await setStatus(owner, UNKNOWN_ID, { status: 'suspended' })).statusCode).toBe(404);
    expect((await stored(owner.id))?.account_status).toBe('active');
    // An owner may suspend another owner.
    const other = await t.createUser({ role: 'owner' });
    expect((await setStatus(owner, other.id, { status: 'suspended' })).statusCode).toBe(200);
  });

  it('decides two suspensions at once exactly once', async () => {
    const owner = await t.member({ role: 'owner' });
    const manager = await t.member({ role: 'manager' });
    const member = await t.createUser();
    const codes = (
      await Promise.all([
        setStatus(owner, member.id, { status: 'suspended' }),
        setStatus(manager, member.id, { status: 'suspended' }),
      ])
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    expect(await auditActions(member.id)).toEqual(['user_suspended']);
  });
});

describe('setUserRole', () => {
  it('lets an owner change a role, which the member gets from their next access token', async () => {
    const owner = await t.member({ role: 'owner' });
    const member = await t.member();
    const res = await setRole(owner, member.id, 'manager');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.roleChanged, user: { role: 'manager' } });
    const refreshed = await call(t.app, 'POST', '/api/auth/refresh', {
      payload: { refreshToken: member.refreshToken },
    });
    const token = refreshed.json().accessToken;
    expect((await call(t.app, 'GET', '/api/admin/users', { token })).statusCode).toBe(200);
    const entry = await t.db.one<{ details: unknown }>(
      `SELECT details FROM audit_log WHERE action = 'role_changed' AND target_id = $1`,
      [member.id],
    );
    expect(entry?.details).toEqual({ newRole: 'manager', previousRole: 'user' });
    const same = await setRole(owner, member.id, 'manager');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(M.sameRole('manager'));
  });

  it('refuses one own role change, and the demotion of the last owner', async () => {
    const owner = await t.member({ role: 'owner' });
    expect((await setRole(owner, owner.id, 'user')).json()).toEqual({
      error: 'forbidden',
      message: M.ownRole,
    });
    // Two owners demoting each other at once: one succeeds, one owner is left.
    const other = await t.member({ role: 'owner' });
    const results = await Promise.all([
      setRole(owner, other.id, 'user'),
      setRole(other, owner.id, 'user'),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect(codes[1]).toBeGreaterThanOrEqual(403);
    const owners = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE role = 'owner'`,
    );
    expect(owners?.n).toBe(1);
  });

  it('answers the last owner 409 when another owner would demote them', async () => {
    const owner = await t.member({ role: 'owner' });
    const demoted = await t.createUser({ role: 'owner' });
    expect((await setRole(owner, demoted.id, 'manager')).statusCode).toBe(200);
    // The owner's token says owner, but the database now has them as the only one: they can
    // no longer be demoted by the former owner, who is a manager now (403, rank first).
    const former = await t.member({ role: 'owner' });
    await t.db.query(`UPDATE users SET role = 'manager' WHERE id = $1`, [former.id]);
    expect((await setRole(former, owner.id, 'user')).statusCode).toBe(403);
    expect((await stored(owner.id))?.role).toBe('owner');
  });
});

describe('resend verification and password reset', () => {
  it('e-mails an unverified member a new link, with an audit entry; 409 once verified', async () => {
    const manager = await t.member({ role: 'manager' });
    const member = await t.createUser({ verified: false });
    const res = await call(t.app, 'POST', `/api/admin/users/${member.id}/resend-verification`, {
      token: manager.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.verificationSent });
    const link = t.mail.lastLink(member.email)!;
    expect(link).toContain('/verify-email?token=');
    const token = new URL(link).searchParams.get('token');
    const verified = await call(t.app, 'POST', '/api/auth/verify-email', { payload: { token } });
    expect(verified.statusCode).toBe(200);
    const again = await call(t.app, 'POST', `/api/admin/users/${member.id}/resend-verification`, {
      token: manager.accessToken,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyVerified);
    expect(await auditActions(member.id)).toEqual(['verification_resent']);
  });

  it('e-mails the member the Forgot password link; staff never see the password', async () => {
    const manager = await t.member({ role: 'manager' });
    const member = await t.createUser();
    const res = await call(t.app, 'POST', `/api/admin/users/${member.id}/reset-password`, {
      token: manager.accessToken,
    });
    expect(res.json()).toEqual({ message: M.passwordResetSent });
    const token = new URL(t.mail.lastLink(member.email)!).searchParams.get('token');
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', {
      payload: {
        token,
        newPassword: 'An0ther-Strong-Pass!',
        confirmPassword: 'An0ther-Strong-Pass!',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await auditActions(member.id)).toEqual(['password_reset_sent']);
    expect(
      (
        await call(t.app, 'POST', `/api/admin/users/${UNKNOWN_ID}/reset-password`, {
          token: manager.accessToken,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('getAdminDashboard', () => {
  it('counts members, recent registrations, items per type and offers on the server', async () => {
    const manager = await t.member({ role: 'manager' });
    await t.createUser({ status: 'suspended' });
    await t.createUser({ verified: false });
    const old = await t.createUser();
    await t.db.query(`UPDATE users SET created_at = now() - interval '8 days' WHERE id = $1`, [
      old.id,
    ]);
    const res = await call(t.app, 'GET', '/api/admin/dashboard', { token: manager.accessToken });
    expect(res.statusCode).toBe(200);
    const { dashboard } = res.json();
    expect(dashboard.users).toEqual({
      total: 4,
      active: 2,
      suspended: 1,
      pending: 1,
      staff: 1,
      recentRegistrations: 3,
      recentDays: 7,
    });
    expect(dashboard.items.byType.map((t: { itemType: string }) => t.itemType)).toEqual([
      'bike',
      'part',
      'accessory',
      'gear',
    ]);
    expect(dashboard.items.total).toBe(0);
    expect(dashboard.offers).toEqual({ total: 0, pending: 0, accepted: 0 });
  });
});
