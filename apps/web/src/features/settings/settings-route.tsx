import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import {
  SettingsPage,
  settingsTabFromHash,
  type SettingsTab,
} from '@pedalswap/ui/screens/settings-page';
import { toastSuccess } from '../../app/lazy-toaster.tsx';
import {
  changePasswordMutationOptions,
  deleteAccountMutationOptions,
  profileQueryOptions,
  requestEmailChangeMutationOptions,
  savePreferencesMutationOptions,
} from '@pedalswap/api-client';
import { SETTINGS_FALLBACKS } from '@pedalswap/domain/accounts';
import { errorMessage } from '../../app/error-message.ts';
import { requestStatus } from '../../app/request-status.ts';
import { useLeaveAndSignOut } from '../../app/sign-out.ts';
import { useSession } from '../../app/session/session-context.tsx';
import { forgetPrivacy, readPrivacy, writePrivacy } from './privacy-storage.ts';
import { useDeviceSessions } from './use-device-sessions.ts';

/** /settings (protected): four tabs; the URL hash names the open one (#notifications). */
export function SettingsRoute() {
  const { client, actor, user: sessionUser } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const leaveAndSignOut = useLeaveAndSignOut();
  const tab = settingsTabFromHash(location.hash);
  const userId = sessionUser?.id ?? '';

  const profile = useQuery(profileQueryOptions(client));
  const user = profile.data;
  // The session keeps a copy of the member for the shell and the guards: keep it current
  // (e.g. pendingEmail, which /verify-email-change compares with the confirmed address).
  useEffect(() => {
    if (user) actor.send({ type: 'USER_UPDATED', user });
  }, [user, actor]);

  const emailChange = useMutation(requestEmailChangeMutationOptions(client));
  const passwordChange = useMutation(changePasswordMutationOptions(client));
  const savePreferences = useMutation(savePreferencesMutationOptions(client));
  const deleteAccount = useMutation(deleteAccountMutationOptions(client));
  const devices = useDeviceSessions(tab === 'security');
  const [privacy] = useState(() => readPrivacy(userId));

  const onTabChange = (next: SettingsTab) =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: next },
      { replace: true, preventScrollReset: true },
    );

  const loadStatus = profile.isSuccess ? 'ready' : profile.isError ? 'error' : 'loading';
  const loadError = profile.isError ? errorMessage(profile.error, 'Failed to load profile') : null;

  return (
    <SettingsPage
      tab={tab}
      onTabChange={onTabChange}
      error={loadError}
      account={{
        user: user
          ? {
              email: user.email,
              emailVerified: user.emailVerified,
              pendingEmail: user.pendingEmail ?? null,
              createdAt: user.createdAt,
            }
          : null,
        changeEmail: {
          onSubmit: (values) => emailChange.mutate(values),
          status: requestStatus(emailChange),
          error: emailChange.isError
            ? errorMessage(emailChange.error, SETTINGS_FALLBACKS.changeEmail)
            : null,
          onClose: () => emailChange.reset(),
        },
      }}
      password={{
        onSubmit: (values) => passwordChange.mutate(values),
        status: requestStatus(passwordChange),
        error: passwordChange.isError
          ? errorMessage(passwordChange.error, SETTINGS_FALLBACKS.changePassword)
          : null,
      }}
      devices={devices}
      notifications={{
        status: loadStatus,
        preferences: user?.notificationPreferences ?? null,
        error: loadError,
        // Only the changed fields; the answer's member replaces the cached profile, which
        // resets the form's saved values.
        onSave: (changes) => savePreferences.mutate(changes),
        saveStatus: savePreferences.isPending
          ? 'saving'
          : savePreferences.isSuccess
            ? 'saved'
            : savePreferences.isError
              ? 'error'
              : 'idle',
        saveError: savePreferences.isError
          ? errorMessage(savePreferences.error, SETTINGS_FALLBACKS.savePreferences)
          : null,
      }}
      privacy={{
        defaultValues: privacy,
        onChange: (values) => writePrivacy(userId, values),
        deleteAccount: {
          // DELETE was typed (the dialog checks it). Spec 1 §4: the account is deleted, then
          // the member is signed out; they land on the home page.
          onDelete: () =>
            deleteAccount.mutate(undefined, {
              onSuccess: (data) => {
                forgetPrivacy(userId);
                toastSuccess(data.message);
                void leaveAndSignOut('/');
              },
            }),
          status: requestStatus(deleteAccount),
          error: deleteAccount.isError
            ? errorMessage(deleteAccount.error, SETTINGS_FALLBACKS.deleteAccount)
            : null,
          onClose: () => deleteAccount.reset(),
        },
      }}
    />
  );
}
