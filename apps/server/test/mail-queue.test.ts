// The e-mail queue (issue 25 items 7 and 8): an answer never waits on the mail server, and a
// message the transport refuses is kept and sent again by the mail-outbox job, never lost.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createSmtpMailer } from '../src/mail/nodemailer-mailer.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import { MAIL_RETRY_DELAYS_MS } from '../src/mail/outbox.ts';
import { call, testConfig, useTestApp } from './helpers.ts';

const t = useTestApp();
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** Another app on this file's database that sends through `mailer`. */
async function appWith(mailer: Mailer): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(), db: t.db, mailer, logger: false });
  await app.ready();
  closers.push(() => app.close());
  return app;
}

/** An SMTP server that accepts connections and never says a word. */
async function silentSmtp(): Promise<string> {
  const sockets = new Set<Socket>();
  const server = createServer((s) => void sockets.add(s.on('error', () => {})));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => server.close(r));
  });
  return `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const registration = (email: string) => ({
  email,
  password: 'Secret123',
  firstName: 'Riley',
  lastName: 'Lane',
  location: 'Portland, OR',
});

const queued = () =>
  t.db.query<{
    to_address: string;
    attempts: number;
    last_error: string | null;
    sent_at: Date | null;
    body_text: string;
  }>(
    'SELECT to_address, attempts, last_error, sent_at, body_text FROM mail_outbox ORDER BY created_at',
  );

/** The answer alone, as the client gets it (not waiting for the work after it). */
async function timed(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { res, ms: performance.now() - started };
}

describe('a silent SMTP server (issue 25 item 7)', () => {
  it('answers registration and a staff password reset at once; the e-mails are queued and retried', async () => {
    const silent = await appWith(createSmtpMailer(await silentSmtp(), 'PedalSwap <a@b.test>', 300));
    const manager = await t.member({ role: 'manager' });
    const member = await t.createUser({ email: 'kept@example.com' });

    const registered = await timed(silent, '/api/auth/register', registration('new@example.com'));
    expect(registered.res.statusCode, registered.res.body).toBe(201);
    const reset = await timed(
      silent,
      `/api/admin/users/${member.id}/reset-password`,
      undefined,
      manager.accessToken,
    );
    expect(reset.res.statusCode, reset.res.body).toBe(200);
    // nodemailer waited 30 s for the greeting inside each request before.
    expect(registered.ms).toBeLessThan(2_000);
    expect(reset.ms).toBeLessThan(2_000);

    // The first attempt, after the answers, timed out; both messages wait for the next.
    await silent.background.settled();
    const failed = await queued();
    expect(failed.map((r) => [r.to_address, r.attempts, r.sent_at])).toEqual([
      ['new@example.com', 1, null],
      ['kept@example.com', 1, null],
    ]);
    for (const row of failed) expect(row.last_error).toMatch(/timeout|greeting/i);
    expect(t.mail.sent).toEqual([]);

    // The job, once the retry is due, sends both through a mail server that answers.
    const due = new Date(Date.now() + MAIL_RETRY_DELAYS_MS[0]! + 1_000);
    expect(await t.app.mailOutbox.deliverDue(new Date(Date.now() + 1_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await t.app.mailOutbox.deliverDue(due)).toEqual({ sent: 2, failed: 0 });
    expect(t.mail.lastLink('new@example.com')).toContain('/verify-email?token=');
    expect(t.mail.lastLink('kept@example.com')).toContain('/reset-password?token=');
    // Sent: the live links are not kept in the table.
    expect((await queued()).map((r) => [r.attempts, r.sent_at !== null, r.body_text])).toEqual([
      [2, true, ''],
      [2, true, ''],
    ]);
  }, 30_000);
});

describe('a transport that fails with a full disk (issue 25 item 8)', () => {
  const fullDisk: Mailer = {
    async send() {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
      });
    },
  };

  it('keeps the verification and reset e-mails queued instead of losing them', async () => {
    const full = await appWith(fullDisk);
    await t.createUser({ email: 'forgot@example.com' });
    expect(
      (
        await call(full, 'POST', '/api/auth/register', {
          payload: registration('full@example.com'),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(full, 'POST', '/api/auth/forgot-password', {
          payload: { email: 'forgot@example.com' },
        })
      ).statusCode,
    ).toBe(200);
    await full.background.settled();
    expect((await queued()).map((r) => [r.to_address, r.last_error])).toEqual([
      ['full@example.com', 'ENOSPC: ENOSPC: no space left on device, write'],
      ['forgot@example.com', 'ENOSPC: ENOSPC: no space left on device, write'],
    ]);
    const later = new Date(Date.now() + MAIL_RETRY_DELAYS_MS[0]! + 1_000);
    expect(await t.app.mailOutbox.deliverDue(later)).toEqual({ sent: 2, failed: 0 });
    expect(t.mail.sent.map((m) => m.to).sort()).toEqual(['forgot@example.com', 'full@example.com']);
  });

  it('gives a message up after the last retry, logged, its links no longer kept', async () => {
    const full = await appWith(fullDisk);
    await full.mailOutbox.send({ to: 'x@example.com', subject: 'S', text: 'T', html: 'H' });
    await full.background.settled();
    let now = Date.now();
    for (const delay of MAIL_RETRY_DELAYS_MS) {
      now += delay + 1_000;
      expect(await full.mailOutbox.deliverDue(new Date(now))).toEqual({ sent: 0, failed: 1 });
    }
    const [row] = await t.db.query<{
      attempts: number;
      gave_up_at: Date | null;
      body_text: string;
    }>('SELECT attempts, gave_up_at, body_text FROM mail_outbox');
    expect(row).toMatchObject({ attempts: MAIL_RETRY_DELAYS_MS.length + 1, body_text: '' });
    expect(row!.gave_up_at).not.toBeNull();
    expect(await full.mailOutbox.deliverDue(new Date(now + 365 * 86_400_000))).toEqual({
      sent: 0,
      failed: 0,
    });
  });
});
