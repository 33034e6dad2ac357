// The offers area: offers, staff token offers and trade completion. It builds on items, users,
// notifications, transactions and chat (its messages go through app.chatService, so they reach
// the chat's open streams), and hands items, users and chat its side of their seams (the item
// view's offer facts, closing offers when a listing or an account goes, the Offer of a chat's
// offer_update event).
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
      chats: app.chatService,
      events: app.events,
      log: app.log,
    });
    app.itemService.useOffers({
      summaries: offerService.summaries,
      itemClosed: offerService.itemClosed,
      hasCompletedTrade: offerService.hasCompletedTrade,
      eventVisible: offerEventVisibleTo,
    });
    app.userService.onAccountDeleted(offerService.accountDeleted);
    // A stream's viewer may have lost sight of the offer (404/403): the stream logs and skips it.
    app.chatService.useOfferReader(
      async (offerId, viewer) => (await offerService.get(offerId, viewer)).offer,
    );
    app.chatService.useSellerCheck(offerService.soldInChat);
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
      'chat',
    ],
  },
);
