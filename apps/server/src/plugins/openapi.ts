// Binds openapi.yaml to handlers: a route exists only if the contract has the operation AND a
// handler is registered for its operationId. Contract operations without a handler are not
// registered at all (they answer the JSON 404 like any unknown path) and are listed in
// app.unimplementedOperations, so "not built yet" is visible rather than a silent 501.
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, RouteOptions } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { ROLES, type Role } from '@pedalswap/domain';
import { requireRole } from './caller.ts';
import { redactUrl } from './logging.ts';
import type { HandlerMap, RouteDefinition, OperationId } from './contract-types.ts';
import { deref, type Contract, type ContractOperation, type JsonSchema } from './openapi-doc.ts';
import { createAjv, guardInput } from './validation.ts';

const OPTIONAL_BODY = 'x-pedalswap-optional-body';

export interface ContractViolation {
  operationId: string;
  method: string;
  url: string;
  statusCode: number;
  problem: string;
}

export interface ContractRoutesOptions {
  contract: Contract;
  handlers: HandlerMap;
  authenticate: NonNullable<RouteOptions['preHandler']>;
  authenticateOptional: NonNullable<RouteOptions['preHandler']>;
  /** authenticate, also taking the token from the query string (operations with queryToken). */
  authenticateQueryToken: NonNullable<RouteOptions['preHandler']>;
  /** Per-IP requests per minute for operations marked rateLimit: 'auth'; 0 = no limit. */
  authRateLimitPerMinute: number;
  /** Per-member (per-IP signed out) calls per minute of operations marked rateLimit: 'create'. */
  createRateLimitPerMinute: number;
  validateResponses: boolean;
}

export function validatorCompiler(): FastifySchemaCompiler<JsonSchema> {
  const bodyAjv = createAjv('body');
  const textAjv = createAjv('text');
  return ({ schema, httpPart }) => {
    if (httpPart !== 'body') return guardInput(textAjv.compile(schema), schema);
    const { [OPTIONAL_BODY]: optional, ...rest } = schema;
    const validate = guardInput(bodyAjv.compile(rest), rest);
    if (!optional) return validate;
    const wrapper = ((data: unknown) => {
      const ok = data === undefined || data === null || validate(data);
      wrapper.errors = ok ? null : validate.errors;
      return ok;
    }) as ValidateFunction;
    return wrapper;
  };
}

/** Registers the contract's routes in the calling (prefixed) context. */
export function registerContractRoutes(api: FastifyInstance, opts: ContractRoutesOptions) {
  api.setValidatorCompiler(validatorCompiler());
  const implemented: string[] = [];
  const unimplemented: string[] = [];
  const byId = new Map<string, ContractOperation>();

  for (const op of opts.contract.operations) {
    byId.set(op.operationId, op);
    const def = opts.handlers[op.operationId as OperationId] as
      RouteDefinition<OperationId> | undefined;
    if (!def) {
      unimplemented.push(op.operationId);
      continue;
    }
    implemented.push(op.operationId);
    const roleGuard = op.roles ? [requireRole(...rolesOf(op))] : [];
    // preValidation, not preHandler: who is calling is settled before what they sent, so a
    // request without a valid token is a 401 (and a member on a staff route a 403) whatever its
    // body, and nothing about the body's rules is told to anonymous callers.
    const preValidation = [
      ...(op.auth === 'required'
        ? [op.queryToken ? opts.authenticateQueryToken : opts.authenticate]
        : op.auth === 'optional'
          ? [opts.authenticateOptional]
          : []),
      ...roleGuard,
      ...(def.guards ?? []),
    ].flat();
    const schema: Record<string, JsonSchema> = {};
    if (op.params) schema.params = op.params;
    if (op.querystring) schema.querystring = op.querystring;
    if (op.body) schema.body = op.bodyRequired ? op.body : { ...op.body, [OPTIONAL_BODY]: true };
    const limit = rateLimitOf(def.rateLimit, opts);
    api.route({
      method: op.method.toUpperCase() as RouteOptions['method'],
      url: op.routePath,
      schema,
      preValidation,
      config: {
        operationId: op.operationId,
        ...(limit ? { rateLimit: limit } : {}),
      },
      handler: def.handler as RouteOptions['handler'],
    });
  }
  for (const id of Object.keys(opts.handlers)) {
    if (!byId.has(id))
      throw new Error(
        `Handler "${id}" has no operation in openapi.yaml: add it to the contract first`,
      );
  }
  if (opts.validateResponses) addResponseValidation(api, byId);
  return { implemented, unimplemented };
}

