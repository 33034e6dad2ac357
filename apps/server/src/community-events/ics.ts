// Events as an iCalendar file (RFC 5545), written by hand: a few VEVENTs need no library, and
// times in UTC ('Z') need no VTIMEZONE (ical-generator 10 would bring a time-zone table for
// what UTC already says exactly). One event for "Add to calendar", many for a member's feed.
import type { ApiEvent } from './event-view.ts';

const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/** 2026-12-01T17:00:00.000Z -> 20261201T170000Z */
const stamp = (iso: string | Date) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
const text = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and a space (§3.1), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** What a VEVENT says of an event. */
export type IcsEvent = Pick<
  ApiEvent,
  | 'id'
  | 'name'
  | 'description'
  | 'location'
  | 'venueName'
  | 'startDatetime'
  | 'endDatetime'
  | 'status'
>;

function vevent(event: IcsEvent, appUrl: string, now: Date): string[] {
  const start = new Date(event.startDatetime);
  const end = event.endDatetime
    ? new Date(event.endDatetime)
    : new Date(start.getTime() + DEFAULT_DURATION_MS);
  const url = `${appUrl.replace(/\/$/, '')}/events/${event.id}`;
  const where = [event.venueName, event.location].filter(Boolean).join(', ');
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@pedalswap`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(event.name)}`,
    `DESCRIPTION:${text(`${event.description}\n\n${url}`)}`,
    `LOCATION:${text(where)}`,
    `URL:${url}`,
    `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/**
 * One VCALENDAR holding a VEVENT per event. `name` titles a subscribed calendar
 * (X-WR-CALNAME, which Apple, Google and Outlook show) and asks for an hourly refresh.
 */
export function calendarIcs(
  events: readonly IcsEvent[],
  appUrl: string,
  now: Date = new Date(),
  name?: string,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PedalSwap//Community events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name
      ? [
          `X-WR-CALNAME:${text(name)}`,
          'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
          'X-PUBLISHED-TTL:PT1H',
        ]
      : []),
    ...events.flatMap((e) => vevent(e, appUrl, now)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** One event as a calendar file ("Add to calendar"). */
export const eventIcs = (event: IcsEvent, appUrl: string, now: Date = new Date()) =>
  calendarIcs([event], appUrl, now);

/** A safe file name: 'Forest Park Loop!' -> 'forest-park-loop.ics'. */
export const icsFileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;
