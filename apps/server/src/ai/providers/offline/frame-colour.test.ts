// The frame's colour comes from the tubes' pixels (issue 24), not the background that fills
// most of the photo, nor the decal's lettering.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourName, frameColour } from './frame-colour.ts';
import { findTubes } from './tubes.ts';

const W = 1200;
const H = 800;

const BACKGROUNDS = {
  // Sky over grass: blue and green fill most of the photo.
  skyGrass: `<rect width="${W}" height="480" fill="#7fb2e5"/><rect y="480" width="${W}" height="320" fill="#5f8a3e"/>`,
  // Red bricks with light mortar.
  brick: `<rect width="${W}" height="${H}" fill="#cfc6b8"/>${Array.from({ length: 16 }, (_, r) =>
    Array.from(
      { length: 10 },
      (_, c) =>
        `<rect x="${c * 130 - (r % 2) * 65 + 3}" y="${r * 50 + 3}" width="124" height="44" fill="#9c4a32"/>`,
    ).join(''),
  ).join('')}`,
};

/** A frame (down tube, top tube, seat tube, stays) with a decal, and two wheels. */
function bike(frame: string, background: keyof typeof BACKGROUNDS, decal = '#b71c1c'): Buffer {
  const tube = (x1: number, y1: number, x2: number, y2: number, w: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${frame}" stroke-width="${w}" stroke-linecap="round"/>`;
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="560" r="190" fill="none" stroke="#1e1e1e" stroke-width="26"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    ${BACKGROUNDS[background]}${wheel(300)}${wheel(900)}
    ${tube(300, 560, 560, 590, 18)}${tube(300, 560, 500, 300, 16)}${tube(560, 590, 500, 300, 26)}
    ${tube(500, 300, 830, 290, 30)}${tube(560, 590, 830, 290, 48)}${tube(830, 290, 900, 560, 22)}
    <text x="695" y="440" transform="rotate(-48 695 440)" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="${decal}" text-anchor="middle" dominant-baseline="central">CANYON</text>
  </svg>`);
}

async function colourOf(svg: Buffer) {
  const jpeg = await sharp(svg).jpeg({ quality: 80 }).toBuffer();
  return frameColour(await findTubes(jpeg))?.value;
}

describe('the frame colour', () => {
  it('names the frame, not the sky and grass around it', async () => {
    expect(await colourOf(bike('#c3c7cb', 'skyGrass'))).toBe('silver');
    expect(await colourOf(bike('#e67e22', 'skyGrass'))).toBe('orange');
  });

  it('names the frame, not a brick wall behind it', async () => {
    expect(await colourOf(bike('#1d1d1f', 'brick', '#ffffff'))).toBe('black');
    expect(await colourOf(bike('#1f4e9c', 'brick', '#ffffff'))).toBe('blue');
  });

  it('names the frame, not its lettering', async () => {
    expect(await colourOf(bike('#f4f4f2', 'skyGrass', '#b71c1c'))).toBe('white');
  });

  it('tells the neutral frames apart by lightness', () => {
    expect(colourName([20, 20, 22])).toBe('black');
    expect(colourName([110, 112, 116])).toBe('grey');
    expect(colourName([190, 194, 198])).toBe('silver');
    expect(colourName([245, 245, 243])).toBe('white');
    expect(colourName([106, 27, 154])).toBe('purple');
  });

  it('finds no colour where there is no frame', async () => {
    const plain = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#7fb2e5' },
    })
      .jpeg()
      .toBuffer();
    expect(frameColour(await findTubes(plain))).toBeUndefined();
  });
});
