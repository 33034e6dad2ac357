import { AlertDialog, Badge, Button, Callout, Flex, Skeleton, Text } from '@radix-ui/themes';
import { DesktopIcon, ExclamationTriangleIcon, MobileIcon } from '@radix-ui/react-icons';
import type { Schema } from '@pedalswap/api-client';
import { formatDateTime } from '@pedalswap/domain/shared';
import {
  SETTINGS_FALLBACKS,
  SETTINGS_MESSAGES,
  describeUserAgent,
  isMobileUserAgent,
} from '@pedalswap/domain/accounts';
import { useState } from 'react';
import { SettingsSection } from './settings-section.tsx';
import * as css from './settings-page.css.ts';

export type DeviceSession = Schema<'DeviceSession'>;

export const LOAD_STATUSES = ['loading', 'error', 'ready'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

export const DEVICE_REVOKING = ['others', 'all'] as const;
export type DeviceRevoking = (typeof DEVICE_REVOKING)[number] | { id: string } | null;

export interface DeviceSessionsListProps {
  status: LoadStatus;
  sessions?: readonly DeviceSession[];
  /** Shown when status is error; "Failed to load devices" otherwise. */
  error?: string | null;
  onRetry?: () => void;
  onRevoke: (id: string) => void;
  onRevokeOthers: () => void;
  /** Called after the member confirmed; the app then logs out. */
  onRevokeAll: () => void;
  /** The request under way, if any (its button spins, the others wait). */
  revoking?: DeviceRevoking;
  timeZone?: string;
  /** Stories open the revoke-all confirmation on first render. */
  defaultConfirmOpen?: boolean;
}

/** Active sessions (Security tab): this device first, then the most recently used. */
export function DeviceSessionsList({
  status,
  sessions = [],
  error,
  onRetry,
  onRevoke,
  onRevokeOthers,
  onRevokeAll,
  revoking = null,
  timeZone,
  defaultConfirmOpen = false,
}: DeviceSessionsListProps) {
  const ordered = [...sessions].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastUsedAt.localeCompare(a.lastUsedAt),
  );
  const busy = revoking !== null;
  const ready = status === 'ready';
  return (
    <SettingsSection
      title="Active sessions"
      headingId="devices-heading"
      description="Devices signed in to your account. Sessions end after 7 days without use."
    >
      {status === 'loading' && (
        <Flex direction="column" gap="4" role="status" aria-label="Loading devices">
          {[0, 1].map((i) => (
            <Flex key={i} gap="3" align="center">
              <Skeleton width="40px" height="40px" />
              <Flex direction="column" gap="2" flexGrow="1">
                <Skeleton width="180px" height="18px" />
                <Skeleton width="260px" height="14px" />
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
      {status === 'error' && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Flex gap="3" align="center" justify="between" wrap="wrap" asChild>
            <Callout.Text>
              {error ?? SETTINGS_FALLBACKS.loadDevices}
              {onRetry && (
                <Button size="1" variant="soft" color="red" onClick={onRetry}>
                  Try again
                </Button>
              )}
            </Callout.Text>
          </Flex>
        </Callout.Root>
      )}
      {ready && ordered.length === 0 && (
        <Text size="2" color="gray">
          No active sessions.
        </Text>
      )}
      {ready && ordered.length > 0 && (
        <ul aria-labelledby="devices-heading" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {ordered.map((session) => (
            <DeviceRow
              key={session.id}
              session={session}
              timeZone={timeZone}
              busy={busy}
              revokingThis={typeof revoking === 'object' && revoking?.id === session.id}
              onRevoke={() => onRevoke(session.id)}
            />
          ))}
        </ul>
      )}
      {ready && (
        <Flex gap="3" wrap="wrap" justify="end">
          <Button
            variant="soft"
            color="gray"
            disabled={sessions.length <= 1 || (busy && revoking !== 'others')}
            loading={revoking === 'others'}
            onClick={onRevokeOthers}
          >
            Revoke all other
          </Button>
          <RevokeAllButton
            disabled={sessions.length === 0 || (busy && revoking !== 'all')}
            loading={revoking === 'all'}
            onConfirm={onRevokeAll}
            defaultOpen={defaultConfirmOpen}
          />
        </Flex>
      )}
    </SettingsSection>
  );
}
DeviceSessionsList.displayName = 'DeviceSessionsList';

interface DeviceRowProps {
  session: DeviceSession;
  timeZone?: string;
  busy: boolean;
  revokingThis: boolean;
  onRevoke: () => void;
}

function DeviceRow({ session, timeZone, busy, revokingThis, onRevoke }: DeviceRowProps) {
  const name = describeUserAgent(session.userAgent);
  const Icon = isMobileUserAgent(session.userAgent) ? MobileIcon : DesktopIcon;
  const date = (value: string) => formatDateTime(value, { timeZone });
  return (
    <li className={css.deviceRow}>
      <span className={css.deviceIcon} aria-hidden>
        <Icon width="20" height="20" />
      </span>
      <div className={css.deviceBody}>
        <Flex gap="2" align="center" wrap="wrap">
          <Text weight="medium">{name}</Text>
          {session.isCurrent && (
            <Badge color="jade" variant="soft">
              This device
            </Badge>
          )}
        </Flex>
        <Text as="p" size="2" color="gray">
          {session.ipAddress ?? 'Unknown IP address'}
        </Text>
        <Text as="p" size="1" color="gray">
          Signed in {date(session.createdAt)} · Last used {date(session.lastUsedAt)} · Expires{' '}
          {date(session.expiresAt)}
        </Text>
      </div>
      {!session.isCurrent && (
        <Button
          size="1"
          variant="soft"
          color="red"
          disabled={busy && !revokingThis}
          loading={revokingThis}
          onClick={onRevoke}
          aria-label={`Revoke ${name}`}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}

interface RevokeAllButtonProps {
  disabled: boolean;
  loading: boolean;
  onConfirm: () => void;
  defaultOpen: boolean;
}

function RevokeAllButton({ disabled, loading, onConfirm, defaultOpen }: RevokeAllButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger>
        <Button color="red" highContrast disabled={disabled} loading={loading}>
          Revoke all
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>Revoke all devices?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {SETTINGS_MESSAGES.revokeAllConfirm}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" highContrast onClick={onConfirm}>
              Revoke all
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
