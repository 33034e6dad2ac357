// Token balances, transaction history and staff adjustments (spec 1 §2 Token Balance & Trading
// History, §3 Transaction; openapi.yaml adjustUserTokens). Every balance change is one
// transaction holding the member's row lock, and the CHECK on users.token_balance keeps a
// balance from going below 0 even if a future code path forgets to.
import { STAFF_MESSAGES, isStaff } from '@pedalswap/domain';
import type { components } from '@pedalswap/api-client/schema.gen';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, validationFailed } from '../errors.ts';
import { createNotification } from '../notifications/service.ts';
import type { Caller } from '../plugins/caller.ts';
import * as repo from './repository.ts';

export type ApiTransaction = components['schemas']['Transaction'];
export type ApiBalance = components['schemas']['TokenBalance'];
export type ApiPagination = components['schemas']['Pagination'];

export const TRANSACTION_MESSAGES = {
  forbidden: "You do not have permission to view another member's tokens",
  userNotFound: 'User not found',
  insufficient: 'The balance cannot go below 0 tokens',
  adjusted: 'Token balance adjusted',
} as const;

export interface TransactionQuery {
  page?: number;
  limit?: number;
  transactionType?: 'earned' | 'spent' | 'adjustment';
  status?: 'completed' | 'pending' | 'failed';
  startDate?: string;
  endDate?: string;
}

/**
 * A staff action in the audit log, written in the caller's transaction (`q`) so it commits or
 * rolls back with the action (moderation's decisions, token adjustments).
 */
export const recordAudit = (q: Queryable, entry: repo.AuditEntry) => repo.insertAudit(q, entry);

/** A completed ledger entry, as appendCompletedTransactions takes it. */
export type LedgerEntry = Omit<repo.NewTransaction, 'userId' | 'balanceBefore' | 'balanceAfter'>;

/**
 * Completed entries appended to a member's ledger in order, under the member's row lock, each
 * with the balance before and after it, and the balance set to where they end: the balance stays
 * the sum of its ledger rows (the demo seed's histories). Run it in a transaction (`q`).
 */
