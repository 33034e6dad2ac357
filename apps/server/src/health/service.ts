// Liveness of the service (it answers, and so does its database) and its readiness for traffic.
import type { Db } from '../db/db.ts';
import { AppError, GENERIC_MESSAGES } from '../errors.ts';
import { ping } from './repository.ts';

/** Readiness: a database slower than this to answer a ping is as good as away. */
const READY_TIMEOUT_MS = 2_000;

export function createHealthService(db: Db, version: string) {
  return {
    /** For load balancers: the database answers within 2 s (a cut network would hang). */
    async ready() {
      let timer: NodeJS.Timeout | undefined;
      const slow = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([ping(db), slow]);
      } catch {
        throw new AppError(503, 'unavailable', GENERIC_MESSAGES.unavailable);
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' as const, database: db.kind };
    },
    async check() {
      try {
        await ping(db);
      } catch {
        throw new AppError(503, 'unavailable', GENERIC_MESSAGES.unavailable);
      }
      return { status: 'ok' as const, database: db.kind, version };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
