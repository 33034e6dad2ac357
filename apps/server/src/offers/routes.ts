// Handlers of the offer operations of openapi.yaml (spec 2 §7.5, spec 3 §7.2), bound by
// operationId. Thin: the caller, the path and the body go to the service.
import { callerOf } from '../plugins/caller.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import type { OfferService } from './service.ts';

export function offerRoutes(offers: OfferService) {
  return defineRoutes({
    createBikeOffer: {
      rateLimit: 'create',
      async handler(request, reply) {
        reply.code(201);
        return offers.create('bike', request.params.id, request.body, callerOf(request));
      },
    },
    createItemOffer: {
      rateLimit: 'create',
      async handler(request, reply) {
        reply.code(201);
        return offers.create(
          request.params.type,
          request.params.id,
          request.body,
          callerOf(request),
        );
      },
    },
    createTokenOffer: {
      rateLimit: 'create',
      async handler(request, reply) {
        const { type, id } = request.params;
        const result = await offers.createTokenOffer(type, id, request.body, callerOf(request));
        reply.code(201);
        return result;
      },
    },
    getSimilarTradePrices: {
      async handler(request) {
        const { type, id } = request.params;
        return offers.similarTrades(type, id, callerOf(request));
      },
    },
    listBikeOffers: {
      async handler(request) {
        return offers.itemOffers('bike', request.params.id, request.query, callerOf(request));
      },
    },
    listBikeOfferHistory: {
      async handler(request) {
        return offers.history(request.params.id, callerOf(request));
      },
    },
    listItemOffers: {
      async handler(request) {
        const { type, id } = request.params;
        return offers.itemOffers(type, id, request.query, callerOf(request));
      },
    },
    getItemOfferStats: {
      async handler(request) {
        const { type, id } = request.params;
        return offers.stats(type, id, callerOf(request));
      },
    },
    getActiveOffer: {
      async handler(request) {
        const { type, id } = request.params;
        return offers.active(type, id, callerOf(request));
      },
    },
    listMyOffers: {
      async handler(request) {
        return offers.mine(callerOf(request), request.query);
      },
    },
    listTrendingOffers: {
      async handler(request) {
        return offers.trending(callerOf(request), request.query);
      },
    },
    getOffer: {
      async handler(request) {
        return offers.get(request.params.id, callerOf(request));
      },
    },
    acceptOffer: {
      async handler(request) {
        return offers.accept(request.params.id, request.body?.response, callerOf(request));
      },
    },
    rejectOffer: {
      async handler(request) {
        const { reason, closeTrade } = request.body ?? {};
        return offers.reject(request.params.id, reason, callerOf(request), closeTrade === true);
      },
    },
    respondToOffer: {
      async handler(request) {
        const { action, message } = request.body;
        const caller = callerOf(request);
        return action === 'accept'
          ? offers.accept(request.params.id, message, caller)
          : offers.reject(request.params.id, message, caller);
      },
    },
    cancelOffer: {
      async handler(request) {
        return offers.cancel(request.params.id, callerOf(request));
      },
    },
    completeOffer: {
      async handler(request) {
        return offers.complete(request.params.id, callerOf(request));
      },
    },
    completeBikeTrade: {
      async handler(request) {
        return offers.completeItemTrade(
          'bike',
          request.params.id,
          request.body?.offerId,
          callerOf(request),
        );
      },
    },
    completeItemTrade: {
      async handler(request) {
        const { type, id } = request.params;
        return offers.completeItemTrade(type, id, request.body?.offerId, callerOf(request));
      },
    },
  });
}
