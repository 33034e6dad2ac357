// How community screens show an event (spec 3 §3): a Pick of the contract's Event, colours per
// type (badges, calendar chips and the legend share them) and the date lines.
import type { Schema } from '@pedalswap/api-client';
import type { EventType } from '@pedalswap/domain/events';
import type { FormatOptions } from '@pedalswap/domain/shared';

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

/** The primary photo first. */
export function orderedEventImages<T extends { isPrimary: boolean }>(images: readonly T[]): T[] {
  const list = [...images];
  const primary = list.findIndex((image) => image.isPrimary);
  if (primary > 0) list.unshift(...list.splice(primary, 1));
  return list;
}

// The date lines are the domain's (one home for how dates read); the screens keep these names.
export type DateOptions = FormatOptions;
export {
  formatEventDate as eventDate,
  formatEventTimeRange as eventTimeRange,
  localDayKey as dayKey,
} from '@pedalswap/domain/shared';
