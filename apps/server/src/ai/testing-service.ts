// The owner's AI testing hub calls (spec 3 §2.11, §7.4): a batch of analyses in one upload,
// the cache's figures, and a member's own usage against the limits. The batch is the members'
// analysis run once per group of photos, so it obeys maintenance, the cache, the limits, the
// queue and the budget exactly as a single analysis does, and every analysis is recorded.
import { randomUUID } from 'node:crypto';
import {
  AI_LIMITS,
  AI_TEST_MODELS,
  AI_TESTING_LIMITS,
  AI_TESTING_MESSAGES,
} from '@pedalswap/domain/ai';
import type { Db } from '../db/db.ts';
import { AppError, validationFailed } from '../errors.ts';
import type { ReadUpload } from '../images/multipart.ts';
import type { Caller } from '../plugins/caller.ts';
import { ProviderError, type AnalysisProvider } from './providers/provider.ts';
import * as repo from './repository.ts';
import {
  maintenance,
  parseJsonObject,
  tooLarge,
  tooMany,
  type AiService,
  type PreparedUpload,
} from './service.ts';

const FILES = /^analyses\[([0-9]|[1-4][0-9])\]\[images\]$/;
const METADATA = /^analyses\[([0-9]|[1-4][0-9])\]\[metadata\]$/;
/** ours: at most 100 photos in one batch, so a batch never holds more than 1 GB in memory. */
const BATCH_MAX_PHOTOS = 100;
const MICROS_PER_CENT = 10_000;

const indexOf = (field: string) => Number(/\[(\d+)\]/.exec(field)![1]);

export interface AiTestingDeps {
  db: Db;
  ai: AiService;
  /** The hosted model when ANTHROPIC_API_KEY is set, else null: a prompt test needs it. */
  hosted: AnalysisProvider | null;
  primaryModel: string;
  fallbackModel: string;
}

const noHostedModel = () =>
  new AppError(
    503,
    'service_unavailable',
    'A custom prompt needs the hosted model: set ANTHROPIC_API_KEY (the offline analyzer reads photos only).',
  );

