// SQL of the owner's AI analytics and the staff's feedback review (spec 3 §2.8-§2.10): read-only
// aggregates over the AI area's records (ai_analyses, ai_feedback; migrations 170 and 200) and
// the feedback resolution. Every figure is computed by the database, percentiles included
// (percentile_cont), so nothing scales with the number of records in JavaScript. Days, hours
// and weeks are UTC. An analysis is one request: it ends in exactly one 'success' or one
// 'manual_entry' row, whatever number of 'failed' model calls came before, so counting those
// two outcomes counts analyses without grouping by analysis_id.
//
// The usage figures read the rollups of migration 210 (per hour; per member and day; errors
// per hour and code; each hour's response times), kept by a trigger as records are written:
// the whole hours (days) of a range come from there and its partial first and last hour (day)
// from the raw records, so every figure, p95 and p99 included, is exactly what the raw rows of
// the range give, and a 90-day range reads a few thousand rollup rows instead of every record.
// The percentiles are per hour only (never merged across hours): each hour's are recomputed
// from its raw rows by the trigger, and a partial first hour's computed here from its raw rows.
import type { Queryable } from '../db/db.ts';

export type Bucket = 'hour' | 'day' | 'week';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A window's bounds as SQL parameter references: [lo, hi) and its whole UTC hours or days
 * [first, end). The whole units are computed here, once, not per row in SQL (JavaScript time
 * has no leap seconds, so epoch milliseconds divide into UTC hours and days evenly).
 */
interface Span {
  lo: string;
  hi: string;
  first: string;
  end: string;
}

/**
 * Appends a window's bounds to `params`. `hi` null: no upper bound. `through`: `hi` itself is
 * included (the spend figures count up to and including now).
 */
function span(params: unknown[], unit: number, lo: Date, hi: Date | null, through = false): Span {
  const ref = (v: Date | string) => {
    params.push(v);
    return `$${params.length}::timestamptz`;
  };
  const hiRef = ref(hi ?? 'infinity');
  return {
    lo: ref(lo),
    hi: through ? `(${hiRef} + interval '1 microsecond')` : hiRef,
    first: ref(new Date(Math.ceil(lo.getTime() / unit) * unit)),
    end: ref(hi ? new Date(Math.floor(hi.getTime() / unit) * unit) : 'infinity'),
  };
}

/** The columns of a raw record the analytics read (all in the covering index of migration 200). */
const RAW_COLUMNS = `created_at, user_id, provider, model, outcome, cost_micros, duration_ms, confidence`;

/**
 * The raw records of the span outside its whole hours (days): its partial first and last one.
 * Two index ranges, not one range and a filter, so only the edges are read.
 */
const edges = (w: Span, columns = RAW_COLUMNS, where = 'true') => `(
  SELECT ${columns} FROM ai_analyses
  WHERE ${where} AND created_at >= ${w.lo} AND created_at < least(${w.hi}, ${w.first})
  UNION ALL
  SELECT ${columns} FROM ai_analyses
  WHERE ${where} AND created_at >= greatest(${w.first}, ${w.end}) AND created_at < ${w.hi}
)`;

/** What the rollups sum, computed over raw records (the same as the trigger's). */
const ANALYSES = `count(*) FILTER (WHERE outcome IN ('success', 'manual_entry'))`;
const SUCCESSES = `count(*) FILTER (WHERE outcome = 'success')`;
const CONFIDENCE = `coalesce(sum(confidence::float8) FILTER (WHERE outcome = 'success'), 0),
    count(confidence) FILTER (WHERE outcome = 'success')`;

/** Usage per hour, provider and model over an hourly span: the rollup's whole hours and the edges. */
const usageHours = (w: Span) => `(
  SELECT hour, provider, model, records, analyses, successes, manual_entries, cost_micros,
    confidence_sum, confidence_n, duration_ms_sum
  FROM ai_usage_hourly
  WHERE hour >= ${w.first} AND hour < ${w.end}
  UNION ALL
  SELECT date_trunc('hour', created_at, 'UTC'), provider, model, count(*), ${ANALYSES},
    ${SUCCESSES}, count(*) FILTER (WHERE outcome = 'manual_entry'), coalesce(sum(cost_micros), 0),
    ${CONFIDENCE}, coalesce(sum(duration_ms), 0)
  FROM ${edges(w)} e
  GROUP BY 1, 2, 3
)`;

/** Usage per member (records with one) over a daily span: the rollup's whole days and the edges. */
const usageUsers = (w: Span) => `(
  SELECT user_id, analyses, successes, cost_micros, confidence_sum, confidence_n
  FROM ai_usage_user_daily
  WHERE day >= ${w.first} AND day < ${w.end}
  UNION ALL
  SELECT user_id, ${ANALYSES}, ${SUCCESSES}, coalesce(sum(cost_micros), 0), ${CONFIDENCE}
  FROM ${edges(w)} e
  WHERE user_id IS NOT NULL
  GROUP BY 1
)`;

