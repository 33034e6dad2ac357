// The API fuzz suite (issue 10, "Done when"): a script run by `npm test` (scripts/test.mjs), not a
// vitest file, because it is one long bounded run rather than many small cases.
//
// It builds the app in-process on an in-memory PGlite with response validation on, signs in a
// member and a staff member, and sends malformed input to EVERY implemented operation as
// anonymous, member and staff: broken JSON, wrong types, hostile strings (NUL, unpaired
// surrogates, 100 kB), unknown and prototype-polluting keys, junk query and path values, wrong
// content types, broken multipart uploads and a decompression-bomb PNG. It fails on any 5xx and
// on any status or body the contract does not declare for the operation (the response validator
// records those as contract violations).
//
// Bounded: a fixed, seeded sample of cases (FUZZ_CASES_PER_CALLER per operation and caller, 24
// by default: about 3,600 requests, some 30 s on two cores) and a hard deadline (FUZZ_SECONDS,
// 300 by default). A run that meets the deadline stops there, says how many operations it
// covered and FAILS: a suite that passes without having tried every operation proves nothing.
// FUZZ_SEED changes the sample.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { createAccount } from '../../src/auth/accounts.ts';
import { useCheapPasswordHashingForTests } from '../../src/auth/passwords.ts';
import { loadConfig } from '../../src/config.ts';
import { createPgliteDb } from '../../src/db/pglite-db.ts';
import { createCaptureMailer } from '../../src/mail/capture-mailer.ts';
import type { ContractOperation, JsonSchema } from '../../src/plugins/openapi-doc.ts';
import { bombPng } from '../png-bomb.ts';

const CASES_PER_CALLER = Number(process.env.FUZZ_CASES_PER_CALLER ?? 24);
const DEADLINE_MS = Number(process.env.FUZZ_SECONDS ?? 300) * 1000;
let seed = Number(process.env.FUZZ_SEED ?? 20261124);
const PASSWORD = 'Fuzz-Secret-123';

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const LONG = 'x'.repeat(100_000);
/** Values that break a field: wrong types, hostile strings, edge numbers. */
const JUNK: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -2147483649,
  3.14159,
  '',
  ' ',
  'a\u0000b',
  'lone \ud800 surrogate',
  '\udc00',
  LONG,
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '9999-99-99T99:99:99Z',
  '00000000-0000-0000-0000-000000000000',
  [],
  [1, 'a', null],
  {},
  { $gt: '' },
];
/** Whole bodies that are not what any operation takes. */
const RAW_BODIES: { type: string; payload: string }[] = [
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '[]' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: '42' },
  { type: 'application/json', payload: '{' },
  { type: 'application/json', payload: '{"a":1,}' },
  { type: 'application/json', payload: '['.repeat(10_000) + ']'.repeat(10_000) },
  { type: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { type: 'application/json', payload: '{"constructor":{"prototype":{"role":"owner"}}}' },
  { type: 'application/json', payload: JSON.stringify(manyKeys(20_000)) },
  { type: 'application/json', payload: '{"a":"\\ud800"}' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { type: 'multipart/form-data', payload: 'no boundary here' },
  { type: 'multipart/form-data; boundary=XYZ', payload: '--XYZ\r\nbroken' },
];
const PATH_VALUES = [
  'not-a-uuid',
  '00000000-0000-4000-8000-000000000000',
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '..%2F..%2Fetc',
  'x'.repeat(300),
  '-1',
  '1e9',
  'bike',
  '%20',
];

function manyKeys(n: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < n; i++) out[`k${i}`] = i;
  return out;
}

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----fuzz' + Math.floor(random() * 1e9);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { type: `multipart/form-data; boundary=${boundary}`, payload };
}

const UPLOADS = () => [
  multipart('file', 'bomb.png', 'image/png', bombPng()),
  multipart('images', 'bomb.png', 'image/png', bombPng()),
  multipart('avatar', 'bomb.png', 'image/png', bombPng()),
  multipart('file', 'a.png', 'image/png', Buffer.from('not an image at all')),
  multipart('images', 'a.png', 'image/png', bombPng().subarray(0, 40)),
  multipart('file', '../../../x.png', 'text/html', Buffer.from('<html></html>')),
];

