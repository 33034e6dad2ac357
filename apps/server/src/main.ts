// Entry point of `npm start` (compiled to dist/main.js, scripts/build-server.mjs): configuration,
// app, listen, and a graceful stop on SIGINT/SIGTERM: the listener closes (behind a load balancer
// new connections go to the other processes; a request arriving on a kept-alive connection gets
// a 503), requests in flight finish, every event stream is ended with a reconnect hint (its
// client comes back, to another process, and replays what it missed), running jobs finish, then
// the database closes, so PGlite's files stay consistent.
import type { Server } from 'node:http';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';

/** SHUTDOWN_TIMEOUT_MS: how long the stop may take before the process exits anyway. */
const shutdownTimeoutMs = () => Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000;

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const app = await buildApp({ config, startJobs: true });
  let metricsServer: Server | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, shutdownTimeoutMs());
    force.unref();
    try {
      await app.close();
      metricsServer?.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== null) {
    metricsServer = await startMetricsServer(
      app.metrics.registry,
      config.metrics.port,
      config.metrics.host,
    );
    const address = metricsServer.address();
    const port = typeof address === 'object' && address ? address.port : config.metrics.port;
    app.log.info(`metrics at http://${config.metrics.host}:${port}/metrics`);
  }
  app.log.info(
    `PedalSwap is running at ${config.appUrl} (API docs: ${config.appUrl}/api/docs; database: ${app.db.kind})`,
  );
  // scripts/start.mjs (npm start) reports the start-up time: ms since this process began.
  process.send?.({ type: 'listening', startupMs: Math.round(performance.now()) });
}

main().catch((err: unknown) => {
  console.error('PedalSwap failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
