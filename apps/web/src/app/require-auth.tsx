import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { profileQueryOptions } from '@pedalswap/api-client';
import { useSession } from './session/session-context.tsx';
import { PageSpinner } from './root-layout.tsx';

// Only an unverified member meets it, so it stays out of every page's first load (issue 11).
const EmailVerificationRequired = lazy(async () => ({
  default: (await import('@pedalswap/ui/screens/access-screens')).EmailVerificationRequired,
}));

/**
 * Protected routes (spec 1 §6): an anonymous visitor goes to /login and the path is remembered
 * so that sign-in returns there (spec 1 §4.4).
 */
export function RequireAuth() {
  const { status, actor } = useSession();
  const location = useLocation();
  const path = location.pathname + location.search + location.hash;

  useEffect(() => {
    if (status === 'signedOut') actor.send({ type: 'REMEMBER_PATH', path });
  }, [status, actor, path]);

  if (status === 'restoring') return <PageSpinner />;
  if (status === 'signedOut') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/**
 * Pages that need a verified e-mail (spec 1 §4; the listing editor and event editor of specs 2
 * and 3) show "Email Verification Required" to an unverified member. Use it as a layout route
 * inside RequireAuth:
 *
 *   { element: <RequireAuth />, children: [{ element: <RequireVerifiedEmail />, children: [...] }] }
 *
 * The session's copy of the member can be older than a verification made elsewhere (the
 * e-mailed link opened in another tab), so an unverified copy is checked against the server
 * once before the member is turned away.
 */
export function RequireVerifiedEmail() {
  const { user, client, actor } = useSession();
  const unverified = Boolean(user && !user.emailVerified);
  const profile = useQuery({
    ...profileQueryOptions(client),
    enabled: unverified,
    refetchOnMount: 'always',
  });
  const fresh = unverified ? profile.data : undefined;

  useEffect(() => {
    if (fresh?.emailVerified) actor.send({ type: 'USER_UPDATED', user: fresh });
  }, [fresh, actor]);

  // Signed-out visitors are RequireAuth's business; verified members pass.
  if (!user || user.emailVerified || fresh?.emailVerified) return <Outlet />;
  if (profile.isPending) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <EmailVerificationRequired />
    </Suspense>
  );
}
