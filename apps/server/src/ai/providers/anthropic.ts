// The hosted vision model: Anthropic's Messages API through the official SDK. The answer comes
// as JSON through the API's structured-output format (output_config.format); the newest models
// refuse forced tool use and a temperature, so neither is sent. The JSON is validated with zod
// before anything reads it; a refusal, a cut-off answer (max_tokens), a malformed answer, an
// overload (529), a 5xx or a time-out is a ProviderError the service answers by falling back.
// ANTHROPIC_BASE_URL is honoured as the SDK does (a proxy, or the tests' stand-in server).
import Anthropic from '@anthropic-ai/sdk';
import { zodOutputFormat } from '@anthropic-ai/sdk/helpers/zod';
import * as z from 'zod';
import { costMicros } from './prices.ts';
import {
  ProviderError,
  type AnalysisProvider,
  type AnalysisRequest,
  type BikeFindings,
  type Finding,
  type ProviderAnswer,
  type PromptAnswer,
  type AnalysisImage,
} from './provider.ts';

const text = z.object({ value: z.string().nullable(), confidence: z.number() });
const num = z.object({ value: z.number().nullable(), confidence: z.number() });

/** What the model must answer: every field, null where it cannot tell from the photos. */
export const bikeAnswerSchema = z.object({
  brand: text,
  model: text,
  year: num,
  type: text,
  frameSize: text,
  condition: text,
  color: text,
  title: text,
  description: text,
  estimatedValueMin: num,
  estimatedValueMax: num,
  components: z.object({ value: z.array(z.string()), confidence: z.number() }),
});
export type BikeAnswer = z.infer<typeof bikeAnswerSchema>;

const PROMPT = `You are helping a member of a used-bicycle marketplace list their bike.
Look at the photos and fill in what you can see. Rules:
- Only report what the photos show or strongly imply; use null (and confidence 0) otherwise.
- confidence is 0 to 1: how sure you are of that one value from these photos.
- type is one of road, mountain, gravel, hybrid, cruiser, bmx, electric, kids, other.
- condition is one of new, like_new, excellent, good, fair, poor.
- estimatedValueMin/Max are a used-market range in US dollars.
- components lists "name: value" pairs you can read (e.g. "Groupset: Shimano 105").
- title is a short listing title; description 2-4 plain sentences for a buyer.`;

const imageBlocks = (images: AnalysisImage[]) =>
  images.map((img) => ({
    type: 'image' as const,
    source: {
      type: 'base64' as const,
      media_type: 'image/jpeg' as const,
      data: img.jpeg.toString('base64'),
    },
  }));

const usageOf = (message: Anthropic.Message) => ({
  inputTokens: message.usage.input_tokens ?? 0,
  outputTokens: message.usage.output_tokens ?? 0,
  cacheCreationInputTokens: message.usage.cache_creation_input_tokens ?? 0,
  cacheReadInputTokens: message.usage.cache_read_input_tokens ?? 0,
});

const clamp = (n: number) => Math.min(1, Math.max(0, Number.isFinite(n) ? n : 0));

/** Only values the model gave, with a usable confidence; null and empty mean "not seen". */
export function findingsOf(answer: BikeAnswer): BikeFindings {
  const out: BikeFindings = {};
  const put = <K extends keyof BikeFindings>(k: K, f: Finding<unknown> | null) => {
    if (f) out[k] = f as BikeFindings[K];
  };
  for (const key of [
    'brand',
    'model',
    'type',
    'frameSize',
    'condition',
    'color',
    'title',
    'description',
  ] as const) {
    const v = answer[key].value?.trim();
    put(key, v ? { value: v, confidence: clamp(answer[key].confidence) } : null);
  }
  for (const key of ['year', 'estimatedValueMin', 'estimatedValueMax'] as const) {
    const v = answer[key].value;
    put(
      key,
      v !== null && Number.isFinite(v) && v >= 0
        ? { value: v, confidence: clamp(answer[key].confidence) }
        : null,
    );
  }
  const comps = answer.components.value
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, 30);
  put(
    'components',
    comps.length ? { value: comps, confidence: clamp(answer.components.confidence) } : null,
  );
  return out;
}

