// Handlers of the item operations of openapi.yaml (spec 2 §7.1), bound by operationId.
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import { canViewItem } from '@pedalswap/domain/items';
import type { EventBus } from '../events/bus.ts';
import type { SseHub } from '../events/sse.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import { callerOf, requireVerifiedEmail, viewerOf } from '../plugins/caller.ts';
import { isItemEvent } from './item-events.ts';
import type { ItemService } from './service.ts';

export function itemRoutes(items: ItemService, events: EventBus, sse: SseHub) {
  return defineRoutes({
    streamItemEvents: {
      async handler(request, reply) {
        const viewer = viewerOf(request);
        // Events are not kept (NOTIFY never replays): no replay hook, the client refetches.
        const stream = await sse.open(request, reply);
        const stop = events.subscribe((event) => {
          // Offer events too (spec 2 §4.2: the item page refetches its offers on them).
          if (
            (isItemEvent(event) && canViewItem(event.data, viewer)) ||
            items.offerEventVisible(event, viewer)
          )
            stream.send({ id: event.id, event: event.name, data: event.data });
        });
        stream.onClose(stop);
        return undefined;
      },
    },
    listItemTypes: {
      async handler() {
        return { types: items.listTypes() };
      },
    },
    listItems: {
      async handler(request) {
        return items.list(request.params.type, request.query, viewerOf(request));
      },
    },
    getItem: {
      async handler(request) {
        return { item: await items.get(request.params.type, request.params.id, viewerOf(request)) };
      },
    },
    createItem: {
      rateLimit: 'create',
      guards: [requireVerifiedEmail],
      async handler(request, reply) {
        const item = await items.create(request.params.type, request.body, callerOf(request));
        reply.code(201);
        return { message: ITEM_MESSAGES.created(request.params.type), item };
      },
    },
    updateItem: {
      async handler(request) {
        const { type, id } = request.params;
        const { item, submitted, backToReview } = await items.update(
          type,
          id,
          request.body,
          callerOf(request),
        );
        const message = backToReview
          ? ITEM_MESSAGES.backToReview(type)
          : submitted === 'published'
            ? ITEM_MESSAGES.published(type)
            : submitted === 'pending_review'
              ? ITEM_MESSAGES.submitted(type)
              : ITEM_MESSAGES.updated(type);
        return { message, item };
      },
    },
    deleteItem: {
      async handler(request) {
        const { type, id } = request.params;
        await items.remove(type, id, callerOf(request));
        return { message: ITEM_MESSAGES.deleted(type) };
      },
    },
    publishItem: {
      async handler(request) {
        return items.publish(request.params.type, request.params.id, callerOf(request));
      },
    },
    unpublishItem: {
      async handler(request) {
        return items.unpublish(request.params.type, request.params.id, callerOf(request));
      },
    },
    listUserBikes: {
      async handler(request) {
        return { bikes: await items.userBikes(request.params.id, callerOf(request)) };
      },
    },
  });
}
