-- Accounts area (spec 1 §3, §4): deleted accounts, avatars, token transactions, staff audit.

-- Deletion anonymises the row rather than removing it (openapi.yaml, deleteAccount): other
-- members' transactions and chats keep pointing at it, shown as "Deleted member".
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
-- Storage key of the current avatar (the 256px image; the 64px thumbnail shares its stem), so
-- a replaced photo can be removed from storage.
ALTER TABLE users ADD COLUMN avatar_key text;

-- Token ledger: every balance change leaves one row with the balance before and after.
-- adjustment = a staff adjustment, positive or negative (openapi.yaml, TransactionType).
CREATE TABLE token_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  transaction_type text NOT NULL CHECK (transaction_type IN ('earned', 'spent', 'adjustment')),
  status text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'pending', 'failed')),
  token_amount integer NOT NULL,
  cash_amount_cents integer CHECK (cash_amount_cents IS NULL OR cash_amount_cents >= 0),
  description text,
  item_id uuid,
  item_type text CHECK (item_type IS NULL OR item_type IN ('bike', 'part', 'accessory', 'gear')),
  item_name text,
  offer_id uuid,
  admin_id uuid REFERENCES users (id) ON DELETE SET NULL,
  balance_before integer CHECK (balance_before IS NULL OR balance_before >= 0),
  balance_after integer CHECK (balance_after IS NULL OR balance_after >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX token_transactions_user_created_idx ON token_transactions (user_id, created_at DESC, id DESC);
CREATE INDEX token_transactions_created_idx ON token_transactions (created_at DESC);
CREATE INDEX token_transactions_admin_idx ON token_transactions (admin_id) WHERE admin_id IS NOT NULL;
CREATE INDEX token_transactions_offer_idx ON token_transactions (offer_id) WHERE offer_id IS NOT NULL;

-- Staff actions (openapi.yaml, adjustUserTokens: "writes an audit entry"; listed by the admin
-- area's GET /admin/audit).
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id uuid,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, created_at DESC);
