// One error handler for the whole app: every error leaves as { error, message, details? } and
// nothing of a 500 (stack, SQL, messages) reaches the client.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '@pedalswap/domain';
import { AppError, GENERIC_MESSAGES, validationFailed } from '../errors.ts';
import { ajvToFieldIssues } from './validation.ts';

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
      return new AppError(413, 'payload_too_large', 'The request is too large.');
    default:
      return new AppError(status, 'bad_request', GENERIC_MESSAGES.badRequest);
  }
}

export function registerErrorHandling(app: FastifyInstance, opts: { webDistDir: string }) {
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
      if (known.statusCode >= 500) request.log.error({ err }, 'request failed');
      return reply.code(known.statusCode).send(known.toBody());
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'internal', message: GENERIC_MESSAGES.internal });
  });

  const indexHtml = join(opts.webDistDir, 'index.html');
  app.setNotFoundHandler((request, reply) => {
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.webDistDir);
    }
    return reply.code(404).send({ error: 'not_found', message: GENERIC_MESSAGES.notFound });
  });
}
