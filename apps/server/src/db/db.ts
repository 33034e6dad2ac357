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
  /** Runs fn in BEGIN/COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

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
