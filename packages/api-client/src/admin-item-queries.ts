// react-query options for the staff pages of items and offers (spec 3 §2.4, §2.5, §7.1-7.3):
// Manage Items' member picker and ownership transfer, and the admin offers list (the items list
// itself is admin-queries.ts's adminItemsQueryOptions, shared with Review Submissions).
// Moderation itself (approve, reject, unapprove) is moderation-queries.ts, shared with the item
// page; answering and completing offers is offer-queries.ts.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import type { ApiRequestError } from './errors.ts';
import { itemKeys, type Item } from './item-queries.ts';
import { offerKeys } from './offer-queries.ts';
import { unwrap } from './queries.ts';
import type { components, operations } from './schema.gen.ts';

export type AdminOffersQuery = NonNullable<operations['listTrendingOffers']['parameters']['query']>;

type Offer = components['schemas']['Offer'];
type PublicOffer = components['schemas']['PublicOffer'];

/** Staff get each trending offer whole; a member's PublicOffer has no bidder (no userId). */
const isWholeOffer = (o: Offer | PublicOffer): o is Offer => 'userId' in o;

export const adminItemKeys = {
  members: (search: string) => ['admin', 'member-picker', search] as const,
  // Under offerKeys.all, so every offer answer marks it stale.
  offers: (query: AdminOffersQuery) => [...offerKeys.all, 'admin-list', query] as const,
};

/**
 * The transfer dialog's member picker: active members whose name or e-mail starts with the
 * search (GET /admin/users reads a prefix), the first 10. Staff can receive an item too, so
 * the role is left open.
 */
export function memberPickerQueryOptions(client: ApiClient, search: string) {
  return queryOptions({
    queryKey: adminItemKeys.members(search),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          client.GET('/admin/users', {
            params: {
              query: { status: 'active', limit: 10, ...(search ? { search } : {}) },
            },
            signal,
          }),
        )
      ).users,
    staleTime: 30_000,
  });
}

/** POST /admin/items/{id}/transfer-ownership {newOwnerId}. */
export function transferOwnershipMutationOptions(client: ApiClient) {
  return mutationOptions<
    { item: Item; message?: string },
    ApiRequestError,
    { id: string; newOwnerId: string }
  >({
    mutationFn: ({ id, newOwnerId }) =>
      unwrap(
        client.POST('/admin/items/{id}/transfer-ownership', {
          params: { path: { id } },
          body: { newOwnerId },
        }),
      ),
    onSettled: (_data, _error, _vars, _result, { client: queryClient }) =>
      refreshItems(queryClient),
  });
}

/** Staff lists show the change at once: items and the offers on them. */
export const refreshItems = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: itemKeys.all }),
    queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  ]);

/**
 * GET /offers/trending with every filter (staff get all offers, spec 3 §7.3). Offers change
 * often: stale after 30 s (spec 3 §7.7).
 */
export function adminOffersQueryOptions(client: ApiClient, query: AdminOffersQuery) {
  return queryOptions({
    queryKey: adminItemKeys.offers(query),
    queryFn: async ({ signal }) => {
      const page = await unwrap(client.GET('/offers/trending', { params: { query }, signal }));
      return { ...page, offers: page.offers.filter(isWholeOffer) };
    },
    staleTime: 30_000,
  });
}
