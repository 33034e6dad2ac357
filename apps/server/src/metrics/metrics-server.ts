// The Prometheus endpoint: GET /metrics on a port of its own (METRICS_PORT, on METRICS_HOST,
// 127.0.0.1 by default), so the public proxy that forwards PORT never exposes it and it needs
// no token; a scraper on another host is pointed at METRICS_HOST=0.0.0.0 behind a firewall.
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export async function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
