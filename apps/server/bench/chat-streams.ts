// Chat stream benchmark (issue 12 part 4): a script, not a test.
//   npm run bench:chat -w @pedalswap/server            (PGlite in memory)
//   DATABASE_URL=postgres://... npm run bench:chat -w @pedalswap/server   (a fresh schema)
// The server runs in a child process (this file again, BENCH_ROLE=server) listening on
// 127.0.0.1 only, so the memory it reports is the server's and not the clients'. The parent opens
// BENCH_STREAMS (default 1,000, at most 2,000) chat streams on one chat over loopback, then sends
// BENCH_MESSAGES (default 30, at most 100) messages through POST .../chat/messages, one at a time,
// and times each message from just before its POST to its arrival on every stream. It prints
// the p50/p99/max of those deliveries, the p50/p99 of "every stream has it", and the server's
// memory (rss and heap) before the streams, with them open and after the messages. Bounded in
// time too (BENCH_SECONDS, default 180): past it the run stops and fails.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { createAccount } from '../src/auth/accounts.ts';
import { useCheapPasswordHashingForTests } from '../src/auth/passwords.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { createPgliteDb } from '../src/db/pglite-db.ts';
import { createPostgresDb } from '../src/db/postgres-db.ts';
import { percentile } from './list-bench.ts';

const STREAMS = Math.min(Number(process.env.BENCH_STREAMS ?? 1_000), 2_000);
const MESSAGES = Math.min(Number(process.env.BENCH_MESSAGES ?? 30), 100);
const DEADLINE_MS = Number(process.env.BENCH_SECONDS ?? 180) * 1000;
/** 20 messages a minute per member: the messages (and one to warm up) come from this many staff members in turn. */
const SENDERS = Math.ceil((MESSAGES + 1) / 20);
const PASSWORD = 'Bench-Secret-123';

interface Ready {
  type: 'ready';
  port: number;
  streamPath: string;
  /** Staff write into the buyer's chat through the offer's id. */
  messagesPath: string;
  senderTokens: string[];
}
type Memory = { type: 'memory'; rss: number; heapUsed: number; openStreams: number };

// ─────────────────────────────── the server (child process) ───────────────────────────────

