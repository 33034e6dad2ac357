// The listing draft of the AI review phase (spec 2 §3.6) and its checks on save (§5.3): built
// from an analysis result, edited by the member, checked before Save as Draft or Submit for
// Review. The flow machine keeps it; the review screen shows it.
import { ITEM_LIMITS, ITEM_MESSAGES, maxItemYear } from '../items/item-messages.ts';
import type { FieldIssue } from '../shared/messages.ts';
import { AI_LIMITS } from './ai-rules.ts';
import type { AiFieldSource } from './ai-types.ts';
import type { AiResultShape } from './ai-flow.ts';

/** The draft's fields (spec 2 §3.6), in the order the review lists them. */
export const AI_DRAFT_FIELDS = [
  'name',
  'brand',
  'model',
  'type',
  'condition',
  'year',
  'size',
  'color',
  'material',
  'title',
  'description',
  'estimatedValueMin',
  'estimatedValueMax',
  'estimatedValue',
  'location',
  'components',
] as const;
export type AiDraftFieldName = (typeof AI_DRAFT_FIELDS)[number];

/** ours: how the review names each draft field (§3.6 gives only the keys). */
export const AI_DRAFT_FIELD_LABELS: Record<AiDraftFieldName, string> = {
  name: 'Bike name',
  brand: 'Brand',
  model: 'Model',
  type: 'Type',
  condition: 'Condition',
  year: 'Year',
  size: 'Frame size',
  color: 'Color',
  material: 'Material',
  title: 'Listing title',
  description: 'Description',
  estimatedValueMin: 'Estimated value (min)',
  estimatedValueMax: 'Estimated value (max)',
  estimatedValue: 'Estimated value',
  location: 'Location',
  components: 'Components',
};

/**
 * A field's label: ours for the §3.6 fields, else the extra field's key in words
 * ('wheelSize' → 'Wheel size'), as the analysis can add fields of its own.
 */
export function aiDraftFieldLabel(field: string): string {
  const known = (AI_DRAFT_FIELD_LABELS as Record<string, string>)[field];
  if (known) return known;
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** spec 2 §3.6: critical and required fields. */
export const AI_DRAFT_CRITICAL: readonly string[] = ['name', 'brand', 'title', 'location'];
export const AI_DRAFT_REQUIRED: readonly string[] = [
  'name',
  'brand',
  'condition',
  'title',
  'description',
  'location',
];

/** One field of the draft: what the AI said, what it holds now, whether the member changed it. */
export interface AiDraftField {
  aiValue: string;
  value: string;
  userModified: boolean;
  confidence: number;
  source: AiFieldSource;
}

/** Field name to field: the §3.6 fields, plus any extra field the analysis found. */
export type AiReviewDraft = Record<string, AiDraftField>;

/** A finding's value as the form's text: numbers as digits, lists one per line. */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join('\n');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Where each draft field is read from in the analysis' fields (frameSize is the size). */
const FINDING_OF: Partial<Record<AiDraftFieldName, string>> = { size: 'frameSize' };

/**
 * The draft for a result (§3.6): each field from its finding (confidence and source kept),
 * title from the generated title when the analysis had no title field (confidence 0.8, §3.5),
 * name from the title, location from the member's profile. Fields the analysis did not find
 * are empty with confidence 0; an empty result (manual entry) gives an empty draft.
 */
export function reviewDraftFrom(
  result: AiResultShape | null,
  profile: { location?: string | null } = {},
): AiReviewDraft {
  const fields = result?.fields ?? {};
  const draft: AiReviewDraft = {};
  const put = (name: string, value: unknown, confidence: number, source: AiFieldSource) => {
    const text = textOf(value);
    draft[name] = { aiValue: text, value: text, userModified: false, confidence, source };
  };
  for (const name of AI_DRAFT_FIELDS) {
    const finding = fields[FINDING_OF[name] ?? name];
    if (finding) put(name, finding.value, finding.confidence, finding.source);
    else put(name, '', 0, 'user_input');
  }
  if (!draft.title!.value && result?.generatedTitle)
    put('title', result.generatedTitle, 0.8, draft.brand!.source);
  if (!draft.description!.value && result?.generatedDescription)
    put('description', result.generatedDescription, 0.8, draft.brand!.source);
  if (draft.title!.value)
    put('name', draft.title!.value, draft.title!.confidence, draft.title!.source);
  if (profile.location) put('location', profile.location, 1, 'user_profile');
  // Extra fields the analysis found (§3.6: added with their own type): kept as they came.
  const known = new Set<string>([...AI_DRAFT_FIELDS, 'frameSize']);
  for (const [name, finding] of Object.entries(fields))
    if (!known.has(name)) put(name, finding.value, finding.confidence, finding.source);
  return draft;
}

/** The draft with one field's value as the member typed it. */
export function editReviewDraft(draft: AiReviewDraft, field: string, value: string): AiReviewDraft {
  const before = draft[field] ?? {
    aiValue: '',
    value: '',
    userModified: false,
    confidence: 0,
    source: 'user_input' as const,
  };
  const userModified = value !== before.aiValue;
  return {
    ...draft,
    [field]: {
      ...before,
      value,
      userModified,
      source: userModified ? 'user_input' : before.source,
    },
  };
}

const valueOf = (draft: AiReviewDraft, field: string) => (draft[field]?.value ?? '').trim();

/**
 * The year a draft's year text stands for: a model year ('2021') or the first of a range the
 * analysis gave ('2019-2021'), which is the year the listing is saved with (spec 2 §7.1's AI-flow
 * payload takes the part before a dash), so the check on save and the payload read it alike.
 * Null when it is not a year at all ('unknown', 'late 90s').
 */
export function aiDraftYear(text: string): number | null {
  const first = text.split('-')[0]!.trim();
  return /^\d{4}$/.test(first) ? Number(first) : null;
}

/** spec 2 §5.3: the checks on save, with their messages (the editor's, for a bike). */
export function reviewIssues(draft: AiReviewDraft, now: Date = new Date()): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const length = (field: string, min: number, max: number, required: string, bad: string) => {
    const v = valueOf(draft, field);
    if (!v) issues.push({ path: field, msg: required });
    else if (v.length < min || v.length > max) issues.push({ path: field, msg: bad });
  };
  const L = ITEM_LIMITS;
  const M = ITEM_MESSAGES;
  length('name', L.nameMin, L.nameMax, M.nameRequired('bike'), M.nameLength('bike'));
  length('brand', L.brandMin, L.brandMax, M.brandRequired, M.brandLength);
  if (!valueOf(draft, 'condition')) issues.push({ path: 'condition', msg: M.conditionRequired });
  length(
    'description',
    L.descriptionMin,
    L.descriptionMax,
    M.descriptionRequired,
    M.descriptionLength,
  );
  length('location', L.locationMin, L.locationMax, M.locationRequired, M.locationLength);
  const year = valueOf(draft, 'year');
  if (year && year.toLowerCase() !== 'unknown') {
    const n = aiDraftYear(year);
    if (n === null || n < L.yearMin || n > maxItemYear(now))
      issues.push({ path: 'year', msg: M.yearRange(now) });
  }
  return issues;
}

