// react-query keys and option factories for the accounts area (spec 1): profile, e-mail and
// password, devices, balance and transactions, notifications. One place per domain for keys,
// so that a mutation invalidates exactly what it changes.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS } from '@pedalswap/domain';
import type { ApiClient } from './client.ts';
import type { ApiRequestError } from './errors.ts';
import { authKeys, unwrap, type MessageResponse, type User } from './queries.ts';
import type { components, operations } from './schema.gen.ts';

type Schemas = components['schemas'];
export type DeviceSession = Schemas['DeviceSession'];
export type Notification = Schemas['Notification'];
export type NotificationType = Schemas['NotificationType'];
export type TokenBalance = Schemas['TokenBalance'];
export type Transaction = Schemas['Transaction'];
export type UpdateProfileRequest = Schemas['UpdateProfileRequest'];
export type NotificationPreferencesUpdate = Schemas['NotificationPreferencesUpdate'];
export type ResetPasswordRequest =
  operations['resetPassword']['requestBody']['content']['application/json'];
export type ChangePasswordRequest =
  operations['changePassword']['requestBody']['content']['application/json'];
export type EmailChangeRequest =
  operations['requestEmailChange']['requestBody']['content']['application/json'];
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
  bikes: (userId: string) => [...accountKeys.all, 'bikes', userId] as const,
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

/** GET /users/{id}/bikes: the member's bikes, every status for the member and staff. */
export function userBikesQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    queryKey: accountKeys.bikes(userId),
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/users/{id}/bikes', { params: { path: { id: userId } }, signal })))
        .bikes,
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

/** The answer of PUT /users/profile and POST /users/avatar carries the member: cache it. */
function storeProfile(queryClient: QueryClient, user: User | undefined) {
  if (user) queryClient.setQueryData(authKeys.profile(), user);
}

export function updateProfileMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationFn: (body: UpdateProfileRequest) => unwrap(client.PUT('/users/profile', { body })),
    onSuccess: (data, _body, _result, { client: queryClient }) =>
      storeProfile(queryClient, data.user),
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
    onSuccess: (data, _file, _result, { client: queryClient }) =>
      storeProfile(queryClient, data.user),
  });
}

// ── Account flows (spec 1 §4 "Account flows", §7) ───────────────────────────────────────────
// Each mutation invalidates what the server changed, through the QueryClient that react-query
// hands to the callbacks, so a route that uses the options cannot forget it. A route that adds
// its own onSuccess should use the per-call callbacks of `mutate` and keep these.

export const accountMutationKeys = {
  forgotPassword: () => [...authKeys.all, 'forgot-password'] as const,
  resetPassword: () => [...authKeys.all, 'reset-password'] as const,
  changePassword: () => [...authKeys.all, 'change-password'] as const,
  requestEmailChange: () => [...accountKeys.all, 'email-change'] as const,
  verifyEmailChange: () => [...accountKeys.all, 'email-verify'] as const,
  savePreferences: () => [...accountKeys.all, 'preferences'] as const,
  deleteAccount: () => [...accountKeys.all, 'delete'] as const,
  revokeDevice: () => [...accountKeys.devices(), 'revoke'] as const,
  revokeOtherDevices: () => [...accountKeys.devices(), 'revoke-others'] as const,
  revokeAllDevices: () => [...accountKeys.devices(), 'revoke-all'] as const,
};

export function forgotPasswordMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, { email: string }>({
    mutationKey: accountMutationKeys.forgotPassword(),
    mutationFn: (body) => unwrap(client.POST('/auth/forgot-password', { body })),
  });
}

/** Signed out by nature: the server ends every session of the member, nothing is cached. */
export function resetPasswordMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, ResetPasswordRequest>({
    mutationKey: accountMutationKeys.resetPassword(),
    mutationFn: (body) => unwrap(client.POST('/auth/reset-password', { body })),
  });
}

/** The server ends the member's other sessions: the device list changes. */
export function changePasswordMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, ChangePasswordRequest>({
    mutationKey: accountMutationKeys.changePassword(),
    mutationFn: (body) => unwrap(client.POST('/auth/change-password', { body })),
    onSuccess: (_data, _body, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: accountKeys.devices() }),
  });
}

/** The new address becomes the profile's pendingEmail until its link is followed. */
export function requestEmailChangeMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, EmailChangeRequest>({
    mutationKey: accountMutationKeys.requestEmailChange(),
    mutationFn: (body) => unwrap(client.POST('/users/email/change', { body })),
    onSuccess: (_data, _body, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: authKeys.profile() }),
  });
}

