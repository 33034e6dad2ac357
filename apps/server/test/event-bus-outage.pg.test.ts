// Live chat across two server processes through a PostgreSQL restart (issue 25 item 5). The
// restart is played for the two apps alone by a TCP forwarder between them and the database
// (tcp-outage.ts): their pools and their buses' listening connections drop and cannot reconnect
// for a moment, as in a restart, while the other test files on the same PostgreSQL go on.
// A member's client is modelled as browsers behave: it keeps what its stream sends and, when the
// server ends the stream, reconnects with the last event id it saw. Every message must reach
// every client, live or replayed. PostgreSQL only (the bus is in-process on PGlite):
// vitest.config.ts runs *.pg.test.ts when DATABASE_URL is set.
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { createPostgresDb } from '../src/db/postgres-db.ts';
import { chatParties, offerMessage } from './chat-fixture.ts';
import { call, testConfig, useTestApp, type Member } from './helpers.ts';
import { openStream, type Frame } from './sse-client.ts';
import { startTcpOutageProxy } from './tcp-outage.ts';

const t = useTestApp();
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

/** One more app on this file's schema, connected through `databaseUrl`. */
async function appThrough(databaseUrl: string): Promise<{ app: FastifyInstance; url: string }> {
  const db = await createPostgresDb(databaseUrl, {
    searchPath: t.db.connection!.schema!,
    max: 4,
  });
  const app = await buildApp({ config: testConfig(), db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanup.push(
    () => db.close(),
    () => app.close(),
  );
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const textOf = (f: Frame): string | null => {
  if (f.data === undefined) return null;
  const data = JSON.parse(f.data) as { type?: string; message?: { messageText?: string } };
  return data.type === 'message' ? (data.message?.messageText ?? null) : null;
};

/** A browser's chat: follows its stream and, when the server ends it, reconnects with the last id. */
async function follow(url: string) {
  const received = new Set<string>();
  let lastId: string | null = null;
  let reconnects = 0;
  let stream = await openStream(url);
  let closed = false;
  const run = (async () => {
    for (;;) {
      const s = stream;
      let seen = 0;
      const take = () => {
        for (const f of s.frames.slice(seen)) {
          if (f.id) lastId = f.id;
          const text = textOf(f);
          if (text) received.add(text);
        }
        seen = s.frames.length;
      };
      const timer = setInterval(take, 20);
      await s.ended;
      clearInterval(timer);
      take();
      if (closed) return;
      // EventSource waits a moment, then asks again with Last-Event-ID; refused meanwhile
      // (the database still coming back), it asks again.
      for (;;) {
        await new Promise((r) => setTimeout(r, 200));
        if (closed) return;
        const next = await openStream(url, lastId ? { 'last-event-id': lastId } : {}).catch(
          () => null,
        );
        if (next?.res.status === 200) {
          stream = next;
          reconnects += 1;
          break;
        }
        await next?.close();
      }
    }
  })();
  return {
    received,
    get reconnects() {
      return reconnects;
    },
    async close() {
      closed = true;
      await stream.close();
      await run;
    },
  };
}

describe('live chat through a PostgreSQL restart, two processes', () => {
  it('loses no message: each reaches every stream live or in the replay after Last-Event-ID', async () => {
    const target = new URL(process.env.DATABASE_URL!);
    const proxy = await startTcpOutageProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    cleanup.push(() => proxy.close());
    const a = await appThrough(proxy.urlFor(process.env.DATABASE_URL!));
    const b = await appThrough(proxy.urlFor(process.env.DATABASE_URL!));
    expect([a.app.events.kind, b.app.events.kind]).toEqual(['postgres', 'postgres']);

    const { owner, buyer, item, base } = await chatParties(t);
    const { offerId } = await offerMessage(t, { item, buyer });
    const streamUrl = (server: string, who: Member) =>
      `${server}${base}/stream?offerId=${offerId}&token=${who.accessToken}`;
    const clients = await Promise.all([
      follow(streamUrl(a.url, owner)),
      follow(streamUrl(a.url, buyer)),
      follow(streamUrl(b.url, owner)),
      follow(streamUrl(b.url, buyer)),
    ]);
    cleanup.push(() => Promise.all(clients.map((c) => c.close())));

    /** Sends through `app` until it is accepted (a 503 while the database comes back). */
    const sent: string[] = [];
    async function send(app: FastifyInstance, who: Member, text: string) {
      for (let tries = 0; ; tries++) {
        const res = await call(app, 'POST', `${base}/messages`, {
          token: who.accessToken,
          payload: { message: text, offerId },
        });
        if (res.statusCode === 201) return void sent.push(text);
        expect(res.statusCode, res.body).toBe(503);
        expect(tries).toBeLessThan(200);
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    await send(a.app, buyer, 'before the restart');
    await proxy.outage(1_500);
    // Right after the restart, from both processes, while their listeners come back.
    for (let i = 0; i < 30; i++) {
      await send(i % 2 ? b.app : a.app, i % 2 ? owner : buyer, `after the restart ${i}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    const missing = () => clients.map((c) => sent.filter((text) => !c.received.has(text)).length);
    const deadline = Date.now() + 20_000;
    while (missing().some((n) => n > 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(
      clients.map((c) => sent.filter((text) => !c.received.has(text))),
      'messages that never reached each client',
    ).toEqual([[], [], [], []]);
  }, 60_000);
});
