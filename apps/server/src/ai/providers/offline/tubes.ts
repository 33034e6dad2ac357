// The frame's tubes, found from the photo's straight edges (issue 24): a tube is a band between
// two long parallel edges with one colour inside. Edges (Sobel, in colour) vote for their line in
// a Hough space (each pixel only at its own direction, so it is cheap); two peaks at the same
// angle a tube's width apart, with edges on both sides along a stretch, make a band, and the
// band's inside colour is its colour. The frame is the largest group of bands of one colour that
// holds a diagonal tube (a down tube or a seat tube): a brick course, a floor plank or a door
// frame are bands too, but all level or upright. Decals are read from these bands' crops, and
// the frame's colour is their pixels', never the background's or the lettering's.
import sharp from 'sharp';
import { DECODE_OPTIONS } from '../../../images/image-limits.ts';

/** The long side of the copy the tubes are found in: a small bike's tubes stay 4+ px wide. */
const SIZE = 640;
/** Sobel magnitude (0-255 scale) below which a gradient is texture or JPEG noise. */
const MIN_EDGE = 16;
/** A band narrower than this (px of the copy) is a spoke, a cable or a mortar joint. */
const MIN_WIDTH = 3;

/**
 * Lines kept: a brick wall or a plank floor holds a hundred level lines, and a level top tube's
 * edges must still be among them.
 */
const MAX_PEAKS = 260;
/** Partner lines tried per line, nearest first (a tube's far edge, its lettering's edges...). */
const PARTNERS = 5;

export interface Tube {
  /** Direction in degrees, y down, in (-90, 90]: sharp.rotate(-angle) levels it. */
  angle: number;
  /** Centre, width and length in the copy's pixels (scale them by `toPhoto`). */
  cx: number;
  cy: number;
  width: number;
  length: number;
  /** The inside's colour (mean of the pixels near its most common colour), 0-255. */
  rgb: [number, number, number];
  /** Share of the inside's pixels near that colour (a decal or a shadow lowers it). */
  uniformity: number;
  score: number;
  /** Runs from border to border: a plank, a brick course, a horizon, or a close-up's tube. */
  spans: boolean;
}

export interface FrameTubes {
  /** Every band found, strongest first. */
  tubes: Tube[];
  /** The frame's bands (one colour, a diagonal among them), largest first; empty if none. */
  frame: Tube[];
  /** Photo pixels per copy pixel. */
  toPhoto: number;
}

interface Edges {
  w: number;
  h: number;
  rgb: Buffer;
  /** Line direction per pixel in whole degrees [0, 180), -1 where there is no edge. */
  dir: Int16Array;
  mag: Float32Array;
}

async function edgesOf(jpeg: Buffer): Promise<{ e: Edges; toPhoto: number }> {
  const img = sharp(jpeg, DECODE_OPTIONS);
  const meta = await img.metadata();
  const long = Math.max(meta.width ?? SIZE, meta.height ?? SIZE);
  const { data, info } = await img
    .resize(SIZE, SIZE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const dir = new Int16Array(w * h).fill(-1);
  const mag = new Float32Array(w * h);
  const row = w * 3;
  for (let y = 1; y < h - 1; y += 1)
    for (let x = 1; x < w - 1; x += 1) {
      let best = -1;
      let gx = 0;
      let gy = 0;
      for (let c = 0; c < 3; c += 1) {
        const i = (y * w + x) * 3 + c;
        const cx =
          data[i - row + 3]! +
          2 * data[i + 3]! +
          data[i + row + 3]! -
          data[i - row - 3]! -
          2 * data[i - 3]! -
          data[i + row - 3]!;
        const cy =
          data[i + row - 3]! +
          2 * data[i + row]! +
          data[i + row + 3]! -
          data[i - row - 3]! -
          2 * data[i - row]! -
          data[i - row + 3]!;
        const m = cx * cx + cy * cy;
        if (m > best) [best, gx, gy] = [m, cx, cy];
      }
      const m = Math.sqrt(best) / 4;
      if (m < MIN_EDGE) continue;
      const line = (Math.atan2(gy, gx) * 180) / Math.PI + 90;
      dir[y * w + x] = ((Math.round(line) % 180) + 180) % 180;
      mag[y * w + x] = m;
    }
  return { e: { w, h, rgb: data, dir, mag }, toPhoto: long / Math.max(w, h) };
}

interface Peak {
  phi: number;
  rho: number;
  votes: number;
}

/** Hough peaks: (direction, offset from the centre) with the most edge along them. */
function houghPeaks(e: Edges): Peak[] {
  const { w, h } = e;
  const diag = Math.ceil(Math.hypot(w, h) / 2) + 2;
  const span = 2 * diag + 1;
  const acc = new Float32Array(180 * span);
  const cos = Float64Array.from({ length: 180 }, (_, a) => Math.cos((a * Math.PI) / 180));
  const sin = Float64Array.from({ length: 180 }, (_, a) => Math.sin((a * Math.PI) / 180));
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const d = e.dir[y * w + x]!;
      if (d < 0) continue;
      const px = x - w / 2;
      const py = y - h / 2;
      for (let k = -1; k <= 1; k += 1) {
        const a = (d + k + 180) % 180;
        const rho = Math.round(-px * sin[a]! + py * cos[a]!);
        acc[a * span + rho + diag]! += 1;
      }
    }
  // A line worth a tube's edge: at least 4 % of the long side in edge pixels.
  const min = 0.04 * Math.max(w, h);
  const peaks: Peak[] = [];
  for (let a = 0; a < 180; a += 1)
    for (let r = 1; r < span - 1; r += 1) {
      const v = acc[a * span + r]!;
      if (v < min) continue;
      let isMax = true;
      for (let da = -2; da <= 2 && isMax; da += 1)
        for (let dr = -1; dr <= 1; dr += 1) {
          if (!da && !dr) continue;
          const aa = (a + da + 180) % 180;
          const rr = aa === a + da ? r + dr : span - 1 - r + dr;
          if (rr < 0 || rr >= span) continue;
          const o = acc[aa * span + rr]!;
          if (o > v || (o === v && (da < 0 || (da === 0 && dr < 0)))) {
            isMax = false;
            break;
          }
        }
      if (isMax) peaks.push({ phi: a, rho: r - diag, votes: v });
    }
  return peaks.sort((p, q) => q.votes - p.votes).slice(0, MAX_PEAKS);
}

