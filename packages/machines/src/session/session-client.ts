// The API client's side of the refresh hand-shake (spec 1 §4.3: a 401 triggers one refresh
// attempt, then one retry). The machine owns the refresh so that concurrent 401s, the 60-second
// check and the client never run two refreshes with the same rotating refresh token.
import { waitFor, type Actor } from 'xstate';
import type { SessionMachine } from './session.machine.ts';

export type SessionActor = Actor<SessionMachine>;

/**
 * Asks the session to refresh its tokens and resolves once the refresh has finished:
 * true when a session with a fresh access token remains (read it from the snapshot's context),
 * false when there is no session (signed out, logging out, auth failure) or the refresh failed,
 * which also signs the user out. A refresh already in flight is joined, not repeated.
 */
export async function requestRefresh(actor: SessionActor): Promise<boolean> {
  if (!actor.getSnapshot().matches('signedIn')) return false;
  actor.send({ type: 'REQUEST_REFRESH' });
  try {
    // No timeout of our own: the refresh call's network timeout ends the refreshing state.
    const settled = await waitFor(
      actor,
      (snapshot) => !snapshot.matches({ signedIn: 'refreshing' }),
    );
    return settled.matches('signedIn');
  } catch {
    // The actor was stopped (e.g. the app unmounted) before the refresh settled.
    return false;
  }
}
