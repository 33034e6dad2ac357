// The frame's dominant colour, honestly: the most common saturated hue among the photo's
// central pixels (a bike is usually centred and the background is usually grey, white or
// sky), named in plain words. Confidence stays low: the offline analyzer cannot tell the frame
// from a red wall behind it, so it never reports more than "probably".
import sharp from 'sharp';
import { DECODE_OPTIONS } from '../../../images/image-limits.ts';
import type { Finding } from '../provider.ts';

const HUES: [number, string][] = [
  [15, 'red'],
  [40, 'orange'],
  [70, 'yellow'],
  [165, 'green'],
  [200, 'teal'],
  [255, 'blue'],
  [290, 'purple'],
  [340, 'pink'],
  [360, 'red'],
];

function hsv(r: number, g: number, b: number) {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return { h, s: max ? d / max : 0, v: max / 255 };
}

export async function frameColour(input: Buffer): Promise<Finding | undefined> {
  const { data } = await sharp(input, DECODE_OPTIONS)
    .rotate()
    .resize(64, 64, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  let considered = 0;
  for (let y = 12; y < 52; y += 1) {
    for (let x = 8; x < 56; x += 1) {
      const i = (y * 64 + x) * 3;
      const { h, s, v } = hsv(data[i]!, data[i + 1]!, data[i + 2]!);
      considered += 1;
      if (s < 0.35 || v < 0.2) continue;
      const name = HUES.find(([limit]) => h < limit)?.[1] ?? 'red';
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) return undefined;
  const share = best[1] / considered;
  // Under 4 % of the centre is not a frame colour, it is a detail.
  if (share < 0.04) return undefined;
  return { value: best[0], confidence: Math.min(0.5, 0.25 + share) };
}