/** Whether an edge of direction `phi` lies within 1.5 px of (x, y). */
function edgeNear(e: Edges, x: number, y: number, phi: number): boolean {
  for (let dy = -1; dy <= 1; dy += 1)
    for (let dx = -1; dx <= 1; dx += 1) {
      const xx = Math.round(x + dx);
      const yy = Math.round(y + dy);
      if (xx < 0 || yy < 0 || xx >= e.w || yy >= e.h) continue;
      const d = e.dir[yy * e.w + xx]!;
      if (d < 0) continue;
      const diff = Math.abs(d - phi) % 180;
      if (Math.min(diff, 180 - diff) <= 6) return true;
    }
  return false;
}

/** The band between two parallel lines, if edges run along both sides of one stretch of it. */
function bandOf(e: Edges, phi: number, r1: number, r2: number): Tube | null {
  const width = Math.abs(r2 - r1);
  const mid = (r1 + r2) / 2;
  const t = (phi * Math.PI) / 180;
  const [dx, dy] = [Math.cos(t), Math.sin(t)];
  const [nx, ny] = [-Math.sin(t), Math.cos(t)];
  const half = Math.hypot(e.w, e.h) / 2;
  const at = (s: number, off: number) => ({
    x: e.w / 2 + (mid + off) * nx + s * dx,
    y: e.h / 2 + (mid + off) * ny + s * dy,
  });
  const inside = (p: { x: number; y: number }) => p.x >= 0 && p.y >= 0 && p.x < e.w && p.y < e.h;
  // Both edges present: a stretch of the band, gaps shorter than a spoke's crossing bridged.
  const gap = Math.max(4, width);
  let best = { from: 0, to: -1, hits: 0 };
  let cur = { from: 0, to: -1, hits: 0 };
  let lastHit = -Infinity;
  let chord = 0;
  for (let s = -half; s <= half; s += 1) {
    const a = at(s, -width / 2);
    const b = at(s, width / 2);
    if (!inside(a) || !inside(b)) continue;
    chord += 1;
    if (!edgeNear(e, a.x, a.y, phi) || !edgeNear(e, b.x, b.y, phi)) continue;
    if (s - lastHit > gap) cur = { from: s, to: s, hits: 0 };
    cur.to = s;
    cur.hits += 1;
    lastHit = s;
    if (cur.hits > best.hits) best = { ...cur };
  }
  const length = best.to - best.from;
  if (length < Math.max(5 * width, 0.06 * Math.max(e.w, e.h))) return null;
  // The inside's colour: the most common of its pixels (12 levels a channel), then their mean.
  const samples: number[] = [];
  for (let s = best.from; s <= best.to; s += 1)
    for (const f of [-0.3, -0.15, 0, 0.15, 0.3]) {
      const p = at(s, f * width);
      if (!inside(p)) continue;
      const i = (Math.round(p.y) * e.w + Math.round(p.x)) * 3;
      samples.push(e.rgb[i]!, e.rgb[i + 1]!, e.rgb[i + 2]!);
    }
  const bins = new Map<number, number>();
  const q = (v: number) => Math.min(11, Math.floor(v / 21.34));
  for (let i = 0; i < samples.length; i += 3) {
    const k = q(samples[i]!) * 144 + q(samples[i + 1]!) * 12 + q(samples[i + 2]!);
    bins.set(k, (bins.get(k) ?? 0) + 1);
  }
  const [mode] = [...bins.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0];
  const centre = [Math.floor(mode / 144), Math.floor(mode / 12) % 12, mode % 12].map(
    (v) => (v + 0.5) * 21.34,
  );
  const sum = [0, 0, 0];
  let near = 0;
  for (let i = 0; i < samples.length; i += 3) {
    const d = Math.hypot(
      samples[i]! - centre[0]!,
      samples[i + 1]! - centre[1]!,
      samples[i + 2]! - centre[2]!,
    );
    if (d > 36) continue;
    near += 1;
    for (let c = 0; c < 3; c += 1) sum[c]! += samples[i + c]!;
  }
  const count = samples.length / 3;
  if (!near || near / count < 0.45) return null;
  const centreAt = at((best.from + best.to) / 2, 0);
  let angle = phi > 90 ? phi - 180 : phi;
  if (angle === -90) angle = 90;
  return {
    angle,
    cx: centreAt.x,
    cy: centreAt.y,
    width,
    length,
    rgb: sum.map((v) => Math.round(v / near)) as [number, number, number],
    uniformity: near / count,
    score: best.hits * Math.sqrt(width) * (near / count),
    spans: length >= 0.85 * chord,
  };
}

