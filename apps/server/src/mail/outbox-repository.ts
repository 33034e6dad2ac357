// SQL of the e-mail queue (migration 240).
import type { Queryable } from '../db/db.ts';
import type { MailMessage } from './mailer.ts';

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  links: string[];
  attempts: number;
}

const PENDING = 'sent_at IS NULL AND gave_up_at IS NULL';
const UNCLAIMED = '(claimed_until IS NULL OR claimed_until < $1)';

export async function insertMail(q: Queryable, m: MailMessage): Promise<string> {
  const row = await q.one<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, subject, body_text, body_html, links)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [m.to, m.subject, m.text, m.html, m.links ?? []],
  );
  if (!row) throw new Error('mail_outbox insert returned nothing');
  return row.id;
}

/** Takes one queued message for sending until `leaseUntil`; null when sent, given up or taken. */
export const claimOne = (q: Queryable, id: string, now: Date, leaseUntil: Date) =>
  q.one<OutboxRow>(
    `UPDATE mail_outbox SET claimed_until = $3
      WHERE id = $2 AND ${PENDING} AND ${UNCLAIMED}
      RETURNING id, to_address, subject, body_text, body_html, links, attempts`,
    [now, id, leaseUntil],
  );

/** Takes up to `limit` due messages; SKIP LOCKED lets several processes claim side by side. */
export const claimDue = (q: Queryable, now: Date, leaseUntil: Date, limit: number) =>
  q.query<OutboxRow>(
    `UPDATE mail_outbox SET claimed_until = $2
      WHERE id IN (
        SELECT id FROM mail_outbox
         WHERE ${PENDING} AND next_attempt_at <= $1 AND ${UNCLAIMED}
         ORDER BY next_attempt_at LIMIT $3
         FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, body_text, body_html, links, attempts`,
    [now, leaseUntil, limit],
  );

/** Sent: the bodies (live links) are not kept. */
export const markSent = (q: Queryable, id: string, now: Date) =>
  q.query(
    `UPDATE mail_outbox SET sent_at = $2, claimed_until = NULL, attempts = attempts + 1,
            body_text = '', body_html = '', links = '{}', last_error = NULL
      WHERE id = $1`,
    [id, now],
  );

/** A failed attempt, tried again at `retryAt`. */
export const markRetry = (q: Queryable, id: string, error: string, retryAt: Date) =>
  q.query(
    `UPDATE mail_outbox SET attempts = attempts + 1, claimed_until = NULL, last_error = $2,
            next_attempt_at = $3
      WHERE id = $1`,
    [id, error, retryAt],
  );

/** The last attempt failed: given up, and the bodies (live links) are not kept. */
export const markGivenUp = (q: Queryable, id: string, error: string, now: Date) =>
  q.query(
    `UPDATE mail_outbox SET attempts = attempts + 1, claimed_until = NULL, last_error = $2,
            gave_up_at = $3, body_text = '', body_html = '', links = '{}'
      WHERE id = $1`,
    [id, error, now],
  );
