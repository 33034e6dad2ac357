// The offline analyzer's labelled evaluation set (issue 24 item 1), drawn at run time from a
// seed with sharp and SVG (no downloads, nothing committed): bikes of at least 20 catalog brands
// drawn as a photo shows them (tubes, spoked wheels, a chainring, road drop bars or flat bars, a
// rigid or suspension fork, tyres as wide as the bike's type), the brand's decal on the down
// tube or the top tube in one of the machine's fonts, on either side of the bike (the
// non-drive side's text runs downhill), over plain, sky-and-grass, brick or indoor
// backgrounds, at 640-4000 px and JPEG quality 55-92, some blurred, some small in a big frame,
// some a close-up of the decal alone. The same seed draws the same set, so a tuning half and a
// held-out half are two seeds (bench/ai-accuracy.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { BIKE_CATALOG } from '../src/ai/providers/offline/bike-catalog.ts';

export type BikeType = 'road' | 'gravel' | 'mountain' | 'hybrid';
export type Background = 'plain' | 'sky-grass' | 'brick' | 'indoor';
export type FontKind = 'bold' | 'italic' | 'condensed' | 'serif' | 'outlined' | 'regular';

export interface EvalLabel {
  file: string;
  brand: string;
  /** The model printed on the top tube, or null when only the brand is on the frame. */
  model: string | null;
  type: BikeType;
  colour: string;
  /** What the photo varies, for the per-kind totals. */
  kind: {
    side: 'drive' | 'non-drive';
    tube: 'down' | 'top';
    tubeAngle: number;
    font: FontKind;
    textCase: 'upper' | 'title' | 'lower';
    lowContrast: boolean;
    background: Background;
    width: number;
    height: number;
    quality: number;
    blur: number;
    small: boolean;
    closeUp: boolean;
  };
}

/** mulberry32: a small seeded generator, so a seed always draws the same set. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo: number, hi: number) => lo + (hi - lo) * next(),
    int: (lo: number, hi: number) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof rng>;

/** Frame colours by the name the analyzer should give, a few shades each. */
const FRAME_COLOURS: Record<string, string[]> = {
  black: ['#141414', '#1d1d1f', '#232323'],
  white: ['#f4f4f2', '#ececea', '#fafafa'],
  grey: ['#6e7073', '#5f6164', '#7c7d80'],
  silver: ['#c3c7cb', '#b5babf', '#cdd0d3'],
  red: ['#c0392b', '#d32f2f', '#a3201d'],
  blue: ['#1f4e9c', '#1565c0', '#2c6fbf'],
  green: ['#2e7d32', '#3b8a3e', '#1f6e4a'],
  orange: ['#e67e22', '#ef6c00', '#f08a24'],
  yellow: ['#f4d03f', '#fbc02d', '#e8c22a'],
  purple: ['#6a1b9a', '#7b3fa0', '#5b2a86'],
};

/** At least 20 catalog brands: short (GT, BMC, Liv), long, two-word, with accents. */
const BRANDS = [
  'Trek',
  'Specialized',
  'Giant',
  'Cannondale',
  'Santa Cruz',
  'Scott',
  'Cervelo',
  'Bianchi',
  'Pinarello',
  'Canyon',
  'Kona',
  'Surly',
  'Salsa',
  'Orbea',
  'BMC',
  'GT',
  'Marin',
  'Norco',
  'Ibis',
  'Pivot',
  'Raleigh',
  'Ridley',
  'Focus',
  'Cube',
  'Merida',
  'Liv',
  'Jamis',
  'Yeti',
];

const FONTS: Record<FontKind, { family: string; weight: string; style: string; width: number }> = {
  bold: { family: 'DejaVu Sans', weight: 'bold', style: 'normal', width: 0.72 },
  italic: { family: 'Liberation Sans', weight: 'bold', style: 'italic', width: 0.66 },
  condensed: { family: 'Liberation Sans Narrow', weight: 'bold', style: 'normal', width: 0.52 },
  serif: { family: 'DejaVu Serif', weight: 'bold', style: 'normal', width: 0.74 },
  outlined: { family: 'DejaVu Sans', weight: 'bold', style: 'normal', width: 0.72 },
  regular: { family: 'Liberation Sans', weight: 'normal', style: 'normal', width: 0.6 },
};

