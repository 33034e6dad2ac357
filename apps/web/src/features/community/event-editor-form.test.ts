import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@pedalswap/api-client/errors';
import type { EventEditorForm } from '@pedalswap/ui/screens/event-editor';
import { EVENT_MESSAGES as M } from '@pedalswap/domain/events';
import {
  createEventBody,
  createFormErrors,
  editorErrorsOf,
  eventFormFromEvent,
  toLocalInput,
  updateEventBody,
  updateFormErrors,
} from './event-editor-form.ts';

// The screen's empty form, restated: importing the screen would bring its styles along.
const EMPTY_EVENT_FORM: EventEditorForm = {
  eventType: '',
  name: '',
  description: '',
  location: '',
  venueName: '',
  startDatetime: '',
  endDatetime: '',
  maxParticipants: '',
  registrationDeadline: '',
  sponsor: '',
  externalUrl: '',
  attributes: {},
};

const RIDE: EventEditorForm = {
  ...EMPTY_EVENT_FORM,
  eventType: 'road_ride',
  name: 'Saturday Hills Ride',
  description: 'A no-drop loop.',
  location: 'Portland, OR',
  startDatetime: '2026-11-28T08:00',
  maxParticipants: '25',
  attributes: { distance: '32', pace: 'moderate', supportVehicle: true, terrainType: ' ' },
};

describe('event editor form', () => {
  it('sends a weekly repeat with the browser time zone for a ride only (issue 16 item 6)', () => {
    const weekly = { ...RIDE, repeatWeekly: true, repeatWeeks: '4' };
    expect(createEventBody(weekly, 'draft', 'America/Los_Angeles').repeatWeekly).toEqual({
      count: 4,
      timeZone: 'America/Los_Angeles',
    });
    // Typed text goes as typed, for the server's message on the field.
    expect(createEventBody({ ...weekly, repeatWeeks: 'x' }, 'draft').repeatWeekly).toEqual({
      count: 'x',
    });
    expect(createEventBody({ ...RIDE, repeatWeeks: '4' }, 'draft').repeatWeekly).toBeUndefined();
    expect(
      createEventBody({ ...weekly, eventType: 'workshop', attributes: {} }, 'draft').repeatWeekly,
    ).toBeUndefined();
    // An edit never carries a repeat: the dates exist already.
    expect(updateEventBody(weekly)).not.toHaveProperty('repeatWeekly');
  });

  it('leaves blank optional fields out of a new event and types numbers (spec 3 §5)', () => {
    const body = createEventBody(RIDE, 'draft');
    expect(body).toEqual({
      eventType: 'road_ride',
      name: 'Saturday Hills Ride',
      description: 'A no-drop loop.',
      location: 'Portland, OR',
      startDatetime: new Date('2026-11-28T08:00').toISOString(),
      maxParticipants: 25,
      attributes: { distance: 32, pace: 'moderate', supportVehicle: true },
      status: 'draft',
    });
  });

  it('clears blank optional fields of a stored event with null and never sends the type', () => {
    const body = updateEventBody({ ...RIDE, maxParticipants: '', sponsor: '' });
    expect(body).not.toHaveProperty('eventType');
    expect(body).toMatchObject({ maxParticipants: null, sponsor: null, venueName: null });
  });

  it('sends what is no number or date as typed, for the server to name', () => {
    const body = createEventBody({ ...RIDE, maxParticipants: 'ten', endDatetime: 'soon' }, 'draft');
    expect(body).toMatchObject({ maxParticipants: 'ten', endDatetime: 'soon' });
  });

  it('splits workshop topics on commas', () => {
    const form = {
      ...RIDE,
      eventType: 'workshop' as const,
      attributes: { topics: 'brakes, , gears' },
    };
    expect(createEventBody(form, 'pending_review').attributes).toEqual({
      topics: ['brakes', 'gears'],
    });
  });

  it('shows a stored event in local time, lists joined', () => {
    const start = '2026-11-28T16:00:00.000Z';
    const form = eventFormFromEvent({
      id: 'e',
      ownerId: 'o',
      eventType: 'workshop',
      name: 'Wheel truing',
      description: 'Bring a wheel',
      location: 'Bend, OR',
      startDatetime: start,
      maxParticipants: null,
      registrationCount: 0,
      waitlistCount: 0,
      viewCount: 0,
      isRegistered: false,
      canRegister: false,
      status: 'draft',
      // The contract types the stored attributes as a bare object.
      attributes: { topics: ['spokes', 'hubs'], cost: 10 } as unknown as Record<string, never>,
      images: [],
      createdAt: start,
    });
    expect(form.startDatetime).toBe(toLocalInput(start));
    expect(new Date(form.startDatetime).toISOString()).toBe(start);
    expect(form).toMatchObject({ maxParticipants: '', endDatetime: '', venueName: '' });
    expect(form.attributes).toEqual({ topics: 'spokes, hubs', cost: '10' });
  });

  it("maps the server's field errors, 'Invalid value' as '{Field} is required' (spec 3 §5)", () => {
    const error = ApiRequestError.from(400, {
      error: 'validation_failed',
      message: 'Validation failed',
      details: [
        { path: 'name', msg: 'Event name must be 3-255 characters' },
        { path: 'location', msg: 'Invalid value' },
      ],
    });
    expect(editorErrorsOf(error)).toEqual({
      fieldErrors: {
        name: 'Event name must be 3-255 characters',
        location: 'Location is required',
      },
      banner: 'Event name must be 3-255 characters. Location is required.',
    });
  });

  it("shows another failure's message, else 'An error occurred'", () => {
    const forbidden = ApiRequestError.from(403, { error: 'forbidden', message: 'Nope' });
    expect(editorErrorsOf(forbidden)).toEqual({ fieldErrors: {}, banner: 'Nope' });
    expect(editorErrorsOf({})).toEqual({ fieldErrors: {}, banner: 'An error occurred' });
    expect(editorErrorsOf(ApiRequestError.from(400, {})).banner).toBeTruthy();
  });
});

describe('checking the form before sending (issue 26 item 2)', () => {
  it("shows the spec's messages for an empty form, every field at once", () => {
    const errors = createFormErrors(createEventBody(EMPTY_EVENT_FORM, 'pending_review'));
    expect(errors?.fieldErrors).toEqual({
      eventType: M.eventTypeRequired,
      name: M.nameLength,
      description: M.descriptionRequired,
      location: M.locationLength,
      startDatetime: M.startRequired,
    });
    expect(errors?.banner).toBe(
      'Event type is required. Event name must be 3-255 characters. Description is required. ' +
        'Location must be 3-255 characters. Start date and time is required.',
    );
  });

  it('lets a valid form through, and checks an edit against the stored times', () => {
    expect(createFormErrors(createEventBody(RIDE, 'draft'))).toBeNull();
    const stored = {
      eventType: 'road_ride',
      startDatetime: '2026-12-05T16:00:00.000Z',
      endDatetime: null,
      registrationDeadline: null,
    } as unknown as Parameters<typeof updateFormErrors>[0];
    expect(updateFormErrors(stored, updateEventBody({ ...RIDE, name: 'ab' }))?.fieldErrors).toEqual(
      { name: M.nameLength },
    );
    expect(
      updateFormErrors(stored, updateEventBody({ ...RIDE, endDatetime: '2026-11-28T07:00' }))
        ?.fieldErrors,
    ).toEqual({ endDatetime: M.endBeforeStart });
  });
});
