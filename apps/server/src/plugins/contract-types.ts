// Handler types derived from the generated contract types (packages/api-client), so a handler
// that returns the wrong shape, or reads a field the contract lacks, fails type-checking.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { operations } from '@pedalswap/api-client/schema.gen';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: infer R }
    ? JsonOf<R>
    : Op<K> extends { requestBody?: infer R }
      ? JsonOf<NonNullable<R>> | undefined
      : undefined;

type Part<K extends OperationId, P extends string> = Op<K>['parameters'] extends {
  [Q in P]: infer T;
}
  ? T
  : Op<K>['parameters'] extends { [Q in P]?: infer T }
    ? NonNullable<T>
    : never;

export type ParamsOf<K extends OperationId> = [Part<K, 'path'>] extends [never]
  ? Record<string, never>
  : Part<K, 'path'>;
export type QueryOf<K extends OperationId> = [Part<K, 'query'>] extends [never]
  ? Record<string, never>
  : Part<K, 'query'>;

type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessStatus = 200 | 201 | 202 | 203 | 206;
/** A text/event-stream answer is written by the SSE helper on the hijacked reply. */
type StreamOf<T> = T extends { content: { 'text/event-stream': unknown } } ? undefined : never;
/** A file answer (text/calendar: an event's .ics) is returned as its text. */
type TextOf<T> = T extends { content: { 'text/calendar': string } } ? string : never;
/** The JSON body of the operation's 2xx answers; a 204 or event-stream handler returns undefined. */
export type SuccessBodyOf<K extends OperationId> =
  | JsonOf<Responses<K>[Extract<keyof Responses<K>, SuccessStatus>]>
  | StreamOf<Responses<K>[Extract<keyof Responses<K>, SuccessStatus>]>
  | TextOf<Responses<K>[Extract<keyof Responses<K>, SuccessStatus>]>
  | (204 extends keyof Responses<K> ? undefined : never);

export type ContractRequest<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Params: ParamsOf<K>;
  Querystring: QueryOf<K>;
}>;

export type OperationHandler<K extends OperationId> = (
  request: ContractRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBodyOf<K>>;

export interface RouteDefinition<K extends OperationId> {
  handler: OperationHandler<K>;
  /** Guards run after authentication, e.g. requireVerifiedEmail, requireRole('owner'). */
  guards?: preHandlerAsyncHookHandler[];
  /**
   * 'auth': the per-IP limit for sign-in style endpoints (config.authRateLimitPerMinute).
   * 'create': the per-member limit of a call that creates something (config.createRateLimitPerMinute).
   */
  rateLimit?: 'auth' | 'create';
}

export type HandlerMap = { [K in OperationId]?: RouteDefinition<K> };

/** Identity helper that keeps each entry's operation id tied to its handler's types. */
export function defineRoutes(map: HandlerMap): HandlerMap {
  return map;
}
