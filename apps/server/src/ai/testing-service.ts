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
  AI_TESTING_SERVER_MESSAGES as MESSAGES,
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

const unavailable = (message: string) => new AppError(503, 'service_unavailable', message);

export function createAiTestingService(deps: AiTestingDeps) {
  const { db, ai } = deps;

  return {
    /** POST /ai/batch-analyze: every group of photos analysed in turn, failures reported. */
    async batchAnalyze(caller: Caller, readUpload: ReadUpload) {
      if (await ai.inMaintenance()) throw maintenance();
      const { files, fields } = await readUpload<PreparedUpload & { index: number }>({
        fileField: FILES,
        maxFiles: AI_TESTING_LIMITS.batchMaxPhotos,
        maxBytes: AI_LIMITS.photoMaxBytes,
        textFields: ['options', 'batchId', 'useCache'],
        textFieldPattern: METADATA,
        extraTextFields: 50,
        maxFieldChars: AI_TESTING_LIMITS.batchJsonMaxChars,
        tooLarge,
        tooMany: () =>
          new AppError(400, 'validation_failed', MESSAGES.batchTooManyPhotos, {
            details: [{ path: 'analyses', msg: MESSAGES.batchTooManyPhotos }],
          }),
        onFile: async (fileName, data, field) => ({
          ...(await ai.prepare(fileName, data)),
          index: indexOf(field),
        }),
      });
      const options = parseJsonObject(fields.options, 'options') ?? {};
      if (fields.useCache !== undefined && !['true', 'false'].includes(fields.useCache))
        throw validationFailed([{ path: 'useCache', msg: MESSAGES.useCacheBoolean }]);
      if (
        fields.batchId !== undefined &&
        [...fields.batchId].length > AI_TESTING_LIMITS.batchIdMaxChars
      )
        throw validationFailed([{ path: 'batchId', msg: MESSAGES.batchIdTooLong }]);
      const groups = new Map<number, (PreparedUpload & { index: number })[]>();
      for (const f of files) groups.set(f.index, [...(groups.get(f.index) ?? []), f]);
      if (groups.size === 0)
        throw validationFailed([{ path: 'analyses', msg: MESSAGES.batchEmpty }]);
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
     *
     * The record counts against the budget, the owner's limits and the rate, as it must (it is
     * a paid call). ai_analyses has no column saying what a call was for, so the analytics
     * count it as one of the owner's hosted analyses; telling prompt tests apart would need
     * such a column (and the rollups keyed by it).
     */
    async testPrompt(caller: Caller, readUpload: ReadUpload) {
      if (await ai.inMaintenance()) throw maintenance();
      const { files, fields } = await readUpload<PreparedUpload>({
        fileField: 'images',
        maxFiles: AI_TESTING_LIMITS.promptImages,
        maxBytes: AI_LIMITS.photoMaxBytes,
        textFields: ['prompt', 'model'],
        maxFieldChars: AI_TESTING_LIMITS.promptMaxChars,
        tooLarge,
        tooMany: () => validationFailed([{ path: 'images', msg: MESSAGES.promptTooManyImages }]),
        onFile: (fileName, data) => ai.prepare(fileName, data),
      });
      const prompt = (fields.prompt ?? '').trim();
      const issues = [];
      if (files.length === 0) issues.push({ path: 'images', msg: AI_TESTING_MESSAGES.noImages });
      if (!prompt) issues.push({ path: 'prompt', msg: AI_TESTING_MESSAGES.promptRequired });
      if ([...prompt].length > AI_TESTING_LIMITS.promptMaxChars)
        issues.push({ path: 'prompt', msg: MESSAGES.promptTooLong });
      const family = fields.model ?? AI_TEST_MODELS[0];
      if (!(AI_TEST_MODELS as readonly string[]).includes(family))
        issues.push({ path: 'model', msg: MESSAGES.modelUnknown });
      if (issues.length) throw validationFailed(issues);
      if (!deps.hosted?.prompt) throw unavailable(MESSAGES.noHostedModel);
      // The paid model obeys what an analysis does: the owner's limits and the rate (429). A
      // spent budget sends an analysis to the offline analyzer, which answers no free prompt.
      const { budgetSpent } = await ai.checkModelCall(caller);
      if (budgetSpent) throw unavailable(MESSAGES.budgetSpent);
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
        throw unavailable(MESSAGES.modelFailed(err.message));
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
