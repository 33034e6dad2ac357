// react-query keys and option factories for the accounts area (spec 1): profile, e-mail and
// password, devices, balance and transactions, notifications. One place per domain for keys,
// so that a mutation invalidates exactly what it changes.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { NOTIFICATIONS } from '@pedalswap/domain';
import type { ApiClient } from './client.ts';
import { unwrap } from './queries.ts';
import type { components, operations } from './schema.gen.ts';

type Schemas = components['schemas'];
export type DeviceSession = Schemas['DeviceSession'];
export type Notification = Schemas['Notification'];
export type NotificationType = Schemas['NotificationType'];
export type TokenBalance = Schemas['TokenBalance'];
export type Transaction = Schemas['Transaction'];
export type UpdateProfileRequest = Schemas['UpdateProfileRequest'];
export type NotificationListQuery = NonNullable<
  operations['listNotifications']['parameters']['query']
>;
export type TransactionListQuery = NonNullable<
  operations['listUserTransactions']['parameters']['query']
>;

export const accountKeys = {
  all: ['account'] as const,
  user: (id: string) => [...accountKeys.all, 'user', id] as const,
  devices: () => [...accountKeys.all, 'devices'] as const,
  balance: (userId: string) => [...accountKeys.all, 'balance', userId] as const,
  transactions: (userId: string, query: TransactionListQuery = {}) =>
    [...accountKeys.all, 'transactions', userId, query] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: NotificationListQuery) => [...notificationKeys.all, 'list', query] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

export function userQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: accountKeys.user(id),
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/users/{id}', { params: { path: { id } }, signal }))).user,
  });
}

export function devicesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.devices(),
    queryFn: async ({ signal }) => (await unwrap(client.GET('/devices', { signal }))).devices,
  });
}

export function balanceQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    queryKey: accountKeys.balance(userId),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/users/{id}/balance', { params: { path: { id: userId } }, signal })),
  });
}

export function transactionsQueryOptions(
  client: ApiClient,
  userId: string,
  query: TransactionListQuery = {},
) {
  return queryOptions({
    queryKey: accountKeys.transactions(userId, query),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/users/{id}/transactions', {
          params: { path: { id: userId }, query },
          signal,
        }),
      ),
  });
}

/** The popover and the page poll (spec 1 §9): list every 60 s, stale after 30 s. */
export function notificationsQueryOptions(client: ApiClient, query: NotificationListQuery) {
  return queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => unwrap(client.GET('/notifications', { params: { query }, signal })),
    staleTime: NOTIFICATIONS.listStaleMs,
    refetchInterval: NOTIFICATIONS.listPollMs,
  });
}

/** The bell's badge (spec 1 §9): polled every 30 s, stale after 10 s. */
export function unreadCountQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/notifications/unread-count', { signal }))).count,
    staleTime: NOTIFICATIONS.unreadStaleMs,
    refetchInterval: NOTIFICATIONS.unreadPollMs,
  });
}

export function updateProfileMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationFn: (body: UpdateProfileRequest) => unwrap(client.PUT('/users/profile', { body })),
  });
}

export function uploadAvatarMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationFn: (file: File) =>
      unwrap(
        client.POST('/users/avatar', {
          // openapi-fetch sends FormData as is; the typed body names the multipart field.
          body: { image: file as unknown as string },
          bodySerializer: (body) => {
            const form = new FormData();
            form.append('image', body.image as unknown as Blob);
            return form;
          },
        }),
      ),
  });
}
