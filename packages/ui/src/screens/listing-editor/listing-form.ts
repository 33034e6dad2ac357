// The listing editor's form values (all text, as typed), the payload they become (spec 2 §5.2:
// year parsed as an integer, empty values sent as undefined) and their check against the
// domain's listing schema, whose messages are the spec's (§5.3) and whose bounds are §9's.
// Pure functions: the app uses the same ones to build the autosave and submit payloads.
import { ATTRIBUTE_KEYS } from '@pedalswap/domain/item-attribute-keys';
import {
  createItemSchema,
  draftPlaceholders,
  updateItemSchema,
  type ItemAttributes,
} from '@pedalswap/domain/item-rules';
import type { ItemType } from '@pedalswap/domain/item-types';

/** The Item Details fields of spec 2 §2.2, in the order the card shows them. */
export const DETAIL_FIELDS = [
  'name',
  'brand',
  'model',
  'year',
  'condition',
  'salePrice',
  'description',
  'location',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** Required fields, marked * (spec 2 §5.2). */
export const REQUIRED_FIELDS: readonly DetailField[] = [
  'name',
  'brand',
  'condition',
  'description',
  'location',
];

export type AttributeValue = string | boolean | string[];

export interface ListingFormValues {
  name: string;
  brand: string;
  model: string;
  /** As typed; parsed as an integer on the way out. */
  year: string;
  /** One of the editor's conditions, or '' while none is chosen. */
  condition: string;
  /** Free text ("$1,250"); parsed to dollars on the way out. */
  salePrice: string;
  description: string;
  location: string;
  /** The type's attributes (spec 2 §3.3) by their API keys; '' or [] means not given. */
  attributes: Record<string, AttributeValue>;
}

/** Field name to message; attribute fields are keyed `attributes.<key>`. */
export type ListingFormErrors = Partial<Record<DetailField | `attributes.${string}`, string>>;

export const EMPTY_LISTING_FORM: Readonly<ListingFormValues> = Object.freeze({
  name: '',
  brand: '',
  model: '',
  year: '',
  condition: '',
  salePrice: '',
  description: '',
  location: '',
  attributes: {},
});

/** A new form, with the member's default location prefilled (spec 2 §2.2). */
export function newListingForm(defaultLocation?: string | null): ListingFormValues {
  return { ...EMPTY_LISTING_FORM, location: defaultLocation ?? '', attributes: {} };
}

/**
 * The item as read (openapi.yaml Item) → form values. The read view adds camelCase aliases
 * (bikeType, wheelSize ...) to the stored attributes for the detail page; the form keeps only the
 * item type's own keys, or a save would send the aliases back and be refused.
 */
export function listingFormFromItem(item: {
  itemType?: string | null;
  name?: string | null;
  brand?: string | null;
  model?: string | null;
  year?: number | null;
  condition?: string | null;
  salePrice?: number | null;
  description?: string | null;
  location?: string | null;
  attributes?: Record<string, unknown> | null;
}): ListingFormValues {
  const attributes: Record<string, AttributeValue> = {};
  const known: readonly string[] | undefined =
    ATTRIBUTE_KEYS[item.itemType as keyof typeof ATTRIBUTE_KEYS];
  for (const [key, value] of Object.entries(item.attributes ?? {})) {
    if (known && !known.includes(key)) continue;
    if (typeof value === 'string' || typeof value === 'boolean') attributes[key] = value;
    else if (Array.isArray(value)) attributes[key] = value.map(String);
    else if (typeof value === 'number') attributes[key] = String(value);
  }
  // A new draft's placeholders ('Untitled Bike', 'Unknown', the placeholder description) were
  // never typed by the member: the fields show empty, so the editor asks for them before a
  // submission (issue 10 item 1), as the server does.
  const placeholder = item.itemType
    ? (draftPlaceholders(item.itemType as ItemType) as Record<string, string>)
    : {};
  const typed = (key: 'name' | 'brand' | 'description') => {
    const value = item[key] ?? '';
    return value === placeholder[key] ? '' : value;
  };
  return {
    name: typed('name'),
    brand: typed('brand'),
    model: item.model ?? '',
    year: item.year == null ? '' : String(item.year),
    condition: item.condition ?? '',
    salePrice: item.salePrice == null || item.salePrice <= 0 ? '' : String(item.salePrice),
    description: typed('description'),
    location: item.location ?? '',
    attributes,
  };
}

/**
 * "$1,250.50" → 1250.5. Empty → undefined. Anything else that is not a number → NaN, which the
 * schema refuses with its price message.
 */
export function parsePrice(text: string): number | undefined {
  const cleaned = text.replace(/[\s$,]/g, '').replace(/^USD/i, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d*)?$|^\.\d+$/.test(cleaned) ? Number(cleaned) : NaN;
}

/** Year as typed → integer (spec 2 §5.2); empty → undefined; not a number → NaN (refused). */
export function parseYear(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^\d+$/.test(t) ? Number.parseInt(t, 10) : NaN;
}

function attributesPayload(attributes: Record<string, AttributeValue>): ItemAttributes {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (Array.isArray(value)) {
      const entries = value.map((v) => v.trim()).filter((v) => v !== '');
      if (entries.length) out[key] = entries;
    } else if (typeof value === 'boolean') {
      out[key] = value;
    } else if (value.trim() !== '') {
      out[key] = value.trim();
    }
  }
  return out as ItemAttributes;
}