export interface AnthropicProviderOptions {
  apiKey: string;
  /** Unset: the SDK reads ANTHROPIC_BASE_URL, else Anthropic's API. */
  baseURL?: string | null;
  /** Per call; a slow answer is a time-out and the service falls back. */
  timeoutMs: number;
  maxTokens?: number;
}

export function createAnthropicProvider(opts: AnthropicProviderOptions): AnalysisProvider {
  const client = new Anthropic({
    apiKey: opts.apiKey,
    ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
    timeout: opts.timeoutMs,
    // The service retries once with the fallback model itself (spec 2 §4.4).
    maxRetries: 0,
  });
  const format = zodOutputFormat(bikeAnswerSchema);
  return {
    kind: 'hosted',
    async analyze(request: AnalysisRequest, model: string): Promise<ProviderAnswer> {
      request.onPhase?.('identifying');
      const context = Object.keys(request.context).length
        ? `\nWhat the member told us (JSON): ${JSON.stringify(request.context).slice(0, 4000)}`
        : '';
      let message: Anthropic.Message;
      try {
        message = await client.messages.create(
          {
            model,
            max_tokens: opts.maxTokens ?? 2048,
            output_config: { format: { type: 'json_schema', schema: format.schema } },
            messages: [
              {
                role: 'user',
                content: [
                  ...imageBlocks(request.images),
                  { type: 'text' as const, text: PROMPT + context },
                ],
              },
            ],
          },
          { signal: request.signal },
        );
      } catch (err) {
        throw providerErrorOf(err);
      }
      request.onPhase?.('components');
      const usage = usageOf(message);
      const cost = costMicros(model, usage);
      const fail = (code: ConstructorParameters<typeof ProviderError>[0], msg: string) =>
        Object.assign(new ProviderError(code, msg), { usage, costMicros: cost, model });
      if (message.stop_reason === 'refusal') throw fail('refusal', 'The model declined to answer');
      if (message.stop_reason === 'max_tokens')
        throw fail('max_tokens', 'The answer was cut off (max_tokens)');
      const body = message.content
        .map((b) => (b.type === 'text' ? b.text : ''))
        .join('')
        .trim();
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw fail('malformed_answer', 'The answer was not JSON');
      }
      const parsed = bikeAnswerSchema.safeParse(json);
      if (!parsed.success) throw fail('malformed_answer', 'The answer missed required fields');
      request.onPhase?.('value');
      return {
        findings: findingsOf(parsed.data),
        model: message.model || model,
        usage,
        costMicros: cost,
      };
    },

    async prompt(images, text, model): Promise<PromptAnswer> {
      let message: Anthropic.Message;
      try {
        message = await client.messages.create({
          model,
          max_tokens: opts.maxTokens ?? 2048,
          messages: [
            { role: 'user', content: [...imageBlocks(images), { type: 'text' as const, text }] },
          ],
        });
      } catch (err) {
        throw providerErrorOf(err);
      }
      const usage = usageOf(message);
      return {
        text: message.content.map((b) => (b.type === 'text' ? b.text : '')).join(''),
        model: message.model || model,
        usage,
        costMicros: costMicros(model, usage),
      };
    },
  };
}

/** The SDK's errors as our codes (recorded per analysis; all of them trigger the fallback). */
export function providerErrorOf(err: unknown): ProviderError {
  if (err instanceof ProviderError) return err;
  if (err instanceof Anthropic.APIConnectionTimeoutError)
    return new ProviderError('timeout', 'The model did not answer in time');
  if (err instanceof Anthropic.APIError && typeof err.status === 'number') {
    if (err.status === 529) return new ProviderError('overloaded', 'The model is overloaded');
    if (err.status === 429) return new ProviderError('rate_limited', 'The model is rate limited');
    if (err.status >= 500)
      return new ProviderError('server_error', `The model answered ${err.status}`);
    return new ProviderError('request_failed', `The model refused the request (${err.status})`);
  }
  if (err instanceof Error && err.name === 'AbortError')
    return new ProviderError('timeout', 'The analysis was cancelled');
  return new ProviderError('request_failed', 'The model could not be reached');
}
