// Token balances, transaction history and staff adjustments (spec 1 §2 Token Balance & Trading
// History, §3 Transaction; openapi.yaml adjustUserTokens). Every balance change is one
// transaction holding the member's row lock, and the CHECK on users.token_balance keeps a
// balance from going below 0 even if a future code path forgets to.
import { STAFF_MESSAGES, isStaff } from '@pedalswap/domain';
import type { components } from '@pedalswap/api-client/schema.gen';
import { OFFER_MESSAGES } from '@pedalswap/domain/offers';
import type { Db, Queryable } from '../db/db.ts';
import { recordAudit } from '../audit/service.ts';
import { parseDateRange } from '../date-range.ts';
import { AppError } from '../errors.ts';
import { createNotification } from '../notifications/service.ts';
import type { Caller } from '../plugins/caller.ts';
import * as repo from './repository.ts';

export type ApiTransaction = components['schemas']['Transaction'];
export type ApiBalance = components['schemas']['TokenBalance'];
export type ApiPagination = components['schemas']['Pagination'];
type ApiTransactionStats = components['schemas']['TransactionStats'];

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
 * rolls back with the action (moderation's decisions, token adjustments, trades): the audit
 * area's, here too because those areas already reach the ledger through this service.
 */
export { recordAudit };

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

export interface AdminTransactionQuery extends TransactionQuery {
  userId?: string;
  adminId?: string;
}

const DATE_MESSAGES = {
  badStart: 'Start date is not a valid date',
  badEnd: 'End date is not a valid date',
  startAfterEnd: 'Start date must be on or before the end date',
};

function filterOf(query: TransactionQuery): Omit<repo.TransactionFilter, 'userId'> {
  return {
    ...(query.transactionType ? { transactionType: query.transactionType } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...parseDateRange(query, DATE_MESSAGES),
  };
}

const adminFilterOf = (query: AdminTransactionQuery): repo.TransactionFilter => ({
  ...filterOf(query),
  ...(query.userId ? { userId: query.userId } : {}),
  ...(query.adminId ? { adminId: query.adminId } : {}),
});

function pageOf(page: number, limit: number, total: number): ApiPagination {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, pages: totalPages };
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
      const { rows, total } = await repo.listTransactions(
        db,
        { ...filterOf(query), userId },
        limit,
        (page - 1) * limit,
      );
      return { transactions: rows.map(toApiTransaction), pagination: pageOf(page, limit, total) };
    },

    /** Every member's transactions (staff: x-roles of listAdminTransactions). */
    async listAll(query: AdminTransactionQuery) {
      const page = query.page ?? 1;
      const limit = query.limit ?? 20;
      const { rows, total } = await repo.listTransactions(
        db,
        adminFilterOf(query),
        limit,
        (page - 1) * limit,
      );
      // The staff list names each member's e-mail (Transaction.userEmail: staff listings only).
      return {
        transactions: rows.map((r) => ({ ...toApiTransaction(r), userEmail: r.user_email })),
        pagination: pageOf(page, limit, total),
      };
    },

    /** Totals over every matching transaction (staff: x-roles of getTransactionStats). */
    async stats(query: AdminTransactionQuery): Promise<{ stats: ApiTransactionStats }> {
      const row = await repo.transactionStats(db, adminFilterOf(query));
      return {
        stats: {
          totalTransactions: row?.total ?? 0,
          completedTransactions: row?.completed ?? 0,
          pendingTransactions: row?.pending ?? 0,
          failedTransactions: row?.failed ?? 0,
          totalTokensEarned: row?.earned ?? 0,
          totalTokensSpent: row?.spent ?? 0,
          totalTokensAdjusted: row?.adjusted ?? 0,
          totalCashAmount: (row?.cash_cents ?? 0) / 100,
        },
      };
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
        const txId = await db.transaction({ retryOnConflict: true }, async (tx) => {
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

// ── trades: the ledger side of an offer's trade, inside the offers area's transaction ───────

export interface Trade {
  offerId: string;
  itemId: string;
  itemType: string;
  itemName: string;
  /** The item's owner, who receives the tokens (or the cash). */
  ownerId: string;
  /** The bidder, who gets the item. */
  bidderId: string;
  /** The bidder pays the tokens (a member's token offer); false: the marketplace pays. */
  bidderPays: boolean;
  tokens: number;
  cashCents: number | null;
  /** The staff member behind it: the token offer's sender or whoever completes. */
  adminId: string | null;
}

function tradeRows(t: Trade) {
  const what = t.cashCents !== null ? `$${(t.cashCents / 100).toFixed(2)}` : `${t.tokens} tokens`;
  const base = {
    offerId: t.offerId,
    cashCents: t.cashCents,
    itemId: t.itemId,
    itemType: t.itemType,
    itemName: t.itemName,
    adminId: t.adminId,
  };
  const owner: repo.TradeRow = {
    ...base,
    userId: t.ownerId,
    type: 'earned',
    tokens: t.tokens,
    description: `Trade of ${t.itemName}: ${what} received`,
  };
  // A staff token offer is paid by the marketplace, which has no ledger of its own.
  const bidder: repo.TradeRow | null =
    t.bidderPays || t.cashCents !== null
      ? {
          ...base,
          userId: t.bidderId,
          type: 'spent',
          tokens: -t.tokens,
          description: `Trade of ${t.itemName}: ${what} paid`,
        }
      : null;
  return { owner, bidder };
}

/**
 * An accepted offer's trade starts: a pending row on each side (the balance's pending tokens
 * and trades in progress). Tokens move only at completion, where the balance is checked again.
 */
export async function holdTrade(tx: Queryable, trade: Trade): Promise<void> {
  const { owner, bidder } = tradeRows(trade);
  await repo.insertTradeHold(tx, owner);
  if (bidder) await repo.insertTradeHold(tx, bidder);
}

/** The accepted offer fell through: its pending rows fail. */
export async function releaseTrade(tx: Queryable, offerId: string): Promise<void> {
  await repo.failTradeHolds(tx, offerId);
}

/**
 * Completes the trade's ledger in the caller's transaction: both members' rows locked in id
 * order (no deadlock between two trades of the same pair), the bidder's balance checked again
 * (409 insufficient_tokens; the CHECK on users.token_balance backs it up), balances moved and
 * each side's row completed once: the unique key (offer_id, user_id) turns a repeat into a 409.
 * Returns the owner's row id (the offer's transactionId).
 */
export async function settleTrade(tx: Queryable, trade: Trade): Promise<string> {
  const { owner, bidder } = tradeRows(trade);
  const ids = [...new Set([trade.ownerId, ...(bidder ? [trade.bidderId] : [])])].sort();
  const balances = new Map<string, number>();
  for (const id of ids) {
    const row = await repo.lockBalance(tx, id);
    // A deleted (anonymised) member's row is not locked live: the trade cannot pay them.
    if (!row) throw new AppError(409, 'conflict', TRANSACTION_MESSAGES.userNotFound);
    balances.set(id, row.token_balance);
  }
  if (bidder && trade.bidderPays) {
    const available = balances.get(trade.bidderId)!;
    if (available < trade.tokens)
      throw new AppError(
        409,
        'insufficient_tokens',
        OFFER_MESSAGES.balanceChangedAtCompletion(available, trade.tokens),
      );
  }
  const settle = async (row: repo.TradeRow, delta: number) => {
    const before = balances.get(row.userId)!;
    const after = before + delta;
    if (delta !== 0) await repo.setBalance(tx, row.userId, after);
    balances.set(row.userId, after);
    const done = await repo.settleTradeRow(tx, {
      ...row,
      balanceBefore: before,
      balanceAfter: after,
    });
    if (!done) throw new AppError(409, 'invalid_transition', OFFER_MESSAGES.alreadyCompleted);
    return done.id;
  };
  if (bidder) await settle(bidder, trade.bidderPays ? -trade.tokens : 0);
  return settle(owner, trade.tokens);
}

/** One ledger row as the contract's Transaction. */
export async function transactionView(q: Queryable, id: string): Promise<ApiTransaction | null> {
  const row = await repo.findTransactionView(q, id);
  return row ? toApiTransaction(row) : null;
}
