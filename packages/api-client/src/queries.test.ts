import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiRequestError } from './errors.ts';
import {
  authKeys,
  loginMutationOptions,
  profileQueryOptions,
  queryClientDefaults,
  queryRetryDelay,
  shouldRetryQuery,
} from './queries.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'a@b.co',
  role: 'user',
  emailVerified: true,
  firstName: 'Ada',
  lastName: 'Lee',
  accountStatus: 'active',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('queryClientDefaults (spec 1 §9)', () => {
  it('has the data client defaults', () => {
    expect(queryClientDefaults.queries).toMatchObject({
      staleTime: 30_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchOnMount: true,
      refetchOnReconnect: true,
    });
    expect(() => new QueryClient({ defaultOptions: queryClientDefaults })).not.toThrow();
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries twice, but not on answers a retry cannot change', () => {
    const server = new ApiRequestError({ status: 500, message: 'x', fieldErrors: {} });
    expect(shouldRetryQuery(0, server)).toBe(true);
    expect(shouldRetryQuery(1, server)).toBe(true);
    expect(shouldRetryQuery(2, server)).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('network'))).toBe(true);
    expect(
      shouldRetryQuery(0, new ApiRequestError({ status: 404, message: 'x', fieldErrors: {} })),
    ).toBe(false);
    expect(
      shouldRetryQuery(0, new ApiRequestError({ status: 429, message: 'x', fieldErrors: {} })),
    ).toBe(true);
  });
});

describe('auth slice options', () => {
  it('profile query reads the user under its key', async () => {
    const client = createApiClient({
      baseUrl: 'http://localhost/api',
      fetch: async () => json(200, { user }),
    });
    const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
    const options = profileQueryOptions(client);
    expect(options.queryKey).toEqual(authKeys.profile());
    await expect(queryClient.fetchQuery(options)).resolves.toMatchObject({ firstName: 'Ada' });
  });

  it('login mutation throws the catalogue error with the server message', async () => {
    const client = createApiClient({
      baseUrl: 'http://localhost/api',
      fetch: async () =>
        json(401, {
          error: 'invalid_credentials',
          message: 'Invalid email or password. Please try again.',
        }),
    });
    const { mutationFn } = loginMutationOptions(client);
    const failure = mutationFn!({ email: 'a@b.co', password: 'nope' }, {} as never);
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
  });
});
