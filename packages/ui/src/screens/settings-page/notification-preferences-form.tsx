import { Button, Callout, Flex, Heading, Separator, Skeleton, Text } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { Schema } from '@pedalswap/api-client';
import { SelectMenu } from '../../components/select-menu/select-menu.tsx';
import { formatDateTime } from '@pedalswap/domain/shared';
import {
  OFFER_EMAIL_FREQUENCIES,
  withPreferenceDefaults,
  type NotificationPreferenceValues,
  type OfferEmailFrequency,
  QUIET_HOUR_OPTIONS,
  SETTINGS_FALLBACKS,
  SETTINGS_MESSAGES,
} from '@pedalswap/domain/accounts';
import { useState, type FormEvent } from 'react';
import type { LoadStatus } from './device-sessions-list.tsx';
import { SettingSwitch } from './setting-switch.tsx';
import { SettingsSection } from './settings-section.tsx';
import * as css from './settings-page.css.ts';

export type NotificationPreferences = Schema<'NotificationPreferences'>;
export type NotificationPreferencesUpdate = Schema<'NotificationPreferencesUpdate'>;

export const SAVE_STATUSES = ['idle', 'saving', 'saved', 'error'] as const;
export type SaveStatus = (typeof SAVE_STATUSES)[number];

type Editable = Omit<NotificationPreferenceValues, 'lastOfferDigestSent'>;
type BooleanKey = {
  [K in keyof Editable]: Editable[K] extends boolean ? K : never;
}[keyof Editable];

export const FREQUENCY_LABELS: Readonly<Record<OfferEmailFrequency, string>> = {
  immediate: 'Immediately',
  hourly: 'Hourly digest',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  never: 'Never',
};

const OFFER_EMAILS: readonly { key: BooleanKey; label: string; description: string }[] = [
  {
    key: 'offerCreatedEmailEnabled',
    label: 'New offers',
    description: 'Someone makes an offer on one of your items.',
  },
  {
    key: 'offerAcceptedEmailEnabled',
    label: 'Offer accepted',
    description: 'An owner accepts your offer.',
  },
  {
    key: 'offerRejectedEmailEnabled',
    label: 'Offer rejected',
    description: 'An owner declines your offer.',
  },
  {
    key: 'offerExpiredEmailEnabled',
    label: 'Offer expired',
    description: 'An offer ran out before anyone answered.',
  },
  {
    key: 'offerCompletedEmailEnabled',
    label: 'Trade completed',
    description: 'A trade you are part of is complete.',
  },
];

function editable(values: NotificationPreferenceValues): Editable {
  const { lastOfferDigestSent: _omit, ...rest } = values;
  return rest;
}

/** The fields that differ from what is saved: the partial update PUT /users/profile takes. */
export function preferenceChanges(
  saved: Editable,
  edited: Editable,
): NotificationPreferencesUpdate {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(edited) as (keyof Editable)[]) {
    if (edited[key] !== saved[key]) out[key] = edited[key];
  }
  return out as NotificationPreferencesUpdate;
}

export interface NotificationPreferencesFormProps {
  status: LoadStatus;
  /** What the server has (missing fields take the spec's defaults). */
  preferences?: Partial<NotificationPreferences> | null;
  /** Shown when status is error. */
  error?: string | null;
  /** Receives only the changed fields. */
  onSave: (changes: NotificationPreferencesUpdate) => void;
  saveStatus?: SaveStatus;
  /** The server's message when saveStatus is error; "Failed to save preferences" otherwise. */
  saveError?: string | null;
  timeZone?: string;
}