interface P {
  x: number;
  y: number;
}
const deg = (r: number) => (r * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;
const f1 = (n: number) => n.toFixed(1);

/** A colour lighter (amount > 0) or darker, in sRGB. */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount > 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
const luminance = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
};

function background(kind: Background, w: number, h: number, r: Rng): string {
  const out: string[] = [];
  if (kind === 'plain') {
    const wall = r.pick(['#d9d4cc', '#c9ccd1', '#e6e1d3', '#b7c4c9', '#8d9299', '#ede9e3']);
    out.push(
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${shade(wall, -0.12)}"/></linearGradient></defs>`,
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    );
  } else if (kind === 'sky-grass') {
    const horizon = h * r.range(0.5, 0.68);
    out.push(
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e5"/><stop offset="1" stop-color="#dcebf7"/></linearGradient></defs>`,
      `<rect width="${w}" height="${f1(horizon)}" fill="url(#sky)"/>`,
      `<rect y="${f1(horizon)}" width="${w}" height="${f1(h - horizon)}" fill="#5f8a3e"/>`,
    );
    for (let i = 0; i < 5; i += 1)
      out.push(
        `<ellipse cx="${f1(r.range(0, w))}" cy="${f1(r.range(0, horizon * 0.5))}" rx="${f1(w * r.range(0.05, 0.12))}" ry="${f1(h * r.range(0.02, 0.05))}" fill="#ffffff" opacity="0.8"/>`,
      );
    // Blades of grass: short strokes in several greens.
    const blades = 500;
    for (let i = 0; i < blades; i += 1) {
      const x = r.range(0, w);
      const y = r.range(horizon, h);
      const len = h * r.range(0.01, 0.035);
      out.push(
        `<line x1="${f1(x)}" y1="${f1(y)}" x2="${f1(x + r.range(-len / 3, len / 3))}" y2="${f1(y - len)}" stroke="${r.pick(['#4e7a2f', '#74a04a', '#3f6624', '#8bb35a'])}" stroke-width="${f1(Math.max(1, w / 700))}"/>`,
      );
    }
  } else if (kind === 'brick') {
    out.push(`<rect width="${w}" height="${h}" fill="#cfc6b8"/>`);
    const bh = h * r.range(0.045, 0.07);
    const bw = bh * 2.8;
    for (let row = 0; row * bh < h; row += 1)
      for (let x = row % 2 ? -bw / 2 : 0; x < w; x += bw)
        out.push(
          `<rect x="${f1(x + bh * 0.06)}" y="${f1(row * bh + bh * 0.06)}" width="${f1(bw - bh * 0.12)}" height="${f1(bh * 0.88)}" fill="${r.pick(['#9c4a32', '#a85a3c', '#8a3f2b', '#b0634a', '#94513a'])}"/>`,
        );
  } else {
    // Indoors: a painted wall, a skirting board and a plank floor, a door frame.
    const floor = h * r.range(0.7, 0.82);
    const wall = r.pick(['#e8e0cf', '#d6dde3', '#efe9dd']);
    out.push(
      `<rect width="${w}" height="${f1(floor)}" fill="${wall}"/>`,
      `<rect x="${f1(w * r.range(0.05, 0.7))}" y="${f1(floor * 0.1)}" width="${f1(w * 0.2)}" height="${f1(floor * 0.9)}" fill="none" stroke="${shade(wall, -0.25)}" stroke-width="${f1(w * 0.012)}"/>`,
      `<rect y="${f1(floor)}" width="${w}" height="${f1(h - floor)}" fill="#9b7450"/>`,
      `<rect y="${f1(floor - h * 0.025)}" width="${w}" height="${f1(h * 0.025)}" fill="#f5f5f0"/>`,
    );
    for (let y = floor + h * 0.04; y < h; y += h * 0.045)
      out.push(
        `<line x1="0" y1="${f1(y)}" x2="${w}" y2="${f1(y)}" stroke="#7a5a3c" stroke-width="${f1(h * 0.003)}"/>`,
      );
  }
  return out.join('\n');
}