export interface UsageSummaryRow {
  cost_micros: string | number;
  analyses: string | number;
  successes: string | number;
  unique_users: string | number;
  avg_confidence: number | null;
  top_users: {
    user_id: string;
    requests: number;
    cost_micros: number;
    avg_confidence: number | null;
  }[];
}

/** The summary and the top users of [from, before). */
export async function usageSummary(
  q: Queryable,
  from: Date,
  before: Date,
  topUsers: number,
): Promise<UsageSummaryRow> {
  const params: unknown[] = [topUsers];
  const hours = span(params, HOUR_MS, from, before);
  const days = span(params, DAY_MS, from, before);
  const [row] = await q.query<UsageSummaryRow>(
    `WITH hours AS ${usageHours(hours)},
     per_user AS (
       SELECT user_id, sum(analyses) AS requests, sum(cost_micros) AS cost_micros,
         sum(confidence_sum) AS confidence_sum, sum(confidence_n) AS confidence_n
       FROM ${usageUsers(days)} u
       GROUP BY user_id
     ), top AS (
       SELECT user_id, requests, cost_micros,
         confidence_sum / nullif(confidence_n, 0) AS avg_confidence
       FROM per_user WHERE requests > 0
       ORDER BY requests DESC, cost_micros DESC, user_id
       LIMIT $1
     )
     SELECT
       coalesce(sum(cost_micros), 0) AS cost_micros,
       coalesce(sum(analyses), 0) AS analyses,
       coalesce(sum(successes), 0) AS successes,
       (SELECT count(*) FROM per_user WHERE requests > 0) AS unique_users,
       sum(confidence_sum) / nullif(sum(confidence_n), 0) AS avg_confidence,
       (SELECT coalesce(json_agg(json_build_object(
           'user_id', user_id, 'requests', requests, 'cost_micros', cost_micros,
           'avg_confidence', avg_confidence)
         ORDER BY requests DESC, cost_micros DESC, user_id), '[]'::json) FROM top) AS top_users
     FROM hours`,
    params,
  );
  return row!;
}

export interface PeriodRow {
  period: string;
  total: string | number;
  successes: string | number;
  failures: string | number;
}

/** Analyses per hour, day or week of [from, before), every period listed (zeros included). */
export function usageByPeriod(q: Queryable, from: Date, before: Date, bucket: Bucket) {
  const params: unknown[] = [from, before, bucket];
  return q.query<PeriodRow>(
    `WITH counts AS (
       SELECT date_trunc($3, hour AT TIME ZONE 'UTC') AS period, sum(analyses) AS total,
         sum(successes) AS successes, sum(manual_entries) AS failures
       FROM ${usageHours(span(params, HOUR_MS, from, before))} h
       GROUP BY 1
     )
     SELECT to_char(p.period, ${ISO}) AS period,
       coalesce(c.total, 0) AS total, coalesce(c.successes, 0) AS successes,
       coalesce(c.failures, 0) AS failures
     FROM generate_series(
         date_trunc($3, $1::timestamptz AT TIME ZONE 'UTC'),
         ($2::timestamptz AT TIME ZONE 'UTC') - interval '1 microsecond',
         ('1 ' || $3)::interval) AS p(period)
     LEFT JOIN counts c ON c.period = p.period
     ORDER BY p.period`,
    params,
  );
}

export interface ErrorRow {
  error_code: string;
  error_count: string | number;
  error_percentage: number;
}

/**
 * Failed model calls by error code, most frequent first, with each code's share: the hourly
 * error rollup and, at the edges, the partial index of failed calls (migration 200).
 */
export function errorsByCode(q: Queryable, from: Date, before: Date, limit: number) {
  const params: unknown[] = [limit];
  const w = span(params, HOUR_MS, from, before);
  return q.query<ErrorRow>(
    `WITH errors AS (
       SELECT error_code, failures FROM ai_errors_hourly WHERE hour >= ${w.first} AND hour < ${w.end}
       UNION ALL
       SELECT coalesce(error_code, 'unknown'), count(*)
       FROM ${edges(w, 'error_code', `outcome = 'failed'`)} e
       GROUP BY 1
     )
     SELECT error_code, sum(failures) AS error_count,
       (sum(failures) * 100.0 / sum(sum(failures)) OVER ())::float8 AS error_percentage
     FROM errors
     GROUP BY 1
     ORDER BY sum(failures) DESC, 1
     LIMIT $1`,
    params,
  );
}

