// Text on the frame read with tesseract.js and the English data of @tesseract.js-data/eng
// (langPath to the package, nothing downloaded at run time). Decals are tilted, stylised and
// dark on light or light on dark, so each photo is read as two thresholded copies of a normalised
// greyscale one, over a sweep of rotations at full analysis size (downscaling made decal letters
// too small to read); the sweep stops at the first brand read exactly.
// One worker for the whole process: OCR is CPU-heavy and the machine has two cores.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { DECODE_OPTIONS } from '../../../images/image-limits.ts';
import { matchText, type TextMatch } from './brand-match.ts';

const require = createRequire(import.meta.url);
const ENG_DATA = join(
  require.resolve('@tesseract.js-data/eng/package.json'),
  '..',
  '4.0.0_best_int',
);

/** Rotations tried, in order: straight first, then the usual down-tube angles. */
/** A down tube rises at 25-45 degrees; a bike faces either way. */
export const OCR_ANGLES = [0, 30, -30, 15, -15, 45, -45] as const;

let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  worker ??= (async () => {
    const w = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: ENG_DATA,
      gzip: true,
      cacheMethod: 'none',
    });
    await w.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
    return w;
  })();
  return worker;
}

/** Stops the worker (app close, scripts); the next read starts a new one. */
export async function stopOcr(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await (await w).terminate();
}

async function variants(jpeg: Buffer, angle: number): Promise<Buffer[]> {
  // White fill: a grey corner after rotation upsets tesseract's page binarisation.
  const grey = await sharp(jpeg, DECODE_OPTIONS)
    .rotate(angle, { background: '#ffffff' })
    .greyscale()
    .normalise()
    .png()
    .toBuffer();
  // Two thresholds, each in its own pipeline from the normalised copy (sharp would threshold
  // before normalising in one chain): a low one keeps only dark decals on a light tube, a high
  // one only white decals on a dark tube; left to itself tesseract lost both on a mid-grey tube.
  const dark = await sharp(grey).threshold(90).png().toBuffer();
  const light = await sharp(grey).threshold(200).png().toBuffer();
  return [dark, light];
}

export interface OcrResult {
  text: string;
  match: TextMatch | null;
  reads: number;
}

async function readOne(jpeg: Buffer, signal?: AbortSignal): Promise<OcrResult> {
  const w = await getWorker();
  let text = '';
  let reads = 0;
  let fallback: TextMatch | null = null;
  for (const angle of OCR_ANGLES) {
    if (signal?.aborted) break;
    for (const img of await variants(jpeg, angle)) {
      const { data } = await w.recognize(img);
      reads += 1;
      text += `\n${data.text}`;
      const match = matchText(data.text);
      if (match && match.brandEvidence === 'exact') return { text, match, reads };
      fallback ??= match;
    }
  }
  return { text, match: fallback ?? matchText(text), reads };
}

/** Reads one photo; reads run one at a time, whatever the number of analyses. */
export function readDecals(jpeg: Buffer, signal?: AbortSignal): Promise<OcrResult> {
  const run = queue.then(() => readOne(jpeg, signal));
  queue = run.catch(() => undefined);
  return run;
}