/** A text along a segment, reading left to right (uphill on the drive side, downhill on the other). */
function decalText(
  text: string,
  a: P,
  b: P,
  size: number,
  font: FontKind,
  fill: string,
  lift = 0,
): string {
  let angle = deg(Math.atan2(b.y - a.y, b.x - a.x));
  if (angle > 90) angle -= 180;
  if (angle < -90) angle += 180;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const f = FONTS[font];
  const paint =
    font === 'outlined'
      ? `fill="none" stroke="${fill}" stroke-width="${f1(size * 0.07)}"`
      : `fill="${fill}"`;
  return `<text x="${f1(mid.x)}" y="${f1(mid.y + lift)}" transform="rotate(${f1(angle)} ${f1(mid.x)} ${f1(mid.y)})" font-family="${f.family}" font-weight="${f.weight}" font-style="${f.style}" font-size="${f1(size)}" ${paint} text-anchor="middle" dominant-baseline="central">${text}</text>`;
}

interface Bike {
  type: BikeType;
  frame: string;
  decal: string;
  brandText: string;
  modelText: string | null;
  font: FontKind;
  tube: 'down' | 'top';
  side: 'drive' | 'non-drive';
  /** The down tube's angle in the photo (the top tube's when the decal is there). */
  tubeAngle: number;
}

/**
 * The bike in the photo: `scale` photo pixels per bike unit (a wheelbase is 1000), the rear
 * axle at `origin`, turned by `roll` degrees, mirrored on the non-drive side.
 */