export function createAiTestingService(deps: AiTestingDeps) {
  const { db, ai } = deps;

  return {
    /** POST /ai/batch-analyze: every group of photos analysed in turn, failures reported. */
    async batchAnalyze(caller: Caller, readUpload: ReadUpload) {
      if (await ai.inMaintenance()) throw maintenance();
      const { files, fields } = await readUpload<PreparedUpload & { index: number }>({
        fileField: FILES,
        maxFiles: BATCH_MAX_PHOTOS,
        maxBytes: AI_LIMITS.photoMaxBytes,
        textFields: ['options', 'batchId', 'useCache'],
        textFieldPattern: METADATA,
        extraTextFields: 50,
        tooLarge,
        tooMany: () =>
          new AppError(
            400,
            'validation_failed',
            `A batch holds at most ${BATCH_MAX_PHOTOS} photos`,
            {
              details: [
                { path: 'analyses', msg: `A batch holds at most ${BATCH_MAX_PHOTOS} photos` },
              ],
            },
          ),
        onFile: async (fileName, data, field) => ({
          ...(await ai.prepare(fileName, data)),
          index: indexOf(field),
        }),
      });
      const options = parseJsonObject(fields.options, 'options') ?? {};
      if (fields.useCache !== undefined && !['true', 'false'].includes(fields.useCache))
        throw validationFailed([{ path: 'useCache', msg: 'useCache must be true or false' }]);
      if (fields.batchId !== undefined && fields.batchId.length > 100)
        throw validationFailed([{ path: 'batchId', msg: 'batchId is at most 100 characters' }]);
      const groups = new Map<number, (PreparedUpload & { index: number })[]>();
      for (const f of files) groups.set(f.index, [...(groups.get(f.index) ?? []), f]);
      if (groups.size === 0)
        throw validationFailed([
          { path: 'analyses', msg: 'Send at least one analysis with photos' },
        ]);
      const crowded = [...groups].find(([, g]) => g.length > AI_LIMITS.photosPerAnalysis);
      if (crowded) throw tooMany();
      const metadata = new Map<number, Record<string, unknown>>();
      for (const [name, raw] of Object.entries(fields))
        if (METADATA.test(name)) metadata.set(indexOf(name), parseJsonObject(raw, name) ?? {});

      const batchId = fields.batchId || randomUUID();
      const results = [];
      let totalCost = 0;
      for (const index of [...groups.keys()].sort((a, b) => a - b)) {
        const stored = await ai.store(caller, groups.get(index)!, null);
        try {
          const { result, cost } = await ai.analyze(caller, {
            imageUrls: stored.map((s) => s.url),
            useCache: fields.useCache !== 'false',
            context: { ...options, ...metadata.get(index) },
          });
          totalCost += cost;
          results.push({ index, success: true, result });
        } catch (err) {
          // A member's limit or the rate limit stops one analysis, not the batch.
          if (!(err instanceof AppError)) throw err;
          results.push({ index, success: false, error: err.message });
        }
      }
      return { batchId, results, totalCost };
    },

    /**
     * POST /ai/admin/test-prompt: the owner's prompt on up to 5 photos, recorded like an
     * analysis. Ours: the contract's two model names choose among the configured models, the
     * Sonnet family the primary one and the Haiku family the fallback.
     */
    async testPrompt(caller: Caller, readUpload: ReadUpload) {
      if (await ai.inMaintenance()) throw maintenance();
      const { files, fields } = await readUpload<PreparedUpload>({
        fileField: 'images',
        maxFiles: AI_TESTING_LIMITS.promptImages,
        maxBytes: AI_LIMITS.photoMaxBytes,
        textFields: ['prompt', 'model'],
        tooLarge,
        tooMany: () =>
          validationFailed([
            {
              path: 'images',
              msg: `A prompt test sends at most ${AI_TESTING_LIMITS.promptImages} images`,
            },
          ]),
        onFile: (fileName, data) => ai.prepare(fileName, data),
      });
      const prompt = (fields.prompt ?? '').trim();
      const issues = [];
      if (files.length === 0) issues.push({ path: 'images', msg: AI_TESTING_MESSAGES.noImages });
      if (!prompt) issues.push({ path: 'prompt', msg: AI_TESTING_MESSAGES.promptRequired });
      if (prompt.length > 10_000)
        issues.push({ path: 'prompt', msg: 'The prompt is at most 10,000 characters' });
      const family = fields.model ?? AI_TEST_MODELS[0];
      if (!(AI_TEST_MODELS as readonly string[]).includes(family))
        issues.push({ path: 'model', msg: `model must be one of ${AI_TEST_MODELS.join(', ')}` });
      if (issues.length) throw validationFailed(issues);
      if (!deps.hosted?.prompt) throw noHostedModel();
      const model = family === 'claude-3-5-haiku' ? deps.fallbackModel : deps.primaryModel;
      const started = Date.now();
      const base = {
        analysisId: randomUUID(),
        attempt: 1,
        userId: caller.id,
        provider: 'hosted' as const,
        model,
        inputTokens: 0,
        outputTokens: 0,
        cacheCreationTokens: 0,
        cacheReadTokens: 0,
        costMicros: 0,
        cached: false,
        confidence: null,
        imageCount: files.length,
      };
      try {
        const answer = await deps.hosted.prompt(
          files.map((f) => ({ jpeg: f.jpeg, sha256: '' })),
          prompt,
          model,
        );
        const processingTime = Date.now() - started;
        await repo.recordAnalysis(db, {
          ...base,
          model: answer.model,
          inputTokens: answer.usage.inputTokens,
          outputTokens: answer.usage.outputTokens,
          cacheCreationTokens: answer.usage.cacheCreationInputTokens,
          cacheReadTokens: answer.usage.cacheReadInputTokens,
          costMicros: answer.costMicros,
          durationMs: processingTime,
          outcome: 'success',
          errorCode: null,
        });
        const u = answer.usage;
        return {
          success: true,
          response: answer.text,
          model: answer.model,
          cost: answer.costMicros / 1_000_000,
          tokensUsed:
            u.inputTokens + u.outputTokens + u.cacheCreationInputTokens + u.cacheReadInputTokens,
          processingTime,
        };
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        await repo.recordAnalysis(db, {
          ...base,
          durationMs: Date.now() - started,
          outcome: 'failed',
          errorCode: err.code,
        });
        throw new AppError(503, 'service_unavailable', `The model did not answer: ${err.message}`);
      }
    },

    /** GET /ai/cache-stats. */
    async cacheStats() {
      const row = await repo.cacheStats(db);
      const hits = Number(row.hits);
      const misses = Number(row.misses);
      return {
        entries: Number(row.entries),
        hits,
        misses,
        hitRate: hits + misses === 0 ? 0 : hits / (hits + misses),
        savedCostCents: Math.round(Number(row.saved_micros) / MICROS_PER_CENT),
      };
    },

    /** GET /ai/usage-stats: the caller's analyses of the day or month against their limit. */
    async myUsage(caller: Caller, period: 'daily' | 'monthly' = 'monthly') {
      const [row, config] = await Promise.all([
        repo.memberUsage(db, caller.id, period),
        ai.systemConfig(),
      ]);
      const requestCount = Number(row.requests);
      const limit = period === 'daily' ? config.userDailyLimit : config.userMonthlyLimit;
      return {
        period,
        requestCount,
        cachedCount: Number(row.cached),
        totalCostCents: Math.round(Number(row.cost_micros) / MICROS_PER_CENT),
        limit,
        remaining: Math.max(0, limit - requestCount),
      };
    },
  };
}
export type AiTestingService = ReturnType<typeof createAiTestingService>;
