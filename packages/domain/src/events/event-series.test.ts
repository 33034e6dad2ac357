import { describe, expect, it } from 'vitest';
import { toFieldIssues } from '../shared/field-issues.ts';
import { EVENT_MESSAGES as M } from './event-messages.ts';
import { createEventSchema } from './event-rules.ts';
import { addWeeks, repeatCountIssue, shiftedSeriesTimes, weeklyStarts } from './event-series.ts';

const base = {
  eventType: 'road_ride',
  name: 'Tuesday Worlds',
  description: 'Fast group ride',
  location: 'Portland, OR',
  startDatetime: '2030-06-04T01:00:00.000Z',
} as const;

const issuesOf = (type: 'road_ride' | 'workshop', body: unknown) => {
  const r = createEventSchema(type).safeParse(body);
  return r.success ? [] : toFieldIssues(r.error);
};

describe('repeatWeekly in a create request', () => {
  it('takes 2 to 26 dates on a ride, with or without a known time zone', () => {
    for (const count of [2, 26])
      expect(issuesOf('road_ride', { ...base, repeatWeekly: { count } })).toEqual([]);
    expect(
      issuesOf('road_ride', {
        ...base,
        repeatWeekly: { count: 4, timeZone: 'America/Los_Angeles' },
      }),
    ).toEqual([]);
  });

  it.each([1, 27, 2.5, '4'])('refuses a count of %s with the range message', (count) => {
    expect(issuesOf('road_ride', { ...base, repeatWeekly: { count } })).toEqual([
      { path: 'repeatWeekly.count', msg: M.repeatCountRange },
    ]);
  });

  it('refuses an unknown time zone and a repeat on a workshop', () => {
    expect(
      issuesOf('road_ride', { ...base, repeatWeekly: { count: 3, timeZone: 'Mars/Olympus' } }),
    ).toEqual([{ path: 'repeatWeekly.timeZone', msg: M.repeatTimeZoneInvalid }]);
    expect(
      issuesOf('workshop', { ...base, eventType: 'workshop', repeatWeekly: { count: 3 } }),
    ).toEqual([{ path: 'repeatWeekly', msg: M.repeatRidesOnly }]);
  });

  it('checks the number of weeks as typed in the editor', () => {
    expect(repeatCountIssue('4')).toBeNull();
    for (const typed of ['', '1', '27', '3.5', 'four'])
      expect(repeatCountIssue(typed)).toBe(M.repeatCountRange);
  });
});

describe('weekly dates', () => {
  it('are 7 x 24 hours apart without a time zone', () => {
    const starts = weeklyStarts(new Date('2030-03-01T16:00:00.000Z'), 3);
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2030-03-01T16:00:00.000Z',
      '2030-03-08T16:00:00.000Z',
      '2030-03-15T16:00:00.000Z',
    ]);
  });

  it("keep the zone's wall-clock time across daylight-saving changes", () => {
    // 8:00 in Portland: PST (UTC-8) before 10 March 2030, PDT (UTC-7) after.
    const spring = weeklyStarts(new Date('2030-03-02T16:00:00.000Z'), 3, 'America/Los_Angeles');
    expect(spring.map((d) => d.toISOString())).toEqual([
      '2030-03-02T16:00:00.000Z',
      '2030-03-09T16:00:00.000Z',
      '2030-03-16T15:00:00.000Z',
    ]);
    // And back in November (3 November 2030).
    const fall = addWeeks(new Date('2030-10-30T15:00:00.500Z'), 1, 'America/Los_Angeles');
    expect(fall.toISOString()).toBe('2030-11-06T16:00:00.500Z');
  });
});

describe('a series-wide edit', () => {
  const date = {
    start: new Date('2030-06-11T16:00:00.000Z'),
    end: new Date('2030-06-11T18:00:00.000Z'),
    deadline: null,
  };

  it("moves a following date's start by as much as the edited one moved, its end with it", () => {
    const moved = shiftedSeriesTimes(
      {
        before: new Date('2030-06-04T16:00:00.000Z'),
        start: new Date('2030-06-04T17:00:00.000Z'),
      },
      date,
    );
    expect(moved).toEqual({
      start: new Date('2030-06-11T17:00:00.000Z'),
      end: new Date('2030-06-11T19:00:00.000Z'),
      deadline: null,
    });
  });

  it('gives each date the end and deadline distance of the edited date, or clears them', () => {
    const at = new Date('2030-06-04T16:00:00.000Z');
    const moved = shiftedSeriesTimes(
      {
        before: at,
        start: at,
        end: null,
        deadline: new Date('2030-06-03T16:00:00.000Z'),
      },
      date,
    );
    expect(moved).toEqual({
      start: date.start,
      end: null,
      deadline: new Date('2030-06-10T16:00:00.000Z'),
    });
  });
});
