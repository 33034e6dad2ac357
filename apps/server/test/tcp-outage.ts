// A TCP forwarder between server apps and PostgreSQL that can play a database restart for those
// apps alone (issue 25 item 5): `outage(ms)` drops every connection through it and refuses new
// ones for `ms`, as a restarting server does, while the test's own connections and the other
// test files on the same PostgreSQL go on undisturbed.
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export async function startTcpOutageProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** The same URL with the forwarder's address. */
    urlFor(databaseUrl: string) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    /** Drops every connection and refuses new ones until `ms` have passed. */
    async outage(ms: number) {
      down = true;
      for (const s of [...sockets]) s.destroy();
      sockets.clear();
      await new Promise((r) => setTimeout(r, ms));
      down = false;
    },
    async close() {
      down = true;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
