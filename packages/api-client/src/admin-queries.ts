// react-query keys and option factories for the staff panel (spec 3 §2.2, 2.3, 2.6, 2.7): the
// dashboard's figures, the members list and its actions, the audit log, every member's
// transactions and their totals (§7.1). Every staff action marks
// the whole admin cache stale: a suspension changes the users list, the dashboard's counts and
// the audit log at once.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import type { ApiRequestError } from './errors.ts';
import { accountKeys } from './account-queries.ts';
import { itemKeys } from './item-queries.ts';
import { unwrap, type MessageResponse } from './queries.ts';
import type { components, operations } from './schema.gen.ts';

type Schemas = components['schemas'];
export type AdminDashboard = Schemas['AdminDashboard'];
export type AuditEntry = Schemas['AuditEntry'];
export type AdminUsersQuery = NonNullable<operations['listAdminUsers']['parameters']['query']>;
export type AuditLogQuery = NonNullable<operations['listAuditLog']['parameters']['query']>;
export type AdminItemsQuery = NonNullable<operations['listAdminItems']['parameters']['query']>;
export type AdminTransactionsQuery = NonNullable<
  operations['listAdminTransactions']['parameters']['query']
>;
export type TransactionStatsQuery = NonNullable<
  operations['getTransactionStats']['parameters']['query']
>;
export type TransactionStats = Schemas['TransactionStats'];
export type AdjustTokensRequest =
  operations['adjustUserTokens']['requestBody']['content']['application/json'];
export type AdjustTokensResult =
  operations['adjustUserTokens']['responses']['200']['content']['application/json'];
type UserChanged = operations['setUserStatus']['responses']['200']['content']['application/json'];

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  users: (query: AdminUsersQuery) => [...adminKeys.all, 'users', query] as const,
  audit: (query: AuditLogQuery) => [...adminKeys.all, 'audit', query] as const,
  transactions: (query: AdminTransactionsQuery) =>
    [...adminKeys.all, 'transactions', query] as const,
  transactionStats: (query: TransactionStatsQuery) =>
    [...adminKeys.all, 'transaction-stats', query] as const,
};

/** GET /admin/dashboard: every figure of the dashboard in one call. */
export function adminDashboardQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/admin/dashboard', { signal }))).dashboard,
  });
}

/** GET /admin/users: a page of members with the search, role and status filters. */
export function adminUsersQueryOptions(client: ApiClient, query: AdminUsersQuery) {
  return queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => unwrap(client.GET('/admin/users', { params: { query }, signal })),
  });
}

/** GET /admin/audit (owner): a page of entries, newest first. */
export function auditLogQueryOptions(client: ApiClient, query: AuditLogQuery) {
  return queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => unwrap(client.GET('/admin/audit', { params: { query }, signal })),
  });
}

/** GET /admin/transactions: a page of every member's transactions, newest first. */
export function adminTransactionsQueryOptions(client: ApiClient, query: AdminTransactionsQuery) {
  return queryOptions({
    queryKey: adminKeys.transactions(query),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/admin/transactions', { params: { query }, signal })),
  });
}

/** GET /admin/transaction-stats: the totals over every transaction the filters match. */
export function transactionStatsQueryOptions(client: ApiClient, query: TransactionStatsQuery) {
  return queryOptions({
    queryKey: adminKeys.transactionStats(query),
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/admin/transaction-stats', { params: { query }, signal }))).stats,
  });
}

/** GET /admin/items: a page of items of every status (Review Submissions asks for pending_review). */
export function adminItemsQueryOptions(client: ApiClient, query: AdminItemsQuery) {
  return queryOptions({
    queryKey: [...itemKeys.all, 'admin', query] as const,
    queryFn: ({ signal }) => unwrap(client.GET('/admin/items', { params: { query }, signal })),
  });
}

const staleAdmin = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.all });

type UserTarget = { id: string };

/** PUT /admin/users/{id}/status {status: 'suspended'}: ends every session of the member. */
export function suspendUserMutationOptions(client: ApiClient) {
  return mutationOptions<UserChanged, ApiRequestError, UserTarget>({
    mutationFn: ({ id }) =>
      unwrap(
        client.PUT('/admin/users/{id}/status', {
          params: { path: { id } },
          body: { status: 'suspended' },
        }),
      ),
    onSettled: (_d, _e, _v, _r, { client: queryClient }) => staleAdmin(queryClient),
  });
}

/** PUT /admin/users/{id}/role (owner). */
export function setUserRoleMutationOptions(client: ApiClient) {
  return mutationOptions<
    UserChanged,
    ApiRequestError,
    UserTarget & { role: 'owner' | 'manager' | 'user' }
  >({
    mutationFn: ({ id, role }) =>
      unwrap(client.PUT('/admin/users/{id}/role', { params: { path: { id } }, body: { role } })),
    onSettled: (_d, _e, _v, _r, { client: queryClient }) => staleAdmin(queryClient),
  });
}

/** POST /admin/users/{id}/resend-verification. */
export function adminResendVerificationMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, UserTarget>({
    mutationFn: ({ id }) =>
      unwrap(client.POST('/admin/users/{id}/resend-verification', { params: { path: { id } } })),
    onSettled: (_d, _e, _v, _r, { client: queryClient }) => staleAdmin(queryClient),
  });
}

/** POST /admin/users/{id}/reset-password: the member is e-mailed a reset link. */
export function adminResetPasswordMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, UserTarget>({
    mutationFn: ({ id }) =>
      unwrap(client.POST('/admin/users/{id}/reset-password', { params: { path: { id } } })),
    onSettled: (_d, _e, _v, _r, { client: queryClient }) => staleAdmin(queryClient),
  });
}

/** POST /admin/users/{id}/adjust-tokens {amount, reason}. */
export function adjustTokensMutationOptions(client: ApiClient) {
  return mutationOptions<AdjustTokensResult, ApiRequestError, UserTarget & AdjustTokensRequest>({
    mutationFn: ({ id, amount, reason }) =>
      unwrap(
        client.POST('/admin/users/{id}/adjust-tokens', {
          params: { path: { id } },
          body: { amount, reason },
        }),
      ),
    onSettled: (_d, _e, { id }, _r, { client: queryClient }) =>
      Promise.all([
        staleAdmin(queryClient),
        queryClient.invalidateQueries({ queryKey: accountKeys.balance(id) }),
        queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'transactions', id] }),
      ]),
  });
}