/** Something of the schema's shape, so one broken field at a time reaches the deeper rules. */
function sample(schema: JsonSchema | undefined, ids: Ids, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (variants?.length) return sample(variants[0], ids, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz.target@example.com';
      if (schema.format === 'uuid') return ids.item;
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'Abc-def-123'.padEnd(Number(schema.minLength ?? 0), 'x');
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
    default: {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(props)) out[k] = sample(v, ids, depth + 1);
      return out;
    }
  }
}

interface Ids {
  item: string;
  itemType: string;
  member: string;
  staff: string;
}

interface Case {
  url: string;
  payload?: string | Buffer;
  type?: string;
  label: string;
}

function casesFor(op: ContractOperation, ids: Ids): Case[] {
  const pathParams = Object.keys((op.params?.properties ?? {}) as Record<string, unknown>);
  const goodPath = (name: string) =>
    name === 'type'
      ? ids.itemType
      : name === 'id' && op.path.startsWith('/users')
        ? ids.member
        : ids.item;
  const build = (overrides: Record<string, string> = {}, query = '') =>
    '/api' +
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => overrides[name] ?? goodPath(name)) +
    query;
  const out: Case[] = [];
  const base = sample(op.body, ids);
  const hasBody = op.body !== undefined;
  const json = (v: unknown) => ({ payload: JSON.stringify(v), type: 'application/json' });

  out.push({ url: build(), ...(hasBody ? json(base) : {}), label: 'sampled' });
  for (const name of pathParams)
    for (const v of PATH_VALUES)
      out.push({ url: build({ [name]: v }), label: `path ${name}=${v}` });
  const queryNames = Object.keys((op.querystring?.properties ?? {}) as Record<string, unknown>);
  for (const name of [...queryNames, 'unknownParam'])
    for (const v of [
      '',
      '%00',
      '%ED%A0%80',
      'x'.repeat(5000),
      '-1',
      '1e309',
      'NaN',
      '[]',
      'a&' + name + '=b',
    ])
      out.push({ url: build({}, `?${name}=${v}`), label: `query ${name}=${v.slice(0, 20)}` });
  if (hasBody || op.method !== 'get') {
    for (const raw of RAW_BODIES)
      out.push({ url: build(), ...raw, label: `raw ${raw.payload.slice(0, 30)}` });
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      for (const key of Object.keys(base)) {
        for (const junk of JUNK)
          out.push({
            url: build(),
            ...json({ ...base, [key]: junk }),
            label: `body ${key}=${JSON.stringify(junk)?.slice(0, 30)}`,
          });
      }
      out.push({ url: build(), ...json({ ...base, unknownField: 1 }), label: 'unknown field' });
    }
    for (const upload of UPLOADS()) out.push({ url: build(), ...upload, label: 'upload' });
  }
  // A fixed sample of the cases, in a seeded order: the sampled call and the first path case
  // always run, then a spread of the rest.
  const [first, ...rest] = out;
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [first!, ...rest].slice(0, CASES_PER_CALLER);
}

