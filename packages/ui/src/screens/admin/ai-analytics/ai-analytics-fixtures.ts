// Story figures for the analytics page: 30 days of plausible, deterministic usage.
import type { AiCostFigures, AiPerformanceFigures, AiUsageFigures } from './ai-analytics-types.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 9, 28);
// A repeatable wave, so screenshots never change.
const wave = (i: number, base: number, swing: number) =>
  Math.round(base + swing * Math.sin(i / 3) + (i % 5) * (swing / 6));

const stats = Array.from({ length: 30 }, (_, i) => {
  const total = wave(i, 42, 14);
  const failed = i % 7 === 3 ? 6 : wave(i, 2, 1);
  return {
    period: new Date(START + i * DAY).toISOString(),
    total_requests: total,
    successful_requests: total - failed,
    failed_requests: failed,
  };
});

export const USAGE: AiUsageFigures = {
  summary: {
    total_cost_cents: 84_236,
    total_analyses: stats.reduce((sum, row) => sum + row.total_requests, 0),
    success_rate: 93.4,
    unique_users: 148,
    avg_confidence: 0.84,
  },
  stats,
  topUsers: [
    ['3f2a9c1e-7b4d-4e21-9a0f-1c2d3e4f5a6b', 61, 4_310, 0.91],
    ['8b7c6d5e-4f3a-4b2c-8d1e-0f9a8b7c6d5e', 48, 3_120, 0.86],
    ['c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', 37, 2_480, 0.79],
    ['0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', 29, 1_905, 0.82],
    ['5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9', 22, 1_410, 0.64],
  ].map(([user_id, request_count, total_cost_cents, avg_confidence]) => ({
    user_id: user_id as string,
    request_count: request_count as number,
    total_cost_cents: total_cost_cents as number,
    avg_confidence: avg_confidence as number,
  })),
  errorAnalysis: [
    {
      error_code: 'timeout',
      error_message: 'The model did not answer in time',
      error_count: 41,
      error_percentage: 45.6,
    },
    {
      error_code: 'overloaded',
      error_message: 'The model service was overloaded',
      error_count: 27,
      error_percentage: 30,
    },
    {
      error_code: 'malformed_answer',
      error_message: 'The model answered in an unreadable form',
      error_count: 14,
      error_percentage: 15.6,
    },
    {
      error_code: 'rate_limited',
      error_message: 'The model service refused the rate of calls',
      error_count: 8,
      error_percentage: 8.9,
    },
  ],
};

export const COST: AiCostFigures = {
  budgetHealth: {
    status: 'healthy',
    dailyUsagePercent: 41.2,
    monthlyUsagePercent: 52.7,
    projectedMonthlyOverage: 0,
  },
  currentCosts: { daily_cost_cents: 2_060, monthly_cost_cents: 52_700, period_cost_cents: 84_236 },
  projections: { avg_daily_cost: 2_807.9, projected_monthly_cost: 61_120 },
  trends: stats.map((row, i) => ({
    period: row.period,
    total_cost: row.total_requests * 62 + (i % 4) * 35,
  })),
};

export const WARNING: AiCostFigures = {
  ...COST,
  budgetHealth: {
    status: 'warning',
    dailyUsagePercent: 64,
    monthlyUsagePercent: 86.5,
    projectedMonthlyOverage: 12_480,
  },
};
export const CRITICAL: AiCostFigures = {
  ...COST,
  budgetHealth: {
    status: 'critical',
    dailyUsagePercent: 104.2,
    monthlyUsagePercent: 100.3,
    projectedMonthlyOverage: 41_950,
  },
};

const HOUR = 60 * 60 * 1000;
export const PERFORMANCE: AiPerformanceFigures = {
  performance: Array.from({ length: 36 }, (_, i) => {
    const avg = wave(i, 3_400, 600);
    return {
      hour: new Date(START + 29 * DAY + i * HOUR - 12 * HOUR).toISOString(),
      avg_response_time: avg,
      p95_response_time: avg + 1_900 + (i % 3) * 150,
      p99_response_time: avg + 3_600 + (i % 4) * 220,
    };
  }),
  modelStats: [
    { model_version: 'claude-sonnet-4-5', avg_processing_time: 4_120, request_count: 912 },
    { model_version: 'claude-haiku-4-5', avg_processing_time: 1_870, request_count: 344 },
    { model_version: 'offline-analyzer', avg_processing_time: 620, request_count: 58 },
  ],
  queueStats: { pending_jobs: 2, processing_jobs: 1, completed_jobs: 1_187, failed_jobs: 84 },
};

/** A period with no usage at all, as the server answers it (zero rows, unknown health). */
export const NO_USAGE: AiUsageFigures = {
  summary: {
    total_cost_cents: 0,
    total_analyses: 0,
    success_rate: 0,
    unique_users: 0,
    avg_confidence: 0,
  },
  stats: stats.map((row) => ({
    ...row,
    total_requests: 0,
    successful_requests: 0,
    failed_requests: 0,
  })),
  topUsers: [],
  errorAnalysis: [],
};
export const NO_COST: AiCostFigures = {
  budgetHealth: {
    status: 'unknown',
    dailyUsagePercent: 0,
    monthlyUsagePercent: 0,
    projectedMonthlyOverage: 0,
  },
  currentCosts: { daily_cost_cents: 0, monthly_cost_cents: 0, period_cost_cents: 0 },
  projections: { avg_daily_cost: 0, projected_monthly_cost: 0 },
  trends: stats.map((row) => ({ period: row.period, total_cost: 0 })),
};
export const NO_PERFORMANCE: AiPerformanceFigures = {
  performance: [],
  modelStats: [],
  queueStats: { pending_jobs: 0, processing_jobs: 0, completed_jobs: 0, failed_jobs: 0 },
};
