// Every error body is { error, message, details? } (openapi.yaml, components.schemas.Error).
// Handlers throw AppError; the error handler turns anything else into a 500 without details.
import { REQUEST_MESSAGES, toFieldIssues, type FieldIssue } from '@pedalswap/domain';

export const GENERIC_MESSAGES = {
  badRequest: 'Invalid request. Please check your input and try again.',
  notFound: 'The requested resource was not found.',
  internal: 'Server error. Please try again later.',
  unavailable: REQUEST_MESSAGES.unavailable,
  unauthorized: 'Authentication required. Please log in.',
} as const;

export interface ErrorBody {
  error: string;
  message: string;
  details?: FieldIssue[];
  /** The same failures as a map of field to message (openapi.yaml Error.errors): with details. */
  errors?: Record<string, string>;
  lockedUntil?: string;
}

/** details as the contract's `errors` map; the first message of a field wins. */
export function detailsMap(details: FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details) if (!(d.path in out)) out[d.path] = d.msg;
  return out;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: FieldIssue[] | undefined;
  readonly extra: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    opts: { details?: FieldIssue[]; extra?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = opts.details;
    this.extra = opts.extra;
  }

  toBody(): ErrorBody {
    return {
      ...this.extra,
      error: this.code,
      message: this.message,
      ...(this.details ? { details: this.details, errors: detailsMap(this.details) } : {}),
    };
  }
}

export const validationFailed = (details: FieldIssue[]) =>
  new AppError(400, 'validation_failed', GENERIC_MESSAGES.badRequest, { details });

type SafeParser<T> = {
  safeParse(
    v: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof toFieldIssues>[0] };
};

/**
 * A domain rule (zod schema) applied to input: the value, or a 400 validation_failed with one
 * detail per field. `field` names an issue without a path (a single value checked on its own).
 */
export function parseOrThrow<T>(schema: SafeParser<T>, value: unknown, field = 'body'): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw validationFailed(
      toFieldIssues(result.error).map((i) => ({ ...i, path: i.path || field })),
    );
  }
  return result.data;
}
