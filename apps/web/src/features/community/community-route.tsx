import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { eventListQueryOptions } from '@pedalswap/api-client';
import {
  communityFiltersFromSearchParams,
  communityFiltersToSearchParams,
  eventYearOptions,
} from '@pedalswap/domain/events';
import { CommunityPage } from '@pedalswap/ui/screens/community-page';
import { useSession } from '../../app/session/session-context.tsx';
import { communityListQuery, edgeEventQuery } from './community-query.ts';

/** The page's "now", to the minute: the list's query key stays the same while it is open. */
const thisMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000);

/** /community (spec 3 §2.12): every filter and the view live in the URL. */
export function CommunityRoute() {
  const { client, user } = useSession();
  const [params, setParams] = useSearchParams();
  const [now] = useState(thisMinute);
  const filters = communityFiltersFromSearchParams(params);
  const list = useQuery(eventListQueryOptions(client, communityListQuery(filters, now)));
  // The Year options only matter for All; they come from the first and the last event.
  const yearsWanted = filters.view === 'list' && filters.timePeriod === 'all';
  const first = useQuery({
    ...eventListQueryOptions(client, edgeEventQuery('asc')),
    enabled: yearsWanted,
  });
  const last = useQuery({
    ...eventListQueryOptions(client, edgeEventQuery('desc')),
    enabled: yearsWanted,
  });
  const years = eventYearOptions(
    first.data?.events[0]?.startDatetime,
    last.data?.events[0]?.startDatetime,
    now,
  );

  return (
    <CommunityPage
      filters={filters}
      onFiltersChange={(next) => setParams(communityFiltersToSearchParams(next))}
      status={list.data ? 'ready' : list.isError ? 'error' : 'loading'}
      events={list.data?.events ?? []}
      total={list.data?.pagination.total ?? 0}
      totalPages={Math.max(1, list.data?.pagination.totalPages ?? 1)}
      years={years}
      canCreate={!!user}
      onRetry={() => void list.refetch()}
      now={now}
    />
  );
}
