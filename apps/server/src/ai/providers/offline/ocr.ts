// Text on the frame (issue 24): the tubes are found first (tubes.ts), each of the frame's tubes
// is cut out along its length at the analysis copy's resolution, levelled, contrast-stretched
// over the tube (a low-contrast decal then spans the full range) and read as one line by
// PaddleOCR's recogniser (text-reader.ts); a tube read upside down is read again turned. A
// single-line read of a tube's crop reads "TREK" where a sparse read of a band around it (which
// also holds spokes, the chainring and the background) returned noise. Reads run one at a time,
// whatever the number of analyses: the recogniser is CPU-heavy and the machine has two cores.
import sharp from 'sharp';
import { DECODE_OPTIONS } from '../../../images/image-limits.ts';
import { matchLines, type TextMatch } from './brand-match.ts';
import { LINE_HEIGHT, readLine, stopReader, type ReadLine } from './text-reader.ts';
import { findTubes, type FrameTubes, type Tube } from './tubes.ts';

/** Tubes read per photo, largest first: a down tube, a top tube, a seat tube, stays. */
const TUBES = 5;
/** Tubes read again turned upside down when nothing was read the right way up. */
const TURNED = 2;
/** The share of the tube's width read: the middle, where the lettering is. */
const BAND_SHARE = 0.78;
/** A crop longer than this many times its height is squeezed (the model reads up to ~40). */
const MAX_ASPECT = 32;

let queue: Promise<unknown> = Promise.resolve();

