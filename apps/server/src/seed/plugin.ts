// The demo data on a fresh install (SEED=demo, the default, and no account yet), registered after
// every area: the seed makes its listings, offers, chats and trades through their services, so
// the demo obeys the same rules, writes the same ledger rows and notifications, and needs no SQL
// of its own beyond its questions (seed/repository.ts).
import fp from 'fastify-plugin';
import { seedDemoIfEmpty } from './demo.ts';

export default fp(
  async (app) => {
    if (app.config.seed !== 'demo') return;
    if (await seedDemoIfEmpty(app))
      app.log.info(
        'demo accounts, listings, offers, chats, trades, events and AI history created (see README)',
      );
  },
  {
    name: 'seed',
    dependencies: [
      'config',
      'database',
      'storage',
      'items',
      'images',
      'chat',
      'offers',
      'community-events',
      'admin',
      'transactions',
      'ai',
      'ai-admin',
    ],
  },
);
