// Handlers of the offer operations of openapi.yaml (spec 2 §7.5, spec 3 §7.2), bound by
// operationId. Thin: the caller, the path and the body go to the service.
import type { FastifyRequest } from 'fastify';
import { AppError, GENERIC_MESSAGES } from '../errors.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import type { OfferCaller, OfferService } from './service.ts';

/** The signed-in caller (every offer operation needs bearerAuth). */
function offerCaller(request: FastifyRequest): OfferCaller {
  const user = request.user;
  if (!user) throw new AppError(401, 'unauthorized', GENERIC_MESSAGES.unauthorized);
  return {
    id: user.id,
    role: user.role,
    emailVerified: user.emailVerified,
    sessionId: user.sessionId,
  };
}

export function offerRoutes(offers: OfferService) {
  return defineRoutes({
    createBikeOffer: {
      async handler(request, reply) {
        reply.code(201);
        return offers.create('bike', request.params.id, request.body, offerCaller(request));
      },
    },
    createItemOffer: {
      async handler(request, reply) {
        reply.code(201);
        return offers.create(
          request.params.type,
          request.params.id,
          request.body,
          offerCaller(request),
        );
      },
    },
    createTokenOffer: {
      async handler(request, reply) {
        const { type, id } = request.params;
        const result = await offers.createTokenOffer(type, id, request.body, offerCaller(request));
        reply.code(201);
        return result;
      },
    },
    listBikeOffers: {
      async handler(request) {
        return offers.itemOffers('bike', request.params.id, request.query, offerCaller(request));
      },
    },
    listBikeOfferHistory: {
      async handler(request) {
        return offers.history(request.params.id, offerCaller(request));
      },
    },
    listItemOffers: {
      async handler(request) {
        const { type, id } = request.params;
        return offers.itemOffers(type, id, request.query, offerCaller(request));
      },
    },
    getItemOfferStats: {
      async handler(request) {
        const { type, id } = request.params;
        return offers.stats(type, id, offerCaller(request));
      },
    },
    getActiveOffer: {
      async handler(request) {
        const { type, id } = request.params;
        return offers.active(type, id, offerCaller(request));
      },
    },
    listMyOffers: {
      async handler(request) {
        return offers.mine(offerCaller(request), request.query);
      },
    },
    listTrendingOffers: {
      async handler(request) {
        return offers.trending(offerCaller(request), request.query);
      },
    },
    getOffer: {
      async handler(request) {
        return offers.get(request.params.id, offerCaller(request));
      },
    },
    acceptOffer: {
      async handler(request) {
        return offers.accept(request.params.id, request.body?.response, offerCaller(request));
      },
    },
    rejectOffer: {
      async handler(request) {
        return offers.reject(request.params.id, request.body?.reason, offerCaller(request));
      },
    },
    respondToOffer: {
      async handler(request) {
        const { action, message } = request.body;
        const caller = offerCaller(request);
        return action === 'accept'
          ? offers.accept(request.params.id, message, caller)
          : offers.reject(request.params.id, message, caller);
      },
    },
    cancelOffer: {
      async handler(request) {
        return offers.cancel(request.params.id, offerCaller(request));
      },
    },
    completeOffer: {
      async handler(request) {
        return offers.complete(request.params.id, offerCaller(request));
      },
    },
    completeBikeTrade: {
      async handler(request) {
        return offers.completeBikeTrade(
          request.params.id,
          request.body?.offerId,
          offerCaller(request),
        );
      },
    },
  });
}
