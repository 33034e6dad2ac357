// The session across the tabs of one browser (the "Tabs" part of session.machine.ts's header).
// Every tab shares one device session through local storage, and its refresh token rotates on
// every refresh: a tab that refreshes with a token another tab has already replaced is answered
// from the server's 30 s grace window at best, and ends the device session past it. So:
//   - a tab hears what other tabs store (sessionEventFromStorage → SESSION_SYNCED/CLEARED);
//   - refreshes run one at a time across tabs (runExclusive over the Web Locks API), and each
//     one re-reads storage first (coordinatedRefresh): when another tab has already refreshed,
//     its tokens are taken instead of spending another rotation.
// The browser's storage, lock manager and the refresh call come in as parameters, so the unit
// tests run all of it with fakes; apps/web/src/app/session wires the real ones.
import { SESSION } from '@pedalswap/domain';
import type {
  RefreshedTokens,
  SessionEvent,
  SessionUser,
  StoredSession,
} from './session.machine.ts';

/** The local-storage key of the stored session. */
export const SESSION_STORAGE_KEY = 'pedalswap.session';

/** The Web Lock that refreshes of all tabs take turns on. */
export const REFRESH_LOCK_NAME = 'pedalswap.session.refresh';

/**
 * How long a refresh waits for another tab's to finish before going ahead without the lock.
 * A refresh call normally answers in well under a second; a tab stuck in a hung call must not
 * freeze every other tab, and going ahead alone is still covered by the re-read of storage and
 * the server's grace window.
 */
export const REFRESH_LOCK_WAIT_MS = 10_000;

/** A stored session as written by writeStoredSession, or null when absent or malformed. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { accessToken, refreshToken, user, expiresAt } = value as Record<string, unknown>;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  if (typeof user !== 'object' || user === null) return null;
  if (typeof (user as { id?: unknown }).id !== 'string') return null;
  return { accessToken, refreshToken, user: user as SessionUser, expiresAt };
}

export type SessionSyncEvent = Extract<
  SessionEvent,
  { type: 'SESSION_SYNCED' | 'SESSION_CLEARED' }
>;

/** The fields of a `storage` event this needs (StorageEvent in a browser). */
export interface StorageChange {
  /** The key changed; null when another tab cleared the whole storage. */
  key: string | null;
  /** The value that change wrote; null for a removal. */
  newValue: string | null;
}

/**
 * What another tab's change to local storage means for the session of this tab, or null when
 * it is none of the session's business.
 *
 * `current` is the stored value read now. Sessions are taken from it rather than from the
 * event's newValue: events queue up, and a tab must end on what storage holds, not on a step
 * of its history (two tabs that refreshed at once would otherwise each adopt the other's
 * tokens). A removal is still reported from the event itself, so a logout followed at once by
 * a sign-in passes through signedOut, and whatever cleans up after a sign-out runs.
 */
export function sessionEventFromStorage(
  change: StorageChange,
  current: string | null,
): SessionSyncEvent | null {
  if (change.key !== null && change.key !== SESSION_STORAGE_KEY) return null;
  if (change.newValue === null || current === null) return { type: 'SESSION_CLEARED' };
  const session = parseStoredSession(current);
  // Not written by this app (a hand edit, an older format): leave the session as it is.
  return session ? { type: 'SESSION_SYNCED', ...session } : null;
}

/** The part of the Web Locks API (navigator.locks) that runExclusive uses. */
export interface LockManagerLike {
  request<T>(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<T>,
  ): Promise<T>;
}

/**
 * Runs `task` while holding REFRESH_LOCK_NAME, so that the tabs of a browser refresh one after
 * another. Without a lock manager (older browsers), or when the lock is not granted within
 * `waitMs`, the task runs anyway: a refresh must not be lost for want of a lock. A failure of
 * the task itself is passed on, never retried.
 */
export async function runExclusive<T>(
  locks: LockManagerLike | undefined,
  task: () => Promise<T>,
  waitMs: number = REFRESH_LOCK_WAIT_MS,
): Promise<T> {
  if (!locks) return task();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), waitMs);
  let granted = false;
  try {
    return await locks.request(REFRESH_LOCK_NAME, { signal: controller.signal }, () => {
      granted = true;
      clearTimeout(timer);
      return task();
    });
  } catch (error) {
    if (granted) throw error;
    return task();
  } finally {
    clearTimeout(timer);
  }
}

export interface RefreshCoordination {
  /** The stored session as it is now (local storage), or null. */
  read: () => StoredSession | null;
  write: (session: StoredSession) => void;
  /** Runs the task while no other tab runs one: runExclusive over navigator.locks. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  /** POST /auth/refresh with this refresh token. */
  refresh: (refreshToken: string) => Promise<RefreshedTokens>;
}

/**
 * The session machine's refreshTokens actor for a browser with several tabs. Inside the lock:
 *  1. Re-read storage. Another tab that has rotated since this tab's last sync (its storage
 *     event may still be queued) has left its tokens there; while they are fresh (not under
 *     the refresh threshold) they are the answer and no refresh is made.
 *  2. Otherwise refresh, with the newest refresh token known: the stored one when another tab
 *     rotated, since this tab's own has been replaced.
 *  3. Store the new tokens before the lock is released, so the next tab in line finds them; but
 *     only over the session just refreshed: a logout (storage cleared) or another sign-in made
 *     meanwhile stands, and the session machine drops this answer in either case.
 * A refused refresh still succeeds when another tab stored newer, unexpired tokens meanwhile
 * (possible only without the lock): the session lives on there, so it lives on here too.
 * The answer always names its refresh token, so the machine never falls back to a replaced one.
 */
export function coordinatedRefresh(coordination: RefreshCoordination) {
  const { read, write, exclusive, refresh } = coordination;
  return (input: { refreshToken: string }): Promise<RefreshedTokens> =>
    exclusive(async () => {
      const stored = read();
      const elsewhere = stored !== null && stored.refreshToken !== input.refreshToken;
      if (elsewhere && stored.expiresAt - Date.now() >= SESSION.refreshThresholdMs) {
        return tokensOf(stored);
      }
      const spent = elsewhere ? stored.refreshToken : input.refreshToken;

      let answer: RefreshedTokens;
      try {
        answer = await refresh(spent);
      } catch (error) {
        const now = read();
        if (now && now.refreshToken !== spent && now.expiresAt > Date.now()) return tokensOf(now);
        throw error;
      }
      const tokens: RefreshedTokens = {
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken ?? spent,
        expiresAt: answer.expiresAt,
      };
      const latest = read();
      if (latest !== null && latest.refreshToken === spent) write({ ...latest, ...tokens });
      return tokens;
    });
}

function tokensOf(session: StoredSession): RefreshedTokens {
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    expiresAt: session.expiresAt,
  };
}
