import { Button, Callout, Dialog, Flex, TextField } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { FieldIssue } from '@pedalswap/domain/shared';
import {
  PROFILE_MESSAGES,
  SETTINGS_FALLBACKS,
  type ChangeEmailInput,
} from '@pedalswap/domain/accounts';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field/form-field.tsx';
import { PasswordInput } from '../../components/password-input/password-input.tsx';

export const REQUEST_STATUSES = ['idle', 'submitting', 'success', 'error'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export interface ChangeEmailDialogProps {
  /** The member's address now: the new one must differ (case-insensitively). */
  currentEmail: string;
  onSubmit: (values: ChangeEmailInput) => void;
  status?: RequestStatus;
  /** The server's message when status is error; the spec's fallback otherwise. */
  error?: string | null;
  /** Called when the dialog closes, so the app can reset the request. */
  onClose?: () => void;
  /** Stories open it on first render. */
  defaultOpen?: boolean;
}

/** Change Email (spec 1 §2, §4): new address plus current password; a link goes to the new one. */
export function ChangeEmailDialog({
  currentEmail,
  onSubmit,
  status = 'idle',
  error,
  onClose,
  defaultOpen = false,
}: ChangeEmailDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose?.();
      }}
    >
      <Dialog.Trigger>
        <Button variant="soft" highContrast>
          Change Email
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>Change Email</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          We will send a verification link to the new address. Your current address stays active
          until you follow it.
        </Dialog.Description>
        {status === 'success' ? (
          <Flex direction="column" gap="4">
            <Callout.Root color="jade" role="status">
              <Callout.Icon>
                <CheckCircledIcon />
              </Callout.Icon>
              <Callout.Text>{PROFILE_MESSAGES.emailChangeSent}</Callout.Text>
            </Callout.Root>
            <Flex justify="end">
              <Dialog.Close>
                <Button>Done</Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        ) : (
          <ChangeEmailForm
            currentEmail={currentEmail}
            onSubmit={onSubmit}
            submitting={status === 'submitting'}
            error={status === 'error' ? (error ?? SETTINGS_FALLBACKS.changeEmail) : null}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
ChangeEmailDialog.displayName = 'ChangeEmailDialog';

interface ChangeEmailFormProps {
  currentEmail: string;
  onSubmit: (values: ChangeEmailInput) => void;
  submitting: boolean;
  error: string | null;
}

function ChangeEmailForm({ currentEmail, onSubmit, submitting, error }: ChangeEmailFormProps) {
  const [values, setValues] = useState<ChangeEmailInput>({ newEmail: '', currentPassword: '' });
  const [issue, setIssue] = useState<FieldIssue | null>(null);
  const errorOf = (path: keyof ChangeEmailInput) => (issue?.path === path ? issue.msg : null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // The server's zod e-mail rule, loaded on submit (issue 11: zod out of /settings's first load).
    const { checkChangeEmail } = await import('@pedalswap/domain/settings-checks');
    const problem = checkChangeEmail(values, currentEmail);
    setIssue(problem);
    if (!problem)
      onSubmit({ newEmail: values.newEmail.trim(), currentPassword: values.currentPassword });
  };
  const set = (field: keyof ChangeEmailInput, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setIssue(null);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Change email">
      <Flex direction="column" gap="4">
        {error && (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        )}
        <FormField id="change-email-new" label="New email" error={errorOf('newEmail')}>
          {(control) => (
            <TextField.Root
              {...control}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={values.newEmail}
              onChange={(e) => set('newEmail', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="change-email-password"
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
        <Flex gap="3" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={submitting}>
            Send verification link
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
