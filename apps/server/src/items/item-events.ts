// Item events of spec 2 §4.2 ("Events emitted on approval: bike:published and item:updated"),
// published on the app's one event bus (events/bus.ts) and streamed by GET /items/events.
import type { ItemStatus, ItemType } from '@pedalswap/domain/item-types';
import type { BusEvent, EventBus } from '../events/bus.ts';

/** Small on purpose (NOTIFY < 8000 bytes): ids and the status; clients fetch the item. */
export interface ItemEventPayload {
  itemId: string;
  itemType: ItemType;
  status: ItemStatus;
  ownerId: string;
}

export type ItemEventName = 'item:updated' | 'item:deleted' | `${ItemType}:published`;

declare module '../events/bus.ts' {
  interface EventMap {
    'item:updated': ItemEventPayload;
    'item:deleted': ItemEventPayload;
    'bike:published': ItemEventPayload;
    'part:published': ItemEventPayload;
    'accessory:published': ItemEventPayload;
    'gear:published': ItemEventPayload;
  }
}

const ITEM_EVENT = /^(item:(updated|deleted)|(bike|part|accessory|gear):published)$/;
export const isItemEvent = (event: BusEvent): event is BusEvent<ItemEventName> =>
  ITEM_EVENT.test(event.name);

export interface ItemEvents {
  publish(name: ItemEventName, payload: ItemEventPayload): void;
  subscribe(listener: (name: ItemEventName, payload: ItemEventPayload) => void): () => void;
}

/** The item events' typed view of the bus. */
export function itemEventsOn(bus: EventBus): ItemEvents {
  return {
    publish(name, payload) {
      bus.publish(name, payload);
    },
    subscribe(listener) {
      return bus.subscribe((event) => {
        if (isItemEvent(event)) listener(event.name, event.data);
      });
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
