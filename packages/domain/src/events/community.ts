// The community list's filter rules (spec 3 §2.12, §7.5, §9): the filters in the address, year
// and month only for All, the list's date range and the calendar's month, decided here once.
// The texts are EVENT_MESSAGES (event-messages.ts).
import { EVENT_MESSAGES } from './event-messages.ts';
import { EVENT_TYPES, type EventType } from './event-types.ts';

export const COMMUNITY_VIEWS = ['list', 'calendar'] as const;
export type CommunityView = (typeof COMMUNITY_VIEWS)[number];

/** Time Period of the filters panel (list view only). */
export const TIME_PERIODS = ['upcoming', 'past', 'all'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

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
  if (hasActiveCommunityFilters(filters)) return EVENT_MESSAGES.noMatch;
  if (filters.view === 'list' && filters.timePeriod === 'upcoming')
    return EVENT_MESSAGES.noUpcoming;
  if (filters.view === 'list' && filters.timePeriod === 'past') return EVENT_MESSAGES.noPast;
  return EVENT_MESSAGES.noEvents;
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

/** 'Road Ride' for road_ride, for badges and filters. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  road_ride: 'Road Ride',
  gravel_ride: 'Gravel Ride',
  mountain_bike: 'Mountain Bike',
  meetup: 'Meetup',
  workshop: 'Workshop',
  social: 'Social',
};

/**
 * The profile's Your Events and Following Events are stale, and refetched, after 60 s (spec 1
 * §9). Here rather than only in EVENT_LIMITS so the profile's chunk imports this file (subpath
 * `@pedalswap/domain/event-lists`) without the event rules and their zod schemas (88 KB).
 */
export const PROFILE_EVENT_LIST_REFRESH_MS = 60_000;

/**
 * The profile's Your Events and Following Events order (spec 1 §2, "sorted by start_datetime
 * descending"): start date, newest first; equal starts by name so the order is stable.
 */
export function byStartNewestFirst<T extends { startDatetime: string; name: string }>(
  events: readonly T[],
): T[] {
  const at = (e: T) => {
    const t = Date.parse(e.startDatetime);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...events].sort((a, b) => at(b) - at(a) || a.name.localeCompare(b.name));
}
