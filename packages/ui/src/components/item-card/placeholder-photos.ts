// Story fixtures: listing "photos" drawn with simple shapes as inline SVG data URLs, so stories
// never touch the network and every render is identical. Not used by the app.

export const SCENES = {
  dawn: {
    skyTop: '#f9d9b8',
    skyBottom: '#f6b58c',
    far: '#9b8bb0',
    mid: '#6a7895',
    ground: '#4d6b50',
    sun: '#fff1d6',
  },
  forest: {
    skyTop: '#cfe6ef',
    skyBottom: '#eef5ea',
    far: '#8fb1a8',
    mid: '#3f6e5c',
    ground: '#2f5140',
    sun: '#ffffff',
  },
  drizzle: {
    skyTop: '#c5ced6',
    skyBottom: '#e6eaee',
    far: '#9eacb7',
    mid: '#6f8290',
    ground: '#56675f',
    sun: '#f2f4f6',
  },
  dusk: {
    skyTop: '#2f3b5c',
    skyBottom: '#d98a6c',
    far: '#4a4060',
    mid: '#2c2d42',
    ground: '#1f2530',
    sun: '#ffd9a0',
  },
  alpine: {
    skyTop: '#bcd7ee',
    skyBottom: '#f3f7fb',
    far: '#a9bccf',
    mid: '#6d8aa3',
    ground: '#5d7a5a',
    sun: '#ffffff',
  },
  studio: {
    skyTop: '#e9e4dc',
    skyBottom: '#d9d2c6',
    far: '#d0c8ba',
    mid: '#c4bba9',
    ground: '#b7ad99',
    sun: '#f4f0e8',
  },
} as const;
export type Scene = keyof typeof SCENES;

