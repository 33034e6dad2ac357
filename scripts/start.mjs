// `npm start`: what an operator runs. Installs when package-lock.json changed, builds what
// changed (scripts/build.mjs: nothing on a warm checkout), then runs the compiled server with
// plain node and NODE_ENV=production (React's production build, every library's production
// path). It prints how long each step took and when the server answers. Development keeps
// `npm run dev` (tsx watch on the sources).
import { performance } from 'node:perf_hooks';
import { setInterval } from 'node:timers';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const t0 = performance.now();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ms = (from) => Math.round(performance.now() - from);

let t = performance.now();
await import('./ensure-install.mjs');
console.log(`[start] dependencies: checked (${ms(t)} ms)`);
const { buildAll } = await import('./build.mjs');
try {
  await buildAll({ log: (line) => console.log(line.replace('[build]', '[start] build')) });
} catch (err) {
  console.error(`[start] ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

t = performance.now();
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: join(root, 'apps/server'),
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
// main.ts says when it listens (process.send when started with an IPC channel).
server.on('message', (message) => {
  if (message?.type !== 'listening') return;
  console.log(
    `[start] server: listening (${ms(t)} ms, of which ${message.startupMs} ms in the server process)`,
  );
  console.log(`[start] ready in ${ms(t0)} ms since npm start's script began`);
  server.disconnect();
});
// Ctrl-C reaches the whole process group; a SIGTERM sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// `kill <npm's pid>` ends npm and its shell but not this script (dash passes no signal on), which
// would leave the server running: stop it when this process is orphaned.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
