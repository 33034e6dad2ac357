// The items area: listings of the four types, their lifecycle, and the item events stream.
import fp from 'fastify-plugin';
import { createItemPhotos } from '../images/item-photos.ts';
import { itemEventsOn, type ItemEvents } from './item-events.ts';
import { itemRoutes } from './routes.ts';
import { createItemService, type ItemService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    itemService: ItemService;
    /** Item events on the app's bus (the streams subscribe here; tests listen to check them). */
    itemEvents: ItemEvents;
  }
}

export default fp(
  async (app) => {
    const itemEvents = itemEventsOn(app.events);
    const itemService = createItemService({
      db: app.db,
      storage: app.storage,
      photos: createItemPhotos(app.storage),
      events: itemEvents,
      log: app.log,
    });
    app.decorate('itemEvents', itemEvents);
    app.decorate('itemService', itemService);
    app.operations.add(itemRoutes(itemService, app.events, app.sse));
  },
  { name: 'items', dependencies: ['contract', 'database', 'storage', 'events'] },
);
