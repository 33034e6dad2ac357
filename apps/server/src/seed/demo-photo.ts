// Drawn demo photos: the item's subject (a bike of its style, a wheel, a crankset, a helmet, a
// jacket...) on a coloured Pacific Northwest landscape (sky, ridges, firs, a sun or moon), whose
// colours differ per seed. Drawn as SVG and rasterised to PNG by
// sharp; the PNG then goes through the same listing-photo processing as an upload.
import sharp from 'sharp';

const W = 960;
const H = 540;
const OUT_W = 1600;
const OUT_H = 900;

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

type BikeStyle = 'road' | 'mountain' | 'fat' | 'electric' | 'city';

/** What a demo photo shows: a bike of a style, or one part, accessory or piece of gear. */
export type DemoSubject =
  | `bike-${BikeStyle}`
  | 'wheel'
  | 'crankset'
  | 'derailleur'
  | 'fork'
  | 'brake'
  | 'handlebar'
  | 'light'
  | 'pump'
  | 'lock'
  | 'pannier'
  | 'helmet'
  | 'jacket'
  | 'tights'
  | 'shoes'
  | 'gloves'
  | 'bag';

const stroke = (colour: string, width: number) =>
  `stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;

function bike(cx: number, cy: number, r: number, colour: string, style: BikeStyle) {
  const back = cx - r * 1.6;
  const front = cx + r * 1.6;
  const seat = `${cx - r * 0.5},${cy - r * 1.5}`;
  const head = `${cx + r * 0.9},${cy - r * 1.4}`;
  // Tyre width and handlebar tell the styles apart at a glance.
  const tyre = { road: r / 12, mountain: r / 5, fat: r / 2.6, electric: r / 6, city: r / 8 }[style];
  const bar =
    style === 'road'
      ? `<path d="M${cx + r * 0.8},${cy - r * 1.85} q${r * 0.6},0 ${r * 0.5},${r * 0.5} q-${r * 0.1},${r * 0.3} -${r * 0.3},${r * 0.2}"/>`
      : style === 'city'
        ? `<path d="M${cx + r * 0.8},${cy - r * 1.85} q${r * 0.2},-${r * 0.4} -${r * 0.35},-${r * 0.35}"/>`
        : `<polyline points="${head} ${cx + r * 0.8},${cy - r * 1.85} ${cx + r * 1.2},${cy - r * 1.9}"/>`;
  const battery =
    style === 'electric'
      ? `<rect x="${cx - r * 0.1}" y="${cy - r * 1.1}" width="${r * 0.7}" height="${r * 0.35}" rx="${r * 0.1}" fill="#222" transform="rotate(-35 ${cx} ${cy - r * 0.9})"/>`
      : '';
  const fork =
    style === 'mountain' || style === 'fat'
      ? `<polyline points="${head} ${cx + r * 1.25},${cy - r * 0.7}" stroke-width="${r / 4}"/>`
      : '';
  return `<g ${stroke(colour, r / 7)}>
    <circle cx="${back}" cy="${cy}" r="${r}" stroke="#1d1d1d" stroke-width="${tyre}"/>
    <circle cx="${front}" cy="${cy}" r="${r}" stroke="#1d1d1d" stroke-width="${tyre}"/>
    <polyline points="${back},${cy} ${cx},${cy} ${seat} ${back},${cy}"/>
    <polyline points="${cx},${cy} ${head} ${front},${cy}"/>
    <polyline points="${cx - r * 0.5},${cy - r * 1.5} ${head}"/>
    <polyline points="${cx - r * 0.75},${cy - r * 1.75} ${cx - r * 0.25},${cy - r * 1.75}" stroke="#1d1d1d"/>
    ${bar}${fork}${battery}
  </g>`;
}

function spokes(cx: number, cy: number, r: number, n: number) {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    lines.push(`M${cx},${cy} L${cx + Math.cos(a) * r},${cy + Math.sin(a) * r}`);
  }
  return `<path d="${lines.join(' ')}" stroke="#d9d9d9" stroke-width="2"/>`;
}

function teeth(cx: number, cy: number, r: number, n: number, colour: string) {
  const points: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2;
    const rr = i % 2 ? r : r * 0.9;
    points.push(`${cx + Math.cos(a) * rr},${cy + Math.sin(a) * rr}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
}

