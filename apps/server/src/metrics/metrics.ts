// The server's Prometheus metrics (prom-client), one registry per app so the tests' many apps
// do not share series. The HTTP series are written by the metrics plugin's hooks, the job
// series by the scheduler; the gauges (pool, streams, queues) are read at each scrape from
// whatever reports them (`gauge`), so nothing is counted twice or goes stale.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** One answered request: its method, route pattern (not the URL), status and duration. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One run of a background job and whether it threw. */
  observeJobRun(job: string, outcome: 'ok' | 'failed', seconds: number): void;
  /**
   * A gauge whose value(s) are asked for at each scrape; `read` returns one number, or rows
   * with their label values. A read that fails reads 0 (or no rows) in that scrape.
   */
  gauge(
    name: string,
    help: string,
    read: () =>
      number | Promise<number> | Promise<{ labels: Record<string, string>; value: number }[]>,
    labelNames?: string[],
  ): void;
}

/** Buckets for request and job durations: 5 ms to 10 s (an SSE stream is not timed). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process CPU, memory, event-loop lag, open handles, GC: prom-client's defaults.
  collectDefaultMetrics({ register: registry, prefix: 'pedalswap_' });
  const requests = new Counter({
    name: 'pedalswap_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'pedalswap_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'pedalswap_job_runs_total',
    help: 'Background job runs in this process, by job and outcome (ok or failed).',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'pedalswap_job_run_duration_seconds',
    help: 'Duration of a background job run, by job.',
    labelNames: ['job'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    observeJobRun(job, outcome, seconds) {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
    },
    gauge(name, help, read, labelNames = []) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          // The database may be away: the scrape still answers, with pedalswap_database_up 0.
          const value = await Promise.resolve(read()).catch(() => null);
          if (typeof value === 'number') this.set(value);
          else for (const row of value ?? []) this.set(row.labels, row.value);
        },
      });
    },
  };
}
