// Handlers of the members' AI calls (spec 2 §7.3, spec 3 §7.4's simple path) and /feedback.
import { defineRoutes } from '../plugins/contract-types.ts';
import { callerOf } from '../plugins/caller.ts';
import { uploadOf } from '../images/multipart.ts';
import { photoExamples } from './photo-examples.ts';
import type { AiService } from './service.ts';
import type { AiTestingService } from './testing-service.ts';
import type { ListingEnhancer } from './enhance-listing.ts';

export function aiRoutes(ai: AiService, testing: AiTestingService, enhancer: ListingEnhancer) {
  return defineRoutes({
    aiBatchAnalyze: {
      async handler(request) {
        return testing.batchAnalyze(callerOf(request), uploadOf(request));
      },
    },
    aiTestPrompt: {
      async handler(request) {
        return testing.testPrompt(callerOf(request), uploadOf(request));
      },
    },
    aiEnhanceListing: {
      async handler(request) {
        return enhancer.enhance(callerOf(request), request.params.bikeId, request.body);
      },
    },
    aiCacheStats: {
      async handler() {
        return testing.cacheStats();
      },
    },
    aiMyUsageStats: {
      async handler(request) {
        return testing.myUsage(callerOf(request), request.query.period);
      },
    },
    aiUploadImages: {
      rateLimit: 'create',
      async handler(request, reply) {
        const result = await ai.upload(callerOf(request), uploadOf(request), false);
        reply.code(201);
        return result;
      },
    },
    aiUploadImagesWithGuidance: {
      rateLimit: 'create',
      async handler(request, reply) {
        const result = await ai.upload(callerOf(request), uploadOf(request), true);
        reply.code(201);
        return result;
      },
    },
    aiAnalyzeBikeUrls: {
      async handler(request) {
        const b = request.body;
        const { result, cost, cached } = await ai.analyze(callerOf(request), {
          imageUrls: b.imageUrls,
          preferFallbackModel: b.preferFallbackModel,
          useCache: b.useCache,
          priority: b.priority,
          context: (b.options ?? {}) as Record<string, unknown>,
          progressId: b.progressId,
        });
        return { success: true as const, result, cost, cached };
      },
    },
    aiAnalyzeBikeUrlsGuided: {
      async handler(request) {
        const b = request.body;
        const { result, cost, cached } = await ai.analyze(callerOf(request), {
          imageUrls: b.imageUrls,
          context: {
            ...((b.userContext ?? {}) as Record<string, unknown>),
            ...(b.imageMetadata ? { imageMetadata: b.imageMetadata } : {}),
            improvementAttempt: b.improvementAttempt ?? 0,
          },
          progressId: b.progressId,
          useCache: true,
        });
        return { success: true as const, result, cost, cached };
      },
    },
    aiReAnalyzeUrls: {
      async handler(request) {
        const b = request.body;
        const { result, cost, cached } = await ai.reAnalyze(callerOf(request), {
          ...b,
          improvementContext: b.improvementContext as Record<string, unknown> | undefined,
        });
        return { success: true as const, result, cost, cached };
      },
    },
    aiImprovementSuggestions: {
      async handler(request) {
        return ai.improvementSuggestions(
          callerOf(request),
          request.params.analysisId,
          request.body.lowConfidenceFields,
        );
      },
    },
    aiAnalysisProgress: {
      async handler(request) {
        return ai.progressOf(callerOf(request), request.params.progressId);
      },
    },
    aiPhotoExamples: {
      async handler(request) {
        return photoExamples(request.query.photoType, request.query.bikeType);
      },
    },
    submitFeedback: {
      async handler(request, reply) {
        const result = await ai.feedback(callerOf(request), request.body);
        reply.code(201);
        return result;
      },
    },
  });
}
