// Example shots per photo type (GET /ai/photo-examples; spec 2 §7.3). **Our decision:** the
// images are small drawn pictograms sent as data: URLs, so the guidance works offline and on
// every storage backend without shipping photos. The texts are the domain's, which the upload
// step's guidance cards show too.
import { AI_PHOTO_EXAMPLES, type AiPhotoType } from '@pedalswap/domain/ai';

export type PhotoType = AiPhotoType;

function pictogram(title: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#eef2f5"/><circle cx="90" cy="115" r="40" fill="none" stroke="#334" stroke-width="6"/><circle cx="230" cy="115" r="40" fill="none" stroke="#334" stroke-width="6"/><path d="M90 115 L150 115 L200 70 L130 70 Z M150 115 L125 55 M200 70 L230 115" fill="none" stroke="#c0392b" stroke-width="6"/><text x="160" y="28" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#223">${title}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function photoExamples(photoType: PhotoType, bikeType?: string) {
  const e = AI_PHOTO_EXAMPLES[photoType];
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
