// Matches OCR text against the shipped catalog (bike-catalog.ts). An exact word is a sighting;
// a word one or two letters off (OCR misreads decals' stylised letters) is a weaker one; short
// names (GT, BMC) must be exact. A model name found without its brand names the brand too, with
// less confidence: the model was seen, the brand inferred.
import { BIKE_CATALOG, squash, type CatalogBrand, type CatalogModel } from './bike-catalog.ts';

export interface TextMatch {
  brand: CatalogBrand;
  model: CatalogModel | null;
  /** How the brand was found. */
  brandEvidence: 'exact' | 'fuzzy' | 'from_model';
  modelEvidence: 'exact' | 'fuzzy' | null;
}

function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** Words of the text and pairs of neighbours (two-word names: SANTA CRUZ, FUEL EX). */
export function wordsOf(text: string): string[] {
  const words = text
    .split(/\s+/)
    .map(squash)
    .filter((w) => w.length >= 2);
  const pairs = words.slice(1).map((w, i) => words[i] + w);
  return [...words, ...pairs];
}

function sighting(key: string, words: readonly string[]): 'exact' | 'fuzzy' | null {
  if (key.length < 2) return null;
  if (words.includes(key)) return 'exact';
  if (key.length >= 5 && words.some((w) => w.length > key.length && w.includes(key)))
    return 'exact';
  if (key.length < 5) return null;
  const allowed = key.length >= 8 ? 2 : 1;
  return words.some((w) => distance(w, key) <= allowed) ? 'fuzzy' : null;
}

const keysOf = (b: CatalogBrand) => [squash(b.name), ...(b.aliases ?? [])];

function bestModel(brand: CatalogBrand, words: readonly string[]) {
  let found: { model: CatalogModel; evidence: 'exact' | 'fuzzy' } | null = null;
  for (const model of brand.models) {
    const ev = sighting(squash(model.name), words);
    if (ev === 'exact') return { model, evidence: ev };
    if (ev && !found) found = { model, evidence: ev };
  }
  return found;
}

/** The best match in the text, or null when no brand or model of the catalog is in it. */
export function matchText(text: string): TextMatch | null {
  const words = wordsOf(text);
  if (!words.length) return null;
  let fuzzy: TextMatch | null = null;
  for (const brand of BIKE_CATALOG) {
    const ev = keysOf(brand)
      .map((k) => sighting(k, words))
      .reduce<'exact' | 'fuzzy' | null>(
        (a, b) => (a === 'exact' || b === 'exact' ? 'exact' : (a ?? b)),
        null,
      );
    if (!ev) continue;
    const model = bestModel(brand, words);
    const match: TextMatch = {
      brand,
      model: model?.model ?? null,
      brandEvidence: ev,
      modelEvidence: model?.evidence ?? null,
    };
    if (ev === 'exact') return match;
    fuzzy ??= match;
  }
  if (fuzzy) return fuzzy;
  // A distinctive model name (6+ letters, exact) tells the brand.
  for (const brand of BIKE_CATALOG)
    for (const model of brand.models) {
      const key = squash(model.name);
      if (key.length >= 6 && sighting(key, words) === 'exact')
        return { brand, model, brandEvidence: 'from_model', modelEvidence: 'exact' };
    }
  return null;
}
