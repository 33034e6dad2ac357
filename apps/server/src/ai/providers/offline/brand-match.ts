// Matches read text against the shipped catalog (bike-catalog.ts), line by line (a line is one
// tube's read). The rule (issue 24): a wrong brand is worse than none, so
// - a brand of 4+ letters read exactly (a word, or inside the line's letters: "lCANYONl") is a
//   sighting;
// - one misread letter is tolerated (two in names of 8+ letters): a word or a stretch of the
//   line one edit from the name; for 4-letter names only a same-length word, read with
//   confidence, so "TREX" is Trek but noise glued to three right letters is not;
// - a brand of 2-3 letters (GT, BMC, Liv) is accepted only when it is the whole line, read with
//   high confidence (the decal alone on its tube), or when a model of that brand is read too:
//   never from two letters inside other text, which is what texture and spokes read as;
// - two different brands read the same way are a contradiction: no brand.
// A model name found without its brand names the brand too, with less confidence.
import { BIKE_CATALOG, squash, type CatalogBrand, type CatalogModel } from './bike-catalog.ts';

export interface TextMatch {
  brand: CatalogBrand;
  model: CatalogModel | null;
  /** How the brand was found. */
  brandEvidence: 'exact' | 'fuzzy' | 'from_model';
  modelEvidence: 'exact' | 'fuzzy' | null;
}

/** A read line: its text and how sure the reader was (0-1). */
export interface MatchLine {
  text: string;
  confidence: number;
}

/** A two-letter brand alone on a line is believed from this confidence up. */
const TWO_ALONE_CONFIDENCE = 0.9;
/** A three-letter brand alone on a line is believed from this confidence up. */
const THREE_ALONE_CONFIDENCE = 0.75;
/** A 4-letter brand with one misread letter is believed from this confidence up. */
const FOUR_FUZZY_CONFIDENCE = 0.8;

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
    .split(/[^\p{L}\p{N}]+/u)
    .map(squash)
    .filter((w) => w.length >= 2);
  const pairs = words.slice(1).map((w, i) => words[i] + w);
  return [...words, ...pairs];
}

const keysOf = (b: CatalogBrand) => [squash(b.name), ...(b.aliases ?? []).map(squash)];

/**
 * Names of the catalog (brands and models of 4+ letters): a word read as one of them exactly is
 * that name, never another name one letter off (Ibis' "RIPLEY" is not "RIDLEY").
 */
const KNOWN = new Map(
  BIKE_CATALOG.flatMap((b) =>
    [...keysOf(b), ...b.models.map((m) => squash(m.name))].map((k) => [k, b.name] as const),
  ).filter(([k]) => k.length >= 4),
);

type Evidence = { kind: 'exact' | 'fuzzy'; edits: number };

/** How one line shows a brand key, if it does. */
function sightingInLine(
  brand: string,
  key: string,
  line: MatchLine,
  words: readonly string[],
): Evidence | null {
  const all = squash(line.text);
  if (key.length <= 3) {
    // Alone on its line and read with confidence: the decal, not noise.
    const needed = key.length === 2 ? TWO_ALONE_CONFIDENCE : THREE_ALONE_CONFIDENCE;
    return all === key && line.confidence >= needed ? { kind: 'exact', edits: 0 } : null;
  }
  if (words.includes(key) || all.includes(key)) return { kind: 'exact', edits: 0 };
  // Misread letters are looked for only outside the catalog's other names.
  const others = words.filter((w) => !KNOWN.has(w) || KNOWN.get(w) === brand);
  const rest = words
    .filter((w) => KNOWN.has(w) && KNOWN.get(w) !== brand)
    .reduce((text, w) => text.replace(w, ' '), all);
  return fuzzySighting(brand, key, line, others, rest);
}

function fuzzySighting(
  brand: string,
  key: string,
  line: MatchLine,
  words: readonly string[],
  all: string,
): Evidence | null {
  if (key.length === 4) {
    if (line.confidence < FOUR_FUZZY_CONFIDENCE) return null;
    // A same-length word one letter off, or the line's only word with a letter lost ("BIS").
    const near =
      words.some((w) => w.length === 4 && distance(w, key) === 1) ||
      (all.length === 3 && words.length === 1 && distance(all, key) === 1);
    return near ? { kind: 'fuzzy', edits: 1 } : null;
  }
  const allowed = key.length >= 8 ? 2 : 1;
  let best = allowed + 1;
  const consider = (text: string) => {
    const d = distance(text, key);
    if (d < best && !closerToAnotherName(text, brand, d)) best = d;
  };
  for (const w of words) consider(w);
  // Stretches of the line's letters as long as the name, give or take one.
  for (let len = key.length - 1; len <= key.length + 1; len += 1)
    for (let i = 0; i + len <= all.length; i += 1) {
      const stretch = all.slice(i, i + len);
      if (!stretch.includes(' ')) consider(stretch);
    }
  return best <= allowed ? { kind: 'fuzzy', edits: best } : null;
}

