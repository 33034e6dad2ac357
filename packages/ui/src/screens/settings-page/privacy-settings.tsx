import { AlertDialog, Button, Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import {
  DELETE_CONFIRMATION_WORD,
  SETTINGS_FALLBACKS,
  checkDeleteConfirmation,
} from '@pedalswap/domain/accounts';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field/form-field.tsx';
import type { RequestStatus } from './change-email-dialog.tsx';
import { SettingSwitch } from './setting-switch.tsx';
import { SettingsSection } from './settings-section.tsx';
import * as css from './settings-page.css.ts';

/** Local only (spec 1 §2): nothing is sent; the switches start on. */
export interface PrivacyValues {
  profileVisible: boolean;
  showLocation: boolean;
  allowMessages: boolean;
}

export const DEFAULT_PRIVACY: Readonly<PrivacyValues> = Object.freeze({
  profileVisible: true,
  showLocation: true,
  allowMessages: true,
});

export interface DeleteAccountProps {
  /** Called once DELETE was typed; the app deletes the account and logs out. */
  onDelete: () => void;
  status?: RequestStatus;
  /** The server's message when status is error; "Failed to delete account" otherwise. */
  error?: string | null;
  onClose?: () => void;
  /** Stories open the dialog on first render. */
  defaultOpen?: boolean;
}

export interface PrivacySettingsProps {
  defaultValues?: Partial<PrivacyValues>;
  onChange?: (values: PrivacyValues) => void;
  deleteAccount: DeleteAccountProps;
}

/** The Privacy tab: three local switches and the danger zone. */
export function PrivacySettings({ defaultValues, onChange, deleteAccount }: PrivacySettingsProps) {
  const [values, setValues] = useState<PrivacyValues>({ ...DEFAULT_PRIVACY, ...defaultValues });
  const set = (key: keyof PrivacyValues, value: boolean) => {
    const next = { ...values, [key]: value };
    setValues(next);
    onChange?.(next);
  };
  return (
    <>
      <SettingsSection title="Privacy" description="How other members see you on PedalSwap.">
        <div>
          <SettingSwitch
            id="privacy-profile"
            label="Profile visibility"
            description="Let other members open your profile."
            checked={values.profileVisible}
            onCheckedChange={(v) => set('profileVisible', v)}
          />
          <SettingSwitch
            id="privacy-location"
            label="Show location"
            description="Show your city on your profile and listings."
            checked={values.showLocation}
            onCheckedChange={(v) => set('showLocation', v)}
          />
          <SettingSwitch
            id="privacy-messages"
            label="Allow messages"
            description="Let members message you about your items."
            checked={values.allowMessages}
            onCheckedChange={(v) => set('allowMessages', v)}
          />
        </div>
      </SettingsSection>
      <DangerZone {...deleteAccount} />
    </>
  );
}
PrivacySettings.displayName = 'PrivacySettings';

/** Account deletion: a dialog that asks for DELETE, typed exactly. */
export function DangerZone({
  onDelete,
  status = 'idle',
  error,
  onClose,
  defaultOpen = false,
}: DeleteAccountProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <SettingsSection
      title="Danger zone"
      className={css.dangerCard}
      description="Deleting your account removes your profile, listings and history. This cannot be undone."
    >
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClose?.();
        }}
      >
        <Flex>
          <AlertDialog.Trigger>
            <Button color="red" highContrast>
              Delete account
            </Button>
          </AlertDialog.Trigger>
        </Flex>
        <AlertDialog.Content maxWidth="440px">
          <AlertDialog.Title>Delete your account?</AlertDialog.Title>
          <AlertDialog.Description size="2" mb="4">
            Your profile, bikes, offers and messages will be deleted for good, and you will be
            signed out.
          </AlertDialog.Description>
          <DeleteForm
            onDelete={onDelete}
            deleting={status === 'submitting'}
            error={status === 'error' ? (error ?? SETTINGS_FALLBACKS.deleteAccount) : null}
          />
        </AlertDialog.Content>
      </AlertDialog.Root>
    </SettingsSection>
  );
}
DangerZone.displayName = 'DangerZone';

function DeleteForm({
  onDelete,
  deleting,
  error,
}: {
  onDelete: () => void;
  deleting: boolean;
  error: string | null;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (deleting) return;
    const issue = checkDeleteConfirmation(typed);
    setProblem(issue?.msg ?? null);
    if (!issue) onDelete();
  };
  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Delete account">
      <Flex direction="column" gap="4">
        {error && (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        )}
        <FormField
          id="delete-confirmation"
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          error={problem}
        >
          {(control) => (
            <TextField.Root
              {...control}
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setProblem(null);
              }}
            />
          )}
        </FormField>
        <Text size="1" color="gray">
          Capital letters, exactly as shown.
        </Text>
        <Flex gap="3" justify="end">
          <AlertDialog.Cancel>
            <Button type="button" variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button type="submit" color="red" highContrast loading={deleting}>
            Delete account
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
