// The scale-out check (issue 32 item 2): three compiled server processes on one PostgreSQL
// schema and one DATA_DIR, HAProxy (Debian's package) in front of them on loopback ports, a
// mixed workload through the proxy and straight at single processes, and the checks an operator
// relies on when running more than one process:
//   - the processes start at the same moment on an empty schema (migrations race safely);
//   - no request of the workload fails;
//   - a live event (an item's, a chat message) reaches the streams open on every process;
//   - the login lockout holds across processes; the auth rate limit is measured across them;
//   - an upload made through one process is served by the others (the shared DATA_DIR);
//   - a process killed mid-run (SIGKILL) loses no acknowledged write, and a stream that was on it
//     reconnects through the proxy to another process and replays what it missed;
//   - throughput of the same read mix with 1 process and with 3.
// Usage: DATABASE_URL=postgres://... node apps/server/scripts/scale-out.mjs
// (scripts/test.mjs runs it when DATABASE_URL is set). SCALE_OUT_PORT: the first of the
// loopback ports it uses (the proxy, then one per process; default: free ports).
// It builds the server first when its sources changed (scripts/build-server.mjs).
/* global fetch, FormData, Blob, AbortController, TextDecoder, setTimeout, clearTimeout */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('[scale-out] DATABASE_URL is required (a PostgreSQL server the script may use)');
  process.exit(2);
}
const haproxyBin = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p));
if (!haproxyBin) {
  console.error('[scale-out] HAProxy is required: apt-get install haproxy');
  process.exit(2);
}

const PROCESSES = 3;
/** Per process and client address; low so the measurement below reaches it quickly. */
const AUTH_LIMIT = 40;
const started = performance.now();
const log = (msg) => console.log(`[scale-out] ${msg}`);
const failures = [];
const check = (ok, what) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const { buildServer } = await import(join(root, 'scripts/build-server.mjs'));
log(`server build: ${await buildServer()}`);

// ---------------------------------------------------------------------------------------------
// Ports, schema, shared folder
async function freePort() {
  const s = createServer();
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}
const base = Number(process.env.SCALE_OUT_PORT) || 0;
const lbPort = base || (await freePort());
const ports = [];
const metricsPorts = [];
for (let i = 0; i < PROCESSES; i++) {
  ports.push(base ? base + 1 + i : await freePort());
  metricsPorts.push(base ? base + 1 + PROCESSES + i : await freePort());
}

