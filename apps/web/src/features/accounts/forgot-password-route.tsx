import { useMutation } from '@tanstack/react-query';
import { ForgotPasswordScreen } from '@pedalswap/ui/screens/forgot-password-screen';
import { forgotPasswordMutationOptions } from '@pedalswap/api-client';
import { ACCOUNT_FLOW_MESSAGES } from '@pedalswap/domain/accounts';
import { errorMessage } from '../../app/error-message.ts';
import { requestStatus } from '../../app/request-status.ts';
import { useSession } from '../../app/session/session-context.tsx';

/** /forgot-password: the same generic note whether or not the address has an account. */
export function ForgotPasswordRoute() {
  const { client } = useSession();
  const request = useMutation(forgotPasswordMutationOptions(client));
  const status = requestStatus(request);
  return (
    <ForgotPasswordScreen
      onSubmit={(email) => request.mutate({ email })}
      status={status === 'success' ? 'sent' : status}
      error={
        request.isError ? errorMessage(request.error, ACCOUNT_FLOW_MESSAGES.resetLinkFailed) : null
      }
    />
  );
}