export const SUBJECTS = [
  'mountain',
  'road',
  'gravel',
  'electric',
  'cog',
  'wheel',
  'light',
  'bag',
  'helmet',
  'jacket',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface PhotoOptions {
  subject: Subject;
  scene?: Scene;
  /** Main colour of the frame, bag, helmet or jacket. */
  color?: string;
  width?: number;
  height?: number;
}

function landscape(s: (typeof SCENES)[Scene], w: number, h: number, id: string): string {
  const y = (f: number) => Math.round(h * f);
  const x = (f: number) => Math.round(w * f);
  const trees = [0.04, 0.09, 0.13, 0.86, 0.9, 0.95]
    .map((f, i) => {
      const tx = x(f);
      const th = y(0.16 + (i % 3) * 0.04);
      const base = y(0.8);
      return `M${tx} ${base - th} L${tx + th * 0.28} ${base} L${tx - th * 0.28} ${base} Z`;
    })
    .join(' ');
  return `
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${s.skyTop}"/><stop offset="1" stop-color="${s.skyBottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#${id})"/>
<circle cx="${x(0.78)}" cy="${y(0.3)}" r="${y(0.09)}" fill="${s.sun}" opacity="0.9"/>
<path d="M0 ${y(0.62)} L${x(0.18)} ${y(0.38)} L${x(0.3)} ${y(0.5)} L${x(0.46)} ${y(0.3)} L${x(0.6)} ${y(0.48)} L${x(0.74)} ${y(0.36)} L${x(0.9)} ${y(0.52)} L${w} ${y(0.44)} L${w} ${h} L0 ${h} Z" fill="${s.far}"/>
<path d="M${x(0.46)} ${y(0.3)} L${x(0.5)} ${y(0.35)} L${x(0.47)} ${y(0.36)} L${x(0.45)} ${y(0.34)} L${x(0.42)} ${y(0.36)} Z" fill="#f4f7f8"/>
<path d="M0 ${y(0.72)} L${x(0.2)} ${y(0.6)} L${x(0.42)} ${y(0.7)} L${x(0.64)} ${y(0.58)} L${x(0.84)} ${y(0.68)} L${w} ${y(0.62)} L${w} ${h} L0 ${h} Z" fill="${s.mid}"/>
<path d="${trees}" fill="${s.mid}" opacity="0.85"/>
<rect y="${y(0.8)}" width="${w}" height="${h - y(0.8)}" fill="${s.ground}"/>`;
}

function studio(s: (typeof SCENES)[Scene], w: number, h: number, id: string): string {
  return `
<defs><radialGradient id="${id}" cx="0.5" cy="0.45" r="0.75">
<stop offset="0" stop-color="${s.sun}"/><stop offset="1" stop-color="${s.mid}"/></radialGradient>
<pattern id="${id}-peg" width="24" height="24" patternUnits="userSpaceOnUse">
<circle cx="12" cy="12" r="2.2" fill="${s.ground}" opacity="0.55"/></pattern></defs>
<rect width="${w}" height="${h}" fill="url(#${id})"/>
<rect width="${w}" height="${Math.round(h * 0.78)}" fill="url(#${id}-peg)"/>
<rect y="${Math.round(h * 0.78)}" width="${w}" height="${h}" fill="${s.ground}"/>`;
}

/** A side view of a bicycle standing on the ground line (y = 0.8 h), scaled to the picture. */
function bicycle(kind: Subject, color: string, w: number, h: number): string {
  const k = Math.min(w / 640, h / 360);
  const ox = w / 2 - 320 * k;
  const oy = h * 0.8 - 292 * k;
  const r = kind === 'mountain' ? 66 : 62;
  const tire = kind === 'mountain' || kind === 'gravel' ? 10 : 6;
  const spokes = [0, 30, 60, 90, 120, 150]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const dx = Math.cos(rad) * (r - 6);
      const dy = Math.sin(rad) * (r - 6);
      return `M${-dx} ${-dy} L${dx} ${dy}`;
    })
    .join(' ');
  const wheel = (cx: number) => `
<g transform="translate(${cx} 226)">
<circle r="${r}" fill="none" stroke="#23272b" stroke-width="${tire}"/>
<circle r="${r - tire / 2 - 3}" fill="none" stroke="#aab2ba" stroke-width="2.5"/>
<path d="${spokes}" stroke="#c9cfd4" stroke-width="1.2"/>
<circle r="6" fill="#3b4147"/></g>`;
  const bar =
    kind === 'road'
      ? '<path d="M426 112 q22 0 22 18 q0 16 -14 16" fill="none" stroke="#23272b" stroke-width="6" stroke-linecap="round"/>'
      : kind === 'gravel'
        ? '<path d="M424 112 q26 -2 26 20 q0 14 -12 16" fill="none" stroke="#23272b" stroke-width="6" stroke-linecap="round"/>'
        : '<path d="M416 104 L440 100" stroke="#23272b" stroke-width="7" stroke-linecap="round"/>';
  const fork =
    kind === 'mountain'
      ? `<path d="M402 150 L414 196" stroke="#23272b" stroke-width="11" stroke-linecap="round"/><path d="M414 196 L424 226" stroke="#9aa3ad" stroke-width="6" stroke-linecap="round"/>`
      : `<path d="M402 150 L424 226" stroke="${color}" stroke-width="7" stroke-linecap="round"/>`;
  const battery =
    kind === 'electric'
      ? '<path d="M318 216 L386 158" stroke="#2b3035" stroke-width="16" stroke-linecap="round"/><circle cx="328" cy="226" r="20" fill="#2b3035"/>'
      : '';
  return `<g transform="translate(${ox} ${oy}) scale(${k})">
${wheel(216)}${wheel(424)}
<g fill="none" stroke="${color}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">
<path d="M216 226 L320 226 L292 118 Z"/>
<path d="M292 122 L398 116 L320 226"/>
<path d="M396 106 L402 150"/></g>
${battery}${fork}
<circle cx="320" cy="226" r="20" fill="none" stroke="#3b4147" stroke-width="5"/>
<path d="M320 226 L304 244" stroke="#3b4147" stroke-width="5" stroke-linecap="round"/>
<path d="M290 118 L286 98" stroke="#9aa3ad" stroke-width="6"/>
<path d="M262 94 Q286 88 306 96" stroke="#23272b" stroke-width="9" stroke-linecap="round" fill="none"/>
<path d="M396 106 L422 110" stroke="#23272b" stroke-width="6" stroke-linecap="round"/>
${bar}</g>`;
}

