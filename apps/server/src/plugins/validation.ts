// Request validation with the contract's schemas. Bodies are checked strictly (no type
// coercion, no silent removal of unknown fields) so a wrong type or an extra property is a 400
// the client can see; path and query strings are coerced because they only ever arrive as text.
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FieldIssue } from '@pedalswap/domain';
import {
  REQUEST_LIMITS,
  REQUEST_MESSAGES,
  badFormat,
  required,
  tooLong,
  tooShort,
} from '@pedalswap/domain';

// ajv-formats is CommonJS: under ESM its callable is the default export's default.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

const BASE: Options = {
  allErrors: true,
  // OpenAPI adds keywords JSON Schema does not know (example, discriminator, xml...).
  strict: false,
  removeAdditional: false,
};

export function createAjv(kind: 'body' | 'text' | 'response'): Ajv {
  const ajv = new Ajv({
    ...BASE,
    coerceTypes: kind === 'text' ? 'array' : false,
    // Defaults fill in query parameters (page, limit) only: filled into a body they would turn a
    // partial update (say one notification preference) into an overwrite of every other field.
    useDefaults: kind === 'text',
    // errors carry the offending value, so an empty string reads "X is required" (spec 1 §5)
    // rather than "X must be at least 2 characters".
    verbose: kind !== 'response',
  });
  addFormats(ajv);
  return ajv;
}

/** firstName -> "First name", the label style of the spec's generic messages. */
export function fieldLabel(path: string): string {
  const last = path.split('.').at(-1) ?? path;
  if (!last || /^\d+$/.test(last)) return 'Value';
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldPath(err: ErrorObject, context: string | undefined): string {
  const parts = err.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = err.params as Record<string, unknown>;
  if (err.keyword === 'required' && typeof params.missingProperty === 'string')
    parts.push(params.missingProperty);
  if (err.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    parts.push(params.additionalProperty);
  // A problem with the whole body (missing, not an object) is reported on "body".
  return parts.length > 0 ? parts.join('.') : (context ?? 'body');
}

/**
 * The message the contract gives a field for this problem (`x-messages` on the property:
 * keyword -> text, `default` for any other problem), where the specification quotes one
 * ('Event name must be 3-255 characters' rather than "Name must be at least 3 characters").
 * An empty string counts as `required`, as below. Needs ajv's `verbose` (the parent schema).
 */
export const CONTRACT_MESSAGES = 'x-messages';

function contractMessage(err: ErrorObject): string | undefined {
  const p = err.params as Record<string, unknown>;
  let schema = err.parentSchema as Record<string, unknown> | undefined;
  if (err.keyword === 'required')
    schema = (schema?.properties as Record<string, Record<string, unknown>> | undefined)?.[
      String(p.missingProperty)
    ];
  const messages = schema?.[CONTRACT_MESSAGES] as Record<string, string> | undefined;
  if (!messages || typeof messages !== 'object') return undefined;
  const kind = err.keyword === 'minLength' && err.data === '' ? 'required' : err.keyword;
  return messages[kind] ?? messages.default;
}

function message(err: ErrorObject, path: string, context: string | undefined): string {
  const own = err.keyword === 'additionalProperties' ? undefined : contractMessage(err);
  if (own) return own;
  const label = fieldLabel(path);
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return required(label);
    case 'minLength':
      return Number(p.limit) === 1 || err.data === ''
        ? required(label)
        : tooShort(label, Number(p.limit));
    case 'maxLength':
      return tooLong(label, Number(p.limit));
    case 'pattern':
    case 'format':
      return badFormat(label);
    case 'additionalProperties':
      return REQUEST_MESSAGES.notAllowed(label);
    case UNSAFE_TEXT:
      return REQUEST_MESSAGES.badText(label);
    case 'type':
      if (err.instancePath === '' && context === 'body')
        return 'Request body must be a JSON object';
      return `${label} must be ${article(String(p.type))}`;
    case 'enum':
      return `${label} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} must be at least ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} must be at most ${String(p.limit)}`;
    case 'minItems':
      return `${label} must have at least ${String(p.limit)} entries`;
    case 'maxItems':
      return `${label} must have at most ${String(p.limit)} entries`;
    default:
      return `${label} is invalid`;
  }
}

function article(type: string): string {
  const t = type.replace(/,null$/, '');
  return t === 'integer' || t === 'object' || t === 'array' ? `an ${t}` : `a ${t}`;
}

/** ajv errors as the API's details list: one entry per field, first problem wins. */
export function ajvToFieldIssues(errors: ErrorObject[], context: string | undefined): FieldIssue[] {
  const out: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const err of errors) {
    // A body with thousands of problems gets the first few: enough to fix a form, and the
    // answer stays small whatever was sent.
    if (out.length >= REQUEST_LIMITS.maxErrorDetails) break;
    // Branch noise of anyOf/oneOf: the concrete branch errors already name the problem.
    if (err.keyword === 'anyOf' || err.keyword === 'oneOf' || err.keyword === 'if') continue;
    const path = fieldPath(err, context);
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, msg: message(err, path, context) });
  }
  return out;
}

