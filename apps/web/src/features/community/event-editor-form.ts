// The event editor's form as typed <-> the contract's requests (spec 3 §5, openapi.yaml
// CreateEventRequest, UpdateEventRequest), and the server's field errors as the form's messages.
// The rules are the domain's (packages/domain/src/events), which the server applies too: the page
// checks the form with them before sending, and shows the server's answer for what only the
// server knows, so no message can differ between them.
import type { components } from '@pedalswap/api-client/schema.gen';
import type { FieldIssue } from '@pedalswap/domain/shared';
import {
  EVENT_MESSAGES,
  createEventIssues,
  isRideType,
  updateEventIssues,
} from '@pedalswap/domain/events';
import type { EventEditorForm } from '@pedalswap/ui/screens/event-editor';

type Schemas = components['schemas'];
export type CreateEventBody = Schemas['CreateEventRequest'];
export type UpdateEventBody = Schemas['UpdateEventRequest'];
type StoredEvent = Schemas['Event'];

/** Attributes typed as numbers (openapi.yaml EventAttributesInput). */
const NUMBER_ATTRIBUTES = new Set([
  'distance',
  'elevationGain',
  'durationHours',
  'cost',
  'ageRestriction',
]);

/** Field labels for '{Field} is required' (spec 3 §5), as the editor shows them. */
const FIELD_LABELS: Record<string, string> = {
  eventType: 'Event Type',
  name: 'Event Name',
  description: 'Description',
  location: 'Location',
  venueName: 'Venue Name',
  startDatetime: 'Start',
  endDatetime: 'End',
  maxParticipants: 'Max Participants',
  registrationDeadline: 'Registration Deadline',
  sponsor: 'Sponsor',
  externalUrl: 'External URL',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A datetime-local value as an ISO instant. Something that is no date is sent as typed, so the
 * server answers with its own message for that field rather than the page guessing one.
 */
function toInstant(local: string): string {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

/** A whole number typed; anything else goes as typed for the server's message. */
const toNumber = (typed: string) => {
  const n = Number(typed);
  return typed.trim() !== '' && Number.isFinite(n) ? n : typed;
};

function attributesOf(form: EventEditorForm): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form.attributes)) {
    if (typeof value === 'boolean') {
      out[key] = value;
      continue;
    }
    const typed = value.trim();
    // spec 3 §5: optional fields are omitted when blank.
    if (typed === '') continue;
    if (key === 'topics')
      out[key] = typed
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
    else out[key] = NUMBER_ATTRIBUTES.has(key) ? toNumber(typed) : typed;
  }
  return out;
}

