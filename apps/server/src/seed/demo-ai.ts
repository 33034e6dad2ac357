// The demo's AI history (issue 15 item 5), so every chart and card of the owner's AI pages is
// alive on a first run: 90 days of usage records (the hosted primary and fallback models, the
// offline analyzer, cached answers, failed calls with their error codes, manual entries; more
// on weekends and growing over time), a daily budget set so today's spend is near it (about
// 88 %: the budget alert shows 'warning'), and members' feedback of every type, a few of them
// resolved by the manager. Drawn from a fixed-seed generator, so every install gets the same
// shape; written through the AI service (importUsageHistory, feedback, updateSystemConfig) and
// the AI administration service (bulkResolve). Written once: nothing when any usage exists.
// The history is spread over the demo accounts and ten community members (DEMO_AI_COMMUNITY),
// each kept well under this month's and today's per-member limits (issue 24 item 5).
import { randomUUID } from 'node:crypto';
import { AI_DEFAULT_CONFIG } from '@pedalswap/domain/ai';
import type { AiService } from '../ai/service.ts';
import type { AiAdminService } from '../ai-admin/service.ts';
import type { AnalysisRecord } from '../ai/repository.ts';
import { createAccount } from '../auth/accounts.ts';
import type { Db } from '../db/db.ts';
import { liveMembersByEmail } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SONNET = 'claude-3-5-sonnet';
const HAIKU = 'claude-3-5-haiku';

/** mulberry32: a small deterministic generator. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (lo: number, hi: number) => Math.round(lo + next() * (hi - lo)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

type Past = AnalysisRecord & { createdAt: Date };

/** One analysis' records: 1 to 3 rows, as the AI service writes them. */
function analysis(g: ReturnType<typeof generator>, userId: string, at: Date): Past[] {
  const base = {
    analysisId: randomUUID(),
    userId,
    inputTokens: 0,
    outputTokens: 0,
    cacheCreationTokens: 0,
    cacheReadTokens: 0,
    costMicros: 0,
    errorCode: null,
    cached: false,
    confidence: null,
    imageCount: g.between(2, 8),
    createdAt: at,
  };
  const r = g.next();
  if (r < 0.12)
    return [
      {
        ...base,
        attempt: 1,
        provider: 'cache',
        model: SONNET,
        durationMs: g.between(20, 90),
        outcome: 'success',
        cached: true,
        confidence: g.between(70, 95) / 100,
      },
    ];
  if (r < 0.2)
    return [
      {
        ...base,
        attempt: 1,
        provider: 'offline',
        model: 'offline-analyzer',
        durationMs: g.between(600, 2200),
        outcome: 'success',
        confidence: g.between(45, 70) / 100,
      },
    ];
  const tokens = () => ({ inputTokens: g.between(1400, 2600), outputTokens: g.between(300, 700) });
  const sonnetOk = (attempt: number): Past => ({
    ...base,
    ...tokens(),
    attempt,
    provider: 'hosted',
    model: SONNET,
    costMicros: g.between(20_000, 60_000),
    // A few slow answers, so p99 stands apart from p95.
    durationMs: g.next() < 0.03 ? g.between(12_000, 22_000) : g.between(2500, 9000),
    outcome: 'success',
    confidence: g.between(60, 97) / 100,
  });
  if (g.next() >= 0.08) return [sonnetOk(1)];
  const code = g.pick(['timeout', 'timeout', 'overloaded', 'malformed_answer', 'rate_limited']);
  const failed: Past = {
    ...base,
    ...(code === 'malformed_answer' ? { ...tokens(), costMicros: g.between(20_000, 40_000) } : {}),
    attempt: 1,
    provider: 'hosted',
    model: SONNET,
    durationMs: code === 'timeout' ? 30_000 : g.between(400, 3000),
    outcome: 'failed',
    errorCode: code,
  };
  if (g.next() < 0.25)
    return [
      failed,
      {
        ...base,
        attempt: 2,
        provider: 'hosted',
        model: HAIKU,
        durationMs: g.between(400, 2000),
        outcome: 'failed',
        errorCode: g.pick(['overloaded', 'timeout']),
      },
      {
        ...base,
        attempt: 3,
        provider: 'none',
        model: 'none',
        durationMs: 0,
        outcome: 'manual_entry',
      },
    ];
  return [
    failed,
    {
      ...base,
      ...tokens(),
      attempt: 2,
      provider: 'hosted',
      model: HAIKU,
      costMicros: g.between(3000, 8000),
      durationMs: g.between(1200, 3500),
      outcome: 'success',
      confidence: g.between(55, 90) / 100,
    },
  ];
}

