-- Rollups of the AI usage records for the owner's analytics (issue 15: p99 under 200 ms over 90
-- days of 1,000,000 records). Reading the raw rows of a 90-day range costs time in proportion
-- to the records; these tables hold what the analytics add up, per UTC hour (and, for the top
-- users and the count of members, per UTC day and member; errors per hour and code), so a range reads a few thousand
-- rows whatever the volume. The analytics read the whole hours (days) of a range here and the
-- partial hours (days) at its edges from ai_analyses, so every figure is the one the raw rows
-- give.
--
-- Kept by a trigger in the writing statement's transaction, so every writer (an analysis, the
-- demo history, an import, a test fixture) keeps them right and a rolled-back record leaves no
-- trace. Usage records are append-only: nothing updates or deletes them, except a member's
-- deletion setting their user_id to NULL, which the per-member rollup follows by cascade (the
-- analytics leave records without a member out of the top users and the member count, and the
-- hourly totals keep them).

-- Per hour, provider and model: counts, spend, confidence and duration sums.
CREATE TABLE ai_usage_hourly (
  hour timestamptz NOT NULL,
  provider text NOT NULL,
  model text NOT NULL,
  -- Every record (model calls, cached answers, manual entries).
  records bigint NOT NULL,
  -- Analyses: records ending in 'success' or 'manual_entry' (see the analytics' repository).
  analyses bigint NOT NULL,
  successes bigint NOT NULL,
  manual_entries bigint NOT NULL,
  cost_micros bigint NOT NULL,
  -- Confidence of the successful records that have one.
  confidence_sum float8 NOT NULL,
  confidence_n bigint NOT NULL,
  duration_ms_sum bigint NOT NULL,
  PRIMARY KEY (hour, provider, model)
);

-- Per member and UTC day: what the top users and the count of members need.
CREATE TABLE ai_usage_user_daily (
  day timestamptz NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  analyses bigint NOT NULL,
  successes bigint NOT NULL,
  cost_micros bigint NOT NULL,
  confidence_sum float8 NOT NULL,
  confidence_n bigint NOT NULL,
  PRIMARY KEY (day, user_id)
);
CREATE INDEX ai_usage_user_daily_user_idx ON ai_usage_user_daily (user_id);

-- Per hour and error code: the failed model calls (Error Analysis).
CREATE TABLE ai_errors_hourly (
  hour timestamptz NOT NULL,
  error_code text NOT NULL,
  failures bigint NOT NULL,
  PRIMARY KEY (hour, error_code)
);

-- Per hour, the response times of the model calls (provider hosted or offline): count, sum and
-- the exact p95 and p99 (percentile_cont, as the raw rows give them). Percentiles cannot be
-- added up, but the analytics report them per hour only, so each hour's are recomputed from
-- that hour's raw rows whenever a record lands in it (a few hundred rows, by the created_at
-- index) and are exact, never merged.
CREATE TABLE ai_latency_hourly (
  hour timestamptz PRIMARY KEY,
  calls bigint NOT NULL,
  duration_ms_sum bigint NOT NULL,
  p95 float8 NOT NULL,
  p99 float8 NOT NULL
);