/** The fields both requests share; blank optional ones as `blank` (left out, or null to clear). */
function fieldsOf(form: EventEditorForm, blank: undefined | null) {
  const optional = (typed: string) => (typed.trim() === '' ? blank : typed.trim());
  const instant = (typed: string) => (typed.trim() === '' ? blank : toInstant(typed));
  const fields = {
    name: form.name,
    description: form.description,
    location: form.location,
    venueName: optional(form.venueName),
    startDatetime: form.startDatetime.trim() === '' ? undefined : toInstant(form.startDatetime),
    endDatetime: instant(form.endDatetime),
    // spec 3 §5: blank means unlimited.
    maxParticipants: form.maxParticipants.trim() === '' ? blank : toNumber(form.maxParticipants),
    registrationDeadline: instant(form.registrationDeadline),
    sponsor: optional(form.sponsor),
    externalUrl: optional(form.externalUrl),
    attributes: attributesOf(form),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** POST /events: Save Draft (draft) or Submit for Review (pending_review). */
export function createEventBody(
  form: EventEditorForm,
  status: 'draft' | 'pending_review',
  timeZone?: string,
): CreateEventBody {
  return {
    eventType: form.eventType,
    ...fieldsOf(form, undefined),
    status,
    ...repeatOf(form, timeZone),
  } as CreateEventBody;
}

/**
 * A weekly series (issue 16 item 6), for a ride with Repeat weekly ticked. The browser's time
 * zone goes with it, so the server keeps the ride's local time across a daylight-saving change
 * (openapi.yaml RepeatWeekly). The number is sent as typed, for the server's message.
 */
function repeatOf(form: EventEditorForm, timeZone?: string) {
  if (!form.repeatWeekly || form.eventType === '' || !isRideType(form.eventType)) return {};
  return {
    repeatWeekly: { count: toNumber(form.repeatWeeks ?? ''), ...(timeZone ? { timeZone } : {}) },
  };
}

/** PUT /events/{id}: every field (a cleared optional one as null); the type is locked. */
export function updateEventBody(form: EventEditorForm): UpdateEventBody {
  return fieldsOf(form, null) as UpdateEventBody;
}

/** A stored event as the form shows it. */
export function eventFormFromEvent(event: StoredEvent): EventEditorForm {
  const attributes: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(event.attributes as Record<string, unknown>)) {
    if (typeof value === 'boolean') attributes[key] = value;
    else if (Array.isArray(value)) attributes[key] = value.join(', ');
    else if (value !== null && value !== undefined) attributes[key] = String(value);
  }
  return {
    eventType: event.eventType,
    name: event.name,
    description: event.description,
    location: event.location,
    venueName: event.venueName ?? '',
    startDatetime: toLocalInput(event.startDatetime),
    endDatetime: toLocalInput(event.endDatetime),
    maxParticipants: event.maxParticipants == null ? '' : String(event.maxParticipants),
    registrationDeadline: toLocalInput(event.registrationDeadline),
    sponsor: event.sponsor ?? '',
    externalUrl: event.externalUrl ?? '',
    attributes,
  };
}

export interface EditorErrors {
  fieldErrors: Record<string, string>;
  banner: string;
}

/**
 * A failed save as the editor shows it (spec 3 §5): the server's field messages on their
 * fields, its generic 'Invalid value' replaced by '{Field} is required', the messages joined at
 * the top or else 'Validation failed'; any other failure its message or 'An error occurred'.
 */
export function editorErrorsOf(error: unknown): EditorErrors {
  const status = readStatus(error);
  const raw = readFieldErrors(error);
  if (status !== 400 || Object.keys(raw).length === 0) {
    const message = error instanceof Error && error.message ? error.message : null;
    return {
      fieldErrors: {},
      banner:
        status === 400
          ? (message ?? EVENT_MESSAGES.validationFailed)
          : (message ?? EVENT_MESSAGES.genericError),
    };
  }
  return editorErrorsFromIssues(Object.entries(raw).map(([path, msg]) => ({ path, msg })));
}

/** Field messages on their fields and joined at the top (spec 3 §5). */
function editorErrorsFromIssues(issues: readonly FieldIssue[]): EditorErrors {
  const fieldErrors: Record<string, string> = {};
  for (const { path, msg } of issues) {
    if (path in fieldErrors) continue;
    fieldErrors[path] =
      msg === EVENT_MESSAGES.invalidValue
        ? EVENT_MESSAGES.fieldRequired(FIELD_LABELS[path] ?? path)
        : msg;
  }
  const joined = [...new Set(Object.values(fieldErrors))].join('. ');
  return { fieldErrors, banner: joined ? `${joined}.` : EVENT_MESSAGES.validationFailed };
}

/**
 * The form checked before it is sent, by the rules the server applies (packages/domain): the
 * messages show at once and no request is made while any remains. Null when it may be sent.
 */
export function createFormErrors(body: CreateEventBody): EditorErrors | null {
  const issues = createEventIssues(body);
  return issues.length > 0 ? editorErrorsFromIssues(issues) : null;
}

/** The same for an edit of a stored event (its type is locked; its times merge with the form's). */
export function updateFormErrors(event: StoredEvent, body: UpdateEventBody): EditorErrors | null {
  const issues = updateEventIssues(event.eventType, body, event);
  return issues.length > 0 ? editorErrorsFromIssues(issues) : null;
}

function readStatus(error: unknown): number | null {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}

function readFieldErrors(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object' || !('fieldErrors' in error)) return {};
  const map = error.fieldErrors;
  return map && typeof map === 'object' ? (map as Record<string, string>) : {};
}
