// SQL of the AI area (migration 170): configuration, analysis copies of uploads, the record of
// every analyzer call, results, the content-hash cache and feedback.
import type { Queryable } from '../db/db.ts';

export interface AiConfigRow {
  daily_budget_cents: string | number;
  monthly_budget_cents: string | number;
  user_daily_limit: number;
  user_monthly_limit: number;
  rate_limit_rpm: number;
  enable_new_features: boolean;
  maintenance_mode: boolean;
}

export async function getConfig(q: Queryable): Promise<AiConfigFullRow> {
  const [row] = await q.query<AiConfigFullRow>('SELECT * FROM ai_config WHERE id');
  if (row) return row;
  // A test that emptied the tables: the spec's defaults, written back.
  const [fresh] = await q.query<AiConfigFullRow>(
    'INSERT INTO ai_config DEFAULT VALUES ON CONFLICT (id) DO UPDATE SET id = true RETURNING *',
  );
  return fresh!;
}

export interface AiConfigPatch {
  dailyBudgetCents?: number;
  monthlyBudgetCents?: number;
  userDailyLimit?: number;
  userMonthlyLimit?: number;
  rateLimitRpm?: number;
  enableNewFeatures?: boolean;
  maintenanceMode?: boolean;
}

export interface AiConfigFullRow extends AiConfigRow {
  updated_at: Date | string | null;
  updated_by: string | null;
}

/** The one row, locked until the caller's transaction ends (two owners saving at once). */
export async function lockConfig(q: Queryable): Promise<AiConfigFullRow> {
  await getConfig(q);
  const [row] = await q.query<AiConfigFullRow>('SELECT * FROM ai_config WHERE id FOR UPDATE');
  return row!;
}

/** The fields given replace the stored ones (COALESCE keeps the others). */
export async function updateConfig(
  q: Queryable,
  patch: AiConfigPatch,
  updatedBy: string,
): Promise<AiConfigFullRow> {
  const [row] = await q.query<AiConfigFullRow>(
    `UPDATE ai_config SET
       daily_budget_cents = coalesce($1, daily_budget_cents),
       monthly_budget_cents = coalesce($2, monthly_budget_cents),
       user_daily_limit = coalesce($3, user_daily_limit),
       user_monthly_limit = coalesce($4, user_monthly_limit),
       rate_limit_rpm = coalesce($5, rate_limit_rpm),
       enable_new_features = coalesce($6, enable_new_features),
       maintenance_mode = coalesce($7, maintenance_mode),
       updated_at = now(), updated_by = $8
     WHERE id RETURNING *`,
    [
      patch.dailyBudgetCents ?? null,
      patch.monthlyBudgetCents ?? null,
      patch.userDailyLimit ?? null,
      patch.userMonthlyLimit ?? null,
      patch.rateLimitRpm ?? null,
      patch.enableNewFeatures ?? null,
      patch.maintenanceMode ?? null,
      updatedBy,
    ],
  );
  return row!;
}

export interface AiUploadRow {
  id: string;
  user_id: string;
  url: string;
  sha256: string;
  analysis_jpeg: Uint8Array;
  quality_score: number;
  quality: { problems: string[] };
}

export async function insertAiUpload(
  q: Queryable,
  u: {
    id: string;
    userId: string;
    url: string;
    sha256: string;
    jpeg: Buffer;
    qualityScore: number;
    quality: object;
    metadata: object | null;
    ttlSeconds: number;
  },
) {
  await q.query(
    `INSERT INTO ai_uploads (id, user_id, url, sha256, analysis_jpeg, quality_score, quality, metadata, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9::int))`,
    [
      u.id,
      u.userId,
      u.url,
      u.sha256,
      u.jpeg,
      u.qualityScore,
      JSON.stringify(u.quality),
      u.metadata && JSON.stringify(u.metadata),
      u.ttlSeconds,
    ],
  );
}

/** The caller's unexpired AI uploads with these addresses. */
export const findUploadsByUrl = (q: Queryable, userId: string, urls: readonly string[]) =>
  q.query<AiUploadRow>(
    `SELECT id, user_id, url, sha256, analysis_jpeg, quality_score, quality FROM ai_uploads
      WHERE user_id = $1 AND url = ANY($2::text[]) AND expires_at > now()`,
    [userId, urls],
  );

export const findUploadsById = (q: Queryable, userId: string, ids: readonly string[]) =>
  q.query<AiUploadRow>(
    `SELECT id, user_id, url, sha256, analysis_jpeg, quality_score, quality FROM ai_uploads
      WHERE user_id = $1 AND id = ANY($2::uuid[]) AND expires_at > now()`,
    [userId, ids],
  );

export const deleteExpiredAiUploads = (q: Queryable) =>
  q.query<{ id: string }>('DELETE FROM ai_uploads WHERE expires_at <= now() RETURNING id');

