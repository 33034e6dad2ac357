// Prints the offline analyzer's brand (and model) accuracy on the labelled fixtures drawn by
// draw-ai-fixtures.ts, its median and p95 time per photo and the process' peak memory:
//   npx tsx apps/server/scripts/ai-offline-accuracy.ts
// Targets (issue 13): brand accuracy >= 80 %, < 1.5 s and < 500 MB per photo on 2 cores.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { analysisCopy, sha256 } from '../src/ai/analysis-image.ts';
import { createOfflineAnalyzer } from '../src/ai/providers/offline/offline-analyzer.ts';
import { readDecals, stopOcr } from '../src/ai/providers/offline/ocr.ts';
import { measureQuality } from '../src/ai/providers/offline/image-quality.ts';

const dir = join(import.meta.dirname, '..', 'test', 'fixtures', 'ai');
const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as {
  file: string;
  brand: string;
  model: string;
  colour: string;
}[];

const analyzer = createOfflineAnalyzer();
const times: number[] = [];
// CPU time (all threads: OCR runs in a worker) is what a busy, shared machine cannot inflate.
const cpuTimes: number[] = [];
let brandHits = 0;
let modelHits = 0;
let colourHits = 0;
// Warm the OCR worker first: its start is once per process, not per photo (an analysis of no
// photos, as this script did before, never started it, so the first photo paid for it): one
// read of a small blank image.
await readDecals(
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer(),
);
for (const label of labels) {
  const original = readFileSync(join(dir, label.file));
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const jpeg = await analysisCopy(original);
  const quality = await measureQuality(jpeg);
  const { findings } = await analyzer.analyze(
    { images: [{ jpeg, sha256: sha256(original) }], context: {} },
    'offline',
  );
  const ms = performance.now() - started;
  times.push(ms);
  const cpu = process.cpuUsage(cpuStarted);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
  const brandOk = findings.brand?.value === label.brand;
  const modelOk = findings.model?.value === label.model;
  const colourOk = findings.color?.value === label.colour;
  brandHits += brandOk ? 1 : 0;
  modelHits += modelOk ? 1 : 0;
  colourHits += colourOk ? 1 : 0;
  console.log(
    `${label.file.padEnd(30)} brand ${brandOk ? 'ok ' : 'MISS'} ${String(findings.brand?.value ?? '-').padEnd(12)} ` +
      `model ${modelOk ? 'ok ' : 'MISS'} ${String(findings.model?.value ?? '-').padEnd(12)} ` +
      `colour ${String(findings.color?.value ?? '-').padEnd(7)} quality ${quality.score} ${quality.problems.join(',') || '-'} ${Math.round(ms)} ms, CPU ${Math.round(cpuTimes.at(-1)!)} ms`,
  );
}
await stopOcr();
const pick = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
};
const pct = (n: number) => `${Math.round((100 * n) / labels.length)} %`;
console.log(
  `\nphotos ${labels.length}; brand accuracy ${pct(brandHits)} (${brandHits}/${labels.length}); ` +
    `model ${pct(modelHits)}; colour ${pct(colourHits)}`,
);
console.log(
  `wall time per photo: median ${Math.round(pick(times, 0.5))} ms, p95 ${Math.round(pick(times, 0.95))} ms; ` +
    `CPU time per photo: median ${Math.round(pick(cpuTimes, 0.5))} ms, p95 ${Math.round(pick(cpuTimes, 0.95))} ms; ` +
    `peak memory (max RSS) ${Math.round(process.resourceUsage().maxRSS / 1024)} MB; ` +
    `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
);
