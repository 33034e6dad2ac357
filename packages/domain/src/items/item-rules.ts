// Listing validation (spec 2 §3, §5.2, §5.3, §9) as zod schemas that the server and the editor
// share, so a bound or a message can never differ between them. The schemas work on the API's
// field names (openapi.yaml CreateItemRequest / UpdateItemRequest); text fields are trimmed.
import { z } from 'zod';
import {
  ATTACHMENT_TYPES,
  BIKE_CATEGORIES,
  BRAKE_TYPES,
  FRAME_MATERIALS,
  GEAR_GENDERS,
  GEAR_SEASONS,
  GEAR_SIZES,
  ITEM_CONDITIONS,
  PART_CATEGORIES,
  SUSPENSIONS,
  WHEEL_SIZES,
  type ItemType,
} from './item-types.ts';
import { ITEM_LIMITS, ITEM_MESSAGES as M, maxItemYear } from './item-messages.ts';

/** A required text with one message when empty and one when out of bounds (spec 2 §5.3). */
function boundedText(min: number, max: number, requiredMsg: string, lengthMsg: string) {
  return z
    .string({ error: requiredMsg })
    .trim()
    .min(1, { error: requiredMsg })
    .min(min, { error: lengthMsg })
    .max(max, { error: lengthMsg });
}

/** Optional free text: empty (after trimming) is stored as null. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: M.tooLongField(label, max) })
    .nullable()
    .transform((v) => (v === '' ? null : v));
}

const price = z
  .number({ error: M.priceInvalid })
  .min(0, { error: M.priceInvalid })
  .max(ITEM_LIMITS.priceMax, { error: M.priceInvalid })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: M.priceInvalid })
  .nullable();

function option<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: M.optionInvalid(label) });
}

// ── attributes by type (spec 2 §3.3), keys as the editor sends them ─────────────────────────

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: M.tooLongField(label, max) });

export const ATTRIBUTE_SHAPES = {
  bike: {
    category: option(BIKE_CATEGORIES, 'Category'),
    size_info: text('Size info', 100),
    frame_size: text('Frame size', 50),
    wheel_size: option(WHEEL_SIZES, 'Wheel size'),
    gearing: text('Gearing', 100),
    frame_material: option(FRAME_MATERIALS, 'Frame material'),
    suspension: option(SUSPENSIONS, 'Suspension'),
    brake_type: option(BRAKE_TYPES, 'Brake type'),
    // Ours (issue 24 item 3): what the AI review reads off the photos, kept on the listing.
    color: text('Color', 50),
    components: text('Components', ITEM_LIMITS.componentsMax),
  },
  part: {
    part_category: option(PART_CATEGORIES, 'Part category'),
    compatibility: text('Compatibility', 255),
    weight: text('Weight', 50),
    material: text('Material', 100),
    thread_size: text('Thread size', 50),
  },
  accessory: {
    size: text('Size', 50),
    color: text('Color', 50),
    waterproof: z.boolean({ error: 'Waterproof must be true or false' }),
    capacity: text('Capacity', 50),
    attachment_type: option(ATTACHMENT_TYPES, 'Attachment type'),
  },
  gear: {
    size: option(GEAR_SIZES, 'Size'),
    material: text('Material', 100),
    season: option(GEAR_SEASONS, 'Season'),
    gender: option(GEAR_GENDERS, 'Gender'),
    features: z
      .array(
        z
          .string({ error: 'Each feature must be text' })
          .trim()
          .min(1, { error: 'A feature cannot be empty' })
          .max(ITEM_LIMITS.featureMax, {
            error: M.tooLongField('A feature', ITEM_LIMITS.featureMax),
          }),
        { error: 'Features must be a list' },
      )
      .max(ITEM_LIMITS.featuresMax, { error: M.featuresTooMany }),
  },
} as const;

/**
 * The attributes of one type: every key optional; a key of another type is refused with a
 * message naming it (one issue per key, so the editor can show it on that field).
 */
