// The staff ledger queries (admin-queries.ts): the call each makes with its filters, and what the
// page receives.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  adjustTokensMutationOptions,
  adminKeys,
  adminTransactionsQueryOptions,
  transactionStatsQueryOptions,
} from './admin-queries.ts';
import {
  isInvalidated,
  json,
  recordingClient,
  runMutation,
} from './test-support/mutation-harness.ts';

const MEMBER = '00000000-0000-4000-8000-0000000000a1';
const STATS = {
  totalTransactions: 3,
  completedTransactions: 3,
  pendingTransactions: 0,
  failedTransactions: 0,
  totalTokensEarned: 0,
  totalTokensSpent: 0,
  totalTokensAdjusted: 90,
  totalCashAmount: 0,
};

const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('staff transaction queries', () => {
  it('lists /admin/transactions with the filters in the query string', async () => {
    const page = { transactions: [], pagination: { page: 2, limit: 20, total: 21, totalPages: 2 } };
    const { client, sent } = recordingClient(() => json(200, page));
    const query = {
      page: 2,
      limit: 20,
      transactionType: 'adjustment',
      userId: MEMBER,
      startDate: '2026-11-01',
    } as const;
    const data = await fresh().fetchQuery(adminTransactionsQueryOptions(client, query));
    expect(data).toEqual(page);
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/api/admin/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      limit: '20',
      transactionType: 'adjustment',
      userId: MEMBER,
      startDate: '2026-11-01',
    });
  });

  it('answers the stats object of /admin/transaction-stats', async () => {
    const { client, sent } = recordingClient(() => json(200, { stats: STATS }));
    const data = await fresh().fetchQuery(
      transactionStatsQueryOptions(client, { status: 'completed' }),
    );
    expect(data).toEqual(STATS);
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/api/admin/transaction-stats');
    expect(url.search).toBe('?status=completed');
  });

  it('marks both stale when staff adjust a balance (both live under the admin keys)', async () => {
    const { client } = recordingClient(() =>
      json(200, { message: 'ok', transaction: {}, balance: 10 }),
    );
    const queryClient = fresh();
    queryClient.setQueryData(adminKeys.transactions({ page: 1 }), { transactions: [] });
    queryClient.setQueryData(adminKeys.transactionStats({}), STATS);
    await runMutation(queryClient, adjustTokensMutationOptions(client), {
      id: MEMBER,
      amount: 10,
      reason: 'thanks',
    });
    expect(isInvalidated(queryClient, adminKeys.transactions({ page: 1 }))).toBe(true);
    expect(isInvalidated(queryClient, adminKeys.transactionStats({}))).toBe(true);
  });
});
