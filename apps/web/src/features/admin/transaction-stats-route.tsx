// /admin/transaction-stats (issue 14, spec 3 §7.1 getTransactionStats): the totals over every
// transaction matching the filters in the URL, the same filters as /admin/transactions.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminTransactionsQueryOptions, transactionStatsQueryOptions } from '@pedalswap/api-client';
import type { StaffTransactionFilters } from '@pedalswap/domain/admin';
import { TransactionStatsPage } from '@pedalswap/ui/screens/admin/transaction-stats';
import { useSession } from '../../app/session/session-context.tsx';
import {
  readTransactionFilters,
  transactionFilterProblem,
  transactionFilterSearch,
  transactionPageHref,
  transactionQuery,
} from './transaction-filters.ts';
import { filterLabels } from './transaction-rows.ts';

export function TransactionStatsRoute() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  // The totals have no pages: a page parameter from the list is ignored.
  const { filters } = readTransactionFilters(params);
  const problem = transactionFilterProblem(filters);
  const query = transactionQuery(filters);
  const stats = useQuery({ ...transactionStatsQueryOptions(client, query), enabled: !problem });
  // The chips name the filtered member and staff member from the list's first page (the same
  // query as /admin/transactions, so it is cached when staff come from there); asked only when
  // such a filter is set.
  const named = useQuery({
    ...adminTransactionsQueryOptions(client, { page: 1, limit: 20, ...query }),
    enabled: !problem && Boolean(filters.userId || filters.adminId),
  });

  const update = (next: StaffTransactionFilters) => setParams(transactionFilterSearch(next));

  return (
    <TransactionStatsPage
      state={problem ? 'ready' : stats.isPending ? 'loading' : stats.isError ? 'error' : 'ready'}
      stats={problem ? undefined : stats.data}
      filters={filters}
      onFiltersChange={update}
      {...filterLabels(filters, named.data?.transactions ?? [])}
      filterProblem={problem}
      transactionsHref={transactionPageHref('/admin/transactions', filters)}
    />
  );
}
