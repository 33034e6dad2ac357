// The offline analyzer's accuracy on photos it was not tuned on (issue 24 item 1), printed, not
// asserted: `npm run bench:ai-accuracy`. Draws the evaluation set (ai-eval-set.ts) into a temp
// folder: the held-out half from its own seed, which no tuning looks at and which is reported
// only as totals; `--tuning` reports the tuning half instead, photo by photo. Each photo is
// analysed as a member's upload is (the analysis copy, then the offline analyzer), timed in CPU
// (all threads), with the process' peak memory and the machine's load average beside them.
//   npm run bench:ai-accuracy [-- --tuning] [-- --count 40]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { analysisCopy, sha256 } from '../src/ai/analysis-image.ts';
import { createOfflineAnalyzer } from '../src/ai/providers/offline/offline-analyzer.ts';
import { stopOcr, warmUpOcr } from '../src/ai/providers/offline/ocr.ts';
import type { EvalLabel } from './ai-eval-set.ts';

/** The two halves' seeds: tuning looks at TUNING_SEED only. */
const TUNING_SEED = 1;
const HELD_OUT_SEED = 2;

const args = process.argv.slice(2);
const tuning = args.includes('--tuning');
const countAt = args.indexOf('--count');
const count = countAt >= 0 ? Number(args[countAt + 1]) : 40;
const keep = args.includes('--keep');

const half = tuning ? 'tuning' : 'held-out';
// `--tuning --reuse DIR`: the tuning half drawn before (`--keep`), to save the drawing's minute.
const reuseAt = args.indexOf('--reuse');
const reuse = tuning && reuseAt >= 0 ? args[reuseAt + 1] : undefined;
const dir = reuse ?? mkdtempSync(join(os.tmpdir(), 'pedalswap-ai-eval-'));
let labels: EvalLabel[];
if (reuse) labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as EvalLabel[];
else {
  const seed = tuning ? TUNING_SEED : HELD_OUT_SEED;
  console.log(`drawing the ${half} half (${count} photos, seed ${seed}) into ${dir}`);
  // In a child process: rendering 4000 px drawings takes memory the analyzer's peak must not
  // include.
  const drawn = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'ai-eval-set.ts'),
      String(seed),
      String(count),
      dir,
    ],
    { stdio: 'inherit' },
  );
  if (drawn.status !== 0) throw new Error('drawing the evaluation set failed');
  labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as EvalLabel[];
}

const analyzer = createOfflineAnalyzer();
await warmUpOcr();
const loadBefore = os.loadavg();
const cpuTimes: number[] = [];
const wallTimes: number[] = [];
interface Outcome {
  label: EvalLabel;
  brand: string | undefined;
  model: string | undefined;
  type: string | undefined;
  colour: string | undefined;
}
const outcomes: Outcome[] = [];
for (const label of labels) {
  const original = readFileSync(join(dir, label.file));
  const cpu = process.cpuUsage();
  const started = performance.now();
  const jpeg = await analysisCopy(original);
  const { findings } = await analyzer.analyze(
    { images: [{ jpeg, sha256: sha256(original) }], context: {} },
    'offline',
  );
  wallTimes.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
  const o: Outcome = {
    label,
    brand: findings.brand?.value,
    model: findings.model?.value,
    type: findings.type?.value,
    colour: findings.color?.value,
  };
  outcomes.push(o);
  if (tuning) {
    const k = label.kind;
    const mark = (ok: boolean, got: string | undefined) => (ok ? 'ok ' : got ? 'BAD' : ' - ');
    console.log(
      `${label.file.padEnd(22)} brand ${mark(o.brand === label.brand, o.brand)} ${String(o.brand ?? '').padEnd(11)}` +
        ` colour ${mark(o.colour === label.colour, o.colour)} ${String(o.colour ?? '').padEnd(7)}(${label.colour.padEnd(6)})` +
        ` type ${mark(o.type === label.type, o.type)} ${String(o.type ?? '').padEnd(8)}(${label.type.padEnd(8)})` +
        ` model ${o.model ?? '-'}/${label.model ?? '-'}` +
        ` | ${k.side} ${k.tube} ${k.tubeAngle}° ${k.font} ${k.textCase}${k.lowContrast ? ' low-contrast' : ''} ${k.background}` +
        ` ${k.width}px q${k.quality}${k.blur ? ` blur${k.blur}` : ''}${k.small ? ' small' : ''}${k.closeUp ? ' close-up' : ''}` +
        ` ${Math.round(cpuTimes.at(-1)!)} ms`,
    );
  }
}
await stopOcr();
const loadAfter = os.loadavg();
if (!keep && !reuse) rmSync(dir, { recursive: true, force: true });

const n = outcomes.length;
const pct = (k: number, of = n) => `${((100 * k) / Math.max(1, of)).toFixed(1)} % (${k}/${of})`;
const pick = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
};
const brandRight = outcomes.filter((o) => o.brand === o.label.brand).length;
const brandWrong = outcomes.filter((o) => o.brand && o.brand !== o.label.brand).length;
const colourRight = outcomes.filter((o) => o.colour === o.label.colour).length;
const typeRight = outcomes.filter((o) => o.type === o.label.type).length;
const typeWrong = outcomes.filter((o) => o.type && o.type !== o.label.type).length;
const printed = outcomes.filter((o) => o.label.model);
const modelRight = printed.filter((o) => o.model === o.label.model).length;
const modelWrong = outcomes.filter((o) => o.model && o.model !== o.label.model).length;
const byKind = (name: string, test: (l: EvalLabel) => boolean) => {
  const of = outcomes.filter((o) => test(o.label));
  return `${name} ${of.filter((o) => o.brand === o.label.brand).length}/${of.length}`;
};

console.log(`\n${half} half: ${n} photos, ${new Set(labels.map((l) => l.brand)).size} brands`);
console.log(`brand right ${pct(brandRight)}; brand wrong ${brandWrong} of ${n}`);
console.log(`colour right ${pct(colourRight)}`);
console.log(
  `type right ${pct(typeRight)}; type right or empty ${pct(n - typeWrong)}; type wrong ${typeWrong}`,
);
console.log(
  `model right ${pct(modelRight, printed.length)} of the photos with a model printed; model wrong ${modelWrong}`,
);
console.log(
  `brand right by kind: ${[
    byKind('non-drive side', (l) => l.kind.side === 'non-drive'),
    byKind('top tube', (l) => l.kind.tube === 'top'),
    byKind('low contrast', (l) => l.kind.lowContrast),
    byKind('small bike', (l) => l.kind.small),
    byKind('close-up', (l) => l.kind.closeUp),
    byKind('blurred', (l) => l.kind.blur > 0),
    byKind('outlined', (l) => l.kind.font === 'outlined'),
  ].join(', ')}`,
);
console.log(
  `CPU per analysis: p50 ${Math.round(pick(cpuTimes, 0.5))} ms, p95 ${Math.round(pick(cpuTimes, 0.95))} ms; ` +
    `wall p50 ${Math.round(pick(wallTimes, 0.5))} ms, p95 ${Math.round(pick(wallTimes, 0.95))} ms; ` +
    `peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
);
console.log(
  `load average (1 min) ${loadBefore[0]!.toFixed(2)} before, ${loadAfter[0]!.toFixed(2)} after, on ${os.availableParallelism()} cores`,
);
