// Token balance, transaction history and staff adjustments (spec 1 §2 Token Balance & Trading
// History, §3 Transaction, §6; openapi.yaml getUserBalance, listUserTransactions,
// adjustUserTokens): members read only their own, staff read anyone's; adjustments are
// staff-only, transactional, never below 0, and notify the member.
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@pedalswap/domain';
import { call, UNKNOWN_ID, useTestApp, type Member } from './helpers.ts';

const t = useTestApp();

const balance = (viewer: Member | undefined, userId: string) =>
  call(t.app, 'GET', `/api/users/${userId}/balance`, { token: viewer?.accessToken });
const history = (viewer: Member | undefined, userId: string, query = '') =>
  call(t.app, 'GET', `/api/users/${userId}/transactions${query}`, { token: viewer?.accessToken });
const adjust = (staff: Member | undefined, userId: string, payload: unknown) =>
  call(t.app, 'POST', `/api/admin/users/${userId}/adjust-tokens`, {
    token: staff?.accessToken,
    payload,
  });
const count = async (table: string) =>
  (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))?.n;
const storedBalance = async (userId: string) =>
  (
    await t.db.one<{ token_balance: number }>('SELECT token_balance FROM users WHERE id = $1', [
      userId,
    ])
  )?.token_balance;

/** Ledger rows the trade flows will write (offers issue), inserted directly. */
async function ledger(
  userId: string,
  rows: {
    type: 'earned' | 'spent' | 'adjustment';
    amount: number;
    status?: 'completed' | 'pending' | 'failed';
    at?: string;
    offerId?: string;
  }[],
) {
  for (const r of rows) {
    await t.db.query(
      `INSERT INTO token_transactions (user_id, transaction_type, status, token_amount, offer_id, created_at)
       VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()))`,
      [userId, r.type, r.status ?? 'completed', r.amount, r.offerId ?? null, r.at ?? null],
    );
  }
}

describe('GET /users/{id}/balance and /users/{id}/transactions: who may read', () => {
  it('a member reads their own', async () => {
    const m = await t.member();
    const b = await balance(m, m.id);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toEqual({
      userId: m.id,
      currentBalance: 0,
      summary: { totalEarned: 0, totalSpent: 0, pendingTokens: 0, tradesInProgress: 0 },
    });
    const h = await history(m, m.id);
    expect(h.statusCode).toBe(200);
    expect(h.json()).toEqual({
      transactions: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0, pages: 0 },
    });
  });

  it("403 for another member's id, and for an unknown id (nothing to probe)", async () => {
    const m = await t.member();
    const other = await t.member();
    for (const id of [other.id, UNKNOWN_ID]) {
      for (const res of [await balance(m, id), await history(m, id)]) {
        expect(res.statusCode, id).toBe(403);
        expect(res.json().error).toBe('forbidden');
      }
    }
  });

  it("staff (owner and manager) read anyone's; unknown ids are 404 for them", async () => {
    const member = await t.member();
    await ledger(member.id, [{ type: 'earned', amount: 7 }]);
    for (const role of ['owner', 'manager'] as const) {
      const staff = await t.member({ role });
      const b = await balance(staff, member.id);
      expect(b.statusCode, role).toBe(200);
      expect(b.json().summary.totalEarned).toBe(7);
      const h = await history(staff, member.id);
      expect(h.statusCode, role).toBe(200);
      expect(h.json().transactions).toHaveLength(1);
      expect((await balance(staff, UNKNOWN_ID)).statusCode).toBe(404);
      expect((await history(staff, UNKNOWN_ID)).statusCode).toBe(404);
    }
  });

  it('400 for malformed ids and filters, 401 without a valid token', async () => {
    const m = await t.member();
    for (const res of [await balance(m, 'not-a-uuid'), await history(m, 'not-a-uuid')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: 'id', msg: 'Id format is invalid' }]);
    }
    for (const query of [
      '?transactionType=gift',
      '?status=done',
      '?page=0',
      '?limit=101',
      '?startDate=yesterday',
      '?endDate=2026-02-30',
    ]) {
      const res = await history(m, m.id, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
    expect((await balance(undefined, m.id)).statusCode).toBe(401);
    expect((await history(undefined, m.id)).statusCode).toBe(401);
    const forged = { ...m, accessToken: 'garbage' };
    expect((await balance(forged, m.id)).statusCode).toBe(401);
  });
});

