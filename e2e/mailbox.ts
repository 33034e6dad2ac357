// A real SMTP listener for the end-to-end tests: the server delivers its e-mails to it over
// SMTP exactly as it would to a production relay, and the tests read them back from disk (the
// listener runs in Playwright's global setup, a different process from the tests).
import { SMTPServer } from 'smtp-server';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

export const mailDir = process.env.E2E_MAIL_DIR ?? join(tmpdir(), 'pedalswap-e2e-mail');

export function startMailbox(port: number): Promise<SMTPServer> {
  mkdirSync(mailDir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const file = join(mailDir, `${Date.now()}-${n++}.eml`);
        writeFileSync(file, `X-Envelope-To: ${to}\r\n` + Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Decodes quoted-printable soft breaks and escapes, enough to read links in a message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export interface ReceivedMail {
  to: string;
  raw: string;
  text: string;
}

/** Waits for the newest message addressed to `to`. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(mailDir).sort().reverse();
    for (const f of files) {
      const raw = readFileSync(join(mailDir, f), 'utf8');
      const envelopeTo = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '';
      if (envelopeTo.split(',').includes(to)) return { to, raw, text: decodeQuotedPrintable(raw) };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
}

/**
 * Waits for a message to `to` that carries a link to `path` (e.g. '/reset-password') and returns
 * that link. Unlike waitForMail it skips older messages to the same address (the verification
 * mail that came first), so it can be called right after the action that sends the link.
 */
export async function waitForLink(to: string, path: string, timeoutMs = 15_000): Promise<string> {
  const pattern = new RegExp(`(https?://[^\\s"'<>]+${path}\\?token=[A-Za-z0-9_%.~-]+)`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const f of readdirSync(mailDir).sort().reverse()) {
      const raw = readFileSync(join(mailDir, f), 'utf8');
      const envelopeTo = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '';
      if (!envelopeTo.split(',').includes(to)) continue;
      const link = pattern.exec(decodeQuotedPrintable(raw))?.[1];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} with a ${path} link within ${timeoutMs} ms`);
}
