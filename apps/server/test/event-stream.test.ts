// The real-time seam end to end: a service publishes on the app's event bus and a real HTTP
// client receives it over server-sent events (GET /api/items/events). On PGlite the bus is
// in-process; in the PostgreSQL pass of scripts/test.mjs (DATABASE_URL set) two apps built with
// buildApp listen on two ports against one database, and an event published on one reaches the
// stream of the other through LISTEN/NOTIFY.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, createDraftItem, useTestApp, type Member } from './helpers.ts';
import { openStream, type Frame } from './sse-client.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
let replayed: string[] = [];

const t = useTestApp({
  configure(app) {
    // A stream like the chat's will be: its own replay of what came after Last-Event-ID.
    app.get('/test/sse', async (request, reply) => {
      const stream = await app.sse.open(request, reply, {
        heartbeatMs: 50,
        replay(lastEventId, s) {
          replayed.push(lastEventId);
          s.send({ id: 'm2', event: 'message', data: { text: 'missed' } });
        },
      });
      stream.send({ id: 'm3', event: 'message', data: { text: 'live' } });
    });
  },
});

type Stream = Awaited<ReturnType<typeof openStream>>;
const streams: Stream[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) await s.close();
  replayed = [];
});

async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

async function stream(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  const s = await openStream(`${await listen(app)}${path}`, headers);
  streams.push(s);
  // The stream is open (headers and the opening comment arrived) before anything is published.
  await s.next((f) => f.comment === 'open');
  return s;
}

const publishBike = async (
  app: FastifyInstance,
  staff: Member,
  role: 'manager' | 'owner' = 'manager',
) => {
  const item = await createDraftItem(app, staff);
  // From the service, not a route: that is where every real-time event starts.
  await app.itemService.publish('bike', item.id, { id: staff.id, role });
  return item;
};

describe('GET /api/items/events', () => {
  it('streams an event a service published, with its id, name and small payload', async () => {
    const manager = await t.member({ role: 'manager' });
    const s = await stream(t.app, '/api/items/events');
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.res.headers.get('cache-control')).toBe('no-cache, no-transform');
    const item = await publishBike(t.app, manager);
    const published = await s.next((f) => f.event === 'bike:published');
    expect(published.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(published.data!)).toEqual({
      itemId: item.id,
      itemType: 'bike',
      status: 'published',
      ownerId: manager.id,
    });
    const updated = await s.next((f) => f.event === 'item:updated');
    expect(updated.id).not.toBe(published.id);
  });

  it("sends a draft's events to its owner and staff only", async () => {
    const owner = await t.member();
    const staff = await t.member({ role: 'owner' });
    const anonymous = await stream(t.app, '/api/items/events');
    const own = await stream(t.app, '/api/items/events', bearer(owner.accessToken));
    const staffs = await stream(t.app, '/api/items/events', bearer(staff.accessToken));
    const item = await createDraftItem(t.app, owner);
    await t.app.itemService.update(
      'bike',
      item.id,
      { name: 'Kona Unit X' },
      {
        id: owner.id,
        role: 'user',
      },
    );
    const isDraftUpdate = (f: Frame) =>
      f.event === 'item:updated' && JSON.parse(f.data!).itemId === item.id;
    await own.next(isDraftUpdate);
    await staffs.next(isDraftUpdate);
    // A public event published afterwards reaches the anonymous stream; nothing came before it.
    await publishBike(t.app, staff, 'owner');
    await anonymous.next((f) => f.event === 'bike:published');
    expect(anonymous.frames.filter(isDraftUpdate)).toEqual([]);
  });

  it('refuses a bad token (401) rather than streaming as anonymous', async () => {
    const res = await fetch(`${await listen(t.app)}/api/items/events`, {
      headers: bearer('not-a-token'),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_token' });
  });

  if (onPostgres) {
    it('delivers across two server processes on one PostgreSQL database (LISTEN/NOTIFY)', async () => {
      const other = await t.build();
      expect([t.app.events.kind, other.events.kind]).toEqual(['postgres', 'postgres']);
      const manager = await t.member({ role: 'manager' });
      const s = await stream(other, '/api/items/events');
      const item = await publishBike(t.app, manager);
      const received = await s.next((f) => f.event === 'bike:published');
      expect(JSON.parse(received.data!)).toMatchObject({ itemId: item.id, status: 'published' });
      // The publishing process delivered it locally once, not again from its own NOTIFY.
      const mine = await stream(t.app, '/api/items/events');
      await publishBike(t.app, manager);
      await mine.next((f) => f.event === 'bike:published');
      await s.next((f) => f.event === 'bike:published' && f.id !== received.id);
      await new Promise((r) => setTimeout(r, 300));
      expect(mine.frames.filter((f) => f.event === 'bike:published')).toHaveLength(1);
    });

    it('sends publications made in a row to the other process in order, one NOTIFY at a time', async () => {
      // pg deprecates (and pg 9 refuses) a query sent while the client runs another: NOTIFYs
      // published back to back on the listening connection did that before they were chained.
      const warnings: string[] = [];
      const onWarning = (w: Error) => warnings.push(w.message);
      process.on('warning', onWarning);
      try {
        const other = await t.build();
        const s = await stream(other, '/api/items/events');
        const sent = Array.from({ length: 20 }, (_, i) =>
          t.app.events.publish('bike:published', {
            itemId: `item-${i}`,
            itemType: 'bike',
            status: 'published',
            ownerId: 'someone',
          }),
        );
        await s.next((f) => f.id === sent.at(-1)!.id);
        const got = s.frames.filter((f) => f.event === 'bike:published').map((f) => f.id);
        expect(got).toEqual(sent.map((e) => e.id));
        expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([]);
      } finally {
        process.off('warning', onWarning);
      }
    });
  } else {
    it('keeps events in the process on PGlite (one process owns the database)', async () => {
      const other = await t.build();
      expect([t.app.events.kind, other.events.kind]).toEqual(['local', 'local']);
      const manager = await t.member({ role: 'manager' });
      const s = await stream(other, '/api/items/events');
      await publishBike(t.app, manager);
      const mine = await stream(t.app, '/api/items/events');
      await publishBike(t.app, manager);
      await mine.next((f) => f.event === 'bike:published');
      expect(s.frames.filter((f) => f.event === 'bike:published')).toEqual([]);
    });
  }
});

describe('the SSE helper', () => {
  it('replays after Last-Event-ID through the caller’s hook, then goes live, with heartbeats', async () => {
    const s = await stream(t.app, '/test/sse', { 'last-event-id': 'm1' });
    expect(replayed).toEqual(['m1']);
    const missed = await s.next((f) => f.id === 'm2');
    expect(missed).toMatchObject({ event: 'message', data: '{"text":"missed"}' });
    await s.next((f) => f.id === 'm3');
    expect(s.frames.findIndex((f) => f.id === 'm2')).toBeLessThan(
      s.frames.findIndex((f) => f.id === 'm3'),
    );
    await s.next((f) => f.comment === 'heartbeat');
  });

  it('replays nothing on a first connection', async () => {
    const s = await stream(t.app, '/test/sse');
    await s.next((f) => f.id === 'm3');
    expect(replayed).toEqual([]);
    expect(s.frames.some((f) => f.id === 'm2')).toBe(false);
  });
});
