// Infrastructure plugin: the publish/subscribe bus for every real-time event (app.events) and the
// server-sent-events helper that streams them (app.sse). On PostgreSQL the bus rides
// LISTEN/NOTIFY, so a stream on one process receives what a service published on another.
import fp from 'fastify-plugin';
import type { EventBus } from '../events/bus.ts';
import { createLocalBus } from '../events/local-bus.ts';
import { createPostgresBus } from '../events/postgres-bus.ts';
import { createSseHub, type SseHub } from '../events/sse.ts';
import { checkStreamsWhenSessionsEnd } from '../events/account-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
    sse: SseHub;
  }
}

/** The reconnect delay streams are given when the server closes (graceful shutdown). */
const STREAM_RETRY_AFTER_CLOSE_MS = 1_000;

/** One channel per schema: processes of one deployment share it, test files do not. */
export const channelFor = (schema: string | null) =>
  schema ? `pedalswap_events_${schema}` : 'pedalswap_events';

export default fp(
  async (app) => {
    const onListenerError = (err: unknown) => app.log.error({ err }, 'an event subscriber failed');
    const connection = app.db.kind === 'postgres' ? app.db.connection : undefined;
    const bus = connection
      ? await createPostgresBus({
          connectionString: connection.connectionString,
          channel: channelFor(connection.schema),
          onListenerError,
          onConnectionError: (err) => app.log.error({ err }, 'event bus: LISTEN/NOTIFY failed'),
        })
      : createLocalBus(onListenerError);
    const sse = createSseHub();
    app.decorate('events', bus);
    app.decorate('sse', sse);
    // What other processes published while the listening connection was down is lost (NOTIFY
    // never replays): once it is back, end this process's streams, so each client reconnects
    // with its last event id and resyncs (the chat replays from its table, the item page reads
    // itself again). Streams whose cursor could have moved past a lost event stop moving it
    // while the connection is down (chat/routes.ts), so the replay starts early enough.
    bus.onConnectionChange((change) => {
      if (change === 'lost') app.log.warn('event bus: the listening connection dropped');
      else {
        app.log.warn('event bus: listening again; ending the open streams so clients resync');
        sse.closeAll();
      }
    });
    checkStreamsWhenSessionsEnd(bus, sse, (err) =>
      app.log.error({ err }, 'could not check the open streams after a suspension'),
    );
    // Open streams would keep the server from closing: end them first, each told to come back
    // in a second (behind a load balancer, to another process, which replays what it missed).
    app.addHook('preClose', async () => sse.closeAll(STREAM_RETRY_AFTER_CLOSE_MS));
    app.addHook('onClose', () => bus.close());
  },
  { name: 'events', dependencies: ['database'] },
);
