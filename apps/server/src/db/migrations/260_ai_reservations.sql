-- AI calls in flight (issue 25 item 2). The member's daily and monthly limits, the rate per
-- minute and the budgets were checked against finished analyses only, so parallel requests all
-- passed. Each analysis that reaches a model now reserves its place first, in one transaction
-- under the AI configuration row's lock, with the cost it may reach (estimate_micros, 0 for
-- the offline analyzer); the checks count these rows too, and the row goes once the analysis
-- is recorded. expires_at bounds a reservation a crashed process left behind.
CREATE TABLE ai_reservations (
  analysis_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  estimate_micros bigint NOT NULL DEFAULT 0 CHECK (estimate_micros >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX ai_reservations_expires_idx ON ai_reservations (expires_at);
CREATE INDEX ai_reservations_user_idx ON ai_reservations (user_id, expires_at);
