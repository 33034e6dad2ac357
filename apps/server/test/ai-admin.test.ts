// The owner's AI analytics and configuration and the staff's feedback review (issue 15; spec 3
// §2.8-§2.10). The aggregates are checked against values computed by hand from small fixtures
// of usage records written straight into ai_analyses (the AI area's own tests cover how an
// analysis writes them).
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '@pedalswap/domain/ai';
import { call, UNKNOWN_ID, useTestApp, type Member } from './helpers.ts';
import { imagePart, multipart, photo } from './ai-fixture.ts';

const t = useTestApp();

let owner: Member;
let manager: Member;
let member: Member;
let other: Member;

beforeEach(async () => {
  owner = await t.member({ role: 'owner' });
  manager = await t.member({ role: 'manager' });
  member = await t.member();
  other = await t.member();
});

const DAY = 24 * 60 * 60 * 1000;
const today = () => {
  const n = new Date();
  return Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), n.getUTCDate());
};
/** The start of the UTC day `days` ago plus `hours`. */
const at = (days: number, hours: number) => new Date(today() - days * DAY + hours * 3600_000);

interface Rec {
  analysis: string;
  attempt?: number;
  user: string | null;
  provider: 'hosted' | 'offline' | 'cache' | 'none';
  model: string;
  outcome: 'success' | 'failed' | 'manual_entry';
  costMicros?: number;
  durationMs?: number;
  errorCode?: string;
  confidence?: number;
  createdAt?: Date;
}

async function record(r: Rec) {
  await t.db.query(
    `INSERT INTO ai_analyses (analysis_id, attempt, user_id, provider, model, cost_micros,
       duration_ms, outcome, error_code, cached, confidence, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12, now()))`,
    [
      r.analysis,
      r.attempt ?? 1,
      r.user,
      r.provider,
      r.model,
      r.costMicros ?? 0,
      r.durationMs ?? 0,
      r.outcome,
      r.errorCode ?? null,
      r.provider === 'cache',
      r.confidence ?? null,
      r.createdAt ?? null,
    ],
  );
}

/**
 * Five analyses two days ago: the member's succeeds at once (12,345 µ$), succeeds on the
 * fallback after a timeout (5,000 µ$), and fails twice into manual entry (timeout, overloaded);
 * the other member's is a cached answer and an offline one.
 */
async function usageFixture() {
  const a = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const m = member.id;
  await record({
    analysis: a[0]!,
    user: m,
    provider: 'hosted',
    model: 'claude-sonnet',
    outcome: 'success',
    costMicros: 12_345,
    durationMs: 1000,
    confidence: 0.9,
    createdAt: at(2, 1),
  });
  await record({
    analysis: a[1]!,
    user: m,
    provider: 'hosted',
    model: 'claude-sonnet',
    outcome: 'failed',
    errorCode: 'timeout',
    durationMs: 3000,
    createdAt: at(2, 2),
  });
  await record({
    analysis: a[1]!,
    attempt: 2,
    user: m,
    provider: 'hosted',
    model: 'claude-haiku',
    outcome: 'success',
    costMicros: 5_000,
    durationMs: 500,
    confidence: 0.7,
    createdAt: at(2, 2),
  });
  await record({
    analysis: a[2]!,
    user: m,
    provider: 'hosted',
    model: 'claude-sonnet',
    outcome: 'failed',
    errorCode: 'timeout',
    durationMs: 2000,
    createdAt: at(2, 3),
  });
  await record({
    analysis: a[2]!,
    attempt: 2,
    user: m,
    provider: 'hosted',
    model: 'claude-haiku',
    outcome: 'failed',
    errorCode: 'overloaded',
    durationMs: 4000,
    createdAt: at(2, 3),
  });
  await record({
    analysis: a[2]!,
    attempt: 3,
    user: m,
    provider: 'none',
    model: 'none',
    outcome: 'manual_entry',
    durationMs: 6000,
    createdAt: at(2, 3),
  });
  await record({
    analysis: a[3]!,
    user: other.id,
    provider: 'cache',
    model: 'claude-sonnet',
    outcome: 'success',
    durationMs: 10,
    confidence: 0.8,
    createdAt: at(1, 5),
  });
  await record({
    analysis: a[4]!,
    user: other.id,
    provider: 'offline',
    model: 'offline-analyzer',
    outcome: 'success',
    durationMs: 200,
    confidence: 0.5,
    createdAt: at(1, 6),
  });
}

const get = (url: string, token = owner.accessToken) => call(t.app, 'GET', url, { token });