/**
 * Whether misread text is as near another catalog name as the brand's (Ibis' "RIPLEYE" is one
 * letter from RIDLEY and from the model RIPLEY): then it is no sighting of the brand.
 */
function closerToAnotherName(text: string, brand: string, edits: number): boolean {
  for (const [name, owner] of KNOWN) {
    if (owner === brand || Math.abs(name.length - text.length) > edits) continue;
    if (text.includes(name) || distance(text, name) <= edits) return true;
  }
  return false;
}

/** A model's name read exactly (as a word or a pair of words) or, for 5+ letters, one letter off. */
function modelSighting(key: string, words: readonly string[]): 'exact' | 'fuzzy' | null {
  if (key.length < 2) return null;
  if (words.includes(key)) return 'exact';
  if (key.length >= 5 && words.some((w) => w.length > key.length && w.includes(key)))
    return 'exact';
  if (key.length < 5) return null;
  const allowed = key.length >= 8 ? 2 : 1;
  return words.some((w) => distance(w, key) <= allowed) ? 'fuzzy' : null;
}

function bestModel(brand: CatalogBrand, words: readonly string[]) {
  let found: { model: CatalogModel; evidence: 'exact' | 'fuzzy' } | null = null;
  for (const model of brand.models) {
    const ev = modelSighting(squash(model.name), words);
    if (ev === 'exact') return { model, evidence: ev };
    if (ev && !found) found = { model, evidence: ev };
  }
  return found;
}

/** The best match in the lines, or null when no brand or model is read, or two brands are. */
export function matchLines(lines: readonly MatchLine[]): TextMatch | null {
  const perLine = lines.map((l) => wordsOf(l.text));
  const words = perLine.flat();
  if (!words.length) return null;
  const found: { brand: CatalogBrand; ev: Evidence }[] = [];
  for (const brand of BIKE_CATALOG) {
    let ev: Evidence | null = null;
    for (const key of keysOf(brand))
      lines.forEach((line, i) => {
        const e = sightingInLine(brand.name, key, line, perLine[i]!);
        if (e && (!ev || e.edits < ev.edits)) ev = e;
      });
    // A short brand among other words counts with a model of its own read beside it.
    if (!ev && squash(brand.name).length <= 3 && words.includes(squash(brand.name))) {
      const model = bestModel(brand, words);
      if (model?.evidence === 'exact' && squash(model.model.name).length >= 4)
        ev = { kind: 'exact', edits: 0 };
    }
    if (ev) found.push({ brand, ev });
  }
  if (found.length) {
    const fewest = Math.min(...found.map((f) => f.ev.edits));
    const best = found.filter((f) => f.ev.edits === fewest);
    // Exact names inside one another (a read "SCOTT" also holds no other brand; "GIANT" and
    // "LIV" never share a line) are settled by the longer name; otherwise a tie is no answer.
    best.sort((a, b) => squash(b.brand.name).length - squash(a.brand.name).length);
    const [first, second] = best;
    const [a, b] = [squash(first!.brand.name), squash(second?.brand.name ?? '')];
    // Read exactly, a contradiction unless one name holds the other; misread, the longer name
    // wins ("CEVELO" is Cervelo misread; its "EVEL" is not Revel), equal lengths tie.
    if (second && (fewest === 0 ? !a.includes(b) : a.length === b.length)) return null;
    const model = bestModel(first!.brand, words);
    return {
      brand: first!.brand,
      model: model?.model ?? null,
      brandEvidence: first!.ev.kind,
      modelEvidence: model?.evidence ?? null,
    };
  }
  // A distinctive model name (6+ letters, exact) tells the brand, when it tells only one.
  const byModel: TextMatch[] = [];
  for (const brand of BIKE_CATALOG)
    for (const model of brand.models) {
      const key = squash(model.name);
      if (key.length >= 6 && modelSighting(key, words) === 'exact')
        byModel.push({ brand, model, brandEvidence: 'from_model', modelEvidence: 'exact' });
    }
  return new Set(byModel.map((m) => m.brand.name)).size === 1 ? byModel[0]! : null;
}

/** matchLines over text whose every line was read with full confidence (tests, fixtures). */
export function matchText(text: string): TextMatch | null {
  return matchLines(text.split('\n').map((t) => ({ text: t, confidence: 1 })));
}