/** Who the history is spread over, and how much of this period's limits each may have used. */
export interface HistoryMember {
  id: string;
  /** Relative share of the analyses. */
  weight: number;
  /** Share of the member's monthly and daily limits (spec 3 §9: 500 and 20) the seed may use. */
  share: number;
}

/** Counts toward a member's limits as the AI service counts (repository usageNow). */
const counts = (rows: readonly Past[]) => rows.some((r) => r.attempt === 1 && !r.cached);

/**
 * 90 days of analyses up to `now`, about 25 a weekday growing to 40, more on weekends, spread
 * over the members by weight. This month's and today's analyses that count toward a member's
 * limits stop at that member's share of them and go to the next member with room, so every demo
 * member can try the flow (issue 24 item 5: Alex started at 485 of his 500).
 */
export function demoUsageHistory(members: readonly HistoryMember[], now: Date): Past[] {
  const g = generator(15);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const month = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const total = members.reduce((n, m) => n + m.weight, 0);
  const used = new Map(members.map((m) => [m.id, { month: 0, day: 0 }]));
  const hasRoom = (m: HistoryMember, at: number) => {
    const u = used.get(m.id)!;
    return (
      (at < month || u.month < Math.floor(AI_DEFAULT_CONFIG.userMonthlyLimit * m.share)) &&
      (at < today || u.day < Math.floor(AI_DEFAULT_CONFIG.userDailyLimit * m.share))
    );
  };
  const out: Past[] = [];
  for (let d = 89; d >= 0; d -= 1) {
    const dayStart = today - d * DAY_MS;
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    const perDay = Math.round((25 + (15 * (89 - d)) / 89) * (weekend ? 1.4 : 1));
    // Today only up to now.
    const span = Math.min(DAY_MS, now.getTime() - dayStart);
    const count = Math.round((perDay * span) / DAY_MS);
    for (let i = 0; i < count; i += 1) {
      // Members weigh unevenly: the Top Users list has an order.
      let r = g.next() * total;
      let pick = members.findIndex((m) => (r -= m.weight) < 0);
      if (pick < 0) pick = members.length - 1;
      const at = new Date(dayStart + Math.floor(g.next() * span));
      const rows = analysis(g, members[pick]!.id, at);
      if (counts(rows)) {
        const t = at.getTime();
        const member = [...members.slice(pick), ...members.slice(0, pick)].find((m) =>
          hasRoom(m, t),
        );
        // Everyone at their share (not with this seed's volume): the analysis is left out.
        if (!member) continue;
        for (const row of rows) row.userId = member.id;
        const u = used.get(member.id)!;
        if (t >= month) u.month += 1;
        if (t >= today) u.day += 1;
      }
      out.push(...rows);
    }
  }
  return out;
}

/**
 * Members of the community whose analyses fill the history beside the demo accounts (they can
 * sign in with the demo password, like every demo account). Without them the month's volume
 * would sit on the four demo accounts, near their limits.
 */
