// Keeps messages in memory: for tests and the e2e harness, which read the verification link.
import type { MailMessage, Mailer } from './mailer.ts';

export interface CaptureMailer extends Mailer {
  readonly sent: MailMessage[];
  /** The first link of the last message to this address (or of the last message at all). */
  lastLink(to?: string): string | undefined;
  clear(): void;
}

export function createCaptureMailer(): CaptureMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastLink(to) {
      const candidates = to ? sent.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : sent;
      return candidates.at(-1)?.links?.[0];
    },
    clear() {
      sent.length = 0;
    },
  };
}
