// Test harness: ONE database per test file (PGlite in memory, or a fresh schema of a real
// PostgreSQL when DATABASE_URL is set), the app built on it, tables emptied between tests.
// PGlite takes seconds to start, so sharing it per file is what keeps the suite fast.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { components } from '@pedalswap/api-client/schema.gen';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Db, Queryable } from '../src/db/db.ts';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../src/db/pglite-db.ts';
import { createPostgresDb } from '../src/db/postgres-db.ts';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { createAccount } from '../src/auth/accounts.ts';
import { useCheapPasswordHashingForTests } from '../src/auth/passwords.ts';
import { createCaptureMailer, type CaptureMailer } from '../src/mail/capture-mailer.ts';
import { secretLeaks } from './log-leaks.ts';

export type LoginResponse = components['schemas']['LoginResponse'];
export const TEST_PASSWORD = 'Secret123';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestDb {
  db: Db;
  /** Empties every table but schema_migrations. */
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  let db: Db;
  let release = async () => {};
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = await createPostgresDb(url, { searchPath: schema, max: 4 });
    release = async () => {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  } else {
    const lent = idlePglite.pop() ?? (await pgliteFromSnapshot());
    db = wrapPglite(lent);
    release = () => giveBack(lent);
  }
  await migrate(db);
  let superuser = true;
  return {
    db,
    async reset() {
      const tables = await userTables(db);
      if (!tables.length) return;
      // TRUNCATE makes new files for every table and its indexes: 0.5-3 s a test on PGlite, and
      // on PostgreSQL 10x a DELETE of the few rows a test writes. DELETE in replica mode skips
      // the foreign keys' checks and the triggers (audit_log refuses deletes), so the order
      // does not matter and every table ends empty all the same. That mode needs a superuser
      // (PGlite's and CI's are); a server without one gets the TRUNCATE.
      if (superuser) {
        const deleteAll = `SET LOCAL session_replication_role = replica; ${tables.map((t) => `DELETE FROM ${t};`).join(' ')}`;
        try {
          await db.transaction((tx) => tx.exec(deleteAll));
          return;
        } catch (err) {
          if ((err as { code?: string }).code !== '42501') throw err;
          superuser = false;
        }
      }
      await db.exec(`TRUNCATE ${tables.join(', ')} CASCADE`);
    },
    dispose: () => release(),
  };
}

async function userTables(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  return rows.map((r) => `"${r.tablename}"`);
}

/**
 * The server project runs its files one after another in one process (isolate: false in
 * vitest.config.ts), so a file's PGlite is handed to the next one instead of being closed:
 * loading the snapshot costs ~1-1.5 s of CPU a file. It goes back as a fresh one would come:
 * every table emptied by TRUNCATE (new files, so no dead rows carried over), its sequences
 * restarted, and the session's settings, locks and prepared statements discarded.
 */
const idlePglite: PGlite[] = [];

async function giveBack(lent: PGlite): Promise<void> {
  if (lent.closed) return;
  try {
    const tables = await userTables(wrapPglite(lent));
    if (tables.length) await lent.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
    await lent.exec('DISCARD ALL');
    idlePglite.push(lent);
  } catch {
    await lent.close();
  }
}

/**
 * A fresh in-memory PGlite runs initdb (~3-10 s on a busy 2-core machine); loading a migrated
 * snapshot of its data directory takes ~1-2 s. The snapshot lives in the OS temp dir, keyed by
 * the migrations' content, so a changed migration makes a new one.
 */
