// The upload phase's development-only sample (spec 2 §2.4: skip the AI, load mock results and four
// sample photos into review). Imported only from a development build's button, so production
// ships none of it. The photos are drawn, not uploaded: a save transfers nothing (§8.3 logs it).
import type { AiResultShape } from '@pedalswap/domain/ai';
import type { AiFlowPhoto } from '@pedalswap/machines';

const drawn = (label: string, hue: number) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="hsl(${hue} 45% 40%)"/><text x="320" y="190" font-size="40" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`,
  );

const found = (value: unknown, confidence: number) => ({
  value,
  confidence,
  requiresImprovement: confidence < 0.6,
  source: 'ai_primary' as const,
});

export function devSample(): { result: AiResultShape; photos: AiFlowPhoto[] } {
  const shots = ['Side view', 'Decals', 'Drivetrain', 'Wear'];
  return {
    photos: shots.map((label, i) => ({
      fileId: `dev-sample-${i + 1}`,
      url: drawn(label, 150 + i * 40),
      fileName: `sample-${i + 1}.svg`,
    })),
    result: {
      analysisId: 'dev-sample',
      confidence: 0.78,
      fields: {
        brand: found('Trek', 0.92),
        model: found('Marlin 7', 0.81),
        type: found('Mountain', 0.8),
        year: found(2022, 0.7),
        frameSize: found('L', 0.55),
        condition: found('Very Good', 0.7),
        estimatedValueMin: found(600, 0.5),
        estimatedValueMax: found(800, 0.5),
      },
      suggestedImprovements: [],
      generatedTitle: 'Trek Marlin 7 Mountain Bike (2022)',
      generatedDescription:
        'A 2022 Trek Marlin 7 hardtail in very good condition, ready for trails and commuting.',
      partialData: false,
      skippedAI: false,
      notices: [],
    },
  };
}
