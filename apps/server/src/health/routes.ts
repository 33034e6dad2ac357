import type { Db } from '../db/db.ts';
import { AppError, GENERIC_MESSAGES } from '../errors.ts';
import { defineRoutes } from '../plugins/contract-types.ts';

export function healthRoutes(db: Db, version: string) {
  return defineRoutes({
    getHealth: {
      async handler() {
        try {
          await db.query('SELECT 1');
        } catch {
          throw new AppError(503, 'unavailable', GENERIC_MESSAGES.unavailable);
        }
        return { status: 'ok', database: db.kind, version };
      },
    },
  });
}
