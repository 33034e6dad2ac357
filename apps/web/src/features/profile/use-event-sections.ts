// Your Events and Following Events on the own profile (spec 1 §2): the member's own events of
// every status (GET /events?ownerId=<own id>, which answers drafts and reviews to their owner)
// and the events the member follows (GET /events/user/registrations).
import { useQuery } from '@tanstack/react-query';
import {
  eventListQueryOptions,
  myEventRegistrationsQueryOptions,
  type ApiClient,
} from '@pedalswap/api-client';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { errorMessage } from '../../app/error-message.ts';

export function useEventSections(client: ApiClient, userId: string | undefined) {
  const own = useQuery({
    ...eventListQueryOptions(client, {
      ownerId: userId,
      sortBy: 'created_at',
      sortOrder: 'desc',
      limit: 50,
    }),
    enabled: !!userId,
  });
  const following = useQuery({
    ...myEventRegistrationsQueryOptions(client),
    enabled: !!userId,
  });
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
    events: section(own, own.data?.events ?? []),
    followingEvents: section(
      following,
      (following.data ?? []).flatMap((r) => (r.event ? [r.event] : [])),
    ),
  };
}
