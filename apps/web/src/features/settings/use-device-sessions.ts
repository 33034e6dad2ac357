import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeviceSessionsListProps } from '@pedalswap/ui/screens/settings-page';
import { toastError, toastSuccess } from '../../app/lazy-toaster.tsx';
import {
  devicesQueryOptions,
  revokeAllDevicesMutationOptions,
  revokeDeviceMutationOptions,
  revokeOtherDevicesMutationOptions,
} from '@pedalswap/api-client';
import { DEVICE_MESSAGES, SETTINGS_FALLBACKS } from '@pedalswap/domain/accounts';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';

/**
 * The Security tab's active sessions: the list (loaded only while the tab is open) and the three
 * revoke actions with their toasts (spec 1 §8). Revoke all ends this session too, so it signs
 * out locally afterwards; RequireAuth then takes the member to /login.
 */
export function useDeviceSessions(open: boolean): DeviceSessionsListProps {
  const { client, actor } = useSession();
  const devices = useQuery({ ...devicesQueryOptions(client), enabled: open });
  const revokeOne = useMutation(revokeDeviceMutationOptions(client));
  const revokeOthers = useMutation(revokeOtherDevicesMutationOptions(client));
  const revokeAll = useMutation(revokeAllDevicesMutationOptions(client));

  return {
    status: devices.isSuccess ? 'ready' : devices.isError ? 'error' : 'loading',
    sessions: devices.data,
    error: devices.isError ? errorMessage(devices.error, SETTINGS_FALLBACKS.loadDevices) : null,
    onRetry: () => void devices.refetch(),
    revoking: revokeOne.isPending
      ? { id: revokeOne.variables ?? '' }
      : revokeOthers.isPending
        ? 'others'
        : revokeAll.isPending
          ? 'all'
          : null,
    onRevoke: (id) =>
      revokeOne.mutate(id, {
        onSuccess: () => toastSuccess(DEVICE_MESSAGES.revoked),
        onError: (error) => toastError(errorMessage(error, SETTINGS_FALLBACKS.revokeDevice)),
      }),
    onRevokeOthers: () =>
      revokeOthers.mutate(undefined, {
        onSuccess: () => toastSuccess(DEVICE_MESSAGES.othersRevoked),
        onError: (error) => toastError(errorMessage(error, SETTINGS_FALLBACKS.revokeOthers)),
      }),
    // The confirmation ("This will log you out from all devices including this one.
    // Continue?") is the list's own dialog; this runs once the member confirmed.
    onRevokeAll: () =>
      revokeAll.mutate(undefined, {
        onSuccess: (data) => {
          toastSuccess(data.message);
          actor.send({ type: 'LOGOUT' });
        },
        onError: (error) => toastError(errorMessage(error, SETTINGS_FALLBACKS.revokeAll)),
      }),
  };
}
