// The frame's colour from the frame's own pixels (issue 24): the inside of the tubes tubes.ts
// found (the largest group of one colour that holds a diagonal tube), never the photo's centre,
// which is as often the sky, the grass, a wall or the lettering. Named in plain words, with the
// neutral frames (black, white, grey, silver) told apart by lightness: they carry no hue.
import type { Finding } from '../provider.ts';
import type { FrameTubes } from './tubes.ts';

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

/** Under this chroma (max - min channel, 0-255) a colour is neutral. */
const NEUTRAL_CHROMA = 30;
/** Neutral frames by luma (0-255): under 60 black, under 155 grey, under 226 silver, else white. */
const NEUTRALS: [number, string][] = [
  [60, 'black'],
  [155, 'grey'],
  [226, 'silver'],
  [256, 'white'],
];

/** A colour's plain name. */
export function colourName([r, g, b]: readonly [number, number, number]): string {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  if (chroma < NEUTRAL_CHROMA || (max < 50 && chroma < 40)) {
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    return NEUTRALS.find(([limit]) => luma < limit)![1];
  }
  let h: number;
  if (max === r) h = ((g - b) / chroma) % 6;
  else if (max === g) h = (b - r) / chroma + 2;
  else h = (r - g) / chroma + 4;
  h *= 60;
  if (h < 0) h += 360;
  return HUES.find(([limit]) => h < limit)![1];
}

/** The frame's colour, or nothing when no frame was found. */
export function frameColour(tubes: FrameTubes): Finding | undefined {
  if (!tubes.frame.length) return undefined;
  const weight = tubes.frame.reduce((s, t) => s + t.score, 0);
  const rgb = [0, 1, 2].map(
    (c) => tubes.frame.reduce((s, t) => s + t.rgb[c]! * t.score, 0) / weight,
  ) as [number, number, number];
  // Several tubes of one colour are a frame; one band alone may be something else.
  const confidence = tubes.frame.length >= 3 ? 0.6 : 0.4;
  return { value: colourName(rgb), confidence };
}
