// Quiet hours in the marketplace's time zone. Members have no time-zone field, so (our
// decision) quiet hours are read in America/Los_Angeles, the Pacific Northwest's zone. The
// conversion uses Intl (the ICU data Node ships), so daylight-saving changes are handled by the
// platform rather than by a fixed UTC offset.

export const MARKETPLACE_TIME_ZONE = 'America/Los_Angeles';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes since local midnight of `instant` in `timeZone` (0..1439). */
export function localMinuteOfDay(instant: Date, timeZone: string = MARKETPLACE_TIME_ZONE): number {
  let hour = 0;
  let minute = 0;
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type === 'hour') hour = Number(part.value) % 24;
    if (part.type === 'minute') minute = Number(part.value);
  }
  return hour * 60 + minute;
}

/** "HH:MM" (the spec uses whole hours, "22:00") to minutes since midnight; null if malformed. */
export function parseClock(value: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

export interface QuietHours {
  enabled: boolean;
  start: string;
  end: string;
}

/**
 * Whether `instant` lies inside quiet hours: [start, end) in local time, crossing midnight when
 * start > end (22:00→08:00 covers 23:30 and 07:59, not 08:00). start == end, or a malformed
 * time, means no quiet hours (our decision: an empty window rather than a whole silent day).
 */
export function isQuiet(
  instant: Date,
  quiet: QuietHours,
  timeZone: string = MARKETPLACE_TIME_ZONE,
): boolean {
  if (!quiet.enabled) return false;
  const start = parseClock(quiet.start);
  const end = parseClock(quiet.end);
  if (start === null || end === null || start === end) return false;
  const now = localMinuteOfDay(instant, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * The first instant at or after `instant` outside quiet hours. It steps through real instants
 * and asks Intl for each one's local time, so a night made 23 or 25 hours long by a
 * daylight-saving change still ends at the right wall-clock time. The step is a whole hour when
 * the daytime gap is long enough that a step cannot jump over it (even shortened by an hour on
 * the spring-forward day), otherwise a minute.
 */
export function quietHoursEnd(
  instant: Date,
  quiet: QuietHours,
  timeZone: string = MARKETPLACE_TIME_ZONE,
): Date {
  if (!isQuiet(instant, quiet, timeZone)) return instant;
  const start = parseClock(quiet.start) ?? 0;
  const end = parseClock(quiet.end) ?? 0;
  const gapMinutes = (start - end + 1440) % 1440;
  const stepMinutes = Math.max(1, Math.min(60, gapMinutes - 60));
  // Whole minutes from the next one on; coarse steps while the next step is still quiet, then
  // minute by minute to the exact end.
  let t = Math.floor(instant.getTime() / 60_000) * 60_000 + 60_000;
  const limit = t + 49 * 3_600_000;
  const step = stepMinutes * 60_000;
  while (t < limit && isQuiet(new Date(t + step), quiet, timeZone)) t += step;
  while (t < limit && isQuiet(new Date(t), quiet, timeZone)) t += 60_000;
  return new Date(t);
}
