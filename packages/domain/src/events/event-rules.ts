// Event validation and rules (spec 3 §3, §5, §9; openapi.yaml CreateEventRequest,
// UpdateEventRequest) as zod schemas the server and the editor share, so a bound or a message
// never differs between them; plus the pure rules of following (capacity, deadline, waitlist).
import { z } from 'zod';
import { toFieldIssues } from '../shared/field-issues.ts';
import type { FieldIssue } from '../shared/messages.ts';
import { PROFILE_EVENT_LIST_REFRESH_MS } from './community.ts';
import { EVENT_MESSAGES as M } from './event-messages.ts';
import { addWeeks, repeatWeeklySchema, type RepeatWeekly } from './event-series.ts';
import {
  DISTANCE_UNITS,
  ELEVATION_UNITS,
  EVENT_DIFFICULTY_LEVELS,
  EVENT_PACES,
  EVENT_SKILL_LEVELS,
  EVENT_TYPES,
  type EventStatus,
  type EventType,
} from './event-types.ts';

export const EVENT_LIMITS = {
  nameMin: 3,
  nameMax: 255,
  descriptionMax: 5000,
  locationMin: 3,
  locationMax: 255,
  textMax: 255,
  urlMax: 2048,
  maxParticipantsMax: 100_000,
  notesMax: 500,
  reasonMax: 500,
  /** Uploader: max 10 images, 10 MB each (spec 3 §2.14). */
  imagesPerEvent: 10,
  imageBytes: 10 * 1024 * 1024,
  /** Page size 20 for events (spec 3 §9). */
  pageSize: 20,
  /** List results are cached 60 s (spec 3 §7.5). */
  listCacheMs: 60_000,
  /** The profile's Your Events and Following Events are stale, and refetched, after 60 s (spec 1 §9). */
  profileListRefreshMs: PROFILE_EVENT_LIST_REFRESH_MS,
  /** Gallery: a primary image and up to 9 thumbnails (spec 3 §2.13). */
  galleryThumbnails: 9,
  /** Calendar: up to 2 events a day, then '+N more' (spec 3 §2.12). */
  calendarPerDay: 2,
  /**
   * Ours (issue 25 finding 6): every date of an event falls in these years. A start in 9999 made
   * a series date in the year 10000, which neither ISO strings nor the database can hold.
   */
  firstYear: 2000,
  lastYear: 2099,
  /** Autosave debounce in edit mode (spec 3 §4). */
  autosaveDebounceMs: 2000,
} as const;

export const RIDE_TYPES = [
  'road_ride',
  'gravel_ride',
  'mountain_bike',
] as const satisfies readonly EventType[];
export const isRideType = (t: string) => (RIDE_TYPES as readonly string[]).includes(t);

/** Which attribute group a type takes (openapi.yaml EventAttributesInput). */
export function attributeGroupOf(type: EventType): 'ride' | 'workshop' | 'social' {
  if (isRideType(type)) return 'ride';
  return type === 'workshop' ? 'workshop' : 'social';
}

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: M.tooLongField(label, max) })
    .nullable()
    .transform((v) => (v === '' ? null : v));

const httpUrl = (msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .max(EVENT_LIMITS.urlMax, { error: msg })
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { error: msg })
    .nullable()
    .transform((v) => (v === '' ? null : v));

/** Whether an instant falls in the years events may use (EVENT_LIMITS.firstYear to lastYear). */
function isInEventYears(instant: Date | string): boolean {
  const year = new Date(instant).getUTCFullYear();
  return year >= EVENT_LIMITS.firstYear && year <= EVENT_LIMITS.lastYear;
}

const dateTime = (msg: string, outOfRange: string) =>
  z
    .string({ error: msg })
    .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), {
      error: msg,
      abort: true,
    })
    .refine(isInEventYears, { error: outOfRange });

