-- The AI photo analysis (issue 13; spec 2 §3.5, §4.4, §7.3; spec 3 §7.4, §9).
-- The configuration of spec 3 §9: one row, its defaults the spec's.
CREATE TABLE ai_config (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  daily_budget_cents bigint NOT NULL DEFAULT 5000 CHECK (daily_budget_cents >= 0),
  monthly_budget_cents bigint NOT NULL DEFAULT 100000 CHECK (monthly_budget_cents >= 0),
  user_daily_limit integer NOT NULL DEFAULT 20 CHECK (user_daily_limit >= 0),
  user_monthly_limit integer NOT NULL DEFAULT 500 CHECK (user_monthly_limit >= 0),
  rate_limit_rpm integer NOT NULL DEFAULT 30 CHECK (rate_limit_rpm >= 0),
  enable_new_features boolean NOT NULL DEFAULT true,
  maintenance_mode boolean NOT NULL DEFAULT false,
  updated_at timestamptz,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);
INSERT INTO ai_config DEFAULT VALUES;

-- An AI upload's analysis copy (JPEG, at most 1568 px) and measured quality, beside the
-- image-service upload that holds the listing-size copies. Analyses read photos only from here:
-- an image URL is accepted when it is one of the caller's rows (no fetching, no SSRF).
CREATE TABLE ai_uploads (
  id uuid PRIMARY KEY REFERENCES image_uploads (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url text NOT NULL,
  sha256 text NOT NULL,
  analysis_jpeg bytea NOT NULL,
  quality_score integer NOT NULL,
  quality jsonb NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX ai_uploads_user_url_idx ON ai_uploads (user_id, url);
CREATE INDEX ai_uploads_expiry_idx ON ai_uploads (expires_at);

-- Every call of an analyzer (and every cached or manual-entry answer), for the analytics
-- screens, the budgets and the limits. Several rows share analysis_id when the fallback ran.
-- Cost in micro-dollars: a cheap call is a fraction of a cent.
CREATE TABLE ai_analyses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  analysis_id uuid NOT NULL,
  attempt smallint NOT NULL DEFAULT 1,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  provider text NOT NULL CHECK (provider IN ('hosted', 'offline', 'cache', 'none')),
  model text NOT NULL,
  input_tokens integer NOT NULL DEFAULT 0,
  output_tokens integer NOT NULL DEFAULT 0,
  cache_creation_tokens integer NOT NULL DEFAULT 0,
  cache_read_tokens integer NOT NULL DEFAULT 0,
  cost_micros bigint NOT NULL DEFAULT 0 CHECK (cost_micros >= 0),
  duration_ms integer NOT NULL DEFAULT 0,
  outcome text NOT NULL CHECK (outcome IN ('success', 'failed', 'manual_entry')),
  error_code text,
  cached boolean NOT NULL DEFAULT false,
  confidence real,
  image_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_analyses_user_idx ON ai_analyses (user_id, created_at DESC);
CREATE INDEX ai_analyses_created_idx ON ai_analyses (created_at);
CREATE INDEX ai_analyses_analysis_idx ON ai_analyses (analysis_id);

-- The answered result of each analysis (improvement suggestions and re-analysis read it).
CREATE TABLE ai_results (
  analysis_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  upload_ids uuid[] NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Results by the photos' content hashes: the same photos are not paid for twice.
CREATE TABLE ai_cache (
  cache_key text PRIMARY KEY,
  result jsonb NOT NULL,
  cost_micros bigint NOT NULL DEFAULT 0,
  hits integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Members' feedback on analyses (POST /feedback; spec 2 §3.5, spec 3 §2.10).
CREATE TABLE ai_feedback (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  feedback_type text NOT NULL,
  category text NOT NULL,
  value text,
  analysis_id text,
  rating smallint,
  confidence real,
  original_value text,
  suggested_value text,
  comments text,
  model_version text,
  analysis_confidence real,
  needs_review boolean NOT NULL,
  resolved_at timestamptz,
  admin_notes text,
  action_taken text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_feedback_pending_idx ON ai_feedback (created_at) WHERE needs_review AND resolved_at IS NULL;
