// The staff ledger pages, /admin/transactions and /admin/transaction-stats (spec 3 §7.1:
// listAdminTransactions and getTransactionStats, "response shape not shown"). The spec names the
// calls and their filters only, no texts: the labels and messages below are ours, in the words
// the other staff pages use.
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../accounts/profile-messages.ts';

export type StaffTransactionType = (typeof TRANSACTION_TYPES)[number];
export type StaffTransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The filters both pages share (the contract's query, without the page). */
export interface StaffTransactionFilters {
  transactionType: StaffTransactionType | 'all';
  status: StaffTransactionStatus | 'all';
  /** yyyy-mm-dd or ''. */
  startDate: string;
  endDate: string;
  /** A member's id, or '' for every member. */
  userId: string;
  /** The staff member behind the transaction, or ''. */
  adminId: string;
}

export const NO_TRANSACTION_FILTERS: StaffTransactionFilters = {
  transactionType: 'all',
  status: 'all',
  startDate: '',
  endDate: '',
  userId: '',
  adminId: '',
};

/** The profile reads an adjustment as "other" (spec 1 §3); staff see what it is. */
export const STAFF_TRANSACTION_TYPE_LABELS: Record<StaffTransactionType, string> = {
  earned: 'Earned',
  spent: 'Spent',
  adjustment: 'Staff adjustment',
};

export const STAFF_TRANSACTION_STATUS_LABELS: Record<StaffTransactionStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
};

export const staffTransactionTypeLabel = (type: string) =>
  (STAFF_TRANSACTION_TYPE_LABELS as Record<string, string>)[type] ?? type;

export const staffTransactionStatusLabel = (status: string) =>
  (STAFF_TRANSACTION_STATUS_LABELS as Record<string, string>)[status] ?? status;

export const STAFF_TRANSACTION_MESSAGES = {
  listFailed: 'Transactions could not be loaded. Please try again.',
  listEmpty: 'No transactions match these filters.',
  statsFailed: 'Transaction totals could not be loaded. Please try again.',
} as const;