export interface SpendRow {
  day_micros: string | number;
  month_micros: string | number;
  period_micros: string | number;
  period_records: string | number;
  day_users: string | number;
  day_analyses: string | number;
}

/**
 * Spend since the start of today, of the month and of the period (all bounded by `now`). The
 * three starts are whole UTC days, so a rollup hour is wholly after a start or wholly before.
 */
export async function spend(
  q: Queryable,
  b: { dayStart: Date; monthStart: Date; periodStart: Date; now: Date },
): Promise<SpendRow> {
  const params: unknown[] = [b.dayStart, b.monthStart, b.periodStart];
  const lo = new Date(
    Math.min(b.dayStart.getTime(), b.monthStart.getTime(), b.periodStart.getTime()),
  );
  const hours = span(params, HOUR_MS, lo, b.now, true);
  const today = span(params, DAY_MS, b.dayStart, b.now, true);
  const [row] = await q.query<SpendRow>(
    `SELECT
       coalesce(sum(cost_micros) FILTER (WHERE hour >= $1), 0) AS day_micros,
       coalesce(sum(cost_micros) FILTER (WHERE hour >= $2), 0) AS month_micros,
       coalesce(sum(cost_micros) FILTER (WHERE hour >= $3), 0) AS period_micros,
       coalesce(sum(records) FILTER (WHERE hour >= $3), 0) AS period_records,
       (SELECT count(DISTINCT user_id) FROM ${usageUsers(today)} u
         WHERE analyses > 0) AS day_users,
       coalesce(sum(analyses) FILTER (WHERE hour >= $1), 0) AS day_analyses
     FROM ${usageHours(hours)} h`,
    params,
  );
  return row!;
}

/** Spend per UTC day of [from, before), every day listed; in micro-dollars. */
export function spendByDay(q: Queryable, from: Date, before: Date) {
  const params: unknown[] = [from, before];
  return q.query<{ period: string; cost_micros: string | number }>(
    `WITH days AS (
       SELECT date_trunc('day', hour AT TIME ZONE 'UTC') AS period, sum(cost_micros) AS cost_micros
       FROM ${usageHours(span(params, HOUR_MS, from, before))} h GROUP BY 1
     )
     SELECT to_char(p.period, ${ISO}) AS period, coalesce(d.cost_micros, 0) AS cost_micros
     FROM generate_series($1::timestamptz AT TIME ZONE 'UTC',
         ($2::timestamptz AT TIME ZONE 'UTC') - interval '1 microsecond', interval '1 day') AS p(period)
     LEFT JOIN days d ON d.period = p.period
     ORDER BY p.period`,
    params,
  );
}

/** Model calls (not cached answers, not manual entry) of the window. */
const MODEL_CALLS = `provider IN ('hosted', 'offline')`;

/**
 * Average, p95 and p99 response time of the model calls per hour since `from`: the whole hours
 * from ai_latency_hourly (exact, see the file's head), a partial first hour from its raw rows.
 */
export const responseTimesByHour = (q: Queryable, from: Date) =>
  q.query<{ hour: string; avg: number; p95: number; p99: number }>(
    `SELECT to_char(h.hour AT TIME ZONE 'UTC', ${ISO}) AS hour, h.avg, h.p95, h.p99
     FROM (
       SELECT hour, duration_ms_sum::float8 / calls AS avg, p95, p99
       FROM ai_latency_hourly
       WHERE hour >= $2 AND calls > 0
       UNION ALL
       SELECT p.hour, p.avg, p.pct[1], p.pct[2]
       FROM (
         SELECT date_trunc('hour', created_at, 'UTC') AS hour, avg(duration_ms)::float8 AS avg,
           percentile_cont(ARRAY[0.95, 0.99]::float8[]) WITHIN GROUP (ORDER BY duration_ms) AS pct
         FROM ai_analyses
         WHERE ${MODEL_CALLS} AND created_at >= $1
           AND created_at < $2
         GROUP BY 1
       ) p
     ) h
     ORDER BY h.hour`,
    [from, new Date(Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS)],
  );

export function timesByModel(q: Queryable, from: Date) {
  const params: unknown[] = [];
  return q.query<{ model: string; avg: number; n: string | number }>(
    `SELECT model, (sum(duration_ms_sum)::float8 / sum(records)) AS avg, sum(records) AS n
     FROM ${usageHours(span(params, HOUR_MS, from, null))} h WHERE ${MODEL_CALLS}
     GROUP BY model ORDER BY sum(records) DESC, model`,
    params,
  );
}