function cog(w: number, h: number): string {
  const c = `${w / 2} ${h * 0.46}`;
  const r = Math.min(w, h) * 0.3;
  return `<g transform="translate(${c})">
<circle r="${r}" fill="none" stroke="#7d8790" stroke-width="${r * 0.16}" stroke-dasharray="${r * 0.11} ${r * 0.075}"/>
<circle r="${r * 0.9}" fill="#aeb6bd"/>
<circle r="${r * 0.72}" fill="#c9cfd4"/>
${[0, 72, 144, 216, 288]
  .map(
    (a) =>
      `<rect x="-${r * 0.07}" y="-${r * 0.72}" width="${r * 0.14}" height="${r * 0.72}" rx="${r * 0.05}" fill="#8a939b" transform="rotate(${a})"/>`,
  )
  .join('')}
<circle r="${r * 0.52}" fill="none" stroke="#9aa3ab" stroke-width="${r * 0.05}"/>
<circle r="${r * 0.2}" fill="#5b636b"/>
<circle r="${r * 0.08}" fill="#c9cfd4"/></g>`;
}

function wheelCloseUp(w: number, h: number): string {
  const r = Math.min(w, h) * 0.38;
  const spokes = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    return `M0 0 L${(Math.cos(a) * r * 0.86).toFixed(1)} ${(Math.sin(a) * r * 0.86).toFixed(1)}`;
  }).join(' ');
  return `<g transform="translate(${w / 2} ${h * 0.48})">
<circle r="${r}" fill="none" stroke="#23272b" stroke-width="${r * 0.1}"/>
<circle r="${r * 0.88}" fill="none" stroke="#b5bcc3" stroke-width="${r * 0.04}"/>
<path d="${spokes}" stroke="#d5dadf" stroke-width="2"/>
<circle r="${r * 0.12}" fill="#4a5157"/><circle r="${r * 0.05}" fill="#d5dadf"/></g>`;
}

function light(color: string, w: number, h: number): string {
  const cx = w * 0.36;
  const cy = h * 0.5;
  return `<defs><linearGradient id="beam" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#fff6c8" stop-opacity="0.95"/><stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></linearGradient></defs>
<path d="M${cx + 40} ${cy - 26} L${w} ${cy - 110} L${w} ${cy + 110} L${cx + 40} ${cy + 26} Z" fill="url(#beam)"/>
<rect x="${cx - 70}" y="${cy - 34}" width="116" height="68" rx="22" fill="${color}"/>
<rect x="${cx - 58}" y="${cy - 20}" width="40" height="12" rx="6" fill="#ffffff" opacity="0.35"/>
<circle cx="${cx + 30}" cy="${cy}" r="26" fill="#f4f1e6"/><circle cx="${cx + 30}" cy="${cy}" r="15" fill="#fff9d8"/>
<rect x="${cx - 36}" y="${cy + 32}" width="32" height="22" rx="5" fill="#2f3438"/>`;
}

function bag(color: string, w: number, h: number): string {
  const x = w * 0.27;
  const y = h * 0.28;
  const bw = w * 0.46;
  const bh = h * 0.42;
  return `<path d="M${x} ${y} L${x + bw} ${y} L${x + bw * 0.62} ${y + bh} L${x + bw * 0.12} ${y + bh} Z" fill="${color}" stroke="#1f2327" stroke-width="4" stroke-linejoin="round"/>
<path d="M${x + 18} ${y + 16} L${x + bw - 22} ${y + 16}" stroke="#1f2327" stroke-width="3" stroke-dasharray="6 4"/>
<circle cx="${x + bw - 30}" cy="${y + 16}" r="6" fill="#d9d9d9"/>
${[0.2, 0.5, 0.8]
  .map(
    (f) =>
      `<rect x="${x + bw * f - 7}" y="${y - 14}" width="14" height="22" rx="3" fill="#2f3438"/>`,
  )
  .join('')}`;
}

