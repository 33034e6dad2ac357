import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiRequestError, userBikesQueryOptions, userQueryOptions } from '@pedalswap/api-client';
import { OTHER_PROFILE_MESSAGES, PROFILE_PAGE_MESSAGES, isStaff } from '@pedalswap/domain/accounts';
import { toastError } from '../../app/lazy-toaster.tsx';
import { ProfilePage } from '@pedalswap/ui/screens/profile-page';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';
import { useBalanceSection } from './use-balance-section.ts';

// One toast per redirect, also when an effect runs twice.
const REDIRECT_TOAST = 'other-profile-redirect';

/**
 * /profile/{userId} (spec 1 §2): staff (owner, manager) see another member's profile read-only;
 * everyone else is told they may not and sent to /profile. The own id also goes to /profile;
 * an unknown user or a failed load says so and goes back to /profile.
 */
export function OtherProfileRoute() {
  const { user } = useSession();
  const { userId = '' } = useParams();
  const own = user?.id === userId;
  const allowed = isStaff(user?.role) && !own;

  useEffect(() => {
    if (user && !own && !isStaff(user.role))
      toastError(OTHER_PROFILE_MESSAGES.forbidden, { id: REDIRECT_TOAST });
  }, [user, own]);

  if (!allowed) return <Navigate to="/profile" replace />;
  return <StaffProfileView userId={userId} />;
}

function StaffProfileView({ userId }: { userId: string }) {
  const { client } = useSession();
  const navigate = useNavigate();
  const member = useQuery({ ...userQueryOptions(client, userId), retry: false });
  const balance = useBalanceSection(member.isSuccess ? userId : undefined);
  const bikes = useQuery({ ...userBikesQueryOptions(client, userId), enabled: member.isSuccess });

  const failed = member.isError;
  useEffect(() => {
    if (!failed) return;
    const notFound =
      member.error instanceof ApiRequestError &&
      (member.error.status === 404 || member.error.status === 400);
    toastError(notFound ? OTHER_PROFILE_MESSAGES.notFound : OTHER_PROFILE_MESSAGES.loadFailed, {
      id: REDIRECT_TOAST,
    });
    void navigate('/profile', { replace: true });
  }, [failed, member.error, navigate]);

  return (
    <ProfilePage
      view="other"
      status={member.isSuccess ? 'ready' : 'loading'}
      user={member.data ?? null}
      balance={balance}
      bikes={{
        status: bikes.isPending ? 'loading' : bikes.isError ? 'error' : 'ready',
        items: bikes.data ?? [],
        error: bikes.isError ? errorMessage(bikes.error, PROFILE_PAGE_MESSAGES.bikesFailed) : null,
        onRetry: () => void bikes.refetch(),
      }}
    />
  );
}
