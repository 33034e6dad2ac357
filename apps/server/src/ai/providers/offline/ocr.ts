// Text on the frame read with tesseract.js and the English data of @tesseract.js-data/eng
// (langPath to the package, nothing downloaded at run time). A decal runs along its tube, so
// the photo's strongest straight lines (text-angle.ts: the top tube, the down tube, a stay)
// give the few angles to level it by and the band to read: each band is cut out at full
// analysis size (downscaling made decal letters too small to read) and read as it is and
// negated, stopping at the first brand read exactly. A band is a fifth or less of the photo,
// so a read costs a fraction of a whole-photo read, and no fixed sweep of rotations is paid
// when the brand is not read exactly (issue 13: CPU per photo under 1.5 s on two cores).
// One worker for the whole process: OCR is CPU-heavy and the machine has two cores.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { DECODE_OPTIONS } from '../../../images/image-limits.ts';
import { matchText, type TextMatch } from './brand-match.ts';
import { textLines, type TextLine } from './text-angle.ts';

const require = createRequire(import.meta.url);
const ENG_DATA = join(
  require.resolve('@tesseract.js-data/eng/package.json'),
  '..',
  '4.0.0_best_int',
);

/** Lines (tube angles) read per photo, strongest first: the top tube, the down tube, a stay. */
const LINES = 3;
/** Half the height of the band read around a line, as a share of the photo's width. */
const BAND = 0.1;
/** Room kept beyond the line's ends, as a share of the photo's width. */
const MARGIN = 0.06;

let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  worker ??= (async () => {
    const w = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: ENG_DATA,
      gzip: true,
      cacheMethod: 'none',
    });
    // thresholding_method 2: Sauvola, tesseract 5's adaptive binarisation.
    await w.setParameters({
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
      thresholding_method: '2',
    } as Parameters<Worker['setParameters']>[0]);
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

/** The band of the photo along one line, levelled, greyscale and normalised over the band. */
async function band(jpeg: Buffer, line: TextLine, width: number): Promise<Buffer> {
  // White fill: a grey corner after rotation upsets tesseract's page binarisation.
  const { data, info } = await sharp(jpeg, DECODE_OPTIONS)
    .rotate(line.angle, { background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  const top = clamp(info.height / 2 + (line.across - BAND) * width, info.height - 1);
  const bottom = clamp(info.height / 2 + (line.across + BAND) * width, info.height);
  const left = clamp(info.width / 2 + (line.from - MARGIN) * width, info.width - 1);
  const right = clamp(info.width / 2 + (line.to + MARGIN) * width, info.width);
  const crop = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .extract({ left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Normalised over the band, not the photo: a dark or bright photo's decal then spans the
  // full range. 300 dpi stated: tesseract otherwise guesses the resolution of a bare crop.
  return sharp(crop.data, { raw: crop.info })
    .normalise()
    .withMetadata({ density: 300 })
    .png()
    .toBuffer();
}

/**
 * The band as it is and negated: tesseract reads dark text on light best, and a decal is dark
 * on a light tube or light on a dark one. Its adaptive (Sauvola) binarisation copes with the
 * tube, the background and the decal in one band, where one global threshold lost a decal
 * whenever the photo was dark or bright.
 */
async function variants(grey: Buffer): Promise<Buffer[]> {
  return [grey, await sharp(grey).negate().withMetadata({ density: 300 }).png().toBuffer()];
}

export interface OcrResult {
  text: string;
  match: TextMatch | null;
  reads: number;
}

async function readOne(jpeg: Buffer, signal?: AbortSignal): Promise<OcrResult> {
  const w = await getWorker();
  const { width = 0 } = await sharp(jpeg, DECODE_OPTIONS).metadata();
  let text = '';
  let reads = 0;
  let fallback: TextMatch | null = null;
  for (const line of await textLines(jpeg, LINES)) {
    if (signal?.aborted) break;
    for (const img of await variants(await band(jpeg, line, width))) {
      const { data } = await w.recognize(img);
      reads += 1;
      text += `\n${data.text}`;
      const match = matchText(data.text);
      // Stop at the first brand read exactly; a model read on another line (the top tube)
      // joins it when the whole text names the same brand.
      if (match && match.brandEvidence === 'exact') {
        const all = matchText(text);
        return { text, match: all?.brand === match.brand ? all : match, reads };
      }
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
