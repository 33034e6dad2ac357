// The bare server of bench:catalog, in a process of its own: Fastify + pg with the project's
// pool size and compression, and nothing else (no contract validation, hooks, logging or
// security headers). GET /bare?url=<catalog address> runs the SQL statements the project ran for
// that address (recorded by bench/catalog-search.ts), the first two side by side and the rest
// in order, as the project does, then answers the body the project answered for it, serialised
// from an object on every request, so both sides send the same bytes.
//   BARE_PORT, DATABASE_URL, DATABASE_SCHEMA, BARE_RECORDING (a JSON file) in the environment.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { registerCompression } from '../src/plugins/compression.ts';

interface Recorded {
  statements: { sql: string; params: unknown[] }[];
  body: unknown;
}

const env = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};
const recording = JSON.parse(readFileSync(env('BARE_RECORDING'), 'utf8')) as Record<
  string,
  Recorded
>;
const pool = new pg.Pool({
  connectionString: env('DATABASE_URL'),
  max: 10,
  options: `-c search_path=${env('DATABASE_SCHEMA')}`,
});
const app = Fastify({ logger: false });
await registerCompression(app);
app.get<{ Querystring: { url: string } }>('/bare', async (request, reply) => {
  const recorded = recording[request.query.url];
  if (!recorded) return reply.code(404).send({ error: 'not_recorded' });
  const [first, second, ...rest] = recorded.statements;
  await Promise.all(
    [first, second].filter((q) => q !== undefined).map((q) => pool.query(q.sql, q.params)),
  );
  for (const q of rest) await pool.query(q.sql, q.params);
  return recorded.body;
});
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
await app.listen({ host: '127.0.0.1', port: Number(env('BARE_PORT')) });
console.log('bare server ready');
