// /admin/ai/analytics (owner; issue 15 item 1, spec 3 §2.8): the range and granularity live in
// the URL, and the three analytics calls run for the window ending at the moment the page
// opened or Refresh was pressed (a fixed instant, so the query keys stay put between renders).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  aiCostMonitoringQueryOptions,
  aiPerformanceQueryOptions,
  aiUsageStatsQueryOptions,
} from '@pedalswap/api-client';
import {
  AI_ANALYTICS_DEFAULTS,
  aiAnalyticsWindow,
  isAiAnalyticsGranularity,
  isAiAnalyticsRange,
} from '@pedalswap/domain/ai';
import { AiAnalyticsPage } from '@pedalswap/ui/screens/admin/ai-analytics';
import { useSession } from '../../app/session/session-context.tsx';

export function AiAnalyticsRoute() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  const rangeParam = params.get('range');
  const granularityParam = params.get('granularity');
  const range = isAiAnalyticsRange(rangeParam) ? rangeParam : AI_ANALYTICS_DEFAULTS.range;
  const granularity = isAiAnalyticsGranularity(granularityParam)
    ? granularityParam
    : AI_ANALYTICS_DEFAULTS.granularity;
  const [now, setNow] = useState(() => new Date());
  const span = aiAnalyticsWindow(range, now);

  const usage = useQuery(
    aiUsageStatsQueryOptions(client, {
      startDate: span.startDate,
      endDate: span.endDate,
      granularity,
    }),
  );
  const cost = useQuery(aiCostMonitoringQueryOptions(client, { period: span.period }));
  const performance = useQuery(aiPerformanceQueryOptions(client, { hours: span.hours }));
  const all = [usage, cost, performance];

  const update = (next: { range?: string; granularity?: string }) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) if (value) merged.set(key, value);
      return merged;
    });

  return (
    <AiAnalyticsPage
      state={
        all.some((query) => query.isError)
          ? 'error'
          : all.some((query) => query.isPending)
            ? 'loading'
            : 'ready'
      }
      usage={usage.data}
      cost={cost.data}
      performance={performance.data}
      range={range}
      granularity={granularity}
      onRangeChange={(next) => update({ range: next })}
      onGranularityChange={(next) => update({ granularity: next })}
      onRefresh={() => setNow(new Date())}
      refreshing={all.some((query) => query.isFetching)}
    />
  );
}
