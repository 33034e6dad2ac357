// SQL of the metrics: read-only counts an operator watches, asked at each scrape. They read the
// tables of two areas (notifications' e-mail queue, the AI usage rollup) without going through
// their services because they describe the deployment, not a member's data; each is served by
// an index or a small table, so a scrape every 15 s costs little.
import type { Queryable } from '../db/db.ts';

/** E-mails waiting to be sent: how many, and how long the oldest due one has waited. */
export async function emailQueue(q: Queryable, now: Date) {
  // notifications_email_pending_idx (email_due_at, user_id) WHERE email_status = 'pending'.
  const row = await q.one<{ pending: string; oldest_due: Date | string | null }>(
    `SELECT count(*) AS pending, min(email_due_at) FILTER (WHERE email_due_at <= $1) AS oldest_due
     FROM notifications WHERE email_status = 'pending'`,
    [now],
  );
  const oldest = row?.oldest_due ? new Date(row.oldest_due) : null;
  return {
    pending: Number(row?.pending ?? 0),
    oldestDueSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}

/** Every AI record and its cost so far, by provider: from the hourly rollup (a small table). */
export async function aiUsage(q: Queryable) {
  const rows = await q.query<{ provider: string; records: string; cost_micros: string }>(
    `SELECT provider, sum(records) AS records, sum(cost_micros) AS cost_micros
     FROM ai_usage_hourly GROUP BY provider`,
  );
  return rows.map((r) => ({
    provider: r.provider,
    records: Number(r.records),
    costDollars: Number(r.cost_micros) / 1_000_000,
  }));
}
