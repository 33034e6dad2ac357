// react-query keys and option factories for listings (spec 2 §2.5, §2.6): the catalog of one
// item type with its filters, and one item. Keys carry the filters, so each filter combination
// is cached on its own and a listing change can invalidate `itemKeys.all` at once.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { accountKeys } from './account-queries.ts';
import type { ApiClient } from './client.ts';
import type { ApiRequestError } from './errors.ts';
import { unwrap, type MessageResponse } from './queries.ts';
import type { components, operations } from './schema.gen.ts';

type Schemas = components['schemas'];
export type Item = Schemas['Item'];
export type ItemType = Schemas['ItemType'];
export type ItemList = Schemas['ItemList'];
export type ItemImages = Schemas['ItemImages'];
export type CreateItemRequest = Schemas['CreateItemRequest'];
export type UpdateItemRequest = Schemas['UpdateItemRequest'];
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

// ── Listing editor and Your Bikes (spec 2 §2.2, §7.1; spec 1 §2) ───────────────────────────
// A change to a listing can move it in or out of the catalog and changes its card on the
// profile, so every mutation refreshes the catalog lists and the profiles' bike lists, and
// stores the item the server answered with as its detail.

type ItemRef = { type: ItemType; id: string };
type ItemEnvelope = components['schemas']['ItemEnvelope'];

function refreshListings(queryClient: QueryClient) {
  return Promise.all([
    // The catalog lists of every type (a detail keeps what the mutation stored).
    queryClient.invalidateQueries({
      queryKey: itemKeys.all,
      predicate: (query) => query.queryKey[2] === 'list',
    }),
    queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'bikes'] }),
  ]);
}

function storeItem(queryClient: QueryClient, data: ItemEnvelope) {
  queryClient.setQueryData(itemKeys.detail(data.item.itemType, data.item.id), data.item);
}

/** POST /items/{type}: a new listing (a draft unless the body says otherwise). */
export function createItemMutationOptions(client: ApiClient) {
  return mutationOptions<
    ItemEnvelope,
    ApiRequestError,
    { type: ItemType; body: CreateItemRequest }
  >({
    mutationFn: ({ type, body }) =>
      unwrap(client.POST('/items/{type}', { params: { path: { type } }, body })),
    onSuccess: (data, _vars, _result, { client: queryClient }) => {
      storeItem(queryClient, data);
      return refreshListings(queryClient);
    },
  });
}

/** PUT /items/{type}/{id}: any subset of the editable fields (autosave), or a status change. */
export function updateItemMutationOptions(client: ApiClient) {
  return mutationOptions<ItemEnvelope, ApiRequestError, ItemRef & { body: UpdateItemRequest }>({
    // Offline, react-query would pause the call until the browser is back online, and the
    // editor would say "Saving..." all along. The autosave machine retries on its own and tells
    // the member that the edits are kept, so the failure must reach it.
    networkMode: 'always',
    mutationFn: ({ type, id, body }) =>
      unwrap(client.PUT('/items/{type}/{id}', { params: { path: { type, id } }, body })),
    onSuccess: (data, _vars, _result, { client: queryClient }) => {
      storeItem(queryClient, data);
      return refreshListings(queryClient);
    },
  });
}

/** POST /items/{type}/{id}/publish: staff publish directly, owners submit for review. */
export function publishItemMutationOptions(client: ApiClient) {
  return mutationOptions<ItemEnvelope & { publishedDirectly?: boolean }, ApiRequestError, ItemRef>({
    mutationFn: ({ type, id }) =>
      unwrap(client.POST('/items/{type}/{id}/publish', { params: { path: { type, id } } })),
    onSuccess: (data, _vars, _result, { client: queryClient }) => {
      storeItem(queryClient, data);
      return refreshListings(queryClient);
    },
  });
}

