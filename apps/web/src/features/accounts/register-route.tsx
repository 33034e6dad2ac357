import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { RegisterScreen } from '@pedalswap/ui/screens/register-screen';
import { registerMutationOptions } from '@pedalswap/api-client';
import { REDIRECTS } from '@pedalswap/domain';
import { useSession } from '../../app/session/session-context.tsx';

export function RegisterRoute() {
  const { client } = useSession();
  const navigate = useNavigate();
  const register = useMutation(registerMutationOptions(client));

  // Spec 1 §2: after success the message shows and the user goes to /welcome after 2 seconds.
  useEffect(() => {
    if (!register.isSuccess) return;
    const timer = setTimeout(() => navigate('/welcome'), REDIRECTS.afterRegisterMs);
    return () => clearTimeout(timer);
  }, [register.isSuccess, navigate]);

  return (
    <RegisterScreen
      onSubmit={({ confirmPassword: _confirm, ...body }) => register.mutate(body)}
      submitting={register.isPending}
      success={register.isSuccess}
      error={register.error ? register.error.message || 'Registration failed' : null}
    />
  );
}
