import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordScreen } from '@pedalswap/ui/screens/reset-password-screen';
import { resetPasswordMutationOptions } from '@pedalswap/api-client';
import { ACCOUNT_FLOW_MESSAGES } from '@pedalswap/domain/accounts';
import { REDIRECTS } from '@pedalswap/domain';
import { errorMessage } from '../../app/error-message.ts';
import { requestStatus } from '../../app/request-status.ts';
import { useSession } from '../../app/session/session-context.tsx';

/** /reset-password?token=…: without a token the screen shows Invalid Reset Link (no call). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { client } = useSession();
  const reset = useMutation(resetPasswordMutationOptions(client));

  // Spec 1 §2: after success, to /login in 3 seconds (the screen also offers the link at once).
  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(
      () => navigate('/login', { replace: true }),
      REDIRECTS.afterResetPasswordMs,
    );
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  return (
    <ResetPasswordScreen
      token={token}
      onSubmit={(values) => token && reset.mutate({ token, ...values })}
      status={requestStatus(reset)}
      error={reset.isError ? errorMessage(reset.error, ACCOUNT_FLOW_MESSAGES.resetFailed) : null}
    />
  );
}
