// Findings (of whichever analyzer) as the contract's AiAnalysisResult (spec 2 §3.5): every
// field with its confidence, requiresImprovement below 0.6, where it came from; the critical
// fields that are missing or unsure; and the photo guidance that would raise them, most
// important first, including what the photos' measured quality says.
import type { components } from '@pedalswap/api-client/schema.gen';
import { AI_CRITICAL_FIELDS, AI_LIMITS } from '@pedalswap/domain/ai';
import type { BikeFindings, Finding } from './providers/provider.ts';

export type AiAnalysisResult = components['schemas']['AiAnalysisResult'];
type Field = components['schemas']['AiAnalysisField'];
type Suggestion = components['schemas']['AiSuggestedImprovement'];
type Source = components['schemas']['AiFieldSource'];

/** Which photo raises a field's confidence, and what to do (ours). */
const GUIDANCE: Record<string, { photoType: string; guidance: string; category: string }> = {
  brand: {
    photoType: 'decals',
    guidance: 'Take a close, straight-on photo of the logo on the down tube in good light.',
    category: 'brand',
  },
  model: {
    photoType: 'decals',
    guidance: 'Photograph the model name, usually on the top tube or a chainstay.',
    category: 'model',
  },
  title: {
    photoType: 'decals',
    guidance: 'A clear photo of the frame decals lets us name the bike.',
    category: 'overall',
  },
  year: {
    photoType: 'serial_number',
    guidance: 'Photograph the serial number under the bottom bracket; it often tells the year.',
    category: 'overall',
  },
  type: {
    photoType: 'full_side',
    guidance: 'Take a full side view of the whole bike from the chain side.',
    category: 'type',
  },
  frameSize: {
    photoType: 'frame_size',
    guidance: 'Photograph the size sticker on the seat tube or under the top tube.',
    category: 'overall',
  },
  condition: {
    photoType: 'wear',
    guidance: 'Show any scratches, the chain and the tyre tread up close.',
    category: 'condition',
  },
  components: {
    photoType: 'drivetrain',
    guidance: 'Photograph the rear derailleur, the crankset and the brakes.',
    category: 'components',
  },
  estimatedValueMin: {
    photoType: 'components',
    guidance: 'Photos of the groupset and wheels help estimate the value.',
    category: 'value',
  },
  estimatedValueMax: {
    photoType: 'components',
    guidance: 'Photos of the groupset and wheels help estimate the value.',
    category: 'value',
  },
  description: {
    photoType: 'full_side',
    guidance: 'A full side view and a few close-ups help describe the bike.',
    category: 'description',
  },
};

/** What a measured photo problem means for the member (ours). */
const PHOTO_PROBLEMS: Record<string, string> = {
  blurry: 'Some photos are blurry: hold the phone steady and tap the frame to focus.',
  dark: 'Some photos are dark: shoot in daylight or turn on more light.',
  overexposed: 'Some photos are washed out: avoid shooting into the sun or a bright window.',
  low_resolution: "Some photos are small: use your camera's full resolution.",
};

const REQUIRED = AI_LIMITS.goodConfidence;

export function exampleImageOf(photoType: string): string {
  return `/api/ai/photo-examples?photoType=${encodeURIComponent(photoType)}`;
}

function fieldOf(f: Finding<unknown>, source: Source): Field {
  const confidence = Math.round(f.confidence * 100) / 100;
  const value = f.value;
  return { value, confidence, requiresImprovement: confidence < AI_LIMITS.lowConfidence, source };
}

export interface ResultInput {
  analysisId: string;
  findings: BikeFindings;
  source: Source;
  modelUsed: string;
  tokensUsed: number;
  costMicros: number;
  processingTime: number;
  /** Problems measured on the photos at upload (image-quality.ts). */
  photoProblems: readonly string[];
  notices: string[];
  partialData?: boolean;
  skippedAI?: boolean;
}

export function buildResult(input: ResultInput): AiAnalysisResult {
  const fields: Record<string, Field> = {};
  for (const [name, finding] of Object.entries(input.findings))
    if (finding) fields[name] = fieldOf(finding as Finding<unknown>, input.source);
  const critical = AI_CRITICAL_FIELDS.filter(
    (f) => !fields[f] || fields[f].confidence < AI_LIMITS.lowConfidence,
  );
  // Overall: the mean over the fields a listing needs most; a field not found counts 0, so an
  // analyzer that saw only the brand never reports itself as sure about the bike.
  const core = ['brand', 'model', 'type', 'condition', 'year'] as const;
  const confidence =
    Math.round((core.reduce((s, f) => s + (fields[f]?.confidence ?? 0), 0) / core.length) * 100) /
    100;
  return {
    analysisId: input.analysisId,
    confidence,
    fields,
    criticalFieldsLowConfidence: [...critical],
    suggestedImprovements: suggestionsFor(fields, input.photoProblems),
    modelUsed: input.modelUsed,
    tokensUsed: input.tokensUsed,
    estimatedCost: input.costMicros / 1_000_000,
    processingTime: input.processingTime,
    generatedTitle:
      typeof input.findings.title?.value === 'string' ? input.findings.title.value : null,
    generatedDescription:
      typeof input.findings.description?.value === 'string'
        ? input.findings.description.value
        : null,
    suggestedTradePreferences: [],
    partialData: input.partialData ?? false,
    skippedAI: input.skippedAI ?? false,
    notices: input.notices,
  };
}

/** Guidance for low-confidence or missing fields, critical first; photo problems on top. */
export function suggestionsFor(
  fields: Record<string, { confidence: number }>,
  photoProblems: readonly string[],
  only?: readonly string[],
): Suggestion[] {
  const out: Suggestion[] = [];
  const names = only ?? Object.keys(GUIDANCE);
  const seen = new Set<string>();
  for (const name of names) {
    const g = GUIDANCE[name];
    if (!g || seen.has(name)) continue;
    seen.add(name);
    const current = fields[name]?.confidence ?? 0;
    if (current >= AI_LIMITS.lowConfidence && !only) continue;
    const critical = (AI_CRITICAL_FIELDS as readonly string[]).includes(name);
    out.push({
      field: name,
      currentConfidence: current,
      requiredConfidence: REQUIRED,
      photoType: g.photoType,
      specificGuidance: g.guidance,
      exampleImage: exampleImageOf(g.photoType),
      priority: critical ? 'high' : current < AI_LIMITS.unknownConfidence ? 'medium' : 'low',
      feedbackCategory: g.category,
    });
  }
  // After the fields of the same priority: a named field tells the member more.
  for (const problem of new Set(photoProblems)) {
    const text = PHOTO_PROBLEMS[problem];
    if (text)
      out.push({
        field: 'photo_quality',
        currentConfidence: 0,
        requiredConfidence: REQUIRED,
        photoType: 'full_side',
        specificGuidance: text,
        exampleImage: exampleImageOf('full_side'),
        priority: problem === 'blurry' ? 'high' : 'medium',
        feedbackCategory: 'overall',
      });
  }
  const rank = { high: 0, medium: 1, low: 2 } as const;
  return out.sort((a, b) => rank[a.priority] - rank[b.priority]);
}