const UNSAFE_TEXT = 'unsafeText';
/**
 * NUL (PostgreSQL text cannot hold it) and UTF-16 surrogates without their partner (not
 * encodable as UTF-8): no form produces them, so they are refused here once for every string
 * rather than failing deep in a query as a 500.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

const issue = (keyword: string, instancePath: string, params: Record<string, unknown> = {}) =>
  ({ keyword, instancePath, schemaPath: `#/${keyword}`, params }) as ErrorObject;

/** The first unsafe string (value or property name); a loop, not recursion, so depth is harmless. */
export function unsafeTextIssue(data: unknown): ErrorObject | null {
  const stack: [unknown, string][] = [[data, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSAFE.test(value)) return issue(UNSAFE_TEXT, path);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}/${i}`]);
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const at = `${path}/${pointer(key)}`;
        if (UNSAFE.test(key)) return issue(UNSAFE_TEXT, at);
        stack.push([child, at]);
      }
    }
  }
  return null;
}

/**
 * The first property a closed object schema does not know. ajv with allErrors reports every one
 * (60,000 keys made a 4.8 MB answer in 2 s); one is enough to tell the client what is wrong.
 */
export function unknownPropertyIssue(
  schema: unknown,
  data: unknown,
  path = '',
): ErrorObject | null {
  if (!schema || typeof schema !== 'object' || !data || typeof data !== 'object') return null;
  const s = schema as {
    properties?: Record<string, unknown>;
    additionalProperties?: unknown;
    items?: unknown;
  };
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const found = unknownPropertyIssue(s.items, data[i], `${path}/${i}`);
      if (found) return found;
    }
    return null;
  }
  const properties = s.properties ?? {};
  if (s.additionalProperties === false) {
    for (const key in data)
      if (!Object.hasOwn(properties, key))
        return issue('additionalProperties', path, { additionalProperty: key });
  }
  for (const [key, sub] of Object.entries(properties)) {
    if (!Object.hasOwn(data, key)) continue;
    const found = unknownPropertyIssue(
      sub,
      (data as Record<string, unknown>)[key],
      `${path}/${pointer(key)}`,
    );
    if (found) return found;
  }
  return null;
}

/** The schema's validator behind the two cheap checks above, which answer first when they fail. */
export function guardInput(validate: ValidateFunction, schema: unknown): ValidateFunction {
  const guarded = ((data: unknown) => {
    const early = unsafeTextIssue(data) ?? unknownPropertyIssue(schema, data);
    if (early) {
      guarded.errors = [early];
      return false;
    }
    const ok = validate(data);
    guarded.errors = ok ? null : validate.errors;
    return ok;
  }) as ValidateFunction;
  return guarded;
}