export async function outcomesSince(q: Queryable, from: Date) {
  const params: unknown[] = [];
  const [row] = await q.query<{ completed: string | number; failed: string | number }>(
    `SELECT coalesce(sum(successes), 0) AS completed, coalesce(sum(manual_entries), 0) AS failed
     FROM ${usageHours(span(params, HOUR_MS, from, null))} h`,
    params,
  );
  return row!;
}

// ---- Feedback ----

export interface FeedbackRow {
  id: string;
  user_id: string | null;
  user_email: string | null;
  feedback_type: string;
  category: string;
  value: string | null;
  analysis_id: string | null;
  rating: number | null;
  confidence: number | null;
  original_value: string | null;
  suggested_value: string | null;
  comments: string | null;
  model_version: string | null;
  analysis_confidence: number | null;
  created_at: Date | string;
}

export const pendingFeedback = (q: Queryable, limit: number, category: string | null) =>
  q.query<FeedbackRow>(
    `SELECT f.id, f.user_id, u.email AS user_email, f.feedback_type, f.category, f.value,
       f.analysis_id, f.rating, f.confidence::float8 AS confidence, f.original_value,
       f.suggested_value, f.comments, f.model_version,
       f.analysis_confidence::float8 AS analysis_confidence, f.created_at
     FROM ai_feedback f LEFT JOIN users u ON u.id = f.user_id
     WHERE f.needs_review AND f.resolved_at IS NULL AND ($2::text IS NULL OR f.category = $2)
     ORDER BY f.created_at, f.id
     LIMIT $1`,
    [limit, category],
  );

const SINCE = `created_at >= now() - make_interval(days => $1::int)`;

export async function feedbackTotals(q: Queryable, days: number) {
  const [row] = await q.query<{
    total: string | number;
    avg_rating: number | null;
    reviewable: string | number;
    resolved: string | number;
    pending: string | number;
  }>(
    `SELECT count(*) AS total, avg(rating)::float8 AS avg_rating,
       count(*) FILTER (WHERE needs_review) AS reviewable,
       count(*) FILTER (WHERE needs_review AND resolved_at IS NOT NULL) AS resolved,
       (SELECT count(*) FROM ai_feedback WHERE needs_review AND resolved_at IS NULL) AS pending
     FROM ai_feedback WHERE ${SINCE}`,
    [days],
  );
  return row!;
}

export const topIssues = (q: Queryable, days: number, limit: number) =>
  q.query<{ issue: string; category: string; n: string | number; confidence: number }>(
    `SELECT coalesce(value, feedback_type) AS issue, category, count(*) AS n,
       coalesce(avg(analysis_confidence::float8), 0) AS confidence
     FROM ai_feedback WHERE needs_review AND ${SINCE}
     GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT $2`,
    [days, limit],
  );

export async function ratings(q: Queryable, days: number) {
  const [row] = await q.query<{
    sonnet_rating: number | null;
    sonnet_n: string | number;
    haiku_rating: number | null;
    haiku_n: string | number;
    overall: number | null;
    rated: string | number;
    promoters: string | number;
    detractors: string | number;
  }>(
    `SELECT
       (avg(rating) FILTER (WHERE model_version ILIKE '%sonnet%'))::float8 AS sonnet_rating,
       count(rating) FILTER (WHERE model_version ILIKE '%sonnet%') AS sonnet_n,
       (avg(rating) FILTER (WHERE model_version ILIKE '%haiku%'))::float8 AS haiku_rating,
       count(rating) FILTER (WHERE model_version ILIKE '%haiku%') AS haiku_n,
       avg(rating)::float8 AS overall, count(rating) AS rated,
       count(*) FILTER (WHERE rating = 5) AS promoters,
       count(*) FILTER (WHERE rating <= 3) AS detractors
     FROM ai_feedback WHERE ${SINCE}`,
    [days],
  );
  return row!;
}

export const accuracyByCategory = (q: Queryable, days: number) =>
  q.query<{ category: string; n: string | number; positive: string | number }>(
    `SELECT category, count(*) AS n,
       count(*) FILTER (WHERE rating >= 4
         OR (right(value, 8) = '_helpful' AND right(value, 12) <> '_not_helpful')
         OR value = 'helpful') AS positive
     FROM ai_feedback WHERE ${SINCE}
     GROUP BY category ORDER BY category`,
    [days],
  );

/** Resolves the listed items still pending; the ids of those resolved. */
export const resolveFeedback = (
  q: Queryable,
  ids: readonly string[],
  actionTaken: string,
  adminNotes: string | null,
) =>
  q.query<{ id: string }>(
    `UPDATE ai_feedback SET resolved_at = now(), action_taken = $2, admin_notes = $3
     WHERE id = ANY($1::uuid[]) AND needs_review AND resolved_at IS NULL
     RETURNING id`,
    [ids, actionTaken, adminNotes],
  );
