// Draws the labelled photo-like fixtures of the offline analyzer (issue 13 "Done when"): a bike
// (wheels, frame tubes in a colour) on a scene, with the brand decal along the down tube at the
// tube's angle and the model on the top tube, then shot tilted, blurred, dark or overexposed.
// The images and labels.json are committed; run again only to change the set:
//   npx tsx apps/server/scripts/draw-ai-fixtures.ts
// Fonts come from the machine (fontconfig), so a redraw elsewhere may differ by a few pixels.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export const FIXTURE_DIR = join(import.meta.dirname, '..', 'test', 'fixtures', 'ai');

interface Fixture {
  file: string;
  brand: string;
  model: string;
  colour: string;
  frame: string;
  decal: string;
  /** Degrees the down tube drops (its decal follows it). */
  downTube: number;
  /** The whole photo turned (a tilted shot). */
  tilt: number;
  blur: number;
  /** Multiplier on brightness: < 1 dark, > 1 overexposed. */
  light: number;
  scene: 'sky' | 'wall' | 'grass';
}

const FIXTURES: Fixture[] = [
  {
    file: 'trek-domane.jpg',
    brand: 'Trek',
    model: 'Domane',
    colour: 'red',
    frame: '#c0392b',
    decal: '#ffffff',
    downTube: 30,
    tilt: 0,
    blur: 0,
    light: 1,
    scene: 'sky',
  },
  {
    file: 'specialized-stumpjumper.jpg',
    brand: 'Specialized',
    model: 'Stumpjumper',
    colour: 'green',
    frame: '#2e7d32',
    decal: '#ffffff',
    downTube: 38,
    tilt: 0,
    blur: 0,
    light: 1,
    scene: 'grass',
  },
  {
    file: 'giant-defy.jpg',
    brand: 'Giant',
    model: 'Defy',
    colour: 'blue',
    frame: '#1f4e9c',
    decal: '#ffffff',
    downTube: 28,
    tilt: -8,
    blur: 0,
    light: 1,
    scene: 'wall',
  },
  {
    file: 'cannondale-topstone.jpg',
    brand: 'Cannondale',
    model: 'Topstone',
    colour: 'orange',
    frame: '#e67e22',
    decal: '#111111',
    downTube: 33,
    tilt: 0,
    blur: 1.2,
    light: 1,
    scene: 'sky',
  },
  {
    file: 'santa-cruz-hightower.jpg',
    brand: 'Santa Cruz',
    model: 'Hightower',
    colour: 'purple',
    frame: '#6a1b9a',
    decal: '#ffffff',
    downTube: 40,
    tilt: 5,
    blur: 0,
    light: 1,
    scene: 'grass',
  },
  {
    file: 'scott-addict.jpg',
    brand: 'Scott',
    model: 'Addict',
    colour: 'black',
    frame: '#1b1b1b',
    decal: '#f1c40f',
    downTube: 27,
    tilt: 0,
    blur: 0,
    light: 0.6,
    scene: 'wall',
  },
  {
    file: 'bianchi-oltre.jpg',
    brand: 'Bianchi',
    model: 'Oltre',
    colour: 'teal',
    frame: '#4fc3b8',
    decal: '#111111',
    downTube: 29,
    tilt: 0,
    blur: 0,
    light: 1.3,
    scene: 'sky',
  },
  {
    file: 'kona-rove.jpg',
    brand: 'Kona',
    model: 'Rove',
    colour: 'yellow',
    frame: '#f4d03f',
    decal: '#111111',
    downTube: 32,
    tilt: -12,
    blur: 0,
    light: 1,
    scene: 'grass',
  },
  {
    file: 'surly-straggler.jpg',
    brand: 'Surly',
    model: 'Straggler',
    colour: 'blue',
    frame: '#2471a3',
    decal: '#ffffff',
    downTube: 35,
    tilt: 0,
    blur: 0.8,
    light: 0.8,
    scene: 'wall',
  },
  {
    file: 'canyon-grizl.jpg',
    brand: 'Canyon',
    model: 'Grizl',
    colour: 'green',
    frame: '#7d8f3a',
    decal: '#ffffff',
    downTube: 31,
    tilt: 10,
    blur: 0,
    light: 1,
    scene: 'sky',
  },
  {
    file: 'orbea-orca.jpg',
    brand: 'Orbea',
    model: 'Orca',
    colour: 'red',
    frame: '#a93226',
    decal: '#ffffff',
    downTube: 26,
    tilt: 0,
    blur: 0,
    light: 1,
    scene: 'wall',
  },
  {
    file: 'norco-sight.jpg',
    brand: 'Norco',
    model: 'Sight',
    colour: 'orange',
    frame: '#d35400',
    decal: '#ffffff',
    downTube: 42,
    tilt: 0,
    blur: 2.5,
    light: 1,
    scene: 'grass',
  },
  {
    file: 'pivot-switchblade.jpg',
    brand: 'Pivot',
    model: 'Switchblade',
    colour: 'blue',
    frame: '#154360',
    decal: '#ffffff',
    downTube: 37,
    tilt: -4,
    blur: 0,
    light: 1,
    scene: 'sky',
  },
  {
    file: 'salsa-warbird.jpg',
    brand: 'Salsa',
    model: 'Warbird',
    colour: 'yellow',
    frame: '#d4ac0d',
    decal: '#111111',
    downTube: 30,
    tilt: 0,
    blur: 0,
    light: 0.9,
    scene: 'wall',
  },
];

