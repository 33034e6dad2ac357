// The bus across processes: every publication is delivered locally at once and sent with
// NOTIFY on one channel; each process LISTENs on its own dedicated connection (pg-listen, which
// reconnects and re-LISTENs) and delivers what other processes sent. PostgreSQL delivers a
// NOTIFY when its transaction commits, drops payloads of 8000 bytes or more and never replays
// a notification to a listener that was disconnected: hence small payloads, and clients that
// refetch after a reconnect.
import { randomUUID } from 'node:crypto';
import createSubscriber from 'pg-listen';
import { createFanOut, newEvent, type BusEvent, type EventBus } from './bus.ts';

/** PostgreSQL's limit is 8000 bytes including the channel; keep clear of it. */
export const MAX_NOTIFY_BYTES = 7900;

interface Wire {
  /** The publishing process: it has delivered the event already. */
  origin: string;
  event: BusEvent;
}

export interface PostgresBusOptions {
  connectionString: string;
  /** The channel: one per database schema, so test files on one server do not hear each other. */
  channel: string;
  onListenerError: (err: unknown) => void;
  onConnectionError: (err: unknown) => void;
}

export async function createPostgresBus(options: PostgresBusOptions): Promise<EventBus> {
  const origin = randomUUID();
  const fanOut = createFanOut(options.onListenerError);
  const subscriber = createSubscriber(
    { connectionString: options.connectionString },
    {
      // Keep trying for as long as the process lives, backing off to 30 s between attempts.
      retryLimit: Number.POSITIVE_INFINITY,
      retryTimeout: Number.POSITIVE_INFINITY,
      retryInterval: (attempt) => Math.min(500 * 2 ** attempt, 30_000),
    },
  );
  subscriber.events.on('error', options.onConnectionError);
  subscriber.notifications.on(options.channel, (wire: Wire) => {
    if (wire?.origin !== origin && wire?.event) fanOut.deliver(wire.event);
  });
  await subscriber.connect();
  await subscriber.listenTo(options.channel);
  let notifying: Promise<unknown> = Promise.resolve();

  return {
    kind: 'postgres',
    publish(name, data) {
      const event = newEvent(name, data);
      const wire: Wire = { origin, event };
      const bytes = Buffer.byteLength(JSON.stringify(wire));
      if (bytes > MAX_NOTIFY_BYTES)
        throw new Error(
          `event ${name} is ${bytes} bytes: NOTIFY takes < 8000, publish ids and let clients fetch`,
        );
      fanOut.deliver(event);
      // pg-listen sends NOTIFY on its one listening connection; two publications in a row
      // (a chat message and its typing stop) overlapped there, which pg deprecates (refused from
      // pg 9). Chained, they go one after the other, in publication order.
      notifying = notifying
        .then(() => subscriber.notify(options.channel, wire))
        .catch(options.onConnectionError);
      return event;
    },
    subscribe: fanOut.subscribe,
    async close() {
      fanOut.clear();
      await notifying;
      await subscriber.close();
    },
  };
}
