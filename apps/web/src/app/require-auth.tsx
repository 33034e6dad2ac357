import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { EmailVerificationRequired } from '@pedalswap/ui/screens/access-screens';
import { useSession } from '../session/session-context.tsx';
import { PageSpinner } from './root-layout.tsx';

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

/** Pages that need a verified e-mail show the spec's notice to unverified members. */
export function RequireVerifiedEmail() {
  const { user } = useSession();
  if (user && !user.emailVerified) return <EmailVerificationRequired />;
  return <Outlet />;
}
