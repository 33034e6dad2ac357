import { describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { call, useTestApp } from './helpers.ts';

const t = useTestApp({
  // A call whose transaction always loses its race, as a deadlock victim would (issue 25 item 1).
  configure: (app) => {
    app.get('/api/test/always-deadlocked', async () =>
      t.db.transaction({ retryOnConflict: true }, async () => {
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }),
    );
  },
});

describe('database', () => {
  it('migrations are versioned, recorded and applied once, also when two starts race', async () => {
    const applied = await t.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(applied.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
    expect(await Promise.all([migrate(t.db), migrate(t.db)])).toEqual([[], []]);
  });

  it('enforces the invariants: unique e-mail ignoring case, non-negative balance, known roles', async () => {
    const u = await t.createUser({ email: 'case@example.com' });
    await expect(
      t.db.query(
        `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('CASE@example.com', 'x', 'a', 'b')`,
      ),
    ).rejects.toThrow();
    await expect(
      t.db.query('UPDATE users SET token_balance = -1 WHERE id = $1', [u.id]),
    ).rejects.toThrow();
    await expect(
      t.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [u.id]),
    ).rejects.toThrow();
  });

  it('transactions roll back on error', async () => {
    const u = await t.createUser();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET token_balance = 50 WHERE id = $1', [u.id]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(
      (
        await t.db.one<{ token_balance: number }>('SELECT token_balance FROM users WHERE id = $1', [
          u.id,
        ])
      )?.token_balance,
    ).toBe(0);
  });

  it('reads started at once inside a transaction run one after another on its connection', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const [a, b, c] = await t.db.transaction((tx) =>
        Promise.all([
          tx.one<{ n: number }>('SELECT 1 AS n, pg_sleep(0.02)'),
          tx.one<{ n: number }>('SELECT 2 AS n'),
          tx.query<{ n: number }>('SELECT generate_series(1, 3) AS n'),
        ]),
      );
      expect([a?.n, b?.n, c.map((r) => r.n)]).toEqual([1, 2, [1, 2, 3]]);
      // A failed read fails the transaction; the ROLLBACK waits for the read still running.
      await expect(
        t.db.transaction((tx) =>
          Promise.all([tx.query('SELECT 1/0'), tx.query('SELECT pg_sleep(0.05)')]),
        ),
      ).rejects.toThrow();
      // Let a deprecation warning of pg's (emitted on the next tick) arrive before looking.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('a transaction that loses its race twice answers 503 with Retry-After, not 500', async () => {
    const res = await call(t.app, 'GET', '/api/test/always-deadlocked');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      error: 'service_unavailable',
      message: 'The service is busy right now. Please try again in a moment.',
      requestId: res.headers['x-request-id'],
    });
  });
});
