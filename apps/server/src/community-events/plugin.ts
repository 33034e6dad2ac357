// The community events area (spec 3 §2.12-2.14; openapi.yaml tag events). Not to be confused
// with src/events/, the publish/subscribe bus. It builds on users (organizers and followers),
// notifications (approval, rejection, cancellation, promotion), storage and the image pipeline.
import fp from 'fastify-plugin';
import { createEventImageService } from './images.ts';
import { communityEventRoutes } from './routes.ts';
import { createEventService, type EventService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    communityEventService: EventService;
  }
}

export default fp(
  async (app) => {
    const events = createEventService({ db: app.db, storage: app.storage, log: app.log });
    const images = createEventImageService({
      db: app.db,
      storage: app.storage,
      events,
      log: app.log,
    });
    app.decorate('communityEventService', events);
    app.operations.add(communityEventRoutes(events, images));
  },
  {
    name: 'community-events',
    dependencies: ['contract', 'database', 'storage', 'users', 'notifications'],
  },
);
