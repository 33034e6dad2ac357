// Item events of spec 2 §4.2 ("Events emitted on approval: bike:published and item:updated").
// One small publish/subscribe seam: in-process for now; the real-time issue plugs the SSE
// streams (and PostgreSQL LISTEN/NOTIFY across processes) in behind the same two calls.
import { EventEmitter } from 'node:events';
import type { ItemStatus, ItemType } from '@pedalswap/domain/items';

declare module 'fastify' {
  interface FastifyInstance {
    /** Item events (the real-time streams subscribe here; tests listen to check them). */
    itemEvents: ItemEvents;
  }
}

export interface ItemEventPayload {
  itemId: string;
  itemType: ItemType;
  status: ItemStatus;
  ownerId: string;
}

export type ItemEventName = 'item:updated' | 'item:deleted' | `${ItemType}:published`;

export interface ItemEvents {
  publish(name: ItemEventName, payload: ItemEventPayload): void;
  subscribe(listener: (name: ItemEventName, payload: ItemEventPayload) => void): () => void;
}

export function createItemEvents(): ItemEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(name, payload) {
      emitter.emit('event', name, payload);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}

/** What a status change announces: always item:updated, and <type>:published on publication. */
export function announceStatus(
  events: ItemEvents,
  payload: ItemEventPayload,
  previous: ItemStatus,
): void {
  if (payload.status === 'published' && previous !== 'published')
    events.publish(`${payload.itemType}:published`, payload);
  events.publish('item:updated', payload);
}
