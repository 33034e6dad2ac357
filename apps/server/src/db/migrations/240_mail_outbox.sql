-- The e-mail queue (src/mail/outbox.ts, issue 25 items 7 and 8): a message is written here, in
-- the transaction of what it announces where there is one, and sent after the answer; one that
-- could not be sent (a silent SMTP server, a full disk under the .eml files) stays and is tried
-- again by the mail-outbox job, with a backoff, instead of being lost. The bodies carry live
-- links, so they are blanked once the message has gone or been given up.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text NOT NULL,
  -- The links of the message (MailMessage.links: tests and the e2e harness read them).
  links text[] NOT NULL DEFAULT '{}',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  last_error text,
  sent_at timestamptz,
  gave_up_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The job's claim: due rows not sent or given up, oldest first.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND gave_up_at IS NULL;
