// The URL of the staff ledger pages (/admin/transactions and /admin/transaction-stats): the
// contract's filters as query parameters, read the same way by both so each links to the other
// with the filters kept. Anything unreadable (an unknown type, a malformed date or id) reads as
// no filter, so a hand-edited address still shows a page instead of the server's 400.
import { STAFF_USER_MESSAGES } from '@pedalswap/domain/accounts';
import {
  NO_TRANSACTION_FILTERS,
  STAFF_TRANSACTION_STATUS_LABELS,
  STAFF_TRANSACTION_TYPE_LABELS,
  type StaffTransactionFilters,
} from '@pedalswap/domain/admin';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTER_KEYS = [
  'transactionType',
  'status',
  'startDate',
  'endDate',
  'userId',
  'adminId',
] as const;

const oneOf = <T extends string>(value: string | null, labels: Record<T, string>): T | 'all' =>
  value !== null && Object.hasOwn(labels, value) ? (value as T) : 'all';

/** ?transactionType=&status=&startDate=&endDate=&userId=&adminId=&page= */
export function readTransactionFilters(params: URLSearchParams): {
  filters: StaffTransactionFilters;
  page: number;
} {
  const matching = (name: string, pattern: RegExp) => {
    const value = params.get(name) ?? '';
    return pattern.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    filters: {
      transactionType: oneOf(params.get('transactionType'), STAFF_TRANSACTION_TYPE_LABELS),
      status: oneOf(params.get('status'), STAFF_TRANSACTION_STATUS_LABELS),
      startDate: matching('startDate', DATE),
      endDate: matching('endDate', DATE),
      userId: matching('userId', UUID),
      adminId: matching('adminId', UUID),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters as query parameters; 'all' and empty values leave theirs out. */
export function transactionFilterSearch(filters: StaffTransactionFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value && value !== NO_TRANSACTION_FILTERS[key]) search.set(key, value);
  }
  return search;
}

/** The contract's query for these filters (no 'all', no empty values). */
export function transactionQuery(filters: StaffTransactionFilters) {
  return {
    ...(filters.transactionType === 'all' ? {} : { transactionType: filters.transactionType }),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
    ...(filters.userId ? { userId: filters.userId } : {}),
    ...(filters.adminId ? { adminId: filters.adminId } : {}),
  };
}

/** A start after the end is named before the call (the server would answer 400). */
export const transactionFilterProblem = (filters: StaffTransactionFilters) =>
  filters.startDate && filters.endDate && filters.startDate > filters.endDate
    ? STAFF_USER_MESSAGES.startAfterEnd
    : undefined;

/** The other page's address with the same filters. */
export function transactionPageHref(
  path: '/admin/transactions' | '/admin/transaction-stats',
  filters: StaffTransactionFilters,
) {
  const search = transactionFilterSearch(filters).toString();
  return search ? `${path}?${search}` : path;
}