/** Notification preferences (Notifications tab): every field of spec 1 §3, with dirty tracking. */
export function NotificationPreferencesForm({
  status,
  preferences,
  error,
  onSave,
  saveStatus = 'idle',
  saveError,
  timeZone,
}: NotificationPreferencesFormProps) {
  const saved = withPreferenceDefaults(preferences);
  const savedKey = JSON.stringify(saved);
  const [edited, setEdited] = useState<Editable>(() => editable(saved));
  // New saved values (after a save or a refetch) replace the edits.
  const [seenKey, setSeenKey] = useState(savedKey);
  if (seenKey !== savedKey) {
    setSeenKey(savedKey);
    setEdited(editable(saved));
  }
  const changes = preferenceChanges(editable(saved), edited);
  const dirty = Object.keys(changes).length > 0;
  const saving = saveStatus === 'saving';
  const set = <K extends keyof Editable>(key: K, value: Editable[K]) =>
    setEdited((v) => ({ ...v, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && !saving) onSave(changes);
  };

  if (status === 'loading') {
    return (
      <SettingsSection title="Notifications">
        <Flex direction="column" gap="4" role="status" aria-label="Loading preferences">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} width="100%" height="32px" />
          ))}
        </Flex>
      </SettingsSection>
    );
  }
  if (status === 'error') {
    return (
      <SettingsSection title="Notifications">
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{error ?? 'Failed to load preferences'}</Callout.Text>
        </Callout.Root>
      </SettingsSection>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Notification preferences">
      <Flex direction="column" gap="5">
        <SettingsSection
          title="Offers"
          description="Offers on your items and on the items you made offers for."
        >
          <div>
            <SettingSwitch
              id="pref-offer-notifications"
              label="Offer notifications"
              description="Show offer activity in the notification bell."
              checked={edited.offerNotificationsEnabled}
              onCheckedChange={(v) => set('offerNotificationsEnabled', v)}
            />
          </div>
          <Flex direction="column" gap="1">
            <Text as="label" id="pref-frequency-label" size="2" weight="medium">
              Offer email frequency
            </Text>
            <SelectMenu
              value={edited.offerEmailFrequency}
              onValueChange={(v) => set('offerEmailFrequency', v as OfferEmailFrequency)}
              aria-labelledby="pref-frequency-label"
              style={{ maxWidth: '240px' }}
              options={OFFER_EMAIL_FREQUENCIES.map((f) => ({
                value: f,
                label: FREQUENCY_LABELS[f],
              }))}
            />
            <Text size="1" color="gray">
              {saved.lastOfferDigestSent
                ? `Last digest sent ${formatDateTime(saved.lastOfferDigestSent, { timeZone })}`
                : 'No digest sent yet'}
            </Text>
          </Flex>
          <Separator size="4" />
          <Heading as="h3" size="2" color="gray">
            Email me when
          </Heading>
          <div>
            {OFFER_EMAILS.map(({ key, label, description }) => (
              <SettingSwitch
                key={key}
                id={`pref-${key}`}
                label={label}
                description={description}
                checked={edited[key]}
                onCheckedChange={(v) => set(key, v)}
              />
            ))}
          </div>
        </SettingsSection>

        <SettingsSection title="Messages" description="Chat with owners and traders.">
          <div>
            <SettingSwitch
              id="pref-chat-email"
              label="Chat message emails"
              description="An email when someone sends you a message."
              checked={edited.chatMessageEmailEnabled}
              onCheckedChange={(v) => set('chatMessageEmailEnabled', v)}
            />
            <SettingSwitch
              id="pref-chat-push"
              label="Chat message notifications"
              description="A notification in the bell for every new message."
              checked={edited.chatMessagePushEnabled}
              onCheckedChange={(v) => set('chatMessagePushEnabled', v)}
            />
          </div>
        </SettingsSection>

        <SettingsSection
          title="Quiet hours"
          description="No emails between these hours; they wait until the end."
        >
          <div>
            <SettingSwitch
              id="pref-quiet-hours"
              label="Quiet hours"
              checked={edited.quietHoursEnabled}
              onCheckedChange={(v) => set('quietHoursEnabled', v)}
            />
          </div>
          <div className={css.hoursGrid}>
            <HourSelect
              id="pref-quiet-start"
              label="From"
              value={edited.quietHoursStart}
              disabled={!edited.quietHoursEnabled}
              onChange={(v) => set('quietHoursStart', v)}
            />
            <HourSelect
              id="pref-quiet-end"
              label="Until"
              value={edited.quietHoursEnd}
              disabled={!edited.quietHoursEnabled}
              onChange={(v) => set('quietHoursEnd', v)}
            />
          </div>
        </SettingsSection>

        <Flex gap="3" align="center" justify="end" wrap="wrap">
          {saveStatus === 'saved' && !dirty && (
            <Text size="2" color="jade" role="status">
              <CheckCircledIcon aria-hidden /> {SETTINGS_MESSAGES.preferencesSaved}
            </Text>
          )}
          {saveStatus === 'error' && (
            <Text size="2" color="red" role="alert">
              {saveError ?? SETTINGS_FALLBACKS.savePreferences}
            </Text>
          )}
          {dirty && saveStatus !== 'error' && !saving && (
            <Text size="2" color="gray">
              You have unsaved changes
            </Text>
          )}
          <Button
            type="button"
            variant="soft"
            color="gray"
            disabled={!dirty || saving}
            onClick={() => setEdited(editable(saved))}
          >
            Discard
          </Button>
          <Button type="submit" disabled={!dirty || saving} loading={saving}>
            Save preferences
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
NotificationPreferencesForm.displayName = 'NotificationPreferencesForm';

const HOUR_OPTIONS = QUIET_HOUR_OPTIONS.map((hour) => ({ value: hour, label: hour }));

interface HourSelectProps {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

function HourSelect({ id, label, value, disabled, onChange }: HourSelectProps) {
  return (
    <Flex direction="column" gap="1">
      <Text
        as="label"
        id={`${id}-label`}
        size="2"
        weight="medium"
        color={disabled ? 'gray' : undefined}
      >
        {label}
      </Text>
      <SelectMenu
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        options={HOUR_OPTIONS}
      />
    </Flex>
  );
}
