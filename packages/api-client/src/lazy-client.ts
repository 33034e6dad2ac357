// The browser's API client, with openapi-fetch and the auth fetch (client.ts, about 3 KB gzipped)
// loaded on the first call instead of in the entry chunk every first page downloads (issue 11):
// `/` and the prerendered pages make no call before they are painted and taken over.
import type { ApiClient, ApiClientOptions } from './client.ts';

type Method = Exclude<keyof ApiClient, 'use' | 'eject'>;
const METHODS: readonly Method[] = [
  'request',
  'GET',
  'PUT',
  'POST',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'PATCH',
  'TRACE',
];

export interface LazyApiClient {
  /** Same calls as createApiClient's client; each one waits for client.ts on the first call. */
  client: ApiClient;
  /** Starts loading client.ts now (main.tsx, once the first page's chunk is in). */
  preload: () => Promise<unknown>;
}

export function createLazyApiClient(options: ApiClientOptions = {}): LazyApiClient {
  let loaded: Promise<ApiClient> | undefined;
  const load = () =>
    (loaded ??= import('./client.ts').then(({ createApiClient }) => createApiClient(options)));
  // Every call of openapi-fetch's client returns a promise, so waiting for the module first
  // changes no caller; middleware is registered in order, before any later call runs.
  const client = Object.fromEntries(
    METHODS.map((name) => [
      name,
      (...args: unknown[]) =>
        load().then((real) => (real[name] as (...a: unknown[]) => unknown)(...args)),
    ]),
  ) as unknown as ApiClient;
  client.use = (...middleware) => void load().then((real) => real.use(...middleware));
  client.eject = (...middleware) => void load().then((real) => real.eject(...middleware));
  return { client, preload: load };
}
