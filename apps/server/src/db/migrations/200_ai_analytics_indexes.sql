-- The owner's AI analytics and the staff's feedback review (issue 15; spec 3 §2.8-§2.10).
-- Every analytics call reads a time range of ai_analyses and only these columns: with them in
-- the index, PostgreSQL answers from the index alone (an index-only scan once vacuumed) and
-- never visits the wide rows. It replaces migration 170's plain created_at index, whose
-- readers (the budget and limit checks) it serves as well.
CREATE INDEX ai_analyses_created_cover_idx ON ai_analyses (created_at)
  INCLUDE (user_id, outcome, provider, model, cost_micros, duration_ms, confidence);
DROP INDEX ai_analyses_created_idx;
-- Error Analysis reads only the failed model calls.
CREATE INDEX ai_analyses_failed_idx ON ai_analyses (created_at) INCLUDE (error_code)
  WHERE outcome = 'failed';

-- Feedback stats and analytics read the last N days; the pending list filters by category.
CREATE INDEX ai_feedback_created_idx ON ai_feedback (created_at);
CREATE INDEX ai_feedback_pending_category_idx ON ai_feedback (category, created_at)
  WHERE needs_review AND resolved_at IS NULL;
