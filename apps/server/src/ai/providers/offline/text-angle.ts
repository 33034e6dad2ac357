// The likely angles of the text on a frame, from the photo's straight edges: a decal runs along
// its tube, and a tube's two long edges are the strongest straight lines in a bike photo. A
// histogram of edge directions (Sobel gradients of a small greyscale copy, weighted by their
// strength) peaks at the tubes' angles, so OCR can turn the photo by those few angles instead of
// sweeping a fixed list. Wheels (circles) spread their edges over every direction and add no
// peak. Angles are in degrees, counter-clockwise, as sharp's rotate() takes them to level the
// line (sharp turns clockwise for a positive angle).
import sharp from 'sharp';
import { DECODE_OPTIONS } from '../../../images/image-limits.ts';

/** The small copy's width: tubes are long straight lines even at this size. */
const WIDTH = 320;
/** Gradients weaker than this (0-255 scale, Sobel) are noise or texture, not edges. */
const MIN_MAGNITUDE = 40;
/** Peaks closer than this are one line direction. */
const SEPARATION = 8;
/** Decals on a down tube or a seat stay lie within this of level in a photo of a bike. */
const MAX_ANGLE = 60;

/** The small copy's edge pixels: direction bin (degree + 90), position from the centre, strength. */
interface Edges {
  width: number;
  bins: Int16Array;
  xs: Float32Array;
  ys: Float32Array;
  mags: Float32Array;
  n: number;
}

async function edgesOf(jpeg: Buffer): Promise<Edges> {
  // In colour: a pale frame on a pale background (cyan on white, yellow on grey) differs in hue
  // more than in lightness, so each pixel takes the strongest gradient of its three channels.
  const { data, info } = await sharp(jpeg, DECODE_OPTIONS)
    .resize({ width: WIDTH, withoutEnlargement: true })
    .removeAlpha()
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = info;
  const size = w * h;
  const e: Edges = {
    width: w,
    bins: new Int16Array(size),
    xs: new Float32Array(size),
    ys: new Float32Array(size),
    mags: new Float32Array(size),
    n: 0,
  };
  const row = w * channels;
  for (let y = 1; y < h - 1; y += 1)
    for (let x = 1; x < w - 1; x += 1) {
      let gx = 0;
      let gy = 0;
      let best = -1;
      for (let c = 0; c < channels; c += 1) {
        const i = (y * w + x) * channels + c;
        const nw = data[i - row - channels]!;
        const ne = data[i - row + channels]!;
        const sw = data[i + row - channels]!;
        const se = data[i + row + channels]!;
        const cx = ne + 2 * data[i + channels]! + se - nw - 2 * data[i - channels]! - sw;
        const cy = sw + 2 * data[i + row]! + se - nw - 2 * data[i - row]! - ne;
        const m = cx * cx + cy * cy;
        if (m > best) {
          best = m;
          gx = cx;
          gy = cy;
        }
      }
      const mag = Math.sqrt(best) / 4;
      if (mag < MIN_MAGNITUDE) continue;
      // The line runs across the gradient; the image's y grows downwards, so flip it to count
      // angles counter-clockwise.
      const line = (Math.atan2(-gy, gx) * 180) / Math.PI + 90;
      e.bins[e.n] = ((Math.round(line) % 180) + 180 + 90) % 180;
      e.xs[e.n] = x - w / 2;
      e.ys[e.n] = y - h / 2;
      e.mags[e.n] = mag;
      e.n += 1;
    }
  return e;
}

/** Edge strength per line direction, one bin per degree from -90 to 89, smoothed. */
function directionHistogram(e: Edges): Float64Array {
  const hist = new Float64Array(180);
  for (let i = 0; i < e.n; i += 1) hist[e.bins[i]!]! += e.mags[i]!;
  const smooth = new Float64Array(180);
  for (let i = 0; i < 180; i += 1)
    for (let d = -2; d <= 2; d += 1) smooth[i]! += hist[(i + d + 180) % 180]! * (3 - Math.abs(d));
  return smooth;
}

/**
 * A line of the photo: its angle, and where its strongest stretch lies once the photo is
 * turned by that angle, in fractions of the copy's width from the turned canvas' centre
 * (`across`: down from it; `from`-`to`: along it).
 */
export interface TextLine {
  angle: number;
  across: number;
  from: number;
  to: number;
}

/** Where the edges of one direction gather: the strongest row of the turned photo. */
function locate(e: Edges, angle: number): TextLine {
  const rad = (angle * Math.PI) / 180;
  const [sin, cos] = [Math.sin(rad), Math.cos(rad)];
  const rows = new Map<number, number>();
  const bin = angle + 90;
  // sharp turns clockwise: a point (x, y) of the photo (y down) lands at
  // (x cos - y sin, x sin + y cos), so the line becomes the row x sin + y cos.
  for (let i = 0; i < e.n; i += 1) {
    if (Math.abs(e.bins[i]! - bin) > 2) continue;
    const r = Math.round(e.xs[i]! * sin + e.ys[i]! * cos);
    rows.set(r, (rows.get(r) ?? 0) + e.mags[i]!);
  }
  let across = 0;
  let best = -1;
  for (const [r, v] of rows) {
    const near = v + 0.5 * ((rows.get(r - 1) ?? 0) + (rows.get(r + 1) ?? 0));
    if (near > best) [best, across] = [near, r];
  }
  const along: number[] = [];
  for (let i = 0; i < e.n; i += 1) {
    if (Math.abs(e.bins[i]! - bin) > 2) continue;
    if (Math.abs(e.xs[i]! * sin + e.ys[i]! * cos - across) <= 2)
      along.push(e.xs[i]! * cos - e.ys[i]! * sin);
  }
  along.sort((a, b) => a - b);
  const at = (p: number) => along[Math.floor(p * (along.length - 1))] ?? 0;
  return { angle, across: across / e.width, from: at(0.05) / e.width, to: at(0.95) / e.width };
}

/**
 * Up to `count` lines worth levelling the photo by, strongest first, each within ±MAX_ANGLE
 * and at least SEPARATION degrees from the others.
 */
export async function textLines(jpeg: Buffer, count: number): Promise<TextLine[]> {
  const e = await edgesOf(jpeg);
  const hist = directionHistogram(e);
  const peaks: { angle: number; weight: number }[] = [];
  for (let i = 0; i < 180; i += 1) {
    const v = hist[i]!;
    if (v > hist[(i + 179) % 180]! && v >= hist[(i + 1) % 180]!)
      peaks.push({ angle: i - 90, weight: v });
  }
  const chosen: number[] = [];
  for (const p of peaks.sort((a, b) => b.weight - a.weight)) {
    if (Math.abs(p.angle) > MAX_ANGLE) continue;
    if (chosen.some((a) => Math.abs(a - p.angle) < SEPARATION)) continue;
    chosen.push(p.angle);
    if (chosen.length === count) break;
  }
  return chosen.map((a) => locate(e, a));
}
