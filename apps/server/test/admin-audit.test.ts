// The audit log (spec 3 §2.7, §3 Audit entry; openapi.yaml listAuditLog) and the staff lists of
// every member's transactions (listAdminTransactions, getTransactionStats): entries written in
// the action's transaction, security events, filters, paging, and no way to change an entry.
import { describe, expect, it } from 'vitest';
import { call, useTestApp, type Member } from './helpers.ts';

const t = useTestApp();

const audit = (owner: Member, query = '') =>
  call(t.app, 'GET', `/api/admin/audit${query}`, { token: owner.accessToken });
const adjust = (staff: Member, userId: string, amount: number, reason: string) =>
  call(t.app, 'POST', `/api/admin/users/${userId}/adjust-tokens`, {
    token: staff.accessToken,
    payload: { amount, reason },
  });
const login = (email: string, password: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
const actions = (res: { json(): { auditLog: { action: string }[] } }) =>
  res.json().auditLog.map((e) => e.action);

describe('listAuditLog', () => {
  it('lists staff actions newest first with the staff member and the target', async () => {
    const owner = await t.member({ role: 'owner', firstName: 'Olive', lastName: 'Owner' });
    const member = await t.createUser({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@trails.example',
    });
    expect((await adjust(owner, member.id, 50, 'Spring ride bonus')).statusCode).toBe(200);
    const suspend = await call(t.app, 'PUT', `/api/admin/users/${member.id}/status`, {
      token: owner.accessToken,
      payload: { status: 'suspended' },
    });
    expect(suspend.statusCode).toBe(200);

    const res = await audit(owner);
    expect(res.statusCode).toBe(200);
    const { auditLog, pagination } = res.json();
    expect(pagination).toMatchObject({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(auditLog.map((e: { action: string }) => e.action)).toEqual([
      'user_suspended',
      'tokens_adjusted',
    ]);
    expect(auditLog[0]).toMatchObject({
      actionType: 'admin',
      adminId: owner.id,
      adminName: 'Olive Owner',
      adminEmail: owner.email,
      targetUserId: member.id,
      targetUserName: 'Jane Doe',
      targetUserEmail: 'jane@trails.example',
      details: { newStatus: 'suspended' },
    });
  });

  it('filters by action, keyword (prefixes of names, e-mails and details) and dates', async () => {
    const owner = await t.member({ role: 'owner', firstName: 'Olive', lastName: 'Owner' });
    const jane = await t.createUser({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@a.example',
    });
    const bob = await t.createUser({ firstName: 'Bob', lastName: 'Ray', email: 'bob@b.example' });
    await adjust(owner, jane.id, 10, 'Trek Domane trade-in');
    await adjust(owner, bob.id, 20, 'Workshop helper');
    await call(t.app, 'PUT', `/api/admin/users/${bob.id}/status`, {
      token: owner.accessToken,
      payload: { status: 'suspended' },
    });
    const count = async (query: string) => (await audit(owner, query)).json().pagination.total;
    expect(await count('?action=tokens_adjusted')).toBe(2);
    expect(await count('?action=user_suspended')).toBe(1);
    expect(await count('?action=nothing_like_it')).toBe(0);
    expect(await count('?keyword=jan')).toBe(1);
    expect(await count('?keyword=JANE%20doe')).toBe(1);
    expect(await count('?keyword=b.example')).toBe(2);
    expect(await count('?keyword=bob%40b.example')).toBe(2);
    expect(await count('?keyword=domane')).toBe(1);
    expect(await count('?keyword=olive')).toBe(3);
    expect(await count('?keyword=olive&action=user_suspended')).toBe(1);
    // Punctuation alone filters nothing; tsquery syntax is not interpreted.
    expect(await count('?keyword=%21%21%20%26')).toBe(3);
    expect(await count("?keyword=jane')%20%7C%20(bob")).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(await count(`?startDate=${today}&endDate=${today}`)).toBe(3);
    expect(await count('?endDate=2020-01-01')).toBe(0);
    expect(await count(`?startDate=${new Date(Date.now() + 60_000).toISOString()}`)).toBe(0);
    const bad = await audit(owner, `?startDate=${today}&endDate=2020-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'validation_failed',
      details: [{ path: 'startDate', msg: 'Start date must be on or before the end date' }],
    });
  });

  it('pages by 20', async () => {
    const owner = await t.member({ role: 'owner' });
    const member = await t.createUser();
    for (let i = 0; i < 23; i += 1) await adjust(owner, member.id, 1, `bonus ${i}`);
    const second = (await audit(owner, '?page=2')).json();
    expect(second.auditLog).toHaveLength(3);
    expect(second.pagination).toMatchObject({ page: 2, total: 23, totalPages: 2 });
  });

  it('writes no entry for an action that rolls back', async () => {
    const owner = await t.member({ role: 'owner' });
    const member = await t.createUser();
    expect((await adjust(owner, member.id, -5, 'too much')).statusCode).toBe(409);
    expect((await audit(owner)).json().pagination.total).toBe(0);
  });

  it('records failed sign-ins of real accounts with attempt count and origin, and the lockout', async () => {
    const owner = await t.member({ role: 'owner' });
    const member = await t.createUser({ email: 'rider@locks.example' });
    for (let i = 0; i < 4; i += 1)
      expect((await login(member.email, 'wrong-1')).statusCode).toBe(401);
    expect((await login(member.email, 'wrong-1')).statusCode).toBe(423);
    // An address without an account is throttled the same way but never stored.
    expect((await login('nobody@locks.example', 'wrong-1')).statusCode).toBe(401);
    const res = await audit(owner, '?keyword=locks.example');
    expect(actions(res)).toEqual(['account_locked', ...Array(5).fill('login_failed')]);
    const entries = res.json().auditLog;
    expect(entries[0]).toMatchObject({
      actionType: 'user',
      adminId: null,
      targetUserId: member.id,
      targetUserEmail: 'rider@locks.example',
      details: { attemptCount: 5, attemptedFrom: '203.0.113.7' },
    });
    expect(
      entries.slice(1).map((e: { details: { attemptCount: number } }) => e.details.attemptCount),
    ).toEqual([5, 4, 3, 2, 1]);
    const stored = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE details::text LIKE '%nobody%'`,
    );
    expect(stored?.n).toBe(0);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    const owner = await t.member({ role: 'owner' });
    const member = await t.createUser();
    await adjust(owner, member.id, 1, 'kept');
    await expect(t.db.query(`UPDATE audit_log SET action = 'other'`)).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/cannot be changed/);
    expect((await audit(owner)).json().auditLog[0].action).toBe('tokens_adjusted');
  });
});

describe('listAdminTransactions and getTransactionStats', () => {
  it("lists every member's transactions and totals them, with the contract's filters", async () => {
    const owner = await t.member({ role: 'owner' });
    const manager = await t.member({ role: 'manager' });
    const a = await t.createUser();
    const b = await t.createUser();
    await adjust(owner, a.id, 100, 'welcome');
    await adjust(manager, b.id, 30, 'welcome');
    await adjust(owner, a.id, -40, 'correction');
    const list = (query = '') =>
      call(t.app, 'GET', `/api/admin/transactions${query}`, { token: manager.accessToken });
    const stats = async (query = '') =>
      (
        await call(t.app, 'GET', `/api/admin/transaction-stats${query}`, {
          token: manager.accessToken,
        })
      ).json().stats;
    const all = (await list()).json();
    expect(all.pagination).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(all.transactions.map((x: { tokenAmount: number }) => x.tokenAmount)).toEqual([
      -40, 30, 100,
    ]);
    // Staff listings name the member's e-mail (Transaction.userEmail); the members' own do not.
    expect(all.transactions[0]).toMatchObject({ userId: a.id, userEmail: a.email });
    expect((await list(`?userId=${a.id}`)).json().pagination.total).toBe(2);
    expect((await list(`?adminId=${manager.id}`)).json().transactions[0].userId).toBe(b.id);
    expect((await list('?transactionType=earned')).json().pagination.total).toBe(0);
    expect(await stats()).toEqual({
      totalTransactions: 3,
      completedTransactions: 3,
      pendingTransactions: 0,
      failedTransactions: 0,
      totalTokensEarned: 0,
      totalTokensSpent: 0,
      totalTokensAdjusted: 90,
      totalCashAmount: 0,
    });
    expect((await stats(`?adminId=${owner.id}`)).totalTokensAdjusted).toBe(60);
    expect((await stats('?endDate=2020-01-01')).totalTransactions).toBe(0);
  });
});
