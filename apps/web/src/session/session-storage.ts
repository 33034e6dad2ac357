// Where the session survives a reload: local storage, read and written only by the session
// machine's actors (spec 1 §4.1 restores it only while the access token is unexpired).
export interface StoredSession<U> {
  accessToken: string;
  refreshToken: string;
  user: U;
  expiresAt: number;
}

const KEY = 'pedalswap.session';

export function readStoredSession<U>(): StoredSession<U> | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession<U>;
    if (typeof parsed.accessToken !== 'string' || typeof parsed.expiresAt !== 'number') return null;
    return parsed;
  } catch {
    return null;
  }
}

export function writeStoredSession<U>(session: StoredSession<U>): void {
  window.localStorage.setItem(KEY, JSON.stringify(session));
}

export function clearStoredSession(): void {
  window.localStorage.removeItem(KEY);
}
