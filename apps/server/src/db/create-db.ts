import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { createPostgresDb } from './postgres-db.ts';

export async function createDb(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
): Promise<Db> {
  if (config.databaseUrl)
    return createPostgresDb(config.databaseUrl, {
      ...(config.databaseSchema ? { searchPath: config.databaseSchema } : {}),
    });
  // Loaded only here: PGlite's WebAssembly module and its bundled files are about 40 MB of a
  // server's memory, which a server on PostgreSQL never uses (issue 31).
  const { createPgliteDb } = await import('./pglite-db.ts');
  return createPgliteDb(join(config.dataDir, 'pglite'));
}
