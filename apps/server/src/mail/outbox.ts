// The e-mail queue (issue 25 items 7 and 8). A request that sends e-mail writes it to the
// mail_outbox table (in its own transaction where there is one) and answers; the message is sent
// right after the answer (app.background) with the transport's bounded timeouts, and one that
// fails stays queued and is tried again by the mail-outbox job with a backoff. So a silent SMTP
// server no longer holds a registration for 30 s, and a failing transport (a full disk under the
// .eml files) no longer loses a verification or reset e-mail while the answer says 201.
// Delivery is at least once: a process that dies between the transport accepting a message and
// marking it sent sends it again when the claim's lease runs out.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import type { BackgroundWork } from '../plugins/background-work.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import * as repo from './outbox-repository.ts';

/** Pauses before the 2nd, 3rd, ... attempt; after the last one the message is given up. */
export const MAIL_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
  24 * 60 * 60_000,
];
/** How long a claim protects a message being sent (well over the transport's timeouts). */
const MAIL_CLAIM_LEASE_MS = 5 * 60_000;
export const MAIL_OUTBOX_INTERVAL_MS = 30_000;
const BATCH = 20;

export interface MailOutbox {
  /**
   * Queues `message` in `q` (a transaction: the message exists if and only if it commits) and
   * returns the function that starts sending it; call that after the commit.
   */
  enqueue(q: Queryable, message: MailMessage): Promise<() => void>;
  /** Queues `message` on its own and starts sending it. */
  send(message: MailMessage): Promise<void>;
  /** The job: sends what is due at `now`; returns how many went and how many failed. */
  deliverDue(now: Date): Promise<{ sent: number; failed: number }>;
}

/** What the log may say of a failure: the error's code and first line, never the message. */
const describe = (err: unknown) => {
  const e = err as { code?: unknown; message?: unknown };
  const text = typeof e?.message === 'string' ? e.message.split('\n')[0]!.slice(0, 200) : '';
  return [typeof e?.code === 'string' ? e.code : null, text].filter(Boolean).join(': ') || 'failed';
};

export function createMailOutbox(deps: {
  db: Db;
  mailer: Mailer;
  background: BackgroundWork;
  log: FastifyBaseLogger;
}): MailOutbox {
  const { db, mailer, log } = deps;

  async function attempt(row: repo.OutboxRow, now: Date): Promise<boolean> {
    try {
      await mailer.send({
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html,
        ...(row.links.length ? { links: row.links } : {}),
      });
    } catch (err) {
      const error = describe(err);
      const delay = MAIL_RETRY_DELAYS_MS[row.attempts];
      if (delay === undefined) {
        await repo.markGivenUp(db, row.id, error, new Date());
        log.error({ mailId: row.id, attempts: row.attempts + 1, error }, 'e-mail given up');
      } else {
        await repo.markRetry(db, row.id, error, new Date(now.getTime() + delay));
        log.warn({ mailId: row.id, attempts: row.attempts + 1, error }, 'e-mail not sent; queued');
      }
      return false;
    }
    await repo.markSent(db, row.id, new Date());
    return true;
  }

  function deliverSoon(id: string) {
    deps.background.run('e-mail delivery', async () => {
      const now = new Date();
      const row = await repo.claimOne(db, id, now, new Date(now.getTime() + MAIL_CLAIM_LEASE_MS));
      if (row) await attempt(row, now);
    });
  }

  return {
    async enqueue(q, message) {
      const id = await repo.insertMail(q, message);
      return () => deliverSoon(id);
    },
    async send(message) {
      (await this.enqueue(db, message))();
    },
    async deliverDue(now) {
      const rows = await repo.claimDue(
        db,
        now,
        new Date(now.getTime() + MAIL_CLAIM_LEASE_MS),
        BATCH,
      );
      let sent = 0;
      for (const row of rows) if (await attempt(row, now)) sent += 1;
      return { sent, failed: rows.length - sent };
    },
  };
}