const option = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });
const amount = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} must be between 0 and ${max}` })
    .max(max, { error: `${label} must be between 0 and ${max}` });

export const EVENT_ATTRIBUTE_SHAPES = {
  ride: {
    difficultyLevel: option(EVENT_DIFFICULTY_LEVELS, 'Difficulty'),
    pace: option(EVENT_PACES, 'Pace'),
    distance: amount('Distance', 10_000),
    distanceUnit: option(DISTANCE_UNITS, 'Distance unit'),
    elevationGain: amount('Elevation gain', 100_000),
    elevationUnit: option(ELEVATION_UNITS, 'Elevation unit'),
    terrainType: z
      .string({ error: 'Terrain must be text' })
      .trim()
      .max(100, { error: M.tooLongField('Terrain', 100) }),
    supportVehicle: z.boolean({ error: 'Support vehicle must be true or false' }),
    routeUrl: z
      .string({ error: M.routeUrlInvalid })
      .trim()
      .max(EVENT_LIMITS.urlMax, { error: M.routeUrlInvalid })
      .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: M.routeUrlInvalid }),
  },
  workshop: {
    skillLevel: option(EVENT_SKILL_LEVELS, 'Skill level'),
    instructor: z
      .string({ error: 'Instructor must be text' })
      .trim()
      .max(255, { error: M.tooLongField('Instructor', 255) }),
    durationHours: amount('Duration', 240),
    topics: z
      .array(
        z
          .string({ error: 'Topics must be text' })
          .trim()
          .min(1, { error: 'Topics must not be empty' })
          .max(100, { error: M.tooLongField('Topic', 100) }),
        { error: 'Topics must be a list' },
      )
      .max(20, { error: 'At most 20 topics' }),
    cost: amount('Cost', 100_000),
  },
  social: {
    foodProvided: z.boolean({ error: 'Food provided must be true or false' }),
    beveragesProvided: z.boolean({ error: 'Beverages provided must be true or false' }),
    dressCode: z
      .string({ error: 'Dress code must be text' })
      .trim()
      .max(255, { error: M.tooLongField('Dress code', 255) }),
    ageRestriction: z
      .number({ error: 'Minimum age must be a whole number' })
      .int({ error: 'Minimum age must be a whole number' })
      .min(0, { error: 'Minimum age must be between 0 and 120' })
      .max(120, { error: 'Minimum age must be between 0 and 120' }),
  },
} as const;

const ALL_ATTRIBUTE_KEYS = Object.values(EVENT_ATTRIBUTE_SHAPES).flatMap((s) => Object.keys(s));

/**
 * The attributes of one type: its own fields optional, another type's fields refused with a
 * message that names them (openapi.yaml: "the server refuses fields of another type with 400").
 */
export function eventAttributesSchema(type: EventType) {
  const own = EVENT_ATTRIBUTE_SHAPES[attributeGroupOf(type)];
  const foreign = Object.fromEntries(
    ALL_ATTRIBUTE_KEYS.filter((k) => !(k in own)).map((k) => [
      k,
      z.never({ error: M.attributeWrongType(k) }).optional(),
    ]),
  );
  return z
    .object({ ...foreign, ...z.object(own).partial().shape })
    .strict()
    .transform(
      (v) =>
        Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) as EventAttributes,
    );
}

export type EventAttributes = Partial<{
  difficultyLevel: (typeof EVENT_DIFFICULTY_LEVELS)[number];
  pace: (typeof EVENT_PACES)[number];
  distance: number;
  distanceUnit: (typeof DISTANCE_UNITS)[number];
  elevationGain: number;
  elevationUnit: (typeof ELEVATION_UNITS)[number];
  terrainType: string;
  supportVehicle: boolean;
  routeUrl: string;
  skillLevel: (typeof EVENT_SKILL_LEVELS)[number];
  instructor: string;
  durationHours: number;
  topics: string[];
  cost: number;
  foodProvided: boolean;
  beveragesProvided: boolean;
  dressCode: string;
  ageRestriction: number;
}>;

function fieldShape(type: EventType) {
  return {
    name: z
      .string({ error: M.nameLength })
      .trim()
      .min(EVENT_LIMITS.nameMin, { error: M.nameLength })
      .max(EVENT_LIMITS.nameMax, { error: M.nameLength }),
    description: z
      .string({ error: M.descriptionRequired })
      .trim()
      .min(1, { error: M.descriptionRequired })
      .max(EVENT_LIMITS.descriptionMax, { error: M.descriptionTooLong }),
    location: z
      .string({ error: M.locationLength })
      .trim()
      .min(EVENT_LIMITS.locationMin, { error: M.locationLength })
      .max(EVENT_LIMITS.locationMax, { error: M.locationLength }),
    venueName: optionalText('Venue name', EVENT_LIMITS.textMax),
    startDatetime: dateTime(M.startInvalid, M.startOutOfRange),
    endDatetime: dateTime(M.endInvalid, M.endOutOfRange).nullable(),
    maxParticipants: z
      .number({ error: M.maxParticipantsInvalid })
      .int({ error: M.maxParticipantsInvalid })
      .min(1, { error: M.maxParticipantsInvalid })
      .max(EVENT_LIMITS.maxParticipantsMax, { error: M.maxParticipantsInvalid })
      .nullable(),
    registrationDeadline: dateTime(M.deadlineInvalid, M.deadlineOutOfRange).nullable(),
    sponsor: optionalText('Sponsor', EVENT_LIMITS.textMax),
    externalUrl: httpUrl(M.externalUrlInvalid),
    attributes: eventAttributesSchema(type),
  };
}

/** Whether the last date of a weekly series starting at `start` is still in the event years. */
function seriesFitsEventYears(start: string | Date, repeat: RepeatWeekly): boolean {
  // A repeat refused on its own fields has its own message: nothing to add about its end.
  if (!repeatWeeklySchema.safeParse(repeat).success || !isInEventYears(start)) return true;
  return isInEventYears(addWeeks(new Date(start), repeat.count - 1, repeat.timeZone));
}

/** The times of an event, to check their order once the stored and the new values are merged. */
export interface EventTimes {
  startDatetime: string | Date;
  endDatetime?: string | Date | null;
  registrationDeadline?: string | Date | null;
}

/** End after start and deadline not after start (openapi.yaml), as field issues. */
export function eventTimeIssues(t: EventTimes): { path: string; msg: string }[] {
  const start = new Date(t.startDatetime).getTime();
  const issues: { path: string; msg: string }[] = [];
  if (t.endDatetime != null && new Date(t.endDatetime).getTime() <= start)
    issues.push({ path: 'endDatetime', msg: M.endBeforeStart });
  if (t.registrationDeadline != null && new Date(t.registrationDeadline).getTime() > start)
    issues.push({ path: 'registrationDeadline', msg: M.deadlineAfterStart });
  return issues;
}

const eventTypeSchema = z.enum(EVENT_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? M.eventTypeRequired : M.eventTypeInvalid,
});

/** POST /events: the type decides the attributes, so it is read first. */
export function createEventSchema(type: EventType) {
  const s = fieldShape(type);
  return z
    .object({
      ...s,
      eventType: eventTypeSchema,
      startDatetime: z.string({ error: M.startRequired }).pipe(s.startDatetime),
      venueName: s.venueName.optional(),
      endDatetime: s.endDatetime.optional(),
      maxParticipants: s.maxParticipants.optional(),
      registrationDeadline: s.registrationDeadline.optional(),
      sponsor: s.sponsor.optional(),
      externalUrl: s.externalUrl.optional(),
      attributes: s.attributes.optional(),
      status: z
        .enum(['draft', 'pending_review'], { error: 'Status must be draft or pending_review' })
        .optional(),
      // Weekly series: rides only (openapi.yaml RepeatWeekly, "Our decision").
      repeatWeekly: isRideType(type)
        ? repeatWeeklySchema.optional()
        : z.never({ error: M.repeatRidesOnly }).optional(),
    })
    .strict()
    .superRefine((v, ctx) => {
      for (const issue of eventTimeIssues(v))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.msg });
      if (v.repeatWeekly && !seriesFitsEventYears(v.startDatetime, v.repeatWeekly))
        ctx.addIssue({ code: 'custom', path: ['repeatWeekly', 'count'], message: M.seriesTooLate });
    });
}
export type CreateEventInput = z.infer<ReturnType<typeof createEventSchema>>;

/** Reads the event type of a create request first, so its attributes can be checked. */
export const eventTypeOf = (body: unknown) =>
  eventTypeSchema.safeParse((body as { eventType?: unknown } | null)?.eventType);

/**
 * Every problem of a create request, in the words the server answers (spec 3 §5): the editor
 * checks the form with it before sending, the server before writing. A missing or unknown type
 * is reported with the other fields' problems (checked as a type without attributes), so an
 * empty form shows every message at once.
 */
export function createEventIssues(body: unknown): FieldIssue[] {
  const type = eventTypeOf(body);
  if (type.success) {
    const r = createEventSchema(type.data).safeParse(body);
    return r.success ? [] : toFieldIssues(r.error);
  }
  const {
    eventType: _type,
    attributes: _attributes,
    repeatWeekly: _repeat,
    ...rest
  } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const r = createEventSchema('meetup').safeParse({ ...rest, eventType: 'meetup' });
  return [
    { path: 'eventType', msg: type.error.issues[0]!.message },
    ...(r.success ? [] : toFieldIssues(r.error)),
  ];
}

/**
 * Every problem of an edit (PUT) of an event of `type` whose stored times are `stored`: the
 * fields' own rules, then the order of the times once merged with what is stored.
 */
export function updateEventIssues(
  type: EventType,
  body: unknown,
  stored: EventTimes,
): FieldIssue[] {
  const r = updateEventSchema(type).safeParse(body);
  if (!r.success) return toFieldIssues(r.error);
  const f = r.data;
  return eventTimeIssues({
    startDatetime: f.startDatetime ?? stored.startDatetime,
    endDatetime: f.endDatetime === undefined ? stored.endDatetime : f.endDatetime,
    registrationDeadline:
      f.registrationDeadline === undefined ? stored.registrationDeadline : f.registrationDeadline,
  });
}

/**
 * PUT /events/{id}: any subset; the type is locked (an eventType equal to the stored one is
 * accepted, since the editor sends the whole form). Time order is checked by the caller
 * against the merged values (eventTimeIssues).
 */
export function updateEventSchema(type: EventType) {
  return z
    .object({
      ...fieldShape(type),
      eventType: z.literal(type, { error: M.eventTypeLocked }),
      status: z.literal('pending_review', { error: 'Status can only be pending_review' }),
    })
    .partial()
    .strict()
    .refine((v) => Object.keys(v).length > 0, { error: 'Send at least one field to change' });
}
export type UpdateEventInput = z.infer<ReturnType<typeof updateEventSchema>>;

/** Reject and cancel reasons: non-empty after trimming. */
export const eventReasonSchema = z
  .string({ error: M.reasonRequired })
  .trim()
  .min(1, { error: M.reasonRequired })
  .max(EVENT_LIMITS.reasonMax, { error: M.tooLongField('Reason', EVENT_LIMITS.reasonMax) });

export const followNotesSchema = z
  .string({ error: M.notesTooLong })
  .trim()
  .max(EVENT_LIMITS.notesMax, { error: M.notesTooLong })
  .transform((v) => (v === '' ? null : v));

// ── following ───────────────────────────────────────────────────────────────────────────────

export interface FollowableEvent {
  status: EventStatus | string;
  startDatetime: string | Date;
  registrationDeadline?: string | Date | null;
}

/** Started already: the 'Past Event' badge, and no more following. */
export const isPastEvent = (e: { startDatetime: string | Date }, now: Date = new Date()) =>
  new Date(e.startDatetime).getTime() <= now.getTime();

/**
 * Whether the event takes new followers at all: future, published, before its deadline
 * (openapi.yaml canRegister, before the caller's own registration is considered).
 */
export function isEventOpenForFollowing(e: FollowableEvent, now: Date = new Date()): boolean {
  if (e.status !== 'published' || isPastEvent(e, now)) return false;
  return (
    e.registrationDeadline == null || new Date(e.registrationDeadline).getTime() > now.getTime()
  );
}

/** A new follower gets a place while places remain, else the waitlist (null max: unlimited). */
export function followOutcome(
  maxParticipants: number | null,
  registeredCount: number,
): 'registered' | 'waitlisted' {
  return maxParticipants == null || registeredCount < maxParticipants ? 'registered' : 'waitlisted';
}

/** Places left, null when unlimited. */
export const spotsRemaining = (maxParticipants: number | null, registeredCount: number) =>
  maxParticipants == null ? null : Math.max(0, maxParticipants - registeredCount);

/** Full: the 'Full' badge (spec 3 §2.13). */
export const isEventFull = (e: { maxParticipants?: number | null; registrationCount: number }) =>
  e.maxParticipants != null && e.registrationCount >= e.maxParticipants;

/** The badges of the detail page, in the order shown (spec 3 §2.13). */
export function eventBadges(
  e: FollowableEvent & { maxParticipants?: number | null; registrationCount: number },
  now: Date = new Date(),
): ('past' | 'full' | 'cancelled')[] {
  const out: ('past' | 'full' | 'cancelled')[] = [];
  if (isPastEvent(e, now) || e.status === 'completed') out.push('past');
  if (isEventFull(e)) out.push('full');
  if (e.status === 'cancelled') out.push('cancelled');
  return out;
}