/** The tube's band of the photo, levelled, LINE_HEIGHT rows high, as raw greyscale. */
async function tubeCrop(
  jpeg: Buffer,
  size: { width: number; height: number },
  tube: Tube,
  toPhoto: number,
  turned: boolean,
): Promise<{ grey: Buffer; width: number } | null> {
  const cx = tube.cx * toPhoto;
  const cy = tube.cy * toPhoto;
  // The band: the tube's length and a little more, and the middle of its width, where a
  // decal's letters are: the recogniser reads letters that fill most of its 48 rows ("ridley"),
  // and drops or misreads them when they fill half ("rey").
  const hl = (tube.length * toPhoto) / 2 + 0.6 * tube.width * toPhoto;
  const hw = ((tube.width * toPhoto) / 2) * BAND_SHARE;
  const a = (tube.angle * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const ex = Math.abs(hl * c) + Math.abs(hw * s);
  const ey = Math.abs(hl * s) + Math.abs(hw * c);
  const left = Math.max(0, Math.floor(cx - ex));
  const top = Math.max(0, Math.floor(cy - ey));
  const right = Math.min(size.width, Math.ceil(cx + ex));
  const bottom = Math.min(size.height, Math.ceil(cy + ey));
  if (right - left < 8 || bottom - top < 4) return null;
  const region = await sharp(jpeg, DECODE_OPTIONS)
    .extract({ left, top, width: right - left, height: bottom - top })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const turnedRegion = await sharp(region.data, { raw: region.info })
    .rotate(-tube.angle, { background: '#000000' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Where the tube's centre went: the region's centre stays the canvas' centre.
  const ox = cx - (left + right) / 2;
  const oy = cy - (top + bottom) / 2;
  const tx = turnedRegion.info.width / 2 + ox * c + oy * s;
  const ty = turnedRegion.info.height / 2 - ox * s + oy * c;
  const bl = Math.max(0, Math.round(tx - hl));
  const bt = Math.max(0, Math.round(ty - hw));
  const bw = Math.min(turnedRegion.info.width - bl, Math.round(2 * hl));
  const bh = Math.min(turnedRegion.info.height - bt, Math.round(2 * hw));
  if (bw < 8 || bh < 4) return null;
  const width = Math.max(
    LINE_HEIGHT,
    Math.min(LINE_HEIGHT * MAX_ASPECT, Math.round((LINE_HEIGHT * bw) / bh)),
  );
  let band = sharp(turnedRegion.data, { raw: turnedRegion.info })
    .extract({ left: bl, top: bt, width: bw, height: bh })
    .resize(width, LINE_HEIGHT, { fit: 'fill' });
  if (turned)
    band = sharp(await band.raw().toBuffer(), {
      raw: { width, height: LINE_HEIGHT, channels: 3 },
    }).rotate(180);
  // Greyscale, stretched over the tube: the recogniser read "BMC" and "Fairfax" from these
  // where it read "MC" and "Faira" from the colour crop.
  const grey = await sharp(await band.raw().toBuffer(), {
    raw: { width, height: LINE_HEIGHT, channels: 3 },
  })
    .greyscale()
    .normalise()
    .raw()
    .toBuffer();
  // Dark letters on a light ground, whatever the decal: the tube is most of the crop, so a dark
  // median means a dark tube, and the crop is negated (the recogniser read "IBIS" so, and "BIS"
  // from light letters on a dark tube).
  if (median(grey) < 128) for (let i = 0; i < grey.length; i += 1) grey[i] = 255 - grey[i]!;
  return { grey, width };
}

function median(values: Uint8Array): number {
  const counts = new Uint32Array(256);
  for (const v of values) counts[v]! += 1;
  let seen = 0;
  for (let v = 0; v < 256; v += 1) {
    seen += counts[v]!;
    if (seen * 2 >= values.length) return v;
  }
  return 255;
}

export interface OcrResult {
  /** What was read, a line per tube. */
  lines: ReadLine[];
  match: TextMatch | null;
  reads: number;
  tubes: FrameTubes;
}

async function readOne(jpeg: Buffer, signal?: AbortSignal): Promise<OcrResult> {
  const meta = await sharp(jpeg, DECODE_OPTIONS).metadata();
  const size = { width: meta.width ?? 0, height: meta.height ?? 0 };
  const tubes = await findTubes(jpeg);
  // The frame's tubes, then the photo's other bands that end inside it (a frame half found,
  // as on a small bike, still has its lettered tube read), then the rest (a close-up's tube).
  const others = tubes.tubes.filter((t) => !tubes.frame.includes(t));
  const chosen = [
    ...tubes.frame,
    ...others.filter((t) => !t.spans),
    ...others.filter((t) => t.spans),
  ].slice(0, TUBES);
  const lines: ReadLine[] = [];
  let reads = 0;
  const read = async (tube: Tube, turned: boolean) => {
    const crop = await tubeCrop(jpeg, size, tube, tubes.toPhoto, turned);
    if (!crop) return;
    lines.push(await readLine(crop.grey, crop.width));
    reads += 1;
  };
  for (const tube of chosen) {
    if (signal?.aborted) break;
    await read(tube, false);
    // A brand read exactly, and a second tube read for its model: enough.
    const match = reads >= 2 ? matchLines(lines) : null;
    if (match?.brandEvidence === 'exact' && match.model) return { lines, match, reads, tubes };
  }
  let match = matchLines(lines);
  if (match) return { lines, match, reads, tubes };
  // Lettering upside down (read from the other end of the tube): the largest tubes turned.
  for (const tube of chosen.slice(0, TURNED)) {
    if (signal?.aborted) break;
    await read(tube, true);
  }
  match = matchLines(lines);
  return { lines, match, reads, tubes };
}

/** Reads one photo; reads run one at a time, whatever the number of analyses. */
export function readDecals(jpeg: Buffer, signal?: AbortSignal): Promise<OcrResult> {
  const run = queue.then(() => readOne(jpeg, signal));
  queue = run.catch(() => undefined);
  return run;
}

/** Loads the recogniser ahead of the first photo (scripts that time photos one by one). */
export async function warmUpOcr(): Promise<void> {
  await readLine(Buffer.alloc(LINE_HEIGHT * LINE_HEIGHT, 255), LINE_HEIGHT);
}

/** Frees the recogniser (app close, scripts). */
export function stopOcr(): Promise<void> {
  return stopReader();
}
