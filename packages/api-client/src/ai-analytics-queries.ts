// react-query keys and option factories for the owner's AI analytics and system configuration
// (spec 3 §2.8, §2.9, §7.4). Saving the configuration marks the analytics stale too: the
// System Status card and the budget health are judged against the budgets.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import type { ApiRequestError } from './errors.ts';
import { unwrap } from './queries.ts';
import type { components, operations } from './schema.gen.ts';

type Schemas = components['schemas'];
export type AiUsageStats = Schemas['AiUsageStats'];
export type AiCostMonitoring = Schemas['AiCostMonitoring'];
export type AiPerformanceMetrics = Schemas['AiPerformanceMetrics'];
export type AiSystemConfig = Schemas['AiSystemConfig'];
export type AiSystemStatus = Schemas['AiSystemStatus'];
export type AiSystemConfigUpdate = Schemas['AiSystemConfigUpdate'];
export type AiUsageStatsQuery = NonNullable<operations['getAiUsageStats']['parameters']['query']>;
export type AiCostMonitoringQuery = NonNullable<
  operations['getAiCostMonitoring']['parameters']['query']
>;
export type AiPerformanceQuery = NonNullable<
  operations['getAiPerformanceMetrics']['parameters']['query']
>;
type ConfigSaved =
  operations['updateAiSystemConfig']['responses']['200']['content']['application/json'];

export const aiAdminKeys = {
  all: ['ai-admin'] as const,
  usage: (query: AiUsageStatsQuery) => [...aiAdminKeys.all, 'usage', query] as const,
  cost: (query: AiCostMonitoringQuery) => [...aiAdminKeys.all, 'cost', query] as const,
  performance: (query: AiPerformanceQuery) => [...aiAdminKeys.all, 'performance', query] as const,
  config: () => [...aiAdminKeys.all, 'config'] as const,
};

/** GET /admin/ai/usage-stats (owner): summary, requests per period, top users, errors. */
export function aiUsageStatsQueryOptions(client: ApiClient, query: AiUsageStatsQuery) {
  return queryOptions({
    queryKey: aiAdminKeys.usage(query),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/admin/ai/usage-stats', { params: { query }, signal })),
  });
}

/** GET /admin/ai/cost-monitoring (owner): budget health, current costs, projection, trend. */
export function aiCostMonitoringQueryOptions(client: ApiClient, query: AiCostMonitoringQuery) {
  return queryOptions({
    queryKey: aiAdminKeys.cost(query),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/admin/ai/cost-monitoring', { params: { query }, signal })),
  });
}

/** GET /admin/ai/performance-metrics (owner): response times by hour, models, queue. */
export function aiPerformanceQueryOptions(client: ApiClient, query: AiPerformanceQuery) {
  return queryOptions({
    queryKey: aiAdminKeys.performance(query),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/admin/ai/performance-metrics', { params: { query }, signal })),
  });
}

/** GET /admin/ai/system-config (owner): the stored configuration and today's status. */
export function aiSystemConfigQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: aiAdminKeys.config(),
    queryFn: ({ signal }) => unwrap(client.GET('/admin/ai/system-config', { signal })),
  });
}

/** PUT /admin/ai/system-config (owner): the fields sent replace the stored ones. */
export function updateAiSystemConfigMutationOptions(client: ApiClient) {
  return mutationOptions<ConfigSaved, ApiRequestError, AiSystemConfigUpdate>({
    mutationFn: (body) => unwrap(client.PUT('/admin/ai/system-config', { body })),
    onSettled: (_d, _e, _v, _r, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: aiAdminKeys.all }),
  });
}