export const DEMO_AI_COMMUNITY = [
  ['jamie', 'Jamie', 'Park', 'Portland, OR'],
  ['casey', 'Casey', 'Nguyen', 'Seattle, WA'],
  ['morgan', 'Morgan', 'Lee', 'Vancouver, BC'],
  ['taylor', 'Taylor', 'Brooks', 'Bellingham, WA'],
  ['jordan', 'Jordan', 'Reyes', 'Portland, OR'],
  ['avery', 'Avery', 'Kim', 'Seattle, WA'],
  ['quinn', 'Quinn', 'Foster', 'Eugene, OR'],
  ['drew', 'Drew', 'Patel', 'Tacoma, WA'],
  ['rowan', 'Rowan', 'Silva', 'Portland, OR'],
  ['skyler', 'Skyler', 'Ward', 'Olympia, WA'],
].map(([handle, firstName, lastName, location]) => ({
  email: `${handle}@pedalswap.test`,
  role: 'user' as const,
  firstName: firstName!,
  lastName: lastName!,
  location: location!,
  verified: true,
}));

/** The demo accounts may have used a tenth of their limits; the community a third. */
export const DEMO_AI_SHARE = { demoAccount: 0.1, community: 0.3 } as const;

const FEEDBACK = [
  {
    feedbackType: 'rating',
    category: 'overall',
    rating: 5,
    value: 'analysis_helpful',
    modelVersion: SONNET,
  },
  { feedbackType: 'rating', category: 'overall', rating: 4, modelVersion: SONNET },
  { feedbackType: 'rating', category: 'overall', rating: 5, modelVersion: SONNET },
  { feedbackType: 'rating', category: 'overall', rating: 3, modelVersion: HAIKU },
  { feedbackType: 'rating', category: 'overall', rating: 4, modelVersion: HAIKU },
  {
    feedbackType: 'rating',
    category: 'brand',
    rating: 5,
    value: 'brand_helpful',
    modelVersion: SONNET,
    analysisConfidence: 0.93,
  },
  {
    feedbackType: 'rating',
    category: 'brand',
    rating: 2,
    modelVersion: HAIKU,
    analysisConfidence: 0.52,
    comments: 'It read the sticker of the shop, not the brand.',
  },
  {
    feedbackType: 'correction',
    category: 'brand',
    originalValue: 'Trek',
    suggestedValue: 'Specialized',
    analysisConfidence: 0.58,
    modelVersion: SONNET,
  },
  {
    feedbackType: 'correction',
    category: 'model',
    originalValue: 'Domane SL 5',
    suggestedValue: 'Domane SL 6',
    analysisConfidence: 0.71,
    modelVersion: SONNET,
  },
  {
    feedbackType: 'correction',
    category: 'model',
    originalValue: 'Stumpjumper',
    suggestedValue: 'Stumpjumper EVO',
    analysisConfidence: 0.66,
    modelVersion: HAIKU,
  },
  {
    feedbackType: 'rating',
    category: 'model',
    rating: 4,
    value: 'model_helpful',
    modelVersion: SONNET,
    analysisConfidence: 0.81,
  },
  {
    feedbackType: 'rating',
    category: 'type',
    rating: 5,
    modelVersion: SONNET,
    analysisConfidence: 0.9,
  },
  {
    feedbackType: 'correction',
    category: 'type',
    originalValue: 'road',
    suggestedValue: 'gravel',
    analysisConfidence: 0.62,
    modelVersion: HAIKU,
  },
  {
    feedbackType: 'rating',
    category: 'condition',
    rating: 3,
    value: 'condition_neutral',
    modelVersion: SONNET,
    analysisConfidence: 0.64,
  },
  {
    feedbackType: 'report',
    category: 'condition',
    value: 'condition_not_helpful',
    comments: 'Scratches on the top tube were missed.',
    analysisConfidence: 0.6,
    modelVersion: SONNET,
  },
  {
    feedbackType: 'rating',
    category: 'components',
    rating: 4,
    modelVersion: SONNET,
    analysisConfidence: 0.77,
  },
  {
    feedbackType: 'correction',
    category: 'components',
    originalValue: 'Shimano 105',
    suggestedValue: 'Shimano Ultegra',
    analysisConfidence: 0.55,
    modelVersion: HAIKU,
  },
  {
    feedbackType: 'report',
    category: 'value',
    value: 'value_not_helpful',
    comments: 'The value range is far below what these sell for locally.',
    analysisConfidence: 0.48,
    modelVersion: SONNET,
  },
  {
    feedbackType: 'report',
    category: 'value',
    value: 'value_not_helpful',
    analysisConfidence: 0.51,
    modelVersion: HAIKU,
  },
  {
    feedbackType: 'rating',
    category: 'value',
    rating: 2,
    modelVersion: HAIKU,
    analysisConfidence: 0.5,
  },
  {
    feedbackType: 'suggestion',
    category: 'description',
    comments: 'Mention the frame material in the description.',
    modelVersion: SONNET,
  },
  {
    feedbackType: 'rating',
    category: 'description',
    rating: 5,
    value: 'description_helpful',
    modelVersion: SONNET,
    analysisConfidence: 0.88,
  },
  {
    feedbackType: 'rating',
    category: 'description',
    rating: 1,
    modelVersion: HAIKU,
    analysisConfidence: 0.45,
    comments: 'The description was about a different bike.',
  },
  {
    feedbackType: 'rating',
    category: 'overall',
    rating: 2,
    value: 'upload_guidance_not_helpful',
    modelVersion: HAIKU,
  },
] as const;

