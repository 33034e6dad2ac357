/*
 * Session workflow (spec 1 §4 "Session", constants from spec 1 §9 via SESSION).
 *
 * State hierarchy:
 *   restoring       loads the stored session once at start-up (actor loadStoredSession); it is
 *                   restored only while its access token has not expired (§4.1), otherwise the
 *                   stored tokens and user are cleared so a stale session cannot linger.
 *   signedOut       no session; remembers the path a protected route wanted (REMEMBER_PATH) so
 *                   that LOGIN_SUCCESS can follow it (§4.4).
 *   signedIn        a session exists. Its children implement the refresh rule (§4.2):
 *     checking      eventless: decides at once whether less than refreshThresholdMs remains,
 *                   which gives the "checked immediately" part of the rule on every entry;
 *     active        waits refreshCheckInterval (60 s), then re-enters checking: the "then every
 *                   60 seconds" part. A fresh timer starts each time active is entered;
 *     refreshing    actor refreshTokens; success persists and returns to active (not checking,
 *                   so a server that issues short tokens cannot cause a refresh loop), failure
 *                   logs out (§4.2). Our reading of "fails": the server refused the token. A
 *                   refresh that got no answer (RefreshUnansweredError: offline, a 5xx, or the
 *                   page navigating away mid-call, which aborts the fetch) keeps the session
 *                   and returns to active, so the next check tries again; logging out there
 *                   cleared the storage every tab shares, and a reload at the wrong moment
 *                   signed the member out of the page they were going to. REQUEST_REFRESH from the API client lands here too, and is
 *                   ignored while a refresh is already running so concurrent 401s share one.
 *   loggingOut      actor revokeSession with the refresh token; its outcome is ignored because
 *                   the user asked to leave and must be signed out either way (§4.5).
 *   authFailure     a call failed with 401 after its single refresh-and-retry (§4.3): session
 *                   cleared, path remembered, notification raised; after authFailureRedirect
 *                   (100 ms, so the notification is on screen before navigation) → /login.
 *
 * Tabs (not in the spec; needed because refresh tokens rotate on every refresh and every tab of
 * the browser shares one device session through local storage): the app reports a change
 * another tab made to the stored session.
 *   SESSION_SYNCED  another tab stored a session. signedIn (any child, a refresh in flight
 *                   included) adopts its tokens and user unless they are older than its own,
 *                   judged by expiresAt: a later rotation carries a later expiry (an equal one
 *                   within the same second, which counts as current). Nothing is persisted
 *                   (storage already holds it) and timers keep running. signedOut and
 *                   restoring adopt a usable one as a sign-in made elsewhere: no redirect, and the
 *                   remembered path is dropped because the sign-in did not come from this tab.
 *   SESSION_CLEARED another tab logged out, revoked every device or deleted the account: the
 *                   device session is over, so this tab only forgets it. No revoke call (the other
 *                   tab made it), no auth-failure notice, and endedByAnotherTab silences the 401
 *                   a call already in flight may still report (UNAUTHORIZED in signedOut).
 *   A refresh answer that arrives after a sync brought newer tokens is dropped, not stored: the
 *   synced tokens come from the later rotation, and storing the older answer would hand every
 *   tab a refresh token the server has already replaced. (The app also serialises refreshes
 *   across tabs and re-reads storage before refreshing, see session-sync.ts, so this race needs
 *   a browser without Web Locks or a lock wait that timed out.)
 *
 * Side effects are named actions and actors that the app provides with machine.provide(); the
 * defaults below throw or do nothing so a missing implementation is noticed in development.
 * Time is read from Date.now() in guards so tests control it with vi.useFakeTimers().
 */
import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES, SESSION } from '@pedalswap/domain';

/** The part of the user the session relies on; the rest of the profile rides along untyped. */
export type SessionUser = {
  id: string;
  role: string;
  emailVerified: boolean;
  readonly [field: string]: unknown;
};

/** What login returns and what is kept in storage. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
  /** Access token expiry, ms since the epoch. */
  expiresAt: number;
}

/**
 * What the app's refreshTokens actor throws when the refresh call got no verdict on the token
 * (network error, aborted fetch, 5xx, 429): the session is kept (see refreshing above).
 */
export class RefreshUnansweredError extends Error {
  constructor(cause: unknown) {
    super('The refresh call got no answer', { cause });
    this.name = 'RefreshUnansweredError';
  }
}

/** POST /auth/refresh answer; refreshToken is optional there (spec 1 §7): keep the old one. */
export interface RefreshedTokens {
  accessToken: string;
  refreshToken?: string;
  expiresAt: number;
}

export interface SessionContext {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  expiresAt: number | null;
  /** Where to go after the next login (spec 1 §4.3, §4.4). */
  rememberedPath: string | null;
  /** Last failure worth showing, e.g. the auth failure message. */
  error: string | null;
  /** The session was ended in another tab: a late 401 is then no news worth a notice. */
  endedByAnotherTab: boolean;
}

