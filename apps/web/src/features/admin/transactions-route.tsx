// /admin/transactions (issue 14, spec 3 §7.1 listAdminTransactions): every member's
// transactions, newest first, 20 a page, the contract's filters and the page in the URL.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminTransactionsQueryOptions, type Transaction } from '@pedalswap/api-client';
import { pageCount } from '@pedalswap/domain/accounts';
import type { StaffTransactionFilters } from '@pedalswap/domain/admin';
import {
  AdminTransactionsPage,
  type AdminTransactionRow,
} from '@pedalswap/ui/screens/admin/admin-transactions';
import { useSession } from '../../app/session/session-context.tsx';
import {
  readTransactionFilters,
  transactionFilterProblem,
  transactionFilterSearch,
  transactionPageHref,
  transactionQuery,
} from './transaction-filters.ts';
import { filterLabels, toTransactionRow } from './transaction-rows.ts';

const PAGE_SIZE = 20;

export function AdminTransactionsRoute() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  const { filters, page } = readTransactionFilters(params);
  const problem = transactionFilterProblem(filters);
  const list = useQuery({
    ...adminTransactionsQueryOptions(client, {
      page,
      limit: PAGE_SIZE,
      ...transactionQuery(filters),
    }),
    enabled: !problem,
  });
  const transactions: Transaction[] = problem ? [] : (list.data?.transactions ?? []);
  const rows: AdminTransactionRow[] = transactions.map(toTransactionRow);

  const update = (next: StaffTransactionFilters) => setParams(transactionFilterSearch(next));
  const goToPage = (to: number) => {
    const search = new URLSearchParams(params);
    if (to <= 1) search.delete('page');
    else search.set('page', String(to));
    setParams(search);
  };

  return (
    <AdminTransactionsPage
      state={problem ? 'ready' : list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      rows={rows}
      total={problem ? 0 : (list.data?.pagination.total ?? 0)}
      filters={filters}
      onFiltersChange={update}
      {...filterLabels(filters, transactions)}
      filterProblem={problem}
      page={page}
      pages={pageCount(list.data?.pagination.total ?? 0, PAGE_SIZE)}
      onPageChange={goToPage}
      statsHref={transactionPageHref('/admin/transaction-stats', filters)}
    />
  );
}
