import { Button, Callout, Flex, Link as RadixLink, Text, TextField } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import {
  MESSAGES,
  loginSchema,
  resendVerificationSchema,
  type LoginInput,
} from '@pedalswap/domain/accounts';
import { useState, type FormEvent } from 'react';
import { CenteredPanel } from '../../components/centered-panel/centered-panel.tsx';
import { FormField } from '../../components/form-field/form-field.tsx';
import { useSchemaForm } from '../../components/form-field/use-schema-form.ts';
import { useLinkComponent } from '../../components/link/link.tsx';
import { PasswordInput } from '../../components/password-input/password-input.tsx';

export const RESEND_STATUSES = ['idle', 'sending', 'sent', 'error'] as const;
export type ResendStatus = (typeof RESEND_STATUSES)[number];

/** Spec 1 §2: a failure whose text mentions verification offers to resend the e-mail. */
export function mentionsVerification(message: string | null | undefined): boolean {
  return !!message && /verif/i.test(message);
}

export interface LoginScreenProps {
  onSubmit: (values: LoginInput) => void;
  submitting?: boolean;
  /** The server's message (or the catalogue's fallback), shown above the form. */
  error?: string | null;
  /** Defaults to whether `error` mentions verification. */
  showResendVerification?: boolean;
  onResendVerification?: (email: string) => void;
  resendStatus?: ResendStatus;
  /** E.g. "Verification email sent! Please check your inbox." or the failure message. */
  resendMessage?: string | null;
  defaultEmail?: string;
}

export function LoginScreen({
  onSubmit,
  submitting = false,
  error,
  showResendVerification = mentionsVerification(error),
  onResendVerification,
  resendStatus = 'idle',
  resendMessage,
  defaultEmail = '',
}: LoginScreenProps) {
  const Link = useLinkComponent();
  const form = useSchemaForm<LoginInput>(loginSchema, { email: defaultEmail, password: '' });
  const [resendProblem, setResendProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values && !submitting) onSubmit(values);
  };

  const handleResend = () => {
    // From the login page the address typed above is used; it must be there first (spec 1 §5).
    const parsed = resendVerificationSchema.safeParse({ email: form.values.email });
    if (!parsed.success) {
      setResendProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setResendProblem(null);
    onResendVerification?.(parsed.data.email);
  };

  return (
    <CenteredPanel title="Sign in" description="Welcome back. Ride on.">
      {error && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
      {showResendVerification && (
        <Flex direction="column" gap="2">
          <Button
            type="button"
            variant="soft"
            onClick={handleResend}
            loading={resendStatus === 'sending'}
          >
            Resend verification email
          </Button>
          {resendProblem && (
            <Text size="2" color="red" role="alert">
              {resendProblem}
            </Text>
          )}
          {!resendProblem && resendStatus === 'sent' && resendMessage && (
            <Callout.Root color="jade" size="1" role="status">
              <Callout.Icon>
                <CheckCircledIcon />
              </Callout.Icon>
              <Callout.Text>{resendMessage}</Callout.Text>
            </Callout.Root>
          )}
          {!resendProblem && resendStatus === 'error' && (
            <Text size="2" color="red" role="alert">
              {resendMessage ?? MESSAGES.resendVerificationFailed}
            </Text>
          )}
        </Flex>
      )}
      <form noValidate onSubmit={handleSubmit} aria-label="Sign in">
        <Flex direction="column" gap="4">
          <FormField id="login-email" label="Email" error={form.errorOf('email')}>
            {(control) => (
              <TextField.Root
                {...control}
                type="email"
                size="3"
                autoComplete="email"
                placeholder="you@example.com"
                value={form.values.email}
                onChange={(e) => form.setValue('email', e.target.value)}
                onBlur={() => form.touch('email')}
              />
            )}
          </FormField>
          <FormField id="login-password" label="Password" error={form.errorOf('password')}>
            {(control) => (
              <PasswordInput
                {...control}
                size="3"
                value={form.values.password}
                onChange={(e) => form.setValue('password', e.target.value)}
                onBlur={() => form.touch('password')}
              />
            )}
          </FormField>
          <Flex justify="end">
            <RadixLink asChild size="2">
              <Link href="/forgot-password">Forgot password?</Link>
            </RadixLink>
          </Flex>
          <Button type="submit" size="3" disabled={!form.valid || submitting} loading={submitting}>
            Sign in
          </Button>
          <Text size="2" align="center" color="gray">
            New to PedalSwap?{' '}
            <RadixLink asChild weight="medium">
              <Link href="/register">Create an account</Link>
            </RadixLink>
          </Text>
        </Flex>
      </form>
    </CenteredPanel>
  );
}
LoginScreen.displayName = 'LoginScreen';
