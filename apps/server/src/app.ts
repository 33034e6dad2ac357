// Builds the app; tests import this and drive it with app.inject, main.ts only listens.
// fastify/demo's shape: infrastructure plugins first (each decorates the app with one typed
// service), then one plugin per area that hands its handlers to the contract binding, then the
// binding itself and the routes outside the contract.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { Mailer } from './mail/mailer.ts';
import { frameworkErrorOptions } from './plugins/errors.ts';
import { loggerOptions, type LogStream } from './plugins/logging.ts';
import { registerRequestIds, requestIdOf } from './plugins/request-id.ts';
import config from './infrastructure/config.ts';
import metrics from './infrastructure/metrics.ts';
import storage from './infrastructure/storage.ts';
import mail from './infrastructure/mail.ts';
import background from './infrastructure/background.ts';
import database from './infrastructure/database.ts';
import mailOutbox from './infrastructure/mail-outbox.ts';
import events from './infrastructure/events.ts';
import auth from './infrastructure/auth.ts';
import http from './infrastructure/http.ts';
import contract, { bindContract } from './infrastructure/contract.ts';
import jobs from './infrastructure/jobs.ts';
import authArea from './auth/plugin.ts';
import users from './users/plugin.ts';
import devices from './devices/plugin.ts';
import items from './items/plugin.ts';
import images from './images/plugin.ts';
import moderation from './moderation/plugin.ts';
import notifications from './notifications/plugin.ts';
import transactions from './transactions/plugin.ts';
import chat from './chat/plugin.ts';
import offers from './offers/plugin.ts';
import admin from './admin/plugin.ts';
import communityEvents from './community-events/plugin.ts';
import ai from './ai/plugin.ts';
import aiAdmin from './ai-admin/plugin.ts';
import seed from './seed/plugin.ts';
import health from './health/plugin.ts';
import docs from './docs/plugin.ts';
import webStatic from './web-static/plugin.ts';

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
  const app = Fastify({
    logger:
      options.logger === false ? false : loggerOptions(options.config.logLevel, options.logStream),
    trustProxy: options.config.trustProxy,
    genReqId: requestIdOf,
    // Route params such as ids never need more; protects the router from pathological URLs.
    routerOptions: { maxParamLength: 200 },
    // No 10 s limit per plugin: the database plugin opens PGlite (initdb on a first start),
    // migrates and may seed the demo photos, which takes longer on a busy machine; a failing
    // step throws on its own.
    pluginTimeout: 0,
    // Fastify's own errors (bad URL encoding, oversized headers) in the contract's error body.
    ...frameworkErrorOptions(),
  });

  // First, so every later hook and log line of a request sees its id.
  registerRequestIds(app);
  await app.register(config, { config: options.config });
  await app.register(metrics);
  await app.register(storage);
  await app.register(mail, { mailer: options.mailer });
  await app.register(background);
  await app.register(database, { db: options.db });
  await app.register(mailOutbox);
  await app.register(events);
  await app.register(auth);
  await app.register(http);
  await app.register(contract);

  await app.register(health);
  await app.register(authArea);
  await app.register(users);
  await app.register(devices);
  await app.register(notifications);
  await app.register(items);
  await app.register(images);
  await app.register(moderation);
  await app.register(transactions);
  // Chat before offers: offers writes its messages through the chat service.
  await app.register(chat);
  await app.register(offers);
  await app.register(admin);
  await app.register(communityEvents);
  await app.register(ai);
  await app.register(aiAdmin);
  // The demo data acts through the areas' services, so it comes after all of them.
  await app.register(seed);

  await bindContract(app);
  await app.register(docs);
  await app.register(webStatic);
  await app.register(jobs, { start: options.startJobs });
  return app;
}
