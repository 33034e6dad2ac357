// Example shots per photo type (GET /ai/photo-examples; spec 2 §7.3). **Our decision:** the
// images are small drawn pictograms sent as data: URLs, so the guidance works offline and on
// every storage backend without shipping photos.
const EXAMPLES = {
  full_side: {
    title: 'Full side view',
    description: 'The whole bike from the chain side, wheels straight.',
    tips: ['Stand back so both wheels fit', 'Shoot at hub height', 'Use daylight, not flash'],
  },
  decals: {
    title: 'Frame decals',
    description: 'The brand and model names on the frame.',
    tips: [
      'Fill the frame with the logo',
      'Hold the phone parallel to the tube',
      'Avoid reflections on glossy paint',
    ],
  },
  components: {
    title: 'Components',
    description: 'Groupset, brakes and wheels up close.',
    tips: ['One part per photo', 'Show any model names printed on the parts'],
  },
  drivetrain: {
    title: 'Drivetrain',
    description: 'Rear derailleur, cassette, chain and crankset.',
    tips: ['Shoot from the chain side', 'Clean the chain first if you can'],
  },
  wear: {
    title: 'Wear and damage',
    description: 'Scratches, dents, tyre tread and chain wear.',
    tips: ['Show damage honestly: it builds trust', 'Put a coin beside small marks for scale'],
  },
  serial_number: {
    title: 'Serial number',
    description: 'Under the bottom bracket; it often tells the year.',
    tips: ['Turn the bike over or use a mirror', 'Wipe the area clean first'],
  },
  frame_size: {
    title: 'Frame size',
    description: 'The size sticker on the seat tube or under the top tube.',
    tips: ['Get close enough to read the numbers'],
  },
} as const;

export type PhotoType = keyof typeof EXAMPLES;

function pictogram(title: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#eef2f5"/><circle cx="90" cy="115" r="40" fill="none" stroke="#334" stroke-width="6"/><circle cx="230" cy="115" r="40" fill="none" stroke="#334" stroke-width="6"/><path d="M90 115 L150 115 L200 70 L130 70 Z M150 115 L125 55 M200 70 L230 115" fill="none" stroke="#c0392b" stroke-width="6"/><text x="160" y="28" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#223">${title}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function photoExamples(photoType: PhotoType, bikeType?: string) {
  const e = EXAMPLES[photoType];
  const forType = bikeType ? ` (${bikeType.slice(0, 50)})` : '';
  return {
    examples: [
      {
        photoType,
        title: `${e.title}${forType}`,
        description: e.description,
        imageUrl: pictogram(e.title),
        tips: [...e.tips],
      },
    ],
  };
}