export async function seedDemoAi(deps: {
  db: Db;
  ai: AiService;
  aiAdmin: AiAdminService;
  password: string;
  now?: Date;
}): Promise<boolean> {
  const now = deps.now ?? new Date();
  if (await deps.ai.anyUsage()) return false;
  for (const account of DEMO_AI_COMMUNITY)
    await createAccount(deps.db, { ...account, password: deps.password });
  const members = await liveMembersByEmail(deps.db, [
    'alex@pedalswap.test',
    'sam@pedalswap.test',
    'owner@pedalswap.test',
    'manager@pedalswap.test',
    ...DEMO_AI_COMMUNITY.map((a) => a.email),
  ]);
  const id = (email: string) => members.find((m) => m.email === email)?.id;
  const [alex, sam, owner, manager] = [
    id('alex@pedalswap.test'),
    id('sam@pedalswap.test'),
    id('owner@pedalswap.test'),
    id('manager@pedalswap.test'),
  ];
  if (!alex || !sam || !owner || !manager) return false;
  const { demoAccount, community } = DEMO_AI_SHARE;
  const history = demoUsageHistory(
    [
      { id: alex, weight: 5, share: demoAccount },
      { id: sam, weight: 3.5, share: demoAccount },
      { id: owner, weight: 1.5, share: demoAccount },
      ...DEMO_AI_COMMUNITY.flatMap((a, i) => {
        const member = id(a.email);
        return member ? [{ id: member, weight: 3 - i * 0.2, share: community }] : [];
      }),
    ],
    now,
  );
  if (!(await deps.ai.importUsageHistory(history))) return false;

  // The daily budget near its limit: today's spend is about 88 % of it.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const todayMicros = history
    .filter((r) => r.createdAt.getTime() >= today)
    .reduce((n, r) => n + r.costMicros, 0);
  const dailyBudgetCents = Math.max(100, Math.ceil(todayMicros / 10_000 / 0.88));
  await deps.db.transaction((tx) =>
    deps.ai.updateSystemConfig(tx, { dailyBudgetCents, monthlyBudgetCents: 20_000 }, owner),
  );

  const ids: string[] = [];
  for (const [i, f] of FEEDBACK.entries()) {
    const by = { id: i % 3 === 0 ? sam : alex, role: 'user' as const };
    ids.push((await deps.ai.feedback(by, f)).id);
  }
  // The manager has handled the first corrections already.
  await deps.aiAdmin.bulkResolve(
    { id: manager, role: 'manager' },
    {
      feedbackIds: ids.filter((_, i) => i === 7 || i === 8),
      actionTaken: 'accepted',
      adminNotes: 'Catalog names corrected.',
    },
  );
  return true;
}