const colourDistance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/** Whether two bands overlap (the same tube found twice). */
function sameTube(a: Tube, b: Tube): boolean {
  const diff = Math.abs(a.angle - b.angle) % 180;
  if (Math.min(diff, 180 - diff) > 4) return false;
  const t = (a.angle * Math.PI) / 180;
  const across = Math.abs(-(b.cx - a.cx) * Math.sin(t) + (b.cy - a.cy) * Math.cos(t));
  const along = Math.abs((b.cx - a.cx) * Math.cos(t) + (b.cy - a.cy) * Math.sin(t));
  return across < (a.width + b.width) / 2 && along < (a.length + b.length) / 2;
}

/** Makes `u` span across what `t` spans too (at most 2.5 times its width). */
function widen(u: Tube, t: Tube): void {
  const a = (u.angle * Math.PI) / 180;
  const [nx, ny] = [-Math.sin(a), Math.cos(a)];
  const off = (t.cx - u.cx) * nx + (t.cy - u.cy) * ny;
  const lo = Math.min(-u.width / 2, off - t.width / 2);
  const hi = Math.max(u.width / 2, off + t.width / 2);
  if (hi - lo > 2.5 * u.width) return;
  const mid = (lo + hi) / 2;
  u.cx += mid * nx;
  u.cy += mid * ny;
  u.width = hi - lo;
}

/** A tube between 15° and 80° from level: a down tube, a seat tube, a stay, a fork. */
const diagonal = (t: Tube) => Math.abs(t.angle) >= 15 && Math.abs(t.angle) <= 80;

function frameOf(tubes: Tube[]): Tube[] | undefined {
  const groups: Tube[][] = [];
  for (const t of tubes) {
    const g = groups.find((gr) => colourDistance(gr[0]!.rgb, t.rgb) < 48);
    if (g) g.push(t);
    else groups.push([t]);
  }
  const weight = (g: Tube[]) => g.reduce((s, t) => s + t.score, 0);
  return groups.filter((g) => g.some(diagonal)).sort((a, b) => weight(b) - weight(a))[0];
}

export async function findTubes(jpeg: Buffer): Promise<FrameTubes> {
  const { e, toPhoto } = await edgesOf(jpeg);
  const peaks = houghPeaks(e);
  const maxWidth = 0.4 * Math.min(e.w, e.h);
  const found: Tube[] = [];
  for (let i = 0; i < peaks.length; i += 1) {
    const p = peaks[i]!;
    // Its partners: peaks of the same direction a tube's width away, nearest first.
    const partners = peaks
      .filter((q, j) => {
        if (j === i) return false;
        const diff = Math.abs(q.phi - p.phi);
        if (Math.min(diff, 180 - diff) > 2) return false;
        const rq = diff > 90 ? -q.rho : q.rho;
        const wdt = rq - p.rho;
        return wdt >= MIN_WIDTH && wdt <= maxWidth;
      })
      .sort((a, b) => a.rho - b.rho)
      .slice(0, PARTNERS);
    for (const q of partners) {
      const diff = Math.abs(q.phi - p.phi);
      const rq = diff > 90 ? -q.rho : q.rho;
      const band = bandOf(e, p.phi, p.rho, rq);
      if (band) found.push(band);
    }
  }
  found.sort((a, b) => b.score - a.score);
  const tubes: Tube[] = [];
  for (const t of found) {
    const u = tubes.find((k) => sameTube(k, t));
    if (!u) tubes.push({ ...t });
    // A band of the same colour overlapping a tube widens it: the strongest pair is often one
    // tube edge and the lettering's edge, a sliver of the tube.
    else if (colourDistance(u.rgb, t.rgb) < 48) widen(u, t);
  }
  // Group by colour; the frame is the heaviest group holding a diagonal tube, among the bands
  // that end inside the photo (a bike's tubes do), else among all (a close-up's tube spans it).
  const inside = frameOf(tubes.filter((t) => !t.spans));
  // A border-to-border band of the frame's colour is its tube seen close.
  const frame = inside
    ? [...inside, ...tubes.filter((t) => t.spans && colourDistance(t.rgb, inside[0]!.rgb) < 48)]
    : (frameOf(tubes) ?? []);
  frame.sort((a, b) => b.score - a.score);
  return { tubes, frame, toPhoto };
}
