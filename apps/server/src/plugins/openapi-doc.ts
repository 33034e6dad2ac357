// Reads openapi.yaml and exposes its operations with $refs resolved, ready for ajv.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type JsonSchema = Record<string, unknown>;
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface RawOperation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  /** Our extension: the roles allowed to call the operation (see info.description). */
  'x-roles'?: string[];
  parameters?: (OpenApiParameter | { $ref: string })[];
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: JsonSchema }>;
    $ref?: string;
  };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema }>; $ref?: string }
  >;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; summary?: string };
  tags?: { name: string; description?: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

export type AuthMode = 'none' | 'required' | 'optional';

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** As written in the contract, e.g. /items/{id}. */
  path: string;
  /** Fastify form, e.g. /items/:id (without the /api prefix). */
  routePath: string;
  raw: RawOperation;
  auth: AuthMode;
  /**
   * The access token may come in the `token` query parameter too (security `queryToken`): the
   * event streams, since a browser's EventSource cannot send an Authorization header.
   */
  queryToken: boolean;
  /** x-roles: only these roles may call it; undefined: every signed-in role. */
  roles?: string[];
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  bodyRequired: boolean;
  /** JSON response schemas by status ("200", "default"); null: declared without a JSON body. */
  responses: Record<string, JsonSchema | null>;
}

export interface Contract {
  doc: OpenApiDocument;
  source: string;
  operations: ContractOperation[];
}

export function loadContract(file: string): Contract {
  const source = readFileSync(file, 'utf8');
  const doc = parse(source) as OpenApiDocument;
  if (!doc || typeof doc !== 'object' || !doc.paths)
    throw new Error(`${file} is not an OpenAPI document`);
  return { doc, source, operations: listOperations(doc) };
}

/** Resolves a local JSON pointer such as #/components/schemas/User. */
function lookup(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  }
  return node;
}

/**
 * Inlines every $ref (siblings of a $ref, allowed in 3.1, override the target's keys). A
 * recursive schema would expand forever, so a ref met again on its own path becomes `{}`
 * (accept anything) there: no such schema exists today; revisit with $defs if one appears.
 */
export function deref<T>(node: T, doc: OpenApiDocument, seen: string[] = []): T {
  if (Array.isArray(node)) return node.map((n) => deref(n, doc, seen)) as T;
  if (!node || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string') {
    const ref = obj.$ref;
    if (seen.includes(ref)) return {} as T;
    const target = deref(lookup(doc, ref), doc, [...seen, ref]);
    const { $ref: _ignored, ...siblings } = obj;
    return { ...(target as object), ...deref(siblings, doc, seen) } as T;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = deref(v, doc, seen);
  return out as T;
}

function authMode(security: Record<string, string[]>[] | undefined): AuthMode {
  if (!security || security.length === 0) return 'none';
  const bearer = security.some((req) => 'bearerAuth' in req);
  if (!bearer) return 'none';
  // `{}` among the alternatives means "anonymous allowed too".
  return security.some((req) => Object.keys(req).length === 0) ? 'optional' : 'required';
}

function parameterSchema(
  params: OpenApiParameter[],
  where: 'path' | 'query',
): JsonSchema | undefined {
  const list = params.filter((p) => p.in === where);
  if (list.length === 0) return undefined;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of list) {
    properties[p.name] = p.schema ?? { type: 'string' };
    if (p.required || where === 'path') required.push(p.name);
  }
  return { type: 'object', properties, required };
}

export function listOperations(doc: OpenApiDocument): ContractOperation[] {
  const out: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = deref((item.parameters ?? []) as OpenApiParameter[], doc);
    for (const method of HTTP_METHODS) {
      const rawOp = item[method] as RawOperation | undefined;
      if (!rawOp) continue;
      if (!rawOp.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const op = deref(rawOp, doc);
      // Operation-level parameters override path-level ones with the same name and location.
      const own = (op.parameters ?? []) as OpenApiParameter[];
      const params = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      const json = op.requestBody?.content?.['application/json'];
      const responses: Record<string, JsonSchema | null> = {};
      for (const [status, res] of Object.entries(op.responses ?? {})) {
        responses[status] = res.content?.['application/json']?.schema ?? null;
      }
      out.push({
        operationId: rawOp.operationId,
        method,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        raw: rawOp,
        auth: authMode(op.security ?? doc.security),
        queryToken: (op.security ?? doc.security ?? []).some((req) => 'queryToken' in req),
        ...(rawOp['x-roles'] ? { roles: rawOp['x-roles'] } : {}),
        params: parameterSchema(params, 'path'),
        querystring: parameterSchema(params, 'query'),
        body: json?.schema,
        bodyRequired: Boolean(op.requestBody?.required),
        responses,
      });
    }
  }
  return out;
}