function bikeSvg(b: Bike, origin: P, scale: number, roll: number, r: Rng): string {
  const mirror = b.side === 'non-drive' ? -1 : 1;
  const cr = Math.cos(rad(roll));
  const sr = Math.sin(rad(roll));
  // Bike units: x forward, y down; the photo's: mirrored, turned, scaled, placed.
  const T = (p: P): P => {
    const x = p.x * mirror;
    return { x: origin.x + scale * (x * cr - p.y * sr), y: origin.y + scale * (x * sr + p.y * cr) };
  };
  const mtb = b.type === 'mountain';
  const wheelR = 340;
  const tyre = { road: 26, gravel: 40, hybrid: 36, mountain: 62 }[b.type];
  const rear: P = { x: 0, y: 0 };
  const front: P = { x: 1000, y: 0 };
  const bb: P = { x: 420, y: mtb ? 30 : 70 };
  // The down tube's angle in bike units: the photo's angle less the roll (signs per side).
  const dtAngle = b.tube === 'down' ? b.tubeAngle - roll * mirror : r.range(40, 46);
  const head = rad(mtb ? 66 : 72);
  // Head tube bottom: where the down tube meets the fork's line.
  const [dc, ds] = [Math.cos(rad(dtAngle)), Math.sin(rad(dtAngle))];
  const [hc, hs] = [Math.cos(head), Math.sin(head)];
  // bb + s(dc, -ds) = front + t(-hc, -hs)  ->  solve for s.
  const s = (front.x - bb.x + (hc / hs) * (bb.y - front.y)) / (dc + (hc / hs) * ds);
  const htBottom: P = { x: bb.x + s * dc, y: bb.y - s * ds };
  const htLen = r.range(110, 170);
  const htTop: P = { x: htBottom.x - htLen * hc, y: htBottom.y - htLen * hs };
  const seatAngle = rad(73);
  const stLen = r.range(500, 560);
  const stTop: P = {
    x: bb.x - stLen * Math.cos(seatAngle),
    y: bb.y - stLen * Math.sin(seatAngle),
  };
  const ttEnd: P = { x: stTop.x + 0.12 * (bb.x - stTop.x), y: stTop.y + 0.12 * (bb.y - stTop.y) };
  const ttStart: P = {
    x: htTop.x + 0.25 * (htBottom.x - htTop.x),
    y: htTop.y + 0.25 * (htBottom.y - htTop.y),
  };
  const dtW = mtb ? r.range(58, 70) : r.range(42, 56);
  const ttW = dtW * r.range(0.7, 0.85);
  const parts: string[] = [];
  const line = (a: P, c: P, w: number, colour: string, cap = 'round') => {
    const [pa, pc] = [T(a), T(c)];
    return `<line x1="${f1(pa.x)}" y1="${f1(pa.y)}" x2="${f1(pc.x)}" y2="${f1(pc.y)}" stroke="${colour}" stroke-width="${f1(w * scale)}" stroke-linecap="${cap}"/>`;
  };
  const circle = (c: P, rr: number, stroke: string, w: number, fill = 'none') => {
    const pc = T(c);
    return `<circle cx="${f1(pc.x)}" cy="${f1(pc.y)}" r="${f1(rr * scale)}" fill="${fill}" stroke="${stroke}" stroke-width="${f1(w * scale)}"/>`;
  };
  const wheel = (c: P) => {
    const out = [circle(c, wheelR - tyre / 2, '#1e1e1e', tyre)];
    if (b.type === 'mountain' || b.type === 'gravel')
      // Knobs on the tread.
      out.push(
        circle(c, wheelR - 2, '#2b2b2b', 8, 'none').replace(
          '/>',
          ` stroke-dasharray="${f1(6 * scale)} ${f1(8 * scale)}"/>`,
        ),
      );
    out.push(circle(c, wheelR - tyre - 8, '#7a7a7a', 16));
    const spokes = r.pick([20, 24, 28, 32]);
    for (let i = 0; i < spokes; i += 1) {
      const a = (i * 2 * Math.PI) / spokes;
      const hubR = 20;
      const rimR = wheelR - tyre - 14;
      const off = i % 2 ? 0.35 : -0.35;
      out.push(
        line(
          { x: c.x + hubR * Math.cos(a + off), y: c.y + hubR * Math.sin(a + off) },
          { x: c.x + rimR * Math.cos(a), y: c.y + rimR * Math.sin(a) },
          2.2,
          '#9a9a9a',
          'butt',
        ),
      );
    }
    out.push(circle(c, 24, '#444', 6, '#666'));
    return out.join('');
  };
  parts.push(wheel(rear), wheel(front));
  // Chainring and crank: teeth as a dashed ring, on the near side only on the drive side.
  const ring = circle(bb, 95, '#3a3a3a', 12).replace(
    '/>',
    ` stroke-dasharray="${f1(5 * scale)} ${f1(4 * scale)}"/>`,
  );
  const crankAngle = r.range(0, 2 * Math.PI);
  const pedal: P = { x: bb.x + 170 * Math.cos(crankAngle), y: bb.y + 170 * Math.sin(crankAngle) };
  if (b.side === 'drive') parts.push(ring, circle(bb, 80, '#555', 6));
  // Stays.
  parts.push(line(rear, bb, 20, b.frame), line(rear, ttEnd, 17, b.frame));
  if (b.side === 'drive')
    parts.push(
      line({ x: 0, y: -30 }, { x: bb.x, y: bb.y - 95 }, 4, '#6a6a6a', 'butt'),
      line({ x: 0, y: 30 }, { x: bb.x, y: bb.y + 95 }, 4, '#6a6a6a', 'butt'),
    );
  // Seat post and saddle.
  const postTop: P = {
    x: stTop.x - 90 * Math.cos(seatAngle),
    y: stTop.y - 90 * Math.sin(seatAngle),
  };
  parts.push(line(stTop, postTop, 18, '#2a2a2a'));
  parts.push(
    line(
      { x: postTop.x - 110, y: postTop.y - 6 },
      { x: postTop.x + 60, y: postTop.y - 2 },
      22,
      '#151515',
    ),
  );
  // Fork.
  if (mtb) {
    const crown: P = htBottom;
    const mid: P = {
      x: crown.x + 0.5 * (front.x - crown.x),
      y: crown.y + 0.5 * (front.y - crown.y),
    };
    parts.push(line(crown, mid, 30, '#c9c9c9'), line(mid, front, 44, '#1c1c1c'));
    parts.push(
      line({ x: crown.x - 20, y: crown.y + 4 }, { x: crown.x + 20, y: crown.y - 4 }, 26, '#222'),
    );
  } else {
    parts.push(line(htBottom, front, 24, b.frame));
  }
  // Main tubes.
  parts.push(line(bb, stTop, 30, b.frame));
  parts.push(line(ttStart, ttEnd, ttW, b.frame));
  parts.push(line(bb, htBottom, dtW, b.frame));
  parts.push(line(htBottom, htTop, 44, b.frame, 'butt'));
  // A soft highlight along the down tube: a painted tube is not flat.
  parts.push(
    line(
      { x: bb.x, y: bb.y - dtW * 0.3 },
      { x: htBottom.x, y: htBottom.y - dtW * 0.3 },
      dtW * 0.18,
      shade(b.frame, 0.25),
    ).replace('/>', ' opacity="0.5"/>'),
  );
  parts.push(circle(bb, 26, '#333', 4, '#444'));
  // Stem and bars.
  const stemEnd: P = { x: htTop.x + 95, y: htTop.y - (mtb ? 10 : 25) };
  parts.push(line({ x: htTop.x + 8, y: htTop.y - 40 }, htTop, 34, '#2a2a2a'));
  parts.push(line({ x: htTop.x, y: htTop.y - 30 }, stemEnd, 26, '#2a2a2a'));
  if (b.type === 'road' || b.type === 'gravel') {
    // Drop bar seen from the side: forward, down round the drop, back under; a brake hood.
    const p = (dx: number, dy: number) => T({ x: stemEnd.x + dx, y: stemEnd.y + dy });
    const pts = [p(0, 0), p(60, 10), p(95, 60), p(85, 120), p(40, 140), p(0, 130)];
    parts.push(
      `<path d="M${f1(pts[0]!.x)} ${f1(pts[0]!.y)} C${f1(pts[1]!.x)} ${f1(pts[1]!.y)} ${f1(pts[2]!.x)} ${f1(pts[2]!.y)} ${f1(pts[3]!.x)} ${f1(pts[3]!.y)} S${f1(pts[4]!.x)} ${f1(pts[4]!.y)} ${f1(pts[5]!.x)} ${f1(pts[5]!.y)}" fill="none" stroke="#1a1a1a" stroke-width="${f1(22 * scale)}" stroke-linecap="round"/>`,
    );
    parts.push(
      line(
        { x: stemEnd.x + 55, y: stemEnd.y + 2 },
        { x: stemEnd.x + 85, y: stemEnd.y - 30 },
        26,
        '#222',
      ),
    );
  } else {
    // Flat or riser bar seen from the side: a short rise and a grip pointing back.
    parts.push(line(stemEnd, { x: stemEnd.x - 20, y: stemEnd.y - 35 }, 20, '#1a1a1a'));
    parts.push(
      line(
        { x: stemEnd.x - 20, y: stemEnd.y - 35 },
        { x: stemEnd.x - 90, y: stemEnd.y - 40 },
        30,
        '#111',
      ),
    );
    parts.push(
      line(
        { x: stemEnd.x - 30, y: stemEnd.y - 30 },
        { x: stemEnd.x + 40, y: stemEnd.y - 20 },
        8,
        '#777',
      ),
    );
  }
  // Crank arm and pedal in front of everything on the near side.
  parts.push(
    line(bb, pedal, 22, '#3c3c3c'),
    line({ x: pedal.x - 45, y: pedal.y }, { x: pedal.x + 45, y: pedal.y }, 20, '#222'),
  );
  // Decals: the brand on its tube, the model (when printed) on the other.
  const brandOn =
    b.tube === 'down' ? ([bb, htBottom, dtW] as const) : ([ttStart, ttEnd, ttW] as const);
  const modelOn =
    b.tube === 'down' ? ([ttStart, ttEnd, ttW] as const) : ([bb, htBottom, dtW] as const);
  const place = (text: string, [a, c, w]: readonly [P, P, number], share: number) => {
    const len = Math.hypot(c.x - a.x, c.y - a.y) * share;
    const fit = len / (text.length * FONTS[b.font].width);
    const size = Math.min(w * 0.68, fit) * scale;
    // Keep the text off the tube's ends: between 15 % and 85 % of its length.
    const [pa, pc] = [
      T({ x: a.x + 0.15 * (c.x - a.x), y: a.y + 0.15 * (c.y - a.y) }),
      T({ x: a.x + 0.85 * (c.x - a.x), y: a.y + 0.85 * (c.y - a.y) }),
    ];
    return decalText(text, pa, pc, size, b.font, b.decal);
  };
  parts.push(place(b.brandText, brandOn, 0.62));
  if (b.modelText) parts.push(place(b.modelText, modelOn, 0.5));
  return parts.join('\n');
}

