import { useMutation } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { LoginScreen } from '@pedalswap/ui/screens/login-screen';
import { loginMutationOptions, resendVerificationMutationOptions } from '@pedalswap/api-client';
import { MESSAGES } from '@pedalswap/domain';
import { errorMessage as errorText } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';

export function LoginRoute() {
  const { status, actor, client } = useSession();
  const login = useMutation({
    ...loginMutationOptions(client),
    onSuccess: (data) =>
      actor.send({
        type: 'LOGIN_SUCCESS',
        accessToken: data.accessToken,
        refreshToken: data.refreshToken,
        user: data.user,
        expiresAt: Date.parse(data.expiresAt),
      }),
  });
  const resend = useMutation(resendVerificationMutationOptions(client));

  // Already signed in when arriving here (e.g. the back button after signing in): nothing to do.
  // Only while idle: during a sign-in the session machine itself navigates to the remembered path.
  if (status === 'signedIn' && login.isIdle) return <Navigate to="/" replace />;

  return (
    <LoginScreen
      onSubmit={(values) => login.mutate(values)}
      submitting={login.isPending || login.isSuccess}
      error={login.error ? errorText(login.error, 'Login failed') : null}
      onResendVerification={(email) => resend.mutate({ email })}
      resendStatus={
        resend.isPending ? 'sending' : resend.isSuccess ? 'sent' : resend.isError ? 'error' : 'idle'
      }
      resendMessage={
        resend.isSuccess
          ? MESSAGES.verificationSent
          : resend.error
            ? errorText(resend.error, MESSAGES.resendVerificationFailed)
            : null
      }
    />
  );
}
