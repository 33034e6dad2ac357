// How the AI review shows a draft (spec 2 §3.5, §5.3): each field's confidence as a label and
// a colour, the result's suggestions and its cost. The review screen reads
// them here so the thresholds live in one place (AI_LIMITS) with the rules that use them.
import { formatCash } from '../shared/format.ts';
import { AI_LIMITS } from './ai-rules.ts';

/** spec 2 §5.3: the review's scale (the editor's differs: green, yellow, red). */
export type AiConfidenceColor = 'green' | 'yellow' | 'orange';

export interface AiConfidenceDisplay {
  /** A percentage ('85%'), or 'UNKNOWN' below 0.5. */
  label: string;
  /** null for UNKNOWN: §5.3 gives it no colour. */
  color: AiConfidenceColor | null;
}

/** spec 2 §5.3: 'below 0.5 shows UNKNOWN'. */
export const AI_UNKNOWN_CONFIDENCE_LABEL = 'UNKNOWN';

/** A confidence as a whole percentage. */
export const aiConfidencePercent = (confidence: number): string =>
  `${Math.round(confidence * 100)}%`;

/**
 * spec 2 §5.3: 'below 0.5 shows UNKNOWN; 0.8 and above green, 0.6 and above yellow, 0.5 and
 * above orange ... Confidence labels show a percentage.' Not a number counts as unknown.
 */
export function aiConfidenceDisplay(confidence: number): AiConfidenceDisplay {
  if (!(confidence >= AI_LIMITS.unknownConfidence))
    return { label: AI_UNKNOWN_CONFIDENCE_LABEL, color: null };
  const color: AiConfidenceColor =
    confidence >= AI_LIMITS.goodConfidence
      ? 'green'
      : confidence >= AI_LIMITS.lowConfidence
        ? 'yellow'
        : 'orange';
  return { label: aiConfidencePercent(confidence), color };
}

/** One of the result's suggestedImprovements (spec 2 §3.5; openapi AiSuggestedImprovement). */
export interface AiSuggestion {
  field: string;
  currentConfidence: number;
  requiredConfidence: number;
  photoType: string;
  specificGuidance: string;
  priority: 'high' | 'medium' | 'low';
  exampleImage?: string | null;
  feedbackCategory?: string | null;
}

const PRIORITIES: readonly string[] = ['high', 'medium', 'low'];
const PRIORITY_ORDER = (p: string) => PRIORITIES.indexOf(p);

/**
 * The suggestions of a result, highest priority first. The flow keeps the result as the server
 * answered it (its suggestions typed loosely), so an entry without a field or guidance is left
 * out rather than shown half empty.
 */
export function aiSuggestionsOf(result: { suggestedImprovements: readonly unknown[] } | null) {
  const list: AiSuggestion[] = [];
  for (const entry of result?.suggestedImprovements ?? []) {
    if (!entry || typeof entry !== 'object') continue;
    const s = entry as Partial<AiSuggestion>;
    if (typeof s.field !== 'string' || typeof s.specificGuidance !== 'string') continue;
    list.push({
      field: s.field,
      currentConfidence: Number(s.currentConfidence) || 0,
      requiredConfidence: Number(s.requiredConfidence) || 0,
      photoType: typeof s.photoType === 'string' ? s.photoType : '',
      specificGuidance: s.specificGuidance,
      priority: s.priority && PRIORITIES.includes(s.priority) ? s.priority : 'low',
      exampleImage: s.exampleImage ?? null,
      feedbackCategory: s.feedbackCategory ?? null,
    });
  }
  return list.sort((a, b) => PRIORITY_ORDER(a.priority) - PRIORITY_ORDER(b.priority));
}

/** spec 2 §3.5: 'Total AI cost across results is summed and shown with two decimals.' */
export function aiTotalCostLabel(costs: readonly (number | null | undefined)[]): string {
  const total = costs.reduce<number>(
    (sum, c) => sum + (typeof c === 'number' && Number.isFinite(c) && c > 0 ? c : 0),
    0,
  );
  return formatCash(total);
}
