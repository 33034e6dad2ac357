// Work that runs after the answer has gone: the e-mail of forgot-password and
// resend-verification, whose duration would otherwise tell who has an account (issue 10 item
// 20). Failures are logged; the app waits for what is in flight before it closes, and tests wait
// for it before reading the captured mail.
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundWork {
  run(what: string, work: () => Promise<void>): void;
  /** Resolves when nothing is in flight any more. */
  settled(): Promise<void>;
}

export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(what, work) {
      const task: Promise<void> = Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
