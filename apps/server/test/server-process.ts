// A real server process for the tests that need more than one: src/main.ts, run by Node with
// tsx as `npm start` runs it, in a child process with its own environment. It listens on a free
// loopback port; the address is read from Fastify's own "Server listening at" log line, so no
// port is guessed. Start-up and stop are bounded in time, and a child that does not stop on
// SIGTERM is killed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRepoRoot } from '../src/repo-root.ts';

const root = findRepoRoot();
const MAIN = join(root, 'apps/server/src/main.ts');

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote (its JSON log lines and any stderr). */
  readonly output: string[];
  /** SIGTERM (main.ts closes the app), SIGKILL past timeoutMs; resolves once it has exited. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts src/main.ts with `env` over a test baseline (a fresh DATA_DIR, no seed, no web build,
 * loopback, a free port, info logs). Fails, and kills the child, past `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { timeoutMs = 45_000 }: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pedalswap-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      SEED: 'none',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));
  const stop = async (stopTimeoutMs = 10_000) => {
    if (!alive) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
    await exited;
    clearTimeout(timer);
  };

  const url = await new Promise<string>((resolve, reject) => {
    let pending = '';
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop(1_000);
      reject(new Error(`${why}; its output:\n${output.join('').slice(-4_000)}`));
    };
    const timer = setTimeout(
      () => fail(`src/main.ts did not listen within ${timeoutMs} ms`),
      timeoutMs,
    );
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (m && !settled) {
          settled = true;
          clearTimeout(timer);
          resolve(m[1]!);
        }
      }
    });
    child.once('exit', (code, signal) => fail(`src/main.ts exited (${code ?? signal})`));
  });
  return { url, child, output, stop };
}
