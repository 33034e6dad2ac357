// The community events' enums of the contract (openapi.yaml EventType, EventStatus,
// EventRegistrationStatus and the attributes; spec 3 §3). enums.test.ts keeps them equal.

export const EVENT_TYPES = [
  'road_ride',
  'gravel_ride',
  'mountain_bike',
  'meetup',
  'workshop',
  'social',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_STATUSES = [
  'draft',
  'pending_review',
  'published',
  'cancelled',
  'completed',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_REGISTRATION_STATUSES = [
  'registered',
  'waitlisted',
  'cancelled',
  'attended',
  'no_show',
] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];

export const EVENT_DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const EVENT_PACES = ['casual', 'moderate', 'fast', 'race'] as const;
export const EVENT_SKILL_LEVELS = ['all_levels', 'beginner', 'intermediate', 'advanced'] as const;
export const DISTANCE_UNITS = ['miles', 'km'] as const;
export const ELEVATION_UNITS = ['feet', 'meters'] as const;
