// The session across tabs without a browser: the storage listener's decision, the refresh lock,
// the re-read before a refresh, and two session actors sharing one fake local storage, one fake
// lock manager and one fake auth server that rotates refresh tokens as apps/server does
// (a just-replaced token accepted again for 30 s, reuse past that ends the device session).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  REFRESH_LOCK_NAME,
  REFRESH_LOCK_WAIT_MS,
  SESSION_STORAGE_KEY,
  coordinatedRefresh,
  parseStoredSession,
  runExclusive,
  sessionEventFromStorage,
  type LockManagerLike,
  type StorageChange,
} from './session-sync.ts';
import {
  sessionMachine,
  type RefreshedTokens,
  type SessionUser,
  type StoredSession,
} from './session.machine.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const user: SessionUser = { id: 'u-1', role: 'user', emailVerified: true };
const session = (expiresInMs: number, tag: string): StoredSession => ({
  accessToken: `access-${tag}`,
  refreshToken: `refresh-${tag}`,
  user,
  expiresAt: Date.now() + expiresInMs,
});
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('parseStoredSession', () => {
  it('reads what writeStoredSession wrote', () => {
    const s = session(10 * MINUTE, 'a');
    expect(parseStoredSession(JSON.stringify(s))).toEqual(s);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"accessToken":'],
    ['JSON null', 'null'],
    ['a string', '"access"'],
    ['no refresh token', JSON.stringify({ ...session(MINUTE, 'a'), refreshToken: undefined })],
    ['an expiry as text', JSON.stringify({ ...session(MINUTE, 'a'), expiresAt: '2026-11-22' })],
    ['no user', JSON.stringify({ ...session(MINUTE, 'a'), user: null })],
    ['a user without id', JSON.stringify({ ...session(MINUTE, 'a'), user: { role: 'user' } })],
  ])('gives null for %s', (_, raw) => {
    expect(parseStoredSession(raw)).toBeNull();
  });
});

describe('sessionEventFromStorage (the storage listener)', () => {
  const s = session(10 * MINUTE, 'a');
  const raw = JSON.stringify(s);
  const change = (key: string | null, newValue: string | null): StorageChange => ({
    key,
    newValue,
  });

  it('ignores other keys', () => {
    expect(sessionEventFromStorage(change('pedalswap.listing-draft', 'x'), raw)).toBeNull();
  });

  it('reports a stored session as SESSION_SYNCED with tokens, user and expiry', () => {
    expect(sessionEventFromStorage(change(SESSION_STORAGE_KEY, raw), raw)).toEqual({
      type: 'SESSION_SYNCED',
      ...s,
    });
  });

  it('reports what storage holds now, not an older step the event still carries', () => {
    const later = session(15 * MINUTE, 'b');
    expect(
      sessionEventFromStorage(change(SESSION_STORAGE_KEY, raw), JSON.stringify(later)),
    ).toEqual({ type: 'SESSION_SYNCED', ...later });
  });

  it('reports a removal, a storage-wide clear and an emptied store as SESSION_CLEARED', () => {
    const clearedEvent = { type: 'SESSION_CLEARED' };
    expect(sessionEventFromStorage(change(SESSION_STORAGE_KEY, null), null)).toEqual(clearedEvent);
    expect(sessionEventFromStorage(change(null, null), null)).toEqual(clearedEvent);
    expect(sessionEventFromStorage(change(SESSION_STORAGE_KEY, raw), null)).toEqual(clearedEvent);
    // A logout and a sign-in in quick succession: the removal is still reported as such.
    expect(sessionEventFromStorage(change(SESSION_STORAGE_KEY, null), raw)).toEqual(clearedEvent);
  });

  it('leaves the session alone when storage holds something it cannot read', () => {
    expect(sessionEventFromStorage(change(SESSION_STORAGE_KEY, 'garbage'), 'garbage')).toBeNull();
  });
});

/** navigator.locks for one lock name: granted in request order, a queued request can abort. */
class FakeLocks implements LockManagerLike {
  names: string[] = [];
  private held = false;
  private waiting: Array<() => void> = [];

