import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { VerifyEmailScreen } from '@pedalswap/ui/screens/verify-email-screen';
import { resendVerificationMutationOptions, unwrap } from '@pedalswap/api-client';
import { MESSAGES, REDIRECTS } from '@pedalswap/domain';
import { useSession } from '../../app/session/session-context.tsx';

export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { client, user, actor } = useSession();

  // A query rather than a mutation: keyed by the token, it runs once even when React mounts
  // the route twice, and a used token must not be sent again (it is single-use).
  const verify = useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => unwrap(client.POST('/auth/verify-email', { body: { token: token ?? '' } })),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const resend = useMutation(resendVerificationMutationOptions(client));

  useEffect(() => {
    if (!verify.isSuccess) return;
    // A signed-in member sees the verified state at once (banner gone, actions allowed).
    if (user && user.id === verify.data.user.id)
      actor.send({ type: 'USER_UPDATED', user: verify.data.user });
    const timer = setTimeout(() => navigate('/'), REDIRECTS.afterVerifyMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once per successful verification
  }, [verify.isSuccess]);

  const status = !token
    ? 'error'
    : verify.isSuccess
      ? 'success'
      : verify.isError
        ? 'error'
        : 'loading';
  const message = !token
    ? MESSAGES.noVerificationToken
    : verify.error
      ? verify.error.message || MESSAGES.verificationFailed
      : null;

  return (
    <VerifyEmailScreen
      status={status}
      message={message}
      canResend={Boolean(user && !user.emailVerified)}
      onResend={() => user && resend.mutate({ email: user.email })}
      resendStatus={
        resend.isPending ? 'sending' : resend.isSuccess ? 'sent' : resend.isError ? 'error' : 'idle'
      }
      resendMessage={
        resend.isSuccess
          ? MESSAGES.verificationSent
          : resend.error
            ? resend.error.message || MESSAGES.resendFailed
            : null
      }
    />
  );
}