export interface AnalysisRecord {
  analysisId: string;
  attempt: number;
  userId: string;
  provider: 'hosted' | 'offline' | 'cache' | 'none';
  model: string;
  inputTokens: number;
  outputTokens: number;
  cacheCreationTokens: number;
  cacheReadTokens: number;
  costMicros: number;
  durationMs: number;
  outcome: 'success' | 'failed' | 'manual_entry';
  errorCode: string | null;
  cached: boolean;
  confidence: number | null;
  imageCount: number;
}

export async function recordAnalysis(q: Queryable, r: AnalysisRecord) {
  await q.query(
    `INSERT INTO ai_analyses (analysis_id, attempt, user_id, provider, model, input_tokens, output_tokens,
       cache_creation_tokens, cache_read_tokens, cost_micros, duration_ms, outcome, error_code, cached,
       confidence, image_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      r.analysisId,
      r.attempt,
      r.userId,
      r.provider,
      r.model,
      r.inputTokens,
      r.outputTokens,
      r.cacheCreationTokens,
      r.cacheReadTokens,
      r.costMicros,
      r.durationMs,
      r.outcome,
      r.errorCode,
      r.cached,
      r.confidence,
      r.imageCount,
    ],
  );
}

/**
 * Usage records as they happened (the demo seed's history, an import): one statement for the
 * lot, each with its own time.
 */
export async function recordPastAnalyses(
  q: Queryable,
  records: readonly (AnalysisRecord & { createdAt: Date })[],
) {
  if (!records.length) return;
  const col = <K extends keyof (AnalysisRecord & { createdAt: Date })>(k: K) =>
    records.map((r) => r[k]);
  await q.query(
    `INSERT INTO ai_analyses (analysis_id, attempt, user_id, provider, model, input_tokens,
       output_tokens, cost_micros, duration_ms, outcome, error_code, cached, confidence,
       image_count, created_at)
     SELECT * FROM unnest($1::uuid[], $2::smallint[], $3::uuid[], $4::text[], $5::text[],
       $6::int[], $7::int[], $8::bigint[], $9::int[], $10::text[], $11::text[], $12::boolean[],
       $13::real[], $14::int[], $15::timestamptz[])`,
    [
      col('analysisId'),
      col('attempt'),
      col('userId'),
      col('provider'),
      col('model'),
      col('inputTokens'),
      col('outputTokens'),
      col('costMicros'),
      col('durationMs'),
      col('outcome'),
      col('errorCode'),
      col('cached'),
      col('confidence'),
      col('imageCount'),
      records.map((r) => r.createdAt.toISOString()),
    ],
  );
}

/** Whether any usage was ever recorded (the demo history is written once, on none). */
export async function anyAnalysis(q: Queryable) {
  const row = await q.one<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM ai_analyses) AS found');
  return row?.found === true;
}

export interface UsageNow {
  day_cost_micros: string | number;
  month_cost_micros: string | number;
  user_day: string | number;
  user_month: string | number;
  last_minute: string | number;
}

/**
 * Spend and counts the limits are checked against. A member's count is their analyses (first
 * attempts) that were not answered from the cache: a cached answer costs nothing (ours).
 * Days and months are UTC.
 */
export async function usageNow(q: Queryable, userId: string): Promise<UsageNow> {
  // Finished analyses plus the reservations of those still running (ai_reservations), each
  // counted as a call and at its estimated cost: what parallel requests are checked against.
  const [row] = await q.query<UsageNow>(
    `WITH done AS (
       SELECT
         coalesce(sum(cost_micros) FILTER (WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), 0) AS day_cost_micros,
         coalesce(sum(cost_micros), 0) AS month_cost_micros,
         count(*) FILTER (WHERE user_id = $1 AND attempt = 1 AND NOT cached
           AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS user_day,
         count(*) FILTER (WHERE user_id = $1 AND attempt = 1 AND NOT cached) AS user_month,
         count(*) FILTER (WHERE attempt = 1 AND NOT cached AND created_at > now() - interval '1 minute') AS last_minute
       FROM ai_analyses
       WHERE created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
     ), running AS (
       SELECT coalesce(sum(estimate_micros), 0) AS cost,
              count(*) FILTER (WHERE user_id = $1) AS mine,
              count(*) AS all_calls
       FROM ai_reservations WHERE expires_at > now()
     )
     SELECT done.day_cost_micros + running.cost AS day_cost_micros,
            done.month_cost_micros + running.cost AS month_cost_micros,
            done.user_day + running.mine AS user_day,
            done.user_month + running.mine AS user_month,
            done.last_minute + running.all_calls AS last_minute
     FROM done, running`,
    [userId],
  );
  return row!;
}

/** A running analysis's place (see usageNow), written under lockConfig's lock. */
export async function insertReservation(
  q: Queryable,
  r: { analysisId: string; userId: string; estimateMicros: number; ttlSeconds: number },
) {
  await q.query(
    `INSERT INTO ai_reservations (analysis_id, user_id, estimate_micros, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [r.analysisId, r.userId, r.estimateMicros, r.ttlSeconds],
  );
}

export async function deleteReservation(q: Queryable, analysisId: string) {
  await q.query('DELETE FROM ai_reservations WHERE analysis_id = $1', [analysisId]);
}

/**
 * What one hosted analysis may cost: the dearest of the last 20 (all its attempts together),
 * at least `floorMicros` (no history yet, or only cheap answers so far).
 */
export async function hostedCallEstimate(q: Queryable, floorMicros: number): Promise<number> {
  const [row] = await q.query<{ micros: string | number | null }>(
    `SELECT max(cost) AS micros FROM (
       SELECT sum(cost_micros) AS cost FROM ai_analyses
       WHERE provider = 'hosted' AND NOT cached
       GROUP BY analysis_id ORDER BY max(created_at) DESC LIMIT 20) recent`,
  );
  return Math.max(Number(row?.micros ?? 0), floorMicros);
}

export async function saveResult(
  q: Queryable,
  analysisId: string,
  userId: string,
  uploadIds: readonly string[],
  result: object,
) {
  await q.query(
    `INSERT INTO ai_results (analysis_id, user_id, upload_ids, result) VALUES ($1, $2, $3::uuid[], $4)`,
    [analysisId, userId, uploadIds, JSON.stringify(result)],
  );
}

export async function findResult(q: Queryable, analysisId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(analysisId)) return null;
  const [row] = await q.query<{
    user_id: string;
    upload_ids: string[];
    result: Record<string, unknown>;
  }>('SELECT user_id, upload_ids, result FROM ai_results WHERE analysis_id = $1', [analysisId]);
  return row ?? null;
}

export async function cacheGet(q: Queryable, key: string) {
  const [row] = await q.query<{ result: Record<string, unknown> }>(
    'UPDATE ai_cache SET hits = hits + 1 WHERE cache_key = $1 RETURNING result',
    [key],
  );
  return row?.result ?? null;
}

export async function cachePut(q: Queryable, key: string, result: object, costMicros: number) {
  await q.query(
    `INSERT INTO ai_cache (cache_key, result, cost_micros) VALUES ($1, $2, $3)
     ON CONFLICT (cache_key) DO UPDATE SET result = EXCLUDED.result, cost_micros = EXCLUDED.cost_micros`,
    [key, JSON.stringify(result), costMicros],
  );
}

export async function insertFeedback(
  q: Queryable,
  f: {
    id: string;
    userId: string;
    feedbackType: string;
    category: string;
    value: string | null;
    analysisId: string | null;
    rating: number | null;
    confidence: number | null;
    originalValue: string | null;
    suggestedValue: string | null;
    comments: string | null;
    modelVersion: string | null;
    analysisConfidence: number | null;
    needsReview: boolean;
  },
) {
  await q.query(
    `INSERT INTO ai_feedback (id, user_id, feedback_type, category, value, analysis_id, rating, confidence,
       original_value, suggested_value, comments, model_version, analysis_confidence, needs_review)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      f.id,
      f.userId,
      f.feedbackType,
      f.category,
      f.value,
      f.analysisId,
      f.rating,
      f.confidence,
      f.originalValue,
      f.suggestedValue,
      f.comments,
      f.modelVersion,
      f.analysisConfidence,
      f.needsReview,
    ],
  );
}

/**
 * The cache's figures (GET /ai/cache-stats): entries and the hits they served, the analyses
 * that missed it (first attempts not answered from it), and what the hits would have cost.
 */
export async function cacheStats(q: Queryable) {
  const [row] = await q.query<{
    entries: string | number;
    hits: string | number;
    saved_micros: string | number;
    misses: string | number;
  }>(
    `SELECT c.entries, c.hits, c.saved_micros,
       (SELECT count(*) FROM ai_analyses WHERE attempt = 1 AND NOT cached) AS misses
     FROM (SELECT count(*) AS entries, coalesce(sum(hits), 0) AS hits,
             coalesce(sum(hits::bigint * cost_micros), 0) AS saved_micros FROM ai_cache) c`,
  );
  return row!;
}

/**
 * A member's own analyses in the current UTC day or month (GET /ai/usage-stats): first
 * attempts, those answered from the cache, and the spend of every attempt.
 */
export async function memberUsage(q: Queryable, userId: string, period: 'daily' | 'monthly') {
  const [row] = await q.query<{
    requests: string | number;
    cached: string | number;
    cost_micros: string | number;
  }>(
    `SELECT count(*) FILTER (WHERE attempt = 1 AND NOT cached) AS requests,
       count(*) FILTER (WHERE attempt = 1 AND cached) AS cached,
       coalesce(sum(cost_micros), 0) AS cost_micros
     FROM ai_analyses
     WHERE user_id = $1
       AND created_at >= date_trunc($2, now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [userId, period === 'daily' ? 'day' : 'month'],
  );
  return row!;
}
