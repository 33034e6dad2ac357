-- The staff panel's lists at 100,000 members and 200,000 audit entries (issue 14; the
-- bench:admin script measures them). No database extension: PGlite and a PostgreSQL server run
-- the same statements, and a managed PostgreSQL need not offer pg_trgm.

-- Users search (openapi.yaml listAdminUsers): a prefix of the e-mail, first, last or full name,
-- ignoring case. text_pattern_ops lets LIKE 'prefix%' read these btrees whatever the collation.
CREATE INDEX users_email_prefix_idx ON users (lower(email) text_pattern_ops);
CREATE INDEX users_first_name_prefix_idx ON users (lower(first_name) text_pattern_ops);
CREATE INDEX users_last_name_prefix_idx ON users (lower(last_name) text_pattern_ops);
CREATE INDEX users_full_name_prefix_idx
  ON users (lower(first_name || ' ' || last_name) text_pattern_ops);
-- Newest first, whole list or by role or status: a page is read in index order. Live members
-- only (the list never shows deleted accounts), so the whole list's count can be an index-only
-- scan.
CREATE INDEX users_live_created_idx ON users (created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX users_live_status_created_idx ON users (account_status, created_at DESC, id DESC)
  WHERE deleted_at IS NULL;
CREATE INDEX users_live_role_created_idx ON users (role, created_at DESC, id DESC)
  WHERE deleted_at IS NULL;

-- Audit keyword search (openapi.yaml listAuditLog): the names and e-mails of the staff member
-- and the target as they were when the entry was written (an audit entry records that moment),
-- the action and the strings and numbers of the details. Written by the insert
-- (audit/repository.ts), since it reads the users table.
ALTER TABLE audit_log ADD COLUMN search_vector tsvector;
UPDATE audit_log l SET search_vector =
  to_tsvector('simple', concat_ws(' ', l.action,
    a.first_name, a.last_name, a.email, replace(a.email, '@', ' '),
    t.first_name, t.last_name, t.email, replace(t.email, '@', ' ')))
  || jsonb_to_tsvector('simple', l.details, '["string", "numeric"]')
FROM audit_log l2
LEFT JOIN users a ON a.id = l2.actor_id
LEFT JOIN users t ON t.id = l2.target_id AND l2.target_type = 'user'
WHERE l2.id = l.id;
CREATE INDEX audit_log_search_idx ON audit_log USING GIN (search_vector);
CREATE INDEX audit_log_action_created_idx ON audit_log (action, created_at DESC, id DESC);
-- The created_at index of migration 002 without the id tie-break; pages sort by both.
DROP INDEX audit_log_created_idx;
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
-- The foreign key's ON DELETE SET NULL looks entries up by actor.
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id);
-- Every member's transactions (listAdminTransactions), newest first, and a staff member's:
-- migration 002's indexes with the page's full sort order.
DROP INDEX token_transactions_created_idx;
DROP INDEX token_transactions_admin_idx;
CREATE INDEX token_transactions_created_idx ON token_transactions (created_at DESC, id DESC);
CREATE INDEX token_transactions_admin_idx ON token_transactions (admin_id, created_at DESC, id DESC)
  WHERE admin_id IS NOT NULL;

-- No call edits or deletes an entry (issue 14 item 7), and neither may a future code path: the
-- only change allowed is the foreign key's own, a deleted staff member's id becoming NULL.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
     AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.target_type = OLD.target_type
     AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id AND NEW.details = OLD.details
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log entries cannot be changed or deleted';
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
