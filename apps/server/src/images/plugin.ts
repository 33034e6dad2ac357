// The images area: listing photos and the image hosting service (/imagekit/*).
import fp from 'fastify-plugin';
import { imageRoutes } from './routes.ts';
import { createImageService } from './service.ts';

export default fp(
  async (app) => {
    const imageService = createImageService({
      db: app.db,
      storage: app.storage,
      items: app.itemService,
      events: app.itemEvents,
      log: app.log,
      signingSecret: app.config.jwtSecret,
    });
    app.operations.add(imageRoutes(imageService));
  },
  { name: 'images', dependencies: ['contract', 'items'] },
);
