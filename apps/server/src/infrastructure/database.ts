// Infrastructure plugin: the database (PGlite by default, PostgreSQL with DATABASE_URL), migrated
// before anything uses it, and the demo data when SEED=demo.
import fp from 'fastify-plugin';
import type { Db } from '../db/db.ts';
import { createDb } from '../db/create-db.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';

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
      if (app.config.seed === 'demo') {
        const seeded = await seedDemoIfEmpty(db, app.storage);
        if (seeded) app.log.info('demo accounts and listings created (see README)');
      }
    } catch (err) {
      if (ownsDb) await db.close();
      throw err;
    }
    app.decorate('db', db);
    if (ownsDb) app.addHook('onClose', () => db.close());
  },
  { name: 'database', dependencies: ['config', 'storage'] },
);
