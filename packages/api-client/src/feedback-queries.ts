// react-query keys and option factories for the staff's AI feedback review (spec 3 §2.10,
// §7.4): the pending list (50, optional category), the 30-day stats and analytics, and the
// bulk resolve, which marks every feedback query stale (the list, the counts and the rates all
// move at once).
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import type { ApiRequestError } from './errors.ts';
import { unwrap } from './queries.ts';
import type { components, operations } from './schema.gen.ts';

type Schemas = components['schemas'];
export type FeedbackItem = Schemas['FeedbackItem'];
export type FeedbackCategory = Schemas['FeedbackCategory'];
export type FeedbackStats = Schemas['FeedbackStats'];
export type FeedbackAnalytics = Schemas['FeedbackAnalytics'];
export type BulkResolveFeedbackRequest =
  operations['bulkResolveFeedback']['requestBody']['content']['application/json'];
type CountMessage =
  operations['bulkResolveFeedback']['responses']['200']['content']['application/json'];

export const feedbackKeys = {
  all: ['feedback'] as const,
  pending: (category: FeedbackCategory | undefined) =>
    [...feedbackKeys.all, 'pending', category ?? 'all'] as const,
  stats: (days: number) => [...feedbackKeys.all, 'stats', days] as const,
  analytics: (days: number) => [...feedbackKeys.all, 'analytics', days] as const,
};

/** GET /feedback/admin/pending?limit=50[&category]: items waiting for review, oldest first. */
export function pendingFeedbackQueryOptions(client: ApiClient, category?: FeedbackCategory) {
  return queryOptions({
    queryKey: feedbackKeys.pending(category),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          client.GET('/feedback/admin/pending', {
            params: { query: { limit: 50, ...(category ? { category } : {}) } },
            signal,
          }),
        )
      ).feedback,
  });
}

/** GET /feedback/admin/stats?days=30. */
export function feedbackStatsQueryOptions(client: ApiClient, days = 30) {
  return queryOptions({
    queryKey: feedbackKeys.stats(days),
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/feedback/admin/stats', { params: { query: { days } }, signal })))
        .stats,
  });
}

/** GET /feedback/admin/analytics?days=30. */
export function feedbackAnalyticsQueryOptions(client: ApiClient, days = 30) {
  return queryOptions({
    queryKey: feedbackKeys.analytics(days),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          client.GET('/feedback/admin/analytics', { params: { query: { days } }, signal }),
        )
      ).analytics,
  });
}

/**
 * POST /feedback/admin/bulk-resolve. Unlike the original (spec 3 §7.4), one selected item is
 * sent too: skipping the call left it pending on the server.
 */
export function bulkResolveFeedbackMutationOptions(client: ApiClient) {
  return mutationOptions<CountMessage, ApiRequestError, BulkResolveFeedbackRequest>({
    mutationFn: (body) => unwrap(client.POST('/feedback/admin/bulk-resolve', { body })),
    onSettled: (_d, _e, _v, _r, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
