// SQL of the token ledger (token_transactions, migration 002).
import type { Queryable } from '../db/db.ts';

export interface TransactionRow {
  id: string;
  user_id: string;
  user_name: string | null;
  user_email: string;
  transaction_type: 'earned' | 'spent' | 'adjustment';
  status: 'completed' | 'pending' | 'failed';
  token_amount: number;
  cash_amount_cents: number | null;
  description: string | null;
  item_id: string | null;
  item_type: 'bike' | 'part' | 'accessory' | 'gear' | null;
  item_name: string | null;
  offer_id: string | null;
  admin_id: string | null;
  admin_name: string | null;
  balance_before: number | null;
  balance_after: number | null;
  created_at: Date;
  completed_at: Date | null;
}

export interface TransactionFilter {
  /** Absent: every member's (the staff lists). */
  userId?: string;
  /** The staff member behind the transaction. */
  adminId?: string;
  transactionType?: string;
  status?: string;
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
}

const SELECT_VIEW = `
  SELECT t.*, u.first_name || ' ' || u.last_name AS user_name, u.email AS user_email,
         a.first_name || ' ' || a.last_name AS admin_name
  FROM token_transactions t
  JOIN users u ON u.id = t.user_id
  LEFT JOIN users a ON a.id = t.admin_id`;

function where(f: TransactionFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts = ['TRUE'];
  const add = (cond: string, value: unknown) => {
    params.push(value);
    parts.push(cond.replace('?', `$${params.length}`));
  };
  if (f.userId) add('t.user_id = ?', f.userId);
  if (f.adminId) add('t.admin_id = ?', f.adminId);
  if (f.transactionType) add('t.transaction_type = ?', f.transactionType);
  if (f.status) add('t.status = ?', f.status);
  if (f.from) add('t.created_at >= ?', f.from);
  if (f.before) add('t.created_at < ?', f.before);
  return { sql: parts.join(' AND '), params };
}

