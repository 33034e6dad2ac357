import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import {
  deleteItemMutationOptions,
  profileQueryOptions,
  updateProfileMutationOptions,
  uploadAvatarMutationOptions,
} from '@pedalswap/api-client';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import {
  ProfilePage,
  type ProfileCardMode,
  type ProfileFeedback,
} from '@pedalswap/ui/screens/profile-page';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';
import { scrollToHash, useBalanceSection } from './use-balance-section.ts';
import { useNewOffers, useYourOffers } from './use-offers-sections.ts';
import { useCalendarFeed } from './use-calendar-feed.ts';
import { useEventSections } from './use-event-sections.ts';
import { useOwnListings } from './use-own-listings.ts';

/** A message another page hands over in the navigation state, e.g. after saving a listing. */
function flashOf(state: unknown): ProfileFeedback | null {
  const flash = (state as { flash?: Partial<ProfileFeedback> } | null)?.flash;
  if (!flash || typeof flash.message !== 'string') return null;
  return { tone: flash.tone === 'error' ? 'error' : 'success', message: flash.message };
}

/**
 * /profile (spec 1 §2): the member's card with edit and photo upload, token balance and
 * history, the new-offers alert and Your Offers, Your Events and Following Events, Your Bikes
 * with delete.
 */
export function ProfileRoute() {
  const { client, actor, user: sessionUser } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const profile = useQuery(profileQueryOptions(client));

  // The flash is shown once: it stays on this visit but is taken out of the history entry, so a
  // reload or coming back later does not say "deleted" again.
  const [flash] = useState(() => flashOf(location.state));
  const hasState = flashOf(location.state) !== null;
  useEffect(() => {
    if (hasState) {
      void navigate(
        { pathname: location.pathname, hash: location.hash },
        { replace: true, state: null },
      );
    }
  }, [hasState, navigate, location.pathname, location.hash]);
  const userId = profile.data?.id ?? sessionUser?.id;

  // The session keeps a copy of the user for the shell and guards: keep it current (the
  // mutations below store their answer as the profile query's data, so this covers them too).
  useEffect(() => {
    if (profile.data) actor.send({ type: 'USER_UPDATED', user: profile.data });
  }, [profile.data, actor]);

  const [mode, setMode] = useState<ProfileCardMode>('view');
  const [cardFeedback, setCardFeedback] = useState<ProfileFeedback | null>(null);
  const update = useMutation(updateProfileMutationOptions(client));
  const upload = useMutation(uploadAvatarMutationOptions(client));

  const balance = useBalanceSection(userId);
  const newOffers = useNewOffers();
  const offers = useYourOffers();

  const eventSections = useEventSections(client, userId);
  const calendarFeed = useCalendarFeed(client, userId);
  const bikes = useOwnListings(client, userId);
  const deleteBike = useMutation(deleteItemMutationOptions(client));
  const [bikeFeedback, setBikeFeedback] = useState<ProfileFeedback | null>(null);

  // Hash anchors (#your-bikes, #your-offers ...) scroll once the sections are on the page.
  const ready = profile.isSuccess;
  useEffect(() => {
    if (ready) scrollToHash(location.hash);
  }, [ready, location.hash]);

  return (
    <ProfilePage
      view="own"
      status={profile.isPending ? 'loading' : profile.isError ? 'error' : 'ready'}
      user={profile.data ?? null}
      error={
        profile.isError ? errorMessage(profile.error, PROFILE_PAGE_MESSAGES.loadOwnFailed) : null
      }
      onRetry={() => void profile.refetch()}
      flash={flash}
      card={{
        mode,
        onModeChange: (next) => {
          setMode(next);
          setCardFeedback(null);
        },
        saving: update.isPending,
        onSave: ({ firstName, lastName, location: place, bio }) => {
          setCardFeedback(null);
          update.mutate(
            { firstName, lastName, location: place, bio: bio === '' ? null : bio },
            {
              onSuccess: () => {
                setMode('view');
                setCardFeedback({ tone: 'success', message: PROFILE_PAGE_MESSAGES.updated });
              },
              onError: (error) =>
                setCardFeedback({
                  tone: 'error',
                  message: errorMessage(error, PROFILE_PAGE_MESSAGES.updateFailed),
                }),
            },
          );
        },
        uploading: upload.isPending,
        onUploadAvatar: (file) => {
          setCardFeedback(null);
          upload.mutate(file, {
            onSuccess: () =>
              setCardFeedback({ tone: 'success', message: PROFILE_PAGE_MESSAGES.photoUpdated }),
            onError: (error) =>
              setCardFeedback({
                tone: 'error',
                message: errorMessage(error, PROFILE_PAGE_MESSAGES.photoFailed),
              }),
          });
        },
        feedback: cardFeedback,
      }}
      newOffers={newOffers}
      balance={balance}
      offers={offers}
      events={eventSections.events}
      followingEvents={eventSections.followingEvents}
      calendarFeed={calendarFeed}
      bikes={{
        status: bikes.isPending ? 'loading' : bikes.isError ? 'error' : 'ready',
        items: bikes.items,
        error: bikes.isError ? errorMessage(bikes.error, PROFILE_PAGE_MESSAGES.bikesFailed) : null,
        onRetry: () => void bikes.refetch(),
        deletingId: deleteBike.isPending ? (deleteBike.variables?.id ?? null) : null,
        feedback: bikeFeedback,
        onDeleteBike: (bike) => {
          setBikeFeedback(null);
          deleteBike.mutate(
            { type: bike.itemType, id: bike.id },
            {
              onSuccess: () =>
                setBikeFeedback({ tone: 'success', message: PROFILE_PAGE_MESSAGES.bikeDeleted }),
              onError: (error) =>
                setBikeFeedback({
                  tone: 'error',
                  message: errorMessage(error, PROFILE_PAGE_MESSAGES.bikeDeleteFailed),
                }),
            },
          );
        },
      }}
    />
  );
}
