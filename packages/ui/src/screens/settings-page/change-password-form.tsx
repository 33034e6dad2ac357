import { Button, Callout, Flex } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { FieldIssue } from '@pedalswap/domain/shared';
import {
  PASSWORD_MESSAGES,
  SETTINGS_FALLBACKS,
  changePasswordPayload,
  type ChangePasswordInput,
} from '@pedalswap/domain/accounts';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field/form-field.tsx';
import { PasswordInput } from '../../components/password-input/password-input.tsx';
import type { RequestStatus } from './change-email-dialog.tsx';
import { SettingsSection } from './settings-section.tsx';

type Values = Required<ChangePasswordInput>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  /** Receives the confirmation filled in (it defaults to the new password, spec 1 §5). */
  onSubmit: (values: Values) => void;
  status?: RequestStatus;
  /** The server's message when status is error; the spec's fallback otherwise. */
  error?: string | null;
}

/** Change password (Security tab). The fields clear once the change succeeded. */
export function ChangePasswordForm({ onSubmit, status = 'idle', error }: ChangePasswordFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [issue, setIssue] = useState<FieldIssue | null>(null);
  // Clearing on success during render (not in an effect): the passwords never outlive it.
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status === 'success') setValues(EMPTY);
  }
  const submitting = status === 'submitting';
  const errorOf = (path: keyof Values) => (issue?.path === path ? issue.msg : null);
  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setIssue(null);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // The check uses the server's zod rule: loaded on submit, so zod is not in the page's first
    // load (issue 11).
    const { checkChangePassword } = await import('@pedalswap/domain/settings-checks');
    const problem = checkChangePassword(values);
    setIssue(problem);
    if (!problem) onSubmit(changePasswordPayload(values));
  };

  return (
    <SettingsSection
      title="Change password"
      headingId="change-password-heading"
      description="At least 8 characters. Leave the confirmation empty to use the new password as typed."
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-labelledby="change-password-heading"
      >
        <Flex direction="column" gap="4" maxWidth="420px">
          {status === 'success' && (
            <Callout.Root color="jade" role="status">
              <Callout.Icon>
                <CheckCircledIcon />
              </Callout.Icon>
              <Callout.Text>{PASSWORD_MESSAGES.changed}</Callout.Text>
            </Callout.Root>
          )}
          {status === 'error' && (
            <Callout.Root color="red" role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{error ?? SETTINGS_FALLBACKS.changePassword}</Callout.Text>
            </Callout.Root>
          )}
          <FormField
            id="current-password"
            label="Current password"
            error={errorOf('currentPassword')}
          >
            {(control) => (
              <PasswordInput
                {...control}
                value={values.currentPassword}
                onChange={(e) => set('currentPassword', e.target.value)}
              />
            )}
          </FormField>
          <FormField id="new-password" label="New password" error={errorOf('newPassword')}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={values.newPassword}
                onChange={(e) => set('newPassword', e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id="confirm-new-password"
            label="Confirm new password"
            error={errorOf('confirmPassword')}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={(e) => set('confirmPassword', e.target.value)}
              />
            )}
          </FormField>
          <Flex>
            <Button type="submit" loading={submitting}>
              Change password
            </Button>
          </Flex>
        </Flex>
      </form>
    </SettingsSection>
  );
}
ChangePasswordForm.displayName = 'ChangePasswordForm';
