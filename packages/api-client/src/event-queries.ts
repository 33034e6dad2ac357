// react-query keys and options for community events (spec 3 §7.5): the list with its filters,
// one event, the caller's follows, and following or unfollowing. A follow changes the event's
// counts and canRegister, so it stores the refreshed event and marks lists and follows stale.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import type { ApiRequestError } from './errors.ts';
import { unwrap } from './queries.ts';
import type { components, operations } from './schema.gen.ts';

type Schemas = components['schemas'];
export type CommunityEvent = Schemas['Event'];
export type EventRegistration = Schemas['EventRegistration'];
export type EventListQuery = NonNullable<operations['listEvents']['parameters']['query']>;
export type EventList = { events: CommunityEvent[]; pagination: Schemas['Pagination'] };

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: EventListQuery = {}) => [...eventKeys.lists(), query] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  registrations: (includeCompleted: boolean) =>
    [...eventKeys.all, 'registrations', includeCompleted] as const,
};

/** Empty filters are left out, so '' and undefined share one cache entry. */
function compact(query: EventListQuery): EventListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as EventListQuery;
}

/** GET /events: published events by default, filtered, sorted and paged. */
export function eventListQueryOptions(client: ApiClient, query: EventListQuery = {}) {
  const params = compact(query);
  return queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: async ({ signal }): Promise<EventList> =>
      unwrap(client.GET('/events', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
    // Spec 3 §7.5: list results are cached for 60 seconds.
    staleTime: 60_000,
  });
}

/** GET /events/{id}: one event as the caller sees it (isRegistered, canRegister). */
export function eventQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/events/{id}', { params: { path: { id } }, signal }))).event,
  });
}

/** GET /events/user/registrations: the events the caller follows, soonest first. */
export function myEventRegistrationsQueryOptions(client: ApiClient, includeCompleted = false) {
  return queryOptions({
    queryKey: eventKeys.registrations(includeCompleted),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          client.GET('/events/user/registrations', {
            params: { query: { includeCompleted } },
            signal,
          }),
        )
      ).registrations,
    // Spec 1 §9: the profile's events lists are stale after 60 seconds.
    staleTime: 60_000,
  });
}

type RegistrationEnvelope = Schemas['RegistrationEnvelope'];

function refreshAfterFollow(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'registrations'] }),
  ]);
}

/** POST /events/{id}/register ("I'm Interested", optional notes). */
export function followEventMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions<RegistrationEnvelope, ApiRequestError, { id: string; notes?: string }>({
    mutationFn: ({ id, notes }) =>
      unwrap(
        client.POST('/events/{id}/register', {
          params: { path: { id } },
          body: notes ? { notes } : {},
        }),
      ),
    onSuccess: (_data, { id }) => refreshAfterFollow(queryClient, id),
  });
}

/** DELETE /events/{id}/register: unfollow; the first waitlisted follower moves up. */
export function unfollowEventMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions<RegistrationEnvelope, ApiRequestError, { id: string }>({
    mutationFn: ({ id }) =>
      unwrap(client.DELETE('/events/{id}/register', { params: { path: { id } }, body: {} })),
    onSuccess: (_data, { id }) => refreshAfterFollow(queryClient, id),
  });
}

type EventEnvelope = Schemas['EventEnvelope'];

/** A staff decision changes which lists hold the event (pending, the calendar): all go stale. */
const refreshAfterReview = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: eventKeys.all });

/** POST /events/{id}/approve (staff): pending_review to published. */
export function approveEventMutationOptions(client: ApiClient) {
  return mutationOptions<EventEnvelope, ApiRequestError, { id: string }>({
    mutationFn: ({ id }) =>
      unwrap(client.POST('/events/{id}/approve', { params: { path: { id } } })),
    onSettled: (_data, _error, _vars, _result, { client: queryClient }) =>
      refreshAfterReview(queryClient),
  });
}

/** POST /events/{id}/reject {reason} (staff): back to draft, the reason kept for the organizer. */
export function rejectEventMutationOptions(client: ApiClient) {
  return mutationOptions<EventEnvelope, ApiRequestError, { id: string; reason: string }>({
    mutationFn: ({ id, reason }) =>
      unwrap(client.POST('/events/{id}/reject', { params: { path: { id } }, body: { reason } })),
    onSettled: (_data, _error, _vars, _result, { client: queryClient }) =>
      refreshAfterReview(queryClient),
  });
}
