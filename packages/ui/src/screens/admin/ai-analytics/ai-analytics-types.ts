// The figures of the three analytics calls as the page reads them (openapi.yaml AiUsageStats,
// AiCostMonitoring, AiPerformanceMetrics): money in cents, times in milliseconds.
import type { BudgetHealth } from '@pedalswap/domain/ai';

export interface AiUsageFigures {
  summary: {
    total_cost_cents: number;
    total_analyses: number;
    success_rate: number;
    unique_users: number;
    avg_confidence: number;
  };
  stats: {
    period: string;
    total_requests: number;
    successful_requests: number;
    failed_requests: number;
  }[];
  topUsers: {
    user_id: string;
    request_count: number;
    total_cost_cents: number;
    avg_confidence: number;
  }[];
  errorAnalysis: {
    error_code: string;
    error_message: string;
    error_count: number;
    error_percentage: number;
  }[];
}

export interface AiCostFigures {
  budgetHealth: {
    status: BudgetHealth;
    dailyUsagePercent: number;
    monthlyUsagePercent: number;
    projectedMonthlyOverage: number;
  };
  currentCosts: { daily_cost_cents: number; monthly_cost_cents: number; period_cost_cents: number };
  projections: { avg_daily_cost: number; projected_monthly_cost: number };
  trends: { period: string; total_cost: number }[];
}

export interface AiPerformanceFigures {
  performance: {
    hour: string;
    avg_response_time: number;
    p95_response_time: number;
    p99_response_time: number;
  }[];
  modelStats: { model_version: string; avg_processing_time: number; request_count?: number }[];
  queueStats: {
    pending_jobs: number;
    processing_jobs: number;
    completed_jobs: number;
    failed_jobs: number;
  };
}
