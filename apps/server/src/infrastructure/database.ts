// Infrastructure plugin: the database (PGlite by default, PostgreSQL with DATABASE_URL), migrated
// before anything uses it. The demo data comes later (seed/plugin.ts), once the areas whose
// services it acts through have registered.
import fp from 'fastify-plugin';
import type { Db } from '../db/db.ts';
import { createDb } from '../db/create-db.ts';
import { migrate } from '../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ db?: Db }>(
  async (app, options) => {
    // A database handed in belongs to the caller (tests share one per file) and stays open.
    const ownsDb = !options.db;
    const db = options.db ?? (await createDb(app.config));
    try {
      await migrate(db);
    } catch (err) {
      if (ownsDb) await db.close();
      throw err;
    }
    app.decorate('db', db);
    if (ownsDb) app.addHook('onClose', () => db.close());
  },
  { name: 'database', dependencies: ['config'] },
);