/** The subject, centred on a 960 x 540 canvas above the ground line. */
function subjectSvg(subject: DemoSubject, c: string, a: string): string {
  const cx = W / 2;
  const cy = H / 2 + 20;
  switch (subject) {
    case 'wheel':
      return `<circle cx="${cx}" cy="${cy}" r="170" ${stroke('#1d1d1d', 26)}/>
        <circle cx="${cx}" cy="${cy}" r="152" ${stroke(c, 12)}/>${spokes(cx, cy, 146, 28)}
        <circle cx="${cx}" cy="${cy}" r="20" fill="${a}"/>`;
    case 'crankset':
      return `${teeth(cx - 40, cy, 140, 34, c)}<circle cx="${cx - 40}" cy="${cy}" r="95" fill="${a}"/>
        <circle cx="${cx - 40}" cy="${cy}" r="30" fill="#333"/>
        <rect x="${cx - 52}" y="${cy}" width="24" height="190" rx="12" fill="#333" transform="rotate(-35 ${cx - 40} ${cy})"/>`;
    case 'derailleur':
      return `${teeth(cx - 90, cy - 70, 110, 24, '#9a9a9a')}<circle cx="${cx - 90}" cy="${cy - 70}" r="60" fill="${a}"/>
        <path d="M${cx - 10},${cy - 60} l90,40 l-30,160 l-70,-10 z" fill="${c}"/>
        ${teeth(cx + 40, cy + 20, 24, 11, '#333')}${teeth(cx + 30, cy + 130, 24, 11, '#333')}`;
    case 'fork':
      return `<rect x="${cx - 18}" y="${cy - 230}" width="36" height="110" fill="#777"/>
        <path d="M${cx - 70},${cy - 130} h140 v40 h-140 z" fill="${c}"/>
        <rect x="${cx - 70}" y="${cy - 100}" width="30" height="250" rx="12" fill="${c}"/>
        <rect x="${cx + 40}" y="${cy - 100}" width="30" height="250" rx="12" fill="${c}"/>
        <rect x="${cx - 66}" y="${cy - 100}" width="22" height="110" fill="${a}"/><rect x="${cx + 44}" y="${cy - 100}" width="22" height="110" fill="${a}"/>`;
    case 'brake':
      return `<circle cx="${cx}" cy="${cy}" r="160" fill="#b9bdc1"/><circle cx="${cx}" cy="${cy}" r="120" fill="none" stroke="#8d9297" stroke-width="14" stroke-dasharray="18 22"/>
        <circle cx="${cx}" cy="${cy}" r="55" fill="#555"/>
        <path d="M${cx + 90},${cy - 150} a170,170 0 0 1 80,140 l-60,10 a110,110 0 0 0 -50,-90 z" fill="${c}"/>
        <rect x="${cx + 120}" y="${cy - 100}" width="40" height="26" rx="8" fill="${a}"/>`;
    case 'handlebar':
      return `<path d="M${cx - 260},${cy - 10} q130,-40 260,-40 q130,0 260,40" ${stroke(c, 28)}/>
        <rect x="${cx - 270}" y="${cy - 40}" width="90" height="44" rx="18" fill="${a}" transform="rotate(10 ${cx - 225} ${cy - 20})"/>
        <rect x="${cx + 180}" y="${cy - 40}" width="90" height="44" rx="18" fill="${a}" transform="rotate(-10 ${cx + 225} ${cy - 20})"/>
        <rect x="${cx - 35}" y="${cy - 80}" width="70" height="130" rx="14" fill="#333"/>`;
    case 'light':
      return `<polygon points="${cx + 70},${cy - 40} ${W},${cy - 170} ${W},${cy + 90} ${cx + 70},${cy + 40}" fill="#fff7c8" opacity="0.55"/>
        <rect x="${cx - 140}" y="${cy - 60}" width="210" height="120" rx="40" fill="${c}"/>
        <circle cx="${cx + 70}" cy="${cy}" r="58" fill="#fffbe0" stroke="${a}" stroke-width="10"/>`;
    case 'pump':
      return `<rect x="${cx - 30}" y="${cy - 180}" width="60" height="300" rx="14" fill="${c}"/>
        <rect x="${cx - 10}" y="${cy - 230}" width="20" height="60" fill="#999"/>
        <rect x="${cx - 90}" y="${cy - 250}" width="180" height="30" rx="14" fill="${a}"/>
        <path d="M${cx - 100},${cy + 140} h200" ${stroke('#333', 24)}/>
        <path d="M${cx + 30},${cy + 60} q120,0 120,-120 q0,-60 40,-60" ${stroke('#222', 10)}/>`;
    case 'lock':
      return `<path d="M${cx - 90},${cy - 20} v-90 a90,90 0 0 1 180,0 v90" ${stroke('#9fa4a8', 32)}/>
        <rect x="${cx - 140}" y="${cy - 30}" width="280" height="180" rx="24" fill="${c}"/>
        <circle cx="${cx}" cy="${cy + 50}" r="22" fill="${a}"/><rect x="${cx - 8}" y="${cy + 55}" width="16" height="50" fill="${a}"/>`;
    case 'pannier':
    case 'bag':
      return `<path d="M${cx - 80},${cy - 150} q80,-80 160,0" ${stroke('#222', 18)}/>
        <rect x="${cx - 170}" y="${cy - 150}" width="340" height="300" rx="40" fill="${c}"/>
        <path d="M${cx - 170},${cy - 60} q170,${subject === 'bag' ? 60 : 0} 340,0" ${stroke(a, 14)}/>
        <rect x="${cx - 30}" y="${cy - 40}" width="60" height="40" rx="6" fill="${a}"/>`;
    case 'helmet':
      return `<path d="M${cx - 220},${cy + 60} a220,200 0 0 1 440,0 z" fill="${c}"/>
        <path d="M${cx - 150},${cy - 40} q150,-110 300,0 M${cx - 170},${cy + 10} q170,-90 340,0" ${stroke(a, 18)}/>
        <path d="M${cx + 150},${cy + 60} l80,-20" ${stroke('#222', 16)}/>`;
    case 'jacket':
      return `<path d="M${cx - 90},${cy - 190} l-150,60 l-60,230 l70,20 l50,-150 v230 h360 v-230 l50,150 l70,-20 l-60,-230 l-150,-60 q-90,60 -180,0 z" fill="${c}"/>
        <path d="M${cx},${cy - 150} v310" ${stroke(a, 10)}/><path d="M${cx - 90},${cy - 190} q90,80 180,0" ${stroke(a, 12)}/>`;
    case 'tights':
      return `<path d="M${cx - 150},${cy - 200} h300 l20,420 h-120 l-50,-300 l-50,300 h-120 z" fill="${c}"/>
        <path d="M${cx - 90},${cy - 200} v-40 M${cx + 90},${cy - 200} v-40" ${stroke(a, 30)}/>`;
    case 'shoes':
      return `<path d="M${cx - 250},${cy + 110} v-120 q0,-60 60,-60 q60,60 160,40 l200,60 q80,30 80,80 z" fill="${c}"/>
        <rect x="${cx - 260}" y="${cy + 100}" width="520" height="40" rx="18" fill="${a}"/>
        <path d="M${cx - 110},${cy - 40} l40,60 M${cx - 60},${cy - 40} l40,60 M${cx - 10},${cy - 30} l40,60" ${stroke('#f2f2f2', 10)}/>`;
    case 'gloves':
      return [-130, 130]
        .map(
          (dx) => `<g transform="translate(${cx + dx} ${cy}) scale(${dx < 0 ? -1 : 1} 1)">
        <path d="M-70,170 v-180 ${[-60, -25, 10, 45].map((x, i) => `M${x},-10 v-${120 - Math.abs(i - 1.5) * 20}`).join(' ')}" ${stroke(c, 34)}/>
        <rect x="-82" y="-20" width="150" height="190" rx="40" fill="${c}"/>
        <path d="M68,60 l50,-60" ${stroke(c, 34)}/><rect x="-82" y="130" width="150" height="40" fill="${a}"/></g>`,
        )
        .join('');
    default: {
      const style = subject.slice('bike-'.length) as BikeStyle;
      return bike(W / 2, H - 95, 66, c, style);
    }
  }
}

