// Public entry of @pedalswap/api-client: the client, the error catalogue, the auth-slice query
// options and the generated contract types.
export {
  createApiClient,
  createAuthFetch,
  isItemRetryable,
  itemRetryDelay,
  type ApiClient,
  type ApiClientOptions,
} from './client.ts';
export { createLazyApiClient, type LazyApiClient } from './lazy-client.ts';
export {
  ApiRequestError,
  STATUS_MESSAGES,
  itemErrorKind,
  messageForStatus,
  readApiError,
  type ApiError,
  type ItemErrorKind,
} from './errors.ts';
export {
  authKeys,
  loginMutationOptions,
  logoutMutationOptions,
  profileQueryOptions,
  queryClientDefaults,
  queryRetryDelay,
  registerMutationOptions,
  resendVerificationMutationOptions,
  shouldRetryQuery,
  unwrap,
  verifyEmailMutationOptions,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type RegisterRequest,
  type User,
} from './queries.ts';
export type { components, operations, paths } from './schema.gen.ts';

import type { components } from './schema.gen.ts';
/** A schema of the contract by name, e.g. `Schema<'Item'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
export * from './account-queries.ts';
export * from './item-queries.ts';
export * from './moderation-queries.ts';
export * from './offer-queries.ts';
export * from './item-events.ts';
export * from './chat-queries.ts';
export * from './admin-queries.ts';
export * from './admin-item-queries.ts';
export * from './event-queries.ts';
export * from './calendar-feed-queries.ts';
export * from './feedback-queries.ts';
export * from './ai-testing-calls.ts';
export * from './ai-analytics-queries.ts';