/**
 * The review's completion in whole percent: the share of §5.3's checks the draft passes, one per
 * required field (filled and within its bounds) plus the year when one is given. Below 100 while
 * any check fails (issue 24: 100 % beside a year 1850 and a 5-character description).
 */
export function reviewCompletion(draft: AiReviewDraft, now: Date = new Date()): number {
  const failing = new Set(reviewIssues(draft, now).map((i) => i.path));
  const checked = [...AI_DRAFT_REQUIRED, ...(valueOf(draft, 'year') ? ['year'] : [])];
  const passed = checked.filter((f) => valueOf(draft, f) && !failing.has(f)).length;
  const percent = Math.round((passed / checked.length) * 100);
  return passed < checked.length ? Math.min(99, percent) : 100;
}

/**
 * The confidence the review sums up with: the mean of the confidences of the fields the AI
 * filled in (those the confidence list shows), so the summary agrees with them (issue 24:
 * 'Overall confidence UNKNOWN' beside 90 % fields, from the result's figure over fields it never
 * found). Null when the AI filled in none.
 */
export function reviewOverallConfidence(draft: AiReviewDraft): number | null {
  const found = Object.values(draft).filter(
    (f) => (f.source === 'ai_primary' || f.source === 'ai_fallback') && f.aiValue !== '',
  );
  if (found.length === 0) return null;
  return found.reduce((n, f) => n + f.confidence, 0) / found.length;
}

/** A field-level AI check of the review, shown next to its field. The save itself is checked
 * by reviewIssues alone, so an error here tells the member, it does not block. */
export interface AiFieldCheck {
  field: string;
  level: 'error' | 'warning';
  message: string;
}

/**
 * The field-level AI checks of §5.3: a required critical field left empty is an error
 * ('{field} is required - please provide a value'), a required one a warning ('{field} is
 * recommended'), a value the AI gave with confidence above 0 and below 0.6 a warning with its
 * percentage (text ours), and a year outside 1900 to next year an error unless 'unknown'.
 * {field} is the field's label ('Bike name'), as the member reads it next to the field.
 */
export function reviewFieldChecks(draft: AiReviewDraft, now: Date = new Date()): AiFieldCheck[] {
  const checks: AiFieldCheck[] = [];
  for (const [field, f] of Object.entries(draft)) {
    const empty = !f.value.trim();
    const label = aiDraftFieldLabel(field);
    if (empty && AI_DRAFT_REQUIRED.includes(field))
      checks.push(
        AI_DRAFT_CRITICAL.includes(field)
          ? { field, level: 'error', message: `${label} is required - please provide a value` }
          : { field, level: 'warning', message: `${label} is recommended` },
      );
    else if (
      !empty &&
      !f.userModified &&
      f.confidence > 0 &&
      f.confidence < AI_LIMITS.lowConfidence
    )
      checks.push({
        field,
        level: 'warning',
        message: `${label}: low AI confidence (${Math.round(f.confidence * 100)}%) - please check`,
      });
  }
  const year = reviewIssues(draft, now).find((i) => i.path === 'year');
  if (year) checks.push({ field: 'year', level: 'error', message: year.msg });
  return checks;
}
