// The owner's AI analytics and configuration, and the staff's feedback review (spec 3
// §2.8-§2.10; openapi.yaml tags ai-admin and feedback, whose descriptions hold our decisions).
// Figures come from the repository's aggregates; this file turns micro-dollars into the
// contract's cents, applies the domain's budget-health rule and checks the ranges. The AI
// configuration belongs to the AI area and is changed through its service.
import type { components } from '@pedalswap/api-client/schema.gen';
import {
  AI_ADMIN_MESSAGES,
  AI_ANALYTICS_LIMITS,
  aiErrorMessage,
  budgetHealth,
  budgetUsagePercent,
  netPromoterScore,
} from '@pedalswap/domain/ai';
import type { Db } from '../db/db.ts';
import { parseDateRange } from '../date-range.ts';
import { validationFailed } from '../errors.ts';
import { recordAudit } from '../audit/service.ts';
import type { AiService } from '../ai/service.ts';
import type { Caller } from '../plugins/caller.ts';
import * as repo from './repository.ts';

type Schemas = components['schemas'];
type ConfigUpdate = Schemas['AiSystemConfigUpdate'];
type FeedbackItem = Schemas['FeedbackItem'];
type FeedbackCategory = Schemas['FeedbackCategory'];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MICROS_PER_CENT = 10_000;
const BUCKETS = { hourly: 'hour', daily: 'day', weekly: 'week' } as const;
const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

const num = (v: string | number | null | undefined) =>
  v === null || v === undefined ? 0 : Number(v);
/** Whole cents, half up (micro-dollars are never negative). */
const cents = (micros: string | number) => Math.round(num(micros) / MICROS_PER_CENT);
const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);
const utcDay = (t: Date) => new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));

export interface AiAdminDeps {
  db: Db;
  ai: AiService;
  /** The clock (tests may fix it). */
  now?: () => Date;
}

