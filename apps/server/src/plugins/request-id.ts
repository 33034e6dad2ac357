// Request ids (issue 32 item 3): every request gets one, every log line written while it is
// handled carries it (as `reqId`, even lines of a service logging through app.log), every answer
// names it in an X-Request-Id header and the body of every server-side failure (5xx) in
// `requestId` (openapi's Error), so an operator can go from a member's error to the server's
// lines. 4xx bodies stay as they were: the member's own mistake needs no log lookup. Behind a proxy that already sets X-Request-Id
// (HAProxy's unique-id, docs/operations.md) that id is kept, so the proxy's log and ours agree.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** A proxy's id is taken only when it is short and plain: it is written into every log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId: the proxy's X-Request-Id when it is acceptable, else a random uuid. */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  const given = Array.isArray(header) ? header[0] : header;
  return given && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/**
 * pino's mixin: the id of the request being handled, for lines whose logger does not already
 * carry it (request.log does; app.log in a service does not).
 */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): object {
  const scope = requestScope.getStore();
  if (!scope || 'reqId' in logger.bindings()) return {};
  return { reqId: scope.reqId };
}

export function registerRequestIds(app: FastifyInstance) {
  // A callback hook, so what follows in the request's life runs inside the scope.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestScope.run({ reqId: request.id }, done);
  });
  // Every 5xx error body the app sends (the error handler's 500 and 503s, handlers' own).
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (
      reply.statusCode >= 500 &&
      payload !== null &&
      typeof payload === 'object' &&
      'error' in payload &&
      'message' in payload &&
      !('requestId' in payload)
    )
      return { ...payload, requestId: request.id };
    return payload;
  });
}