describe('usage stats', () => {
  it('counts analyses, success rate, costs, users, confidence, top users and errors by hand', async () => {
    await usageFixture();
    const res = await get('/api/admin/ai/usage-stats');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // 17,345 µ$ = 1.7345 cents, answered as 2 whole cents.
    expect(body.summary).toEqual({
      total_cost_cents: 2,
      total_analyses: 5,
      success_rate: 80,
      unique_users: 2,
      avg_confidence: expect.closeTo((0.9 + 0.7 + 0.8 + 0.5) / 4, 4),
    });
    expect(body.topUsers).toEqual([
      {
        user_id: member.id,
        request_count: 3,
        total_cost_cents: 2,
        avg_confidence: expect.closeTo(0.8, 4),
      },
      {
        user_id: other.id,
        request_count: 2,
        total_cost_cents: 0,
        avg_confidence: expect.closeTo(0.65, 4),
      },
    ]);
    expect(body.errorAnalysis).toEqual([
      {
        error_code: 'timeout',
        error_message: 'The model did not answer in time',
        error_count: 2,
        error_percentage: 66.67,
      },
      {
        error_code: 'overloaded',
        error_message: 'The model service was overloaded',
        error_count: 1,
        error_percentage: 33.33,
      },
    ]);
    // Daily rows over the default 30 days, zeros included: 31 UTC days are touched.
    expect(body.stats).toHaveLength(31);
    const byDay = Object.fromEntries(body.stats.map((s: { period: string }) => [s.period, s]));
    expect(byDay[at(2, 0).toISOString().replace('.000Z', 'Z')]).toEqual({
      period: at(2, 0).toISOString().replace('.000Z', 'Z'),
      total_requests: 3,
      successful_requests: 2,
      failed_requests: 1,
    });
    expect(byDay[at(1, 0).toISOString().replace('.000Z', 'Z')]).toMatchObject({
      total_requests: 2,
      successful_requests: 2,
      failed_requests: 0,
    });
  });

  it('buckets by hour and by week within the range asked', async () => {
    await usageFixture();
    const start = at(2, 0).toISOString().slice(0, 10);
    const hourly = (
      await get(`/api/admin/ai/usage-stats?startDate=${start}&endDate=${start}&granularity=hourly`)
    ).json();
    expect(hourly.stats).toHaveLength(24);
    expect(
      hourly.stats.slice(0, 4).map((s: { total_requests: number }) => s.total_requests),
    ).toEqual([0, 1, 1, 1]);
    expect(hourly.summary.total_analyses).toBe(3);
    const weekly = (await get('/api/admin/ai/usage-stats?granularity=weekly')).json();
    const total = weekly.stats.reduce(
      (n: number, s: { total_requests: number }) => n + s.total_requests,
      0,
    );
    expect(total).toBe(5);
    for (const s of weekly.stats) expect(new Date(s.period).getUTCDay()).toBe(1);
  });

  it('answers zeros and empty lists without records', async () => {
    const body = (await get('/api/admin/ai/usage-stats?granularity=weekly')).json();
    expect(body.summary).toEqual({
      total_cost_cents: 0,
      total_analyses: 0,
      success_rate: 0,
      unique_users: 0,
      avg_confidence: 0,
    });
    expect(body.topUsers).toEqual([]);
    expect(body.errorAnalysis).toEqual([]);
  });

  it.each([
    ['startDate=yesterday', 'startDate'],
    ['endDate=2026-02-30', 'endDate'],
    ['startDate=2026-03-02&endDate=2026-03-01', 'startDate'],
    ['startDate=2024-01-01&endDate=2026-01-01', 'startDate'],
    ['startDate=2026-01-01&endDate=2026-06-01&granularity=hourly', 'granularity'],
    ['granularity=monthly', undefined],
  ])('refuses %s with 400', async (query, path) => {
    const res = await get(`/api/admin/ai/usage-stats?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    if (path) expect(res.json().details[0].path).toBe(path);
  });
});

describe('performance metrics', () => {
  it('computes average, p95 and p99 per hour in the database, and times per model', async () => {
    // Ten offline calls in one hour, 100 ms to 1000 ms: percentile_cont(0.95) lies at
    // 0.95 × 9 = 8.55, between 900 and 1000, so 955; p99 at 8.91, so 991; mean 550.
    for (let i = 1; i <= 10; i += 1)
      await record({
        analysis: randomUUID(),
        user: member.id,
        provider: 'offline',
        model: 'offline-analyzer',
        outcome: 'success',
        durationMs: i * 100,
        createdAt: at(1, 10),
      });
    // Not model calls: no response time of theirs counts.
    await record({
      analysis: randomUUID(),
      user: member.id,
      provider: 'cache',
      model: 'offline-analyzer',
      outcome: 'success',
      durationMs: 5,
      createdAt: at(1, 10),
    });
    await record({
      analysis: randomUUID(),
      user: member.id,
      provider: 'none',
      model: 'none',
      outcome: 'manual_entry',
      durationMs: 99_999,
      createdAt: at(1, 10),
    });
    await record({
      analysis: randomUUID(),
      user: member.id,
      provider: 'hosted',
      model: 'claude-haiku',
      outcome: 'failed',
      errorCode: 'timeout',
      durationMs: 3000,
      createdAt: at(1, 11),
    });
    const res = await get('/api/admin/ai/performance-metrics?hours=72');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.performance).toEqual([
      {
        hour: at(1, 10).toISOString().replace('.000Z', 'Z'),
        avg_response_time: 550,
        p95_response_time: 955,
        p99_response_time: 991,
      },
      {
        hour: at(1, 11).toISOString().replace('.000Z', 'Z'),
        avg_response_time: 3000,
        p95_response_time: 3000,
        p99_response_time: 3000,
      },
    ]);
    expect(body.modelStats).toEqual([
      { model_version: 'offline-analyzer', avg_processing_time: 550, request_count: 10 },
      { model_version: 'claude-haiku', avg_processing_time: 3000, request_count: 1 },
    ]);
    expect(body.queueStats).toEqual({
      pending_jobs: 0,
      processing_jobs: 0,
      completed_jobs: 11,
      failed_jobs: 1,
    });
  });

  it('counts only the records inside a window that starts and ends within an hour', async () => {
    // The window starts 72 hours ago, mid-hour: of two calls a minute apart around its start,
    // only the later counts, though the hourly rollup holds both when they share an hour. Two
    // calls now, in the current (partial) hour, count too.
    const start = Date.now() - 72 * 3600_000;
    const call = (durationMs: number, createdAt?: Date) =>
      record({
        analysis: randomUUID(),
        user: member.id,
        provider: 'offline',
        model: 'offline-analyzer',
        outcome: 'success',
        durationMs,
        createdAt,
      });
    await call(9000, new Date(start - 60_000));
    await call(300, new Date(start + 60_000));
    await call(100);
    await call(200);
    const body = (await get('/api/admin/ai/performance-metrics?hours=72')).json();
    expect(body.performance.map((h: { avg_response_time: number }) => h.avg_response_time)).toEqual(
      [300, 150],
    );
    expect(body.performance[1].p99_response_time).toBe(199);
    expect(body.modelStats).toEqual([
      { model_version: 'offline-analyzer', avg_processing_time: 200, request_count: 3 },
    ]);
    expect(body.queueStats.completed_jobs).toBe(3);
    // Usage over the last 30 days ends now, mid-hour and mid-day: all four are older than 30
    // days or inside, and the total is what the records give.
    const usage = (await get('/api/admin/ai/usage-stats')).json();
    expect(usage.summary.total_analyses).toBe(4);
    expect(usage.topUsers).toEqual([
      expect.objectContaining({ user_id: member.id, request_count: 4 }),
    ]);
  });

  it.each(['hours=0', 'hours=2161', 'hours=abc'])('refuses %s with 400', async (q) => {
    expect((await get(`/api/admin/ai/performance-metrics?${q}`)).statusCode).toBe(400);
  });
});

describe('cost monitoring and budget health', () => {
  const setBudgets = (payload: object) =>
    call(t.app, 'PUT', '/api/admin/ai/system-config', { token: owner.accessToken, payload });

  it('is unknown without records', async () => {
    const body = (await get('/api/admin/ai/cost-monitoring?period=7d')).json();
    expect(body.budgetHealth.status).toBe('unknown');
    expect(body.currentCosts).toEqual({
      daily_cost_cents: 0,
      monthly_cost_cents: 0,
      period_cost_cents: 0,
    });
    expect(body.trends).toHaveLength(7);
  });

  it('reports spend in cents, usage against the budgets, the pace and the thresholds', async () => {
    expect((await setBudgets({ dailyBudgetCents: 100, monthlyBudgetCents: 1000 })).statusCode).toBe(
      200,
    );
    // 85 cents today; 40 days ago 3 dollars, outside the period and the month.
    await record({
      analysis: randomUUID(),
      user: member.id,
      provider: 'hosted',
      model: 'm',
      outcome: 'success',
      costMicros: 850_000,
    });
    await record({
      analysis: randomUUID(),
      user: member.id,
      provider: 'hosted',
      model: 'm',
      outcome: 'success',
      costMicros: 3_000_000,
      createdAt: at(40, 1),
    });
    const body = (await get('/api/admin/ai/cost-monitoring?period=7d')).json();
    const now = new Date();
    const daysLeft =
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate() -
      now.getUTCDate();
    expect(body.currentCosts).toEqual({
      daily_cost_cents: 85,
      monthly_cost_cents: 85,
      period_cost_cents: 85,
    });
    expect(body.projections.avg_daily_cost).toBeCloseTo(85 / 7, 2);
    expect(body.projections.projected_monthly_cost).toBeCloseTo(85 + (85 / 7) * daysLeft, 2);
    expect(body.budgetHealth).toEqual({
      status: 'warning',
      dailyUsagePercent: 85,
      monthlyUsagePercent: 8.5,
      projectedMonthlyOverage: 0,
    });
    expect(body.trends.at(-1)).toEqual({
      period: at(0, 0).toISOString().replace('.000Z', 'Z'),
      total_cost: 85,
    });

    await record({
      analysis: randomUUID(),
      user: member.id,
      provider: 'hosted',
      model: 'm',
      outcome: 'success',
      costMicros: 200_000,
    });
    const critical = (await get('/api/admin/ai/cost-monitoring')).json();
    expect(critical.budgetHealth.status).toBe('critical');
    expect(critical.budgetHealth.dailyUsagePercent).toBe(105);

    await setBudgets({ dailyBudgetCents: 10_000, monthlyBudgetCents: 100_000 });
    const healthy = (await get('/api/admin/ai/cost-monitoring')).json();
    expect(healthy.budgetHealth.status).toBe('healthy');
    const status = (await get('/api/admin/ai/system-config')).json().status;
    expect(status).toEqual({
      health: 'healthy',
      dailySpendCents: 105,
      dailyBudgetCents: 10_000,
      monthlySpendCents: 105,
      monthlyBudgetCents: 100_000,
      activeUsers: 1,
      totalRequests: 2,
    });
  });

  it('refuses an unknown period with 400', async () => {
    expect((await get('/api/admin/ai/cost-monitoring?period=1y')).statusCode).toBe(400);
  });
});

describe('system configuration', () => {
  const put = (payload: unknown, token = owner.accessToken) =>
    call(t.app, 'PUT', '/api/admin/ai/system-config', { token, payload });

  it("loads the spec's defaults, saves a change with an audit entry", async () => {
    const first = (await get('/api/admin/ai/system-config')).json();
    expect(first.config).toMatchObject({
      dailyBudgetCents: 5000,
      monthlyBudgetCents: 100_000,
      userDailyLimit: 20,
      userMonthlyLimit: 500,
      rateLimitRpm: 30,
      enableNewFeatures: true,
      maintenanceMode: false,
    });
    const res = await put({ dailyBudgetCents: 2550, userDailyLimit: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('System configuration updated successfully');
    expect(res.json().config).toMatchObject({
      dailyBudgetCents: 2550,
      userDailyLimit: 5,
      monthlyBudgetCents: 100_000,
      updatedBy: owner.id,
    });
    const [entry] = await t.db.query<{ details: object }>(
      `SELECT details FROM audit_log WHERE action = 'ai_config_updated'`,
    );
    expect(entry!.details).toEqual({
      previous: { dailyBudgetCents: 5000, userDailyLimit: 20 },
      changes: { dailyBudgetCents: 2550, userDailyLimit: 5 },
    });
  });

  it('is obeyed at once by another server process on the same database', async () => {
    const second = await t.build();
    const uploadOn = async () => {
      const body = multipart([imagePart(await photo(3))]);
      return second.inject({
        method: 'POST',
        url: '/api/ai/upload-images',
        headers: { ...body.headers, authorization: `Bearer ${member.accessToken}` },
        payload: body.payload,
      });
    };
    expect((await put({ maintenanceMode: true })).statusCode).toBe(200);
    const refused = await uploadOn();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(AI_MESSAGES.maintenance);
    expect((await put({ maintenanceMode: false })).statusCode).toBe(200);
    expect((await uploadOn()).statusCode).toBe(201);
  });

  it.each([
    [{}],
    [{ dailyBudgetCents: -1 }],
    [{ dailyBudgetCents: 12.5 }],
    [{ monthlyBudgetCents: '1000' }],
    [{ dailyBudgetCents: 100_000_001 }],
    [{ maintenanceMode: 'yes' }],
    [{ budget: 5 }],
  ])('refuses %j with 400', async (payload) => {
    expect((await put(payload)).statusCode).toBe(400);
  });
});

describe('feedback review', () => {
  const feedback = (m: Member, payload: object) =>
    call(t.app, 'POST', '/api/feedback', { token: m.accessToken, payload });

  async function feedbackFixture() {
    const ids: Record<string, string> = {};
    const give = async (key: string, m: Member, payload: object) => {
      const res = await feedback(m, payload);
      expect(res.statusCode, res.body).toBe(201);
      ids[key] = res.json().id;
    };
    await give('praise', member, {
      feedbackType: 'rating',
      category: 'overall',
      rating: 5,
      value: 'analysis_helpful',
      modelVersion: 'claude-3-5-sonnet',
    });
    await give('low', member, {
      feedbackType: 'rating',
      category: 'brand',
      rating: 1,
      modelVersion: 'claude-3-5-sonnet',
      analysisConfidence: 0.4,
    });
    await give('correction', other, {
      feedbackType: 'correction',
      category: 'brand',
      originalValue: 'Trek',
      suggestedValue: 'Specialized',
      analysisConfidence: 0.6,
    });
    await give('report', other, {
      feedbackType: 'report',
      category: 'value',
      value: 'value_not_helpful',
      analysisConfidence: 0.5,
    });
    await give('good', other, {
      feedbackType: 'rating',
      category: 'model',
      rating: 4,
      modelVersion: 'claude-3-5-haiku',
    });
    await give('meh', other, {
      feedbackType: 'rating',
      category: 'overall',
      rating: 3,
      modelVersion: 'claude-3-5-haiku',
    });
    return ids;
  }

  it('lists pending items oldest first, filtered by category, with the e-mail', async () => {
    const ids = await feedbackFixture();
    const all = (await get('/api/feedback/admin/pending', manager.accessToken)).json().feedback;
    expect(all.map((f: { id: string }) => f.id)).toEqual([ids.low, ids.correction, ids.report]);
    const brand = (await get('/api/feedback/admin/pending?category=brand&limit=1')).json().feedback;
    expect(brand).toEqual([
      expect.objectContaining({
        id: ids.low,
        userEmail: member.email,
        userId: member.id,
        rating: 1,
        category: 'brand',
        analysisConfidence: expect.closeTo(0.4, 5),
      }),
    ]);
  });

  it('computes stats, ratings per model family, NPS and accuracy per field by hand', async () => {
    await feedbackFixture();
    const stats = (await get('/api/feedback/admin/stats?days=30')).json().stats;
    expect(stats).toEqual({
      totalFeedback: 6,
      averageRating: 3.25,
      resolutionRate: 0,
      pendingCount: 3,
      topIssues: [
        {
          issue: 'correction',
          category: 'brand',
          count: 1,
          averageConfidence: expect.closeTo(0.6, 4),
        },
        { issue: 'rating', category: 'brand', count: 1, averageConfidence: expect.closeTo(0.4, 4) },
        {
          issue: 'value_not_helpful',
          category: 'value',
          count: 1,
          averageConfidence: expect.closeTo(0.5, 4),
        },
      ],
    });
    const analytics = (await get('/api/feedback/admin/analytics')).json().analytics;
    expect(analytics).toEqual({
      modelPerformance: { sonnet: { rating: 3, count: 2 }, haiku: { rating: 3.5, count: 2 } },
      // Ratings 5, 1, 4, 3: one promoter, two detractors of four.
      userSatisfaction: { overallRating: 3.25, nps: -25 },
      accuracyByField: {
        brand: { positiveRate: 0, totalFeedback: 2 },
        model: { positiveRate: 100, totalFeedback: 1 },
        overall: { positiveRate: 50, totalFeedback: 2 },
        value: { positiveRate: 0, totalFeedback: 1 },
      },
    });
  });

  it('resolves in one transaction with one audit entry; a retry changes nothing', async () => {
    const ids = await feedbackFixture();
    const resolve = (feedbackIds: string[], token = manager.accessToken) =>
      call(t.app, 'POST', '/api/feedback/admin/bulk-resolve', {
        token,
        payload: { feedbackIds, actionTaken: 'accepted', adminNotes: ' Brand list fixed ' },
      });
    const res = await resolve([ids.low!, ids.correction!, ids.praise!, UNKNOWN_ID]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '2 feedback item(s) resolved', count: 2 });
    const pending = (await get('/api/feedback/admin/pending')).json().feedback;
    expect(pending.map((f: { id: string }) => f.id)).toEqual([ids.report]);
    const stats = (await get('/api/feedback/admin/stats')).json().stats;
    expect(stats.resolutionRate).toBe(66.67);
    expect(stats.pendingCount).toBe(1);
    const entries = await t.db.query<{ actor_id: string; details: { feedbackIds: string[] } }>(
      `SELECT actor_id, details FROM audit_log WHERE action = 'feedback_resolved'`,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actor_id).toBe(manager.id);
    expect(entries[0]!.details).toMatchObject({
      actionTaken: 'accepted',
      count: 2,
      adminNotes: 'Brand list fixed',
    });
    expect([...entries[0]!.details.feedbackIds].sort()).toEqual([ids.low, ids.correction].sort());
    const [row] = await t.db.query<{ action_taken: string; admin_notes: string }>(
      'SELECT action_taken, admin_notes FROM ai_feedback WHERE id = $1',
      [ids.low],
    );
    expect(row).toEqual({ action_taken: 'accepted', admin_notes: 'Brand list fixed' });

    expect((await resolve([ids.low!])).json()).toEqual({
      message: '0 feedback item(s) resolved',
      count: 0,
    });
    expect(
      await t.db.query(`SELECT 1 FROM audit_log WHERE action = 'feedback_resolved'`),
    ).toHaveLength(1);
  });

  it.each([
    [{ feedbackIds: ['not-a-uuid'], actionTaken: 'accepted' }],
    [{ feedbackIds: [], actionTaken: 'accepted' }],
    [{ feedbackIds: [UNKNOWN_ID], actionTaken: 'approve' }],
    [{ feedbackIds: [UNKNOWN_ID, UNKNOWN_ID], actionTaken: 'rejected' }],
    [{ feedbackIds: [UNKNOWN_ID] }],
  ])('refuses the resolve body %j with 400', async (payload) => {
    const res = await call(t.app, 'POST', '/api/feedback/admin/bulk-resolve', {
      token: owner.accessToken,
      payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    '/api/feedback/admin/pending?category=wheels',
    '/api/feedback/admin/pending?limit=0',
    '/api/feedback/admin/stats?days=0',
    '/api/feedback/admin/analytics?days=366',
  ])('refuses %s with 400', async (url) => {
    expect((await get(url)).statusCode).toBe(400);
  });
});

describe('who may call', () => {
  const ownerOnly: [string, string, unknown?][] = [
    ['GET', '/api/admin/ai/system-config'],
    ['PUT', '/api/admin/ai/system-config', { rateLimitRpm: 10 }],
    ['GET', '/api/admin/ai/usage-stats'],
    ['GET', '/api/admin/ai/cost-monitoring'],
    ['GET', '/api/admin/ai/performance-metrics'],
  ];
  const staff: [string, string, unknown?][] = [
    ['GET', '/api/feedback/admin/pending'],
    ['GET', '/api/feedback/admin/stats'],
    ['GET', '/api/feedback/admin/analytics'],
    [
      'POST',
      '/api/feedback/admin/bulk-resolve',
      { feedbackIds: [UNKNOWN_ID], actionTaken: 'deferred' },
    ],
  ];
  const as = (method: string, url: string, payload: unknown, token?: string) =>
    call(t.app, method as 'GET', url, {
      ...(token ? { token } : {}),
      ...(payload ? { payload } : {}),
    });

  it.each(ownerOnly)('%s %s: owner only', async (method, url, payload) => {
    expect((await as(method, url, payload, owner.accessToken)).statusCode).toBe(200);
    expect((await as(method, url, payload, manager.accessToken)).statusCode).toBe(403);
    expect((await as(method, url, payload, member.accessToken)).statusCode).toBe(403);
    expect((await as(method, url, payload)).statusCode).toBe(401);
  });

  it.each(staff)('%s %s: owner and manager', async (method, url, payload) => {
    expect((await as(method, url, payload, owner.accessToken)).statusCode).toBe(200);
    expect((await as(method, url, payload, manager.accessToken)).statusCode).toBe(200);
    expect((await as(method, url, payload, member.accessToken)).statusCode).toBe(403);
    expect((await as(method, url, payload)).statusCode).toBe(401);
  });
});