const schema = `scale_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const db = new pg.Pool({
  connectionString: databaseUrl,
  options: `-c search_path=${schema}`,
  max: 2,
});
const dataDir = mkdtempSync(join(tmpdir(), 'pedalswap-scale-'));
const jwtSecret = randomBytes(32).toString('base64url');

const children = new Set();
async function cleanup() {
  for (const c of children) c.kill('SIGKILL');
  await db.end().catch(() => {});
  await admin.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
  await admin.end().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Processes
const servers = [];
function startServer(i) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(ports[i]),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${lbPort}`,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      // Behind HAProxy on loopback: the client's address comes from X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      SHUTDOWN_TIMEOUT_MS: '5000',
      METRICS_PORT: String(metricsPorts[i]),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    i,
    port: ports[i],
    url: `http://127.0.0.1:${ports[i]}`,
    metrics: `http://127.0.0.1:${metricsPorts[i]}/metrics`,
    child,
    output: [],
  };
  child.stdout.on('data', (c) => server.output.push(String(c)));
  child.stderr.on('data', (c) => server.output.push(String(c)));
  children.add(child);
  child.on('exit', () => children.delete(child));
  servers[i] = server;
  return server;
}
async function waitReady(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

// ---------------------------------------------------------------------------------------------
// HAProxy: round robin over the processes, readiness checks, a retry on another process when a
// connection fails, and SSE-friendly timeouts (a stream is one long response).
const haproxyCfg = join(dataDir, 'haproxy.cfg');
writeFileSync(
  haproxyCfg,
  `global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option http-server-close
  retries 2
  option redispatch
  retry-on conn-failure empty-response
frontend app
  bind 127.0.0.1:${lbPort}
  option forwardfor
  unique-id-format %{+X}o\\ %ci%cp%fp%Ts%rt%pid
  http-request set-header X-Request-Id %[unique-id]
  default_backend servers
backend servers
  balance roundrobin
  option httpchk GET /api/health/ready
  default-server check inter 500ms fall 2 rise 1
${ports.map((p, i) => `  server p${i} 127.0.0.1:${p}`).join('\n')}
`,
);
const haproxyCheck = spawnSync(haproxyBin, ['-c', '-q', '-f', haproxyCfg], { encoding: 'utf8' });
if (haproxyCheck.status !== 0) {
  console.error(haproxyCheck.stdout, haproxyCheck.stderr);
  await cleanup();
  process.exit(1);
}

const lb = `http://127.0.0.1:${lbPort}`;
let haproxy;
try {
  let t = performance.now();
  // All three at once on the empty schema: the migrations' advisory lock makes two of them wait.
  for (let i = 0; i < PROCESSES; i++) startServer(i);
  await Promise.all(servers.map((s) => waitReady(s.url, 120_000)));
  log(`${PROCESSES} processes ready in ${Math.round(performance.now() - t)} ms (migrated at once)`);
  const migrations = await db.query(
    'SELECT count(*)::int AS n, count(DISTINCT version)::int AS d FROM schema_migrations',
  );
  check(
    migrations.rows[0].n > 0 && migrations.rows[0].n === migrations.rows[0].d,
    `three processes migrating one empty schema at once applied each of ${migrations.rows[0].d} migrations once`,
  );
  haproxy = spawn(haproxyBin, ['-f', haproxyCfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(haproxy);
  t = performance.now();
  await waitReady(lb);
  log(`HAProxy on ${lb} in front of ports ${ports.join(', ')}`);

  const context = await workload();
  await throughput(context);
  // Complete: the trade closes (tokens move, ownership changes) through the proxy.
  const done = await api(lb, 'POST', `/offers/${context.offer.id}/complete`, {
    token: context.staff.token,
    body: {},
  });
  check(done.json?.offer?.status === 'completed', 'the accepted offer completed through the proxy');
} catch (err) {
  failures.push(String(err?.stack ?? err));
  console.error(err);
} finally {
  for (const s of servers) {
    const text = s.output.join('');
    // level 50 (error) or 60 (fatal): the workload must not have made any.
    const errors = text.split('\n').filter((l) => /"level":(50|60)/.test(l));
    // Readiness refusals are answers, not faults: a database ping over 2 s on a loaded machine.
    const expected = errors.filter(
      (l) => /at Object\.ready /.test(l) || (s.killed && /database|connection/i.test(l)),
    );
    if (errors.length > expected.length) {
      failures.push(`process ${s.i} logged errors`);
      console.log(errors.slice(0, 5).join('\n'));
    }
  }
  await cleanup();
}
log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failures.length) {
  log(`${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers
async function api(baseUrl, method, path, { token, body, expect = [200, 201] } = {}) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  if (expect && !expect.includes(res.status))
    throw new Error(`${method} ${path} via ${baseUrl}: ${res.status} ${text.slice(0, 300)}`);
  return { status: res.status, json, headers: res.headers };
}

/** An SSE client: frames parsed as they come; next(pred) waits for the first matching one. */
async function openStream(url, headers = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  if (res.status !== 200) throw new Error(`stream ${url}: ${res.status}`);
  const frames = [];
  const waiters = [];
  let ended = false;
  let buffer = '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const frame = {};
          for (const line of block.split('\n')) {
            const at = line.indexOf(':');
            const key = at === 0 ? 'comment' : line.slice(0, at);
            const value = line.slice(at + 1).trimStart();
            frame[key] = key === 'data' ? JSON.parse(value) : value;
          }
          frames.push(frame);
          for (const w of [...waiters]) if (w.pred(frame)) w.resolve(frame);
        }
      }
    } catch {
      // aborted or cut
    }
    ended = true;
    for (const w of waiters) w.resolve(null);
  })();
  return {
    frames,
    get ended() {
      return ended;
    },
    next(pred, timeoutMs = 10_000) {
      const found = frames.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const w = {
          pred,
          resolve: (f) => {
            clearTimeout(timer);
            waiters.splice(waiters.indexOf(w), 1);
            resolve(f);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(w), 1);
          reject(new Error(`no matching frame on ${url} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(w);
      });
    },
    close: () => controller.abort(),
  };
}

