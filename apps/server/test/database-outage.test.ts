// A database outage (issue 10 item 23) answers 503 with the spec's message on every route, and
// the service recovers by itself once the database is back. The outage is simulated by a Db
// whose calls fail the way node-postgres fails when the server is down; the same run against a
// real PostgreSQL that is stopped and restarted is described in apps/server/README.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REQUEST_MESSAGES } from '@pedalswap/domain';
import { buildApp } from '../src/app.ts';
import type { Db, Queryable } from '../src/db/db.ts';
import { createCaptureMailer } from '../src/mail/capture-mailer.ts';
import { createTestDb, post, testConfig, type TestDb } from './helpers.ts';

let testDb: TestDb;
let app: FastifyInstance;
let down = false;

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

function failing<T extends Queryable>(q: T): T {
  return new Proxy(q, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function' || prop === 'close') return value;
      return (...args: unknown[]) => {
        if (down) return Promise.reject(refused());
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

beforeAll(async () => {
  testDb = await createTestDb();
  const db: Db = failing(testDb.db);
  app = await buildApp({ config: testConfig(), db, mailer: createCaptureMailer(), logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe('database outage', () => {
  it('answers 503 with the spec message, then recovers by itself', async () => {
    const login = { email: 'nobody@example.com', password: 'Secret123' };
    expect((await post(app, '/api/auth/login', login)).statusCode).toBe(401);
    down = true;
    try {
      for (const res of [
        await post(app, '/api/auth/login', login),
        await app.inject({ method: 'GET', url: '/api/items/bike' }),
        await app.inject({ method: 'GET', url: '/api/health' }),
      ]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual({
          error: 'unavailable',
          message: REQUEST_MESSAGES.unavailable,
          requestId: res.headers['x-request-id'],
        });
      }
    } finally {
      down = false;
    }
    expect((await post(app, '/api/auth/login', login)).statusCode).toBe(401);
    expect(app.contractViolations).toEqual([]);
  });

  it('logs the stack of the first failure of an outage only, then one line a request (issue 25 item 11)', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: testConfig(),
      db: failing(testDb.db),
      mailer: createCaptureMailer(),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await logged.ready();
      down = true;
      for (let i = 0; i < 20; i++)
        expect((await logged.inject({ method: 'GET', url: '/api/items/bike' })).statusCode).toBe(
          503,
        );
    } finally {
      down = false;
      await logged.close();
    }
    const outage = lines.filter((l) => l.includes('database unavailable'));
    expect(outage).toHaveLength(20);
    // Before: 20 stacks (6,460 lines in 10.9 s under load).
    expect(outage.filter((l) => l.includes('"stack"'))).toHaveLength(1);
    for (const line of outage) expect(line.length).toBeLessThan(2_000);
  });
});
