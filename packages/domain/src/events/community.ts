// The community pages' texts and filter rules (spec 3 §2.12-2.13, §8 Events, §9): the web pages
// and their stories read the same words, and the list's date range is decided here once.
import { EVENT_TYPES, type EventType } from './event-types.ts';

/** Spec 3 §2.12, §2.13 and §8 (Events), verbatim. */
export const COMMUNITY_MESSAGES = {
  listFailed: 'Failed to load events. Please try again later.',
  detailFailed: 'Failed to load event details. Please try again later.',
  emptyFiltered: 'No events match your filters',
  emptyUpcoming: 'No upcoming events yet',
  emptyPast: 'No past events found',
  emptyAll: 'No events yet',
  linkCopied: 'Link copied',
  followFailed: 'Failed to follow event',
  unfollowFailed: 'Failed to unfollow',
  followUnavailable: 'Following is not available for this event',
  followNeedsLogin: 'Please log in to follow this event',
} as const;

/** '{n} event(s) found' (spec 3 §2.12). */
export const eventsFoundLine = (n: number) => `${n} event(s) found`;

export const COMMUNITY_VIEWS = ['list', 'calendar'] as const;
export type CommunityView = (typeof COMMUNITY_VIEWS)[number];

/** Time Period of the filters panel (list view only). */
export const TIME_PERIODS = ['upcoming', 'past', 'all'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

/** Events per page (spec 3 §9). */
export const EVENTS_PAGE_SIZE = 20;
/** Events drawn in one calendar day before '+N more' (spec 3 §9). */
export const CALENDAR_EVENTS_PER_DAY = 2;
/** Thumbnails beside the primary photo on the event page (spec 3 §9). */
export const DETAIL_THUMBNAILS = 9;

export interface CommunityFilters {
  view: CommunityView;
  search: string;
  timePeriod: TimePeriod;
  eventType: EventType | null;
  location: string | null;
  /** Only with the time period All. */
  year: number | null;
  /** 1-12; only once a year is chosen. */
  month: number | null;
  page: number;
  /** The calendar's month, 'YYYY-MM'; null is the current month. */
  calendarMonth: string | null;
}

export const DEFAULT_COMMUNITY_FILTERS: CommunityFilters = {
  view: 'list',
  search: '',
  timePeriod: 'upcoming',
  eventType: null,
  location: null,
  year: null,
  month: null,
  page: 1,
  calendarMonth: null,
};

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The filters the rules allow: year and month only for All, month only with a year, so an
 * address typed by hand cannot ask for a month of no year.
 */
export function normaliseCommunityFilters(filters: CommunityFilters): CommunityFilters {
  const year = filters.timePeriod === 'all' ? filters.year : null;
  const month = year !== null && filters.month !== null ? filters.month : null;
  return { ...filters, year, month };
}

/** Reads the filters from the page's address (every filter and the view live there). */
export function communityFiltersFromSearchParams(params: URLSearchParams): CommunityFilters {
  const view = params.get('view');
  const period = params.get('period');
  const type = params.get('type');
  const month = positiveInt(params.get('month'));
  const cal = params.get('cal');
  return normaliseCommunityFilters({
    view: view === 'calendar' ? 'calendar' : 'list',
    search: (params.get('q') ?? '').slice(0, 100),
    timePeriod: (TIME_PERIODS as readonly string[]).includes(period ?? '')
      ? (period as TimePeriod)
      : 'upcoming',
    eventType: (EVENT_TYPES as readonly string[]).includes(type ?? '') ? (type as EventType) : null,
    location: params.get('location') || null,
    year: positiveInt(params.get('year')),
    month: month !== null && month <= 12 ? month : null,
    page: positiveInt(params.get('page')) ?? 1,
    calendarMonth: cal && /^\d{4}-(0[1-9]|1[0-2])$/.test(cal) ? cal : null,
  });
}

/** The address of the filters; defaults are left out so /community stays short. */
export function communityFiltersToSearchParams(filters: CommunityFilters): URLSearchParams {
  const f = normaliseCommunityFilters(filters);
  const params = new URLSearchParams();
  if (f.view !== 'list') params.set('view', f.view);
  if (f.search) params.set('q', f.search);
  if (f.timePeriod !== 'upcoming') params.set('period', f.timePeriod);
  if (f.eventType) params.set('type', f.eventType);
  if (f.location) params.set('location', f.location);
  if (f.year !== null) params.set('year', String(f.year));
  if (f.month !== null) params.set('month', String(f.month));
  if (f.page > 1) params.set('page', String(f.page));
  if (f.calendarMonth) params.set('cal', f.calendarMonth);
  return params;
}

/** Any filter beyond the defaults (the empty state then says 'No events match your filters'). */
export function hasActiveCommunityFilters(filters: CommunityFilters): boolean {
  return (
    filters.search !== '' ||
    filters.eventType !== null ||
    filters.location !== null ||
    filters.year !== null
  );
}

/** The empty-state sentence of spec 3 §2.12 for these filters. */
export function emptyEventsMessage(filters: CommunityFilters): string {
  if (hasActiveCommunityFilters(filters)) return COMMUNITY_MESSAGES.emptyFiltered;
  if (filters.view === 'list' && filters.timePeriod === 'upcoming')
    return COMMUNITY_MESSAGES.emptyUpcoming;
  if (filters.view === 'list' && filters.timePeriod === 'past') return COMMUNITY_MESSAGES.emptyPast;
  return COMMUNITY_MESSAGES.emptyAll;
}

export interface EventListRange {
  startDateFrom?: string;
  startDateTo?: string;
  sortOrder: 'asc' | 'desc';
}

/**
 * The list's date range and order (spec 3 §7.5): upcoming from now ascending, past up to now
 * newest first, All over the chosen year or month (local time) or everything.
 */
export function eventListRange(filters: CommunityFilters, now: Date): EventListRange {
  const f = normaliseCommunityFilters(filters);
  if (f.timePeriod === 'upcoming') return { startDateFrom: now.toISOString(), sortOrder: 'asc' };
  if (f.timePeriod === 'past') return { startDateTo: now.toISOString(), sortOrder: 'desc' };
  if (f.year === null) return { sortOrder: 'asc' };
  const from = new Date(f.year, (f.month ?? 1) - 1, 1);
  const to = f.month === null ? new Date(f.year + 1, 0, 1) : new Date(f.year, f.month, 1);
  return {
    startDateFrom: from.toISOString(),
    startDateTo: new Date(to.getTime() - 1).toISOString(),
    sortOrder: 'asc',
  };
}

/** The calendar's month as year and month (1-12); the current month when none is chosen. */
export function calendarMonthOf(filters: CommunityFilters, now: Date) {
  if (filters.calendarMonth) {
    const [y, m] = filters.calendarMonth.split('-').map(Number) as [number, number];
    return { year: y, month: m };
  }
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** 'YYYY-MM' of a month moved by `delta` months. */
export function shiftCalendarMonth(year: number, month: number, delta: number): string {
  const d = new Date(year, month - 1 + delta, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** Every day the month grid shows: from its first week's Sunday to its last week's Saturday. */
export function calendarRange(year: number, month: number) {
  const first = new Date(year, month - 1, 1);
  const start = new Date(year, month - 1, 1 - first.getDay());
  const last = new Date(year, month, 0);
  const end = new Date(year, month - 1, last.getDate() + (6 - last.getDay()) + 1);
  return { start, end };
}

/**
 * The Year filter's options (spec 3 §2.12, issue 16: derived from the data rather than the
 * spec's fixed 2023-2025): every year from the earliest event's to the latest's, newest first,
 * and at least the current year.
 */
export function eventYearOptions(
  earliest: string | null | undefined,
  latest: string | null | undefined,
  now: Date,
): number[] {
  const yearOf = (v: string | null | undefined) => {
    const d = v ? new Date(v) : null;
    return d && !Number.isNaN(d.getTime()) ? d.getFullYear() : now.getFullYear();
  };
  const lo = Math.min(yearOf(earliest), now.getFullYear());
  const hi = Math.max(yearOf(latest), now.getFullYear());
  return Array.from({ length: hi - lo + 1 }, (_, i) => hi - i);
}

/** An event is past once it has ended (or started, when it has no end). */
export function isPastEvent(
  event: { startDatetime: string; endDatetime?: string | null },
  now: Date,
): boolean {
  const end = new Date(event.endDatetime ?? event.startDatetime);
  return end.getTime() < now.getTime();
}

/** Full once the followers fill every place (the waitlist starts). */
export function isFullEvent(event: {
  maxParticipants?: number | null;
  registrationCount: number;
}): boolean {
  return event.maxParticipants != null && event.registrationCount >= event.maxParticipants;
}

/** The Follow card is shown only for a future published event (spec 3 §2.13). */
export function showsFollowCard(
  event: { status: string; startDatetime: string; endDatetime?: string | null },
  now: Date,
): boolean {
  return event.status === 'published' && new Date(event.startDatetime).getTime() > now.getTime();
}

/** 'Road Ride' for road_ride, for badges and filters. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  road_ride: 'Road Ride',
  gravel_ride: 'Gravel Ride',
  mountain_bike: 'Mountain Bike',
  meetup: 'Meetup',
  workshop: 'Workshop',
  social: 'Social',
};

/** Ride types carry the Ride Details; workshop its own; meetup and social the social ones. */
export const eventTypeKind = (type: EventType): 'ride' | 'workshop' | 'social' =>
  type === 'workshop' ? 'workshop' : type === 'meetup' || type === 'social' ? 'social' : 'ride';