  async request<T>(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<T>,
  ): Promise<T> {
    this.names.push(name);
    if (this.held) {
      await new Promise<void>((resolve, reject) => {
        const grant = () => {
          options.signal?.removeEventListener('abort', abort);
          resolve();
        };
        const abort = () => {
          this.waiting = this.waiting.filter((g) => g !== grant);
          reject(new DOMException('The lock request was aborted', 'AbortError'));
        };
        options.signal?.addEventListener('abort', abort);
        this.waiting.push(grant);
      });
    }
    this.held = true;
    try {
      return await callback();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.held = false;
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('runExclusive (the refresh lock)', () => {
  it('runs the task at once where the browser has no lock manager', async () => {
    await expect(runExclusive(undefined, async () => 'done')).resolves.toBe('done');
  });

  it('runs the tasks of all tabs one after another, under the refresh lock', async () => {
    const locks = new FakeLocks();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await sleep(100);
      log.push(`${name} end`);
      return name;
    };
    const both = Promise.all([runExclusive(locks, task('a')), runExclusive(locks, task('b'))]);
    await vi.advanceTimersByTimeAsync(200);
    await expect(both).resolves.toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(locks.names).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
  });

  it('goes ahead alone when the lock is not granted in time (a tab stuck in its refresh)', async () => {
    const locks = new FakeLocks();
    const stuck = runExclusive(locks, () => new Promise<string>(() => {}));
    const waiting = vi.fn(async () => 'went ahead');
    const result = runExclusive(locks, waiting);
    await vi.advanceTimersByTimeAsync(REFRESH_LOCK_WAIT_MS - 1);
    expect(waiting).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('went ahead');
    expect(waiting).toHaveBeenCalledTimes(1);
    void stuck;
  });

  it('passes on a failure of the task itself, without running it again', async () => {
    const locks = new FakeLocks();
    const failing = vi.fn(async () => {
      throw new DOMException('The request timed out', 'AbortError');
    });
    await expect(runExclusive(locks, failing)).rejects.toThrow('timed out');
    expect(failing).toHaveBeenCalledTimes(1);
    // The lock is free again.
    await expect(runExclusive(locks, async () => 'next')).resolves.toBe('next');
  });
});

describe('coordinatedRefresh (re-read storage, then refresh)', () => {
  function setup(stored: StoredSession | null) {
    const storage = { value: stored };
    const inLock = { now: false };
    const writes: Array<{ session: StoredSession; inLock: boolean }> = [];
    const refresh = vi.fn(async (token: string): Promise<RefreshedTokens> => ({
      accessToken: `access-after-${token}`,
      refreshToken: `rotated-${token}`,
      expiresAt: Date.now() + 15 * MINUTE,
    }));
    const run = coordinatedRefresh({
      read: () => storage.value,
      write: (s) => {
        writes.push({ session: s, inLock: inLock.now });
        storage.value = s;
      },
      exclusive: async (task) => {
        inLock.now = true;
        try {
          return await task();
        } finally {
          inLock.now = false;
        }
      },
      refresh,
    });
    return { storage, writes, refresh, run };
  }

  it('refreshes with its own token and stores the answer before letting go of the lock', async () => {
    const mine = session(2 * MINUTE, 'mine');
    const { run, refresh, writes } = setup(mine);
    await expect(run({ refreshToken: 'refresh-mine' })).resolves.toEqual({
      accessToken: 'access-after-refresh-mine',
      refreshToken: 'rotated-refresh-mine',
      expiresAt: NOW + 15 * MINUTE,
    });
    expect(refresh).toHaveBeenCalledExactlyOnceWith('refresh-mine');
    expect(writes).toEqual([
      {
        inLock: true,
        session: {
          accessToken: 'access-after-refresh-mine',
          refreshToken: 'rotated-refresh-mine',
          user,
          expiresAt: NOW + 15 * MINUTE,
        },
      },
    ]);
  });

  it('keeps the spent token when the server returns none', async () => {
    const { run, refresh, storage } = setup(session(2 * MINUTE, 'mine'));
    refresh.mockResolvedValueOnce({ accessToken: 'access-new', expiresAt: NOW + 15 * MINUTE });
    await expect(run({ refreshToken: 'refresh-mine' })).resolves.toMatchObject({
      refreshToken: 'refresh-mine',
    });
    expect(storage.value).toMatchObject({
      accessToken: 'access-new',
      refreshToken: 'refresh-mine',
    });
  });

  it('skips the refresh when another tab already stored fresh tokens', async () => {
    const theirs = session(5 * MINUTE, 'theirs'); // exactly at the threshold: fresh enough
    const { run, refresh, writes } = setup(theirs);
    await expect(run({ refreshToken: 'refresh-mine' })).resolves.toEqual({
      accessToken: 'access-theirs',
      refreshToken: 'refresh-theirs',
      expiresAt: theirs.expiresAt,
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it('refreshes with the newer stored token when the other tab’s tokens run low too', async () => {
    const theirs = session(5 * MINUTE - 1, 'theirs');
    const { run, refresh, storage } = setup(theirs);
    await run({ refreshToken: 'refresh-mine' });
    expect(refresh).toHaveBeenCalledExactlyOnceWith('refresh-theirs');
    expect(storage.value).toMatchObject({ refreshToken: 'rotated-refresh-theirs' });
  });

  it('refreshes with its own token when storage is empty, and stores nothing', async () => {
    const { run, refresh, writes } = setup(null);
    await expect(run({ refreshToken: 'refresh-mine' })).resolves.toMatchObject({
      refreshToken: 'rotated-refresh-mine',
    });
    expect(refresh).toHaveBeenCalledWith('refresh-mine');
    expect(writes).toEqual([]);
  });

  it('does not bring back a session cleared or replaced while the call was out', async () => {
    for (const meanwhile of [null, session(15 * MINUTE, 'new-sign-in')]) {
      const { run, refresh, storage, writes } = setup(session(2 * MINUTE, 'mine'));
      refresh.mockImplementationOnce(async (token) => {
        storage.value = meanwhile;
        return { accessToken: 'access-late', refreshToken: `late-${token}`, expiresAt: NOW };
      });
      await run({ refreshToken: 'refresh-mine' });
      expect(writes).toEqual([]);
      expect(storage.value).toBe(meanwhile);
    }
  });

  it('survives a refused refresh when another tab stored newer tokens meanwhile', async () => {
    const { run, refresh, storage } = setup(session(2 * MINUTE, 'mine'));
    const theirs = session(MINUTE, 'theirs');
    refresh.mockImplementationOnce(async () => {
      storage.value = theirs;
      throw new Error('401 refresh token replaced');
    });
    await expect(run({ refreshToken: 'refresh-mine' })).resolves.toEqual({
      accessToken: 'access-theirs',
      refreshToken: 'refresh-theirs',
      expiresAt: theirs.expiresAt,
    });
  });

  it('fails when refused and nothing newer is stored (the machine then signs out)', async () => {
    for (const meanwhile of [undefined, null, session(-SECOND, 'expired')]) {
      const { run, refresh, storage } = setup(session(2 * MINUTE, 'mine'));
      refresh.mockImplementationOnce(async () => {
        if (meanwhile !== undefined) storage.value = meanwhile;
        throw new Error('401');
      });
      await expect(run({ refreshToken: 'refresh-mine' })).rejects.toThrow('401');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Two tabs, one browser
// ---------------------------------------------------------------------------------------------

const NETWORK_MS = 50;
const GRACE_MS = 30 * SECOND;

/** POST /auth/refresh and /auth/logout of one device session, as apps/server rotates it. */
class FakeAuthServer {
  current = 'refresh-0';
  previous: string | null = null;
  rotatedAt = 0;
  revoked: string | null = null;
  refreshes: string[] = [];
  graceUses = 0;
  private issued = 0;

  constructor(private readonly accessTtlMs: number) {}

  /** What a sign-in returns: the session's current tokens, expiry in whole seconds like a JWT. */
  signIn(): StoredSession {
    return { ...this.issue(), refreshToken: this.current, user };
  }

  async refresh(token: string): Promise<RefreshedTokens> {
    // The server decides when the request arrives; the answer travels back afterwards.
    await sleep(NETWORK_MS / 2);
    this.refreshes.push(token);
    const outcome = this.rotate(token);
    await sleep(NETWORK_MS / 2);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }

  async logout(token: string): Promise<void> {
    await sleep(NETWORK_MS / 2);
    if (token === this.current || token === this.previous) this.revoked ??= 'logout';
    await sleep(NETWORK_MS / 2);
  }

  private rotate(token: string): RefreshedTokens | Error {
    if (this.revoked) return new Error('401 session revoked');
    const next = `refresh-${(this.issued += 1)}`;
    if (token === this.current) {
      this.previous = this.current;
      this.rotatedAt = Date.now();
    } else if (token === this.previous && Date.now() - this.rotatedAt <= GRACE_MS) {
      this.graceUses += 1;
    } else {
      if (token === this.previous) this.revoked = 'refresh_token_reuse';
      return new Error('401 invalid refresh token');
    }
    this.current = next;
    return { ...this.issue(), refreshToken: next };
  }

  private issue() {
    const seconds = Math.floor(Date.now() / SECOND) + this.accessTtlMs / SECOND;
    return { accessToken: `access-${this.issued}`, expiresAt: seconds * SECOND };
  }
}

type TabActor = Actor<typeof sessionMachine>;
interface Tab {
  actor: TabActor;
  revoke: ReturnType<typeof vi.fn>;
  notify: ReturnType<typeof vi.fn>;
}

/** Local storage shared by the tabs; a write reaches the other tabs later, as a storage event. */
class FakeBrowser {
  raw: string | null = null;
  readonly locks: LockManagerLike | undefined;
  private listeners = new Map<string, (change: StorageChange) => void>();

  constructor(
    readonly server: FakeAuthServer,
    { withLocks = true } = {},
  ) {
    this.locks = withLocks ? new FakeLocks() : undefined;
  }

  stored(): StoredSession | null {
    return parseStoredSession(this.raw);
  }

  private set(from: string, value: string | null) {
    if (value === this.raw) return; // browsers fire no event for an unchanged value
    this.raw = value;
    for (const [tab, listener] of this.listeners) {
      if (tab !== from) setTimeout(() => listener({ key: SESSION_STORAGE_KEY, newValue: value }));
    }
  }

  open(name: string): Tab {
    const read = () => this.stored();
    const write = (s: StoredSession) => this.set(name, JSON.stringify(s));
    const refreshAcrossTabs = coordinatedRefresh({
      read,
      write,
      exclusive: (task) => runExclusive(this.locks, task),
      refresh: (token) => this.server.refresh(token),
    });
    const revoke = vi.fn();
    const notify = vi.fn();
    const machine = sessionMachine.provide({
      actors: {
        loadStoredSession: fromPromise(async () => read()),
        refreshTokens: fromPromise(({ input }) => refreshAcrossTabs(input)),
        revokeSession: fromPromise(async ({ input }) => {
          revoke(input);
          if (input.refreshToken) await this.server.logout(input.refreshToken);
        }),
      },
      actions: {
        persistSession: (_, s) => write(s),
        clearStoredSession: () => this.set(name, null),
        notifyAuthFailure: (_, params) => notify(params.message),
      },
    });
    const actor = createActor(machine);
    actor.start();
    this.listeners.set(name, (change) => {
      const event = sessionEventFromStorage(change, this.raw);
      if (event) actor.send(event);
    });
    return { actor, revoke, notify };
  }
}

const tokensOf = (tab: Tab) => {
  const { accessToken, refreshToken, expiresAt } = tab.actor.getSnapshot().context;
  return { accessToken, refreshToken, expiresAt };
};

describe('two tabs sharing one session', () => {
  it('tabs whose checks fall due together spend one rotation between them', async () => {
    const server = new FakeAuthServer(15 * MINUTE);
    const browser = new FakeBrowser(server);
    browser.raw = JSON.stringify({ ...server.signIn(), expiresAt: NOW + 2 * MINUTE });
    const a = browser.open('a');
    const b = browser.open('b');
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(server.refreshes).toEqual(['refresh-0']);
    expect(tokensOf(a)).toEqual(tokensOf(b));
    expect(tokensOf(b).refreshToken).toBe(server.current);

    // Both 60 s timers run in step; at each threshold crossing one tab refreshes, the other
    // finds the result in storage. An hour of it: still one device session, nothing reused.
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(server.revoked).toBeNull();
    expect(server.graceUses).toBe(0);
    expect(server.refreshes.length).toBe(new Set(server.refreshes).size);
    expect(server.refreshes.length).toBeLessThanOrEqual(1 + 60 / 10 + 1);
    for (const tab of [a, b]) {
      expect(tab.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
      expect(tokensOf(tab).refreshToken).toBe(server.current);
    }
  });

  it('with tokens shorter than the threshold both tabs refresh, each with the newest token', async () => {
    const server = new FakeAuthServer(290 * SECOND); // the e2e server's access-token lifetime
    const browser = new FakeBrowser(server);
    browser.raw = JSON.stringify(server.signIn());
    const a = browser.open('a');
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    const b = browser.open('b');
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(server.refreshes.length).toBeGreaterThanOrEqual(18);
    expect(server.revoked).toBeNull();
    expect(server.graceUses).toBe(0);
    expect(tokensOf(a)).toEqual(tokensOf(b));
    expect(tokensOf(a).refreshToken).toBe(server.current);
  });

  it('without Web Locks, a tab that others rotated twice still refreshes with the newest token', async () => {
    const server = new FakeAuthServer(15 * MINUTE);
    const browser = new FakeBrowser(server, { withLocks: false });
    browser.raw = JSON.stringify(server.signIn());
    const a = browser.open('a');
    const b = browser.open('b');
    await settle();
    // Two refreshes in tab A (two waves of 401s), none in tab B.
    for (let i = 0; i < 2; i += 1) {
      a.actor.send({ type: 'REQUEST_REFRESH' });
      await vi.advanceTimersByTimeAsync(SECOND);
    }
    expect(server.refreshes).toEqual(['refresh-0', 'refresh-1']);
    expect(tokensOf(b)).toEqual(tokensOf(a));

    b.actor.send({ type: 'REQUEST_REFRESH' });
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(server.refreshes).toEqual(['refresh-0', 'refresh-1', 'refresh-2']);
    expect(server.revoked).toBeNull();
    expect(b.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(tokensOf(a)).toEqual(tokensOf(b));
  });

  it('without Web Locks, two refreshes at once converge on the server’s latest token', async () => {
    const server = new FakeAuthServer(15 * MINUTE);
    const browser = new FakeBrowser(server, { withLocks: false });
    browser.raw = JSON.stringify({ ...server.signIn(), expiresAt: NOW + 2 * MINUTE });
    const a = browser.open('a');
    const b = browser.open('b');
    await vi.advanceTimersByTimeAsync(SECOND);
    // Both spent refresh-0; the second arrival went through the grace window.
    expect(server.refreshes).toEqual(['refresh-0', 'refresh-0']);
    expect(server.graceUses).toBe(1);
    expect(tokensOf(a)).toEqual(tokensOf(b));
    expect(tokensOf(a).refreshToken).toBe(server.current);
    // And the next refresh, well past the grace window, is accepted.
    await vi.advanceTimersByTimeAsync(11 * MINUTE);
    expect(server.revoked).toBeNull();
    expect(tokensOf(a).refreshToken).toBe(server.current);
    expect(tokensOf(b).refreshToken).toBe(server.current);
  });

  it('a logout in one tab signs the other out: no second revoke, no notice', async () => {
    const server = new FakeAuthServer(15 * MINUTE);
    const browser = new FakeBrowser(server);
    browser.raw = JSON.stringify(server.signIn());
    const a = browser.open('a');
    const b = browser.open('b');
    await settle();
    a.actor.send({ type: 'LOGOUT' });
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(server.revoked).toBe('logout');
    expect(browser.raw).toBeNull();
    for (const tab of [a, b]) expect(tab.actor.getSnapshot().value).toBe('signedOut');
    expect(a.revoke).toHaveBeenCalledTimes(1);
    expect(b.revoke).not.toHaveBeenCalled();
    expect(b.notify).not.toHaveBeenCalled();
  });

  it('a refresh answered just before the other tab’s logout does not revive the session', async () => {
    const server = new FakeAuthServer(15 * MINUTE);
    const browser = new FakeBrowser(server);
    browser.raw = JSON.stringify(server.signIn());
    const a = browser.open('a');
    const b = browser.open('b');
    await settle();
    b.actor.send({ type: 'REQUEST_REFRESH' });
    await vi.advanceTimersByTimeAsync(NETWORK_MS / 2 + 1); // the rotation has happened
    a.actor.send({ type: 'LOGOUT' });
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(server.refreshes).toEqual(['refresh-0']);
    expect(browser.raw).toBeNull();
    for (const tab of [a, b]) expect(tab.actor.getSnapshot().value).toBe('signedOut');
    expect(b.notify).not.toHaveBeenCalled();
  });

  it('a sign-in in one tab signs the other in', async () => {
    const server = new FakeAuthServer(15 * MINUTE);
    const browser = new FakeBrowser(server);
    const a = browser.open('a');
    const b = browser.open('b');
    await settle();
    a.actor.send({ type: 'LOGIN_SUCCESS', ...server.signIn() });
    await settle();
    expect(b.actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(b.actor.getSnapshot().context.user).toEqual(user);
    expect(tokensOf(b)).toEqual(tokensOf(a));
  });
});