export type SessionEvent =
  | ({ type: 'LOGIN_SUCCESS' } & StoredSession)
  | { type: 'LOGOUT' }
  | { type: 'UNAUTHORIZED'; path: string }
  | { type: 'REQUEST_REFRESH' }
  | { type: 'USER_UPDATED'; user: SessionUser }
  | { type: 'REMEMBER_PATH'; path: string }
  /** Another tab stored this session (see the header). */
  | ({ type: 'SESSION_SYNCED' } & StoredSession)
  /** Another tab removed the stored session. */
  | { type: 'SESSION_CLEARED' };

const emptySession = {
  accessToken: null,
  refreshToken: null,
  user: null,
  expiresAt: null,
} as const;

function notImplemented(name: string): never {
  throw new Error(`session machine: provide the "${name}" actor with machine.provide()`);
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    loadStoredSession: fromPromise<StoredSession | null>(async () =>
      notImplemented('loadStoredSession'),
    ),
    refreshTokens: fromPromise<RefreshedTokens, { refreshToken: string }>(async () =>
      notImplemented('refreshTokens'),
    ),
    revokeSession: fromPromise<void, { refreshToken: string | null }>(async () =>
      notImplemented('revokeSession'),
    ),
  },
  actions: {
    // Effects: the app replaces these. Parameters carry everything they need, so the
    // implementations never read the machine's context.
    persistSession: (_, _params: StoredSession) => {},
    clearStoredSession: () => {},
    redirectAfterLogin: (_, _params: { path: string }) => {},
    redirectToLogin: () => {},
    notifyAuthFailure: (_, _params: { message: string }) => {},

    // Context updates.
    assignSession: assign((_, params: StoredSession) => ({
      accessToken: params.accessToken,
      refreshToken: params.refreshToken,
      user: params.user,
      expiresAt: params.expiresAt,
      error: null,
      endedByAnotherTab: false,
    })),
    assignRefreshedTokens: assign(({ context }, params: RefreshedTokens) => ({
      accessToken: params.accessToken,
      refreshToken: params.refreshToken ?? context.refreshToken,
      expiresAt: params.expiresAt,
    })),
    assignUser: assign((_, params: { user: SessionUser }) => ({ user: params.user })),
    clearSession: assign(emptySession),
    rememberPath: assign((_, params: { path: string }) => ({ rememberedPath: params.path })),
    forgetRememberedPath: assign({ rememberedPath: null }),
    assignError: assign((_, params: { message: string }) => ({ error: params.message })),
    markEndedByAnotherTab: assign({ endedByAnotherTab: true }),
  },
  guards: {
    refreshUnanswered: ({ event }) =>
      (event as { error?: unknown }).error instanceof RefreshUnansweredError,
    storedSessionUsable: (_, params: { stored: StoredSession | null }) =>
      params.stored !== null && params.stored.expiresAt > Date.now(),
    accessTokenExpiringSoon: ({ context }) =>
      context.expiresAt === null || context.expiresAt - Date.now() < SESSION.refreshThresholdMs,
    // Equal expiry counts as current: two rotations in the same second share an expiry, and the
    // one seen last is the likelier to be the server's latest; either way all tabs converge.
    syncedSessionAdoptable: ({ context }, params: { synced: StoredSession }) =>
      notOlder(params.synced.expiresAt, context.expiresAt) && !sameSession(context, params.synced),
    refreshAnswerCurrent: ({ context }, params: { answer: RefreshedTokens }) =>
      notOlder(params.answer.expiresAt, context.expiresAt),
    endedByAnotherTab: ({ context }) => context.endedByAnotherTab,
  },
  delays: {
    refreshCheckInterval: SESSION.refreshCheckIntervalMs,
    authFailureRedirect: SESSION.authFailureRedirectMs,
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: {
    ...emptySession,
    rememberedPath: null,
    error: null,
    endedByAnotherTab: false,
  },
  states: {
    restoring: {
      invoke: {
        // Explicit ids give stable event names (xstate.done.actor.<id>) for tests and devtools.
        id: 'loadStoredSession',
        src: 'loadStoredSession',
        onDone: [
          {
            guard: {
              type: 'storedSessionUsable',
              params: ({ event }) => ({ stored: event.output }),
            },
            target: 'signedIn',
            // The guard above proved output is non-null.
            actions: { type: 'assignSession', params: ({ event }) => event.output! },
          },
          { target: 'signedOut', actions: ['clearStoredSession', 'clearSession'] },
        ],
        // Unreadable storage is treated like an expired session: start clean.
        onError: { target: 'signedOut', actions: ['clearStoredSession', 'clearSession'] },
      },
      // Another tab changed storage after it was read here: its change is the newer truth.
      on: {
        SESSION_SYNCED: {
          guard: {
            type: 'storedSessionUsable',
            params: ({ event }) => ({ stored: toStored(event) }),
          },
          target: 'signedIn',
          actions: { type: 'assignSession', params: ({ event }) => toStored(event) },
        },
        SESSION_CLEARED: {
          target: 'signedOut',
          actions: ['clearSession', 'markEndedByAnotherTab'],
        },
      },
    },

    signedOut: {
      on: {
        LOGIN_SUCCESS: {
          target: 'signedIn',
          actions: [
            { type: 'assignSession', params: ({ event }) => toStored(event) },
            { type: 'persistSession', params: ({ event }) => toStored(event) },
            {
              type: 'redirectAfterLogin',
              params: ({ context }) => ({ path: context.rememberedPath ?? '/' }),
            },
            'forgetRememberedPath',
          ],
        },
        REMEMBER_PATH: {
          actions: { type: 'rememberPath', params: ({ event }) => ({ path: event.path }) },
        },
        // Signed in from another tab: already stored there, and no navigation here.
        SESSION_SYNCED: {
          guard: {
            type: 'storedSessionUsable',
            params: ({ event }) => ({ stored: toStored(event) }),
          },
          target: 'signedIn',
          actions: [
            { type: 'assignSession', params: ({ event }) => toStored(event) },
            'forgetRememberedPath',
          ],
        },
        // The API client reports a 401 whose refresh already failed (which signed us out): the
        // user still gets the auth failure notice and the way back to /login (§4.3). Not when
        // another tab ended the session: a call that was in flight then says nothing new; its
        // path is still remembered for the next sign-in, as after an auth failure.
        UNAUTHORIZED: [
          {
            guard: 'endedByAnotherTab',
            actions: { type: 'rememberPath', params: ({ event }) => ({ path: event.path }) },
          },
          { target: 'authFailure' },
        ],
      },
    },

    signedIn: {
      initial: 'checking',
      on: {
        LOGOUT: 'loggingOut',
        UNAUTHORIZED: 'authFailure',
        USER_UPDATED: {
          actions: [
            { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
            {
              type: 'persistSession',
              params: ({ context, event }) => toStoredFrom(context, event.user),
            },
          ],
        },
        // Targetless: the 60 s timer keeps its phase and a refresh in flight keeps running
        // (its answer is then weighed against these tokens).
        SESSION_SYNCED: {
          guard: {
            type: 'syncedSessionAdoptable',
            params: ({ event }) => ({ synced: toStored(event) }),
          },
          actions: { type: 'assignSession', params: ({ event }) => toStored(event) },
        },
        SESSION_CLEARED: {
          target: 'signedOut',
          actions: ['clearSession', 'markEndedByAnotherTab'],
        },
      },
      states: {
        checking: {
          always: [
            { guard: 'accessTokenExpiringSoon', target: 'refreshing' },
            { target: 'active' },
          ],
        },
        active: {
          after: { refreshCheckInterval: 'checking' },
          on: { REQUEST_REFRESH: 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
            onDone: [
              {
                guard: {
                  type: 'refreshAnswerCurrent',
                  params: ({ event }) => ({ answer: event.output }),
                },
                target: 'active',
                actions: [
                  { type: 'assignRefreshedTokens', params: ({ event }) => event.output },
                  {
                    type: 'persistSession',
                    params: ({ context }) => toStoredFrom(context, context.user),
                  },
                ],
              },
              // A sync during the refresh brought later tokens: keep them (see the header).
              { target: 'active' },
            ],
            onError: [
              { guard: 'refreshUnanswered', target: 'active' },
              { target: '#session.signedOut', actions: ['clearStoredSession', 'clearSession'] },
            ],
          },
        },
      },
    },

    loggingOut: {
      // Storage goes first so a reload during the revoke call cannot restore the session.
      entry: 'clearStoredSession',
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ refreshToken: context.refreshToken }),
        onDone: { target: 'signedOut', actions: 'clearSession' },
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },

    authFailure: {
      entry: [
        'clearStoredSession',
        'clearSession',
        {
          type: 'rememberPath',
          params: ({ event }) => ({ path: event.type === 'UNAUTHORIZED' ? event.path : '/' }),
        },
        { type: 'assignError', params: { message: MESSAGES.authFailure } },
        { type: 'notifyAuthFailure', params: { message: MESSAGES.authFailure } },
      ],
      after: {
        authFailureRedirect: { target: 'signedOut', actions: 'redirectToLogin' },
      },
    },
  },
});

function toStored(event: StoredSession & { type: string }): StoredSession {
  return {
    accessToken: event.accessToken,
    refreshToken: event.refreshToken,
    user: event.user,
    expiresAt: event.expiresAt,
  };
}

/** Whether a session expiring at `candidate` is at least as recent as one expiring at `held`. */
function notOlder(candidate: number, held: number | null): boolean {
  return held === null || candidate >= held;
}

/** The same tokens and the same user: a sync that would change nothing. */
function sameSession(context: SessionContext, stored: StoredSession): boolean {
  return (
    context.accessToken === stored.accessToken &&
    context.refreshToken === stored.refreshToken &&
    context.expiresAt === stored.expiresAt &&
    JSON.stringify(context.user) === JSON.stringify(stored.user)
  );
}

/** The persisted shape of the current context; only called in signedIn, where all are set. */
function toStoredFrom(context: SessionContext, user: SessionUser | null): StoredSession {
  return {
    accessToken: context.accessToken ?? '',
    refreshToken: context.refreshToken ?? '',
    user: user as SessionUser,
    expiresAt: context.expiresAt ?? 0,
  };
}

export type SessionMachine = typeof sessionMachine;
