// The owner's AI analytics and the staff's feedback review (spec 3 §2.8-§2.10, §9): budget
// health, the analytics' limits and the texts. The server computes with them and the admin
// pages show them, so both read them here. Choices the spec leaves open are marked "ours" and
// written in openapi.yaml's descriptions as well.

export const AI_ANALYTICS_LIMITS = {
  /** spec 3 §2.8: ranges of 7, 30 or 90 days; ours: any range up to a year is answered. */
  maxRangeDays: 366,
  /** ours: hourly buckets up to 92 days (2,208 rows), enough for the 90-day range. */
  maxHourlyRangeDays: 92,
  /** spec 3 §9: top users and errors, the first 10. */
  topUsers: 10,
  topErrors: 10,
  /** spec 3 §9: confidence badge threshold. */
  confidenceBadge: 0.8,
  /** ours: Top Issues on the feedback page, the first 10. */
  topIssues: 10,
} as const;

/** ours: the budget-health thresholds, in percent of the daily or monthly budget. */
export const AI_BUDGET_THRESHOLDS = { warningPercent: 80, criticalPercent: 100 } as const;

export type BudgetHealth = 'healthy' | 'warning' | 'critical' | 'unknown';

/** Spend as a percentage of a budget; a budget of 0 is spent from the start (ours). */
export function budgetUsagePercent(spentCents: number, budgetCents: number): number {
  if (budgetCents <= 0) return 100;
  return (spentCents / budgetCents) * 100;
}

/**
 * ours: critical once today's or this month's spend reaches its budget (the AI then answers
 * with the offline analyzer), warning from 80 % of either or when the month is projected to
 * go over, healthy otherwise; unknown when there is no usage to judge by.
 */
export function budgetHealth(input: {
  hasData: boolean;
  dailyUsagePercent: number;
  monthlyUsagePercent: number;
  projectedOverageCents: number;
}): BudgetHealth {
  if (!input.hasData) return 'unknown';
  const worst = Math.max(input.dailyUsagePercent, input.monthlyUsagePercent);
  if (worst >= AI_BUDGET_THRESHOLDS.criticalPercent) return 'critical';
  if (worst >= AI_BUDGET_THRESHOLDS.warningPercent || input.projectedOverageCents > 0)
    return 'warning';
  return 'healthy';
}

/**
 * ours: the Net Promoter Score on the 1-5 rating: 5 promotes, 4 is passive, 3 and below
 * detract; % promoters minus % detractors, 0 when nobody rated.
 */
export function netPromoterScore(promoters: number, detractors: number, rated: number): number {
  if (rated <= 0) return 0;
  return ((promoters - detractors) / rated) * 100;
}

/** ours: what each recorded error code of a model call means, for Error Analysis. */
export const AI_ERROR_MESSAGES: Record<string, string> = {
  timeout: 'The model did not answer in time',
  overloaded: 'The model service was overloaded',
  server_error: 'The model service failed',
  rate_limited: 'The model service refused the rate of calls',
  malformed_answer: 'The model answered in an unreadable form',
  refusal: 'The model refused to analyze the photos',
  max_tokens: 'The model ran out of answer length',
  request_failed: 'The call to the model failed',
};
export const aiErrorMessage = (code: string) =>
  AI_ERROR_MESSAGES[code] ?? code.replaceAll('_', ' ');

export const AI_ADMIN_MESSAGES = {
  /** spec 3 §8. */
  configUpdated: 'System configuration updated successfully',
  /** spec 3 §8: '{n} feedback item(s) resolved'. */
  feedbackResolved: (n: number) => `${n} feedback item(s) resolved`,
  /** ours: the usage range's 400s. */
  badStartDate: 'startDate must be a date (2026-01-31) or a date-time',
  badEndDate: 'endDate must be a date (2026-01-31) or a date-time',
  startAfterEnd: 'startDate must not be after endDate',
  rangeTooLong: `The range can be at most ${AI_ANALYTICS_LIMITS.maxRangeDays} days`,
  hourlyRangeTooLong: `Hourly figures cover at most ${AI_ANALYTICS_LIMITS.maxHourlyRangeDays} days`,
} as const;
