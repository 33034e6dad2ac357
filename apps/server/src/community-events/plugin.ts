// The community events area (spec 3 §2.12-2.14; openapi.yaml tag events). Not to be confused
// with src/events/, the publish/subscribe bus. It builds on users (organizers and followers),
// notifications (approval, rejection, cancellation, promotion), storage and the image pipeline.
import fp from 'fastify-plugin';
import { createCalendarFeedService } from './calendar-feed.ts';
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
    const events = createEventService({
      db: app.db,
      storage: app.storage,
      log: app.log,
      appUrl: app.config.appUrl,
    });
    const images = createEventImageService({
      db: app.db,
      storage: app.storage,
      events,
      log: app.log,
    });
    const feeds = createCalendarFeedService({
      db: app.db,
      appUrl: app.config.appUrl,
      secret: app.config.jwtSecret,
    });
    app.userService.onAccountDeleted(events.accountDeleted);
    app.decorate('communityEventService', events);
    app.operations.add(communityEventRoutes(events, images, feeds));
  },
  {
    name: 'community-events',
    dependencies: ['contract', 'database', 'storage', 'users', 'notifications'],
  },
);
