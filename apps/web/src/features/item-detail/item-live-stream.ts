// The item page's stream, loaded after the page's first paint (use-item-live-refresh.ts): the
// page is whole without it, so its first load does not carry the reader.
import type { QueryClient } from '@tanstack/react-query';
import {
  itemKeys,
  offerKeys,
  refreshForItemEvent,
  streamItemEvents,
  type ApiClient,
  type ItemType,
} from '@pedalswap/api-client';
import { followItemEvents } from './item-live-refresh.ts';

/** Follows the item's events until `signal` aborts, refreshing what each makes stale. */
export function followItem(
  client: ApiClient,
  queryClient: QueryClient,
  item: { itemType: ItemType; id: string },
  signal: AbortSignal,
): Promise<void> {
  return followItemEvents({
    signal,
    connect: (onOpen, stop) =>
      streamItemEvents(
        client,
        { onOpen, onEvent: (event) => void refreshForItemEvent(queryClient, event, item) },
        stop,
      ),
    onReopen: () => {
      void queryClient.invalidateQueries({ queryKey: itemKeys.detail(item.itemType, item.id) });
      void queryClient.invalidateQueries({ queryKey: offerKeys.item(item.itemType, item.id) });
    },
  });
}
