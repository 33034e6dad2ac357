// Logger options: secrets never reach the log. Tokens travel in headers, bodies and (for SSE)
// query strings, so all three are redacted; the request line drops its `token` parameter.
/** What pino accepts as a destination: tests pass a stream that collects lines. */
export interface LogStream {
  write(line: string): void;
}
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.ts';

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'refreshToken',
  'accessToken',
  'token',
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

export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|refreshToken)=)[^&#]*/gi, '$1[Redacted]');
}

export function loggerOptions(level: LogLevel, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
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
