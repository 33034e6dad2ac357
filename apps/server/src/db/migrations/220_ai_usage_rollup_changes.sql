-- The AI usage rollups (210) were kept on INSERT only, so an UPDATE, DELETE or TRUNCATE of
-- ai_analyses left them wrong without a word. Nothing in the server updates or deletes records
-- today (account deletion anonymises the users row), but two paths can: deleting a users row
-- sets its records' user_id to NULL (the key's ON DELETE SET NULL, an UPDATE that fires
-- triggers), and the test helpers empty every table with TRUNCATE (or DELETE in replica mode,
-- which fires no trigger). Refusing the statements would break those, so the rollups follow
-- them instead:
--   DELETE   the removed records are subtracted; a group left with no record loses its row;
--   UPDATE   the old records are subtracted and the new ones added (210's function);
--   TRUNCATE the rollups, which hold nothing but ai_analyses' figures, are emptied too.
-- The hours touched get their percentiles recomputed from the raw rows, as on INSERT.

-- The response-time row of each given hour recomputed from its raw rows, or dropped when the
-- hour has no model call left. As in 210, the rows are locked first (in order) and computed in
-- a later statement, so a concurrent writer's records are seen.
CREATE FUNCTION ai_latency_recompute(hours timestamptz[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(hours) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO ai_latency_hourly AS l (hour, calls, duration_ms_sum, p95, p99)
  SELECT DISTINCT h, 0, 0, 0, 0 FROM unnest(hours) h ORDER BY 1
  ON CONFLICT (hour) DO UPDATE SET calls = l.calls;

  WITH fresh AS (
    SELECT date_trunc('hour', a.created_at, 'UTC') AS hour, count(*) AS calls,
      sum(a.duration_ms) AS duration_ms_sum,
      percentile_cont(ARRAY[0.95, 0.99]::float8[]) WITHIN GROUP (ORDER BY a.duration_ms) AS pct
    FROM ai_analyses a
    WHERE a.provider IN ('hosted', 'offline')
      AND a.created_at >= (SELECT min(h) FROM unnest(hours) h)
      AND a.created_at < (SELECT max(h) FROM unnest(hours) h) + interval '1 hour'
      AND date_trunc('hour', a.created_at, 'UTC') = ANY (hours)
    GROUP BY 1
  )
  UPDATE ai_latency_hourly l
  SET calls = f.calls, duration_ms_sum = f.duration_ms_sum, p95 = f.pct[1], p99 = f.pct[2]
  FROM fresh f WHERE l.hour = f.hour;

  DELETE FROM ai_latency_hourly l
  WHERE l.hour = ANY (hours)
    AND NOT EXISTS (
      SELECT 1 FROM ai_analyses a
      WHERE a.provider IN ('hosted', 'offline')
        AND a.created_at >= l.hour AND a.created_at < l.hour + interval '1 hour'
    );
END $$;

-- The records in `removed` taken out of the rollups: each sum of 210's trigger subtracted.
CREATE FUNCTION ai_usage_unroll() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ai_usage_hourly u SET
    records = u.records - d.records,
    analyses = u.analyses - d.analyses,
    successes = u.successes - d.successes,
    manual_entries = u.manual_entries - d.manual_entries,
    cost_micros = u.cost_micros - d.cost_micros,
    confidence_sum = u.confidence_sum - d.confidence_sum,
    confidence_n = u.confidence_n - d.confidence_n,
    duration_ms_sum = u.duration_ms_sum - d.duration_ms_sum
  FROM (
    SELECT date_trunc('hour', created_at, 'UTC') AS hour, provider, model, count(*) AS records,
      count(*) FILTER (WHERE outcome IN ('success', 'manual_entry')) AS analyses,
      count(*) FILTER (WHERE outcome = 'success') AS successes,
      count(*) FILTER (WHERE outcome = 'manual_entry') AS manual_entries,
      coalesce(sum(cost_micros), 0) AS cost_micros,
      coalesce(sum(confidence::float8) FILTER (WHERE outcome = 'success'), 0) AS confidence_sum,
      count(confidence) FILTER (WHERE outcome = 'success') AS confidence_n,
      coalesce(sum(duration_ms), 0) AS duration_ms_sum
    FROM removed GROUP BY 1, 2, 3
  ) d
  WHERE u.hour = d.hour AND u.provider = d.provider AND u.model = d.model;
  -- records counts every record, so 0 is a group the INSERT path would never have written.
  DELETE FROM ai_usage_hourly WHERE records <= 0;

  UPDATE ai_usage_user_daily u SET
    analyses = u.analyses - d.analyses,
    successes = u.successes - d.successes,
    cost_micros = u.cost_micros - d.cost_micros,
    confidence_sum = u.confidence_sum - d.confidence_sum,
    confidence_n = u.confidence_n - d.confidence_n
  FROM (
    SELECT date_trunc('day', created_at, 'UTC') AS day, user_id,
      count(*) FILTER (WHERE outcome IN ('success', 'manual_entry')) AS analyses,
      count(*) FILTER (WHERE outcome = 'success') AS successes,
      coalesce(sum(cost_micros), 0) AS cost_micros,
      coalesce(sum(confidence::float8) FILTER (WHERE outcome = 'success'), 0) AS confidence_sum,
      count(confidence) FILTER (WHERE outcome = 'success') AS confidence_n
    FROM removed WHERE user_id IS NOT NULL GROUP BY 1, 2
  ) d
  WHERE u.day = d.day AND u.user_id = d.user_id;
  -- A member's day is a row as long as any record of theirs falls in it (even a failed one, as
  -- on INSERT), so the row goes when the last one does.
  DELETE FROM ai_usage_user_daily u
  USING (SELECT DISTINCT date_trunc('day', created_at, 'UTC') AS day, user_id
         FROM removed WHERE user_id IS NOT NULL) d
  WHERE u.day = d.day AND u.user_id = d.user_id
    AND NOT EXISTS (
      SELECT 1 FROM ai_analyses a
      WHERE a.user_id = d.user_id AND a.created_at >= d.day
        AND a.created_at < d.day + interval '1 day'
    );

  UPDATE ai_errors_hourly e SET failures = e.failures - d.failures
  FROM (
    SELECT date_trunc('hour', created_at, 'UTC') AS hour, coalesce(error_code, 'unknown') AS code,
      count(*) AS failures
    FROM removed WHERE outcome = 'failed' GROUP BY 1, 2
  ) d
  WHERE e.hour = d.hour AND e.error_code = d.code;
  DELETE FROM ai_errors_hourly WHERE failures <= 0;

  PERFORM ai_latency_recompute(ARRAY(
    SELECT DISTINCT date_trunc('hour', created_at, 'UTC') FROM removed
    WHERE provider IN ('hosted', 'offline')));
  RETURN NULL;
END $$;

CREATE FUNCTION ai_usage_rollup_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ai_usage_hourly;
  DELETE FROM ai_usage_user_daily;
  DELETE FROM ai_errors_hourly;
  DELETE FROM ai_latency_hourly;
  RETURN NULL;
END $$;

CREATE TRIGGER ai_analyses_unroll_delete AFTER DELETE ON ai_analyses
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ai_usage_unroll();

-- An UPDATE is the old records out and the new ones in. A trigger with transition tables cannot
-- name columns, so every UPDATE runs both (only a users row's deletion updates records). The
-- order of the two does not matter: sums commute, and rows and percentiles are decided from
-- the raw rows, which already hold the new values.
CREATE TRIGGER ai_analyses_rollup_update AFTER UPDATE ON ai_analyses
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ai_usage_rollup();
CREATE TRIGGER ai_analyses_unroll_update AFTER UPDATE ON ai_analyses
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ai_usage_unroll();

CREATE TRIGGER ai_analyses_rollup_truncate AFTER TRUNCATE ON ai_analyses
  FOR EACH STATEMENT EXECUTE FUNCTION ai_usage_rollup_clear();
