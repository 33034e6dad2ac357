// Where the session survives a reload and is shared by the tabs of the browser: local storage,
// written only by the session machine's actions and its refresh (spec 1 §4.1 restores it only
// while the access token is unexpired). The format and what another tab's change means live in
// @pedalswap/machines' session-sync, where they are unit-tested without a browser.
import {
  SESSION_STORAGE_KEY,
  parseStoredSession,
  sessionEventFromStorage,
  type SessionSyncEvent,
} from '@pedalswap/machines/session/session-sync';
import type { StoredSession } from '@pedalswap/machines';

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readStoredSession(): StoredSession | null {
  return parseStoredSession(readRaw());
}

export function writeStoredSession(session: StoredSession): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(): void {
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
}

/**
 * Reports each change another tab makes to the stored session (a browser fires `storage` only in
 * the other tabs, never in the one that wrote). Returns the function that stops listening.
 */
export function watchStoredSession(onChange: (event: SessionSyncEvent) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    const change = sessionEventFromStorage(event, readRaw());
    if (change) onChange(change);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
