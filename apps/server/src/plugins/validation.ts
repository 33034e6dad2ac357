// Request validation with the contract's schemas. Bodies are checked strictly (no type
// coercion, no silent removal of unknown fields) so a wrong type or an extra property is a 400
// the client can see; path and query strings are coerced because they only ever arrive as text.
import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FieldIssue } from '@pedalswap/domain';
import { badFormat, required, tooLong, tooShort } from '@pedalswap/domain';

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

function message(err: ErrorObject, path: string, context: string | undefined): string {
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
      return `${label} is not allowed`;
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
    // Branch noise of anyOf/oneOf: the concrete branch errors already name the problem.
    if (err.keyword === 'anyOf' || err.keyword === 'oneOf' || err.keyword === 'if') continue;
    const path = fieldPath(err, context);
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, msg: message(err, path, context) });
  }
  return out;
}
