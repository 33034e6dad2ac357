-- E-mail delivery claims (src/notifications/email-delivery.ts): a run claims a member's due rows
-- in a short transaction, sends outside it, then marks them sent. A claim past its lease (the
-- process died while sending) is taken again by a later run: at-least-once delivery without a
-- transaction (or PGlite's single connection) held open while an SMTP server answers.
ALTER TABLE notifications ADD COLUMN email_claim_id uuid;
ALTER TABLE notifications ADD COLUMN email_claimed_until timestamptz;
CREATE INDEX notifications_email_claimed_idx ON notifications (user_id, email_claimed_until)
  WHERE email_claim_id IS NOT NULL;
