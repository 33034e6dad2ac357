// Drawn demo photos: a bike silhouette on a coloured Pacific Northwest landscape (sky, ridges,
// firs, a sun or moon), different per item through a seed. Drawn as SVG and rasterised to PNG by
// sharp; the PNG then goes through the same listing-photo processing as an upload.
import sharp from 'sharp';

const W = 960;
const H = 540;

/** A small deterministic generator, so the same item always gets the same picture. */
function random(seed: number) {
  // Seeds are mixed first: nearby seeds would otherwise start nearly the same sequence.
  let s = seed >>> 0;
  s = Math.imul(s ^ (s >>> 16), 0x45d9f3b) >>> 0;
  s = Math.imul(s ^ (s >>> 16), 0x45d9f3b) >>> 0;
  s = (s ^ (s >>> 16)) >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

function ridge(rand: () => number, baseY: number, amp: number, colour: string) {
  const points: string[] = [`0,${H}`];
  for (let x = 0; x <= W; x += 80) points.push(`${x},${Math.round(baseY - rand() * amp)}`);
  points.push(`${W},${H}`);
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
}

function fir(x: number, y: number, size: number, colour: string) {
  return `<polygon points="${x},${y - size} ${x - size / 3},${y} ${x + size / 3},${y}" fill="${colour}"/>`;
}

function bike(cx: number, cy: number, r: number, colour: string) {
  const back = cx - r * 1.6;
  const front = cx + r * 1.6;
  const seat = `${cx - r * 0.5},${cy - r * 1.5}`;
  const head = `${cx + r * 0.9},${cy - r * 1.4}`;
  return `<g stroke="${colour}" stroke-width="${r / 7}" fill="none" stroke-linecap="round">
    <circle cx="${back}" cy="${cy}" r="${r}"/><circle cx="${front}" cy="${cy}" r="${r}"/>
    <polyline points="${back},${cy} ${cx},${cy} ${seat} ${back},${cy}"/>
    <polyline points="${cx},${cy} ${head} ${front},${cy}"/>
    <polyline points="${cx - r * 0.5},${cy - r * 1.5} ${head}"/>
    <polyline points="${cx - r * 0.75},${cy - r * 1.75} ${cx - r * 0.25},${cy - r * 1.75}"/>
    <polyline points="${head} ${cx + r * 0.8},${cy - r * 1.85} ${cx + r * 1.2},${cy - r * 1.9}"/>
  </g>`;
}

export function demoPhotoSvg(seed: number): string {
  const rand = random(seed);
  // Skies from teal to indigo, as PNW skies go; the bike's colour is free.
  const hue = 175 + rand() * 70;
  const dusk = rand() < 0.3;
  const skyTop = dusk ? hsl(hue + 40, 45, 25) : hsl(hue, 60, 72);
  const skyBottom = dusk ? hsl(15 + (hue - 175) / 3, 75, 65) : hsl(hue + 15, 55, 88);
  const sunX = 120 + rand() * 720;
  const trees: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = rand() * W;
    trees.push(fir(x, 430 + rand() * 40, 60 + rand() * 70, hsl(140 + rand() * 30, 35, 18)));
  }
  const frame = hsl(rand() * 360, 75, dusk ? 65 : 42);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${90 + rand() * 60}" r="${35 + rand() * 20}" fill="${dusk ? '#f5f1dc' : '#fff4c2'}"/>
  ${ridge(rand, 300, 140, hsl(hue + 10, 22, dusk ? 35 : 62))}
  ${ridge(rand, 380, 90, hsl(hue - 40, 25, dusk ? 25 : 42))}
  ${trees.join('')}
  <rect y="${H - 70}" width="${W}" height="70" fill="${hsl(95 + rand() * 30, 25, dusk ? 18 : 30)}"/>
  ${bike(W / 2 + (rand() - 0.5) * 200, H - 95, 62 + rand() * 10, frame)}
</svg>`;
}

/** A PNG of the item's picture (the listing-photo processing re-encodes it as WebP). */
export async function demoPhotoPng(seed: number): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(seed)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
