// The AI analysis service (spec 2 §4.4, §7.3, §8.3; spec 3 §7.4, §9). In order, for each
// analysis: maintenance mode (503); the caller's photos resolved from their own uploads (no
// URL is ever fetched); the content-hash cache (`useCache`: no model call, cost 0); the
// per-member limits and the service's rate per minute (429); then a slot in the queue
// (priority 1 first) and the analyzers: the hosted model, once more with the fallback model
// after any failure, then manual entry (partialData, skippedAI) with §8.3's messages; with no
// key, or a spent budget, the offline analyzer answers and the result says why. Every call is
// recorded (member, model, tokens, cost, duration, outcome, error code, cached).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '@pedalswap/api-client/schema.gen';
import { AI_CRITICAL_FIELDS, AI_LIMITS, AI_MESSAGES } from '@pedalswap/domain/ai';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, validationFailed } from '../errors.ts';
import type { ImageService, NamedPhoto } from '../images/service.ts';
import type { ReadUpload } from '../images/multipart.ts';
import type { Caller } from '../plugins/caller.ts';
import { analysisCopy, sha256 } from './analysis-image.ts';
import type { AnalysisQueue } from './analysis-queue.ts';
import type { ProgressBoard } from './analysis-progress.ts';
import { buildResult, suggestionsFor, type AiAnalysisResult } from './analysis-result.ts';
import { measureQuality, type ImageQuality } from './providers/offline/image-quality.ts';
import {
  ProviderError,
  type AnalysisImage,
  type AnalysisProvider,
  type ProviderAnswer,
  type TokenUsage,
} from './providers/provider.ts';
import * as repo from './repository.ts';

type UploadedImage = components['schemas']['AiUploadedImage'];
type FeedbackRequest = components['schemas']['FeedbackRequest'];
type AiSystemConfig = components['schemas']['AiSystemConfig'];

export interface AiServiceDeps {
  db: Db;
  images: ImageService;
  /** The hosted model when ANTHROPIC_API_KEY is set, else null. */
  hosted: AnalysisProvider | null;
  offline: AnalysisProvider;
  primaryModel: string;
  fallbackModel: string;
  queue: AnalysisQueue;
  progress: ProgressBoard;
  log: FastifyBaseLogger;
}

export interface AnalyzeInput {
  imageUrls: readonly string[];
  preferFallbackModel?: boolean;
  useCache?: boolean;
  priority?: number;
  context?: Record<string, unknown>;
  progressId?: string;
}

const MICROS_PER_CENT = 10_000;

export const tooLarge = (name: string) =>
  new AppError(413, 'payload_too_large', AI_MESSAGES.fileTooLarge(name), {
    details: [{ path: 'images', msg: AI_MESSAGES.fileTooLarge(name) }],
  });
export const tooMany = () =>
  new AppError(400, 'validation_failed', AI_MESSAGES.tooManyPhotos, {
    details: [{ path: 'images', msg: AI_MESSAGES.tooManyPhotos }],
  });
export const maintenance = () => new AppError(503, 'ai_maintenance', AI_MESSAGES.maintenance);
const notFound = () => new AppError(404, 'not_found', AI_MESSAGES.analysisNotFound);

export interface PreparedUpload {
  photo: NamedPhoto;
  original: Buffer;
  jpeg: Buffer;
  quality: ImageQuality;
}

export function parseJsonObject(
  raw: string | undefined,
  path: string,
): Record<string, unknown> | null {
  if (raw === undefined || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw validationFailed([{ path, msg: `${path} must be a JSON object` }]);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length > 50)
    throw validationFailed([{ path, msg: `${path} must be a JSON object of at most 50 keys` }]);
  return value as Record<string, unknown>;
}

/**
 * A running analysis's reservation (reserve, below): a hosted call is counted at no less than
 * 5 cents before there is a history to estimate from, and a reservation a crashed process left
 * counts for 10 minutes at most.
 */
