// What an operator watches and relies on (issue 32 item 3): the readiness check, the Prometheus
// series, request ids in log lines and 5xx bodies, and the graceful end of event streams.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { createPostgresDb } from '../src/db/postgres-db.ts';
import { startScheduler } from '../src/jobs/scheduler.ts';
import { startMetricsServer } from '../src/metrics/metrics-server.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp({
  configure(app) {
    // A service logging through app.log (not request.log) while it handles a request.
    app.get('/api/test-service-log', async () => {
      app.log.info('a service line');
      return { ok: true };
    });
  },
});

describe('readiness', () => {
  it('is ready while the database answers, 503 while it refuses or hangs, ready again after', async () => {
    const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
    const first = await ready();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ready', database: t.db.kind });

    const real = t.db.query;
    try {
      t.db.query = async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
      };
      const refused = await ready();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ error: 'unavailable' });
      // A database that never answers (a cut network) is not ready either, after 2 s.
      t.db.query = () => new Promise<never>(() => {});
      const started = Date.now();
      const hung = await ready();
      expect(hung.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      t.db.query = real;
    }
    expect((await ready()).statusCode).toBe(200);
    expect(t.app.contractViolations).toEqual([]);
  });
});

describe('metrics', () => {
  it('counts requests by route pattern and status, and reads the gauges at each scrape', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({
      method: 'GET',
      url: '/api/items/bike/00000000-0000-4000-8000-000000000000',
    });
    await t.app.inject({ method: 'GET', url: '/api/nope' });
    const text = await t.app.metrics.registry.metrics();
    expect(text).toContain(
      'pedalswap_http_requests_total{method="GET",route="/api/health",status="200"} 2',
    );
    // The pattern, not the URL: one series per route however many items there are.
    expect(text).toMatch(
      /pedalswap_http_requests_total\{method="GET",route="\/api\/items\/:type\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(
      /pedalswap_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/,
    );
    expect(text).toMatch(
      /pedalswap_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health",status="200"\} \d/,
    );
    expect(text).toContain('pedalswap_database_up 1');
    expect(text).toContain('pedalswap_sse_open_streams 0');
    expect(text).toContain('pedalswap_email_queue_pending 0');
    expect(text).toContain('pedalswap_email_queue_oldest_due_seconds 0');
    expect(text).toContain('pedalswap_ai_queue_length{state="waiting"} 0');
    expect(text).toContain('# TYPE pedalswap_ai_cost_dollars gauge');
    expect(text).toContain('# TYPE pedalswap_ai_records gauge');
    expect(text).toContain('pedalswap_process_cpu_seconds_total');
    if (t.db.kind === 'postgres')
      expect(text).toMatch(/pedalswap_db_pool_connections\{state="max"\} \d+/);
  });

  it('reads 0 for the database while it is away, and the scrape still answers', async () => {
    const real = t.db.query;
    t.db.query = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    };
    try {
      const text = await t.app.metrics.registry.metrics();
      expect(text).toContain('pedalswap_database_up 0');
      expect(text).toContain('pedalswap_email_queue_pending 0');
    } finally {
      t.db.query = real;
    }
  });

  it('counts job runs and failures through the scheduler', async () => {
    const scheduler = startScheduler(
      [
        { name: 'works', intervalMs: 3_600_000, run: async () => {} },
        {
          name: 'breaks',
          intervalMs: 3_600_000,
          run: async () => {
            throw new Error('no');
          },
        },
      ],
      { error: () => {} },
      undefined,
      t.app.metrics.observeJobRun,
    );
    await scheduler.runNow('works');
    await scheduler.runNow('breaks');
    await scheduler.runNow('breaks');
    await scheduler.stop();
    const text = await t.app.metrics.registry.metrics();
    expect(text).toContain('pedalswap_job_runs_total{job="works",outcome="ok"} 1');
    expect(text).toContain('pedalswap_job_runs_total{job="breaks",outcome="failed"} 2');
    expect(text).toContain('pedalswap_job_run_duration_seconds_count{job="breaks"} 2');
  });

  it('serves GET /metrics on a port of its own, and nothing else there', async () => {
    const server = await startMetricsServer(t.app.metrics.registry, 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('# TYPE pedalswap_http_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('request ids', () => {
  it('are in the X-Request-Id header and in every line logged while the request is handled', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-service-log' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = t.logs.map((l) => JSON.parse(l) as { msg?: string; reqId?: string });
    const serviceLine = lines.find((l) => l.msg === 'a service line');
    expect(serviceLine?.reqId).toBe(id);
    // Once per line: Fastify's own request lines are not given a second reqId.
    const completed = t.logs.find(
      (l) => l.includes(`"reqId":"${id}"`) && l.includes('request completed'),
    );
    expect(completed?.match(/"reqId"/g)).toHaveLength(1);
  });

  it("keep a proxy's X-Request-Id when it is plain, and make their own otherwise", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'haproxy-7f3a9c21' },
    });
    expect(kept.headers['x-request-id']).toBe('haproxy-7f3a9c21');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith a newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('graceful shutdown', () => {
  it('ends open event streams with a reconnect hint when the app closes', async () => {
    const app = await t.build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/items/events`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toContain(': open');
    expect(await app.metrics.registry.metrics()).toContain('pedalswap_sse_open_streams 1');
    const closing = app.close();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    await closing;
    expect(text).toContain('retry: 1000\n\n');
  });
});

// Several processes exist only on PostgreSQL (one process owns an embedded PGlite): the suite's
// PostgreSQL run (npm test with DATABASE_URL) has this; db.test.ts covers the PGlite side.
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl)
  describe('migrations on deploy', () => {
    it('are applied once when several processes start on an empty schema at the same moment', async () => {
      const schema = `deploy_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      // Three pools: three processes' worth of connections.
      const dbs = await Promise.all(
        [1, 2, 3].map(() => createPostgresDb(databaseUrl, { searchPath: schema, max: 2 })),
      );
      try {
        const applied = await Promise.all(dbs.map((db) => migrate(db)));
        const all = listMigrations().map((m) => m.version);
        // One start applied them all (the advisory lock made the others wait), the others none.
        expect(applied.flat().sort((a, b) => a - b)).toEqual(all);
        expect(applied.filter((a) => a.length > 0)).toHaveLength(1);
        const rows = await dbs[0]!.query<{ version: number }>(
          'SELECT version FROM schema_migrations ORDER BY version',
        );
        expect(rows.map((r) => r.version)).toEqual(all);
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    }, 60_000);
  });
