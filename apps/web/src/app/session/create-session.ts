// Builds the running session: the session machine with the app's side effects, and the one API
// client whose bearer token, refresh-and-retry and auth-failure handling go through it. The tabs
// of the browser share the session (session-sync in @pedalswap/machines): each tab follows what
// the others store, and refreshes take turns under a Web Lock.
import { createActor, fromPromise } from 'xstate';
import {
  RefreshUnansweredError,
  requestRefresh,
  sessionMachine,
  type RefreshedTokens,
  type SessionActor,
  type StoredSession,
} from '@pedalswap/machines';
import { coordinatedRefresh, runExclusive } from '@pedalswap/machines/session/session-sync';
import {
  ApiRequestError,
  createLazyApiClient,
  unwrap,
  type ApiClient,
} from '@pedalswap/api-client';
import {
  clearStoredSession,
  readStoredSession,
  watchStoredSession,
  writeStoredSession,
} from './session-storage.ts';

export interface SessionDeps {
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** Shows the auth-failure message to the user (a toast). */
  notify: (message: string) => void;
  /** The path to remember when a session expires under the user. */
  currentPath: () => string;
}

export interface Session {
  actor: SessionActor;
  client: ApiClient;
}

export function createSession(deps: SessionDeps): Session & {
  /** Starts loading the API client's code (lazy-client.ts) before the first call needs it. */
  preloadClient: () => Promise<unknown>;
} {
  // The client and the actor need each other: the client reads tokens from the actor, the
  // actor's refresh and revoke go through the client. `actor` is assigned before any call runs.
  const ref: { actor?: SessionActor } = {};
  const { client, preload } = createLazyApiClient({
    getAccessToken: () => ref.actor?.getSnapshot().context.accessToken,
    refresh: () => (ref.actor ? requestRefresh(ref.actor) : Promise.resolve(false)),
    onAuthFailure: () => ref.actor?.send({ type: 'UNAUTHORIZED', path: deps.currentPath() }),
  });

  const refreshAcrossTabs = coordinatedRefresh({
    read: readStoredSession,
    write: writeStoredSession,
    exclusive: (task) => runExclusive(globalThis.navigator?.locks, task),
    refresh: async (refreshToken): Promise<RefreshedTokens> => {
      const data = await unwrap(client.POST('/auth/refresh', { body: { refreshToken } })).catch(
        (error: unknown) => {
          throw refusedToken(error) ? error : new RefreshUnansweredError(error);
        },
      );
      return {
        accessToken: data.accessToken,
        refreshToken: data.refreshToken,
        expiresAt: Date.parse(data.expiresAt),
      };
    },
  });

  const machine = sessionMachine.provide({
    actors: {
      loadStoredSession: fromPromise(async (): Promise<StoredSession | null> =>
        readStoredSession(),
      ),
      refreshTokens: fromPromise(({ input }: { input: { refreshToken: string } }) =>
        refreshAcrossTabs(input),
      ),
      revokeSession: fromPromise(async ({ input }: { input: { refreshToken: string | null } }) => {
        if (input.refreshToken) {
          await client.POST('/auth/logout', { body: { refreshToken: input.refreshToken } });
        }
      }),
    },
    actions: {
      persistSession: (_, params: StoredSession) => writeStoredSession(params),
      clearStoredSession: () => clearStoredSession(),
      redirectAfterLogin: (_, params: { path: string }) =>
        deps.navigate(params.path, { replace: true }),
      redirectToLogin: () => deps.navigate('/login'),
      notifyAuthFailure: (_, params: { message: string }) => deps.notify(params.message),
    },
  });

  const actor = createActor(machine) as SessionActor;
  ref.actor = actor;
  actor.start();
  // After start: restoring has read storage, so every change reported from here on is newer.
  // The session lives as long as the page, and so does the listener.
  watchStoredSession((event) => actor.send(event));
  return { actor, client, preloadClient: preload };
}

/**
 * Only the server's verdict on the token ends the session: a 4xx other than 408/429. No answer
 * (offline, the fetch aborted because the page is navigating away), a 5xx or a rate limit keeps
 * it for the next check (see the session machine's refreshing state).
 */
function refusedToken(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}
