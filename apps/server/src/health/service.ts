// Liveness of the service: it answers, and so does its database.
import type { Db } from '../db/db.ts';
import { AppError, GENERIC_MESSAGES } from '../errors.ts';
import { ping } from './repository.ts';

export function createHealthService(db: Db, version: string) {
  return {
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
