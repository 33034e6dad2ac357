// One publish/subscribe interface for every real-time event (docs/architecture.md, "Events and
// server-sent events"): a service publishes a small payload (ids, a status; never a whole row),
// the SSE streams subscribe. In-process on PGlite (./local-bus.ts); on PostgreSQL the same calls
// ride LISTEN/NOTIFY (./postgres-bus.ts), so several server processes all deliver every event.
import { randomUUID } from 'node:crypto';

/**
 * The events and their payloads. Each area adds its own by module augmentation next to the code
 * that publishes them (items/item-events.ts), so this module imports no area.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface EventMap {}

export type EventName = keyof EventMap & string;

export interface BusEvent<N extends EventName = EventName> {
  /** Unique per publication: the SSE `id` of the event. */
  id: string;
  name: N;
  data: EventMap[N];
}

export type BusListener = (event: BusEvent) => void;

/**
 * The listening connection dropped ('lost': events other processes publish from now on may
 * never arrive) or is back ('restored': what was published meanwhile is gone for good, issue 25
 * item 5). The in-process bus never changes.
 */
export type BusConnectionChange = 'lost' | 'restored';

export interface EventBus {
  readonly kind: 'local' | 'postgres';
  /**
   * Delivers at once to this process's subscribers and, on PostgreSQL, to the other processes.
   * Publish after the write has committed: a subscriber may read the row straight away.
   */
  publish<N extends EventName>(name: N, data: EventMap[N]): BusEvent<N>;
  /** Returns the unsubscribe function. */
  subscribe(listener: BusListener): () => void;
  /**
   * False while the listening connection is down. With `losses` (how many times it dropped), a
   * stream can tell whether it may have missed something since it looked last.
   */
  readonly connected: boolean;
  readonly losses: number;
  /** Returns the unsubscribe function. */
  onConnectionChange(listener: (change: BusConnectionChange) => void): () => void;
  close(): Promise<void>;
}

/** The part of the bus both transports share: local fan-out, one listener failing alone. */
export function createFanOut(onListenerError: (err: unknown) => void) {
  const listeners = new Set<BusListener>();
  return {
    deliver(event: BusEvent) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (err) {
          onListenerError(err);
        }
      }
    },
    subscribe(listener: BusListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}

export const newEvent = <N extends EventName>(name: N, data: EventMap[N]): BusEvent<N> => ({
  id: randomUUID(),
  name,
  data,
});