async function main() {
  const started = Date.now();
  useCheapPasswordHashingForTests();
  const dataDir = mkdtempSync(join(tmpdir(), 'pedalswap-fuzz-'));
  const config = {
    ...loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: 'fuzz-secret-that-is-long-enough-for-hs256-0123456789',
        SEED: 'none',
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT_PER_MINUTE: '0',
        CREATE_RATE_LIMIT_PER_MINUTE: '0',
        VALIDATE_RESPONSES: 'true',
        APP_URL: 'http://pedalswap.test',
      },
      { ephemeralSecret: true },
    ),
    webDistDir: join(dataDir, 'no-web-build'),
  };
  const db = await createPgliteDb(null);
  const app = await buildApp({ config, db, mailer: createCaptureMailer(), logger: false });
  await app.ready();

  let accounts = 0;
  const signIn = async (role: 'user' | 'manager' | 'owner') => {
    accounts += 1;
    const email = `fuzz-${role}-${accounts}@example.com`;
    await createAccount(db, {
      email,
      password: PASSWORD,
      role,
      verified: true,
      firstName: 'Fuzz',
      lastName: 'Caller',
      location: 'Portland, OR',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`fuzz setup: sign-in answered ${res.statusCode}`);
    const body = res.json<{ accessToken: string; user: { id: string } }>();
    return { token: body.accessToken, id: body.user.id };
  };

  const failures: string[] = [];
  let requests = 0;
  let covered = 0;
  const operations = app.contract.operations.filter((op) =>
    app.implementedOperations.includes(op.operationId),
  );
  try {
    for (const op of operations) {
      // Fresh callers and a fresh listing for every operation: a fuzzed call that signs out,
      // revokes devices or deletes the account must not blind the operations after it.
      const member = await signIn('user');
      // Owner-only operations (x-roles: [owner]) are fuzzed past their role guard by an owner.
      const staff = await signIn(op.roles?.includes('manager') === false ? 'owner' : 'manager');
      const draft = await app.inject({
        method: 'POST',
        url: '/api/items/bike',
        headers: { authorization: `Bearer ${member.token}` },
        payload: {
          name: 'Fuzz Bike',
          brand: 'Kona',
          condition: 'Good',
          description: 'A listing the fuzz suite aims at.',
          location: 'Portland, OR',
        },
      });
      const ids: Ids = {
        item: draft.json<{ item: { id: string } }>().item.id,
        itemType: 'bike',
        member: member.id,
        staff: staff.id,
      };
      const callers: [string, string | null][] = [
        ['anonymous', null],
        ['member', member.token],
        ['staff', staff.token],
      ];
      // A stream (server-sent events) stays open: its answer is judged by its head, then the
      // stream is dropped (injecting it whole would wait for ever).
      const streams = Boolean(
        (op.raw.responses as Record<string, { content?: Record<string, unknown> }> | undefined)?.[
          '200'
        ]?.content?.['text/event-stream'],
      );
      for (const [who, token] of callers) {
        for (const c of casesFor(op, ids)) {
          if (Date.now() - started > DEADLINE_MS) throw new Error('deadline');
          requests += 1;
          let res: LightMyRequestResponse;
          let bodyText = '';
          try {
            res = await app.inject({
              method: op.method.toUpperCase() as 'GET',
              url: c.url,
              headers: {
                ...(token ? { authorization: `Bearer ${token}` } : {}),
                ...(c.type ? { 'content-type': c.type } : {}),
              },
              ...(c.payload === undefined ? {} : { payload: c.payload }),
              ...(streams ? { payloadAsStream: true } : {}),
            });
            if (streams) {
              const stream = res.stream();
              if (String(res.headers['content-type']).startsWith('text/event-stream'))
                stream.destroy();
              else bodyText = await new Response(Readable.toWeb(stream) as ReadableStream).text();
            } else bodyText = res.body;
          } catch (err) {
            failures.push(`${op.operationId} as ${who}, ${c.label}: inject threw ${String(err)}`);
            continue;
          }
          const violations = app.contractViolations.splice(0);
          for (const v of violations)
            failures.push(`${op.operationId} as ${who}, ${c.label}: ${v.problem}`);
          if (res.statusCode >= 500 && violations.length === 0)
            failures.push(
              `${op.operationId} as ${who}, ${c.label}: ${res.statusCode} ${bodyText.slice(0, 200)}`,
            );
        }
      }
      covered += 1;
    }
  } catch (err) {
    if ((err as Error).message !== 'deadline') throw err;
  } finally {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzz: ${requests} malformed requests to ${operations.length} operations as anonymous, member and staff in ${secs} s`,
  );
  const stoppedAt = covered < operations.length ? operations[covered]?.operationId : null;
  if (stoppedAt)
    console.log(
      `fuzz: the ${DEADLINE_MS / 1000} s deadline stopped the run at ${stoppedAt}: ${covered} of ${operations.length} operations fully covered (FUZZ_SECONDS raises the bound)`,
    );
  if (stoppedAt) process.exitCode = 1;
  if (failures.length > 0) {
    console.log(`fuzz: ${failures.length} failures (first 30):`);
    for (const f of failures.slice(0, 30)) console.log(`  - ${f}`);
    process.exit(1);
  }
  if (!stoppedAt) console.log('fuzz: no 5xx, every status and body as the contract declares');
}

await main();