function helmet(color: string, w: number, h: number): string {
  const cx = w / 2;
  const cy = h * 0.62;
  const r = Math.min(w, h) * 0.34;
  return `<path d="M${cx - r} ${cy} A${r} ${r * 0.86} 0 0 1 ${cx + r} ${cy} L${cx + r * 0.86} ${cy + r * 0.14} L${cx - r * 0.96} ${cy + r * 0.14} Z" fill="${color}" stroke="#1f2327" stroke-width="4" stroke-linejoin="round"/>
${[-0.5, -0.16, 0.18, 0.52]
  .map(
    (f) =>
      `<ellipse cx="${cx + r * f}" cy="${cy - r * 0.5 + Math.abs(f) * r * 0.28}" rx="${r * 0.1}" ry="${r * 0.2}" fill="#1f2327" opacity="0.8"/>`,
  )
  .join('')}
<path d="M${cx + r * 0.55} ${cy - r * 0.1} L${cx + r * 1.18} ${cy - r * 0.02} L${cx + r * 0.92} ${cy + r * 0.08} Z" fill="#1f2327"/>
<path d="M${cx - r * 0.6} ${cy + r * 0.14} q${r * 0.2} ${r * 0.5} ${r * 0.5} ${r * 0.46}" fill="none" stroke="#1f2327" stroke-width="4"/>`;
}

function jacket(color: string, w: number, h: number): string {
  const cx = w / 2;
  const t = h * 0.16;
  const s = Math.min(w, h) / 360;
  const p = (x: number, y: number) => `${(cx + x * s).toFixed(1)} ${(t + y * s).toFixed(1)}`;
  return `<path d="M${p(-40, 0)} L${p(40, 0)} L${p(110, 40)} L${p(150, 200)} L${p(112, 212)} L${p(86, 110)} L${p(86, 250)} L${p(-86, 250)} L${p(-86, 110)} L${p(-112, 212)} L${p(-150, 200)} L${p(-110, 40)} Z" fill="${color}" stroke="#1f2327" stroke-width="4" stroke-linejoin="round"/>
<path d="M${p(-40, 0)} Q${p(0, 40)} ${p(40, 0)}" fill="none" stroke="#1f2327" stroke-width="4"/>
<path d="M${p(0, 26)} L${p(0, 250)}" stroke="#1f2327" stroke-width="3" stroke-dasharray="5 4"/>
<path d="M${p(-86, 150)} L${p(86, 150)}" stroke="#f2f2f2" stroke-width="6" opacity="0.85"/>`;
}

/** One listing photo as a data URL, 640x360 (16:9) unless told otherwise. */
export function placeholderPhoto({
  subject,
  scene = 'forest',
  color = '#1f7a5c',
  width = 640,
  height = 360,
}: PhotoOptions): string {
  const id = 'bg';
  const s = SCENES[scene];
  const outdoor = ['mountain', 'road', 'gravel', 'electric'].includes(subject);
  const backdrop = outdoor ? landscape(s, width, height, id) : studio(s, width, height, id);
  const body = (() => {
    switch (subject) {
      case 'cog':
        return cog(width, height);
      case 'wheel':
        return wheelCloseUp(width, height);
      case 'light':
        return light(color, width, height);
      case 'bag':
        return bag(color, width, height);
      case 'helmet':
        return helmet(color, width, height);
      case 'jacket':
        return jacket(color, width, height);
      default:
        return bicycle(subject, color, width, height);
    }
  })();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${backdrop}${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\n/g, ''))}`;
}
