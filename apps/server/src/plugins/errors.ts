// One error handler for the whole app: every error leaves as { error, message, details? } and
// nothing of a 500 (stack, SQL, messages) reaches the client.
import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyServerOptions,
} from 'fastify';
import { MESSAGES, RATE_LIMITS, REQUEST_LIMITS, REQUEST_MESSAGES } from '@pedalswap/domain';
import { isDatabaseUnavailable, isTransactionConflict } from '../db/db.ts';
import { AppError, GENERIC_MESSAGES, validationFailed } from '../errors.ts';
import { ajvToFieldIssues } from './validation.ts';
import { createPageRenderer } from './page-renderer.ts';
import { createWindowLimiter } from './window-limiter.ts';
import { webPage } from './web-static.ts';

/** Fastify's own client errors (bad JSON, empty body, huge body...) as our error bodies. */
function fastifyClientError(err: FastifyError): AppError | null {
  const status = err.statusCode ?? 500;
  if (status === 429) return new AppError(429, 'rate_limited', MESSAGES.tooManyRequests);
  if (status < 400 || status >= 500) return null;
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return validationFailed([
        {
          path: 'body',
          msg:
            err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Request body is required'
              : 'Request body is not valid JSON',
        },
      ]);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      // 400 rather than 415: the contract's operations declare 400 for any malformed request.
      return validationFailed([{ path: 'body', msg: 'Send the request body as application/json' }]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'payload_too_large', REQUEST_MESSAGES.payloadTooLarge);
    default:
      return new AppError(status, 'bad_request', GENERIC_MESSAGES.badRequest);
  }
}

const badRequest = () => new AppError(400, 'bad_request', GENERIC_MESSAGES.badRequest);

/**
 * Errors Fastify answers itself, outside the error handler: a URL it cannot decode
 * (frameworkErrors), and what Node's HTTP parser refuses before there is a request at all
 * (clientErrorHandler: oversized headers, garbage on the socket). Both speak the contract's
 * error body instead of Fastify's { statusCode, code, error }.
 */
export function frameworkErrorOptions(): Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
> {
  return {
    frameworkErrors(_err, _request, reply) {
      void (reply as FastifyReply).code(400).send(badRequest().toBody());
    },
    clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
      if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
      const [status, reason, error] =
        err.code === 'HPE_HEADER_OVERFLOW'
          ? [
              431,
              'Request Header Fields Too Large',
              new AppError(431, 'headers_too_large', REQUEST_MESSAGES.headersTooLarge),
            ]
          : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [
                408,
                'Request Timeout',
                new AppError(408, 'request_timeout', GENERIC_MESSAGES.badRequest),
              ]
            : [400, 'Bad Request', badRequest()];
      const body = JSON.stringify(error.toBody());
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    },
  };
}

/** A write refused for want of space: the disk or quota of DATA_DIR, or PostgreSQL's disk_full. */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);
function isStorageFull(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
  }
  return false;
}

/** Failures of one kind this close together are one outage: its stack is logged once. */
const OUTAGE_QUIET_MS = 30_000;

/**
 * Logs an outage's failures (issue 25 item 11): the first of an outage with its stack, every
 * other one as one line (its code and first line), so a database outage under load writes one
 * stack, not one per request (6,460 lines in 10.9 s before). An outage ends after
 * OUTAGE_QUIET_MS without a failure of its kind.
 */
function outageLogger(now: () => number = Date.now) {
  const lastFailure = new Map<string, number>();
  return (log: FastifyBaseLogger, kind: string, err: unknown) => {
    const at = now();
    const last = lastFailure.get(kind);
    lastFailure.set(kind, at);
    if (last === undefined || at - last > OUTAGE_QUIET_MS) {
      log.error({ err }, `${kind} (first failure of this outage; the next ones without a stack)`);
      return;
    }
    const e = err as { code?: unknown; message?: unknown };
    log.error(
      {
        failure: {
          code: typeof e?.code === 'string' ? e.code : undefined,
          message: typeof e?.message === 'string' ? e.message.split('\n')[0] : undefined,
        },
      },
      kind,
    );
  };
}

export function registerErrorHandling(app: FastifyInstance, opts: { webDistDir: string }) {
  const logOutage = outageLogger();
  // Longer addresses than any page or call needs: refused before routing and validation.
  app.addHook('onRequest', async (request) => {
    if (request.url.length > REQUEST_LIMITS.maxUrlLength)
      throw new AppError(414, 'uri_too_long', REQUEST_MESSAGES.uriTooLong);
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.validation) {
      const details = ajvToFieldIssues(
        err.validation as Parameters<typeof ajvToFieldIssues>[0],
        err.validationContext,
      );
      return reply.code(400).send(validationFailed(details).toBody());
    }
    const known = err instanceof AppError ? err : fastifyClientError(err);
    if (known) {
      // A refusal the server chose (AI maintenance, the AI service down, busy): the answer says
      // it; the log needs its code, not a stack trace for each member who met it.
      if (known.statusCode >= 500)
        request.log.warn(
          { code: known.code, statusCode: known.statusCode },
          'request refused by the service',
        );
      return reply.code(known.statusCode).send(known.toBody());
    }
    // An outage, not a bug: the client may retry. The pool reconnects by itself; a full disk
    // (issue 25 item 8) waits for the operator, and the upload has removed what it wrote.
    const outage = isDatabaseUnavailable(err)
      ? {
          kind: 'database unavailable',
          retryAfter: '5',
          error: 'unavailable',
          message: REQUEST_MESSAGES.unavailable,
        }
      : isStorageFull(err)
        ? {
            kind: 'storage full',
            retryAfter: '60',
            error: 'storage_full',
            message: REQUEST_MESSAGES.storageFull,
          }
        : null;
    if (outage) {
      logOutage(request.log, outage.kind, err);
      return reply
        .code(503)
        .header('retry-after', outage.retryAfter)
        .send({ error: outage.error, message: outage.message });
    }
    if (isTransactionConflict(err)) {
      // A deadlock or serialization failure left after the transaction's one rerun (db.ts):
      // nothing was written, and the same call a moment later goes through.
      request.log.warn({ code: (err as { code?: string }).code }, 'transaction conflict');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ error: 'service_unavailable', message: REQUEST_MESSAGES.busy });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'internal', message: GENERIC_MESSAGES.internal });
  });

  const indexHtml = join(opts.webDistDir, 'index.html');
  const pageOf = webPage(opts.webDistDir);
  const renderPage = createPageRenderer(app, opts.webDistDir);
  // A page rendered with its data costs ~4.6x its JSON in CPU (issue 25 item 10): past the
  // budget of an address, the build's page goes out instead (the app loads the data itself).
  const renderBudget = createWindowLimiter(RATE_LIMITS.pageRendersPerMinute, 60_000);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    // SPA fallback: client-side routes such as /profile get the app shell, which routes itself.
    if (
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      wantsHtml &&
      existsSync(indexHtml)
    ) {
      const page = pageOf(path);
      // /catalog and the item pages with their data in the HTML (page-renderer.ts).
      const rendered =
        page.withData && renderPage && request.method === 'GET' && renderBudget.take(request.ip)
          ? await renderPage(request.url, page.file)
          : null;
      if (rendered !== null) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(rendered);
      }
      return reply.header('cache-control', 'no-cache').sendFile(page.file, opts.webDistDir);
    }
    return reply.code(404).send({ error: 'not_found', message: GENERIC_MESSAGES.notFound });
  });
}