CREATE FUNCTION ai_usage_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Sums are added as deltas: right under concurrent writers (ON CONFLICT updates the latest
  -- row). Rows are taken in key order so concurrent statements lock in the same order.
  INSERT INTO ai_usage_hourly AS u (hour, provider, model, records, analyses, successes,
    manual_entries, cost_micros, confidence_sum, confidence_n, duration_ms_sum)
  SELECT date_trunc('hour', created_at, 'UTC'), provider, model, count(*),
    count(*) FILTER (WHERE outcome IN ('success', 'manual_entry')),
    count(*) FILTER (WHERE outcome = 'success'),
    count(*) FILTER (WHERE outcome = 'manual_entry'),
    coalesce(sum(cost_micros), 0),
    coalesce(sum(confidence::float8) FILTER (WHERE outcome = 'success'), 0),
    count(confidence) FILTER (WHERE outcome = 'success'),
    coalesce(sum(duration_ms), 0)
  FROM added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (hour, provider, model) DO UPDATE SET
    records = u.records + EXCLUDED.records,
    analyses = u.analyses + EXCLUDED.analyses,
    successes = u.successes + EXCLUDED.successes,
    manual_entries = u.manual_entries + EXCLUDED.manual_entries,
    cost_micros = u.cost_micros + EXCLUDED.cost_micros,
    confidence_sum = u.confidence_sum + EXCLUDED.confidence_sum,
    confidence_n = u.confidence_n + EXCLUDED.confidence_n,
    duration_ms_sum = u.duration_ms_sum + EXCLUDED.duration_ms_sum;

  INSERT INTO ai_usage_user_daily AS u (day, user_id, analyses, successes, cost_micros,
    confidence_sum, confidence_n)
  SELECT date_trunc('day', created_at, 'UTC'), user_id,
    count(*) FILTER (WHERE outcome IN ('success', 'manual_entry')),
    count(*) FILTER (WHERE outcome = 'success'),
    coalesce(sum(cost_micros), 0),
    coalesce(sum(confidence::float8) FILTER (WHERE outcome = 'success'), 0),
    count(confidence) FILTER (WHERE outcome = 'success')
  FROM added WHERE user_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, user_id) DO UPDATE SET
    analyses = u.analyses + EXCLUDED.analyses,
    successes = u.successes + EXCLUDED.successes,
    cost_micros = u.cost_micros + EXCLUDED.cost_micros,
    confidence_sum = u.confidence_sum + EXCLUDED.confidence_sum,
    confidence_n = u.confidence_n + EXCLUDED.confidence_n;

  INSERT INTO ai_errors_hourly AS e (hour, error_code, failures)
  SELECT date_trunc('hour', created_at, 'UTC'), coalesce(error_code, 'unknown'), count(*)
  FROM added WHERE outcome = 'failed' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (hour, error_code) DO UPDATE SET failures = e.failures + EXCLUDED.failures;

  -- Percentiles are recomputed, not added: first lock the touched hours' rows (waiting for any
  -- other writer of the same hour to commit), then compute in a new statement, whose snapshot
  -- sees every record committed before the lock was granted, so no writer's record is missed.
  INSERT INTO ai_latency_hourly AS l (hour, calls, duration_ms_sum, p95, p99)
  SELECT DISTINCT date_trunc('hour', created_at, 'UTC'), 0, 0, 0, 0
  FROM added WHERE provider IN ('hosted', 'offline') ORDER BY 1
  ON CONFLICT (hour) DO UPDATE SET calls = l.calls;

  WITH touched AS (
    SELECT DISTINCT date_trunc('hour', created_at, 'UTC') AS hour
    FROM added WHERE provider IN ('hosted', 'offline')
  ), fresh AS (
    SELECT date_trunc('hour', a.created_at, 'UTC') AS hour, count(*) AS calls,
      sum(a.duration_ms) AS duration_ms_sum,
      percentile_cont(ARRAY[0.95, 0.99]::float8[]) WITHIN GROUP (ORDER BY a.duration_ms) AS pct
    FROM ai_analyses a
    WHERE a.provider IN ('hosted', 'offline')
      AND a.created_at >= (SELECT min(hour) FROM touched)
      AND a.created_at < (SELECT max(hour) FROM touched) + interval '1 hour'
      AND date_trunc('hour', a.created_at, 'UTC') IN (SELECT hour FROM touched)
    GROUP BY 1
  )
  UPDATE ai_latency_hourly l
  SET calls = f.calls, duration_ms_sum = f.duration_ms_sum, p95 = f.pct[1], p99 = f.pct[2]
  FROM fresh f WHERE l.hour = f.hour;
  RETURN NULL;
END $$;

CREATE TRIGGER ai_analyses_rollup AFTER INSERT ON ai_analyses
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ai_usage_rollup();

-- Records written before this migration go through the trigger once: moved out and back in,
-- in the migration's transaction (nothing references them; their ids are kept).
CREATE TEMP TABLE ai_analyses_before ON COMMIT DROP AS SELECT * FROM ai_analyses;
DELETE FROM ai_analyses;
INSERT INTO ai_analyses SELECT * FROM ai_analyses_before;
