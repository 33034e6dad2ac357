// The one typed client of the API (openapi-fetch over the generated `paths`).
//
// Why the auth and retry rules live in a wrapped `fetch` rather than in openapi-fetch
// middleware: middleware can change a request or a response but cannot send the request again,
// and both rules need to (spec 1 §4.3: one refresh, then one retry of the call; spec 2 §7: item
// calls retry on 408/5xx). The wrapper buffers the body once so every attempt can replay it,
// and reads the access token at every attempt so the retry after a refresh carries the new one.
import createClient, { type Client } from 'openapi-fetch';
import { AUTH_FAILURE_MESSAGE, ITEM_CALL_RETRY } from '@pedalswap/domain';
import type { paths } from './schema.gen.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Root of the API; the same origin's `/api` by default. Tests pass an absolute URL. */
  baseUrl?: string;
  /** The fetch to use (tests pass a fake); `globalThis.fetch` by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** The current access token, read at every attempt; none sends no Authorization header. */
  getAccessToken?: () => string | null | undefined;
  /**
   * Refreshes the tokens and resolves true when a fresh access token is available. The session
   * machine owns the tokens (its `requestRefresh` joins a refresh already in flight).
   */
  refresh?: () => Promise<boolean>;
  /** Called with AUTH_FAILURE_MESSAGE (MESSAGES.authFailure) when a 401 survives the refresh (or the refresh fails). */
  onAuthFailure?: (message: string) => void;
  /** Waits between item-call retries; injectable so tests need no real time. */
  sleep?: (ms: number) => Promise<void>;
}

/** The auth endpoints whose 401 means "wrong credentials", never "refresh and retry". */
const NO_REFRESH_PATHS = new Set(['/auth/login', '/auth/register', '/auth/refresh']);

/**
 * Item calls retry only with methods whose repetition is harmless. POST is excluded on purpose:
 * a create or an upload that timed out may have succeeded, and repeating it would duplicate the
 * listing or the photos. GET and HEAD are excluded too: every read goes through a query, and the
 * query layer already retries twice with backoff (spec 3 §7.7). Retrying in both layers
 * multiplied into 12 attempts and about 25 s of skeletons before an error showed (issue 10 #6).
 */
const RETRY_METHODS = new Set(['PUT', 'DELETE']);

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The API path of a request, without the base URL's path (`/api/items/bike` → `/items/bike`). */
function apiPath(url: string, basePath: string): string {
  const { pathname } = new URL(url, 'http://localhost');
  return basePath && pathname.startsWith(basePath)
    ? pathname.slice(basePath.length) || '/'
    : pathname;
}

export function isItemRetryable(method: string, path: string): boolean {
  return (
    RETRY_METHODS.has(method.toUpperCase()) && (path === '/items' || path.startsWith('/items/'))
  );
}

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s (spec 2 §7). */
export function itemRetryDelay(attempt: number): number {
  return ITEM_CALL_RETRY.baseDelayMs * 2 ** attempt;
}

/** The fetch that openapi-fetch calls: bearer token, item retries, refresh-and-retry on 401. */
export function createAuthFetch(options: ApiClientOptions = {}) {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const sleep = options.sleep ?? realSleep;
  const basePath = new URL(options.baseUrl ?? '/api', 'http://localhost').pathname.replace(
    /\/+$/,
    '',
  );

  return async function authFetch(request: Request): Promise<Response> {
    const path = apiPath(request.url, basePath);
    // Buffered once, before the first attempt consumes the stream, so that each retry can send
    // the very same bytes (JSON or multipart with its boundary intact).
    const body = request.body === null ? null : await request.clone().arrayBuffer();

    const attempt = () => {
      const headers = new Headers(request.headers);
      const token = options.getAccessToken?.();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else headers.delete('Authorization');
      return baseFetch(new Request(request, { headers, body }));
    };

    const withItemRetries = async () => {
      const retryable = isItemRetryable(request.method, path);
      for (let retry = 0; ; retry += 1) {
        const response = await attempt();
        const again =
          retryable &&
          retry < ITEM_CALL_RETRY.maxRetries &&
          ITEM_CALL_RETRY.statuses.includes(response.status);
        if (!again) return response;
        await response.body?.cancel();
        await sleep(itemRetryDelay(retry));
      }
    };

    const first = await withItemRetries();
    if (first.status !== 401 || NO_REFRESH_PATHS.has(path)) return first;

    // A refresh that throws counts as a failed one: the caller still gets the 401 answer.
    const refreshed = await Promise.resolve()
      .then(() => options.refresh?.() ?? false)
      .catch(() => false);
    if (!refreshed) {
      options.onAuthFailure?.(AUTH_FAILURE_MESSAGE);
      return first;
    }
    await first.body?.cancel();
    const second = await withItemRetries();
    if (second.status === 401) options.onAuthFailure?.(AUTH_FAILURE_MESSAGE);
    return second;
  };
}

/** One client per app: create it once next to the session and share it (e.g. via context). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl ?? '/api',
    fetch: createAuthFetch(options),
  });
}
