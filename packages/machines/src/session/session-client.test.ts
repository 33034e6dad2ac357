// requestRefresh: the API client's way to get exactly one refresh per wave of 401s (spec 1 §4.3).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { requestRefresh } from './session-client.ts';
import { sessionMachine, type RefreshedTokens, type StoredSession } from './session.machine.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function start(stored: StoredSession | null) {
  let answer!: { resolve: (t: RefreshedTokens) => void; reject: (e: unknown) => void };
  const refresh = vi.fn(
    (_input: { refreshToken: string }) =>
      new Promise<RefreshedTokens>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  );
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadStoredSession: fromPromise(async () => stored),
        refreshTokens: fromPromise(({ input }) => refresh(input)),
        revokeSession: fromPromise(async () => {}),
      },
    }),
  );
  actor.start();
  return { actor, refresh, answer: () => answer };
}

const stored: StoredSession = {
  accessToken: 'access-old',
  refreshToken: 'refresh-old',
  user: { id: 'u-1', role: 'user', emailVerified: true },
  expiresAt: NOW + 15 * MINUTE,
};
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('requestRefresh', () => {
  it('resolves false at once when signed out, without asking for a refresh', async () => {
    const { actor, refresh } = start(null);
    await settle();
    await expect(requestRefresh(actor)).resolves.toBe(false);
    expect(refresh).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('resolves true once the new access token is in the session', async () => {
    const { actor, refresh, answer } = start(stored);
    await settle();
    const result = requestRefresh(actor);
    expect(refresh).toHaveBeenCalledWith({ refreshToken: 'refresh-old' });
    answer().resolve({ accessToken: 'access-new', expiresAt: NOW + 15 * MINUTE });
    await expect(result).resolves.toBe(true);
    expect(actor.getSnapshot().context.accessToken).toBe('access-new');
  });

  it('shares one refresh between concurrent callers', async () => {
    const { actor, refresh, answer } = start(stored);
    await settle();
    const results = Promise.all([
      requestRefresh(actor),
      requestRefresh(actor),
      requestRefresh(actor),
    ]);
    answer().resolve({ accessToken: 'access-new', expiresAt: NOW + 15 * MINUTE });
    await expect(results).resolves.toEqual([true, true, true]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('joins a refresh the 60 s check already started', async () => {
    const { actor, refresh, answer } = start({ ...stored, expiresAt: NOW + 2 * MINUTE });
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    const result = requestRefresh(actor);
    answer().resolve({ accessToken: 'access-new', expiresAt: NOW + 15 * MINUTE });
    await expect(result).resolves.toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('resolves false when the refresh fails, and the user is signed out', async () => {
    const { actor, answer } = start(stored);
    await settle();
    const result = requestRefresh(actor);
    answer().reject(new Error('401'));
    await expect(result).resolves.toBe(false);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('resolves false when the session actor is stopped mid-refresh', async () => {
    const { actor } = start(stored);
    await settle();
    const result = requestRefresh(actor);
    actor.stop();
    await expect(result).resolves.toBe(false);
  });
});
