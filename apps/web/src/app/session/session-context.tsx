import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { User } from '@pedalswap/api-client';
import type { Session } from './create-session.ts';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSessionHandle(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

/** The session as screens need it: status, the signed-in user, and the client. */
export function useSession() {
  const { actor, client } = useSessionHandle();
  const status = useSelector(actor, (s): SessionStatus => {
    if (s.matches('restoring')) return 'restoring';
    return s.matches('signedIn') ? 'signedIn' : 'signedOut';
  });
  const user = useSelector(actor, (s) => s.context.user) as User | null;
  return { status, user, actor, client };
}
