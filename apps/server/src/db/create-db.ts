import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { createPgliteDb } from './pglite-db.ts';
import { createPostgresDb } from './postgres-db.ts';

export async function createDb(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
): Promise<Db> {
  if (config.databaseUrl)
    return createPostgresDb(config.databaseUrl, {
      ...(config.databaseSchema ? { searchPath: config.databaseSchema } : {}),
    });
  return createPgliteDb(join(config.dataDir, 'pglite'));
}