// ---------------------------------------------------------------------------------------------
// The workload
async function member(n, role = 'user') {
  const email = `scale-${n}-${randomBytes(3).toString('hex')}@pedalswap.test`;
  const password = 'Secret123';
  await api(lb, 'POST', '/auth/register', {
    body: {
      email,
      password,
      firstName: `Rider${'ABCDE'[n]}`,
      lastName: 'Scale',
      location: 'Portland, OR',
    },
  });
  await db.query(
    `UPDATE users SET email_verified = true, account_status = 'active', role = $2,
       token_balance = 1000 WHERE email = $1`,
    [email, role],
  );
  const login = await api(lb, 'POST', '/auth/login', { body: { email, password } });
  return { email, password, id: login.json.user.id, token: login.json.accessToken };
}

async function workload() {
  const t = performance.now();
  // Sign up and sign in, through the proxy (each call may land on any process).
  // Offers are made to or by staff: a manager bids on the member's bike.
  const [staff, seller, buyer] = await Promise.all([
    member(1, 'owner'),
    member(2),
    member(3, 'manager'),
  ]);
  const lockoutVictim = await member(4);

  // The item event stream open on every process, straight at each.
  const itemStreams = await Promise.all(
    servers.map((s) =>
      openStream(`${s.url}/api/items/events`, { authorization: `Bearer ${staff.token}` }),
    ),
  );
  await Promise.all(itemStreams.map((s) => s.next((f) => f.comment === 'open')));

  // List: a draft through the proxy, photos through process 0, published.
  const draft = await api(lb, 'POST', '/items/bike', {
    token: seller.token,
    body: {
      name: 'Surly Cross-Check',
      brand: 'Surly',
      condition: 'Good',
      description: 'Steel all-rounder, scale-out test.',
      location: 'Portland, OR',
    },
  });
  const item = draft.json.item;
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('images', new Blob([png], { type: 'image/png' }), 'bike.png');
  const upload = await api(servers[0].url, 'POST', `/items/bike/${item.id}/images`, {
    token: seller.token,
    body: form,
  });
  const photoUrl = upload.json.images?.[0]?.cardUrl ?? upload.json.images?.[0]?.imageUrl;
  const served = await Promise.all(
    servers.map(async (s) => (await fetch(new URL(photoUrl, s.url))).status),
  );
  check(
    served.every((s) => s === 200),
    `a photo uploaded through process 0 is served by every process (${served.join(', ')})`,
  );
  // Submitted by its seller, published by staff, both through the proxy: the publication is a
  // live event every process's stream must hear.
  await api(lb, 'POST', `/items/bike/${item.id}/publish`, { token: seller.token, body: {} });
  await api(lb, 'POST', `/items/bike/${item.id}/publish`, { token: staff.token, body: {} });
  const heard = await Promise.all(
    itemStreams.map((s) =>
      s
        .next((f) => f.data && JSON.stringify(f.data).includes(item.id))
        .then(
          () => true,
          () => false,
        ),
    ),
  );
  check(heard.every(Boolean), `an item event reached the streams on all ${PROCESSES} processes`);
  for (const s of itemStreams) s.close();

  // Browse through the proxy.
  for (let k = 0; k < 6; k++) {
    await api(lb, 'GET', '/items/bike?page=1&limit=20');
    await api(lb, 'GET', `/items/bike/${item.id}`);
  }

  // Offer, accept, chat with the three parties' streams on three different processes.
  const offer = (
    await api(lb, 'POST', `/offers/items/bike/${item.id}/offers`, {
      token: buyer.token,
      body: { offerType: 'tokens', amount: 300, message: 'Would you take tokens?' },
    })
  ).json.offer;
  await api(lb, 'POST', `/offers/${offer.id}/accept`, { token: seller.token, body: {} });
  const chatBase = `/api/items/bike/${item.id}/chat`;
  const parties = [seller, buyer, staff];
  const chatStreams = await Promise.all(
    parties.map((p, i) =>
      openStream(`${servers[i].url}${chatBase}/stream?offerId=${offer.id}&token=${p.token}`),
    ),
  );
  await Promise.all(chatStreams.map((s) => s.next((f) => f.comment === 'open')));
  const isMessage = (text) => (f) =>
    f.data?.type === 'message' && f.data.message?.messageText === text;
  const texts = [];
  for (let k = 0; k < 6; k++) {
    const text = `message ${k} from ${parties[k % 3].email}`;
    texts.push(text);
    await api(servers[k % 3].url, 'POST', `/items/bike/${item.id}/chat/messages`, {
      token: parties[k % 3].token,
      body: { message: text, offerId: offer.id },
    });
  }
  let everyStreamEveryMessage = true;
  for (const s of chatStreams)
    for (const text of texts)
      everyStreamEveryMessage &&= await s.next(isMessage(text)).then(
        () => true,
        () => false,
      );
  await sleep(200);
  const once = chatStreams.every((s) =>
    texts.every((x) => s.frames.filter(isMessage(x)).length === 1),
  );
  check(
    everyStreamEveryMessage && once,
    `each of ${texts.length} chat messages sent through 3 processes reached the streams on all 3, once`,
  );
  for (const s of chatStreams) s.close();

  // The login lockout holds across processes: failures spread over the three add up.
  const lockout = [];
  for (let k = 0; k < 7; k++) {
    const r = await api(servers[k % 3].url, 'POST', '/auth/login', {
      body: { email: lockoutVictim.email, password: 'Wrong-password-1' },
      expect: null,
    });
    lockout.push(r.status);
  }
  const right = await api(servers[2].url, 'POST', '/auth/login', {
    body: { email: lockoutVictim.email, password: lockoutVictim.password },
    expect: null,
  });
  check(
    lockout.includes(423) && right.status === 423,
    `failed sign-ins spread over 3 processes lock the account on all (${lockout.join(' ')}; then the right password: ${right.status})`,
  );

  // Killed mid-run: a stream through the proxy, messages written through the proxy while the
  // process under the stream is SIGKILLed; every acknowledged message must be stored and reach
  // the stream after its reconnect (Last-Event-ID replay, on another process).
  const victimStream = await openStream(
    `${lb}${chatBase}/stream?offerId=${offer.id}&token=${buyer.token}`,
  );
  await victimStream.next((f) => f.comment === 'open');
  const before = await api(lb, 'POST', `/items/bike/${item.id}/chat/messages`, {
    token: seller.token,
    body: { message: 'before the kill', offerId: offer.id },
  });
  const lastId = (await victimStream.next(isMessage('before the kill'))).id;
  void before;
  const holder = await streamHolder();
  const acknowledged = [];
  const writer = (async () => {
    for (let k = 0; k < 20; k++) {
      const text = `during the kill ${k}`;
      // Three senders in turn: each member may send 20 chat messages a minute.
      const r = await api(lb, 'POST', `/items/bike/${item.id}/chat/messages`, {
        token: parties[k % 3].token,
        body: { message: text, offerId: offer.id },
        expect: null,
      }).catch(() => ({ status: 0 }));
      if (r.status === 201) acknowledged.push(text);
      await sleep(25);
    }
  })();
  await sleep(150);
  holder.killed = true;
  holder.child.kill('SIGKILL');
  await writer;
  const stored = new Set(
    (
      await db.query(
        `SELECT message_text FROM chat_messages WHERE message_text LIKE 'during the kill %'`,
      )
    ).rows.map((r) => r.message_text),
  );
  check(
    acknowledged.length > 0 && acknowledged.every((x) => stored.has(x)),
    `process ${holder.i} killed mid-run: all ${acknowledged.length} acknowledged writes are stored (${20 - acknowledged.length} refused or cut, none lost)`,
  );
  // The browser's EventSource reconnects with Last-Event-ID; the proxy sends it to a live process.
  const resumed = await openStream(
    `${lb}${chatBase}/stream?offerId=${offer.id}&token=${buyer.token}`,
    { 'last-event-id': lastId },
  );
  let replayed = true;
  for (const text of acknowledged)
    replayed &&= await resumed.next(isMessage(text)).then(
      () => true,
      () => false,
    );
  check(
    victimStream.ended && replayed,
    `its stream ended and, reconnected through the proxy with Last-Event-ID, replayed all ${acknowledged.length} messages`,
  );
  resumed.close();
  victimStream.close();
  // Back to three for the throughput runs.
  startServer(holder.i);
  await waitReady(servers[holder.i].url);

  // The auth rate limit across processes: sign-in attempts through the proxy from one address.
  const statuses = await Promise.all(
    Array.from({ length: AUTH_LIMIT * PROCESSES + 30 }, () =>
      api(lb, 'POST', '/auth/login', {
        body: { email: 'nobody-at-all@pedalswap.test', password: 'Wrong-password-1' },
        expect: null,
      }).then((r) => r.status),
    ),
  );
  const accepted = statuses.filter((s) => s !== 429).length;
  const shared = accepted <= AUTH_LIMIT;
  // Today's limiter counts in each process (@fastify/rate-limit's memory store): through the
  // proxy an address gets up to the limit on each process (the restarted one afresh). The
  // check holds that the limit applies at all; the line says whether it held across processes.
  check(
    statuses.includes(429),
    `auth rate limit (${AUTH_LIMIT}/min per address) through the proxy: ${accepted} of ${statuses.length} attempts answered before 429 ` +
      (shared ? '(held across processes)' : `(per process: up to ${AUTH_LIMIT} x ${PROCESSES})`),
  );
  log(`workload done in ${Math.round(performance.now() - t)} ms`);
  return { item, seller, buyer, staff, offer };
}

