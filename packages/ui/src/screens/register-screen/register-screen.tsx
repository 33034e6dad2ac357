import { Button, Callout, Flex, Grid, Link as RadixLink, Text, TextField } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { registerFormSchema, type RegisterFormInput, MESSAGES } from '@pedalswap/domain/accounts';
import type { FormEvent } from 'react';
import { CenteredPanel } from '../../components/centered-panel/centered-panel.tsx';
import { FormField, type FieldControlProps } from '../../components/form-field/form-field.tsx';
import { useSchemaForm } from '../../components/form-field/use-schema-form.ts';
import { useLinkComponent } from '../../components/link/link.tsx';
import { PasswordInput } from '../../components/password-input/password-input.tsx';
import { PasswordStrengthMeter } from '../../components/password-strength-meter/password-strength-meter.tsx';

/** Spec 1 §2: when the failure says an account already exists, offer the login page. */
export function mentionsExistingAccount(message: string | null | undefined): boolean {
  return !!message && /already exists/i.test(message);
}

export interface RegisterScreenProps {
  onSubmit: (values: RegisterFormInput) => void;
  submitting?: boolean;
  error?: string | null;
  /** After success the form is replaced by the success message (the app redirects after 2 s). */
  success?: boolean;
  /** Defaults to whether `error` says the account already exists. */
  showLoginLink?: boolean;
}

const EMPTY: RegisterFormInput = {
  email: '',
  firstName: '',
  lastName: '',
  location: '',
  password: '',
  confirmPassword: '',
};

export function RegisterScreen({
  onSubmit,
  submitting = false,
  error,
  success = false,
  showLoginLink = mentionsExistingAccount(error),
}: RegisterScreenProps) {
  const Link = useLinkComponent();
  const form = useSchemaForm<RegisterFormInput>(registerFormSchema, EMPTY);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values && !submitting) onSubmit(values);
  };

  const text =
    (
      field: keyof RegisterFormInput,
      extra: Partial<React.ComponentProps<typeof TextField.Root>> = {},
    ) =>
    (control: FieldControlProps) => (
      <TextField.Root
        {...control}
        size="3"
        value={form.values[field]}
        onChange={(e) => form.setValue(field, e.target.value)}
        onBlur={() => form.touch(field)}
        {...extra}
      />
    );

  if (success) {
    return (
      <CenteredPanel title="Create an account">
        <Callout.Root color="jade" role="status" size="2">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>{MESSAGES.registrationSuccess}</Callout.Text>
        </Callout.Root>
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel
      title="Create an account"
      description="Join riders trading bikes across the Pacific Northwest."
    >
      {error && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>
            {error}{' '}
            {showLoginLink && (
              <RadixLink asChild weight="bold" color="red" highContrast>
                <Link href="/login">Go to sign in</Link>
              </RadixLink>
            )}
          </Callout.Text>
        </Callout.Root>
      )}
      <form noValidate onSubmit={handleSubmit} aria-label="Create an account">
        <Flex direction="column" gap="4">
          <FormField id="register-email" label="Email" error={form.errorOf('email')}>
            {text('email', {
              type: 'email',
              autoComplete: 'email',
              placeholder: 'you@example.com',
            })}
          </FormField>
          <Grid columns={{ initial: '1', xs: '2' }} gap="4">
            <FormField
              id="register-first-name"
              label="First name"
              error={form.errorOf('firstName')}
            >
              {text('firstName', { autoComplete: 'given-name' })}
            </FormField>
            <FormField id="register-last-name" label="Last name" error={form.errorOf('lastName')}>
              {text('lastName', { autoComplete: 'family-name' })}
            </FormField>
          </Grid>
          <FormField id="register-location" label="Location" error={form.errorOf('location')}>
            {text('location', { autoComplete: 'address-level2', placeholder: 'Portland, OR' })}
          </FormField>
          <FormField id="register-password" label="Password" error={form.errorOf('password')}>
            {(control) => (
              <PasswordInput
                {...control}
                size="3"
                autoComplete="new-password"
                value={form.values.password}
                onChange={(e) => form.setValue('password', e.target.value)}
                onBlur={() => form.touch('password')}
              />
            )}
          </FormField>
          <PasswordStrengthMeter password={form.values.password} />
          <FormField
            id="register-confirm"
            label="Confirm password"
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
          <Button type="submit" size="3" disabled={!form.valid || submitting} loading={submitting}>
            Create account
          </Button>
          <Text size="2" align="center" color="gray">
            Already a member?{' '}
            <RadixLink asChild weight="medium">
              <Link href="/login">Sign in</Link>
            </RadixLink>
          </Text>
        </Flex>
      </form>
    </CenteredPanel>
  );
}
RegisterScreen.displayName = 'RegisterScreen';
