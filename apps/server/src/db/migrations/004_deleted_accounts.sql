-- Account deletion (openapi.yaml deleteAccount) marks the anonymised row 'deleted' rather than
-- 'suspended': staff lists can tell a departure from a suspension, and no status change can
-- bring a deleted account back. deleted_at and the status always agree.
ALTER TABLE users DROP CONSTRAINT users_account_status_check;
UPDATE users SET account_status = 'deleted' WHERE deleted_at IS NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_account_status_check CHECK (
  account_status IN ('active', 'suspended', 'pending', 'pending_verification', 'deleted')
);
ALTER TABLE users ADD CONSTRAINT users_deleted_status_check CHECK (
  (account_status = 'deleted') = (deleted_at IS NOT NULL)
);
