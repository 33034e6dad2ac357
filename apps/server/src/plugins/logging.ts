// Logger options: secrets never reach the log, and this file is the one place that says how.
// Tokens travel in headers, bodies, (for SSE) query strings and (calendar feeds) paths, so all
// are redacted; the request line drops its `token` parameter and a feed's token; errors are logged without the values they carry
// (a database error holds its statement's parameters: password hashes, e-mail addresses).
/** What pino accepts as a destination: tests pass a stream that collects lines. */
export interface LogStream {
  write(line: string): void;
}
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.ts';
import { requestIdMixin } from './request-id.ts';

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'refreshToken',
  'accessToken',
  'token',
  'passwordHash',
  'password_hash',
  // E-mail links carry live verification, reset and e-mail-change tokens.
  'links',
  'link',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'req.query.token',
  'query.token',
  ...SECRET_FIELDS.flatMap((f) => [`req.body.${f}`, `body.${f}`, `*.${f}`]),
];

/** A calendar feed's address carries its secret in the path: /api/events/feed/<token>.ics. */
const FEED_PATH = /(\/events\/feed\/)[^/?#]*/gi;

export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|access_token|refreshToken)=)[^&#]*/gi, '$1[Redacted]')
    .replace(FEED_PATH, '$1[Redacted]');
}

const ERROR_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'table', 'constraint'] as const;

/**
 * An error as the log keeps it: what explains it (type, message, code, stack) and nothing it
 * carries. pino's default copies every property, and database drivers attach the failed
 * statement's `params` and a `detail` that quotes the conflicting value.
 */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(err: Error, depth = 0): SerializedError {
  const source = err as Error & Record<string, unknown>;
  const out: SerializedError = {
    type: err.constructor?.name ?? err.name,
    message: err.message,
    stack: err.stack ?? '',
  };
  for (const field of ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (err.cause instanceof Error && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

export function loggerOptions(level: LogLevel, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    mixin: requestIdMixin,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      err: (err: Error) => serializeError(err),
      error: (err: Error) => serializeError(err),
      req(req: { method: string; url: string; hostname?: string; ip?: string }) {
        return {
          method: req.method,
          url: redactUrl(req.url),
          hostname: req.hostname,
          remoteAddress: req.ip,
        };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
