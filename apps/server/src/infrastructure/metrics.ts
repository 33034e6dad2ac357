// Infrastructure plugin: the Prometheus metrics (app.metrics, src/metrics/metrics.ts). It times
// every answer by route pattern and status, and once the app is ready registers the gauges read
// at each scrape: the database (up, pool), the open event streams, the e-mail queue and the AI
// usage. main.ts serves them on METRICS_PORT (src/metrics/metrics-server.ts).
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../metrics/metrics.ts';
import { aiUsage, emailQueue } from '../metrics/repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export default fp(
  async (app) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      // The pattern (/api/items/:id), never the URL: one series per route, not per item.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
    app.addHook('onReady', async () => {
      const { db, sse, healthService } = app;
      metrics.gauge(
        'pedalswap_database_up',
        'Whether the database answered within 2 s at this scrape (1) or not (0): the readiness check.',
        () =>
          healthService.ready().then(
            () => 1,
            () => 0,
          ),
      );
      if (db.poolStats) {
        const stats = db.poolStats.bind(db);
        metrics.gauge(
          'pedalswap_db_pool_connections',
          "This process's PostgreSQL pool: connections open (total), idle, and requests waiting for one; max is the pool's size.",
          async () => {
            const s = stats();
            return Object.entries(s).map(([state, value]) => ({ labels: { state }, value }));
          },
          ['state'],
        );
      }
      metrics.gauge(
        'pedalswap_sse_open_streams',
        'Server-sent event streams open on this process (chat, events, notifications).',
        () => sse.size,
      );
      metrics.gauge(
        'pedalswap_email_queue_pending',
        'Notification e-mails waiting to be sent (the whole database, not this process).',
        async () => (await emailQueue(db, new Date())).pending,
      );
      metrics.gauge(
        'pedalswap_email_queue_oldest_due_seconds',
        'How long the oldest due notification e-mail has waited (the whole database).',
        async () => (await emailQueue(db, new Date())).oldestDueSeconds,
      );
      metrics.gauge(
        'pedalswap_ai_records',
        'AI analysis records (model calls, cached answers, manual entries) ever made, by provider (the whole database: use max() across processes).',
        async () =>
          (await aiUsage(db)).map((r) => ({ labels: { provider: r.provider }, value: r.records })),
        ['provider'],
      );
      metrics.gauge(
        'pedalswap_ai_cost_dollars',
        'What the AI analyses have cost in US dollars, by provider (the whole database).',
        async () =>
          (await aiUsage(db)).map((r) => ({
            labels: { provider: r.provider },
            value: r.costDollars,
          })),
        ['provider'],
      );
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
