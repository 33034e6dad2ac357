// The AI usage rollups (migrations 210, 220) follow every change of ai_analyses, not only an
// INSERT: a DELETE, an UPDATE (a member's deletion sets their records' user_id to NULL) and a
// TRUNCATE leave them as a fresh INSERT of the remaining records would build them.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/db.ts';
import { useTestApp, type Member } from './helpers.ts';

const t = useTestApp();

const HOUR = 3600_000;
/** The start of the current UTC hour, `hours` later (negative: earlier), plus `minutes`. */
const at = (hours: number, minutes = 0) =>
  new Date(Math.floor(Date.now() / HOUR) * HOUR + hours * HOUR + minutes * 60_000);

async function insertRecords(a: Member, b: Member) {
  const rows: [
    string | null,
    string,
    string,
    number,
    number,
    string,
    string | null,
    number | null,
    Date,
  ][] = [
    [a.id, 'hosted', 'sonnet', 12_000, 900, 'success', null, 0.9, at(-2, 5)],
    [a.id, 'hosted', 'sonnet', 8_000, 1_500, 'success', null, 0.7, at(-2, 20)],
    [a.id, 'hosted', 'sonnet', 3_000, 4_000, 'failed', 'timeout', null, at(-2, 30)],
    [b.id, 'offline', 'offline-1', 0, 200, 'success', null, 0.5, at(-2, 40)],
    [b.id, 'none', 'none', 0, 10, 'manual_entry', null, null, at(-1, 10)],
    [b.id, 'hosted', 'haiku', 2_000, 700, 'failed', 'overloaded', null, at(-1, 15)],
    [a.id, 'cache', 'sonnet', 0, 5, 'success', null, 0.9, at(-1, 20)],
    [b.id, 'hosted', 'haiku', 5_000, 650, 'success', null, 0.8, at(0, 0)],
  ];
  for (const [user, provider, model, cost, ms, outcome, code, conf, when] of rows)
    await t.db.query(
      `INSERT INTO ai_analyses (analysis_id, user_id, provider, model, cost_micros, duration_ms,
         outcome, error_code, confidence, created_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [user, provider, model, cost, ms, outcome, code, conf, when.toISOString()],
    );
}

/** Every rollup row, in key order, floats rounded (sums subtracted differ in the last bits). */
async function rollups(q: Queryable) {
  return {
    hourly: await q.query(
      `SELECT hour, provider, model, records::int, analyses::int, successes::int,
         manual_entries::int, cost_micros::int, round(confidence_sum::numeric, 6)::text AS cs,
         confidence_n::int, duration_ms_sum::int
       FROM ai_usage_hourly ORDER BY 1, 2, 3`,
    ),
    users: await q.query(
      `SELECT day, user_id, analyses::int, successes::int, cost_micros::int,
         round(confidence_sum::numeric, 6)::text AS cs, confidence_n::int
       FROM ai_usage_user_daily ORDER BY 1, 2`,
    ),
    errors: await q.query(
      'SELECT hour, error_code, failures::int FROM ai_errors_hourly ORDER BY 1, 2',
    ),
    latency: await q.query(
      `SELECT hour, calls::int, duration_ms_sum::int, round(p95::numeric, 6)::text AS p95,
         round(p99::numeric, 6)::text AS p99
       FROM ai_latency_hourly ORDER BY 1`,
    ),
  };
}

/**
 * The rollups a fresh INSERT of the records as they are now builds: rollups and records
 * emptied with no trigger firing (replica mode, as the test reset does), the records put back.
 */
async function rebuilt() {
  return t.db.transaction(async (tx) => {
    await tx.exec(`CREATE TEMP TABLE ai_analyses_now ON COMMIT DROP AS SELECT * FROM ai_analyses;
      SET LOCAL session_replication_role = replica;
      DELETE FROM ai_analyses; DELETE FROM ai_usage_hourly; DELETE FROM ai_usage_user_daily;
      DELETE FROM ai_errors_hourly; DELETE FROM ai_latency_hourly;
      SET LOCAL session_replication_role = origin;
      INSERT INTO ai_analyses SELECT * FROM ai_analyses_now;`);
    return rollups(tx);
  });
}

describe('the AI usage rollups', () => {
  it('follow a DELETE of records: sums subtracted, emptied groups gone, percentiles recomputed', async () => {
    const [a, b] = [await t.member(), await t.member()];
    await insertRecords(a, b);
    const before = await rollups(t.db);
    expect(before.hourly.length).toBeGreaterThan(0);
    await t.db.query(
      `DELETE FROM ai_analyses WHERE (provider = 'hosted' AND model = 'sonnet' AND duration_ms <> 900)
         OR provider = 'none'`,
    );
    const after = await rollups(t.db);
    expect(after).not.toEqual(before);
    expect(after).toEqual(await rebuilt());
    // The failed sonnet call was the hour's only 'timeout': its error row is gone.
    expect(after.errors.map((e) => (e as { error_code: string }).error_code)).toEqual([
      'overloaded',
    ]);
  });

  it('follow an UPDATE of the counted columns and of the hour', async () => {
    const [a, b] = [await t.member(), await t.member()];
    await insertRecords(a, b);
    await t.db.query(
      `UPDATE ai_analyses SET cost_micros = cost_micros * 2, outcome = 'failed',
         error_code = 'invalid_response', duration_ms = duration_ms + 100
       WHERE provider = 'hosted' AND model = 'haiku'`,
    );
    await t.db.query(
      `UPDATE ai_analyses SET created_at = created_at - interval '1 hour', user_id = $1
       WHERE provider = 'offline'`,
      [a.id],
    );
    expect(await rollups(t.db)).toEqual(await rebuilt());
  });

  it("follow a users row's deletion, which sets its records' user_id to NULL", async () => {
    const [a, b] = [await t.member(), await t.member()];
    await insertRecords(a, b);
    await t.db.query('UPDATE ai_analyses SET user_id = NULL WHERE user_id = $1', [b.id]);
    const after = await rollups(t.db);
    expect(after.users.every((u) => (u as { user_id: string }).user_id === a.id)).toBe(true);
    expect(after).toEqual(await rebuilt());
  });

  it('are emptied by a TRUNCATE of the records', async () => {
    const [a, b] = [await t.member(), await t.member()];
    await insertRecords(a, b);
    await t.db.exec('TRUNCATE ai_analyses');
    expect(await rollups(t.db)).toEqual({ hourly: [], users: [], errors: [], latency: [] });
  });
});
