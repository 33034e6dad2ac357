// POST /ai/enhance-listing/{bikeId} (spec 3 §2.11 Enhance tab, §7.4): the bike's stored photos
// run through the ordinary analysis (maintenance, cache, limits, queue, budget, recording all
// apply as for any analysis), and the answer is what the analysis would add to or change in the
// listing. Nothing is written to the bike: the owner decides.
import { AI_LIMITS, AI_TESTING_SERVER_MESSAGES } from '@pedalswap/domain/ai';
import type { components } from '@pedalswap/api-client/schema.gen';
import { AppError } from '../errors.ts';
import type { ImageService } from '../images/service.ts';
import type { ItemService } from '../items/service.ts';
import type { Caller } from '../plugins/caller.ts';
import type { AiAnalysisResult } from './analysis-result.ts';
import { maintenance, type AiService } from './service.ts';

type Item = components['schemas']['Item'];
type Suggestion = { field: string; current: string | null; suggested: string; confidence: number };

export interface EnhanceOptions {
  enhanceDescription?: boolean;
  updateComponents?: boolean;
  suggestPrice?: boolean;
  useCache?: boolean;
}

/** The analysis' field name and the listing's value it is compared with. */
const COMPARED: readonly [string, (item: Item) => string | null | undefined][] = [
  ['brand', (i) => i.brand],
  ['model', (i) => i.model],
  ['year', (i) => (i.year == null ? null : String(i.year))],
  ['type', (i) => i.bikeType],
  ['frameSize', (i) => i.frameSize],
  ['condition', (i) => i.condition],
];

const text = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const noPhotos = () => new AppError(409, 'conflict', AI_TESTING_SERVER_MESSAGES.enhanceNoPhotos);

/** Components ("name: value") the analysis saw that the listing's description never names. */
function newComponents(value: unknown, description: string): Record<string, string> {
  const listed = description.toLowerCase();
  const out: Record<string, string> = {};
  for (const entry of Array.isArray(value) ? value : []) {
    const [name, ...rest] = text(entry).split(':');
    const found = rest.join(':').trim();
    if (name?.trim() && found && !listed.includes(found.toLowerCase())) out[name.trim()] = found;
  }
  return out;
}

export function listingSuggestions(item: Item, result: AiAnalysisResult, opts: EnhanceOptions) {
  const fields = result.fields ?? {};
  const suggestions: Suggestion[] = [];
  for (const [field, current] of COMPARED) {
    const found = fields[field];
    const suggested = text(found?.value);
    const now = current(item)?.trim() || null;
    if (found && suggested && !(now && same(now, suggested)))
      suggestions.push({ field, current: now, suggested, confidence: found.confidence });
  }
  const enhancements: {
    description?: string;
    components?: Record<string, string>;
    suggestedPrice?: number;
  } = {};
  const description = text(result.generatedDescription) || text(fields.description?.value);
  if (
    opts.enhanceDescription !== false &&
    description &&
    !same(description, item.description.trim())
  )
    enhancements.description = description;
  if (opts.updateComponents) {
    const components = newComponents(fields.components?.value, item.description);
    if (Object.keys(components).length) enhancements.components = components;
  }
  const low = Number(fields.estimatedValueMin?.value);
  const high = Number(fields.estimatedValueMax?.value);
  if (opts.suggestPrice && low > 0 && high >= low)
    enhancements.suggestedPrice = Math.round((low + high) / 2);
  return { enhancements, suggestions };
}

export function createListingEnhancer(deps: {
  ai: AiService;
  images: ImageService;
  items: ItemService;
}) {
  return {
    async enhance(caller: Caller, bikeId: string, opts: EnhanceOptions) {
      const item = await deps.items.get('bike', bikeId, caller);
      if (await deps.ai.inMaintenance()) throw maintenance();
      const files = await deps.images.photoFiles(item.id, AI_LIMITS.photosPerAnalysis);
      if (files.length === 0) throw noPhotos();
      const prepared = [];
      for (const f of files) prepared.push(await deps.ai.prepare(f.fileName, f.data));
      const stored = await deps.ai.store(caller, prepared, null);
      const { result, cost, cached } = await deps.ai.analyze(caller, {
        imageUrls: stored.map((s) => s.url),
        useCache: opts.useCache !== false,
        context: { bikeId: item.id },
      });
      return {
        success: true,
        ...listingSuggestions(item, result, opts),
        analysisId: result.analysisId,
        cost,
        cached,
      };
    },
  };
}
export type ListingEnhancer = ReturnType<typeof createListingEnhancer>;
