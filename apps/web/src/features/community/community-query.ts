// The /community page's calls (spec 3 §7.5): the list or the calendar's month for the filters
// in the address, and the first and last event, from which the Year filter's options come.
import type { EventListQuery } from '@pedalswap/api-client';
import {
  EVENT_LIMITS,
  calendarMonthOf,
  calendarRange,
  eventListRange,
  type CommunityFilters,
} from '@pedalswap/domain/events';

/** The calendar asks for every event of its grid at once (the contract's page maximum). */
const CALENDAR_LIMIT = 100;

export function communityListQuery(filters: CommunityFilters, now: Date): EventListQuery {
  const shared: EventListQuery = {
    search: filters.search || undefined,
    eventType: filters.eventType ?? undefined,
    location: filters.location ?? undefined,
    status: 'published',
    sortBy: 'start_datetime',
  };
  if (filters.view === 'calendar') {
    const { year, month } = calendarMonthOf(filters, now);
    const { start, end } = calendarRange(year, month);
    return {
      ...shared,
      startDateFrom: start.toISOString(),
      startDateTo: new Date(end.getTime() - 1).toISOString(),
      sortOrder: 'asc',
      page: 1,
      limit: CALENDAR_LIMIT,
    };
  }
  return {
    ...shared,
    ...eventListRange(filters, now),
    page: filters.page,
    limit: EVENT_LIMITS.pageSize,
  };
}

/** The earliest or the latest published event, for the Year options. */
export const edgeEventQuery = (order: 'asc' | 'desc'): EventListQuery => ({
  status: 'published',
  sortBy: 'start_datetime',
  sortOrder: order,
  limit: 1,
});
