// Infrastructure plugin: the background jobs on a schedule, when asked (main.ts does; tests call
// the job functions directly with a fake clock instead).
import fp from 'fastify-plugin';
import { serverJobs } from '../jobs/jobs.ts';
import { startScheduler } from '../jobs/scheduler.ts';

export default fp<{ start?: boolean }>(
  async (app, options) => {
    if (!options.start) return;
    const scheduler = startScheduler(
      serverJobs({
        db: app.db,
        mailer: app.mailer,
        mailOutbox: app.mailOutbox,
        storage: app.storage,
        events: app.events,
        offers: app.offerService,
        communityEvents: app.communityEventService,
        appUrl: app.config.appUrl,
        log: app.log,
      }),
      app.log,
      undefined,
      app.metrics.observeJobRun,
    );
    // preClose: runs in progress finish before the onClose hook closes the database.
    app.addHook('preClose', () => scheduler.stop());
  },
  {
    name: 'jobs',
    dependencies: [
      'database',
      'mail',
      'mail-outbox',
      'storage',
      'events',
      'offers',
      'community-events',
      'metrics',
    ],
  },
);
