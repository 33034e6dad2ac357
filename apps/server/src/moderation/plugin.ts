// The moderation area: staff review of listings (who may call it: x-roles in openapi.yaml).
import fp from 'fastify-plugin';
import { moderationRoutes } from './routes.ts';
import { createModerationService } from './service.ts';

export default fp(
  async (app) => {
    const moderation = createModerationService({
      items: app.itemService,
      mailer: app.mailOutbox,
      appUrl: app.config.appUrl,
      log: app.log,
    });
    app.operations.add(moderationRoutes(moderation));
  },
  { name: 'moderation', dependencies: ['contract', 'items', 'mail'] },
);