async function pgliteFromSnapshot(): Promise<PGlite> {
  const key = createHash('sha256')
    .update(
      listMigrations()
        .map((m) => `${m.version}:${m.sql}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `pedalswap-pglite-${key}.tar.gz`);
  if (existsSync(file)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
    } catch {
      // A damaged snapshot: fall through and rebuild it.
    }
  }
  const fresh = await PGlite.create();
  await migrate(wrapPglite(fresh));
  const dump = Buffer.from(await (await fresh.dumpDataDir('gzip')).arrayBuffer());
  // Write then rename, so a parallel test file never reads half a snapshot.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return fresh;
}

/** Configuration for tests: no seed, no rate limit, response validation on, no web build. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'pedalswap-test-'));
  const base = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED: 'none',
      LOG_LEVEL: 'debug',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      CREATE_RATE_LIMIT_PER_MINUTE: '0',
      VALIDATE_RESPONSES: 'true',
      APP_URL: 'http://pedalswap.test',
    },
    { cwd: process.cwd() },
  );
  return { ...base, webDistDir: join(dataDir, 'no-web-build'), ...overrides };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Add test-only routes before the app is ready (e.g. a route behind requireVerifiedEmail). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestContext {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly mail: CaptureMailer;
  /** Every log line (JSON) written by the app since the test started. */
  readonly logs: string[];
  /** Another app on the same database (closed after the file), e.g. with other config. */
  build(options?: TestAppOptions): Promise<FastifyInstance>;
  createUser(input?: Partial<UserSeed>): Promise<{ id: string; email: string; password: string }>;
  login(email: string, password?: string): Promise<LoginResponse>;
  /** createUser + login: a signed-in member with their tokens. */
  member(input?: Partial<UserSeed>): Promise<Member>;
}

export interface Member {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export interface UserSeed {
  email: string;
  password: string;
  role: 'owner' | 'manager' | 'user';
  verified: boolean;
  firstName: string;
  lastName: string;
  status: 'active' | 'suspended' | 'pending' | 'pending_verification';
}

let userCounter = 0;
useCheapPasswordHashingForTests();

/** Call at the top of a test file; registers the vitest hooks and returns live getters. */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  let testDb: TestDb;
  let app: FastifyInstance;
  const mail = createCaptureMailer();
  const logs: string[] = [];
  const extraApps: FastifyInstance[] = [];

  async function build(opts: TestAppOptions = {}): Promise<FastifyInstance> {
    const built = await buildApp({
      config: testConfig(opts.config),
      db: testDb.db,
      mailer: mail,
      logStream: { write: (line: string) => void logs.push(line) },
    });
    await opts.configure?.(built);
    await built.ready();
    return built;
  }

  beforeAll(async () => {
    testDb = await createTestDb();
    app = await build(options);
  });
  afterEach(async () => {
    const violations = [app, ...extraApps].flatMap((a) => a.contractViolations.splice(0));
    const leaks = secretLeaks(logs, mail.sent, TEST_PASSWORD);
    await testDb.reset();
    mail.clear();
    logs.length = 0;
    expect(violations, 'responses that break openapi.yaml').toEqual([]);
    expect(leaks, 'secrets in the log').toEqual([]);
  });
  afterAll(async () => {
    for (const a of [app, ...extraApps]) await a?.close();
    await testDb?.dispose();
  });

  const ctx: TestContext = {
    get app() {
      return app;
    },
    get db() {
      return testDb.db;
    },
    mail,
    logs,
    async build(opts) {
      const extra = await build(opts);
      extraApps.push(extra);
      return extra;
    },
    async createUser(input = {}) {
      userCounter += 1;
      const email = input.email ?? `member${userCounter}@example.com`;
      const password = input.password ?? TEST_PASSWORD;
      const verified = input.verified ?? true;
      const { user } = await createAccount(testDb.db, {
        email,
        password,
        role: input.role ?? 'user',
        verified,
        firstName: input.firstName ?? 'Test',
        lastName: input.lastName ?? 'Rider',
        location: 'Portland, OR',
      });
      if (input.status)
        await testDb.db.query('UPDATE users SET account_status = $2 WHERE id = $1', [
          user.id,
          input.status,
        ]);
      return { id: user.id, email: user.email, password };
    },
    async login(email, password = TEST_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<LoginResponse>();
    },
    async member(input) {
      const u = await ctx.createUser(input);
      const s = await ctx.login(u.email, u.password);
      return { ...u, accessToken: s.accessToken, refreshToken: s.refreshToken };
    },
  };
  return ctx;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The answer once the work it started after answering (e-mails, app.background) is done too,
 * so a test can read the captured mail right away.
 */
async function settled(app: FastifyInstance, res: Promise<LightMyRequestResponse>) {
  const answer = await res;
  await app.background.settled();
  return answer;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return settled(
    app,
    app.inject({
      method: 'POST',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One request with an optional bearer token and JSON body. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  opts: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return settled(
    app,
    app.inject({
      method,
      url,
      headers: { ...(opts.token === undefined ? {} : bearer(opts.token)), ...opts.headers },
      ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
    }),
  );
}

/** A draft listing of `type` owned by `member`, with only the required fields. */
export async function createDraftItem(
  app: FastifyInstance,
  member: Member,
  type = 'bike',
): Promise<components['schemas']['Item']> {
  const res = await call(app, 'POST', `/api/items/${type}`, {
    token: member.accessToken,
    payload: {
      name: 'Kona Unit',
      brand: 'Kona',
      condition: 'Good',
      description: 'Singlespeed steel hardtail.',
      location: 'Portland, OR',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ item: components['schemas']['Item'] }>().item;
}

/** The photo calls' address of an item. */
export const itemImagesUrl = (item: { itemType: string; id: string }) =>
  `/api/items/${item.itemType}/${item.id}/images`;

/** A well-formed id that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
