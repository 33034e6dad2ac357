// Reads openapi.yaml and exposes its operations with $refs resolved, ready for ajv.
//
// openapi.yaml is the entry of a contract split into files (openapi/paths/<tag>.yaml,
// openapi/components/...): loadContract first bundles them into one document with local $refs
// only, as `redocly bundle` and the client's generator do (test/contract-bundle.test.ts checks
// the two agree), so everything below, the docs page and /api/docs/openapi.yaml see one document.
// A few lines here rather than Redocly's bundler at run time: that would be a production
// dependency and some 330 ms more for every app a test builds.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse, stringify } from 'yaml';

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
  /** The bundled document as YAML, one file (what /api/docs/openapi.yaml serves). */
  readonly source: string;
  operations: ContractOperation[];
}

export function loadContract(file: string): Contract {
  const doc = bundleContract(file);
  if (!doc || typeof doc !== 'object' || !doc.paths)
    throw new Error(`${file} is not an OpenAPI document`);
  let source: string | undefined;
  return {
    doc,
    // Written out only when /api/docs/openapi.yaml is first asked for (a quarter of a second).
    get source() {
      return (source ??= stringify(doc, { lineWidth: 0 }));
    },
    operations: listOperations(doc),
  };
}

/** The node at a JSON pointer ("/components/schemas/User", "" for the whole) of a document. */
function at(root: unknown, pointer: string, ref: string): unknown {
  let node = root;
  for (const part of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  }
  return node;
}

/** Resolves a local JSON pointer such as #/components/schemas/User. */
function lookup(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
  return at(doc, ref.slice(1), ref);
}

const isRef = (node: unknown): node is { $ref: string } =>
  !!node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';

/**
 * The entry file and every file it $refs as one document. The entry's components that point
 * into a file name that file's node: a $ref to it from anywhere becomes the local
 * #/components/<kind>/<name> again, and the component itself takes the node's content. Any
 * other $ref into a file (the path items) is replaced by what it points at.
 */
function bundleContract(entry: string): OpenApiDocument {
  const files = new Map<string, unknown>();
  const read = (file: string) => {
    if (!files.has(file)) files.set(file, parse(readFileSync(file, 'utf8')));
    return files.get(file);
  };
  const target = (ref: string, from: string) => {
    const [path = '', pointer = ''] = ref.split('#');
    return { file: path ? resolve(dirname(from), path) : from, pointer };
  };
  const root = read(entry) as OpenApiDocument;
  const named = new Map<string, string>();
  for (const [kind, group] of Object.entries(root.components ?? {}))
    for (const [name, node] of Object.entries(group)) {
      if (!isRef(node) || node.$ref.startsWith('#')) continue;
      const { file, pointer } = target(node.$ref, entry);
      named.set(`${file}#${pointer}`, `#/components/${kind}/${name}`);
    }

  const inline = (node: unknown, from: string, seen: string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => inline(n, from, seen));
    if (!node || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    if (isRef(obj)) {
      const { file, pointer } = target(obj.$ref, from);
      const key = `${file}#${pointer}`;
      const local = file === entry ? `#${pointer}` : named.get(key);
      if (local !== undefined) out.$ref = local;
      else if (seen.includes(key)) throw new Error(`$ref cycle through ${obj.$ref} in ${from}`);
      else Object.assign(out, inline(at(read(file), pointer, obj.$ref), file, [...seen, key]));
    }
    for (const [k, v] of Object.entries(obj)) if (k !== '$ref') out[k] = inline(v, from, seen);
    return out;
  };

  const doc = inline({ ...root, components: undefined }, entry, []) as OpenApiDocument;
  if (root.components) {
    doc.components = {};
    for (const [kind, group] of Object.entries(root.components)) {
      const resolved: Record<string, unknown> = {};
      for (const [name, node] of Object.entries(group)) {
        if (!isRef(node) || node.$ref.startsWith('#')) resolved[name] = inline(node, entry, []);
        else {
          const { file, pointer } = target(node.$ref, entry);
          resolved[name] = inline(at(read(file), pointer, node.$ref), file, []);
        }
      }
      doc.components[kind] = resolved;
    }
  } else delete doc.components;
  return doc;
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
