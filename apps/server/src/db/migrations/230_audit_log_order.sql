-- The audit log lists newest first by its clock time. Two entries written in the same
-- millisecond (a failed sign-in and the lockout it causes, one transaction) tied, and the tie
-- fell to their random uuids: the embedded PGlite's clock counts milliseconds, so the lockout
-- could list before the failure that caused it. The order of writing breaks the tie now.
-- (Adding the column rewrites the table without row triggers: the log stays unchangeable.)
ALTER TABLE audit_log ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX audit_log_created_idx;
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, seq DESC);
