import { describe, expect, it } from 'vitest';
import { ApiRequestError, itemErrorKind, messageForStatus, readApiError } from './errors.ts';

// Every row of the catalogue of spec 1 §8, word for word.
const TABLE: Array<[number, string]> = [
  [400, 'Invalid request. Please check your input and try again.'],
  [401, 'Invalid email or password. Please try again.'],
  [403, 'Account has not been verified yet. Please check your email.'],
  [404, 'The requested resource was not found.'],
  [409, 'An account with that email already exists. Please try logging in.'],
  [422, 'Invalid input data. Please check your information and try again.'],
  [423, 'Account temporarily locked. Please try again later.'],
  [429, 'Too many requests. Please wait a moment and try again.'],
  [500, 'Server error. Please try again later.'],
  [502, 'Service temporarily unavailable. Please try again later.'],
  [503, 'Service temporarily unavailable. Please try again later.'],
  [504, 'Request timeout. Please try again.'],
];

describe('messageForStatus (spec 1 §8)', () => {
  it.each(TABLE)('%i gives its catalogue message', (status, message) => {
    expect(messageForStatus(status)).toBe(message);
  });

  it.each([418, 501, 0, 302])(
    'other status %i gives the generic message with the status',
    (status) => {
      expect(messageForStatus(status)).toBe(
        `Something went wrong (Error ${status}). Please try again.`,
      );
    },
  );

  it.each(TABLE)(
    'readApiError falls back to the %i row when the body says nothing',
    (status, message) => {
      expect(readApiError(status, undefined)).toEqual({ status, message, fieldErrors: {} });
      expect(readApiError(status, {}).message).toBe(message);
      expect(readApiError(status, { message: '   ' }).message).toBe(message);
    },
  );
});

describe('readApiError', () => {
  it('prefers the body message and keeps the machine code', () => {
    expect(readApiError(409, { error: 'email_taken', message: 'That e-mail is taken.' })).toEqual({
      status: 409,
      code: 'email_taken',
      message: 'That e-mail is taken.',
      fieldErrors: {},
    });
  });

  it('uses error as the message when it is a sentence, and not as a code', () => {
    const read = readApiError(403, {
      error: 'You do not have permission to view other user profiles',
    });
    expect(read.message).toBe('You do not have permission to view other user profiles');
    expect(read.code).toBeUndefined();
  });

  it('falls back to the status message when error is only a code', () => {
    const read = readApiError(423, { error: 'account_locked' });
    expect(read).toEqual({
      status: 423,
      code: 'account_locked',
      message: TABLE[6]![1],
      fieldErrors: {},
    });
  });

  it('maps details to field errors and joins them when there is no message', () => {
    const read = readApiError(400, {
      error: 'validation_failed',
      details: [
        { path: 'firstName', msg: 'First name is required' },
        { path: '/location', msg: 'Location must be at least 2 characters' },
        { path: 'firstName', msg: 'second message for the same field is dropped' },
      ],
    });
    expect(read.fieldErrors).toEqual({
      firstName: 'First name is required',
      location: 'Location must be at least 2 characters',
    });
    expect(read.message).toBe(
      'First name is required; Location must be at least 2 characters; second message for the same field is dropped',
    );
  });

  it('keeps the body message over the joined details', () => {
    const read = readApiError(400, {
      error: 'validation_failed',
      message: 'Validation failed',
      details: [{ path: 'name', msg: 'Event name must be 3-255 characters' }],
    });
    expect(read.message).toBe('Validation failed');
    expect(read.fieldErrors).toEqual({ name: 'Event name must be 3-255 characters' });
  });

  it('reads the offer dialog errors map and an errors list', () => {
    expect(
      readApiError(400, {
        message: 'Invalid offer',
        errors: { amount: 'Minimum token offer is 1' },
      }).fieldErrors,
    ).toEqual({
      amount: 'Minimum token offer is 1',
    });
    expect(
      readApiError(400, {
        errors: [{ path: 'startDatetime', msg: 'Start date and time is required' }],
      }),
    ).toMatchObject({
      message: 'Start date and time is required',
      fieldErrors: { startDatetime: 'Start date and time is required' },
    });
  });

  it('accepts a plain-text body', () => {
    expect(readApiError(502, 'Bad gateway from proxy').message).toBe('Bad gateway from proxy');
    expect(readApiError(502, '').message).toBe(TABLE[9]![1]);
  });

  it('ApiRequestError carries the read error', () => {
    const error = ApiRequestError.from(404, { error: 'not_found', message: 'Bike not found' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Bike not found',
      fieldErrors: {},
    });
  });
});

describe('itemErrorKind (spec 2 §8.1)', () => {
  it.each([
    [400, 'validation'],
    [422, 'validation'],
    [401, 'permission'],
    [403, 'permission'],
    [404, 'not_found'],
    [409, 'generic'],
    [500, 'generic'],
    [503, 'generic'],
  ] as const)('%i is a %s error', (status, kind) => {
    expect(itemErrorKind(status)).toBe(kind);
  });
});
