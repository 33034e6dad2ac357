// The load client of bench:catalog, run as a child process of its own so its CPU is not the
// servers' (the issue 11 version sent its requests from the process that served them, which
// pulled every ratio towards 1). Sends GET requests to one address over keep-alive connections,
// asking for compressed bodies as a browser does, and prints one JSON line:
// { rps, medianMs, p99Ms, failed, statuses }.
//   tsx bench/catalog-load.ts <url> <connections> <requests> [warm-up requests]
// A request fails when it does not answer 200 (a 503 of a full queue included) or the
// connection breaks; the run carries on and counts it.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './list-bench.ts';

const [url, connectionsArg, requestsArg, warmupArg] = process.argv.slice(2);
if (!url || !connectionsArg || !requestsArg) {
  console.error('usage: catalog-load.ts <url> <connections> <requests> [warm-up requests]');
  process.exit(2);
}
const connections = Number(connectionsArg);
const requests = Number(requestsArg);
const warmup = Number(warmupArg ?? 0);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const statuses: Record<string, number> = {};

function get(): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url!, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
  });
}

async function run(total: number, times: number[] | null): Promise<number> {
  let sent = 0;
  const worker = async () => {
    while (sent < total) {
      sent++;
      const start = performance.now();
      const status = await get();
      if (times) {
        times.push(performance.now() - start);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
  };
  const t = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return performance.now() - t;
}

if (warmup > 0) await run(warmup, null);
const times: number[] = [];
const elapsed = await run(requests, times);
times.sort((a, b) => a - b);
agent.destroy();
console.log(
  JSON.stringify({
    rps: (requests / elapsed) * 1000,
    medianMs: percentile(times, 50),
    p99Ms: percentile(times, 99),
    failed: requests - (statuses['200'] ?? 0),
    statuses,
  }),
);
