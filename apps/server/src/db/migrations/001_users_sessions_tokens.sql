-- Accounts, device sessions and e-mailed tokens (spec 1 §3). Secrets are stored only as
-- SHA-256 hashes, so a database leak does not hand out working links or sessions.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  username text,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('owner', 'manager', 'user')),
  email_verified boolean NOT NULL DEFAULT false,
  pending_email text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  location text,
  bio text,
  avatar_url text,
  account_status text NOT NULL DEFAULT 'pending_verification'
    CHECK (account_status IN ('active', 'suspended', 'pending', 'pending_verification')),
  token_balance integer NOT NULL DEFAULT 0 CHECK (token_balance >= 0),
  notification_preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
  failed_login_count integer NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
  locked_until timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Case-insensitive uniqueness without the citext extension (not available in every PGlite build).
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username)) WHERE username IS NOT NULL;
CREATE INDEX users_role_idx ON users (role);
CREATE INDEX users_account_status_idx ON users (account_status);

CREATE TABLE device_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  refresh_token_hash text NOT NULL,
  -- The hash of the token this one replaced: seeing it again means a stolen token was replayed.
  previous_refresh_token_hash text,
  user_agent text,
  ip_address text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE UNIQUE INDEX device_sessions_refresh_hash_key ON device_sessions (refresh_token_hash);
CREATE INDEX device_sessions_previous_hash_idx ON device_sessions (previous_refresh_token_hash)
  WHERE previous_refresh_token_hash IS NOT NULL;
CREATE INDEX device_sessions_user_idx ON device_sessions (user_id, revoked_at);
CREATE INDEX device_sessions_expires_idx ON device_sessions (expires_at) WHERE revoked_at IS NULL;

CREATE TABLE email_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email')),
  token_hash text NOT NULL,
  new_email text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX email_tokens_hash_key ON email_tokens (token_hash);
CREATE INDEX email_tokens_user_purpose_idx ON email_tokens (user_id, purpose) WHERE used_at IS NULL;
CREATE INDEX email_tokens_expires_idx ON email_tokens (expires_at);
