// The offline analyzer: the default with no ANTHROPIC_API_KEY (so `npm start` has working AI),
// and what answers when the hosted budget is spent. It reports only what it read: a brand or
// model whose name is printed on the frame, the bike type a read model implies, and the frame's
// likely colour. Year, size, condition and value cannot be seen this way, so they are left out
// (the review shows them as not found) rather than guessed.
import { NO_USAGE, type AnalysisProvider, type BikeFindings, type Finding } from '../provider.ts';
import { frameColour } from './frame-colour.ts';
import { readDecals } from './ocr.ts';
import type { TextMatch } from './brand-match.ts';

export const OFFLINE_MODEL = 'offline-analyzer';

/** How sure a sighting makes us (ours; the same scale as the review's 0.5 / 0.6 / 0.8). */
const CONFIDENCE = {
  brandExact: 0.85,
  brandFuzzy: 0.6,
  brandFromModel: 0.55,
  /** Added per further photo that read the same brand, up to brandMax. */
  agreeingPhoto: 0.05,
  brandMax: 0.95,
  modelExact: 0.75,
  modelFuzzy: 0.5,
  typeFromModel: 0.6,
} as const;

function brandConfidence(m: TextMatch) {
  if (m.brandEvidence === 'exact') return CONFIDENCE.brandExact;
  return m.brandEvidence === 'fuzzy' ? CONFIDENCE.brandFuzzy : CONFIDENCE.brandFromModel;
}

/** The findings of several photos' reads: the brand most photos agree on wins. */
export function combineMatches(matches: readonly (TextMatch | null)[]): BikeFindings {
  const seen = matches.filter((m): m is TextMatch => m !== null);
  if (!seen.length) return {};
  const byBrand = new Map<string, TextMatch[]>();
  for (const m of seen) byBrand.set(m.brand.name, [...(byBrand.get(m.brand.name) ?? []), m]);
  const [, group] = [...byBrand.entries()].sort(
    (a, b) =>
      b[1].length - a[1].length ||
      Math.max(...b[1].map(brandConfidence)) - Math.max(...a[1].map(brandConfidence)),
  )[0]!;
  const best = group.reduce((a, b) => (brandConfidence(b) > brandConfidence(a) ? b : a));
  const out: BikeFindings = {
    brand: {
      value: best.brand.name,
      confidence: Math.min(
        CONFIDENCE.brandMax,
        brandConfidence(best) + CONFIDENCE.agreeingPhoto * (group.length - 1),
      ),
    },
  };
  const withModel = group.find((m) => m.modelEvidence === 'exact') ?? group.find((m) => m.model);
  if (withModel?.model) {
    out.model = {
      value: withModel.model.name,
      confidence:
        withModel.modelEvidence === 'exact' ? CONFIDENCE.modelExact : CONFIDENCE.modelFuzzy,
    };
    out.type = { value: withModel.model.type, confidence: CONFIDENCE.typeFromModel };
  }
  const titleConfidence = Math.min(
    out.brand!.confidence,
    out.model?.confidence ?? out.brand!.confidence,
  );
  out.title = {
    value: [out.brand!.value, out.model?.value].filter(Boolean).join(' '),
    confidence: titleConfidence,
  };
  return out;
}

function mostCommon(colours: readonly (Finding | undefined)[]): Finding | undefined {
  const seen = colours.filter((c): c is Finding => !!c);
  if (!seen.length) return undefined;
  const counts = new Map<string, Finding[]>();
  for (const c of seen) counts.set(c.value, [...(counts.get(c.value) ?? []), c]);
  const [, group] = [...counts.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { value: group[0]!.value, confidence: Math.max(...group.map((g) => g.confidence)) };
}

export function createOfflineAnalyzer(): AnalysisProvider {
  return {
    kind: 'offline',
    async analyze(request) {
      request.onPhase?.('identifying');
      const matches: (TextMatch | null)[] = [];
      const colours: (Finding | undefined)[] = [];
      for (const img of request.images) {
        if (request.signal?.aborted) break;
        const read = await readDecals(img.jpeg, request.signal);
        matches.push(read.match);
        colours.push(frameColour(read.tubes));
      }
      request.onPhase?.('components');
      request.onPhase?.('value');
      const findings = combineMatches(matches);
      const color = mostCommon(colours);
      if (color) findings.color = color;
      return { findings, model: OFFLINE_MODEL, usage: NO_USAGE, costMicros: 0 };
    },
  };
}