const W = 1200;
const H = 800;

const SCENES = {
  sky: '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd9f2"/><stop offset="0.7" stop-color="#e8f1f8"/><stop offset="0.7" stop-color="#9e9e9e"/><stop offset="1" stop-color="#7d7d7d"/></linearGradient>',
  wall: '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9d4cc"/><stop offset="1" stop-color="#b9b2a6"/></linearGradient>',
  grass:
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d5e8d4"/><stop offset="0.65" stop-color="#eef5e9"/><stop offset="0.65" stop-color="#6b8e4e"/><stop offset="1" stop-color="#4e6b37"/></linearGradient>',
};

function svgOf(f: Fixture): string {
  // Geometry: rear axle, bottom bracket, head tube; the down tube's angle sets the head's height.
  const rear = { x: 300, y: 560 };
  const bb = { x: 560, y: 580 };
  const rad = (f.downTube * Math.PI) / 180;
  const len = 420;
  const head = { x: bb.x + len * Math.cos(rad), y: bb.y - len * Math.sin(rad) };
  const front = { x: head.x + 90, y: 560 };
  const seatTop = { x: 500, y: head.y - 10 };
  const mid = { x: (bb.x + head.x) / 2, y: (bb.y + head.y) / 2 };
  const topMid = { x: (seatTop.x + head.x) / 2, y: (seatTop.y + head.y) / 2 };
  const topAngle = (Math.atan2(head.y - seatTop.y, head.x - seatTop.x) * 180) / Math.PI;
  const tube = (a: { x: number; y: number }, b: { x: number; y: number }, w: number) =>
    `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${f.frame}" stroke-width="${w}" stroke-linecap="round"/>`;
  const wheel = (c: { x: number; y: number }) =>
    `<circle cx="${c.x}" cy="${c.y}" r="190" fill="none" stroke="#222" stroke-width="16"/><circle cx="${c.x}" cy="${c.y}" r="170" fill="none" stroke="#888" stroke-width="2"/><circle cx="${c.x}" cy="${c.y}" r="14" fill="#555"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>${SCENES[f.scene]}</defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${wheel(rear)}${wheel(front)}
  ${tube(rear, bb, 18)}${tube(rear, seatTop, 16)}${tube(bb, seatTop, 26)}${tube(seatTop, head, 28)}
  ${tube(bb, head, 50)}${tube(head, front, 20)}
  <line x1="${head.x}" y1="${head.y}" x2="${head.x + 10}" y2="${head.y - 60}" stroke="#333" stroke-width="14"/>
  <line x1="${seatTop.x}" y1="${seatTop.y}" x2="${seatTop.x - 20}" y2="${seatTop.y - 70}" stroke="#333" stroke-width="10"/>
  <text x="${mid.x}" y="${mid.y}" transform="rotate(${-f.downTube} ${mid.x} ${mid.y})" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="40" fill="${f.decal}" text-anchor="middle" dominant-baseline="central">${f.brand.toUpperCase()}</text>
  <text x="${topMid.x}" y="${topMid.y}" transform="rotate(${topAngle} ${topMid.x} ${topMid.y})" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="22" fill="${f.decal}" text-anchor="middle" dominant-baseline="central">${f.model.toUpperCase()}</text>
</svg>`;
}

async function draw(f: Fixture): Promise<Buffer> {
  let img = sharp(Buffer.from(svgOf(f))).flatten({ background: '#ffffff' });
  if (f.tilt)
    img = sharp(await img.rotate(f.tilt, { background: '#9a9a9a' }).png().toBuffer()).resize(W, H, {
      fit: 'cover',
    });
  if (f.blur) img = sharp(await img.png().toBuffer()).blur(f.blur);
  if (f.light !== 1) img = sharp(await img.png().toBuffer()).modulate({ brightness: f.light });
  return img.jpeg({ quality: 85 }).toBuffer();
}

export const LABELS = FIXTURES.map(
  ({ file, brand, model, colour, tilt, blur, light, downTube }) => ({
    file,
    brand,
    model,
    colour,
    conditions: { downTubeAngle: downTube, tilt, blur, light },
  }),
);

if (process.argv[1] === import.meta.filename) {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  for (const f of FIXTURES) writeFileSync(join(FIXTURE_DIR, f.file), await draw(f));
  writeFileSync(join(FIXTURE_DIR, 'labels.json'), `${JSON.stringify(LABELS, null, 2)}\n`);
  console.log(`${FIXTURES.length} fixtures in ${FIXTURE_DIR}`);
}