async function serve() {
  useCheapPasswordHashingForTests();
  const dataDir = mkdtempSync(join(tmpdir(), 'pedalswap-bench-chat-'));
  const config = loadConfig(
    { NODE_ENV: 'development', DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn' },
    { cwd: process.cwd() },
  );
  // A schema of its own on PostgreSQL, made and dropped through the app's own pool (the
  // search path may name a schema before it exists); the app migrates it when it starts.
  const url = process.env.DATABASE_URL;
  const schema = url ? `bench_chat_${randomBytes(4).toString('hex')}` : null;
  const db: Db = url
    ? await createPostgresDb(url, { searchPath: schema! })
    : await createPgliteDb(null);
  if (schema) await db.exec(`CREATE SCHEMA ${schema}`);
  const app = await buildApp({ config, db });
  await app.ready();
  const account = (email: string, role: 'user' | 'manager') =>
    createAccount(db, {
      email,
      password: PASSWORD,
      role,
      verified: true,
      firstName: 'Bench',
      lastName: role,
      location: 'Portland, OR',
    });
  const login = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    return res.json<{ accessToken: string }>().accessToken;
  };
  const { user: owner } = await account('owner@bench.test', 'user');
  await account('buyer@bench.test', 'user');
  const senders = await Promise.all(
    Array.from({ length: SENDERS }, (_, i) => account(`staff${i}@bench.test`, 'manager')),
  );
  const item = await db.one<{ id: string }>(
    `INSERT INTO items (item_type, owner_id, name, brand, condition, location, description, status)
     VALUES ('bike', $1, 'Bench Bike', 'Kona', 'Good', 'Portland, OR', 'A bike to chat about.',
             'published') RETURNING id`,
    [owner.id],
  );
  const buyerToken = await login('buyer@bench.test');
  const base = `/api/items/bike/${item!.id}/chat`;
  // The buyer's chat, addressed by staff through an offer's message (as the offers area does).
  const offerId = randomUUID();
  const buyer = await db.one<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [
    'buyer@bench.test',
  ]);
  await db.transaction((tx) =>
    app.chatService.postOfferMessage(tx, {
      itemId: item!.id,
      buyerId: buyer!.id,
      offerId,
      type: 'offer_created',
      text: 'New offer: 100 tokens',
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const ready: Ready = {
    type: 'ready',
    port,
    streamPath: `${base}/stream?token=${buyerToken}`,
    messagesPath: `${base}/messages`,
    senderTokens: await Promise.all(senders.map((s) => login(s.user.email))),
  };
  process.send!({ ...ready, offerId });
  process.on('message', async (msg: { type: string }) => {
    if (msg.type === 'memory') {
      global.gc?.();
      const m = process.memoryUsage();
      const open = (app.server as unknown as { connections?: number }).connections;
      process.send!({
        type: 'memory',
        rss: m.rss,
        heapUsed: m.heapUsed,
        openStreams: open ?? -1,
      } satisfies Memory);
    }
    if (msg.type === 'close') {
      await app.close();
      if (schema) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
      process.exit(0);
    }
  });
}

// ─────────────────────────────── the clients (parent process) ──────────────────────────────

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (v: number) => `${v.toFixed(1)} ms`;

function request(child: ChildProcess, type: string): Promise<Memory> {
  return new Promise((resolve) => {
    const on = (msg: Memory) => {
      if (msg.type !== type) return;
      child.off('message', on);
      resolve(msg);
    };
    child.on('message', on);
    child.send({ type });
  });
}

async function run() {
  const started = performance.now();
  const deadline = setTimeout(() => {
    console.error(`bench:chat: over ${DEADLINE_MS / 1000} s, stopped`);
    process.exit(1);
  }, DEADLINE_MS);
  const child = fork(fileURLToPath(import.meta.url), {
    env: { ...process.env, BENCH_ROLE: 'server' },
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready & { offerId: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready & { offerId: string }));
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const before = await request(child, 'memory');
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

  // Each stream: the arrival time of each bench message it sees, by message number.
  const arrivals: Map<number, number>[] = [];
  const requests: http.ClientRequest[] = [];
  const openStart = performance.now();
  await Promise.all(
    Array.from(
      { length: STREAMS },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          const seen = new Map<number, number>();
          arrivals[i] = seen;
          const req = http.get(
            { host: '127.0.0.1', port: ready.port, path: ready.streamPath, agent },
            (res) => {
              if (res.statusCode !== 200)
                return reject(new Error(`stream ${i}: ${res.statusCode}`));
              res.setEncoding('utf8');
              let buffer = '';
              res.on('data', (chunk: string) => {
                buffer += chunk;
                if (buffer.includes(': open')) resolve();
                for (let at; (at = buffer.indexOf('"messageText":"bench-')) >= 0;) {
                  const end = buffer.indexOf('"', at + 21);
                  if (end < 0) break;
                  seen.set(Number(buffer.slice(at + 21, end)), performance.now());
                  buffer = buffer.slice(end);
                }
                if (buffer.length > 4096) buffer = buffer.slice(-64);
              });
            },
          );
          req.on('error', reject);
          requests.push(req);
        }),
    ),
  );
  const openMs = performance.now() - openStart;
  const withStreams = await request(child, 'memory');

  const deliveries: number[] = [];
  const allReached: number[] = [];
  // Message 0 warms the path (first JSON serialisation, first query plans) and is not counted.
  for (let k = 0; k <= MESSAGES; k++) {
    const token = ready.senderTokens[k % ready.senderTokens.length]!;
    const body = JSON.stringify({ message: `bench-${k}`, offerId: ready.offerId });
    const sentAt = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: ready.port,
          path: ready.messagesPath,
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 201 ? resolve() : reject(new Error(`send: ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    // Wait (bounded) until every stream has it.
    const waitUntil = performance.now() + 10_000;
    while (arrivals.some((a) => !a.has(k)) && performance.now() < waitUntil)
      await new Promise((r) => setTimeout(r, 2));
    const times = arrivals.map((a) => (a.get(k) ?? NaN) - sentAt);
    const missing = times.filter(Number.isNaN).length;
    if (missing) throw new Error(`message ${k}: ${missing} streams did not receive it in 10 s`);
    if (k === 0) continue;
    deliveries.push(...times);
    allReached.push(Math.max(...times));
  }
  const after = await request(child, 'memory');
  deliveries.sort((a, b) => a - b);
  allReached.sort((a, b) => a - b);

  console.log(
    `bench:chat: ${STREAMS} streams on one chat (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), opened in ${ms(openMs)}; ${MESSAGES} messages, ${deliveries.length} deliveries`,
  );
  console.log(
    `  delivery (POST start to arrival on a stream): p50 ${ms(percentile(deliveries, 50))}, p99 ${ms(percentile(deliveries, 99))}, max ${ms(deliveries.at(-1)!)}`,
  );
  console.log(
    `  every stream reached: p50 ${ms(percentile(allReached, 50))}, p99 ${ms(percentile(allReached, 99))}`,
  );
  console.log(
    `  server memory: rss ${mb(before.rss)} before, ${mb(withStreams.rss)} with the streams open, ${mb(after.rss)} after the messages; heap ${mb(before.heapUsed)} → ${mb(withStreams.heapUsed)} → ${mb(after.heapUsed)} (${((withStreams.heapUsed - before.heapUsed) / STREAMS / 1024).toFixed(1)} KB heap per stream)`,
  );
  console.log(`  total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const req of requests) req.destroy();
  agent.destroy();
  child.send({ type: 'close' });
  await new Promise((r) => child.once('exit', r));
  clearTimeout(deadline);
}

if (process.env.BENCH_ROLE === 'server') await serve();
else await run();
