import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ProfileOverview } from '@pedalswap/ui/screens/profile-overview';
import { profileQueryOptions } from '@pedalswap/api-client';
import { useSession } from '../session/session-context.tsx';

export function ProfileRoute() {
  const { client, actor } = useSession();
  const profile = useQuery(profileQueryOptions(client));

  // The session keeps a copy of the user for the shell and guards: keep it current.
  useEffect(() => {
    if (profile.data) actor.send({ type: 'USER_UPDATED', user: profile.data });
  }, [profile.data, actor]);

  return (
    <ProfileOverview
      status={profile.isPending ? 'loading' : profile.isError ? 'error' : 'ready'}
      user={profile.data ?? null}
      error={profile.error?.message ?? null}
    />
  );
}
