// Photo quality from the pixels (spec 2 §3.5 quality score and improvement suggestions):
// sharpness as the variance of the Laplacian on a greyscale copy at a fixed width (a sharp
// photo scores in the thousands, a blurred one under ~30), exposure as mean luminance and the
// share of clipped pixels, and resolution as the short side of the upload. ~50-90 ms a photo.
import sharp from 'sharp';
import { DECODE_OPTIONS } from '../../../images/image-limits.ts';

/** The fixed width the Laplacian is measured at: variance depends on scale. */
const MEASURE_WIDTH = 512;

export interface ImageQuality {
  /** 0-100: what the upload answers as qualityScore. */
  score: number;
  sharpness: number;
  /** Mean luminance 0-255. */
  brightness: number;
  /** Share of pixels at (near) black or white, 0-1. */
  clipped: number;
  width: number;
  height: number;
  problems: QualityProblem[];
}

export type QualityProblem = 'blurry' | 'dark' | 'overexposed' | 'low_resolution';

export const QUALITY_THRESHOLDS = {
  /** Laplacian variance at 512 px below which text and decals are not readable. */
  blurry: 60,
  dark: 60,
  bright: 200,
  clipped: 0.25,
  /** Short side in px under which decals are too small to read. */
  minShortSide: 600,
} as const;

export async function measureQuality(input: Buffer): Promise<ImageQuality> {
  const meta = await sharp(input, DECODE_OPTIONS).metadata();
  const { data, info } = await sharp(input, DECODE_OPTIONS)
    .rotate()
    .resize({ width: MEASURE_WIDTH, withoutEnlargement: false })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  let sum = 0;
  let clippedCount = 0;
  for (let i = 0; i < data.length; i += 1) {
    const v = data[i]!;
    sum += v;
    if (v <= 5 || v >= 250) clippedCount += 1;
  }
  // Laplacian (4-neighbour) over the inner pixels, in JS: sharp's convolve clamps negatives.
  let lSum = 0;
  let lSq = 0;
  let n = 0;
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      const lap = data[i - 1]! + data[i + 1]! + data[i - w]! + data[i + w]! - 4 * data[i]!;
      lSum += lap;
      lSq += lap * lap;
      n += 1;
    }
  }
  const mean = n ? lSum / n : 0;
  const sharpness = n ? lSq / n - mean * mean : 0;
  const brightness = data.length ? sum / data.length : 0;
  const clipped = data.length ? clippedCount / data.length : 0;
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const T = QUALITY_THRESHOLDS;
  const problems: QualityProblem[] = [];
  if (sharpness < T.blurry) problems.push('blurry');
  if (brightness < T.dark) problems.push('dark');
  if (brightness > T.bright || clipped > T.clipped) problems.push('overexposed');
  if (Math.min(width, height) < T.minShortSide) problems.push('low_resolution');
  // Each measure scores 0-1; the score weighs sharpness most (it decides whether decals read).
  const sharpScore = Math.min(1, Math.log10(1 + sharpness) / Math.log10(1 + 1000));
  const exposureScore = Math.max(0, 1 - Math.abs(brightness - 128) / 128 - clipped);
  const resolutionScore = Math.min(1, Math.min(width, height) / 1000);
  const score = Math.round(
    100 * (0.55 * sharpScore + 0.3 * exposureScore + 0.15 * resolutionScore),
  );
  return { score, sharpness: Math.round(sharpness), brightness, clipped, width, height, problems };
}