export function attributesSchema(type: ItemType): z.ZodType<ItemAttributes> {
  const shape = ATTRIBUTE_SHAPES[type];
  const known = new Set(Object.keys(shape));
  return z
    .record(z.string(), z.unknown(), { error: 'Attributes must be an object' })
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!known.has(key))
          ctx.addIssue({ code: 'custom', path: [key], message: M.notAnAttribute(key, type) });
      }
    })
    .pipe(z.object(shape).partial()) as unknown as z.ZodType<ItemAttributes>;
}
export type BikeAttributes = Partial<z.infer<z.ZodObject<typeof ATTRIBUTE_SHAPES.bike>>>;
export type PartAttributes = Partial<z.infer<z.ZodObject<typeof ATTRIBUTE_SHAPES.part>>>;
export type AccessoryAttributes = Partial<z.infer<z.ZodObject<typeof ATTRIBUTE_SHAPES.accessory>>>;
export type GearAttributes = Partial<z.infer<z.ZodObject<typeof ATTRIBUTE_SHAPES.gear>>>;
export type ItemAttributes = BikeAttributes | PartAttributes | AccessoryAttributes | GearAttributes;

// ── listing fields ──────────────────────────────────────────────────────────────────────────

function fieldShape(type: ItemType, now: Date) {
  const maxYear = maxItemYear(now);
  return {
    name: boundedText(
      ITEM_LIMITS.nameMin,
      ITEM_LIMITS.nameMax,
      M.nameRequired(type),
      M.nameLength(type),
    ),
    brand: boundedText(ITEM_LIMITS.brandMin, ITEM_LIMITS.brandMax, M.brandRequired, M.brandLength),
    model: optionalText('Model', ITEM_LIMITS.modelMax),
    year: z
      .number({ error: M.yearRange(now) })
      .int({ error: M.yearRange(now) })
      .min(ITEM_LIMITS.yearMin, { error: M.yearRange(now) })
      .max(maxYear, { error: M.yearRange(now) })
      .nullable(),
    category: optionalText('Category', ITEM_LIMITS.categoryMax),
    frameSize: optionalText('Frame size', ITEM_LIMITS.frameSizeMax),
    condition: z.enum(ITEM_CONDITIONS, {
      error: (issue) => (issue.input === undefined ? M.conditionRequired : M.conditionInvalid),
    }),
    description: boundedText(
      ITEM_LIMITS.descriptionMin,
      ITEM_LIMITS.descriptionMax,
      M.descriptionRequired,
      M.descriptionLength,
    ),
    location: boundedText(
      ITEM_LIMITS.locationMin,
      ITEM_LIMITS.locationMax,
      M.locationRequired,
      M.locationLength,
    ),
    isTradeOnly: z.boolean({ error: 'Trade only must be true or false' }),
    salePrice: price,
    estimatedValue: price,
    sizeInfo: optionalText('Size info', ITEM_LIMITS.sizeInfoMax),
    tradePreference: optionalText('Trade preference', ITEM_LIMITS.tradePreferenceMax),
    attributes: attributesSchema(type),
  };
}

/** POST /items/{type}: the five required fields of the editor (spec 2 §5.2) plus the rest. */
export function createItemSchema(type: ItemType, now: Date = new Date()) {
  const s = fieldShape(type, now);
  return z
    .object({
      ...s,
      model: s.model.optional(),
      year: s.year.optional(),
      category: s.category.optional(),
      frameSize: s.frameSize.optional(),
      isTradeOnly: s.isTradeOnly.optional(),
      salePrice: s.salePrice.optional(),
      estimatedValue: s.estimatedValue.optional(),
      sizeInfo: s.sizeInfo.optional(),
      tradePreference: s.tradePreference.optional(),
      attributes: s.attributes.optional(),
      status: z.enum(['draft', 'pending_review']).optional(),
    })
    .strict();
}
export type CreateItemInput = z.infer<ReturnType<typeof createItemSchema>>;

/** PUT /items/{type}/{id}: any subset of the fields, or only { status: 'pending_review' }. */
export function updateItemSchema(type: ItemType, now: Date = new Date()) {
  return z
    .object({ ...fieldShape(type, now), status: z.literal('pending_review') })
    .partial()
    .strict()
    .refine((v) => Object.keys(v).length > 0, { error: 'Send at least one field to change' });
}
export type UpdateItemInput = z.infer<ReturnType<typeof updateItemSchema>>;

