import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer.ts';

/**
 * How long the SMTP server may take to accept the connection, to greet, and to answer each
 * step. nodemailer's defaults (2 min, 30 s, 10 min) let a silent server hold a send for
 * minutes (issue 25 item 7); a send now fails within seconds and the queue tries it again.
 */
const SMTP_TIMEOUT_MS = 10_000;

export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  timeoutMs: number = SMTP_TIMEOUT_MS,
): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(m: MailMessage) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Without SMTP, messages become .eml files under DATA_DIR/mail (open them in any mail client), so
 * a developer can verify an account with nothing configured. The log says which file: the links
 * themselves carry live tokens and stay out of the log (issue 10 item 18).
 */
export function createFileMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(m: MailMessage) {
      const info = await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      });
      mkdirSync(dir, { recursive: true });
      const slug = m.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40);
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ subject: m.subject, file }, 'e-mail written to file (no SMTP_URL)');
    },
  };
}
