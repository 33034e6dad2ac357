import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import {
  eventQueryOptions,
  followEventMutationOptions,
  myEventRegistrationsQueryOptions,
  unfollowEventMutationOptions,
  type CommunityEvent,
} from '@pedalswap/api-client';
import { canEditEvent, eventActorOf, followAvailability } from '@pedalswap/domain/events';
import {
  eventFollowMachine,
  eventFollowView,
} from '@pedalswap/machines/event-follow/event-follow.machine';
import { EventDetailPage } from '@pedalswap/ui/screens/event-detail-page';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';

const PUBLIC_EVENT_STATUSES = new Set<CommunityEvent['status']>([
  'published',
  'cancelled',
  'completed',
]);

/** /events/{id} (spec 3 §2.13). */
export function EventDetailRoute() {
  const { id = '' } = useParams();
  const { client } = useSession();
  const event = useQuery(eventQueryOptions(client, id));
  const [now] = useState(() => new Date());
  if (!event.data)
    return (
      <EventDetailPage
        status={event.isError ? 'error' : 'loading'}
        now={now}
        follow={{ availability: 'unavailable', view: 'idle' }}
        onRetry={() => void event.refetch()}
      />
    );
  // The follow flow starts from what the server says; a new event starts it anew.
  return <LoadedEvent key={event.data.id} event={event.data} now={now} />;
}

function LoadedEvent({ event, now }: { event: CommunityEvent; now: Date }) {
  const { client, user } = useSession();
  const queryClient = useQueryClient();
  const follow = useMutation(followEventMutationOptions(client, queryClient));
  const unfollow = useMutation(unfollowEventMutationOptions(client, queryClient));
  const registrations = useQuery({
    ...myEventRegistrationsQueryOptions(client),
    enabled: !!user && event.isRegistered,
  });
  const calls = useRef({ follow, unfollow });
  calls.current = { follow, unfollow };
  // A failure carries the server's text, or none: the machine then says the spec's fallback.
  const withServerText = async (call: () => Promise<unknown>) => {
    try {
      return await call();
    } catch (error) {
      throw new Error(errorMessage(error, ''), { cause: error });
    }
  };
  const actor = useActorRef(
    eventFollowMachine.provide({
      actors: {
        follow: fromPromise(({ input }) =>
          withServerText(() =>
            calls.current.follow.mutateAsync({ id: input.eventId, notes: input.notes }),
          ),
        ),
        unfollow: fromPromise(({ input }) =>
          withServerText(() => calls.current.unfollow.mutateAsync({ id: input.eventId })),
        ),
      },
    }),
    { input: { eventId: event.id, isFollowing: event.isRegistered } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const view = eventFollowView(snapshot);

  const [linkCopied, setLinkCopied] = useState(false);
  useEffect(() => {
    if (!linkCopied) return;
    const timer = setTimeout(() => setLinkCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [linkCopied]);

  const viewer = user ? { id: user.id, role: user.role } : null;
  const mine = registrations.data?.find((r) => r.eventId === event.id);
  const followed = follow.data?.registration;
  const registration = snapshot.context.isFollowing ? (followed ?? mine) : undefined;
  const registrationStatus = registration?.status ?? event.registrationStatus;

  return (
    <EventDetailPage
      status="ready"
      event={event}
      now={now}
      canEdit={viewer !== null && canEditEvent(eventActorOf(event, viewer))}
      // A plain link carries no token: only the events anyone may read have a downloadable file.
      calendarHref={
        PUBLIC_EVENT_STATUSES.has(event.status) ? `/api/events/${event.id}/calendar.ics` : undefined
      }
      linkCopied={linkCopied}
      onShare={() => {
        const url = window.location.href;
        // The phone's own share sheet where there is one, else the address on the clipboard.
        if (typeof navigator.share === 'function')
          void navigator.share({ title: event.name, url }).catch(() => {});
        else void navigator.clipboard?.writeText(url).then(() => setLinkCopied(true));
      }}
      follow={{
        availability: followAvailability(event, viewer, snapshot.context.isFollowing, now),
        view,
        registrationStatus:
          registrationStatus === 'waitlisted' || registrationStatus === 'registered'
            ? registrationStatus
            : null,
        waitlistPosition: registration?.waitlistPosition ?? null,
        failure: snapshot.context.failure,
        onFollow: (notes) => actor.send({ type: 'FOLLOW', notes }),
        onUnfollow: () => actor.send({ type: 'UNFOLLOW' }),
        onConfirmUnfollow: () => actor.send({ type: 'CONFIRM' }),
        onDismissUnfollow: () => actor.send({ type: 'DISMISS' }),
      }}
    />
  );
}
