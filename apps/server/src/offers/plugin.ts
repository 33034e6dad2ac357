// The offers area: offers, staff token offers and trade completion. It builds on items, users,
// notifications and transactions, and hands items and users its side of their seams (the item
// view's offer facts, closing offers when a listing or an account goes).
import fp from 'fastify-plugin';
import { offerEventVisibleTo } from './offer-events.ts';
import { offerRoutes } from './routes.ts';
import { createOfferService, type OfferService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    offerService: OfferService;
  }
}

export default fp(
  async (app) => {
    const offerService = createOfferService({
      db: app.db,
      items: app.itemService,
      users: app.userService,
      events: app.events,
      log: app.log,
    });
    app.itemService.useOffers({
      summaries: offerService.summaries,
      itemClosed: offerService.itemClosed,
      eventVisible: offerEventVisibleTo,
    });
    app.userService.onAccountDeleted(offerService.accountDeleted);
    app.decorate('offerService', offerService);
    app.operations.add(offerRoutes(offerService));
  },
  {
    name: 'offers',
    dependencies: [
      'contract',
      'database',
      'events',
      'items',
      'users',
      'notifications',
      'transactions',
    ],
  },
);