const RESERVATION = { minEstimateMicros: 5 * MICROS_PER_CENT, ttlSeconds: 600 } as const;

export function createAiService(deps: AiServiceDeps) {
  const { db, images, progress, log } = deps;

  const config = async () => toConfig(await repo.getConfig(db));

  function toConfig(row: repo.AiConfigFullRow) {
    return {
      dailyBudgetMicros: Number(row.daily_budget_cents) * MICROS_PER_CENT,
      monthlyBudgetMicros: Number(row.monthly_budget_cents) * MICROS_PER_CENT,
      userDailyLimit: row.user_daily_limit,
      userMonthlyLimit: row.user_monthly_limit,
      rateLimitRpm: row.rate_limit_rpm,
      maintenanceMode: row.maintenance_mode,
    };
  }

  /** One uploaded photo checked and readied: its stored copy, its analysis copy, its quality. */
  async function prepare(fileName: string, data: Buffer): Promise<PreparedUpload> {
    let photo: NamedPhoto;
    try {
      photo = await images.prepareTemporary(fileName, data);
    } catch (err) {
      if (err instanceof AppError && err.code === 'unsupported_media_type')
        throw new AppError(415, err.code, AI_MESSAGES.notAnImage(fileName), {
          details: [{ path: 'images', msg: AI_MESSAGES.notAnImage(fileName) }],
        });
      throw err;
    }
    const jpeg = await analysisCopy(data);
    return { photo, original: data, jpeg, quality: await measureQuality(jpeg) };
  }

  /** Stores readied photos as the caller's temporary AI uploads (24 hours). */
  async function store(
    caller: Caller,
    files: readonly PreparedUpload[],
    metadata: Record<string, unknown> | null,
  ) {
    const stored = await images.storeTemporary(
      caller,
      files.map((f) => f.photo),
    );
    await db.transaction(async (tx) => {
      for (const [i, s] of stored.entries()) {
        const f = files[i]!;
        await repo.insertAiUpload(tx, {
          id: s.fileId,
          userId: caller.id,
          url: s.url,
          sha256: sha256(f.original),
          jpeg: f.jpeg,
          qualityScore: f.quality.score,
          quality: {
            problems: f.quality.problems,
            sharpness: f.quality.sharpness,
            brightness: f.quality.brightness,
          },
          metadata,
          ttlSeconds: AI_LIMITS.uploadTtlSeconds,
        });
      }
    });
    return stored;
  }

  /** Reads, checks and stores an upload of 1-10 photos (both upload calls). */
  async function upload(
    caller: Caller,
    readUpload: ReadUpload,
    guided: boolean,
  ): Promise<{ uploadedImages: UploadedImage[] }> {
    if ((await config()).maintenanceMode) throw maintenance();
    const { files, fields } = await readUpload<PreparedUpload>({
      fileField: 'images',
      maxFiles: AI_LIMITS.photosPerAnalysis,
      maxBytes: AI_LIMITS.photoMaxBytes,
      textFields: guided ? ['userContext', 'qualityPreference', 'guidanceLevel'] : [],
      maxFieldChars: AI_LIMITS.contextMaxChars,
      tooLarge,
      tooMany,
      onFile: prepare,
    });
    if (files.length === 0)
      throw validationFailed([{ path: 'images', msg: AI_MESSAGES.atLeastOnePhoto }]);
    const userContext = parseJsonObject(fields.userContext, 'userContext');
    const issues = [];
    if (
      fields.qualityPreference &&
      !['speed', 'balanced', 'quality'].includes(fields.qualityPreference)
    )
      issues.push({
        path: 'qualityPreference',
        msg: 'qualityPreference must be speed, balanced or quality',
      });
    const guidanceLevel = fields.guidanceLevel ?? (guided ? 'standard' : undefined);
    if (guidanceLevel && !['minimal', 'standard', 'detailed'].includes(guidanceLevel))
      issues.push({
        path: 'guidanceLevel',
        msg: 'guidanceLevel must be minimal, standard or detailed',
      });
    if (issues.length) throw validationFailed(issues);

    const uploadTimestamp = new Date().toISOString();
    const metadata = guided
      ? { guidanceLevel, userContext: userContext ?? {}, uploadTimestamp }
      : null;
    const stored = await store(caller, files, metadata);
    return {
      uploadedImages: stored.map((s, i) => ({
        fileId: s.fileId,
        url: s.url,
        fileName: s.name,
        qualityScore: files[i]!.quality.score,
        // AiUserContext is free-form; the generated type cannot say so.
        ...(metadata ? { metadata: metadata as UploadedImage['metadata'] } : {}),
      })),
    };
  }

  /** The caller's uploads for these addresses, in order; any other address is a 400. */
  async function photosOf(caller: Caller, urls: readonly string[], path: string) {
    const rows = await repo.findUploadsByUrl(db, caller.id, urls);
    const byUrl = new Map(rows.map((r) => [r.url, r]));
    const issues = urls
      .map((u, i) => ({ u, i }))
      .filter(({ u }) => !byUrl.has(u))
      .map(({ i }) => ({ path: `${path}.${i}`, msg: AI_MESSAGES.unknownImageUrl }));
    if (issues.length) throw validationFailed(issues);
    const unique = [...new Map(urls.map((u) => [u, byUrl.get(u)!])).values()];
    return unique;
  }

  async function record(
    analysisId: string,
    attempt: number,
    caller: Caller,
    r: Partial<repo.AnalysisRecord> & Pick<repo.AnalysisRecord, 'provider' | 'model' | 'outcome'>,
  ) {
    await repo
      .recordAnalysis(db, {
        analysisId,
        attempt,
        userId: caller.id,
        inputTokens: 0,
        outputTokens: 0,
        cacheCreationTokens: 0,
        cacheReadTokens: 0,
        costMicros: 0,
        durationMs: 0,
        errorCode: null,
        cached: false,
        confidence: null,
        imageCount: 0,
        ...r,
      })
      .catch((err: unknown) => log.error({ err }, 'could not record an AI analysis'));
  }

  const usageOf = (u: TokenUsage) => ({
    inputTokens: u.inputTokens,
    outputTokens: u.outputTokens,
    cacheCreationTokens: u.cacheCreationInputTokens,
    cacheReadTokens: u.cacheReadInputTokens,
  });
  const tokensOf = (u: TokenUsage) =>
    u.inputTokens + u.outputTokens + u.cacheCreationInputTokens + u.cacheReadInputTokens;

  type Config = Awaited<ReturnType<typeof config>>;

  /** Has this month's or today's spend reached its budget? */
  const budgetSpentOf = (cfg: Config, usage: repo.UsageNow) =>
    Number(usage.day_cost_micros) >= cfg.dailyBudgetMicros ||
    Number(usage.month_cost_micros) >= cfg.monthlyBudgetMicros;

  /**
   * Reserves the analysis's place before any model runs (issue 25 item 2): in one transaction
   * under the AI configuration row's lock, so reservations take turns, the limits are checked
   * against finished analyses plus the running ones (429), then a row is written that counts
   * as one call and, for the hosted model, at its estimated cost. The budget rule (ours): a
   * hosted call starts only while today's and this month's spend plus the estimates of the
   * calls still running stays under the budget; otherwise the offline analyzer answers. So
   * parallel calls overspend by at most what one call costs beyond the budget's last cent,
   * never by a call each. Returns whether the budget is spent (the caller goes offline).
   */
  async function reserve(analysisId: string, caller: Caller, hosted: boolean) {
    return db.transaction(async (tx) => {
      const cfg = toConfig(await repo.lockConfig(tx));
      const usage = await repo.usageNow(tx, caller.id);
      checkLimits(cfg, usage);
      const budgetSpent = budgetSpentOf(cfg, usage);
      const estimateMicros =
        hosted && !budgetSpent
          ? await repo.hostedCallEstimate(tx, RESERVATION.minEstimateMicros)
          : 0;
      await repo.insertReservation(tx, {
        analysisId,
        userId: caller.id,
        estimateMicros,
        ttlSeconds: RESERVATION.ttlSeconds,
      });
      return { budgetSpent };
    });
  }

  /** The member's daily and monthly limits, then the service's rate per minute (429). */
  function checkLimits(cfg: Config, usage: repo.UsageNow) {
    if (cfg.userDailyLimit <= Number(usage.user_day))
      throw new AppError(429, 'ai_user_limit', AI_MESSAGES.userDailyLimit(cfg.userDailyLimit));
    if (cfg.userMonthlyLimit <= Number(usage.user_month))
      throw new AppError(429, 'ai_user_limit', AI_MESSAGES.userMonthlyLimit(cfg.userMonthlyLimit));
    if (cfg.rateLimitRpm <= Number(usage.last_minute))
      throw new AppError(429, 'rate_limited', AI_MESSAGES.rateLimited);
  }

  async function analyze(
    caller: Caller,
    input: AnalyzeInput,
  ): Promise<{ result: AiAnalysisResult; cost: number; cached: boolean }> {
    const started = Date.now();
    const cfg = await config();
    if (cfg.maintenanceMode) throw maintenance();
    const uploads = await photosOf(caller, input.imageUrls, 'imageUrls');
    const analysisId = randomUUID();
    const pid = input.progressId;
    if (pid && !progress.start(pid, caller.id))
      throw validationFailed([{ path: 'progressId', msg: 'This progress id is already in use' }]);
    const photoProblems = uploads.flatMap((u) => u.quality.problems ?? []);
    const uploadIds = uploads.map((u) => u.id);
    let reservedId: string | null = null;
    try {
      const usage = await repo.usageNow(db, caller.id);
      let budgetSpent = budgetSpentOf(cfg, usage);
      let mode: 'hosted' | 'offline' = deps.hosted && !budgetSpent ? 'hosted' : 'offline';
      const keyOf = (m: string) =>
        `${m}:${uploads
          .map((u) => u.sha256)
          .sort()
          .join(',')}`;
      let cacheKey = keyOf(mode);

      if (input.useCache !== false) {
        const hit = await repo.cacheGet(db, cacheKey);
        if (hit) {
          const result = {
            ...(hit as AiAnalysisResult),
            analysisId,
            processingTime: Date.now() - started,
            estimatedCost: 0,
          };
          await repo.saveResult(db, analysisId, caller.id, uploadIds, result);
          await record(analysisId, 1, caller, {
            provider: 'cache',
            model: result.modelUsed,
            outcome: 'success',
            cached: true,
            durationMs: Date.now() - started,
            confidence: result.confidence,
            imageCount: uploads.length,
          });
          progress.update(pid, { phase: 'complete', analysisId });
          return { result, cost: 0, cached: true };
        }
      }

      // The place is reserved under lock; the budget may have gone to calls running meanwhile.
      const reserved = await reserve(analysisId, caller, mode === 'hosted');
      reservedId = analysisId;
      if (reserved.budgetSpent && mode === 'hosted') {
        budgetSpent = true;
        mode = 'offline';
        cacheKey = keyOf(mode);
      }

      const images: AnalysisImage[] = uploads.map((u) => ({
        jpeg: Buffer.from(u.analysis_jpeg),
        sha256: u.sha256,
      }));
      const result = await deps.queue.run(
        {
          priority: input.priority ?? 3,
          onPosition: (queuePosition) =>
            progress.update(
              pid,
              queuePosition ? { queuePosition } : { queuePosition, phase: 'preprocessing' },
            ),
        },
        () =>
          runAnalyzers({
            analysisId,
            caller,
            images,
            context: input.context ?? {},
            mode,
            budgetSpent,
            preferFallback: input.preferFallbackModel ?? false,
            photoProblems,
            started,
            pid,
          }),
      );
      progress.update(pid, { phase: 'finalising' });
      await repo.saveResult(db, analysisId, caller.id, uploadIds, result.result);
      // useCache false only skips reading the cache: the fresh answer still serves the next ask.
      if (!result.result.skippedAI)
        await repo.cachePut(db, cacheKey, result.result, result.costMicros);
      progress.update(pid, { phase: 'complete', analysisId });
      return { result: result.result, cost: result.costMicros / 1_000_000, cached: false };
    } catch (err) {
      progress.update(pid, { phase: 'failed' });
      throw err;
    } finally {
      // The analysis is recorded (ai_analyses) by now: its reservation has done its work.
      if (reservedId) await repo.deleteReservation(db, reservedId);
    }
  }

  async function runAnalyzers(a: {
    analysisId: string;
    caller: Caller;
    images: AnalysisImage[];
    context: Record<string, unknown>;
    mode: 'hosted' | 'offline';
    budgetSpent: boolean;
    preferFallback: boolean;
    photoProblems: string[];
    started: number;
    pid: string | undefined;
  }): Promise<{ result: AiAnalysisResult; costMicros: number }> {
    const notices: string[] = [];
    if (a.budgetSpent && deps.hosted) notices.push(AI_MESSAGES.budgetSpentOffline);
    const attempts: {
      provider: AnalysisProvider;
      model: string;
      source: 'ai_primary' | 'ai_fallback';
    }[] =
      a.mode === 'hosted'
        ? a.preferFallback
          ? [
              { provider: deps.hosted!, model: deps.fallbackModel, source: 'ai_fallback' },
              { provider: deps.hosted!, model: deps.primaryModel, source: 'ai_primary' },
            ]
          : [
              { provider: deps.hosted!, model: deps.primaryModel, source: 'ai_primary' },
              { provider: deps.hosted!, model: deps.fallbackModel, source: 'ai_fallback' },
            ]
        : [
            {
              provider: deps.offline,
              model: 'offline-analyzer',
              source: a.budgetSpent ? 'ai_fallback' : 'ai_primary',
            },
          ];
    let spent = 0;
    let tokens = 0;
    let lastMessage: string = AI_MESSAGES.analysisFailed;
    for (const [i, attempt] of attempts.entries()) {
      const callStarted = Date.now();
      const kind = attempt.provider.kind;
      try {
        const answer: ProviderAnswer = await attempt.provider.analyze(
          {
            images: a.images,
            context: a.context,
            onPhase: (phase) => progress.update(a.pid, { phase }),
          },
          attempt.model,
        );
        spent += answer.costMicros;
        tokens += tokensOf(answer.usage);
        const result = buildResult({
          analysisId: a.analysisId,
          findings: answer.findings,
          source: attempt.source,
          modelUsed: answer.model,
          tokensUsed: tokens,
          costMicros: spent,
          processingTime: Date.now() - a.started,
          photoProblems: a.photoProblems,
          notices,
        });
        await record(a.analysisId, i + 1, a.caller, {
          provider: kind,
          model: answer.model,
          ...usageOf(answer.usage),
          costMicros: answer.costMicros,
          durationMs: Date.now() - callStarted,
          outcome: 'success',
          confidence: result.confidence,
          imageCount: a.images.length,
        });
        return { result, costMicros: spent };
      } catch (err) {
        const pe =
          err instanceof ProviderError
            ? err
            : new ProviderError('request_failed', 'The analyzer failed');
        if (!(err instanceof ProviderError)) log.error({ err }, 'AI analyzer failed');
        // A call that answered (refusal, malformed) was still paid for.
        const paid = err as { usage?: TokenUsage; costMicros?: number };
        spent += paid.costMicros ?? 0;
        if (paid.usage) tokens += tokensOf(paid.usage);
        await record(a.analysisId, i + 1, a.caller, {
          provider: kind,
          model: attempt.model,
          ...(paid.usage ? usageOf(paid.usage) : {}),
          costMicros: paid.costMicros ?? 0,
          durationMs: Date.now() - callStarted,
          outcome: 'failed',
          errorCode: pe.code,
          imageCount: a.images.length,
        });
        lastMessage = `${AI_MESSAGES.analysisFailed}: ${pe.message}`;
        if (i < attempts.length - 1) notices.push(AI_MESSAGES.tryingAlternative(lastMessage));
      }
    }
    // Manual entry (spec 2 §4.4): an empty result the member fills in; nothing they uploaded
    // is lost (the photos stay theirs for 24 hours and transfer to the listing as usual).
    notices.push(AI_MESSAGES.proceedingToManual(lastMessage));
    const result = buildResult({
      analysisId: a.analysisId,
      findings: {},
      source: 'user_input',
      modelUsed: 'none',
      tokensUsed: tokens,
      costMicros: spent,
      processingTime: Date.now() - a.started,
      photoProblems: a.photoProblems,
      notices,
      partialData: true,
      skippedAI: true,
    });
    await record(a.analysisId, attempts.length + 1, a.caller, {
      provider: 'none',
      model: 'none',
      outcome: 'manual_entry',
      durationMs: Date.now() - a.started,
      imageCount: a.images.length,
    });
    return { result, costMicros: spent };
  }

  const toApiConfig = (row: repo.AiConfigFullRow): AiSystemConfig => ({
    dailyBudgetCents: Number(row.daily_budget_cents),
    monthlyBudgetCents: Number(row.monthly_budget_cents),
    userDailyLimit: row.user_daily_limit,
    userMonthlyLimit: row.user_monthly_limit,
    rateLimitRpm: row.rate_limit_rpm,
    enableNewFeatures: row.enable_new_features,
    maintenanceMode: row.maintenance_mode,
    updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  });

  return {
    upload,
    analyze,
    prepare,
    store,
    /**
     * What a model call outside an analysis (the owner's prompt test) obeys, as analyze does:
     * maintenance (503), the caller's limits and the rate per minute (429); the answer says
     * whether the budget is spent, which the caller must refuse or route around itself.
     */
    async checkModelCall(caller: Caller): Promise<{ budgetSpent: boolean }> {
      const cfg = await config();
      if (cfg.maintenanceMode) throw maintenance();
      const usage = await repo.usageNow(db, caller.id);
      checkLimits(cfg, usage);
      return { budgetSpent: budgetSpentOf(cfg, usage) };
    },
    /** Is the AI switched off for maintenance (503 ai_maintenance)? */
    async inMaintenance() {
      return (await config()).maintenanceMode;
    },

    /** The stored configuration (spec 3 §2.9), as the contract has it. */
    async systemConfig(): Promise<AiSystemConfig> {
      return toApiConfig(await repo.getConfig(db));
    },

    /**
     * Changes the configuration in the caller's transaction (the owner's audit entry joins
     * it). Nothing is cached: every upload and analysis reads the row (config() above), so
     * the change holds at once on every process once committed.
     */
    async updateSystemConfig(tx: Queryable, patch: repo.AiConfigPatch, by: string) {
      const previous = toApiConfig(await repo.lockConfig(tx));
      const config = toApiConfig(await repo.updateConfig(tx, patch, by));
      return { previous, config };
    },

    /**
     * Writes usage records with their past times (the demo seed's 90 days), unless any usage
     * exists; false when it did.
     */
    /** Is any analysis recorded (the demo seed writes its history only on none)? */
    async anyUsage() {
      return repo.anyAnalysis(db);
    },

    async importUsageHistory(records: readonly (repo.AnalysisRecord & { createdAt: Date })[]) {
      return db.transaction(async (tx) => {
        if (await repo.anyAnalysis(tx)) return false;
        for (let i = 0; i < records.length; i += 2000)
          await repo.recordPastAnalyses(tx, records.slice(i, i + 2000));
        return true;
      });
    },

    /** This process's queue now: analyses waiting for a slot and holding one. */
    queueState() {
      return { waiting: deps.queue.waiting, running: deps.queue.running };
    },

    /** POST /ai/re-analyze-urls: the original analysis' photos (unless dropped) plus the new. */
    async reAnalyze(
      caller: Caller,
      body: {
        originalAnalysisId: string;
        originalImageUrls?: string[];
        additionalImageUrls: string[];
        improvementContext?: Record<string, unknown>;
        retainOriginalImages?: boolean;
        progressId?: string;
      },
    ) {
      const original = await repo.findResult(db, body.originalAnalysisId);
      if (!original || original.user_id !== caller.id) throw notFound();
      let urls = [...body.additionalImageUrls];
      if (body.retainOriginalImages !== false) {
        const rows = await repo.findUploadsById(db, caller.id, original.upload_ids);
        const kept = body.originalImageUrls?.length
          ? rows.filter((r) => body.originalImageUrls!.includes(r.url))
          : rows;
        urls = [...new Set([...kept.map((r) => r.url), ...urls])];
      }
      if (urls.length > AI_LIMITS.photosPerAnalysis)
        throw validationFailed([{ path: 'additionalImageUrls', msg: AI_MESSAGES.tooManyPhotos }]);
      return analyze(caller, {
        imageUrls: urls,
        context: body.improvementContext ?? {},
        progressId: body.progressId,
        useCache: true,
      });
    },

    /** POST /ai/improvement-suggestions/{analysisId}. */
    async improvementSuggestions(
      caller: Caller,
      analysisId: string,
      lowConfidenceFields: readonly string[],
    ) {
      const found = await repo.findResult(db, analysisId);
      if (!found || found.user_id !== caller.id) throw notFound();
      const result = found.result as unknown as AiAnalysisResult;
      const fields = result.fields ?? {};
      const wanted = lowConfidenceFields.length
        ? lowConfidenceFields
        : [...AI_CRITICAL_FIELDS, ...Object.keys(fields)];
      const problems = (result.suggestedImprovements ?? []).filter(
        (s) => s.field === 'photo_quality',
      ).length
        ? (await repo.findUploadsById(db, caller.id, found.upload_ids)).flatMap(
            (u) => u.quality.problems ?? [],
          )
        : [];
      return { suggestions: suggestionsFor(fields, problems, wanted) };
    },

    progressOf(caller: Caller, progressId: string) {
      const e = progress.get(progressId, caller.id);
      if (!e) throw new AppError(404, 'not_found', 'No analysis is running under this id');
      return {
        phase: e.phase,
        percent: e.percent,
        queuePosition: e.queuePosition,
        elapsedMs: e.updatedAt.getTime() - e.startedAt.getTime(),
        analysisId: e.analysisId,
      };
    },

    /** POST /feedback. A report, a rating of 2 or less, and every correction wait for staff. */
    async feedback(caller: Caller, body: FeedbackRequest) {
      const id = randomUUID();
      const needsReview =
        body.feedbackType === 'report' ||
        body.feedbackType === 'correction' ||
        (body.rating !== undefined && body.rating <= 2);
      await repo.insertFeedback(db, {
        id,
        userId: caller.id,
        feedbackType: body.feedbackType,
        category: body.category,
        value: body.value ?? null,
        analysisId: body.analysisId ?? null,
        rating: body.rating ?? null,
        confidence: body.confidence ?? null,
        originalValue: body.originalValue ?? null,
        suggestedValue: body.suggestedValue ?? null,
        comments: body.comments ?? null,
        modelVersion: body.modelVersion ?? null,
        analysisConfidence: body.analysisConfidence ?? null,
        needsReview,
      });
      return { message: 'Thank you for your feedback', id };
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;

/** Drops analysis copies past their 24 hours (the image uploads have their own purge). */
export async function purgeExpiredAiUploads(db: Db): Promise<number> {
  return (await repo.deleteExpiredAiUploads(db)).length;
}
