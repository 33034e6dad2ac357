// The AI review's draft as a bike listing (spec 2 §2.4, §3.6, §4.4): the item the flow's save
// creates, and the listing the editor opens with when the member leaves the flow for it (the
// hand-over's aiData). One mapping for both, so the flow and the editor store the same fields.
import { aiDraftYear } from './ai-review.ts';
import { EDITOR_CONDITIONS, FRAME_MATERIALS, bikeCategoryOf } from '../items/item-types.ts';

/** A bike listing as the create call and the editor's form take it (openapi CreateItemRequest). */
export interface AiListingFields {
  name: string;
  brand: string;
  model: string | null;
  year: number | null;
  /** The AI's bike type as free text ('Road'); the catalog reads it through bikeCategoryOf. */
  category: string | null;
  frameSize: string | null;
  condition: (typeof EDITOR_CONDITIONS)[number] | undefined;
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
 * The AI review's condition (spec 2 §3.4: Excellent, Very Good, Good, Fair, Needs Work) as one of
 * the editor's (Like New, Excellent, Good, Fair, Needs Work), so the listing opens in the editor
 * with its condition chosen. Our decision: 'Very Good' is saved as 'Good', the lower neighbour,
 * as a listing should never claim more than the member chose.
 */
export function editorConditionOf(value: string | undefined): AiListingFields['condition'] {
  const v = text(value).toLowerCase();
  if (v === 'very good') return 'Good';
  return EDITOR_CONDITIONS.find((c) => c.toLowerCase() === v);
}

/**
 * The review's material (spec 2 §3.4 adds Chromoly) as the editor's frame material: Chromoly is
 * a steel, anything else outside the list is 'Other'.
 */
function frameMaterialOf(value: string | undefined): string | null {
  const v = text(value).toLowerCase();
  if (!v) return null;
  if (v === 'chromoly') return 'Steel';
  return FRAME_MATERIALS.find((m) => m.toLowerCase() === v) ?? 'Other';
}

/**
 * The draft's values (field name → text) as a listing (issue 24 item 3: everything the review
 * collects reaches the listing). Our decisions: the listing's one heading is the review's
 * Listing title (the bike name when the title is empty); the colour and the components list are
 * the bike attributes `color` and `components`; the estimated value is the estimate or the middle
 * of its range; a type outside the editor's categories is kept as the listing's free-text
 * category only.
 */
export function aiListingFields(values: Readonly<Record<string, string>>): AiListingFields {
  const material = frameMaterialOf(values.material);
  const category = bikeCategoryOf(values.type);
  const min = amount(values.estimatedValueMin);
  const max = amount(values.estimatedValueMax);
  const attributes: Record<string, string> = {};
  if (category) attributes.category = category;
  if (text(values.size)) attributes.frame_size = text(values.size);
  if (material) attributes.frame_material = material;
  if (text(values.color)) attributes.color = text(values.color);
  if (text(values.components)) attributes.components = text(values.components);
  return {
    name: text(values.title) || text(values.name),
    brand: text(values.brand),
    model: orNull(values.model),
    year: aiDraftYear(text(values.year)),
    category: orNull(values.type),
    frameSize: orNull(values.size),
    condition: editorConditionOf(values.condition),
    description: text(values.description),
    location: text(values.location),
    estimatedValue:
      amount(values.estimatedValue) ??
      (min !== null && max !== null ? Math.round((min + max) / 2) : (min ?? max)),
    attributes,
  };
}