/** The value of an unlabelled series in a process's /metrics. */
async function metric(server, name) {
  const text = await (await fetch(server.metrics)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}

/** The process holding the one stream open now (each reports pedalswap_sse_open_streams). */
async function streamHolder() {
  for (let tries = 0; tries < 50; tries++) {
    const open = await Promise.all(servers.map((s) => metric(s, 'pedalswap_sse_open_streams')));
    if (open.filter((n) => n === 1).length === 1 && open.reduce((a, b) => a + b, 0) === 1)
      return servers[open.indexOf(1)];
    await sleep(100);
  }
  throw new Error('could not tell which process holds the stream');
}

/**
 * The same mix for `seconds` with `concurrency` clients: 4 reads (the catalog's first page and a
 * search, the item, the chat's messages) to 1 write (the chat marked read); requests per second.
 */
async function mix(baseUrl, { item, seller, offer }, seconds, concurrency) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const calls = [
    () => api(baseUrl, 'GET', '/items/bike?page=1&limit=20'),
    () => api(baseUrl, 'GET', `/items/bike/${item.id}`),
    () => api(baseUrl, 'GET', '/items/bike?page=1&limit=20&search=surly'),
    () =>
      api(baseUrl, 'GET', `/items/bike/${item.id}/chat/messages?offerId=${offer.id}`, {
        token: seller.token,
      }),
    // A write with no rate limit of its own (chat messages have one: 20 a minute per member).
    () =>
      api(baseUrl, 'PUT', `/items/bike/${item.id}/chat/read?offerId=${offer.id}`, {
        token: seller.token,
      }),
  ];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, c) => {
      for (let k = c; performance.now() < until; k++) {
        try {
          await calls[k % calls.length]();
          done += 1;
        } catch (err) {
          errors += 1;
          if (errors <= 3) console.error(String(err).slice(0, 300));
        }
      }
    }),
  );
  return { rate: done / seconds, errors };
}

async function throughput(context) {
  const seconds = Number(process.env.SCALE_OUT_SECONDS) || 5;
  const concurrency = 16;
  await mix(servers[0].url, context, 1, 4); // warm-up
  const one = await mix(servers[0].url, context, seconds, concurrency);
  const three = await mix(lb, context, seconds, concurrency);
  check(one.errors === 0 && three.errors === 0, 'no errors under load');
  log(
    `throughput, mixed load (4 reads : 1 write, ${concurrency} clients, ${seconds} s): ` +
      `1 process ${one.rate.toFixed(0)} req/s, ${PROCESSES} processes behind HAProxy ` +
      `${three.rate.toFixed(0)} req/s (${(three.rate / one.rate).toFixed(2)}x)`,
  );
}
