// The AI review's draft as a bike listing (spec 2 §2.4, §3.6, §4.4): the item the flow's save
// creates, and the listing the editor opens with when the member leaves the flow for it (the
// hand-over's aiData). One mapping for both, so the flow and the editor store the same fields.
import { aiDraftYear } from './ai-review.ts';
import { FRAME_MATERIALS, bikeCategoryOf, isItemCondition } from '../items/item-types.ts';
import type { ItemCondition } from '../items/item-types.ts';

/** A bike listing as the create call and the editor's form take it (openapi CreateItemRequest). */
export interface AiListingFields {
  name: string;
  brand: string;
  model: string | null;
  year: number | null;
  /** The AI's bike type as free text ('Road'); the catalog reads it through bikeCategoryOf. */
  category: string | null;
  frameSize: string | null;
  condition: ItemCondition | undefined;
  description: string;
  location: string;
  estimatedValue: number | null;
  attributes: Record<string, string>;
}

const text = (v: string | undefined) => (v ?? '').trim();
const orNull = (v: string | undefined) => text(v) || null;

function amount(v: string | undefined): number | null {
  const n = Number(text(v).replace(/[$,\s]/g, ''));
  return text(v) !== '' && Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * The draft's values (field name → text) as a listing: the name from the title when the member
 * left it empty, the estimated value from the estimate or the middle of its range, and the
 * attributes the editor's Attributes card shows (a category or material outside its lists is
 * left out rather than refused).
 */
export function aiListingFields(values: Readonly<Record<string, string>>): AiListingFields {
  const material = FRAME_MATERIALS.find(
    (m) => m.toLowerCase() === text(values.material).toLowerCase(),
  );
  const category = bikeCategoryOf(values.type);
  const min = amount(values.estimatedValueMin);
  const max = amount(values.estimatedValueMax);
  const attributes: Record<string, string> = {};
  if (category) attributes.category = category;
  if (text(values.size)) attributes.frame_size = text(values.size);
  if (material) attributes.frame_material = material;
  return {
    name: text(values.name) || text(values.title),
    brand: text(values.brand),
    model: orNull(values.model),
    year: aiDraftYear(text(values.year)),
    category: orNull(values.type),
    frameSize: orNull(values.size),
    condition: isItemCondition(text(values.condition))
      ? (text(values.condition) as ItemCondition)
      : undefined,
    description: text(values.description),
    location: text(values.location),
    estimatedValue:
      amount(values.estimatedValue) ??
      (min !== null && max !== null ? Math.round((min + max) / 2) : (min ?? max)),
    attributes,
  };
}
