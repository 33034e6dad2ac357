// react-query keys and option factories for listings (spec 2 §2.5, §2.6): the catalog of one
// item type with its filters, and one item. Keys carry the filters, so each filter combination
// is cached on its own and a listing change can invalidate `itemKeys.all` at once.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { unwrap } from './queries.ts';
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

// ── Listing editor (spec 2 §2.2, §7.1) ──────────────────────────────────────────────────────
// Each mutation stores or invalidates what the server changed (the item's detail and the lists).

type ItemRef = { type: ItemType; id: string };

/** POST /items/{type}: a new listing (a draft unless the body says otherwise). */
export function createItemMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationFn: ({ type, body }: { type: ItemType; body: CreateItemRequest }) =>
      unwrap(client.POST('/items/{type}', { params: { path: { type } }, body })),
    onSuccess: (data, { type }, _result, { client: queryClient }) => {
      queryClient.setQueryData(itemKeys.detail(type, data.item.id), data.item);
      return queryClient.invalidateQueries({ queryKey: itemKeys.lists(type) });
    },
  });
}

/** PUT /items/{type}/{id}: any subset of the editable fields (autosave), or a status change. */
export function updateItemMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationFn: ({ type, id, body }: ItemRef & { body: UpdateItemRequest }) =>
      unwrap(client.PUT('/items/{type}/{id}', { params: { path: { type, id } }, body })),
    onSuccess: (data, { type, id }, _result, { client: queryClient }) => {
      queryClient.setQueryData(itemKeys.detail(type, id), data.item);
      return queryClient.invalidateQueries({ queryKey: itemKeys.lists(type) });
    },
  });
}

/** POST /items/{type}/{id}/publish: staff publish directly, owners submit for review. */
export function publishItemMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationFn: ({ type, id }: ItemRef) =>
      unwrap(client.POST('/items/{type}/{id}/publish', { params: { path: { type, id } } })),
    onSuccess: (data, { type, id }, _result, { client: queryClient }) => {
      queryClient.setQueryData(itemKeys.detail(type, id), data.item);
      return queryClient.invalidateQueries({ queryKey: itemKeys.all });
    },
  });
}

/** POST /items/{type}/{id}/unpublish: back to draft (also withdraws a submission). */
export function unpublishItemMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationFn: ({ type, id }: ItemRef) =>
      unwrap(client.POST('/items/{type}/{id}/unpublish', { params: { path: { type, id } } })),
    onSuccess: (data, { type, id }, _result, { client: queryClient }) => {
      queryClient.setQueryData(itemKeys.detail(type, id), data.item);
      return queryClient.invalidateQueries({ queryKey: itemKeys.all });
    },
  });
}

/** POST /items/{type}/{id}/images (multipart): answers the item's photos after the upload. */
export function uploadItemImagesMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationFn: ({
      type,
      id,
      files,
      primaryIndex,
    }: ItemRef & { files: readonly File[]; primaryIndex?: number | null }) =>
      unwrap(
        client.POST('/items/{type}/{id}/images', {
          params: { path: { type, id } },
          // openapi-fetch sends FormData as is; the typed body names the multipart fields.
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
      queryClient.invalidateQueries({ queryKey: itemKeys.detail(type, id) }),
  });
}

/** DELETE /items/{type}/{id}/images/{imageId}: answers the remaining photos. */
export function deleteItemImageMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationFn: ({ type, id, imageId }: ItemRef & { imageId: string }) =>
      unwrap(
        client.DELETE('/items/{type}/{id}/images/{imageId}', {
          params: { path: { type, id, imageId } },
        }),
      ),
    onSuccess: (_data, { type, id }, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: itemKeys.detail(type, id) }),
  });
}

/** PUT /items/{type}/{id}/images/{imageId}/primary: answers the item's photos. */
export function setPrimaryItemImageMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationFn: ({ type, id, imageId }: ItemRef & { imageId: string }) =>
      unwrap(
        client.PUT('/items/{type}/{id}/images/{imageId}/primary', {
          params: { path: { type, id, imageId } },
        }),
      ),
    onSuccess: (_data, { type, id }, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: itemKeys.detail(type, id) }),
  });
}
