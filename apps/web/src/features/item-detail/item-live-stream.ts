// The item page's live stream (use-item-live-refresh.ts), in the offers section's chunk: the
// page is whole without it, so its first load carries neither the reader nor the machine.
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromCallback } from 'xstate';
import {
  itemKeys,
  offerKeys,
  refreshForItemEvent,
  streamItemEvents,
  type ApiClient,
  type ItemStreamEvent,
  type ItemType,
} from '@pedalswap/api-client';
// By path: the package index would bring every machine along.
import {
  itemStreamMachine,
  type ItemStreamMachineEvent,
} from '@pedalswap/machines/item-stream/item-stream.machine';

/**
 * Follows the item's events (the item-stream machine: reconnects, gives up after 5 failures,
 * pauses while the tab is hidden), refreshing what each makes stale, and everything after a
 * reopening. Returns the stop.
 */
export function followItem(
  client: ApiClient,
  queryClient: QueryClient,
  item: { itemType: ItemType; id: string },
): () => void {
  const connectStream = fromCallback<ItemStreamMachineEvent>(({ sendBack }) => {
    const controller = new AbortController();
    streamItemEvents(
      client,
      {
        onOpen: () => sendBack({ type: 'STREAM_OPEN' }),
        onEvent: (event) => sendBack({ type: 'STREAM_EVENT', event }),
      },
      controller.signal,
    ).then(
      () => sendBack({ type: 'STREAM_END' }),
      () => {
        // Aborted: the machine stopped this stream itself and expects nothing more.
        if (!controller.signal.aborted) sendBack({ type: 'STREAM_END' });
      },
    );
    return () => controller.abort();
  });
  // A hidden tab holds no stream (the machine's `paused`): the browser's 6 connections to the
  // site are shared by every tab.
  const hidden = () => document.visibilityState === 'hidden';
  const actor = createActor(itemStreamMachine.provide({ actors: { connectStream } }), {
    input: { hidden: hidden() },
  });
  const onVisibility = () => actor.send({ type: hidden() ? 'HIDDEN' : 'VISIBLE' });
  document.addEventListener('visibilitychange', onVisibility);
  // The machine hands on what the reader gave it, unchanged.
  actor.on('itemEvent', ({ event }) =>
    refreshForItemEvent(queryClient, event as ItemStreamEvent, item),
  );
  actor.on('reopened', () => {
    void queryClient.invalidateQueries({ queryKey: itemKeys.detail(item.itemType, item.id) });
    void queryClient.invalidateQueries({ queryKey: offerKeys.item(item.itemType, item.id) });
  });
  actor.start();
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    actor.send({ type: 'CLOSE' });
  };
}