export async function listTransactions(
  q: Queryable,
  f: TransactionFilter,
  limit: number,
  offset: number,
) {
  const w = where(f);
  const [rows, count] = await Promise.all([
    q.query<TransactionRow>(
      `${SELECT_VIEW} WHERE ${w.sql} ORDER BY t.created_at DESC, t.id DESC
       LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
      [...w.params, limit, offset],
    ),
    q.one<{ total: number }>(
      `SELECT count(*)::int AS total FROM token_transactions t WHERE ${w.sql}`,
      w.params,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export interface StatsRow {
  total: number;
  completed: number;
  pending: number;
  failed: number;
  earned: number;
  spent: number;
  adjusted: number;
  cash_cents: number;
}

/**
 * Earned and spent count completed trade rows; adjusted nets completed adjustments. A cash
 * trade has a row on each side, so its cash is counted once, on the owner's (earned) row.
 */
export const transactionStats = (q: Queryable, f: TransactionFilter) => {
  const w = where(f);
  return q.one<StatsRow>(
    `SELECT count(*)::int AS total,
       count(*) FILTER (WHERE t.status = 'completed')::int AS completed,
       count(*) FILTER (WHERE t.status = 'pending')::int AS pending,
       count(*) FILTER (WHERE t.status = 'failed')::int AS failed,
       COALESCE(sum(t.token_amount) FILTER (WHERE t.status = 'completed' AND t.transaction_type = 'earned'), 0)::int AS earned,
       COALESCE(-sum(t.token_amount) FILTER (WHERE t.status = 'completed' AND t.transaction_type = 'spent'), 0)::int AS spent,
       COALESCE(sum(t.token_amount) FILTER (WHERE t.status = 'completed' AND t.transaction_type = 'adjustment'), 0)::int AS adjusted,
       COALESCE(sum(t.cash_amount_cents) FILTER (WHERE t.status = 'completed' AND t.transaction_type = 'earned'), 0)::bigint::float8 AS cash_cents
     FROM token_transactions t WHERE ${w.sql}`,
    w.params,
  );
};

export const findTransactionView = (q: Queryable, id: string) =>
  q.one<TransactionRow>(`${SELECT_VIEW} WHERE t.id = $1`, [id]);

export interface BalanceRow {
  token_balance: number;
  total_earned: number;
  total_spent: number;
  pending_tokens: number;
  trades_in_progress: number;
}

/**
 * Earned and spent count completed rows by sign (a positive adjustment is earned, a negative
 * one spent). Pending rows are tokens held for trades not yet complete.
 */
export const balanceOf = (q: Queryable, userId: string) =>
  q.one<BalanceRow>(
    `SELECT u.token_balance,
       COALESCE(sum(t.token_amount) FILTER (WHERE t.status = 'completed' AND t.token_amount > 0), 0)::int AS total_earned,
       COALESCE(-sum(t.token_amount) FILTER (WHERE t.status = 'completed' AND t.token_amount < 0), 0)::int AS total_spent,
       COALESCE(sum(abs(t.token_amount)) FILTER (WHERE t.status = 'pending'), 0)::int AS pending_tokens,
       count(DISTINCT t.offer_id) FILTER (WHERE t.status = 'pending' AND t.offer_id IS NOT NULL)::int AS trades_in_progress
     FROM users u LEFT JOIN token_transactions t ON t.user_id = u.id
     WHERE u.id = $1
     GROUP BY u.id`,
    [userId],
  );

export const userExists = async (q: Queryable, userId: string) =>
  (await q.one('SELECT 1 AS found FROM users WHERE id = $1', [userId])) !== null;

/**
 * The row lock that serialises every balance change of one member. FOR NO KEY UPDATE, not FOR
 * UPDATE: a balance change never touches the row's key, and the weaker lock does not conflict
 * with the key-share locks the foreign keys of other transactions' ledger, audit and
 * notification rows take on the same member (a staff member completing a trade while another
 * completes the trade they sell in deadlocked on FOR UPDATE: issue 25 item 1).
 */
export const lockBalance = (q: Queryable, userId: string) =>
  q.one<{ token_balance: number; first_name: string }>(
    'SELECT token_balance, first_name FROM users WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE',
    [userId],
  );

export async function setBalance(q: Queryable, userId: string, balance: number) {
  await q.query('UPDATE users SET token_balance = $2, updated_at = now() WHERE id = $1', [
    userId,
    balance,
  ]);
}

export interface NewTransaction {
  userId: string;
  type: 'earned' | 'spent' | 'adjustment';
  amount: number;
  description: string;
  adminId: string | null;
  balanceBefore: number;
  balanceAfter: number;
  /** When it happened; now unless given (the demo seed writes a history in the past). */
  at?: Date;
}

export const insertCompletedTransaction = (q: Queryable, t: NewTransaction) =>
  q.one<{ id: string }>(
    `INSERT INTO token_transactions
       (user_id, transaction_type, status, token_amount, description, admin_id, balance_before, balance_after, created_at, completed_at)
     VALUES ($1, $2, 'completed', $3, $4, $5, $6, $7, COALESCE($8::timestamptz, now()), COALESCE($8::timestamptz, now()))
     RETURNING id`,
    [
      t.userId,
      t.type,
      t.amount,
      t.description,
      t.adminId,
      t.balanceBefore,
      t.balanceAfter,
      t.at ?? null,
    ],
  );

// ── trades (the offers area, through the service's trade functions) ─────────────────────────

export interface TradeRow {
  offerId: string;
  userId: string;
  type: 'earned' | 'spent';
  /** Signed: negative for the bidder's spent tokens; 0 for a cash trade. */
  tokens: number;
  cashCents: number | null;
  description: string;
  itemId: string;
  itemType: string;
  itemName: string;
  adminId: string | null;
}

const TRADE_COLUMNS = `user_id, transaction_type, token_amount, cash_amount_cents, description,
  item_id, item_type, item_name, offer_id, admin_id`;
const tradeParams = (t: TradeRow) => [
  t.userId,
  t.type,
  t.tokens,
  t.cashCents,
  t.description,
  t.itemId,
  t.itemType,
  t.itemName,
  t.offerId,
  t.adminId,
];

/** A trade's row while it is in progress (status pending): the balance's pending figures. */
export async function insertTradeHold(q: Queryable, t: TradeRow): Promise<void> {
  await q.query(
    `INSERT INTO token_transactions (${TRADE_COLUMNS}, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending')
     ON CONFLICT (offer_id, user_id) WHERE offer_id IS NOT NULL DO NOTHING`,
    tradeParams(t),
  );
}

/**
 * The trade's completed row: the held row becomes completed with the balances, or a new row is
 * written. The unique key (offer_id, user_id) makes it once per member and offer: a row already
 * completed answers nothing (null), and the caller refuses the repeat.
 */
export const settleTradeRow = (
  q: Queryable,
  t: TradeRow & { balanceBefore: number; balanceAfter: number },
) =>
  q.one<{ id: string }>(
    `INSERT INTO token_transactions
       (${TRADE_COLUMNS}, balance_before, balance_after, status, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'completed', now())
     ON CONFLICT (offer_id, user_id) WHERE offer_id IS NOT NULL DO UPDATE
       SET status = 'completed', token_amount = EXCLUDED.token_amount,
           cash_amount_cents = EXCLUDED.cash_amount_cents, admin_id = EXCLUDED.admin_id,
           balance_before = EXCLUDED.balance_before, balance_after = EXCLUDED.balance_after,
           completed_at = now()
       WHERE token_transactions.status <> 'completed'
     RETURNING id`,
    [...tradeParams(t), t.balanceBefore, t.balanceAfter],
  );

/** A trade that fell through: its held rows fail (they no longer count as pending). */
export async function failTradeHolds(q: Queryable, offerId: string): Promise<void> {
  await q.query(
    `UPDATE token_transactions SET status = 'failed' WHERE offer_id = $1 AND status = 'pending'`,
    [offerId],
  );
}
