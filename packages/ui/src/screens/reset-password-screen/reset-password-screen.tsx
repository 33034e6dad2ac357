import { Button, Callout, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import {
  ArrowLeftIcon,
  CheckCircledIcon,
  ExclamationTriangleIcon,
  LinkBreak2Icon,
} from '@radix-ui/react-icons';
import {
  ACCOUNT_FLOW_MESSAGES,
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
} from '@pedalswap/domain/accounts';
import { REDIRECTS } from '@pedalswap/domain/shared';
import type { FormEvent } from 'react';
import { CenteredPanel } from '../../components/centered-panel/centered-panel.tsx';
import { FormField } from '../../components/form-field/form-field.tsx';
import { useSchemaForm } from '../../components/form-field/use-schema-form.ts';
import { useLinkComponent } from '../../components/link/link.tsx';
import { PasswordInput } from '../../components/password-input/password-input.tsx';

export const RESET_PASSWORD_STATUSES = ['idle', 'submitting', 'success', 'error'] as const;
export type ResetPasswordStatus = (typeof RESET_PASSWORD_STATUSES)[number];

export interface ResetPasswordSubmit {
  newPassword: string;
  /** Spec 1 §5: the request sends the new password as its own confirmation. */
  confirmPassword: string;
}

export interface ResetPasswordScreenProps {
  /** The `token` query parameter; without one the Invalid Reset Link screen shows. */
  token: string | null | undefined;
  onSubmit: (values: ResetPasswordSubmit) => void;
  status?: ResetPasswordStatus;
  /** The server's message when status is error; defaults to "Failed to reset password". */
  error?: string | null;
}

const REDIRECT_SECONDS = REDIRECTS.afterResetPasswordMs / 1000;

function BackToLogin() {
  const Link = useLinkComponent();
  return (
    <Text size="2" align="center">
      <RadixLink asChild weight="medium">
        <Link href="/login">
          <ArrowLeftIcon aria-hidden /> Back to sign in
        </Link>
      </RadixLink>
    </Text>
  );
}

/** /reset-password (spec 1 §2): two fields with show/hide; the app redirects to /login after success. */
export function ResetPasswordScreen({
  token,
  onSubmit,
  status = 'idle',
  error,
}: ResetPasswordScreenProps) {
  const Link = useLinkComponent();
  const form = useSchemaForm<ResetPasswordFormInput>(resetPasswordFormSchema, {
    newPassword: '',
    confirmPassword: '',
  });
  const submitting = status === 'submitting';

  if (!token?.trim()) {
    return (
      <CenteredPanel title="Invalid Reset Link" showMark={false}>
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <LinkBreak2Icon />
          </Callout.Icon>
          <Callout.Text>
            This password reset link is invalid or incomplete. Request a new one to continue.
          </Callout.Text>
        </Callout.Root>
        <Flex justify="center">
          <Button asChild size="3">
            <Link href="/forgot-password">Request a new link</Link>
          </Button>
        </Flex>
        <BackToLogin />
      </CenteredPanel>
    );
  }

  if (status === 'success') {
    return (
      <CenteredPanel title="Password updated">
        <Callout.Root color="jade" role="status">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            Your password has been reset. Taking you to sign in in {REDIRECT_SECONDS} seconds…
          </Callout.Text>
        </Callout.Root>
        <Flex justify="center">
          <Button asChild size="3">
            <Link href="/login">Go to Login</Link>
          </Button>
        </Flex>
      </CenteredPanel>
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values && !submitting)
      onSubmit({ newPassword: values.newPassword, confirmPassword: values.newPassword });
  };

  return (
    <CenteredPanel
      title="Set a new password"
      description="At least 8 characters, with a letter and a number."
    >
      {status === 'error' && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{error || ACCOUNT_FLOW_MESSAGES.resetFailed}</Callout.Text>
        </Callout.Root>
      )}
      <form noValidate onSubmit={handleSubmit} aria-label="Set a new password">
        <Flex direction="column" gap="4">
          <FormField
            id="reset-new-password"
            label="New password"
            error={form.errorOf('newPassword')}
          >
            {(control) => (
              <PasswordInput
                {...control}
                size="3"
                autoComplete="new-password"
                value={form.values.newPassword}
                onChange={(e) => form.setValue('newPassword', e.target.value)}
                onBlur={() => form.touch('newPassword')}
              />
            )}
          </FormField>
          <FormField
            id="reset-confirm-password"
            label="Confirm new password"
            error={form.errorOf('confirmPassword')}
          >
            {(control) => (
              <PasswordInput
                {...control}
                size="3"
                autoComplete="new-password"
                value={form.values.confirmPassword}
                onChange={(e) => form.setValue('confirmPassword', e.target.value)}
                onBlur={() => form.touch('confirmPassword')}
              />
            )}
          </FormField>
          <Button type="submit" size="3" disabled={submitting} loading={submitting}>
            Reset password
          </Button>
          <BackToLogin />
        </Flex>
      </form>
    </CenteredPanel>
  );
}
ResetPasswordScreen.displayName = 'ResetPasswordScreen';