export async function appendCompletedTransactions(
  q: Queryable,
  userId: string,
  entries: readonly LedgerEntry[],
): Promise<number> {
  let balance = (await repo.lockBalance(q, userId))?.token_balance ?? 0;
  for (const entry of entries) {
    const after = balance + entry.amount;
    await repo.insertCompletedTransaction(q, {
      ...entry,
      userId,
      balanceBefore: balance,
      balanceAfter: after,
    });
    balance = after;
  }
  await repo.setBalance(q, userId, balance);
  return balance;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export function toApiTransaction(r: repo.TransactionRow): ApiTransaction {
  return {
    id: r.id,
    userId: r.user_id,
    userName: r.user_name,
    status: r.status,
    transactionType: r.transaction_type,
    tokenAmount: r.token_amount,
    cashAmount: r.cash_amount_cents === null ? null : r.cash_amount_cents / 100,
    description: r.description,
    itemId: r.item_id,
    bikeId: r.item_type === 'bike' ? r.item_id : null,
    itemName: r.item_name,
    bikeName: r.item_type === 'bike' ? r.item_name : null,
    itemType: r.item_type,
    adminId: r.admin_id,
    adminName: r.admin_name,
    offerId: r.offer_id,
    createdAt: new Date(r.created_at).toISOString(),
    completedAt: iso(r.completed_at),
    balanceBefore: r.balance_before,
    balanceAfter: r.balance_after,
  };
}

/** A date means the whole day (UTC); a date-time is taken as given. Null: unreadable. */
function parseBound(value: string, end: boolean): Date | null {
  if (DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return null;
    return end ? new Date(day.getTime() + DAY_MS) : day;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const t = new Date(value);
  if (Number.isNaN(t.getTime())) return null;
  // An inclusive date-time bound becomes exclusive one millisecond later.
  return end ? new Date(t.getTime() + 1) : t;
}

export function createTransactionService(db: Db) {
  async function assertCanView(viewer: Caller, userId: string) {
    if (viewer.id !== userId && !isStaff(viewer.role))
      throw new AppError(403, 'forbidden', TRANSACTION_MESSAGES.forbidden);
    // Deleted (anonymised) members stay visible to staff: their ledger is history.
    if (!(await repo.userExists(db, userId)))
      throw new AppError(404, 'not_found', TRANSACTION_MESSAGES.userNotFound);
  }

  async function balance(userId: string): Promise<ApiBalance> {
    const row = await repo.balanceOf(db, userId);
    if (!row) throw new AppError(404, 'not_found', TRANSACTION_MESSAGES.userNotFound);
    return {
      userId,
      currentBalance: row.token_balance,
      summary: {
        totalEarned: row.total_earned,
        totalSpent: row.total_spent,
        pendingTokens: row.pending_tokens,
        tradesInProgress: row.trades_in_progress,
      },
    };
  }

  return {
    async getBalance(viewer: Caller, userId: string): Promise<ApiBalance> {
      await assertCanView(viewer, userId);
      return balance(userId);
    },

    async list(viewer: Caller, userId: string, query: TransactionQuery) {
      await assertCanView(viewer, userId);
      const page = query.page ?? 1;
      const limit = query.limit ?? 20;
      const issues = [];
      const from = query.startDate ? parseBound(query.startDate, false) : undefined;
      const before = query.endDate ? parseBound(query.endDate, true) : undefined;
      if (from === null) issues.push({ path: 'startDate', msg: 'Start date is not a valid date' });
      if (before === null) issues.push({ path: 'endDate', msg: 'End date is not a valid date' });
      if (issues.length) throw validationFailed(issues);
      const { rows, total } = await repo.listTransactions(
        db,
        {
          userId,
          ...(query.transactionType ? { transactionType: query.transactionType } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(from ? { from } : {}),
          ...(before ? { before } : {}),
        },
        limit,
        (page - 1) * limit,
      );
      const totalPages = Math.ceil(total / limit);
      const pagination: ApiPagination = { page, limit, total, totalPages, pages: totalPages };
      return { transactions: rows.map(toApiTransaction), pagination };
    },

    /**
     * Staff adjustment: one database transaction that locks the member's row (SELECT ... FOR
     * UPDATE), so concurrent adjustments queue instead of reading the same old balance; writes
     * the ledger row, the audit entry and the member's notification, which all commit or roll
     * back together.
     */
    async adjust(staff: Caller, userId: string, body: { amount: number; reason: string }) {
      const adminId = staff.id;
      // Separation of duties: another staff member moves a staff member's tokens.
      if (adminId === userId) throw new AppError(403, 'forbidden', STAFF_MESSAGES.adjustOwnBalance);
      const reason = body.reason.trim();
      try {
        const txId = await db.transaction(async (tx) => {
          const user = await repo.lockBalance(tx, userId);
          if (!user) throw new AppError(404, 'not_found', TRANSACTION_MESSAGES.userNotFound);
          const before = user.token_balance;
          const after = before + body.amount;
          if (after < 0)
            throw new AppError(409, 'insufficient_tokens', TRANSACTION_MESSAGES.insufficient);
          await repo.setBalance(tx, userId, after);
          const row = await repo.insertCompletedTransaction(tx, {
            userId,
            type: 'adjustment',
            amount: body.amount,
            description: reason,
            adminId,
            balanceBefore: before,
            balanceAfter: after,
          });
          if (!row) throw new Error('transaction insert returned nothing');
          await recordAudit(tx, {
            actorId: adminId,
            action: 'tokens_adjusted',
            targetType: 'user',
            targetId: userId,
            details: { amount: body.amount, reason, balanceBefore: before, balanceAfter: after },
          });
          const verb = body.amount > 0 ? 'added' : 'removed';
          const n = Math.abs(body.amount);
          await createNotification(tx, {
            userId,
            type: 'token_balance_changed',
            title: 'Token balance updated',
            message: `PedalSwap staff ${verb} ${n} token${n === 1 ? '' : 's'} (${reason}). Your balance is now ${after} token${after === 1 ? '' : 's'}.`,
            actionUrl: '/profile',
          });
          return row.id;
        });
        const view = await repo.findTransactionView(db, txId);
        if (!view) throw new Error('adjustment row vanished');
        return {
          message: TRANSACTION_MESSAGES.adjusted,
          transaction: toApiTransaction(view),
          balance: await balance(userId),
        };
      } catch (err) {
        // The CHECK (token_balance >= 0) is the last line of defence: still a 409, never a 500.
        if ((err as { code?: string }).code === '23514')
          throw new AppError(409, 'insufficient_tokens', TRANSACTION_MESSAGES.insufficient);
        throw err;
      }
    },
  };
}

export type TransactionService = ReturnType<typeof createTransactionService>;
