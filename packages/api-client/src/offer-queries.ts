// react-query options for the offers of one item (spec 2 §4.2, §7.5): the item page's list and
// the answers to an offer. Every answer marks the item's offers and the item itself stale (an
// accepted offer moves the item to pending_trade, a completed trade changes its owner).
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import type { ApiRequestError } from './errors.ts';
import { itemKeys, type ItemType } from './item-queries.ts';
import { unwrap } from './queries.ts';
import type { components, operations } from './schema.gen.ts';

type Schemas = components['schemas'];

export type Offer = Schemas['Offer'];
export type TradeCompleted = Schemas['TradeCompleted'];

export const offerKeys = {
  all: ['offers'] as const,
  item: (type: ItemType, id: string) => [...offerKeys.all, 'item', type, id] as const,
  mine: () => [...offerKeys.all, 'mine'] as const,
  myList: (query: MyOffersQuery) => [...offerKeys.mine(), query] as const,
  similarTrades: (type: ItemType, id: string) =>
    [...offerKeys.all, 'similar-trades', type, id] as const,
};

export type SimilarTradePrices = Schemas['SimilarTradePrices'];

/**
 * GET /offers/items/{type}/{id}/similar-trades: what similar items traded for (the offer
 * dialog's fair price). Read when the dialog opens, never with the page; trades complete
 * rarely, so it stays fresh for 10 minutes and one failure is not retried.
 */
export function similarTradesQueryOptions(client: ApiClient, type: ItemType, id: string) {
  return queryOptions({
    queryKey: offerKeys.similarTrades(type, id),
    queryFn: async ({ signal }) =>
      unwrap(
        client.GET('/offers/items/{type}/{id}/similar-trades', {
          params: { path: { type, id } },
          signal,
        }),
      ),
    staleTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * GET /offers/items/{type}/{id}/offers: every offer for the item's owner and staff, the
 * caller's own for anyone else (the server decides). Refetched every 60 s (spec 2 §9).
 */
export function itemOffersQueryOptions(client: ApiClient, type: ItemType, id: string) {
  return queryOptions({
    queryKey: offerKeys.item(type, id),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          client.GET('/offers/items/{type}/{id}/offers', {
            params: { path: { type, id } },
            signal,
          }),
        )
      ).offers,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: false,
  });
}

/** The offers and the item the answered offer belongs to are read again, and the profile's. */
function refresh(queryClient: QueryClient, offer: Pick<Offer, 'itemType' | 'itemId'>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: offerKeys.item(offer.itemType, offer.itemId) }),
    queryClient.invalidateQueries({ queryKey: offerKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: itemKeys.detail(offer.itemType, offer.itemId) }),
  ]);
}

/** The item an offer call concerns, for the refresh (also after a 409). */
export type OfferItem = { itemType: ItemType; itemId: string };
/** What every answer needs: the offer, and its item. */
export type OfferTarget = OfferItem & { id: string };

function answerOptions<Vars extends OfferItem, Result>(call: (vars: Vars) => Promise<Result>) {
  return mutationOptions<Result, ApiRequestError, Vars>({
    mutationFn: call,
    onSettled: (_data, _error, vars, _result, { client: queryClient }) =>
      refresh(queryClient, vars),
  });
}

/** POST /offers/{id}/accept (the side the offer is addressed to). */
export const acceptOfferMutationOptions = (client: ApiClient) =>
  answerOptions(({ id, response }: OfferTarget & { response?: string }) =>
    unwrap(
      client.POST('/offers/{id}/accept', {
        params: { path: { id } },
        body: response ? { response } : {},
      }),
    ),
  );

/** POST /offers/{id}/reject with the optional message the bidder is told (spec 2 §4.2). */
export const rejectOfferMutationOptions = (client: ApiClient) =>
  answerOptions(({ id, reason }: OfferTarget & { reason?: string }) =>
    unwrap(
      client.POST('/offers/{id}/reject', {
        params: { path: { id } },
        body: reason ? { reason } : {},
      }),
    ),
  );

/** POST /offers/{id}/cancel: the bidder withdraws a pending offer. */
export const cancelOfferMutationOptions = (client: ApiClient) =>
  answerOptions(({ id }: OfferTarget) =>
    unwrap(client.POST('/offers/{id}/cancel', { params: { path: { id } } })),
  );

/** POST /offers/{id}/complete: staff record the trade of an accepted offer. */
export const completeOfferMutationOptions = (client: ApiClient) =>
  answerOptions(({ id }: OfferTarget) =>
    unwrap(client.POST('/offers/{id}/complete', { params: { path: { id } } })),
  );

/**
 * POST /items/{type}/{id}/complete-trade: the item page's Complete Trade (role owner), naming
 * the offer to complete.
 */
export const completeItemTradeMutationOptions = (client: ApiClient) =>
  answerOptions(({ id, itemType: type, itemId }: OfferTarget) =>
    unwrap(
      client.POST('/items/{type}/{id}/complete-trade', {
        params: { path: { type, id: itemId } },
        body: { offerId: id },
      }),
    ),
  );

/** GET /offers/{id}: one offer (the confirmation of Complete Trade on Manage Items names it). */
export function offerQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...offerKeys.all, 'one', id] as const,
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/offers/{id}', { params: { path: { id } }, signal }))).offer,
    staleTime: 30_000,
  });
}

export type CreateOfferRequest = Schemas['CreateOfferRequest'];
export type OfferCreated = Schemas['OfferCreated'];

/** POST /offers/items/{type}/{id}/offers: a member's token or cash offer (spec 2 §7.5). */
export const createOfferMutationOptions = (client: ApiClient) =>
  answerOptions(({ itemType: type, itemId: id, body }: OfferItem & { body: CreateOfferRequest }) =>
    unwrap(
      client.POST('/offers/items/{type}/{id}/offers', { params: { path: { type, id } }, body }),
    ),
  );

/** POST /admin/items/{type}/{id}/token-offer: a staff token offer (spec 3 §4). */
export const createTokenOfferMutationOptions = (client: ApiClient) =>
  answerOptions(
    ({
      itemType: type,
      itemId: id,
      body,
    }: OfferItem & { body: { tokenAmount: number; offerMessage?: string } }) =>
      unwrap(
        client.POST('/admin/items/{type}/{id}/token-offer', {
          params: { path: { type, id } },
          body,
        }),
      ),
  );

export type MyOffersQuery = NonNullable<operations['listMyOffers']['parameters']['query']>;

/**
 * GET /offers/my-offers: the caller's offers, made (`direction: 'sent'`, the profile's Your
 * Offers) or received on the caller's items (`'received'`, the new-offers alert). 50 a page,
 * refetched every 60 s and not on focus (spec 2 §7.5, §9; spec 1 §9).
 */
export function myOffersQueryOptions(client: ApiClient, query: MyOffersQuery = {}) {
  const q: MyOffersQuery = { limit: 50, ...query };
  return queryOptions({
    queryKey: offerKeys.myList(q),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/offers/my-offers', { params: { query: q }, signal })),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: false,
  });
}
