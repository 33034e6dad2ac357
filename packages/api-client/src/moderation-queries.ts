// react-query mutation options for staff moderation of one listing (spec 2 §4.1, §7.6): approve,
// reject and unapprove. They use the /admin/items paths, which take any item type (the spec's
// /items/bike/... calls cover bikes only), so the item page moderates parts, accessories and
// gear the same way.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-queries.ts';
import type { ApiClient } from './client.ts';
import type { ApiRequestError } from './errors.ts';
import { itemKeys, type Item } from './item-queries.ts';
import { unwrap } from './queries.ts';

/** The answer of every moderation call: the item as it is now and the spec's success text. */
export type ModerationResult = { item: Item; message?: string };
export type ModerationTarget = { id: string };
export type ModerationReasonTarget = ModerationTarget & { reason: string };

/**
 * The answered item becomes the detail (the page's badge changes at once, without a refetch);
 * every other cached listing query is marked stale, because a status change moves the item in
 * or out of the catalog lists, the profiles' bike lists and any staff list.
 */
function settle(queryClient: QueryClient, { item }: ModerationResult) {
  const detail = itemKeys.detail(item.itemType, item.id);
  queryClient.setQueryData(detail, item);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: itemKeys.all,
      predicate: (query) => !sameKey(query.queryKey, detail),
    }),
    queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'bikes'] }),
  ]);
}

/**
 * 409: the item's status changed since the page loaded it (another staff member, the owner).
 * The page refetches the item, so its badge and buttons show what can be done now.
 */
function refreshIfStale(
  queryClient: QueryClient,
  error: ApiRequestError,
  { id }: ModerationTarget,
) {
  if (error.status !== 409) return;
  return queryClient.invalidateQueries({
    queryKey: itemKeys.all,
    predicate: (query) => query.queryKey[2] === 'detail' && query.queryKey[3] === id,
  });
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

/** POST /admin/items/{id}/approve: pending_review to published. */
export function approveItemMutationOptions(client: ApiClient) {
  return mutationOptions<ModerationResult, ApiRequestError, ModerationTarget>({
    mutationFn: ({ id }) =>
      unwrap(client.POST('/admin/items/{id}/approve', { params: { path: { id } } })),
    onSuccess: (data, _vars, _result, { client: queryClient }) => settle(queryClient, data),
    onError: (error, vars, _result, { client: queryClient }) =>
      refreshIfStale(queryClient, error, vars),
  });
}

/** POST /admin/items/{id}/reject {reason}: pending_review back to draft, the reason kept. */
export function rejectItemMutationOptions(client: ApiClient) {
  return mutationOptions<ModerationResult, ApiRequestError, ModerationReasonTarget>({
    mutationFn: ({ id, reason }) =>
      unwrap(
        client.POST('/admin/items/{id}/reject', { params: { path: { id } }, body: { reason } }),
      ),
    onSuccess: (data, _vars, _result, { client: queryClient }) => settle(queryClient, data),
    onError: (error, vars, _result, { client: queryClient }) =>
      refreshIfStale(queryClient, error, vars),
  });
}

/** POST /admin/items/{id}/unapprove {reason}: published back to draft (not the caller's own). */
export function unapproveItemMutationOptions(client: ApiClient) {
  return mutationOptions<ModerationResult, ApiRequestError, ModerationReasonTarget>({
    mutationFn: ({ id, reason }) =>
      unwrap(
        client.POST('/admin/items/{id}/unapprove', { params: { path: { id } }, body: { reason } }),
      ),
    onSuccess: (data, _vars, _result, { client: queryClient }) => settle(queryClient, data),
    onError: (error, vars, _result, { client: queryClient }) =>
      refreshIfStale(queryClient, error, vars),
  });
}
