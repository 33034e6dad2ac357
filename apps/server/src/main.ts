// Entry point of `npm start`: configuration, app, listen, and a clean stop on SIGINT/SIGTERM
// (in-flight requests finish, then the database closes, so PGlite's files stay consistent).
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

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
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `PedalSwap is running at ${config.appUrl} (API docs: ${config.appUrl}/api/docs; database: ${app.db.kind})`,
  );
}

main().catch((err: unknown) => {
  console.error('PedalSwap failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
