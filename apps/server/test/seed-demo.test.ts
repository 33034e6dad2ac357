import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { usageNow } from '../src/ai/repository.ts';
import { DEMO_AI_COMMUNITY, DEMO_AI_SHARE } from '../src/seed/demo-ai.ts';
import { DEMO_ITEMS, demoSubject } from '../src/seed/demo-items.ts';
import { DEMO_ADJUSTMENT, DEMO_SUSPENDED, DEMO_SUSPENSION_REASON } from '../src/seed/demo-staff.ts';
import { DEMO_LEDGERS } from '../src/seed/demo-tokens.ts';
import { DEMO_OFFERS } from '../src/seed/demo-trades.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { useTestApp } from './helpers.ts';

type ItemList = components['schemas']['ItemList'];

const t = useTestApp();

// The whole demo seed (87 listings with drawn photos, then its offers, chats and trades) takes
// 10-30 s alone and more beside other suites on two shared cores: past the default 30 s.
const SEED_TIMEOUT_MS = 120_000;

describe('demo seed', () => {
  it(
    'lists published listings of every type with served photos, and seeds nothing twice',
    async () => {
      const first = await seedDemo(t.app);
      // The four demo accounts and the member the manager suspended (seed/demo-staff.ts).
      expect(first.accounts).toHaveLength(5);
      expect(first.items).toBe(DEMO_ITEMS.length);
      expect(first.ledgers).toBe(Object.keys(DEMO_LEDGERS).length);

      const published = DEMO_ITEMS.filter((d) => (d.status ?? 'published') === 'published');
      expect(published.length).toBeGreaterThanOrEqual(24);
      for (const type of ['bike', 'part', 'accessory', 'gear'] as const) {
        const res = await t.app.inject({ method: 'GET', url: `/api/items/${type}?limit=100` });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json<ItemList>();
        // The demo trades took some out of the catalog (accepted: pending_trade; traded).
        const inTrade = await t.db.one<{ n: number }>(
          "SELECT count(*)::int AS n FROM items WHERE item_type = $1 AND status IN ('pending_trade', 'trade_complete')",
          [type],
        );
        expect(body.items.length).toBe(
          published.filter((d) => d.type === type).length - inTrade!.n,
        );
        expect(body.pagination.total).toBe(body.items.length);
        expect(body.items.every((i) => i.status === 'published' && i.images.length > 0)).toBe(true);
      }

      // The catalog's first page (the contract's default page size) is not all the bikes.
      const bikes = (
        await t.app.inject({ method: 'GET', url: '/api/items/bike' })
      ).json<ItemList>();
      expect(bikes.items).toHaveLength(50);
      expect(bikes.pagination.totalPages).toBeGreaterThanOrEqual(2);
      const url = bikes.items[0]!.images[0]!.imageUrl;
      const photo = await t.app.inject({ method: 'GET', url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toMatch(/^image\//);

      const queue = await t.db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM items WHERE status = 'pending_review'",
      );
      expect(queue?.n).toBe(2);

      // Each type's first listing shows its own picture, stored at the pipeline's three widths.
      const firstPhotos = await t.db.query<{
        item_type: string;
        storage_key: string;
        width: number;
      }>(
        `SELECT DISTINCT ON (it.item_type) it.item_type, im.storage_key, im.width
       FROM items it JOIN item_images im ON im.item_id = it.id
       ORDER BY it.item_type, it.created_at, im.sort_order`,
      );
      expect(firstPhotos).toHaveLength(4);
      const bytes = new Set<string>();
      for (const p of firstPhotos) {
        expect(p.width).toBe(1600);
        for (const w of [320, 800, 1600]) {
          const data = await readFile(
            join(t.app.config.dataDir, 'uploads', `${p.storage_key}-${w}.webp`),
          );
          expect(data.length, `${p.item_type} ${w}`).toBeGreaterThan(0);
          if (w === 800) bytes.add(data.toString('base64'));
        }
      }
      expect(bytes.size).toBe(4);

      // Every demo account has a history, and its balance is where the history ends.
      const ledgers = await t.db.query<{ balance: number; sum: number; rows: number }>(
        `SELECT u.token_balance AS balance, sum(x.token_amount)::int AS sum, count(x.id)::int AS rows
       FROM users u JOIN token_transactions x ON x.user_id = u.id GROUP BY u.id`,
      );
      expect(ledgers).toHaveLength(4);
      for (const l of ledgers) {
        expect(l.rows).toBeGreaterThan(0);
        expect(l.balance).toBe(l.sum);
      }
      expect(ledgers.some((l) => l.balance > 0)).toBe(true);

      // The staff panel's demo: a suspended member and the owner's adjustment, in the audit log.
      const riley = await t.db.one<{ id: string; account_status: string }>(
        'SELECT id, account_status FROM users WHERE email = $1',
        [DEMO_SUSPENDED.email],
      );
      expect(riley?.account_status).toBe('suspended');
      const audit = await t.db.query<{ action: string; target_id: string; details: unknown }>(
        "SELECT action, target_id, details FROM audit_log WHERE action IN ('user_suspended', 'tokens_adjusted')",
      );
      expect(audit.find((a) => a.action === 'user_suspended')).toMatchObject({
        target_id: riley!.id,
        details: { comment: DEMO_SUSPENSION_REASON },
      });
      expect(audit.filter((a) => a.action === 'tokens_adjusted')).toHaveLength(1);
      const sam = await t.db.one<{ description: string; amount: number }>(
        `SELECT x.description, x.token_amount AS amount FROM token_transactions x
         JOIN users u ON u.id = x.user_id WHERE u.email = $1 ORDER BY x.created_at DESC LIMIT 1`,
        [DEMO_ADJUSTMENT.email],
      );
      expect(sam).toEqual({ description: DEMO_ADJUSTMENT.reason, amount: DEMO_ADJUSTMENT.amount });

      // The owner's AI pages: 90 days of usage with failures, several models and a daily
      // budget near its limit (seed/demo-ai.ts), and feedback waiting and resolved.
      expect(first.aiHistory).toBe(true);
      const aiAdmin = t.app.aiAdminService;
      const day = (ago: number) =>
        new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
      const usage = await aiAdmin.usageStats({ startDate: day(89), endDate: day(0) });
      expect(usage.summary.total_analyses).toBeGreaterThan(2000);
      expect(usage.summary.success_rate).toBeGreaterThan(90);
      expect(usage.summary.success_rate).toBeLessThan(100);
      expect(usage.topUsers).toHaveLength(10);
      expect(usage.errorAnalysis.map((e) => e.error_code)).toContain('timeout');
      // Every day has analyses but today, which the seed fills only up to now: just after
      // midnight UTC it has none yet (this failed in a CI run at 00:09).
      expect(usage.stats.slice(0, -1).every((p) => p.total_requests > 0)).toBe(true);
      expect(usage.stats.at(-1)!.period.slice(0, 10)).toBe(day(0));
      const perf = await aiAdmin.performance(2160);
      expect(perf.modelStats.map((m) => m.model_version).sort()).toEqual([
        'claude-3-5-haiku',
        'claude-3-5-sonnet',
        'offline-analyzer',
      ]);
      const costs = await aiAdmin.costMonitoring('30d');
      if (costs.currentCosts.daily_cost_cents > 100)
        expect(costs.budgetHealth.status).toBe('warning');
      const feedback = (await aiAdmin.feedbackStats(30)).stats;
      expect(feedback.pendingCount).toBeGreaterThan(5);
      expect(feedback.resolutionRate).toBeGreaterThan(0);

      // Every demo member has room to try the AI flow (issue 24 item 5: Alex started at 485 of
      // his 500 this month): the demo accounts at most a tenth of their limits this month and
      // today, the community members a third.
      const members = await t.db.query<{ id: string; email: string }>(
        "SELECT id, email FROM users WHERE email LIKE '%@pedalswap.test'",
      );
      for (const m of members) {
        const used = await usageNow(t.db, m.id);
        const share = DEMO_AI_COMMUNITY.some((a) => a.email === m.email)
          ? DEMO_AI_SHARE.community
          : DEMO_AI_SHARE.demoAccount;
        expect(Number(used.user_month), m.email).toBeLessThanOrEqual(500 * share);
        expect(Number(used.user_day), m.email).toBeLessThanOrEqual(20 * share);
      }

      const offersBefore = await t.db.query('SELECT id, status FROM offers ORDER BY id');
      const ledgerBefore = await t.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM token_transactions',
      );
      const again = await seedDemo(t.app);
      expect(again).toEqual({
        accounts: [],
        items: 0,
        ledgers: 0,
        offers: 0,
        events: 0,
        aiHistory: false,
      });
      const total = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM items');
      expect(total?.n).toBe(DEMO_ITEMS.length);
      const rows = await t.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM token_transactions',
      );
      expect(rows?.n).toBe(ledgerBefore?.n);
      expect(await t.db.query('SELECT id, status FROM offers ORDER BY id')).toEqual(offersBefore);
    },
    SEED_TIMEOUT_MS,
  );

  it(
    'makes offers, chats and trades through the services, as the demo screens need',
    async () => {
      const first = await seedDemo(t.app);
      expect(first.offers).toBe(DEMO_OFFERS.length + 1);
      const byStatus = await t.db.query<{ status: string; offer_type: string; n: number }>(
        `SELECT status, offer_type, count(*)::int AS n FROM offers GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      const count = (status: string, type?: string) =>
        byStatus
          .filter((r) => r.status === status && (!type || r.offer_type === type))
          .reduce((n, r) => n + r.n, 0);
      // Waiting cash and token offers, a staff token offer, one accepted, one rejected, trades.
      expect(count('pending', 'cash')).toBeGreaterThanOrEqual(2);
      expect(count('pending', 'tokens')).toBeGreaterThanOrEqual(2);
      expect(count('sent')).toBe(1);
      expect(count('accepted')).toBe(1);
      expect(count('rejected')).toBe(1);
      expect(count('completed')).toBe(4);
      const waitingOn = await t.db.one<{ n: number }>(
        "SELECT count(DISTINCT item_id)::int AS n FROM offers WHERE status IN ('pending', 'sent')",
      );
      expect(waitingOn?.n).toBeGreaterThanOrEqual(3);
      const rejected = await t.db.one<{ r: string | null }>(
        "SELECT coalesce(user_response, admin_response) AS r FROM offers WHERE status = 'rejected'",
      );
      expect(rejected?.r).toMatch(/holding out/);
      const accepted = await t.db.one<{ status: string }>(
        "SELECT i.status FROM offers o JOIN items i ON i.id = o.item_id WHERE o.status = 'accepted'",
      );
      expect(accepted?.status).toBe('pending_trade');

      // The member-to-staff token trade: a ledger row on each side, the bike now the bidder's.
      const trade = await t.db.query<{ email: string; type: string; amount: number }>(
        `SELECT u.email, x.transaction_type AS type, x.token_amount AS amount
       FROM offers o JOIN token_transactions x ON x.offer_id = o.id JOIN users u ON u.id = x.user_id
       JOIN items i ON i.id = o.item_id
       WHERE i.name = 'Surly Long Haul Trucker touring bike' ORDER BY x.token_amount`,
      );
      expect(trade).toEqual([
        { email: 'alex@pedalswap.test', type: 'spent', amount: -150 },
        { email: 'owner@pedalswap.test', type: 'earned', amount: 150 },
      ]);
      const surly = await t.db.one<{ status: string; email: string }>(
        `SELECT i.status, u.email FROM items i JOIN users u ON u.id = i.owner_id
       WHERE i.name = 'Surly Long Haul Trucker touring bike'`,
      );
      expect(surly).toEqual({ status: 'trade_complete', email: 'alex@pedalswap.test' });
      // Balances still equal their histories, and none went below zero.
      const ledgers = await t.db.query<{ balance: number; sum: number }>(
        `SELECT u.token_balance AS balance, sum(x.token_amount)::int AS sum
       FROM users u JOIN token_transactions x ON x.user_id = u.id GROUP BY u.id`,
      );
      for (const l of ledgers) expect(l.balance).toBe(l.sum);

      // Chats between members and staff, with a few messages each beyond the offer's own.
      const chats = await t.db.query<{ people: number; said: number }>(
        `SELECT count(DISTINCT m.sender_id)::int AS people,
              count(*) FILTER (WHERE m.message_type = 'user')::int AS said
       FROM chat_messages m GROUP BY m.chat_id HAVING count(*) FILTER (WHERE m.message_type = 'user') > 0`,
      );
      expect(chats.length).toBeGreaterThanOrEqual(4);
      expect(chats.filter((c) => c.people >= 2 && c.said >= 2).length).toBeGreaterThanOrEqual(3);
    },
    SEED_TIMEOUT_MS,
  );

  it('draws each type its own pictures, and bikes by their category', async () => {
    const byType = new Map<string, Set<string>>();
    for (const d of DEMO_ITEMS) {
      const subjects = byType.get(d.type) ?? new Set();
      byType.set(d.type, subjects.add(demoSubject(d)));
    }
    const all = [...byType.values()].flatMap((s) => [...s]);
    expect(new Set(all).size).toBe(all.length);
    expect(byType.get('bike')!.size).toBeGreaterThanOrEqual(5);
    for (const type of ['part', 'accessory', 'gear'])
      expect(byType.get(type)!.size).toBeGreaterThanOrEqual(4);
  });
});
