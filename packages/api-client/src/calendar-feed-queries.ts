// react-query options for the member's private calendar feed (issue 16 item 6; openapi.yaml
// getEventCalendarFeed, createEventCalendarFeed, rotateEventCalendarFeed,
// revokeEventCalendarFeed). Each change answers the new state, which is stored as the query's
// data at once: no second round trip to show the new link.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import type { ApiRequestError } from './errors.ts';
import { eventKeys } from './event-queries.ts';
import { unwrap } from './queries.ts';
import type { components } from './schema.gen.ts';

export type EventCalendarFeed = components['schemas']['EventCalendarFeed'];

const feedKey = [...eventKeys.all, 'calendar-feed'] as const;

/** GET /events/user/calendar-feed: the feed, or null; never makes one. */
export function calendarFeedQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: feedKey,
    queryFn: async ({ signal }): Promise<EventCalendarFeed | null> =>
      (await unwrap(client.GET('/events/user/calendar-feed', { signal }))).feed ?? null,
  });
}

export type CalendarFeedAction = 'create' | 'rotate' | 'revoke';

/** POST (get or create), POST rotate, or DELETE (revoke) the caller's feed. */
export function calendarFeedMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions<EventCalendarFeed | null, ApiRequestError, CalendarFeedAction>({
    mutationFn: async (action) => {
      if (action === 'revoke') {
        await unwrap(client.DELETE('/events/user/calendar-feed'));
        return null;
      }
      const path =
        action === 'rotate' ? '/events/user/calendar-feed/rotate' : '/events/user/calendar-feed';
      return (await unwrap(client.POST(path))).feed;
    },
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
  });
}
