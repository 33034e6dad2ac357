// react-query keys and option factories for the auth slice (bulletproof-react: one place per
// domain for keys, queries and mutations). The factories take the client so that tests and
// Storybook can pass one wired to a fake fetch.
import { mutationOptions, queryOptions, type DefaultOptions } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@pedalswap/domain';
import type { ApiClient } from './client.ts';
import { ApiRequestError } from './errors.ts';
import type { components } from './schema.gen.ts';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type MessageResponse = Schemas['Message'];

/** The answer of an openapi-fetch call, reduced to what `unwrap` needs. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a successful call; a failed one throws an ApiRequestError with the catalogue message. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) throw ApiRequestError.from(response.status, error);
  return data;
}

export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  register: () => [...authKeys.all, 'register'] as const,
  verifyEmail: () => [...authKeys.all, 'verify-email'] as const,
  resendVerification: () => [...authKeys.all, 'resend-verification'] as const,
  logout: () => [...authKeys.all, 'logout'] as const,
};

export function profileQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: authKeys.profile(),
    queryFn: async ({ signal }): Promise<User> =>
      (await unwrap(client.GET('/users/profile', { signal }))).user,
  });
}

export function loginMutationOptions(client: ApiClient) {
  return mutationOptions<LoginResponse, ApiRequestError, LoginRequest>({
    mutationKey: authKeys.login(),
    mutationFn: (body) => unwrap(client.POST('/auth/login', { body })),
  });
}

export function registerMutationOptions(client: ApiClient) {
  return mutationOptions<{ message: string; user: User }, ApiRequestError, RegisterRequest>({
    mutationKey: authKeys.register(),
    mutationFn: (body) => unwrap(client.POST('/auth/register', { body })),
  });
}

export function verifyEmailMutationOptions(client: ApiClient) {
  return mutationOptions<{ message: string; user: User }, ApiRequestError, { token: string }>({
    mutationKey: authKeys.verifyEmail(),
    mutationFn: (body) => unwrap(client.POST('/auth/verify-email', { body })),
  });
}

export function resendVerificationMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, { email: string }>({
    mutationKey: authKeys.resendVerification(),
    mutationFn: (body) => unwrap(client.POST('/auth/resend-verification', { body })),
  });
}

export function logoutMutationOptions(client: ApiClient) {
  return mutationOptions<MessageResponse, ApiRequestError, { refreshToken: string }>({
    mutationKey: authKeys.logout(),
    mutationFn: (body) => unwrap(client.POST('/auth/logout', { body })),
  });
}

/** 1 s, 2 s, 4 s ... capped at 30 s (spec 1 §9, spec 3 §7.7). */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, QUERY_DEFAULTS.maxRetryDelayMs);
}

/**
 * Two retries as the spec says, but not for answers that a retry cannot change: a 4xx other
 * than 408 (timeout) and 429 (rate limit) would only delay the not-found or forbidden screen.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_DEFAULTS.retries) return false;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** `new QueryClient({ defaultOptions: queryClientDefaults })`. Mutations never retry: not idempotent. */
export const queryClientDefaults = {
  queries: {
    staleTime: QUERY_DEFAULTS.staleTimeMs,
    gcTime: QUERY_DEFAULTS.gcTimeMs,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
    refetchOnReconnect: true,
    retry: shouldRetryQuery,
    retryDelay: queryRetryDelay,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;
