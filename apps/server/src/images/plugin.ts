// The images area: listing photos and the image hosting service (/imagekit/*).
import fp from 'fastify-plugin';
import { imageRoutes } from './routes.ts';
import { createImageService, type ImageService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Other areas store photos through it (the AI uploads). */
    imageService: ImageService;
  }
}

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
    app.decorate('imageService', imageService);
    app.operations.add(imageRoutes(imageService));
  },
  { name: 'images', dependencies: ['contract', 'items'] },
);
