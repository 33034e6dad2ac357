// Builds the app; tests import this and drive it with app.inject, main.ts only listens.
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { join } from 'node:path';
import { LIMITS, MESSAGES } from '@pedalswap/domain';
import './fastify-types.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { createDb } from './db/create-db.ts';
import { migrate } from './db/migrate.ts';
import { AppError } from './errors.ts';
import type { Mailer } from './mail/mailer.ts';
import { createFileMailer, createSmtpMailer } from './mail/nodemailer-mailer.ts';
import { authRoutes } from './auth/routes.ts';
import { createAuthService } from './auth/service.ts';
import { createPasswordService } from './auth/password-service.ts';
import { deviceRoutes } from './devices/routes.ts';
import { createDeviceService } from './devices/service.ts';
import { createStorage } from './storage/create-storage.ts';
import { registerUploads } from './storage/local-disk.ts';
import { transactionRoutes } from './transactions/routes.ts';
import { createTransactionService } from './transactions/service.ts';
import { createUserService } from './users/service.ts';
import { healthRoutes } from './health/routes.ts';
import { userRoutes } from './users/routes.ts';
import { createItemEvents } from './items/item-events.ts';
import { itemRoutes } from './items/routes.ts';
import { createItemService } from './items/service.ts';
import { imageRoutes } from './images/routes.ts';
import { createImageService } from './images/service.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { createModerationService } from './moderation/service.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { serverJobs } from './jobs/jobs.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { createAuthenticators } from './plugins/auth.ts';
import type { HandlerMap } from './plugins/contract-types.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { loggerOptions, type LogStream } from './plugins/logging.ts';
import { loadContract } from './plugins/openapi-doc.ts';
import { registerContractRoutes } from './plugins/openapi.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { serverPackageVersion } from './repo-root.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

export interface BuildAppOptions {
  config: Config;
  /** A database the caller owns (tests share one per file); otherwise one is opened from config and closed with the app. */
  db?: Db;
  /** Tests inject a capturing mailer; otherwise SMTP (SMTP_URL) or .eml files in DATA_DIR/mail. */
  mailer?: Mailer;
  /** Where log lines go (tests capture them); default stdout. */
  logStream?: LogStream;
  /** false: no logging at all. */
  logger?: boolean;
  /** Start the background jobs (e-mail delivery...): main.ts does; tests call the jobs directly. */
  startJobs?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    // Route params such as ids never need more; protects the router from pathological URLs.
    routerOptions: { maxParamLength: 200 },
  });

  const ownsDb = !options.db;
  const db = options.db ?? (await createDb(config));
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.smtpFrom)
      : createFileMailer(join(config.dataDir, 'mail'), config.smtpFrom, app.log));
  app.addHook('onClose', async () => {
    await mailer.close?.();
    if (ownsDb) await db.close();
  });

  const { storage, localRoot: uploadsDir } = createStorage(config);
  app.addHook('onClose', async () => {
    await storage.close?.();
  });
  try {
    await migrate(db);
    if (config.seed === 'demo') {
      const seeded = await seedDemoIfEmpty(db, storage);
      if (seeded) app.log.info('demo accounts and listings created (see README)');
    }
  } catch (err) {
    if (ownsDb) await db.close();
    throw err;
  }

  const contract = loadContract(config.openapiPath);
  const authService = createAuthService({ db, mailer, config, log: app.log });
  const authenticators = createAuthenticators(db, authService.signer);
  const passwordService = createPasswordService({ db, mailer, config, log: app.log });
  const userService = createUserService({ db, mailer, storage, config, log: app.log });
  const itemEvents = createItemEvents();
  const itemService = createItemService({ db, storage, events: itemEvents, log: app.log });
  const imageService = createImageService({
    db,
    storage,
    items: itemService,
    events: itemEvents,
    log: app.log,
    signingSecret: config.jwtSecret,
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('itemEvents', itemEvents);
  app.decorate('contract', contract);
  app.decorate('auth', authenticators);
  app.decorate('contractViolations', []);
  app.decorate('implementedOperations', [] as string[]);
  app.decorate('unimplementedOperations', [] as string[]);
  app.decorateRequest('user', null);

  registerErrorHandling(app, { webDistDir: config.webDistDir });
  await registerCompression(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'rate_limited', MESSAGES.tooManyRequests),
  });
  // One file per request (the avatar); the limit sits one byte above the spec's 5 MB so the
  // handler can tell "too large" apart and answer the spec's message.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.avatarMaxBytes + 1, files: 1, fields: 5, parts: 6 },
  });

  const handlers: HandlerMap = {
    ...notificationRoutes(db),
    ...healthRoutes(db, serverPackageVersion()),
    ...authRoutes(authService, passwordService),
    ...userRoutes(authService, userService),
    ...deviceRoutes(createDeviceService(db)),
    ...itemRoutes(itemService),
    ...imageRoutes(imageService),
    ...moderationRoutes(
      createModerationService({
        items: itemService,
        mailer,
        appUrl: config.appUrl,
        log: app.log,
      }),
    ),
    ...transactionRoutes(createTransactionService(db)),
  };
  await app.register(
    async (api) => {
      const bound = registerContractRoutes(api, {
        contract,
        handlers,
        authenticate: authenticators.authenticate,
        authenticateOptional: authenticators.authenticateOptional,
        authRateLimitPerMinute: config.authRateLimitPerMinute,
        validateResponses: config.validateResponses,
      });
      app.implementedOperations.push(...bound.implemented);
      app.unimplementedOperations.push(...bound.unimplemented);
    },
    { prefix: '/api' },
  );
  registerDocs(app);
  if (uploadsDir) await registerUploads(app, uploadsDir);
  await registerWebStatic(app, config.webDistDir);
  if (app.unimplementedOperations.length > 0) {
    app.log.debug(
      { operations: app.unimplementedOperations },
      'contract operations without a handler (not served)',
    );
  }
  if (options.startJobs) {
    const scheduler = startScheduler(
      serverJobs({ db, mailer, storage, appUrl: config.appUrl, log: app.log }),
      app.log,
    );
    // preClose: runs in progress finish before the onClose hook closes the database.
    app.addHook('preClose', () => scheduler.stop());
  }
  return app;
}