/** The drawing: the subject in its colours on a landscape that differs per seed. */
export function demoPhotoSvg(subject: DemoSubject, seed: number): string {
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
  const colourHue = rand() * 360;
  const colour = hsl(colourHue, 75, dusk ? 65 : 42);
  const accent = hsl(colourHue + 150, 70, 55);
  // Drawn on a 960 x 540 canvas, rendered at the largest variant's width so the pipeline's
  // 1600 px variant is a real one (it never enlarges).
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OUT_W}" height="${OUT_H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${90 + rand() * 60}" r="${35 + rand() * 20}" fill="${dusk ? '#f5f1dc' : '#fff4c2'}"/>
  ${ridge(rand, 300, 140, hsl(hue + 10, 22, dusk ? 35 : 62))}
  ${ridge(rand, 380, 90, hsl(hue - 40, 25, dusk ? 25 : 42))}
  ${trees.join('')}
  <rect y="${H - 70}" width="${W}" height="70" fill="${hsl(95 + rand() * 30, 25, dusk ? 18 : 30)}"/>
  ${subjectSvg(subject, colour, accent)}
</svg>`;
}

/** A PNG of the item's picture (the listing-photo processing re-encodes it as WebP). */
export async function demoPhotoPng(subject: DemoSubject, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(subject, seed)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
