// The AI area (issue 13): photo uploads for analysis, the analyzers (hosted model when
// ANTHROPIC_API_KEY is set, else the offline analyzer), the queue and the progress board,
// feedback. Photos are stored through app.imageService, never through the images tables.
import fp from 'fastify-plugin';
import { createAnalysisQueue } from './analysis-queue.ts';
import { createProgressBoard } from './analysis-progress.ts';
import { createOfflineAnalyzer } from './providers/offline/offline-analyzer.ts';
import { stopOcr } from './providers/offline/ocr.ts';
import { aiRoutes } from './routes.ts';
import { createAiService, type AiService } from './service.ts';
import { createAiTestingService } from './testing-service.ts';
import { createListingEnhancer } from './enhance-listing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    aiService: AiService;
  }
}

export default fp(
  async (app) => {
    const cfg = app.config.ai;
    // The hosted model's SDK only when there is a key: it is about 40 MB of a server's memory
    // (issue 31), and without a key the offline analyzer answers.
    const hosted = cfg.anthropicApiKey
      ? (await import('./providers/anthropic.ts')).createAnthropicProvider({
          apiKey: cfg.anthropicApiKey,
          baseURL: cfg.anthropicBaseUrl,
          timeoutMs: cfg.timeoutMs,
        })
      : null;
    const queue = createAnalysisQueue(cfg.concurrency);
    app.metrics.gauge(
      'pedalswap_ai_queue_length',
      'AI analyses on this process: waiting for a slot (state=waiting) or running (state=running).',
      async () => [
        { labels: { state: 'waiting' }, value: queue.waiting },
        { labels: { state: 'running' }, value: queue.running },
      ],
      ['state'],
    );
    const aiService = createAiService({
      db: app.db,
      images: app.imageService,
      hosted,
      offline: createOfflineAnalyzer(),
      primaryModel: cfg.primaryModel,
      fallbackModel: cfg.fallbackModel,
      queue,
      progress: createProgressBoard(),
      log: app.log,
    });
    app.addHook('onClose', async () => stopOcr());
    app.decorate('aiService', aiService);
    const testing = createAiTestingService({
      db: app.db,
      ai: aiService,
      hosted,
      primaryModel: cfg.primaryModel,
      fallbackModel: cfg.fallbackModel,
    });
    const enhancer = createListingEnhancer({
      ai: aiService,
      images: app.imageService,
      items: app.itemService,
    });
    app.operations.add(aiRoutes(aiService, testing, enhancer));
  },
  { name: 'ai', dependencies: ['contract', 'database', 'items', 'images', 'metrics'] },
);
