// react-query keys and option factories for listings (spec 2 §2.5, §2.6): the catalog of one
// item type with its filters, and one item. Keys carry the filters, so each filter combination
// is cached on its own and a listing change can invalidate `itemKeys.all` at once.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { unwrap } from './queries.ts';
import type { components, operations } from './schema.gen.ts';

type Schemas = components['schemas'];
export type Item = Schemas['Item'];
export type ItemType = Schemas['ItemType'];
export type ItemList = Schemas['ItemList'];
export type ItemListQuery = NonNullable<operations['listItems']['parameters']['query']>;

export const itemKeys = {
  all: ['items'] as const,
  lists: (type: ItemType) => [...itemKeys.all, type, 'list'] as const,
  list: (type: ItemType, query: ItemListQuery = {}) => [...itemKeys.lists(type), query] as const,
  detail: (type: ItemType, id: string) => [...itemKeys.all, type, 'detail', id] as const,
};

/** Empty filters are left out, so '' and undefined share one cache entry and one URL. */
function compact(query: ItemListQuery): ItemListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as ItemListQuery;
}

/** GET /items/{type}: published listings (or the owner's, with ownerId), filtered and paged. */
export function itemListQueryOptions(client: ApiClient, type: ItemType, query: ItemListQuery = {}) {
  const params = compact(query);
  return queryOptions({
    queryKey: itemKeys.list(type, params),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/items/{type}', { params: { path: { type }, query: params }, signal })),
    // The page keeps showing the previous results while the next filter's load.
    placeholderData: keepPreviousData,
  });
}

/** GET /items/{type}/{id}: one listing; drafts of others and another type's id are 404. */
export function itemQueryOptions(client: ApiClient, type: ItemType, id: string) {
  return queryOptions({
    queryKey: itemKeys.detail(type, id),
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/items/{type}/{id}', { params: { path: { type, id } }, signal })))
        .item,
  });
}