/** Reject / unapprove reason: non-empty after trimming (spec 2 §5.4). */
export const reasonSchema = z
  .string({ error: M.reasonRequired })
  .trim()
  .min(1, { error: M.reasonRequired })
  .max(ITEM_LIMITS.reasonMax, { error: M.tooLongField('Reason', ITEM_LIMITS.reasonMax) });

// ── placeholders of a new draft (spec 2 §4.1) ───────────────────────────────────────────────

/**
 * The values a new draft is stored with until the member types their own (spec 2 §4.1 "a new
 * item is created as draft with placeholder values"), merged under what was typed.
 */
export function draftPlaceholders(type: ItemType) {
  return {
    name: M.placeholderName(type),
    brand: 'Unknown',
    condition: 'Good',
    location: 'Portland, OR',
    description: M.placeholderDescription,
    ...(type === 'bike' ? { category: 'Mountain' } : {}),
  } as const;
}

// ── what a submission needs (spec 2 §5.2) ───────────────────────────────────────────────────

/** The stored fields a submission is checked on, as the API names them. */
export interface SubmittableFields {
  name?: string | null;
  brand?: string | null;
  condition?: string | null;
  description?: string | null;
  location?: string | null;
}

/**
 * Why a listing cannot be submitted for review yet: one { path, msg } per required field of
 * spec 2 §5.2 that is empty, out of bounds, or still the draft's placeholder (a name, brand or
 * description the member never typed is not theirs: "Untitled Bike" must not reach the queue).
 * Condition and location placeholders are real values the editor shows, so they count as given.
 * Empty when the listing may be submitted.
 */
export function submissionIssues(
  item: SubmittableFields,
  type: ItemType,
  now: Date = new Date(),
): { path: string; msg: string }[] {
  const placeholder = draftPlaceholders(type);
  const given = (key: 'name' | 'brand' | 'description') => {
    const value = item[key];
    return value == null || value.trim() === placeholder[key] ? '' : value;
  };
  const required = createItemSchema(type, now).pick({
    name: true,
    brand: true,
    condition: true,
    description: true,
    location: true,
  });
  const result = required.safeParse({
    name: given('name'),
    brand: given('brand'),
    condition: item.condition ?? undefined,
    description: given('description'),
    location: item.location ?? '',
  });
  if (result.success) return [];
  const issues: { path: string; msg: string }[] = [];
  for (const issue of result.error.issues) {
    const path = String(issue.path[0] ?? 'body');
    if (!issues.some((i) => i.path === path)) issues.push({ path, msg: issue.message });
  }
  return issues;
}

// ── edits of a published listing (product decision, README "Product decisions") ────────────

/** The listing as stored, in the API's names: what an edit is compared with. */
export type ReviewedFields = Partial<Record<keyof UpdateItemInput, unknown>>;

/**
 * Does this edit of a published listing send it back to review? Everything buyers read (text,
 * attributes, terms) was checked by staff, so any change to it does; a lower sale price does
 * not (it only helps buyers and is published at once). A higher price, a price added or taken
 * away, or a change of the trade-only flag does. Photos are judged by the photo calls (an added
 * or deleted photo goes back to review; a new order or primary among reviewed photos does not).
 */
export function editNeedsReview(before: ReviewedFields, edit: UpdateItemInput): boolean {
  for (const [key, after] of Object.entries(edit)) {
    if (key === 'status' || after === undefined) continue;
    const was = before[key as keyof UpdateItemInput];
    if (sameValue(was ?? null, after ?? null)) continue;
    if (key === 'salePrice' && typeof was === 'number' && typeof after === 'number' && after < was)
      continue;
    // The estimate is staff's own figure, not shown to buyers as the member's claim.
    if (key === 'estimatedValue') continue;
    return true;
  }
  return false;
}

function sameValue(a: unknown, b: unknown): boolean {
  const stable = (v: unknown): string =>
    JSON.stringify(v, (_k, x: unknown) =>
      x && typeof x === 'object' && !Array.isArray(x)
        ? Object.fromEntries(Object.entries(x).sort(([p], [q]) => (p < q ? -1 : p > q ? 1 : 0)))
        : x,
    );
  return stable(a) === stable(b);
}

