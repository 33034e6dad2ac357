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
  /** Runs fn in BEGIN/COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function firstRow<T>(rows: T[]): T | null {
  return rows.length > 0 ? (rows[0] as T) : null;
}
