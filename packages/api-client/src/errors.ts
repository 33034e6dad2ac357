// The error catalogue of spec 1 §8 (repeated in spec 3 §8) and the item-layer mapping of
// spec 2 §8.1. Every screen turns a failed call into a message through here, so the wording
// of a fallback can never differ between two screens.

/** Fallback messages by HTTP status, used when the answer carries no message of its own. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Invalid request. Please check your input and try again.',
  401: 'Invalid email or password. Please try again.',
  403: 'Account has not been verified yet. Please check your email.',
  404: 'The requested resource was not found.',
  409: 'An account with that email already exists. Please try logging in.',
  422: 'Invalid input data. Please check your information and try again.',
  423: 'Account temporarily locked. Please try again later.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Server error. Please try again later.',
  502: 'Service temporarily unavailable. Please try again later.',
  503: 'Service temporarily unavailable. Please try again later.',
  504: 'Request timeout. Please try again.',
};

export function messageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? `Something went wrong (Error ${status}). Please try again.`;
}

export interface ApiError {
  status: number;
  /** The server's machine code (`error` of the body) when it is one, e.g. `email_taken`. */
  code?: string;
  /** The sentence to show. */
  message: string;
  /** Field name to message, from `details` (or an `errors` list or map). */
  fieldErrors: Record<string, string>;
}

type Detail = { path: string; msg: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A machine code has no spaces (`validation_failed`); anything with a space is a sentence. */
function isSentence(text: string): boolean {
  return /\s/.test(text);
}

function toDetails(value: unknown): Detail[] {
  if (!Array.isArray(value)) return [];
  const details: Detail[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) continue;
    const msg = nonEmpty(entry.msg) ?? nonEmpty(entry.message);
    if (!msg) continue;
    const rawPath = entry.path ?? entry.param ?? entry.field;
    const path = Array.isArray(rawPath)
      ? rawPath.join('.')
      : typeof rawPath === 'string'
        ? rawPath
        : '';
    details.push({ path: normalisePath(path), msg });
  }
  return details;
}

/** `/firstName`, `body.firstName` and `firstName` all name the form field `firstName`. */
function normalisePath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/\//g, '.')
    .replace(/^body\./, '');
}

/**
 * Reads a failed answer: the message is the body's `message`, else its `error` when that is a
 * sentence, else the `details` messages joined, else the status fallback. `details`
 * ([{ path, msg }]) and an `errors` list or map become per-field messages; the first message of
 * a field wins, as a form shows one message per field.
 */
export function readApiError(status: number, body: unknown): ApiError {
  const fieldErrors: Record<string, string> = {};
  let code: string | undefined;
  let message: string | undefined;

  if (typeof body === 'string') {
    message = nonEmpty(body);
  } else if (isRecord(body)) {
    const error = nonEmpty(body.error);
    if (error && !isSentence(error)) code = error;

    const details = [...toDetails(body.details), ...toDetails(body.errors)];
    if (isRecord(body.errors)) {
      for (const [field, value] of Object.entries(body.errors)) {
        const msg = nonEmpty(value);
        if (msg) details.push({ path: normalisePath(field), msg });
      }
    }
    for (const { path, msg } of details) {
      if (path && !(path in fieldErrors)) fieldErrors[path] = msg;
    }

    message =
      nonEmpty(body.message) ??
      (error && isSentence(error) ? error : undefined) ??
      (details.length > 0 ? details.map((d) => d.msg).join('; ') : undefined);
  }

  return {
    status,
    ...(code !== undefined ? { code } : {}),
    message: message ?? messageForStatus(status),
    fieldErrors,
  };
}

/** A thrown failed call: what react-query's `error` holds for our query and mutation options. */
export class ApiRequestError extends Error implements ApiError {
  readonly status: number;
  readonly code?: string;
  readonly fieldErrors: Record<string, string>;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.status = error.status;
    if (error.code !== undefined) this.code = error.code;
    this.fieldErrors = error.fieldErrors;
  }

  static from(status: number, body: unknown): ApiRequestError {
    return new ApiRequestError(readApiError(status, body));
  }
}

export type ItemErrorKind = 'validation' | 'permission' | 'not_found' | 'generic';

/** Spec 2 §8.1: how the item layer classifies a failed item call. */
export function itemErrorKind(status: number): ItemErrorKind {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401 || status === 403) return 'permission';
  if (status === 404) return 'not_found';
  return 'generic';
}
