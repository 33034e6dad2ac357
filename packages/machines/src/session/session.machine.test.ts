// Session machine: graph coverage (every state reached, every transition of the definition
// taken by a live actor) and the timing rules of spec 1 §4 "Session" under fake timers.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getPathsFromEvents, getStateNodes } from 'xstate/graph';
import {
  RefreshUnansweredError,
  sessionMachine,
  type RefreshedTokens,
  type SessionUser,
  type StoredSession,
} from './session.machine.ts';
import {
  definedEdges,
  graphEvents,
  replayEveryEdge,
  stateValueOf,
  type CoverageRecord,
  type ReplayedGraph,
} from '../test-support/graph-coverage.ts';

type GraphEvent = EventFromLogic<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const user: SessionUser = { id: 'u-1', role: 'user', emailVerified: true, firstName: 'Ada' };
const session = (expiresInMs: number, tag = 'a'): StoredSession => ({
  accessToken: `access-${tag}`,
  refreshToken: `refresh-${tag}`,
  user,
  expiresAt: NOW + expiresInMs,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------
// Graph coverage
// ---------------------------------------------------------------------------------------------

/** Payloads for the events that need one; the others are derived from the definition below. */
const payloadEvents = [
  { type: 'xstate.done.actor.loadStoredSession', output: null },
  { type: 'xstate.done.actor.loadStoredSession', output: session(15 * MINUTE, 'stored') },
  { type: 'xstate.done.actor.loadStoredSession', output: session(4 * MINUTE, 'near') },
  { type: 'xstate.done.actor.loadStoredSession', output: session(-1, 'expired') },
  { type: 'xstate.error.actor.loadStoredSession', error: 'storage unreadable' },
  { type: 'LOGIN_SUCCESS', ...session(15 * MINUTE, 'login') },
  { type: 'REMEMBER_PATH', path: '/sell' },
  { type: 'UNAUTHORIZED', path: '/offers' },
  { type: 'USER_UPDATED', user: { ...user, firstName: 'Grace' } },
  {
    type: 'xstate.done.actor.refreshTokens',
    output: { accessToken: 'access-refreshed', expiresAt: NOW + 15 * MINUTE },
  },
  { type: 'xstate.error.actor.refreshTokens', error: 'refresh rejected' },
  { type: 'xstate.error.actor.refreshTokens', error: new RefreshUnansweredError('offline') },
  { type: 'xstate.done.actor.revokeSession' },
  { type: 'xstate.error.actor.revokeSession', error: 'network down' },
  // Another tab: a later rotation (or a sign-in), and an expired leftover that nothing adopts.
  { type: 'SESSION_SYNCED', ...session(20 * MINUTE, 'synced') },
  { type: 'SESSION_SYNCED', ...session(-1, 'stale') },
] as unknown as GraphEvent[];

/**
 * Every event type the definition reacts to, with the payloads above where one is needed; each
 * state is offered only the events it can take (see graphEvents).
 */
const allEvents = graphEvents(sessionMachine, payloadEvents);
const traversal = {
  events: allEvents,
  filterEvents: (snapshot: SessionSnapshot, event: GraphEvent) => snapshot.can(event),
};

/** Effects never settle by themselves: in a graph run only the path's events move the actor. */
const inertMachine = sessionMachine.provide({
  actors: {
    loadStoredSession: fromPromise(() => new Promise<StoredSession | null>(() => {})),
    refreshTokens: fromPromise(() => new Promise<RefreshedTokens>(() => {})),
    revokeSession: fromPromise(() => new Promise<void>(() => {})),
  },
});

describe('session machine graph', () => {
  // Guards read Date.now(), so the graph is computed under the same frozen clock as the runs.
  let shortest: ReplayedGraph<typeof sessionMachine>['shortest'];
  let adjacency: ReplayedGraph<typeof sessionMachine>['adjacency'];
  let replays: number;
  const record: CoverageRecord = { transitions: new Set(), visited: new Set() };

  beforeAll(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    // Replay every edge of the reachable graph on a live actor: shortest path to its source,
    // then its event. The live result must equal what the pure graph predicted.
    ({ shortest, adjacency, replays } = replayEveryEdge(sessionMachine, traversal, {
      liveMachine: inertMachine,
      record,
    }));
  });

  it('explores a bounded graph and replays each of its edges', () => {
    expect(Object.keys(adjacency).length).toBeGreaterThan(10);
    expect(replays).toBeGreaterThan(50);
  });

  it('reaches every stable state node by a shortest path', () => {
    const stable = getStateNodes(sessionMachine.root).filter((n) => !n.always?.length);
    expect(stable.map((n) => n.id).sort()).toEqual([
      'session.authFailure',
      'session.loggingOut',
      'session.restoring',
      'session.signedIn',
      'session.signedIn.active',
      'session.signedIn.refreshing',
      'session.signedOut',
    ]);
    for (const node of stable) {
      const path = shortest.find((p) => p.state.matches(stateValueOf(node) as never));
      expect(path, `no shortest path reaches ${node.id}`).toBeDefined();
    }
  });

  it('passes through the transient checking state (eventless, never a resting snapshot)', () => {
    expect(record.visited).toContain(JSON.stringify({ signedIn: 'checking' }));
    expect(shortest.some((p) => p.state.matches({ signedIn: 'checking' }))).toBe(false);
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedEdges(sessionMachine);
    // 19 of sign-in, refresh (refused and unanswered), logout and auth failure; 7 of the tabs
    // (restoring ×2, signedOut ×2, signedIn ×2, and the refresh answer dropped after a newer
    // sync).
    expect(defined.size).toBe(26);
    const missing = [...defined].filter((e) => !record.transitions.has(e));
    expect(missing).toEqual([]);
  });

  it('follows a whole journey given as events (getPathsFromEvents)', () => {
    const journey = [
      { type: 'xstate.done.actor.loadStoredSession', output: null },
      { type: 'REMEMBER_PATH', path: '/sell' },
      { type: 'LOGIN_SUCCESS', ...session(15 * MINUTE, 'login') },
      { type: 'UNAUTHORIZED', path: '/offers' },
      { type: 'xstate.after.authFailureRedirect.session.authFailure' },
    ] as unknown as GraphEvent[];
    const [path] = getPathsFromEvents(sessionMachine, journey);
    expect(path!.state.value).toBe('signedOut');
    expect(path!.state.context).toMatchObject({
      accessToken: null,
      rememberedPath: '/offers',
      error: 'Your session has expired. Please log in again to continue.',
    });
    expect(path!.steps.map((s) => JSON.stringify(s.state.value))).toEqual([
      '"restoring"',
      '"signedOut"',
      '"signedOut"',
      '{"signedIn":"active"}',
      '"authFailure"',
      '"signedOut"',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Behaviour and timing (spec 1 §4 Session, §9)
// ---------------------------------------------------------------------------------------------

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A session actor whose effects are spies; the actors answer as each test decides. 'pending'
 * leaves the restore unanswered (the actor stays in restoring).
 */
function start(stored: StoredSession | null | Error | 'pending') {
  const fx = {
    load: vi.fn(async (): Promise<StoredSession | null> => {
      if (stored === 'pending') return new Promise<never>(() => {});
      if (stored instanceof Error) throw stored;
      return stored;
    }),
    refresh: vi.fn(
      (_input: { refreshToken: string }): Promise<RefreshedTokens> => new Promise(() => {}),
    ),
    revoke: vi.fn(async (_input: { refreshToken: string | null }): Promise<void> => {}),
    persist: vi.fn((_session: StoredSession) => {}),
    clearStored: vi.fn(() => {}),
    redirectAfterLogin: vi.fn((_path: string) => {}),
    redirectToLogin: vi.fn(() => {}),
    notify: vi.fn((_message: string) => {}),
  };
  const machine = sessionMachine.provide({
    actors: {
      loadStoredSession: fromPromise(() => fx.load()),
      refreshTokens: fromPromise(({ input }) => fx.refresh(input)),
      revokeSession: fromPromise(({ input }) => fx.revoke(input)),
    },
    actions: {
      persistSession: (_, params) => fx.persist(params),
      clearStoredSession: () => fx.clearStored(),
      redirectAfterLogin: (_, params) => fx.redirectAfterLogin(params.path),
      redirectToLogin: () => fx.redirectToLogin(),
      notifyAuthFailure: (_, params) => fx.notify(params.message),
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, fx };
}

/** Lets settled promises reach the machine without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const loginEvent = (s: StoredSession) => ({ type: 'LOGIN_SUCCESS', ...s }) as const;

describe('restoring a stored session (§4.1)', () => {
  it('restores tokens and user while the access token is still valid', async () => {
    const stored = session(10 * MINUTE);
    const { actor, fx } = start(stored);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: 'access-a',
      refreshToken: 'refresh-a',
      user,
      expiresAt: stored.expiresAt,
    });
    expect(fx.clearStored).not.toHaveBeenCalled();
  });

  it.each([
    ['expired a second ago', -SECOND],
    ['expiring this very millisecond', 0],
  ])('does not restore a token %s, and clears storage', async (_, expiresIn) => {
    const { actor, fx } = start(session(expiresIn));
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: null,
      refreshToken: null,
      user: null,
      expiresAt: null,
    });
    expect(fx.clearStored).toHaveBeenCalledTimes(1);
    expect(fx.refresh).not.toHaveBeenCalled();
  });

  it('starts signed out when nothing is stored or storage cannot be read', async () => {
    for (const stored of [null, new Error('quota')]) {
      const { actor, fx } = start(stored);
      await settle();
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(fx.clearStored).toHaveBeenCalledTimes(1);
    }
  });
});

describe('refresh rule: under 5 minutes, checked at once and every 60 s (§4.2)', () => {
  it('checks immediately on entry: 4:59 left refreshes at once, 5:01 does not', async () => {
    const soon = start(session(4 * MINUTE + 59 * SECOND));
    await settle();
    expect(soon.fx.refresh).toHaveBeenCalledTimes(1);
    expect(soon.fx.refresh).toHaveBeenCalledWith({ refreshToken: 'refresh-a' });
    expect(soon.actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });

    const later = start(session(5 * MINUTE + 1 * SECOND));
    await settle();
    expect(later.fx.refresh).not.toHaveBeenCalled();
    expect(later.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
  });

  it('checks on entry after LOGIN_SUCCESS too', async () => {
    const { actor, fx } = start(null);
    await settle();
    actor.send(loginEvent(session(4 * MINUTE)));
    expect(fx.refresh).toHaveBeenCalledTimes(1);
  });

  it('checks again every 60 s: no refresh at 5:01 remaining, refresh at 4:01', async () => {
    const { actor, fx } = start(session(6 * MINUTE + 1 * SECOND));
    await settle();
    await vi.advanceTimersByTimeAsync(60 * SECOND); // 5:01 left at this check
    expect(fx.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60 * SECOND - 1); // no check in between
    expect(fx.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // 4:01 left at this check
    expect(fx.refresh).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
  });

  it('refreshes at the first 60 s check, where 4:59 remain, not one millisecond before it', async () => {
    const { fx } = start(session(5 * MINUTE + 59 * SECOND)); // 5:59 at entry: nothing to do
    await settle();
    expect(fx.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60 * SECOND - 1); // under 5 minutes, but no check yet
    expect(fx.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // the check at 60 s sees 4:59
    expect(fx.refresh).toHaveBeenCalledTimes(1);
  });

  it('stores the new tokens, keeps the old refresh token when none is returned, and waits 60 s', async () => {
    const answer = deferred<RefreshedTokens>();
    const { actor, fx } = start(session(2 * MINUTE));
    fx.refresh.mockReturnValueOnce(answer.promise);
    await settle();
    answer.resolve({ accessToken: 'access-new', expiresAt: NOW + 15 * MINUTE });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: 'access-new',
      refreshToken: 'refresh-a',
      expiresAt: NOW + 15 * MINUTE,
    });
    expect(fx.persist).toHaveBeenLastCalledWith({
      accessToken: 'access-new',
      refreshToken: 'refresh-a',
      user,
      expiresAt: NOW + 15 * MINUTE,
    });
    // The token is fresh, so the following checks find nothing to do.
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(fx.refresh).toHaveBeenCalledTimes(1);
  });

  it('takes a rotated refresh token when the server returns one', async () => {
    const { actor, fx } = start(session(2 * MINUTE));
    fx.refresh.mockResolvedValueOnce({
      accessToken: 'access-new',
      refreshToken: 'refresh-rotated',
      expiresAt: NOW + 15 * MINUTE,
    });
    await settle();
    expect(actor.getSnapshot().context.refreshToken).toBe('refresh-rotated');
    expect(fx.persist).toHaveBeenLastCalledWith(
      expect.objectContaining({ refreshToken: 'refresh-rotated' }),
    );
  });

  it('logs out when the refresh fails', async () => {
    const { actor, fx } = start(session(2 * MINUTE));
    fx.refresh.mockRejectedValueOnce(new Error('401'));
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: null,
      refreshToken: null,
      user: null,
      expiresAt: null,
    });
    expect(fx.clearStored).toHaveBeenCalledTimes(1);
    // No timer of the old session keeps running.
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(fx.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('a refresh without an answer', () => {
  it('keeps the session and tries again at the next check (offline, or the page navigating away)', async () => {
    const { actor, fx } = start(session(2 * MINUTE));
    fx.refresh.mockRejectedValueOnce(new RefreshUnansweredError(new TypeError('Failed to fetch')));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context.accessToken).toBe(session(2 * MINUTE).accessToken);
    expect(fx.clearStored).not.toHaveBeenCalled();
    fx.refresh.mockResolvedValueOnce({ accessToken: 'access-later', expiresAt: NOW + 15 * MINUTE });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(fx.refresh).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.accessToken).toBe('access-later');
  });
});

describe('login and the remembered path (§4.4)', () => {
  it('persists the session and goes to / when no path was remembered', async () => {
    const { actor, fx } = start(null);
    await settle();
    const s = session(15 * MINUTE, 'login');
    actor.send(loginEvent(s));
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(fx.persist).toHaveBeenCalledWith(s);
    expect(fx.redirectAfterLogin).toHaveBeenCalledWith('/');
  });

  it('follows the path a protected route remembered, then forgets it', async () => {
    const { actor, fx } = start(null);
    await settle();
    actor.send({ type: 'REMEMBER_PATH', path: '/listings/new' });
    actor.send(loginEvent(session(15 * MINUTE)));
    expect(fx.redirectAfterLogin).toHaveBeenCalledWith('/listings/new');
    expect(actor.getSnapshot().context.rememberedPath).toBeNull();
    actor.send({ type: 'LOGOUT' });
    await settle();
    actor.send(loginEvent(session(15 * MINUTE)));
    expect(fx.redirectAfterLogin).toHaveBeenLastCalledWith('/');
  });

  it('keeps a refreshed profile (USER_UPDATED) and persists it', async () => {
    const { actor, fx } = start(session(15 * MINUTE));
    await settle();
    const updated: SessionUser = { ...user, emailVerified: false, role: 'manager' };
    actor.send({ type: 'USER_UPDATED', user: updated });
    expect(actor.getSnapshot().context.user).toEqual(updated);
    expect(fx.persist).toHaveBeenLastCalledWith(expect.objectContaining({ user: updated }));
  });
});

describe('auth failure after the one refresh-and-retry (§4.3)', () => {
  it('clears the session, remembers the path, notifies with the exact message, redirects at 100 ms', async () => {
    const { actor, fx } = start(session(15 * MINUTE));
    await settle();
    actor.send({ type: 'UNAUTHORIZED', path: '/offers?tab=sent' });
    expect(actor.getSnapshot().value).toBe('authFailure');
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: null,
      refreshToken: null,
      user: null,
      expiresAt: null,
      rememberedPath: '/offers?tab=sent',
      error: 'Your session has expired. Please log in again to continue.',
    });
    expect(fx.clearStored).toHaveBeenCalledTimes(1);
    expect(fx.notify).toHaveBeenCalledTimes(1);
    expect(fx.notify).toHaveBeenCalledWith(
      'Your session has expired. Please log in again to continue.',
    );

    await vi.advanceTimersByTimeAsync(99);
    expect(fx.redirectToLogin).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('authFailure');
    await vi.advanceTimersByTimeAsync(1);
    expect(fx.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedOut');

    // After logging in again the user is back where the failure happened.
    actor.send(loginEvent(session(15 * MINUTE)));
    expect(fx.redirectAfterLogin).toHaveBeenCalledWith('/offers?tab=sent');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('notifies once when several calls fail together', async () => {
    const { actor, fx } = start(session(15 * MINUTE));
    await settle();
    actor.send({ type: 'UNAUTHORIZED', path: '/a' });
    actor.send({ type: 'UNAUTHORIZED', path: '/b' });
    await vi.advanceTimersByTimeAsync(100);
    expect(fx.notify).toHaveBeenCalledTimes(1);
    expect(fx.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.rememberedPath).toBe('/a');
  });

  it('also handles the report when the failed refresh has already signed the user out', async () => {
    const { actor, fx } = start(session(2 * MINUTE));
    fx.refresh.mockRejectedValueOnce(new Error('401'));
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'UNAUTHORIZED', path: '/profile' });
    await vi.advanceTimersByTimeAsync(100);
    expect(fx.notify).toHaveBeenCalledTimes(1);
    expect(fx.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.rememberedPath).toBe('/profile');
  });
});

describe('logout (§4.5)', () => {
  it('revokes with the refresh token, clears the session and signs out', async () => {
    const { actor, fx } = start(session(15 * MINUTE));
    await settle();
    actor.send({ type: 'LOGOUT' });
    expect(fx.revoke).toHaveBeenCalledWith({ refreshToken: 'refresh-a' });
    expect(fx.clearStored).toHaveBeenCalledTimes(1); // before the call answers
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: null,
      refreshToken: null,
      user: null,
    });
  });

  it('still signs out when revoking fails', async () => {
    const { actor, fx } = start(session(15 * MINUTE));
    fx.revoke.mockRejectedValueOnce(new Error('network down'));
    await settle();
    actor.send({ type: 'LOGOUT' });
    await settle();
    expect(fx.revoke).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.accessToken).toBeNull();
    expect(actor.getSnapshot().status).toBe('active');
  });
});

// ---------------------------------------------------------------------------------------------
// Other tabs: what they store reaches this tab as SESSION_SYNCED / SESSION_CLEARED
// ---------------------------------------------------------------------------------------------

const synced = (s: StoredSession) => ({ type: 'SESSION_SYNCED', ...s }) as const;
const cleared = { type: 'SESSION_CLEARED' } as const;

describe('another tab refreshed or updated the session (SESSION_SYNCED)', () => {
  it('adopts newer tokens without storing them again, and keeps the 60 s rhythm', async () => {
    const { actor, fx } = start(session(8 * MINUTE));
    await settle();
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    const newer = session(15 * MINUTE, 'other-tab');
    actor.send(synced(newer));
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: 'access-other-tab',
      refreshToken: 'refresh-other-tab',
      expiresAt: newer.expiresAt,
    });
    expect(fx.persist).not.toHaveBeenCalled();
    // Without the sync, the check at 3:00 (5:00 left) and 4:00 would have refreshed; the synced
    // token is fresh, so the checks that still come every 60 s find nothing to do.
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(fx.refresh).not.toHaveBeenCalled();
    // When the synced token in turn runs low, this tab refreshes with the synced refresh token.
    await vi.advanceTimersByTimeAsync(7 * MINUTE);
    expect(fx.refresh).toHaveBeenCalledTimes(1);
    expect(fx.refresh).toHaveBeenCalledWith({ refreshToken: 'refresh-other-tab' });
  });

  it('ignores tokens older than its own, and a sync that changes nothing', async () => {
    const { actor } = start(session(10 * MINUTE, 'mine'));
    await settle();
    const before = actor.getSnapshot().context;
    actor.send(synced(session(9 * MINUTE, 'older')));
    actor.send(synced(session(10 * MINUTE, 'mine')));
    expect(actor.getSnapshot().context).toBe(before);
  });

  it('takes a user another tab updated (same tokens)', async () => {
    const { actor, fx } = start(session(10 * MINUTE));
    await settle();
    const verified = { ...user, firstName: 'Grace', emailVerified: true };
    actor.send(synced({ ...session(10 * MINUTE), user: verified }));
    expect(actor.getSnapshot().context.user).toEqual(verified);
    expect(fx.persist).not.toHaveBeenCalled();
  });

  it('drops a refresh answer that arrives after a newer sync (no older tokens stored)', async () => {
    const answer = deferred<RefreshedTokens>();
    const { actor, fx } = start(session(2 * MINUTE));
    fx.refresh.mockReturnValueOnce(answer.promise);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });

    const newer = session(15 * MINUTE, 'other-tab');
    actor.send(synced(newer));
    // The refresh in flight keeps running; the tokens are the synced ones meanwhile.
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(actor.getSnapshot().context.accessToken).toBe('access-other-tab');

    answer.resolve({
      accessToken: 'access-mine',
      refreshToken: 'refresh-mine',
      expiresAt: NOW + 14 * MINUTE,
    });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: 'access-other-tab',
      refreshToken: 'refresh-other-tab',
      expiresAt: newer.expiresAt,
    });
    expect(fx.persist).not.toHaveBeenCalled();
    // Back to the 60 s rhythm, not a refresh loop.
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(fx.refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps and stores a refresh answer at least as new as a sync that came first', async () => {
    for (const answerExpiresIn of [15 * MINUTE, 16 * MINUTE]) {
      const answer = deferred<RefreshedTokens>();
      const { actor, fx } = start(session(2 * MINUTE));
      fx.refresh.mockReturnValueOnce(answer.promise);
      await settle();
      actor.send(synced(session(15 * MINUTE, 'other-tab')));
      answer.resolve({
        accessToken: 'access-mine',
        refreshToken: 'refresh-mine',
        expiresAt: NOW + answerExpiresIn,
      });
      await settle();
      const stored = {
        accessToken: 'access-mine',
        refreshToken: 'refresh-mine',
        user,
        expiresAt: NOW + answerExpiresIn,
      };
      expect(actor.getSnapshot().context).toMatchObject(stored);
      expect(fx.persist).toHaveBeenCalledExactlyOnceWith(stored);
    }
  });

  it('does nothing while logging out or after an auth failure', async () => {
    const { actor } = start(session(10 * MINUTE));
    await settle();
    actor.send({ type: 'UNAUTHORIZED', path: '/offers' });
    actor.send(synced(session(15 * MINUTE, 'other-tab')));
    expect(actor.getSnapshot().value).toBe('authFailure');
    expect(actor.getSnapshot().context.accessToken).toBeNull();

    const out = start(session(10 * MINUTE));
    out.fx.revoke.mockReturnValueOnce(new Promise(() => {}));
    await settle();
    out.actor.send({ type: 'LOGOUT' });
    out.actor.send(synced(session(15 * MINUTE, 'other-tab')));
    out.actor.send(cleared);
    expect(out.actor.getSnapshot().value).toBe('loggingOut');
    expect(out.fx.revoke).toHaveBeenCalledWith({ refreshToken: 'refresh-a' });
  });
});

describe('another tab signed in (SESSION_SYNCED while signed out)', () => {
  it('signs in with the stored session: no second write, no redirect, remembered path dropped', async () => {
    const { actor, fx } = start(null);
    await settle();
    actor.send({ type: 'REMEMBER_PATH', path: '/offers' });
    const elsewhere = session(15 * MINUTE, 'other-tab');
    actor.send(synced(elsewhere));
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context).toMatchObject({ ...elsewhere, rememberedPath: null });
    expect(fx.persist).not.toHaveBeenCalled();
    expect(fx.redirectAfterLogin).not.toHaveBeenCalled();
    expect(fx.refresh).not.toHaveBeenCalled();
  });

  it('checks the adopted token at once, like any sign-in', async () => {
    const { actor, fx } = start(null);
    await settle();
    actor.send(synced(session(4 * MINUTE, 'other-tab')));
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(fx.refresh).toHaveBeenCalledWith({ refreshToken: 'refresh-other-tab' });
  });

  it('does not sign in with an expired stored session', async () => {
    const { actor } = start(null);
    await settle();
    actor.send(synced(session(-SECOND, 'other-tab')));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.accessToken).toBeNull();
  });

  it('while restoring, takes the newer session over what the restore read', async () => {
    const { actor, fx } = start('pending');
    await settle();
    expect(actor.getSnapshot().value).toBe('restoring');
    actor.send(synced(session(-SECOND, 'expired')));
    expect(actor.getSnapshot().value).toBe('restoring');
    actor.send(synced(session(15 * MINUTE, 'other-tab')));
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context.accessToken).toBe('access-other-tab');
    expect(fx.persist).not.toHaveBeenCalled();
  });
});

describe('another tab ended the session (SESSION_CLEARED)', () => {
  it('signs out here without a revoke call, a notice, a redirect or touching storage', async () => {
    const { actor, fx } = start(session(10 * MINUTE));
    await settle();
    actor.send(cleared);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: null,
      refreshToken: null,
      user: null,
      expiresAt: null,
      error: null,
      endedByAnotherTab: true,
    });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(fx.revoke).not.toHaveBeenCalled();
    expect(fx.notify).not.toHaveBeenCalled();
    expect(fx.redirectToLogin).not.toHaveBeenCalled();
    expect(fx.clearStored).not.toHaveBeenCalled();
    expect(fx.refresh).not.toHaveBeenCalled();
  });

  it('abandons a refresh in flight: its late answer stores nothing', async () => {
    const answer = deferred<RefreshedTokens>();
    const { actor, fx } = start(session(2 * MINUTE));
    fx.refresh.mockReturnValueOnce(answer.promise);
    await settle();
    actor.send(cleared);
    answer.resolve({ accessToken: 'access-late', expiresAt: NOW + 15 * MINUTE });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.accessToken).toBeNull();
    expect(fx.persist).not.toHaveBeenCalled();
  });

  it('stays quiet about a 401 from a call that was in flight, but remembers its path', async () => {
    const { actor, fx } = start(session(10 * MINUTE));
    await settle();
    actor.send(cleared);
    actor.send({ type: 'UNAUTHORIZED', path: '/settings' });
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      rememberedPath: '/settings',
      error: null,
    });
    expect(fx.notify).not.toHaveBeenCalled();
    expect(fx.redirectToLogin).not.toHaveBeenCalled();

    // A sign-in ends that: the next session's expiry is told as usual.
    actor.send(loginEvent(session(15 * MINUTE)));
    expect(fx.redirectAfterLogin).toHaveBeenCalledWith('/settings');
    expect(actor.getSnapshot().context.endedByAnotherTab).toBe(false);
    actor.send({ type: 'UNAUTHORIZED', path: '/offers' });
    expect(fx.notify).toHaveBeenCalledTimes(1);
  });

  it('while restoring, starts signed out whatever the restore read', async () => {
    const { actor, fx } = start('pending');
    await settle();
    actor.send(cleared);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.endedByAnotherTab).toBe(true);
    expect(fx.clearStored).not.toHaveBeenCalled();
  });

  it('is ignored when already signed out', async () => {
    const { actor } = start(null);
    await settle();
    const before = actor.getSnapshot();
    actor.send(cleared);
    expect(actor.getSnapshot()).toBe(before);
  });
});
