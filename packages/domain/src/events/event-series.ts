// Weekly series of rides (issue 16 item 6, beyond the spec; openapi.yaml RepeatWeekly and
// SeriesScope): the bounds, the dates of a series, and how a series-wide edit moves the times
// of the following dates. Pure: the server and the editor share them, so the number of weeks
// the form accepts and the one the server accepts cannot differ.
import { z } from 'zod';
import { EVENT_MESSAGES as M } from './event-messages.ts';

export const SERIES_LIMITS = {
  /** Dates of a series, the first included: two at least, half a year at most. */
  minCount: 2,
  maxCount: 26,
  timeZoneMax: 64,
} as const;

/** The two scopes of a change to a date of a series (openapi.yaml SeriesScope). */
export const SERIES_SCOPES = ['this', 'series'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether the runtime knows the IANA zone (Intl throws a RangeError for an unknown one). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The repeat of a create request, refused on a type that does not repeat. */
export const repeatWeeklySchema = z
  .object(
    {
      count: z
        .number({ error: M.repeatCountRange })
        .int({ error: M.repeatCountRange })
        .min(SERIES_LIMITS.minCount, { error: M.repeatCountRange })
        .max(SERIES_LIMITS.maxCount, { error: M.repeatCountRange }),
      timeZone: z
        .string({ error: M.repeatTimeZoneInvalid })
        .max(SERIES_LIMITS.timeZoneMax, { error: M.repeatTimeZoneInvalid })
        .refine(isKnownTimeZone, { error: M.repeatTimeZoneInvalid })
        .optional(),
    },
    { error: M.repeatCountRange },
  )
  .strict();
export type RepeatWeekly = z.infer<typeof repeatWeeklySchema>;

/** The number of weeks as typed in the editor: the message, or null when it is fine. */
export function repeatCountIssue(typed: string): string | null {
  const n = Number(typed);
  return typed.trim() !== '' &&
    Number.isInteger(n) &&
    n >= SERIES_LIMITS.minCount &&
    n <= SERIES_LIMITS.maxCount
    ? null
    : M.repeatCountRange;
}

/** The wall clock of `instant` in `zone`, as the UTC instant with the same digits. */
function wallClockAsUtc(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/**
 * `weeks` weeks after `instant`: seven days of `zone`'s wall clock each (8:00 stays 8:00 across
 * a daylight-saving change), or exactly 7 x 24 hours without a zone. A wall-clock time the
 * change skips (2:30 on the spring-forward night) lands an hour off: nobody rides at 2:30.
 */
export function addWeeks(instant: Date, weeks: number, zone?: string): Date {
  const t = instant.getTime();
  if (!zone) return new Date(t + weeks * WEEK_MS);
  // Whole seconds: the wall clock read back has no milliseconds.
  const ms = ((t % 1000) + 1000) % 1000;
  const whole = t - ms;
  const wall = wallClockAsUtc(whole, zone) + weeks * WEEK_MS;
  // The instant whose wall clock is `wall`: first with the zone's offset at the start, then
  // corrected once by the offset at that guess (a zone's changes are months apart).
  let guess = wall - (wallClockAsUtc(whole, zone) - whole);
  guess += wall - wallClockAsUtc(guess, zone);
  return new Date(guess + ms);
}

/** The starts of a series: the first and one a week after each, `count` in all. */
export const weeklyStarts = (start: Date, count: number, zone?: string): Date[] =>
  Array.from({ length: count }, (_, i) => addWeeks(start, i, zone));

/** The optional times of one date, as stored. */
export interface SeriesDateTimes {
  start: Date;
  end: Date | null;
  deadline: Date | null;
}

/**
 * The times of a following date after a series-wide edit (openapi.yaml updateEvent, "Our
 * decision"): its start moves by as much as the edited date's start moved; its end and
 * deadline keep, from its own start, the distance they have on the edited date. Fields not
 * sent (undefined) stay as they are; null clears them.
 */
export function shiftedSeriesTimes(
  edited: { before: Date; start: Date; end?: Date | null; deadline?: Date | null },
  date: SeriesDateTimes,
): SeriesDateTimes {
  const start = new Date(date.start.getTime() + (edited.start.getTime() - edited.before.getTime()));
  const follow = (value: Date | null | undefined, own: Date | null) =>
    value === undefined
      ? own === null
        ? null
        : new Date(own.getTime() + (start.getTime() - date.start.getTime()))
      : value === null
        ? null
        : new Date(start.getTime() + (value.getTime() - edited.start.getTime()));
  return {
    start,
    end: follow(edited.end, date.end),
    deadline: follow(edited.deadline, date.deadline),
  };
}