/**
 * Confirms the new address. The server then ends every session of that member, so the cached
 * profile is only marked stale (no observer is expected to refetch it with a dead token).
 */
export function verifyEmailChangeMutationOptions(client: ApiClient) {
  return mutationOptions<{ email: string; message: string }, ApiRequestError, { token: string }>({
    mutationKey: accountMutationKeys.verifyEmailChange(),
    mutationFn: (body) => unwrap(client.POST('/users/email/verify', { body })),
    onSuccess: (_data, _body, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: authKeys.profile(), refetchType: 'none' }),
  });
}

/** Saves only the changed preference fields; the answer's member replaces the cached profile. */
export function savePreferencesMutationOptions(client: ApiClient) {
  return mutationOptions<
    { message: string; user: User },
    ApiRequestError,
    NotificationPreferencesUpdate
  >({
    mutationKey: accountMutationKeys.savePreferences(),
    mutationFn: (notificationPreferences) =>
      unwrap(client.PUT('/users/profile', { body: { notificationPreferences } })),
    onSuccess: (data, _changes, _result, { client: queryClient }) =>
      storeProfile(queryClient, data.user),
  });
}

/**
 * Deletes the signed-in account. Nothing is invalidated: the session is over, and a refetch
 * with its token could only fail. The app clears the session (and with it the cache).
 */
export function deleteAccountMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, void>({
    mutationKey: accountMutationKeys.deleteAccount(),
    mutationFn: () => unwrap(client.DELETE('/users/profile')),
  });
}

export function revokeDeviceMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, string>({
    mutationKey: accountMutationKeys.revokeDevice(),
    mutationFn: (id) => unwrap(client.DELETE('/devices/{id}', { params: { path: { id } } })),
    onSuccess: (_data, _id, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: accountKeys.devices() }),
  });
}

export function revokeOtherDevicesMutationOptions(client: ApiClient) {
  return mutationOptions<{ message: string; revokedCount: number }, ApiRequestError, void>({
    mutationKey: accountMutationKeys.revokeOtherDevices(),
    mutationFn: () => unwrap(client.POST('/devices/revoke-others')),
    onSuccess: (_data, _vars, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: accountKeys.devices() }),
  });
}

/** Ends this session too: nothing to refetch; the app signs out locally afterwards. */
export function revokeAllDevicesMutationOptions(client: ApiClient) {
  return mutationOptions<{ message: string; revokedCount: number }, ApiRequestError, void>({
    mutationKey: accountMutationKeys.revokeAllDevices(),
    mutationFn: () => unwrap(client.POST('/devices/revoke-all')),
  });
}

// ── Notifications (spec 1 §4, §7): every change moves the lists and the unread count ──────────

const invalidateNotifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: notificationKeys.all });

export function markNotificationReadMutationOptions(client: ApiClient) {
  return mutationOptions<{ notification: Notification }, ApiRequestError, string>({
    mutationKey: [...notificationKeys.all, 'mark-read'],
    mutationFn: (id) =>
      unwrap(client.POST('/notifications/{id}/read', { params: { path: { id } } })),
    onSuccess: (_data, _id, _result, { client: queryClient }) =>
      invalidateNotifications(queryClient),
  });
}

export function markAllNotificationsReadMutationOptions(client: ApiClient) {
  return mutationOptions<{ message: string; count: number }, ApiRequestError, void>({
    mutationKey: [...notificationKeys.all, 'mark-all-read'],
    mutationFn: () => unwrap(client.POST('/notifications/mark-all-read')),
    onSuccess: (_data, _vars, _result, { client: queryClient }) =>
      invalidateNotifications(queryClient),
  });
}

export function deleteNotificationMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, string>({
    mutationKey: [...notificationKeys.all, 'delete'],
    mutationFn: (id) => unwrap(client.DELETE('/notifications/{id}', { params: { path: { id } } })),
    onSuccess: (_data, _id, _result, { client: queryClient }) =>
      invalidateNotifications(queryClient),
  });
}

export function deleteAllNotificationsMutationOptions(client: ApiClient) {
  return mutationOptions<{ message: string; count: number }, ApiRequestError, void>({
    mutationKey: [...notificationKeys.all, 'delete-all'],
    mutationFn: () => unwrap(client.DELETE('/notifications')),
    onSuccess: (_data, _vars, _result, { client: queryClient }) =>
      invalidateNotifications(queryClient),
  });
}
