// Signing out as the last step of an account action (account deletion), on a page that is not
// protected. Sending LOGOUT while a protected route is still on screen would let RequireAuth
// redirect to /login first; so the action navigates with a marker in the history state, and the
// root layout signs out once the destination has rendered (effects run after the commit).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from './session/session-context.tsx';

const SIGN_OUT_STATE = { signOutOnArrival: true } as const;

function asksToSignOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signOutOnArrival' in state;
}

/** Returns `leave(path)`: go to a public page, then sign out there. */
export function useLeaveAndSignOut() {
  const navigate = useNavigate();
  return (path: string) => navigate(path, { replace: true, state: SIGN_OUT_STATE });
}

/** Mounted once in the root layout: performs the sign-out the marker asks for. */
export function useSignOutOnArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const { actor } = useSession();
  const asked = asksToSignOut(location.state);
  const { pathname, search, hash } = location;

  useEffect(() => {
    if (!asked) return;
    if (actor.getSnapshot().matches('signedIn')) actor.send({ type: 'LOGOUT' });
    // Drop the marker so that a reload or the back button does not act on it again.
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [asked, actor, navigate, pathname, search, hash]);
}