// ── the editor's photo list (spec 2 §3.1 "Uploader image", §4.3 image states, §5.1) ─────
// Pure functions over an immutable list: the photos machine and the screens share them.

export interface EditorPhoto {
  /** The image id for an existing photo; a local id for a new file. */
  id: string;
  /** What the thumbnail shows: the stored thumbnail, or the new file's object URL. */
  url: string;
  isPrimary: boolean;
  /** Stored on the server already (otherwise a new file waiting to be uploaded). */
  isExisting: boolean;
  /** An existing photo marked for deletion: shown faded until saved, and can be restored. */
  isDeleted?: boolean;
  /** The new file is being uploaded. */
  uploading?: boolean;
  /** File name, for the alternative text of new photos. */
  name?: string;
}

export const MAX_LISTING_PHOTOS = ITEM_LIMITS.photosPerListing;

/** Photos that count towards the limit and will remain: all but those marked deleted. */
export const keptPhotos = (photos: readonly EditorPhoto[]) => photos.filter((p) => !p.isDeleted);

/** Room left for new files (spec 2 §5.1: at most 10 photos). */
export const photoRoom = (photos: readonly EditorPhoto[]) =>
  Math.max(0, MAX_LISTING_PHOTOS - keptPhotos(photos).length);

/** The primary photo first, the others in their order: how the server lists them. */
function primaryFirst(photos: EditorPhoto[]): EditorPhoto[] {
  const primary = photos.find((p) => p.isPrimary);
  return primary ? [primary, ...photos.filter((p) => p !== primary)] : photos;
}

/**
 * Makes sure exactly one kept photo is primary, the first kept one when none is, and that it
 * leads the list (issue 10 item 5: the server lists the primary first, so any other place would
 * change on the next reload).
 */
function ensurePrimary(photos: EditorPhoto[]): EditorPhoto[] {
  const kept = keptPhotos(photos);
  if (kept.length === 0) return photos.map((p) => (p.isPrimary ? { ...p, isPrimary: false } : p));
  if (kept.some((p) => p.isPrimary)) return primaryFirst(photos);
  const first = kept[0]!.id;
  return primaryFirst(photos.map((p) => (p.id === first ? { ...p, isPrimary: true } : p)));
}

/** New files appended after the current photos; the first kept photo is primary if none is. */
export function addPhotos(
  photos: readonly EditorPhoto[],
  added: readonly EditorPhoto[],
): EditorPhoto[] {
  return ensurePrimary([...photos, ...added.slice(0, photoRoom(photos))]);
}

/**
 * Existing photos toggle their deletion mark; new ones are removed outright. If the primary
 * photo goes, the first remaining photo becomes primary (spec 2 §4.3).
 */
export function removePhoto(photos: readonly EditorPhoto[], id: string): EditorPhoto[] {
  const target = photos.find((p) => p.id === id);
  if (!target) return [...photos];
  if (!target.isExisting) return ensurePrimary(photos.filter((p) => p.id !== id));
  if (target.isDeleted) {
    // Restoring: only if it fits under the limit again.
    if (photoRoom(photos) === 0) return [...photos];
    return ensurePrimary(photos.map((p) => (p.id === id ? { ...p, isDeleted: false } : p)));
  }
  return ensurePrimary(
    photos.map((p) => (p.id === id ? { ...p, isDeleted: true, isPrimary: false } : p)),
  );
}

/**
 * One primary photo: the chosen one (not one marked for deletion), moved to the front. The
 * primary always leads, as the server lists it (primary first, then the stored order): a list
 * that put it elsewhere would change order on the next reload (issue 10 item 5).
 */
export function setPrimaryPhoto(photos: readonly EditorPhoto[], id: string): EditorPhoto[] {
  const target = photos.find((p) => p.id === id);
  if (!target || target.isDeleted) return [...photos];
  return primaryFirst(photos.map((p) => ({ ...p, isPrimary: p.id === id })));
}

