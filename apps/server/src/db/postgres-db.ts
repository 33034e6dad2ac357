import pg from 'pg';
import { firstRow, transactionWithRetry, type Db, type Queryable } from './db.ts';

/**
 * A transaction's connection runs one query at a time. Repositories may start two reads at
 * once (a page and its count, with Promise.all); on the pool each takes its own connection, but
 * inside a transaction both land on one client, which pg only queues with a deprecation warning
 * today and refuses from pg 9 on. Chaining them here keeps that code correct on both.
 */
function oneAtATime(conn: pg.PoolClient): pg.PoolClient['query'] {
  let last: Promise<unknown> = Promise.resolve();
  return ((sql: string, params?: unknown[]) => {
    const run = last.then(
      () => conn.query(sql, params),
      () => conn.query(sql, params),
    );
    last = run.catch(() => undefined);
    return run;
  }) as pg.PoolClient['query'];
}

function wrap(conn: pg.Pool | pg.PoolClient, run = conn.query.bind(conn)): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await run(sql, params as unknown[]);
      return res.rows as T[];
    },
    async one<T>(sql: string, params: readonly unknown[] = []) {
      const res = await run(sql, params as unknown[]);
      return firstRow(res.rows as T[]);
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await run(sql);
    },
  };
}

export interface PostgresDbOptions {
  /** Every connection of the pool uses this schema (DATABASE_SCHEMA; a fresh one per test file). */
  searchPath?: string;
  max?: number;
}

export async function createPostgresDb(
  connectionString: string,
  options: PostgresDbOptions = {},
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const client = await pool.connect(); // fail fast at start-up when the server is unreachable
  client.release();
  return {
    kind: 'postgres',
    connection: { connectionString, schema: options.searchPath ?? null },
    ...wrap(pool),
    poolStats: () => ({
      max: pool.options.max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    transaction: transactionWithRetry(runTransaction),
    close: () => pool.end(),
  };

  async function runTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const conn = await pool.connect();
    // BEGIN, COMMIT and ROLLBACK queue behind the transaction's reads too: when one of two
    // reads fails, Promise.all rejects at once while the other is still running, and the
    // ROLLBACK must wait for it rather than overlap it.
    const run = oneAtATime(conn);
    try {
      await run('BEGIN');
      const result = await fn(wrap(conn, run));
      await run('COMMIT');
      return result;
    } catch (err) {
      await run('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      conn.release();
    }
  }
}