/**
 * The @fastify/rate-limit settings of an operation. 'create' (issue 25 item 10: 20 requests
 * made 520 events in 1.6 s) counts per member, after authentication (preHandler), so members
 * behind one address do not share a budget; signed out, per address.
 */
function rateLimitOf(
  kind: 'auth' | 'create' | undefined,
  opts: Pick<ContractRoutesOptions, 'authRateLimitPerMinute' | 'createRateLimitPerMinute'>,
) {
  if (kind === 'auth' && opts.authRateLimitPerMinute > 0)
    return { max: opts.authRateLimitPerMinute, timeWindow: 60_000 };
  if (kind === 'create' && opts.createRateLimitPerMinute > 0)
    return {
      max: opts.createRateLimitPerMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => {
        const user = (request as { user?: { id?: unknown } | null }).user;
        return typeof user?.id === 'string' ? `member:${user.id}` : request.ip;
      },
    };
  return null;
}

/** The operation's x-roles, checked at start: a typo must not lock everyone out (or in). */
function rolesOf(op: ContractOperation): Role[] {
  const roles = op.roles ?? [];
  if (op.auth !== 'required')
    throw new Error(`${op.operationId}: x-roles needs bearerAuth (required) security`);
  if (!Array.isArray(roles) || roles.length === 0)
    throw new Error(`${op.operationId}: x-roles must list at least one role`);
  for (const role of roles)
    if (!(ROLES as readonly string[]).includes(role))
      throw new Error(`${op.operationId}: x-roles names unknown role "${role}"`);
  return roles as Role[];
}

/**
 * Tests only: every JSON answer is checked against the operation's response schema. A mismatch
 * (wrong shape, or a status the contract does not declare) is recorded in
 * app.contractViolations, logged at error, and turned into a 500 so the test that caused it
 * fails where it happened.
 */
function addResponseValidation(api: FastifyInstance, byId: Map<string, ContractOperation>) {
  const ajv = createAjv('response');
  const cache = new Map<string, ValidateFunction | null>();
  // With its $refs resolved (its details name ErrorDetail): compiled on its own, ajv could not
  // follow them, and the first unexpected 500 broke the validator instead of being checked.
  const rawErrorSchema = (
    api.contract.doc.components?.schemas as Record<string, JsonSchema> | undefined
  )?.Error;
  const errorSchema = rawErrorSchema && deref(rawErrorSchema, api.contract.doc);
  const validatorFor = (
    op: ContractOperation,
    status: string,
  ): ValidateFunction | null | undefined => {
    const key = `${op.operationId} ${status}`;
    if (!cache.has(key)) {
      // `in`, not `??`: a declared answer without a body (204) is null, and still declared.
      const declared = [status, `${status[0]}XX`, 'default'].find((s) => s in op.responses);
      let schema: JsonSchema | null | undefined = declared ? op.responses[declared] : undefined;
      // A 500 is always possible and always has the Error shape.
      if (schema === undefined && status === '500' && errorSchema) schema = errorSchema;
      if (schema === undefined) return undefined;
      cache.set(key, schema === null ? null : ajv.compile(schema));
    }
    return cache.get(key);
  };

  api.addHook('onSend', async (request, reply, payload) => {
    const op = byId.get(request.routeOptions.config.operationId ?? '');
    if (!op || (reply as unknown as { contractChecked?: boolean }).contractChecked) return payload;
    (reply as unknown as { contractChecked?: boolean }).contractChecked = true;
    const status = String(reply.statusCode);
    const validate = validatorFor(op, status);
    let problem: string | null = null;
    if (validate === undefined) problem = `status ${status} is not declared in openapi.yaml`;
    else if (validate && typeof payload === 'string') {
      let body: unknown;
      try {
        body = JSON.parse(payload);
      } catch {
        problem = 'body is not JSON';
      }
      if (!problem && !validate(body))
        problem = ajv.errorsText(validate.errors, { dataVar: 'response' });
    }
    if (!problem) return payload;
    const violation: ContractViolation = {
      operationId: op.operationId,
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      problem,
    };
    api.contractViolations.push(violation);
    request.log.error({ violation }, 'response breaks openapi.yaml');
    reply.code(500).type('application/json');
    return JSON.stringify({
      error: 'contract_violation',
      message: `${op.operationId} answered ${status}: ${problem}`,
    });
  });
}
