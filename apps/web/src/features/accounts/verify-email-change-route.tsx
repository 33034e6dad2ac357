import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  VerifyEmailChangeScreen,
  type VerifyEmailChangeStatus,
} from '@pedalswap/ui/screens/verify-email-change-screen';
import { verifyEmailChangeMutationOptions } from '@pedalswap/api-client';
import { ACCOUNT_FLOW_MESSAGES } from '@pedalswap/domain/accounts';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';

interface Outcome {
  status: Exclude<VerifyEmailChangeStatus, 'no-token'>;
  email?: string;
  error?: string;
}

/**
 * /verify-email-change?token=… confirms a new address. The token is single-use, so it is sent
 * once per token even when React runs the effect twice, and the outcome is kept in component
 * state rather than in the query cache (which a sign-out clears).
 */
export function VerifyEmailChangeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  if (!token) return <VerifyEmailChangeScreen status="no-token" />;
  // A new link opened on the same page starts afresh.
  return <VerifyEmailChange key={token} token={token} />;
}

function VerifyEmailChange({ token }: { token: string }) {
  const { client, actor } = useSession();
  const { mutateAsync } = useMutation(verifyEmailChangeMutationOptions(client));
  const [outcome, setOutcome] = useState<Outcome>({ status: 'loading' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutateAsync({ token }).then(
      ({ email }) => {
        setOutcome({ status: 'success', email });
        // The server ended every session of the member whose address changed. If that is who
        // is signed in here, sign out now: the screen asks to sign in again with the new
        // address, and /login would otherwise bounce a (dead) signed-in session to /.
        const snapshot = actor.getSnapshot();
        const user = snapshot.context.user;
        const same = (value: unknown) =>
          typeof value === 'string' && value.toLowerCase() === email.toLowerCase();
        if (snapshot.matches('signedIn') && user && (same(user.pendingEmail) || same(user.email)))
          actor.send({ type: 'LOGOUT' });
      },
      (error: unknown) =>
        setOutcome({
          status: 'error',
          error: errorMessage(error, ACCOUNT_FLOW_MESSAGES.emailChangeVerifyFailed),
        }),
    );
  }, [token, mutateAsync, actor]);

  return (
    <VerifyEmailChangeScreen
      status={outcome.status}
      email={outcome.email ?? null}
      error={outcome.error ?? null}
    />
  );
}
