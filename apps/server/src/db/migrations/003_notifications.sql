-- In-app notifications (spec 1 §3) and their e-mail delivery state. One row is both the
-- in-app entry and the e-mail job: email_status 'pending' rows are claimed by the delivery job
-- (src/notifications/email-delivery.ts) once email_due_at has passed.

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN (
    'offer_received', 'offer_accepted', 'offer_rejected', 'offer_expired', 'offer_completed',
    'message_received', 'item_approved', 'token_balance_changed'
  )),
  title text NOT NULL,
  message text NOT NULL,
  action_url text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  email_status text NOT NULL DEFAULT 'pending' CHECK (email_status IN ('pending', 'sent', 'skipped')),
  email_due_at timestamptz NOT NULL DEFAULT now(),
  emailed_at timestamptz
);
-- The list (newest first, paginated) and the type filter.
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_user_type_created_idx ON notifications (user_id, type, created_at DESC);
-- Unread count, unreadOnly list and mark-all-read.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id, created_at DESC)
  WHERE read_at IS NULL;
-- The delivery job's scan for due e-mails.
CREATE INDEX notifications_email_pending_idx ON notifications (email_due_at, user_id)
  WHERE email_status = 'pending';
