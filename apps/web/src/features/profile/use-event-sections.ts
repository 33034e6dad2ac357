// Your Events and Following Events on the own profile (spec 1 §2): the member's own events of
// every status (GET /events?ownerId=<own id>, which answers drafts and reviews to their owner)
// and the events the member follows (GET /events/user/registrations), both by start date, newest
// first, in the member's time zone (the screen formats with the runtime's zone).
import { useQuery } from '@tanstack/react-query';
import {
  eventListQueryOptions,
  myEventRegistrationsQueryOptions,
  type ApiClient,
} from '@pedalswap/api-client';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { PROFILE_EVENT_LIST_REFRESH_MS, byStartNewestFirst } from '@pedalswap/domain/event-lists';
import { errorMessage } from '../../app/error-message.ts';

export function useEventSections(client: ApiClient, userId: string | undefined) {
  // Spec 1 §9: stale after 60 s; refetched as often, so a date moved by its organizer or a
  // place freed on a waitlist shows without a reload.
  const fresh = {
    staleTime: PROFILE_EVENT_LIST_REFRESH_MS,
    refetchInterval: PROFILE_EVENT_LIST_REFRESH_MS,
    enabled: !!userId,
  };
  const own = useQuery({
    ...eventListQueryOptions(client, {
      ownerId: userId,
      // Spec 1 §4: "Event search by ownerId sorted by start_datetime descending".
      sortBy: 'start_datetime',
      sortOrder: 'desc',
      limit: 50,
    }),
    ...fresh,
  });
  const following = useQuery({ ...myEventRegistrationsQueryOptions(client), ...fresh });
  const section = <T>(q: typeof own | typeof following, items: T[]) => ({
    status: q.isPending
      ? ('loading' as const)
      : q.isError
        ? ('error' as const)
        : ('ready' as const),
    items,
    error: q.isError ? errorMessage(q.error, PROFILE_PAGE_MESSAGES.eventsFailed) : null,
    onRetry: () => void q.refetch(),
  });
  return {
    events: section(own, byStartNewestFirst(own.data?.events ?? [])),
    followingEvents: section(
      following,
      byStartNewestFirst((following.data ?? []).flatMap((r) => (r.event ? [r.event] : []))),
    ),
  };
}
