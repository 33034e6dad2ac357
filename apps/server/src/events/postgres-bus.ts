// The bus across processes: every publication is delivered locally at once and sent with
// NOTIFY on one channel; each process LISTENs on its own dedicated connection (pg-listen, which
// reconnects and re-LISTENs) and delivers what other processes sent. PostgreSQL delivers a
// NOTIFY when its transaction commits, drops payloads of 8000 bytes or more and never replays
// a notification to a listener that was disconnected: hence small payloads, and clients that
// refetch after a reconnect.
//
// A restart of PostgreSQL (issue 25 item 5) breaks both directions: what other processes
// publish while this one's listening connection is down is lost, and a NOTIFY this one sends
// meanwhile fails. So the bus says when its connection is lost and when it is back
// (onConnectionChange: the SSE hub ends its streams on 'restored' and clients resync from their
// last event id), and keeps the NOTIFYs it could not send, in order, until it can.
import { randomUUID } from 'node:crypto';
import createSubscriber from 'pg-listen';
import {
  createFanOut,
  newEvent,
  type BusConnectionChange,
  type BusEvent,
  type EventBus,
} from './bus.ts';

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
  /** How often an idle listening connection is checked (a dead one otherwise goes unnoticed). */
  checkEveryMs?: number;
}

/** A NOTIFY that fails on a connection that looks alive is tried again this often, this many times. */
const NOTIFY_RETRY_MS = 1_000;
const NOTIFY_ATTEMPTS = 5;

export async function createPostgresBus(options: PostgresBusOptions): Promise<EventBus> {
  const origin = randomUUID();
  const fanOut = createFanOut(options.onListenerError);
  const subscriber = createSubscriber(
    { connectionString: options.connectionString },
    {
      // Keep trying for as long as the process lives, backing off to 5 s between attempts:
      // until it is back, live events wait and the streams of this process are out of date.
      retryLimit: Number.POSITIVE_INFINITY,
      retryTimeout: Number.POSITIVE_INFINITY,
      retryInterval: (attempt) => Math.min(250 * 2 ** attempt, 5_000),
      paranoidChecking: options.checkEveryMs ?? 10_000,
    },
  );
  let connected = true;
  let losses = 0;
  const changes = new Set<(change: BusConnectionChange) => void>();
  const announce = (change: BusConnectionChange) => {
    for (const fn of [...changes]) {
      try {
        fn(change);
      } catch (err) {
        options.onListenerError(err);
      }
    }
  };
  subscriber.events.on('error', options.onConnectionError);
  // pg-listen emits 'reconnect' at each attempt, the first one as soon as the connection drops,
  // and 'connected' once it listens again.
  subscriber.events.on('reconnect', () => {
    if (!connected) return;
    connected = false;
    losses += 1;
    announce('lost');
  });
  subscriber.events.on('connected', () => {
    if (connected) return;
    connected = true;
    pump();
    announce('restored');
  });
  subscriber.notifications.on(options.channel, (wire: Wire) => {
    if (wire?.origin !== origin && wire?.event) fanOut.deliver(wire.event);
  });
  await subscriber.connect();
  await subscriber.listenTo(options.channel);

  // pg-listen sends NOTIFY on its one listening connection; two publications in a row (a chat
  // message and its typing stop) overlapped there, which pg deprecates (refused from pg 9). So
  // one at a time, in publication order, from this outbox, which also keeps what could not be
  // sent while the connection was down until it is back.
  const outbox: { wire: Wire; failures: number }[] = [];
  let pumping: Promise<void> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  function pump() {
    pumping ??= (async () => {
      while (outbox.length > 0 && connected) {
        const next = outbox[0]!;
        try {
          await subscriber.notify(options.channel, next.wire);
          outbox.shift();
        } catch (err) {
          next.failures += 1;
          options.onConnectionError(err);
          if (next.failures >= NOTIFY_ATTEMPTS) outbox.shift();
          // A dropped connection says so ('reconnect', then 'connected' pumps again); one that
          // looks alive is tried again shortly.
          else if (connected) {
            clearTimeout(retry);
            retry = setTimeout(pump, NOTIFY_RETRY_MS);
            retry.unref();
          }
          break;
        }
      }
    })().finally(() => (pumping = null));
  }

  return {
    kind: 'postgres',
    get connected() {
      return connected;
    },
    get losses() {
      return losses;
    },
    onConnectionChange(listener) {
      changes.add(listener);
      return () => void changes.delete(listener);
    },
    publish(name, data) {
      const event = newEvent(name, data);
      const wire: Wire = { origin, event };
      const bytes = Buffer.byteLength(JSON.stringify(wire));
      if (bytes > MAX_NOTIFY_BYTES)
        throw new Error(
          `event ${name} is ${bytes} bytes: NOTIFY takes < 8000, publish ids and let clients fetch`,
        );
      fanOut.deliver(event);
      outbox.push({ wire, failures: 0 });
      pump();
      return event;
    },
    subscribe: fanOut.subscribe,
    async close() {
      fanOut.clear();
      changes.clear();
      clearTimeout(retry);
      await pumping;
      await subscriber.close();
    },
  };
}