const casing = (s: string, c: EvalLabel['kind']['textCase']) =>
  c === 'upper' ? s.toUpperCase() : c === 'lower' ? s.toLowerCase() : s;

/** One photo of the set: its SVG and its label (file name without the folder). */
function draw(i: number, seed: number, r: Rng): { svg: string; label: EvalLabel; blur: number } {
  const brandName = BRANDS[(i + seed * 7) % BRANDS.length]!;
  const brand = BIKE_CATALOG.find((b) => b.name === brandName)!;
  const models = brand.models.filter((m) =>
    ['road', 'gravel', 'mountain', 'hybrid'].includes(m.type),
  );
  const model = r.pick(models);
  const type = model.type as BikeType;
  const colour = r.pick(Object.keys(FRAME_COLOURS));
  const frame = r.pick(FRAME_COLOURS[colour]!);
  const lowContrast = r.chance(0.2);
  const light = luminance(frame) > 128;
  const decal = lowContrast
    ? shade(frame, light ? -0.45 : colour === 'black' ? 0.35 : 0.5)
    : r.pick(light ? ['#111111', '#1a237e', '#b71c1c'] : ['#ffffff', '#f4f4f4', '#ffd54f']);
  const font = r.pick(Object.keys(FONTS) as FontKind[]);
  const textCase = r.pick(['upper', 'upper', 'title', 'lower'] as const);
  const side = r.chance(0.35) ? 'non-drive' : 'drive';
  const tube = r.chance(0.25) ? 'top' : 'down';
  const tubeAngle = tube === 'down' ? Math.round(r.range(20, 55)) : Math.round(r.range(3, 14));
  const bg = r.pick(['plain', 'sky-grass', 'brick', 'indoor'] as const);
  const closeUp = r.chance(0.1);
  const small = !closeUp && r.chance(0.15);
  const long = Math.round(r.range(640, 4000));
  const portrait = closeUp && r.chance(0.5);
  const ratio = r.pick([4 / 3, 3 / 2]);
  const [w, h] = portrait ? [Math.round(long / ratio), long] : [long, Math.round(long / ratio)];
  const quality = Math.round(r.range(55, 92));
  const blur = r.chance(0.25) ? r.range(0.6, 2) * (long / 1500) : 0;
  const modelText = r.chance(0.5) ? casing(model.name, textCase) : null;
  const bike: Bike = {
    type,
    frame,
    decal,
    brandText: casing(brand.name, textCase),
    modelText,
    font,
    tube,
    side,
    tubeAngle,
  };
  let body: string;
  if (closeUp) {
    // The tube across the photo at its angle, the decal filling most of it.
    const angle = rad(side === 'drive' ? -tubeAngle : tubeAngle);
    const c = { x: w / 2, y: h / 2 };
    const half = Math.hypot(w, h);
    const tw = Math.min(w, h) * r.range(0.18, 0.3);
    const a = { x: c.x - half * Math.cos(angle), y: c.y - half * Math.sin(angle) };
    const e = { x: c.x + half * Math.cos(angle), y: c.y + half * Math.sin(angle) };
    const size = Math.min(
      tw * 0.62,
      (Math.min(w, h) * 0.8) / (bike.brandText.length * FONTS[font].width),
    );
    body = [
      `<line x1="${f1(a.x)}" y1="${f1(a.y)}" x2="${f1(e.x)}" y2="${f1(e.y)}" stroke="${frame}" stroke-width="${f1(tw)}"/>`,
      `<line x1="${f1(a.x)}" y1="${f1(a.y - tw * 0.3)}" x2="${f1(e.x)}" y2="${f1(e.y - tw * 0.3)}" stroke="${shade(frame, 0.25)}" stroke-width="${f1(tw * 0.15)}" opacity="0.5"/>`,
      decalText(bike.brandText, a, e, size, font, decal),
    ].join('\n');
  } else {
    // The bike spans 75-92 % of the photo's width, or 28-42 % when small.
    const span = small ? r.range(0.28, 0.42) : r.range(0.75, 0.9);
    const scale = (w * span) / 1450;
    const roll =
      tube === 'down' ? Math.max(-14, Math.min(8, tubeAngle - r.range(38, 46))) : r.range(-4, 4);
    const ox = side === 'drive' ? w * 0.5 - scale * 500 : w * 0.5 + scale * 500;
    const oy = h * (small ? r.range(0.45, 0.7) : 0.62) + scale * 80;
    body = bikeSvg(bike, { x: ox, y: oy }, scale, roll * (side === 'drive' ? 1 : -1), r);
    bike.tubeAngle = tubeAngle;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">\n${background(bg, w, h, r)}\n${body}\n</svg>`;
  const slug = brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    svg,
    blur,
    label: {
      file: `${String(i).padStart(3, '0')}-${slug}.jpg`,
      brand: brand.name,
      model: closeUp ? null : modelText ? model.name : null,
      type,
      colour,
      kind: {
        side,
        tube,
        tubeAngle,
        font,
        textCase,
        lowContrast,
        background: bg,
        width: w,
        height: h,
        quality,
        blur: Math.round(blur * 10) / 10,
        small,
        closeUp,
      },
    },
  };
}

/** Draws `count` photos from `seed` into `dir` and returns their labels (also in labels.json). */
export async function drawEvalSet(seed: number, count: number, dir: string): Promise<EvalLabel[]> {
  mkdirSync(dir, { recursive: true });
  const r = rng(seed);
  const labels: EvalLabel[] = [];
  for (let i = 0; i < count; i += 1) {
    const { svg, label, blur } = draw(i, seed, r);
    let img = sharp(Buffer.from(svg), { limitInputPixels: false }).flatten({
      background: '#ffffff',
    });
    if (blur) img = sharp(await img.png().toBuffer(), { limitInputPixels: false }).blur(blur);
    writeFileSync(
      join(dir, label.file),
      await img.jpeg({ quality: label.kind.quality }).toBuffer(),
    );
    labels.push(label);
  }
  writeFileSync(join(dir, 'labels.json'), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

if (process.argv[1] === import.meta.filename) {
  const [seed = '1', count = '40', dir = '/tmp/ai-eval'] = process.argv.slice(2);
  const labels = await drawEvalSet(Number(seed), Number(count), dir);
  console.log(`${labels.length} photos in ${dir}`);
}