export function createAiAdminService(deps: AiAdminDeps) {
  const { db, ai } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Spend, budget usage and health over the last `days` days, today included (UTC). */
  async function costs(days: number) {
    const now = clock();
    const dayStart = utcDay(now);
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const periodStart = new Date(dayStart.getTime() - (days - 1) * DAY_MS);
    const [s, config] = await Promise.all([
      repo.spend(db, { dayStart, monthStart, periodStart, now }),
      ai.systemConfig(),
    ]);
    const dayMicros = num(s.day_micros);
    const monthMicros = num(s.month_micros);
    const periodMicros = num(s.period_micros);
    const avgDailyCents = periodMicros / MICROS_PER_CENT / days;
    const daysInMonth = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0),
    ).getUTCDate();
    const daysLeft = daysInMonth - now.getUTCDate();
    const projectedCents = monthMicros / MICROS_PER_CENT + avgDailyCents * daysLeft;
    const dailyUsagePercent = budgetUsagePercent(
      dayMicros / MICROS_PER_CENT,
      config.dailyBudgetCents,
    );
    const monthlyUsagePercent = budgetUsagePercent(
      monthMicros / MICROS_PER_CENT,
      config.monthlyBudgetCents,
    );
    const projectedMonthlyOverage = Math.max(0, projectedCents - config.monthlyBudgetCents);
    return {
      now,
      dayStart,
      periodStart,
      config,
      spend: s,
      budgetHealth: {
        status: budgetHealth({
          hasData: num(s.period_records) > 0,
          dailyUsagePercent,
          monthlyUsagePercent,
          projectedOverageCents: projectedMonthlyOverage,
        }),
        dailyUsagePercent: round2(dailyUsagePercent),
        monthlyUsagePercent: round2(monthlyUsagePercent),
        projectedMonthlyOverage: round2(projectedMonthlyOverage),
      },
      currentCosts: {
        daily_cost_cents: cents(dayMicros),
        monthly_cost_cents: cents(monthMicros),
        period_cost_cents: cents(periodMicros),
      },
      projections: {
        avg_daily_cost: round2(avgDailyCents),
        projected_monthly_cost: round2(projectedCents),
      },
    };
  }

  /** The usage range: both bounds optional (the last 30 days), checked, at most a year. */
  function usageRange(query: { startDate?: string; endDate?: string }, bucket: repo.Bucket) {
    const range = parseDateRange(query, {
      badStart: AI_ADMIN_MESSAGES.badStartDate,
      badEnd: AI_ADMIN_MESSAGES.badEndDate,
      startAfterEnd: AI_ADMIN_MESSAGES.startAfterEnd,
    });
    const before = range.before ?? new Date(clock().getTime() + 1);
    const from = range.from ?? new Date(before.getTime() - 30 * DAY_MS);
    if (from >= before)
      throw validationFailed([{ path: 'startDate', msg: AI_ADMIN_MESSAGES.startAfterEnd }]);
    const spanDays = (before.getTime() - from.getTime()) / DAY_MS;
    if (spanDays > AI_ANALYTICS_LIMITS.maxRangeDays)
      throw validationFailed([{ path: 'startDate', msg: AI_ADMIN_MESSAGES.rangeTooLong }]);
    if (bucket === 'hour' && spanDays > AI_ANALYTICS_LIMITS.maxHourlyRangeDays)
      throw validationFailed([{ path: 'granularity', msg: AI_ADMIN_MESSAGES.hourlyRangeTooLong }]);
    return { from, before };
  }

  const toFeedbackItem = (r: repo.FeedbackRow): FeedbackItem => ({
    id: r.id,
    feedbackType: r.feedback_type as FeedbackItem['feedbackType'],
    category: r.category as FeedbackCategory,
    rating: r.rating,
    userEmail: r.user_email,
    userId: r.user_id,
    value: r.value,
    analysisId: r.analysis_id,
    confidence: r.confidence,
    originalValue: r.original_value,
    suggestedValue: r.suggested_value,
    comments: r.comments,
    modelVersion: r.model_version,
    analysisConfidence: r.analysis_confidence,
    createdAt: new Date(r.created_at).toISOString(),
  });

  return {
    /** GET /admin/ai/system-config: the stored configuration and today's status. */
    async systemConfig() {
      const c = await costs(30);
      return {
        config: c.config,
        status: {
          health: c.budgetHealth.status,
          dailySpendCents: c.currentCosts.daily_cost_cents,
          dailyBudgetCents: c.config.dailyBudgetCents,
          monthlySpendCents: c.currentCosts.monthly_cost_cents,
          monthlyBudgetCents: c.config.monthlyBudgetCents,
          activeUsers: num(c.spend.day_users),
          totalRequests: num(c.spend.day_analyses),
        },
      };
    },

    /** PUT /admin/ai/system-config: saved with its audit entry in one transaction. */
    async updateSystemConfig(caller: Caller, patch: ConfigUpdate) {
      const config = await db.transaction(async (tx) => {
        const { previous, config } = await ai.updateSystemConfig(tx, patch, caller.id);
        const keys = Object.keys(patch) as (keyof ConfigUpdate)[];
        await recordAudit(tx, {
          actorId: caller.id,
          action: 'ai_config_updated',
          targetType: 'ai_config',
          targetId: null,
          details: {
            previous: Object.fromEntries(keys.map((k) => [k, previous[k]])),
            changes: Object.fromEntries(keys.map((k) => [k, config[k]])),
          },
        });
        return config;
      });
      return { message: AI_ADMIN_MESSAGES.configUpdated, config };
    },

    /** GET /admin/ai/usage-stats. */
    async usageStats(query: {
      startDate?: string;
      endDate?: string;
      granularity?: keyof typeof BUCKETS;
    }) {
      const bucket = BUCKETS[query.granularity ?? 'daily'];
      const { from, before } = usageRange(query, bucket);
      const [summary, periods, errors] = await Promise.all([
        repo.usageSummary(db, from, before, AI_ANALYTICS_LIMITS.topUsers),
        repo.usageByPeriod(db, from, before, bucket),
        repo.errorsByCode(db, from, before, AI_ANALYTICS_LIMITS.topErrors),
      ]);
      const analyses = num(summary.analyses);
      return {
        summary: {
          total_cost_cents: cents(summary.cost_micros),
          total_analyses: analyses,
          success_rate: percent(num(summary.successes), analyses),
          unique_users: num(summary.unique_users),
          avg_confidence: round2(num(summary.avg_confidence) * 100) / 100,
        },
        stats: periods.map((p) => ({
          period: p.period,
          total_requests: num(p.total),
          successful_requests: num(p.successes),
          failed_requests: num(p.failures),
        })),
        topUsers: summary.top_users.map((u) => ({
          user_id: u.user_id,
          request_count: num(u.requests),
          total_cost_cents: cents(u.cost_micros),
          avg_confidence: round2(num(u.avg_confidence) * 100) / 100,
        })),
        errorAnalysis: errors.map((e) => ({
          error_code: e.error_code,
          error_message: aiErrorMessage(e.error_code),
          error_count: num(e.error_count),
          error_percentage: round2(e.error_percentage),
        })),
      };
    },

    /** GET /admin/ai/cost-monitoring. */
    async costMonitoring(period: keyof typeof PERIOD_DAYS = '30d') {
      const days = PERIOD_DAYS[period];
      const c = await costs(days);
      const trends = await repo.spendByDay(
        db,
        c.periodStart,
        new Date(c.dayStart.getTime() + DAY_MS),
      );
      return {
        budgetHealth: c.budgetHealth,
        currentCosts: c.currentCosts,
        projections: c.projections,
        trends: trends.map((t) => ({
          period: t.period,
          total_cost: round2(num(t.cost_micros) / MICROS_PER_CENT),
        })),
      };
    },

    /** GET /admin/ai/performance-metrics. */
    async performance(hours = 720) {
      const from = new Date(clock().getTime() - hours * HOUR_MS);
      const [byHour, byModel, outcomes] = await Promise.all([
        repo.responseTimesByHour(db, from),
        repo.timesByModel(db, from),
        repo.outcomesSince(db, from),
      ]);
      const queue = ai.queueState();
      return {
        performance: byHour.map((h) => ({
          hour: h.hour,
          avg_response_time: round2(num(h.avg)),
          p95_response_time: round2(num(h.p95)),
          p99_response_time: round2(num(h.p99)),
        })),
        modelStats: byModel.map((m) => ({
          model_version: m.model,
          avg_processing_time: round2(num(m.avg)),
          request_count: num(m.n),
        })),
        queueStats: {
          pending_jobs: queue.waiting,
          processing_jobs: queue.running,
          completed_jobs: num(outcomes.completed),
          failed_jobs: num(outcomes.failed),
        },
      };
    },

    /** GET /feedback/admin/pending. */
    async pendingFeedback(query: { limit?: number; category?: FeedbackCategory }) {
      const rows = await repo.pendingFeedback(db, query.limit ?? 50, query.category ?? null);
      return { feedback: rows.map(toFeedbackItem) };
    },

    /** GET /feedback/admin/stats. */
    async feedbackStats(days = 30) {
      const [t, issues] = await Promise.all([
        repo.feedbackTotals(db, days),
        repo.topIssues(db, days, AI_ANALYTICS_LIMITS.topIssues),
      ]);
      return {
        stats: {
          totalFeedback: num(t.total),
          averageRating: round2(num(t.avg_rating)),
          resolutionRate: percent(num(t.resolved), num(t.reviewable)),
          pendingCount: num(t.pending),
          topIssues: issues.map((i) => ({
            issue: i.issue,
            category: i.category as FeedbackCategory,
            count: num(i.n),
            averageConfidence: round2(num(i.confidence) * 100) / 100,
          })),
        },
      };
    },

    /** GET /feedback/admin/analytics. */
    async feedbackAnalytics(days = 30) {
      const [r, fields] = await Promise.all([
        repo.ratings(db, days),
        repo.accuracyByCategory(db, days),
      ]);
      return {
        analytics: {
          modelPerformance: {
            sonnet: { rating: round2(num(r.sonnet_rating)), count: num(r.sonnet_n) },
            haiku: { rating: round2(num(r.haiku_rating)), count: num(r.haiku_n) },
          },
          userSatisfaction: {
            overallRating: round2(num(r.overall)),
            nps: round2(netPromoterScore(num(r.promoters), num(r.detractors), num(r.rated))),
          },
          accuracyByField: Object.fromEntries(
            fields.map((f) => [
              f.category,
              { positiveRate: percent(num(f.positive), num(f.n)), totalFeedback: num(f.n) },
            ]),
          ),
        },
      };
    },

    /** POST /feedback/admin/bulk-resolve: one transaction, one audit entry. */
    async bulkResolve(
      caller: Caller,
      body: {
        feedbackIds: string[];
        actionTaken: 'accepted' | 'rejected' | 'deferred';
        adminNotes?: string;
      },
    ) {
      const notes = body.adminNotes?.trim() || null;
      const resolved = await db.transaction(async (tx) => {
        const rows = await repo.resolveFeedback(tx, body.feedbackIds, body.actionTaken, notes);
        if (rows.length)
          await recordAudit(tx, {
            actorId: caller.id,
            action: 'feedback_resolved',
            targetType: 'ai_feedback',
            targetId: null,
            details: {
              actionTaken: body.actionTaken,
              count: rows.length,
              feedbackIds: rows.map((r) => r.id),
              ...(notes ? { adminNotes: notes } : {}),
            },
          });
        return rows.length;
      });
      return { message: AI_ADMIN_MESSAGES.feedbackResolved(resolved), count: resolved };
    },
  };
}

export type AiAdminService = ReturnType<typeof createAiAdminService>;
