import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMMUNITY_FILTERS,
  byStartNewestFirst,
  calendarRange,
  communityFiltersFromSearchParams,
  communityFiltersToSearchParams,
  emptyEventsMessage,
  eventListRange,
  eventYearOptions,
  shiftCalendarMonth,
  type CommunityFilters,
} from './community.ts';

const NOW = new Date(2026, 10, 25, 12, 0); // Wed Nov 25 2026, local time
const f = (over: Partial<CommunityFilters>): CommunityFilters => ({
  ...DEFAULT_COMMUNITY_FILTERS,
  ...over,
});

describe('community filters in the address', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const filters = f({
      view: 'calendar',
      search: 'gravel',
      timePeriod: 'all',
      eventType: 'gravel_ride',
      location: 'Bend, OR',
      year: 2026,
      month: 3,
      page: 2,
      calendarMonth: '2026-03',
    });
    const params = communityFiltersToSearchParams(filters);
    expect(params.toString()).toBe(
      'view=calendar&q=gravel&period=all&type=gravel_ride&location=Bend%2C+OR&year=2026&month=3&page=2&cal=2026-03',
    );
    expect(communityFiltersFromSearchParams(params)).toEqual(filters);
    expect(communityFiltersToSearchParams(DEFAULT_COMMUNITY_FILTERS).toString()).toBe('');
  });

  it('drops year and month outside All, and a month without a year', () => {
    expect(
      communityFiltersFromSearchParams(new URLSearchParams('year=2025&month=4')),
    ).toMatchObject({ year: null, month: null });
    expect(
      communityFiltersFromSearchParams(new URLSearchParams('period=all&month=4')),
    ).toMatchObject({ year: null, month: null });
    expect(
      communityFiltersFromSearchParams(new URLSearchParams('period=all&year=2025&month=13')),
    ).toMatchObject({ year: 2025, month: null });
  });

  it('ignores unknown values', () => {
    expect(
      communityFiltersFromSearchParams(
        new URLSearchParams('view=map&period=soon&type=race&page=-1&cal=2026-13'),
      ),
    ).toEqual(DEFAULT_COMMUNITY_FILTERS);
  });
});

describe('the empty-state sentence', () => {
  it('follows the filters and the period', () => {
    expect(emptyEventsMessage(f({}))).toBe('No upcoming events yet');
    expect(emptyEventsMessage(f({ timePeriod: 'past' }))).toBe('No past events found');
    expect(emptyEventsMessage(f({ timePeriod: 'all' }))).toBe('No events yet');
    expect(emptyEventsMessage(f({ view: 'calendar' }))).toBe('No events yet');
    expect(emptyEventsMessage(f({ search: 'x' }))).toBe('No events match your filters');
    expect(emptyEventsMessage(f({ eventType: 'social' }))).toBe('No events match your filters');
  });
});

describe('eventListRange', () => {
  it('upcoming from now ascending, past up to now descending', () => {
    expect(eventListRange(f({}), NOW)).toEqual({
      startDateFrom: NOW.toISOString(),
      sortOrder: 'asc',
    });
    expect(eventListRange(f({ timePeriod: 'past' }), NOW)).toEqual({
      startDateTo: NOW.toISOString(),
      sortOrder: 'desc',
    });
    expect(eventListRange(f({ timePeriod: 'all' }), NOW)).toEqual({ sortOrder: 'asc' });
  });

  it('a year or one month of it', () => {
    expect(eventListRange(f({ timePeriod: 'all', year: 2025 }), NOW)).toEqual({
      startDateFrom: new Date(2025, 0, 1).toISOString(),
      startDateTo: new Date(new Date(2026, 0, 1).getTime() - 1).toISOString(),
      sortOrder: 'asc',
    });
    expect(eventListRange(f({ timePeriod: 'all', year: 2025, month: 2 }), NOW)).toEqual({
      startDateFrom: new Date(2025, 1, 1).toISOString(),
      startDateTo: new Date(new Date(2025, 2, 1).getTime() - 1).toISOString(),
      sortOrder: 'asc',
    });
  });
});

describe('calendar', () => {
  it('the grid runs Sunday to Saturday around the month', () => {
    const { start, end } = calendarRange(2026, 11); // Nov 1 2026 is a Sunday
    expect(start).toEqual(new Date(2026, 10, 1));
    expect(end).toEqual(new Date(2026, 11, 6)); // exclusive: after Sat Dec 5
    const feb = calendarRange(2026, 2); // Feb 1 2026 is a Sunday, Feb 28 a Saturday
    expect(feb.start).toEqual(new Date(2026, 1, 1));
    expect(feb.end).toEqual(new Date(2026, 2, 1));
    const dec = calendarRange(2026, 12); // Tue Dec 1
    expect(dec.start).toEqual(new Date(2026, 10, 29));
  });

  it('moves by months across years', () => {
    expect(shiftCalendarMonth(2026, 12, 1)).toBe('2027-01');
    expect(shiftCalendarMonth(2026, 1, -1)).toBe('2025-12');
  });
});

describe('year options from the data', () => {
  it('every year from the earliest to the latest event, newest first, with this year', () => {
    expect(eventYearOptions('2023-05-01T00:00:00Z', '2027-06-01T00:00:00Z', NOW)).toEqual([
      2027, 2026, 2025, 2024, 2023,
    ]);
    expect(eventYearOptions(null, null, NOW)).toEqual([2026]);
  });
});

describe('the profile order', () => {
  it('lists by start date, newest first, whatever order the call gave', () => {
    const e = (name: string, startDatetime: string) => ({ name, startDatetime });
    const listed = byStartNewestFirst([
      e('Tuesday ride', '2026-12-09T02:00:00Z'),
      e('Saturday social', '2026-12-12T18:00:00Z'),
      e('Bad date', 'someday'),
      e('Monday clinic', '2026-12-08T02:00:00Z'),
    ]);
    expect(listed.map((x) => x.name)).toEqual([
      'Saturday social',
      'Tuesday ride',
      'Monday clinic',
      'Bad date',
    ]);
  });
});
