import { Button, Callout, Flex, Link as RadixLink, Text, TextField } from '@radix-ui/themes';
import { ArrowLeftIcon, CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import {
  ACCOUNT_FLOW_MESSAGES,
  forgotPasswordFormSchema,
  type ForgotPasswordFormInput,
} from '@pedalswap/domain/accounts';
import type { FormEvent } from 'react';
import { CenteredPanel } from '../../components/centered-panel/centered-panel.tsx';
import { FormField } from '../../components/form-field/form-field.tsx';
import { useSchemaForm } from '../../components/form-field/use-schema-form.ts';
import { useLinkComponent } from '../../components/link/link.tsx';

export const FORGOT_PASSWORD_STATUSES = ['idle', 'submitting', 'sent', 'error'] as const;
export type ForgotPasswordStatus = (typeof FORGOT_PASSWORD_STATUSES)[number];

export interface ForgotPasswordScreenProps {
  onSubmit: (email: string) => void;
  status?: ForgotPasswordStatus;
  /** The server's message when status is error; defaults to "Failed to send reset email". */
  error?: string | null;
  defaultEmail?: string;
}

/** /forgot-password (spec 1 §2): the success note is the same whether or not the account exists. */
export function ForgotPasswordScreen({
  onSubmit,
  status = 'idle',
  error,
  defaultEmail = '',
}: ForgotPasswordScreenProps) {
  const Link = useLinkComponent();
  const form = useSchemaForm<ForgotPasswordFormInput>(forgotPasswordFormSchema, {
    email: defaultEmail,
  });
  const submitting = status === 'submitting';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values && !submitting) onSubmit(values.email);
  };

  return (
    <CenteredPanel
      title="Forgot your password?"
      description="Enter your email and we'll send you a link to set a new one."
    >
      {status === 'sent' && (
        <Callout.Root color="jade" role="status">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>{ACCOUNT_FLOW_MESSAGES.resetLinkSent}</Callout.Text>
        </Callout.Root>
      )}
      {status === 'error' && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{error || ACCOUNT_FLOW_MESSAGES.resetLinkFailed}</Callout.Text>
        </Callout.Root>
      )}
      <form noValidate onSubmit={handleSubmit} aria-label="Request a reset link">
        <Flex direction="column" gap="4">
          <FormField id="forgot-email" label="Email" error={form.errorOf('email')}>
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
          <Button type="submit" size="3" disabled={submitting} loading={submitting}>
            Send reset link
          </Button>
          <Text size="2" align="center">
            <RadixLink asChild weight="medium">
              <Link href="/login">
                <ArrowLeftIcon aria-hidden /> Back to sign in
              </Link>
            </RadixLink>
          </Text>
        </Flex>
      </form>
    </CenteredPanel>
  );
}
ForgotPasswordScreen.displayName = 'ForgotPasswordScreen';