describe('balance summary and history', () => {
  it('totals: completed positive rows are earned, negative spent; pending tokens and trades', async () => {
    const m = await t.member();
    const offerA = '11111111-1111-4111-8111-111111111111';
    const offerB = '22222222-2222-4222-8222-222222222222';
    await ledger(m.id, [
      { type: 'earned', amount: 30 },
      { type: 'adjustment', amount: 5 },
      { type: 'spent', amount: -12 },
      { type: 'adjustment', amount: -3 },
      { type: 'spent', amount: -8, status: 'pending', offerId: offerA },
      { type: 'earned', amount: 4, status: 'pending', offerId: offerB },
      { type: 'earned', amount: 100, status: 'failed' },
    ]);
    const res = await balance(m, m.id);
    expect(res.json().summary).toEqual({
      totalEarned: 35,
      totalSpent: 15,
      pendingTokens: 12,
      tradesInProgress: 2,
    });
  });

  it('history: newest first, pages, filters by type, status and inclusive dates', async () => {
    const m = await t.member();
    await ledger(m.id, [
      { type: 'earned', amount: 1, at: '2026-01-10T12:00:00Z' },
      { type: 'spent', amount: -2, at: '2026-01-20T12:00:00Z' },
      { type: 'earned', amount: 3, at: '2026-01-31T23:30:00Z', status: 'pending' },
      { type: 'adjustment', amount: 4, at: '2026-02-05T08:00:00Z' },
    ]);
    const amounts = async (query: string) => {
      const res = await history(m, m.id, query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return res.json().transactions.map((x: { tokenAmount: number }) => x.tokenAmount);
    };
    expect(await amounts('')).toEqual([4, 3, -2, 1]);
    expect(await amounts('?transactionType=earned')).toEqual([3, 1]);
    expect(await amounts('?status=pending')).toEqual([3]);
    expect(await amounts('?startDate=2026-01-20&endDate=2026-01-31')).toEqual([3, -2]);
    expect(await amounts('?endDate=2026-01-31T23:30:00.000Z')).toEqual([3, -2, 1]);
    expect(await amounts('?startDate=2026-02-01')).toEqual([4]);
    const page2 = await history(m, m.id, '?limit=3&page=2');
    expect(page2.json().transactions.map((x: { tokenAmount: number }) => x.tokenAmount)).toEqual([
      1,
    ]);
    expect(page2.json().pagination).toEqual({
      page: 2,
      limit: 3,
      total: 4,
      totalPages: 2,
      pages: 2,
    });
  });
});

describe('POST /admin/users/{id}/adjust-tokens', () => {
  it('staff cannot adjust their own balance (403, nothing written)', async () => {
    const manager = await t.member({ role: 'manager' });
    const res = await adjust(manager, manager.id, { amount: 1000, reason: 'For me' });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: STAFF_MESSAGES.adjustOwnBalance });
    expect(await storedBalance(manager.id)).toBe(0);
    expect(await count('token_transactions')).toBe(0);
  });

  it('staff add tokens: ledger row, audit entry and a token_balance_changed notification', async () => {
    const manager = await t.member({ role: 'manager', firstName: 'Marcus', lastName: 'Staff' });
    const m = await t.member();
    const res = await adjust(manager, m.id, { amount: 25, reason: '  Welcome bonus ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.transaction).toMatchObject({
      userId: m.id,
      transactionType: 'adjustment',
      status: 'completed',
      tokenAmount: 25,
      description: 'Welcome bonus',
      adminId: manager.id,
      adminName: 'Marcus Staff',
      balanceBefore: 0,
      balanceAfter: 25,
    });
    expect(body.balance).toMatchObject({ userId: m.id, currentBalance: 25 });
    expect(await storedBalance(m.id)).toBe(25);

    const audit = await t.db.one<{ actor_id: string; action: string; target_id: string }>(
      'SELECT actor_id, action, target_id FROM audit_log',
    );
    expect(audit).toEqual({ actor_id: manager.id, action: 'tokens_adjusted', target_id: m.id });

    const list = await call(t.app, 'GET', '/api/notifications', { token: m.accessToken });
    expect(list.json().notifications).toEqual([
      expect.objectContaining({
        type: 'token_balance_changed',
        read: false,
        actionUrl: '/profile',
        message: expect.stringContaining('25 tokens'),
      }),
    ]);
    const profile = await call(t.app, 'GET', '/api/users/profile', { token: m.accessToken });
    expect(profile.json().user.tokenBalance).toBe(25);

    // An owner may too, and may remove tokens down to exactly 0.
    const owner = await t.member({ role: 'owner' });
    const down = await adjust(owner, m.id, { amount: -25, reason: 'Correction' });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().balance.currentBalance).toBe(0);
    expect(down.json().balance.summary).toMatchObject({ totalEarned: 25, totalSpent: 25 });
  });

  it('409 insufficient_tokens below 0, and nothing of the attempt is kept', async () => {
    const owner = await t.member({ role: 'owner' });
    const m = await t.member();
    await adjust(owner, m.id, { amount: 10, reason: 'Start' });
    const before = {
      tx: await count('token_transactions'),
      audit: await count('audit_log'),
      notes: await count('notifications'),
    };
    const res = await adjust(owner, m.id, { amount: -11, reason: 'Too much' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'insufficient_tokens',
      message: 'The balance cannot go below 0 tokens',
    });
    expect(await storedBalance(m.id)).toBe(10);
    expect({
      tx: await count('token_transactions'),
      audit: await count('audit_log'),
      notes: await count('notifications'),
    }).toEqual(before);
  });

  it('concurrent removals never take the balance below 0 (row lock)', async () => {
    const owner = await t.member({ role: 'owner' });
    const m = await t.member();
    await adjust(owner, m.id, { amount: 50, reason: 'Start' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        adjust(owner, m.id, { amount: -10, reason: `Take ${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    expect(await storedBalance(m.id)).toBe(0);
    // Every ledger row chains: balanceAfter = balanceBefore + amount, and the chain is unbroken.
    const rows = await t.db.query<{
      token_amount: number;
      balance_before: number;
      balance_after: number;
    }>(
      'SELECT token_amount, balance_before, balance_after FROM token_transactions WHERE user_id = $1 ORDER BY balance_before DESC',
      [m.id],
    );
    expect(rows.map((r) => [r.balance_before, r.balance_after])).toEqual([
      [50, 40],
      [40, 30],
      [30, 20],
      [20, 10],
      [10, 0],
      [0, 50],
    ]);
  });

  it('the database itself refuses a negative balance', async () => {
    const m = await t.member();
    await expect(
      t.db.query('UPDATE users SET token_balance = -1 WHERE id = $1', [m.id]),
    ).rejects.toThrow();
  });

  it('403 for members (even with a malformed body), 401 without a valid token', async () => {
    const member = await t.member();
    const target = await t.member();
    for (const payload of [{ amount: 10, reason: 'Gift' }, { amount: 'lots' }]) {
      const res = await adjust(member, target.id, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('forbidden');
    }
    expect((await adjust(member, member.id, { amount: 10, reason: 'Me' })).statusCode).toBe(403);
    expect((await adjust(undefined, target.id, { amount: 10, reason: 'Gift' })).statusCode).toBe(
      401,
    );
    expect(await storedBalance(target.id)).toBe(0);
    expect(await storedBalance(member.id)).toBe(0);
  });

  it('400 with details for malformed amounts, reasons and ids; 404 for unknown members', async () => {
    const owner = await t.member({ role: 'owner' });
    const m = await t.member();
    const cases: [unknown, string][] = [
      [{ amount: 0, reason: 'Zero' }, 'amount'],
      [{ amount: 1.5, reason: 'Half' }, 'amount'],
      [{ amount: 100001, reason: 'Too many' }, 'amount'],
      [{ amount: -100001, reason: 'Too many' }, 'amount'],
      [{ amount: '10', reason: 'Text' }, 'amount'],
      [{ amount: 10, reason: '' }, 'reason'],
      [{ amount: 10, reason: '    ' }, 'reason'],
      [{ amount: 10, reason: 'x'.repeat(501) }, 'reason'],
      [{ amount: 10 }, 'reason'],
      [{ reason: 'No amount' }, 'amount'],
      [{ amount: 10, reason: 'Extra', note: 1 }, 'note'],
    ];
    for (const [payload, path] of cases) {
      const res = await adjust(owner, m.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await adjust(owner, 'nope', { amount: 1, reason: 'Id' })).statusCode).toBe(400);
    const unknown = await adjust(owner, UNKNOWN_ID, { amount: 1, reason: 'Ghost' });
    expect(unknown.statusCode).toBe(404);
    expect(await count('token_transactions')).toBe(0);
  });
});