/** POST /items/{type}/{id}/unpublish: 'Remove from Catalog' (back to draft). */
export function unpublishItemMutationOptions(client: ApiClient) {
  return mutationOptions<ItemEnvelope, ApiRequestError, ItemRef>({
    mutationFn: ({ type, id }) =>
      unwrap(client.POST('/items/{type}/{id}/unpublish', { params: { path: { type, id } } })),
    onSuccess: (data, _vars, _result, { client: queryClient }) => {
      storeItem(queryClient, data);
      return refreshListings(queryClient);
    },
  });
}

/** DELETE /items/{type}/{id}: gone from the catalog, the profiles and the detail cache. */
export function deleteItemMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, ItemRef>({
    mutationKey: [...accountKeys.all, 'delete-item'],
    mutationFn: ({ type, id }) =>
      unwrap(client.DELETE('/items/{type}/{id}', { params: { path: { type, id } } })),
    onSuccess: (_data, { type, id }, _result, { client: queryClient }) => {
      queryClient.removeQueries({ queryKey: itemKeys.detail(type, id), exact: true });
      return refreshListings(queryClient);
    },
  });
}

// Photo calls answer the item's photos; the detail is refetched so its gallery follows.

/** POST /items/{type}/{id}/images (multipart `images` and `primaryIndex`). */
export function uploadItemImagesMutationOptions(client: ApiClient) {
  return mutationOptions<
    ItemImages,
    ApiRequestError,
    ItemRef & { files: readonly File[]; primaryIndex?: number | null }
  >({
    mutationFn: ({ type, id, files, primaryIndex }) =>
      unwrap(
        client.POST('/items/{type}/{id}/images', {
          params: { path: { type, id } },
          // The typed body names the multipart fields; the serializer sends the files as they are.
          body: { images: files as unknown as string[] },
          bodySerializer: () => {
            const form = new FormData();
            for (const file of files) form.append('images', file);
            if (primaryIndex != null) form.append('primaryIndex', String(primaryIndex));
            return form;
          },
        }),
      ),
    onSuccess: (_data, { type, id }, _result, { client: queryClient }) =>
      refreshPhotos(queryClient, type, id),
  });
}

/** DELETE /items/{type}/{id}/images/{imageId}: answers the remaining photos. */
export function deleteItemImageMutationOptions(client: ApiClient) {
  return mutationOptions<ItemImages, ApiRequestError, ItemRef & { imageId: string }>({
    mutationFn: ({ type, id, imageId }) =>
      unwrap(
        client.DELETE('/items/{type}/{id}/images/{imageId}', {
          params: { path: { type, id, imageId } },
        }),
      ),
    onSuccess: (_data, { type, id }, _result, { client: queryClient }) =>
      refreshPhotos(queryClient, type, id),
  });
}

/** PUT /items/{type}/{id}/images/{imageId}/primary: answers the item's photos. */
export function setPrimaryItemImageMutationOptions(client: ApiClient) {
  return mutationOptions<ItemImages, ApiRequestError, ItemRef & { imageId: string }>({
    mutationFn: ({ type, id, imageId }) =>
      unwrap(
        client.PUT('/items/{type}/{id}/images/{imageId}/primary', {
          params: { path: { type, id, imageId } },
        }),
      ),
    onSuccess: (_data, { type, id }, _result, { client: queryClient }) =>
      refreshPhotos(queryClient, type, id),
  });
}

function refreshPhotos(queryClient: QueryClient, type: ItemType, id: string) {
  // Cards show the primary photo: the lists change too, but need not load before the answer.
  void refreshListings(queryClient);
  return queryClient.invalidateQueries({ queryKey: itemKeys.detail(type, id) });
}

/** PUT /items/{type}/{id}/images/order: every photo of the item once, in the new order. */
export function reorderItemImagesMutationOptions(client: ApiClient) {
  return mutationOptions<ItemImages, ApiRequestError, ItemRef & { imageIds: string[] }>({
    mutationFn: ({ type, id, imageIds }) =>
      unwrap(
        client.PUT('/items/{type}/{id}/images/order', {
          params: { path: { type, id } },
          body: { imageIds },
        }),
      ),
    onSuccess: (_data, { type, id }, _result, { client: queryClient }) =>
      refreshPhotos(queryClient, type, id),
  });
}
