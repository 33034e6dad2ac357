// The one price table of the hosted models (Anthropic's pricing pages, read 2026-11-25), in
// micro-dollars per million tokens, with the prompt-length tier where a model has one. Cost is
// computed from the answer's usage, cache writes and reads included, and kept in micro-dollars:
// a Haiku call on one photo costs about a tenth of a cent, which whole cents would round to 0.
import { DEFAULT_PRIMARY_MODEL } from '../../config.ts';
import type { TokenUsage } from './provider.ts';

interface Rates {
  input: number;
  output: number;
  /** 5-minute cache write (we never ask for the 1-hour one). */
  cacheWrite: number;
  cacheRead: number;
}

interface ModelPrice {
  base: Rates;
  /** Above this many prompt tokens (input + cache reads + writes) every token costs `long`. */
  longPrompt?: { thresholdTokens: number; rates: Rates };
}

const usd = (dollarsPerMTok: number) => Math.round(dollarsPerMTok * 1_000_000);

export const MODEL_PRICES: Record<string, ModelPrice> = {
  // Current Sonnet: $2 / $10, cache write $2.50, cache read $0.10 since 2026-10-07.
  'claude-sonnet-5-5': {
    base: { input: usd(2), output: usd(10), cacheWrite: usd(2.5), cacheRead: usd(0.1) },
  },
  // Current Haiku: $0.10 / $0.50 up to 100k prompt tokens, $0.50 / $2.50 above.
  'claude-haiku-5-5': {
    base: { input: usd(0.1), output: usd(0.5), cacheWrite: usd(0.125), cacheRead: usd(0.01) },
    longPrompt: {
      thresholdTokens: 100_000,
      rates: { input: usd(0.5), output: usd(2.5), cacheWrite: usd(0.625), cacheRead: usd(0.05) },
    },
  },
  // Legacy models still served, for AI_PRIMARY_MODEL / AI_FALLBACK_MODEL set to them.
  'claude-sonnet-5': {
    base: { input: usd(2), output: usd(10), cacheWrite: usd(2.5), cacheRead: usd(0.2) },
  },
  'claude-haiku-4-5': {
    base: { input: usd(1), output: usd(5), cacheWrite: usd(1.25), cacheRead: usd(0.1) },
  },
};

/** A dated id ('claude-haiku-4-5-20251001') is priced as its alias. */
function priceOf(model: string): ModelPrice | undefined {
  return MODEL_PRICES[model] ?? MODEL_PRICES[model.replace(/-\d{8}$/, '')];
}

/**
 * Cost of one call in micro-dollars, rounded up (never report a paid call as free). An unknown
 * model is priced as the primary default, the dearest we use, so a budget is never under-counted.
 */
export function costMicros(model: string, usage: TokenUsage): number {
  const price = priceOf(model) ?? MODEL_PRICES[DEFAULT_PRIMARY_MODEL]!;
  const prompt = usage.inputTokens + usage.cacheCreationInputTokens + usage.cacheReadInputTokens;
  const rates =
    price.longPrompt && prompt > price.longPrompt.thresholdTokens
      ? price.longPrompt.rates
      : price.base;
  const total =
    usage.inputTokens * rates.input +
    usage.outputTokens * rates.output +
    usage.cacheCreationInputTokens * rates.cacheWrite +
    usage.cacheReadInputTokens * rates.cacheRead;
  return Math.ceil(total / 1_000_000);
}
