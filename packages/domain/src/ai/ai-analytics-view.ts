// What the owner's AI analytics page shows (spec 3 §2.8, §9): the ranges and granularities it
// offers, how a range becomes the calls' parameters, the health colours and the page's texts.
// Texts the spec leaves open are marked "ours".
import type { BudgetHealth } from './ai-admin-rules.ts';

export const AI_ANALYTICS_RANGES = ['7d', '30d', '90d'] as const;
export type AiAnalyticsRange = (typeof AI_ANALYTICS_RANGES)[number];
export const AI_ANALYTICS_GRANULARITIES = ['hourly', 'daily', 'weekly'] as const;
export type AiAnalyticsGranularity = (typeof AI_ANALYTICS_GRANULARITIES)[number];

export const AI_ANALYTICS_DEFAULTS = { range: '30d', granularity: 'daily' } as const satisfies {
  range: AiAnalyticsRange;
  granularity: AiAnalyticsGranularity;
};

export const AI_RANGE_LABELS: Record<AiAnalyticsRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};
export const AI_GRANULARITY_LABELS: Record<AiAnalyticsGranularity, string> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
};

export const aiRangeDays = (range: AiAnalyticsRange): number => Number(range.slice(0, -1));

export const isAiAnalyticsRange = (value: unknown): value is AiAnalyticsRange =>
  (AI_ANALYTICS_RANGES as readonly unknown[]).includes(value);
export const isAiAnalyticsGranularity = (value: unknown): value is AiAnalyticsGranularity =>
  (AI_ANALYTICS_GRANULARITIES as readonly unknown[]).includes(value);

/**
 * The three calls' parameters for a range ending now: the usage window as ISO instants, the
 * cost period as the contract's enum, and the performance window in hours.
 */
export function aiAnalyticsWindow(range: AiAnalyticsRange, now: Date) {
  const days = aiRangeDays(range);
  return {
    startDate: new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString(),
    endDate: now.toISOString(),
    period: range,
    hours: days * 24,
  };
}

/** spec 3 §2.8: healthy green, warning yellow, critical red, other gray (the imported Radix
 * scales: jade is the green, amber the yellow). */
export const BUDGET_HEALTH_COLORS: Record<BudgetHealth, 'jade' | 'amber' | 'red' | 'gray'> = {
  healthy: 'jade',
  warning: 'amber',
  critical: 'red',
  unknown: 'gray',
};
export const BUDGET_HEALTH_LABELS: Record<BudgetHealth, string> = {
  healthy: 'Healthy',
  warning: 'Warning',
  critical: 'Critical',
  unknown: 'Unknown',
};

export const AI_ANALYTICS_MESSAGES = {
  /** spec 3 §8. */
  loadFailed: 'Failed to load AI analytics data',
  /** spec 3 §2.8. */
  budgetNoData: 'Budget health data not available',
  /** ours: the charts and lists with nothing in the period. */
  noUsage: 'No AI usage in this period',
  noCosts: 'No AI costs in this period',
  noResponseTimes: 'No model calls in this period',
  noModels: 'No model was called in this period',
  noTopUsers: 'No member used the AI in this period',
  noErrors: 'No errors in this period',
  /** ours: the budget alert's title, by status. */
  budgetAlertTitle: (status: BudgetHealth) =>
    status === 'critical'
      ? 'AI budget reached: analyses fall back to the on-server analyzer'
      : 'AI budget needs attention',
} as const;
