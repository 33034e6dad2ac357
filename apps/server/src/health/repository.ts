// SQL of the health check.
import type { Queryable } from '../db/db.ts';

/** The cheapest statement that proves the database answers. */
export async function ping(q: Queryable): Promise<void> {
  await q.query('SELECT 1');
}
