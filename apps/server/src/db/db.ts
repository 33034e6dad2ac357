// One database interface over PGlite (embedded default) and a PostgreSQL pool (DATABASE_URL).
// Repositories take a `Queryable`, so the same SQL runs inside or outside a transaction.

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** The first row, or null: for lookups by key and `RETURNING` of a single row. */
  one<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T | null>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: how to open a dedicated connection (LISTEN cannot share the pool) and the
   * schema the pool uses (null: the server's default), e.g. to name a NOTIFY channel per schema.
   */
  readonly connection?: { connectionString: string; schema: string | null };
  /** PostgreSQL only: the pool's connections now (metrics). */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
  /**
   * Runs fn in BEGIN/COMMIT; any throw rolls back and is rethrown. With `retryOnConflict`, a
   * transaction PostgreSQL aborted as a deadlock victim or a serialization failure (40P01,
   * 40001: the other transaction went on) is run once more from the start; pass it only for an
   * fn that keeps nothing of a failed attempt outside the database (it runs again whole).
   */
  transaction<T>(fn: TransactionFn<T>): Promise<T>;
  transaction<T>(options: TransactionOptions, fn: TransactionFn<T>): Promise<T>;
  close(): Promise<void>;
}

interface TransactionOptions {
  retryOnConflict?: boolean;
}

type TransactionFn<T> = (tx: Queryable) => Promise<T>;

export function firstRow<T>(rows: T[]): T | null {
  return rows.length > 0 ? (rows[0] as T) : null;
}

// Node's socket errors and PostgreSQL's SQLSTATEs for "the server is not there right now":
// class 08 (connection exception), 57P01-57P03 (shutdown, crash, not accepting connections yet),
// 53300 (too many connections).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// node-postgres says these without a code when a pooled connection dies under it.
const UNREACHABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|PGlite is closed/i;

/** True when err means the database cannot be reached (an outage), not that a query was wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (UNREACHABLE_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
  }
  return false;
}

// 40P01 deadlock_detected, 40001 serialization_failure: the transaction lost a race with another
// one and was rolled back whole; the same work may succeed a moment later.
const CONFLICT_CODES = new Set(['40P01', '40001']);

/** True when err is a transaction PostgreSQL aborted for a concurrent one (safe to rerun). */
export function isTransactionConflict(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONFLICT_CODES.has(code)) return true;
  }
  return false;
}

/**
 * A Db's transaction() over `run` (one BEGIN/COMMIT): fn runs once, and once more when it failed
 * with a transaction conflict and the caller allowed a rerun; a second conflict is thrown (the
 * error handler answers it 503 with Retry-After).
 */
export function transactionWithRetry(
  run: <T>(fn: TransactionFn<T>) => Promise<T>,
): Db['transaction'] {
  return async <T>(a: TransactionOptions | TransactionFn<T>, b?: TransactionFn<T>) => {
    const [options, fn] = typeof a === 'function' ? [{}, a] : [a, b!];
    try {
      return await run(fn);
    } catch (err) {
      if (!options.retryOnConflict || !isTransactionConflict(err)) throw err;
      return run(fn);
    }
  };
}
