// The owner's AI testing hub calls (spec 3 §2.11, §7.4): a batch of analyses in one upload,
// the cache's figures, and a member's own usage against the limits. The batch is the members'
// analysis run once per group of photos, so it obeys maintenance, the cache, the limits, the
// queue and the budget exactly as a single analysis does, and every analysis is recorded.
import { randomUUID } from 'node:crypto';
import { AI_LIMITS } from '@pedalswap/domain/ai';
import type { Db } from '../db/db.ts';
import { AppError, validationFailed } from '../errors.ts';
import type { ReadUpload } from '../images/multipart.ts';
import type { Caller } from '../plugins/caller.ts';
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

export function createAiTestingService(deps: { db: Db; ai: AiService }) {
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