/** The list in the order given by ids (ids missing from the list keep their place at the end). */
export function reorderPhotos(
  photos: readonly EditorPhoto[],
  ids: readonly string[],
): EditorPhoto[] {
  const byId = new Map(photos.map((p) => [p.id, p]));
  const ordered = ids.map((id) => byId.get(id)).filter((p): p is EditorPhoto => Boolean(p));
  const rest = photos.filter((p) => !ids.includes(p.id));
  return [...ordered, ...rest];
}

/**
 * The list after a drag (or keyboard move) to the order of ids: the photo that now comes first
 * is the cover, so it becomes primary (issue 10 item 5: the server lists the primary first, and a
 * photo dragged in front of it went back behind it after a reload).
 */
export function dragPhotos(photos: readonly EditorPhoto[], ids: readonly string[]): EditorPhoto[] {
  const ordered = reorderPhotos(photos, ids);
  const lead = keptPhotos(ordered)[0];
  return lead ? setPrimaryPhoto(ordered, lead.id) : ordered;
}

/**
 * The server's photos after a photo call (as the editor's list), merged with the page's list:
 * photos the page knows keep their place and their deletion mark (marks are applied on save),
 * photos new to the page (just uploaded) follow, and local placeholders of finished uploads are
 * dropped. A photo marked for deletion is never primary: the first kept photo is.
 */
export function mergeServerPhotos(
  fromServer: readonly EditorPhoto[],
  local: readonly EditorPhoto[],
): EditorPhoto[] {
  const stored = new Map(fromServer.map((p) => [p.id, p]));
  const marked = new Set(local.filter((p) => p.isDeleted).map((p) => p.id));
  const known = local.filter((p) => stored.has(p.id)).map((p) => stored.get(p.id)!);
  const added = fromServer.filter((p) => !local.some((l) => l.id === p.id));
  return ensurePrimary(
    [...known, ...added].map((p) =>
      marked.has(p.id) ? { ...p, isDeleted: true, isPrimary: false } : p,
    ),
  );
}

/** Moves one id from `from` to `to` (the drag result), returning the new order of ids. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The multipart primaryIndex of an upload of `photos`' new files (spec 2 §7.1), or null. */
export function uploadPrimaryIndex(photos: readonly EditorPhoto[]): number | null {
  const fresh = keptPhotos(photos).filter((p) => !p.isExisting);
  const index = fresh.findIndex((p) => p.isPrimary);
  return index === -1 ? null : index;
}

// ── photos (spec 2 §5.1) ────────────────────────────────────────────────────────────────────

export interface PhotoCandidate {
  name: string;
  size: number;
  /** The browser's idea of the type; the server sniffs the content instead. */
  type: string;
}

/**
 * The listing editor's check of files about to be added next to `existing` photos: the
 * messages of the AI uploader (spec 2 §5.1). Returns the accepted files and one message per
 * refusal; nothing beyond the limit is accepted.
 */
export function checkPhotoSelection(
  files: readonly PhotoCandidate[],
  existing: number,
  max: number = ITEM_LIMITS.photosPerListing,
): { accepted: PhotoCandidate[]; errors: { title: string; message: string }[] } {
  const accepted: PhotoCandidate[] = [];
  const errors: { title: string; message: string }[] = [];
  let tooMany = false;
  for (const file of files) {
    if (!file.type.startsWith('image/')) {
      errors.push({ title: M.notAnImageTitle, message: M.notAnImage(file.name) });
    } else if (file.size > ITEM_LIMITS.photoMaxBytes) {
      errors.push({ title: M.fileTooLargeTitle, message: M.fileTooLarge(file.name) });
    } else if (existing + accepted.length >= max) {
      tooMany = true;
    } else {
      accepted.push(file);
    }
  }
  if (tooMany) errors.push({ title: M.tooManyPhotosTitle, message: M.tooManyPhotos });
  return { accepted, errors };
}

/** The multipart `primaryIndex` of an upload: a digit inside the uploaded list, or absent. */
export function parsePrimaryIndex(
  raw: string | undefined,
  count: number,
): number | null | 'invalid' {
  if (raw === undefined || raw === '') return null;
  if (!/^\d+$/.test(raw)) return 'invalid';
  const n = Number(raw);
  return n < count ? n : 'invalid';
}
