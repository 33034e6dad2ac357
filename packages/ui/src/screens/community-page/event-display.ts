// How community screens show an event (spec 3 §3): a Pick of the contract's Event, colours per
// type (badges, calendar chips and the legend share them) and the date lines.
import type { Schema } from '@pedalswap/api-client';
import { EVENT_TYPES, type EventType } from '@pedalswap/domain/events';

export type CommunityEvent = Schema<'Event'>;
/** The stored type-specific details (the contract's `attributes` is a bare object). */
export type EventAttributes = Schema<'EventAttributesInput'>;
export const eventAttributes = (event: Pick<CommunityEvent, 'attributes'>): EventAttributes =>
  event.attributes as EventAttributes;

export type EventCardEvent = Pick<
  CommunityEvent,
  | 'id'
  | 'eventType'
  | 'name'
  | 'description'
  | 'location'
  | 'venueName'
  | 'sponsor'
  | 'startDatetime'
  | 'endDatetime'
  | 'status'
  | 'images'
>;

/** Radix colours, one per type, apart at a glance in the calendar (scales theme/radix.css loads). */
export const EVENT_TYPE_COLORS: Readonly<
  Record<EventType, 'blue' | 'amber' | 'jade' | 'cyan' | 'orange' | 'plum'>
> = {
  road_ride: 'blue',
  gravel_ride: 'amber',
  mountain_bike: 'jade',
  meetup: 'cyan',
  workshop: 'orange',
  social: 'plum',
};

export const isEventType = (value: string): value is EventType =>
  (EVENT_TYPES as readonly string[]).includes(value);

/** The primary photo first. */
export function orderedEventImages<T extends { isPrimary: boolean }>(images: readonly T[]): T[] {
  const list = [...images];
  const primary = list.findIndex((image) => image.isPrimary);
  if (primary > 0) list.unshift(...list.splice(primary, 1));
  return list;
}

export interface DateOptions {
  locale?: string;
  timeZone?: string;
}

const fmt = (value: string, options: Intl.DateTimeFormatOptions, o: DateOptions) =>
  new Intl.DateTimeFormat(o.locale ?? 'en-US', { ...options, timeZone: o.timeZone }).format(
    new Date(value),
  );

/** "Sat, Dec 6, 2026". */
export const eventDate = (value: string, o: DateOptions = {}) =>
  fmt(value, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, o);

/** "9:00 AM"; "9:00 AM – 1:00 PM" with an end the same day. */
export function eventTimeRange(start: string, end: string | null | undefined, o: DateOptions = {}) {
  const time = (v: string) => fmt(v, { hour: 'numeric', minute: '2-digit' }, o);
  if (!end) return time(start);
  return eventDate(start, o) === eventDate(end, o)
    ? `${time(start)} – ${time(end)}`
    : `${time(start)} – ${eventDate(end, o)}, ${time(end)}`;
}

/** The local day of an instant as 'YYYY-MM-DD' in the given zone (calendar cells). */
export function dayKey(value: string | Date, o: DateOptions = {}): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: o.timeZone,
  }).format(typeof value === 'string' ? new Date(value) : value);
  return parts;
}