export interface ListingPayload {
  name: string;
  brand: string;
  model?: string | null;
  year?: number | null;
  condition?: string;
  salePrice?: number | null;
  description: string;
  location: string;
  attributes: ItemAttributes;
}

/**
 * The body of POST/PUT /items/{type}(/{id}) from the form (spec 2 §7.1, §5.2). An optional field
 * left empty is sent as null, not left out: the PUT changes only the fields it is sent, so a
 * model, year or sale price the member cleared must say so, or a reload would bring it back.
 */
export function listingPayload(values: ListingFormValues): ListingPayload {
  const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
  return {
    name: values.name.trim(),
    brand: values.brand.trim(),
    model: text(values.model) ?? null,
    year: parseYear(values.year) ?? null,
    condition: text(values.condition),
    salePrice: parsePrice(values.salePrice) ?? null,
    description: values.description.trim(),
    location: values.location.trim(),
    attributes: attributesPayload(values.attributes),
  };
}

function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ListingFormErrors {
  const errors: ListingFormErrors = {};
  for (const issue of issues) {
    const [head, sub] = issue.path;
    const key = (
      head === 'attributes' && sub !== undefined ? `attributes.${String(sub)}` : String(head)
    ) as keyof ListingFormErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Every problem of the form, one message per field, in the spec's words ('Bike name is
 * required', 'Description must be between 10 and 2000 characters', ...). Empty when valid.
 */
export function checkListingForm(
  values: ListingFormValues,
  type: ItemType,
  now: Date = new Date(),
): ListingFormErrors {
  const result = createItemSchema(type, now).safeParse(listingPayload(values));
  return result.success ? {} : issuesToErrors(result.error.issues);
}

/**
 * The part of the form that can be saved as it is: every field that passes its own rule (a
 * draft may be half filled in, spec 2 §4.3 autosave). The app sends this as the autosave PUT,
 * so one field being wrong never blocks saving the others.
 */
export function autosavePayload(
  values: ListingFormValues,
  type: ItemType,
  now: Date = new Date(),
): Partial<ListingPayload> {
  const full = listingPayload(values);
  const errors = autosaveErrors(values, type, now);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(full)) {
    if (value === undefined) continue;
    if (key === 'attributes') {
      const attrs: Record<string, unknown> = {};
      for (const [a, v] of Object.entries(value as Record<string, unknown>)) {
        if (!errors[`attributes.${a}`]) attrs[a] = v;
      }
      out.attributes = attrs;
    } else if (!errors[key as DetailField]) {
      out[key] = value;
    }
  }
  return out as Partial<ListingPayload>;
}

/** The fields autosave keeps back because their input breaks a rule, with the rule's message. */
function autosaveErrors(values: ListingFormValues, type: ItemType, now: Date): ListingFormErrors {
  const full = listingPayload(values);
  return issuesToErrors(updateItemSchema(type, now).safeParse(full).error?.issues ?? []);
}

const FIELD_LABELS: Record<DetailField, string> = {
  name: 'Name',
  brand: 'Brand',
  model: 'Model',
  year: 'Year',
  condition: 'Condition',
  salePrice: 'Sale price',
  description: 'Description',
  location: 'Location',
};

/**
 * The typed input that autosave keeps back because it breaks its rule, with the rule's message
 * (issue 10 item 2: the field says what is wrong while the member types). A field left empty is
 * not kept back: a draft is saved without it, and submitting asks for it.
 */
export function keptBackErrors(
  values: ListingFormValues,
  type: ItemType,
  now: Date = new Date(),
): ListingFormErrors {
  const typed = (key: string) =>
    key.startsWith('attributes.') || String(values[key as DetailField] ?? '').trim() !== '';
  return Object.fromEntries(
    Object.entries(autosaveErrors(values, type, now)).filter(([key]) => typed(key)),
  ) as ListingFormErrors;
}

/**
 * The labels of the fields autosave could not save (issue 10 item 2: invalid input was dropped
 * while the indicator said "Saved"), in the page's order, for the autosave indicator. A field
 * left empty is not "kept back": a draft is saved without it, and submitting asks for it.
 */
export function notSavedFields(
  values: ListingFormValues,
  type: ItemType,
  now: Date = new Date(),
): string[] {
  return orderedErrors(keptBackErrors(values, type, now)).map(([key]) =>
    key.startsWith('attributes.')
      ? key.slice('attributes.'.length).replace(/_/g, ' ')
      : FIELD_LABELS[key as DetailField],
  );
}

/** Order of the error summary: the fields as the page shows them, attributes last. */
export function orderedErrors(errors: ListingFormErrors): [string, string][] {
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  const rank = (key: string) => {
    const i = DETAIL_FIELDS.indexOf(key as DetailField);
    return i === -1 ? DETAIL_FIELDS.length : i;
  };
  return entries.sort(([a], [b]) => rank(a) - rank(b));
}
