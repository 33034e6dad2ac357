// PGlite is one in-process connection: queries already run one at a time, and its own
// transaction() holds that connection, so other callers wait instead of interleaving.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { firstRow, transactionWithRetry, type Db, type Queryable } from './db.ts';

function wrap(conn: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await conn.query<T>(sql, params as unknown[]);
      return res.rows;
    },
    async one<T>(sql: string, params: readonly unknown[] = []) {
      const res = await conn.query<T>(sql, params as unknown[]);
      return firstRow(res.rows);
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/**
 * Two processes opening the same PGlite directory corrupt it (it is not a server), so the
 * directory gets a pid file and a second opener (say the CLI while `npm start` runs) is refused.
 */
function claimDirectory(dir: string): () => void {
  const pidFile = join(dirname(dir), 'pglite.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${pid}. Stop the server first, or use DATABASE_URL.`,
      );
    }
  }
  mkdirSync(dirname(pidFile), { recursive: true });
  writeFileSync(pidFile, String(process.pid));
  return () => rmSync(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** dataDir null: in memory (tests). */
export async function createPgliteDb(dataDir: string | null): Promise<Db> {
  const release = dataDir ? claimDirectory(dataDir) : () => {};
  let pg: PGlite;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    pg = await PGlite.create(dataDir ?? undefined);
  } catch (err) {
    release();
    throw err;
  }
  return wrapPglite(pg, release);
}

/** A Db over an existing PGlite (tests start theirs from a snapshot); close() closes it. */
export function wrapPglite(pg: PGlite, release: () => void = () => {}): Db {
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    // One connection never deadlocks, but a rerun asked for behaves the same on both engines.
    transaction: transactionWithRetry((fn) => pg.transaction((tx) => fn(wrap(tx)))),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        release();
      }
    },
  };
}
