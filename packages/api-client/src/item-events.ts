// GET /items/events (openapi.yaml streamItemEvents): the live item and offer events of spec 2
// §4.2, read with fetch rather than EventSource so the bearer token goes in the header (the
// operation takes no query token) and a 401 refreshes it like any other call (the client's
// auth middleware). Which queries an event makes stale is decided here too, once.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { notificationKeys } from './account-queries.ts';
import { itemKeys, type ItemType } from './item-queries.ts';
import { offerKeys } from './offer-queries.ts';

/** One server-sent event as the stream delivers it. */
export interface ServerSentEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body (the WHATWG format: `field: value` lines, a blank line ends an
 * event, `:` starts a comment such as the heartbeat) and hands each event on. Resolves when
 * the server ends the stream.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  // stream: true keeps a character cut between two chunks whole.
  const decoder = new TextDecoder();
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ id, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id') id = value;
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    // A chunk ending in \r waits: the next may start with the \n of the same line break.
    const lines = buffer.split(/\r\n|\n|\r(?!$)/);
    buffer = lines.pop() ?? '';
    lines.forEach(line);
  }
}

/** The data of the item stream's events: item events and offer events (see the contract). */
export interface ItemStreamData {
  itemId: string;
  itemType: ItemType;
  status: string;
  offerId?: string;
}

export interface ItemStreamEvent {
  name: string;
  data: ItemStreamData;
}

/**
 * Opens GET /items/events and calls `onOpen` once it answers, then `onEvent` per event until
 * the stream ends (resolves) or fails (rejects; an answer other than 200 is an
 * ApiRequestError). Abort `signal` to close it.
 */
export async function streamItemEvents(
  client: ApiClient,
  handlers: { onOpen?: () => void; onEvent: (event: ItemStreamEvent) => void },
  signal: AbortSignal,
): Promise<void> {
  const { response, error } = await client.GET('/items/events', {
    parseAs: 'stream',
    signal,
    headers: { accept: 'text/event-stream' },
  });
  // openapi-fetch has read a refusal's body already (as `error`).
  if (!response.ok || !response.body) throw ApiRequestError.from(response.status, error);
  handlers.onOpen?.();
  await readEventStream(response.body, ({ event, data }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return; // not ours to show: a malformed event is dropped, the stream goes on
    }
    if (parsed && typeof parsed === 'object' && 'itemId' in parsed)
      handlers.onEvent({ name: event, data: parsed as ItemStreamData });
  });
}

const OFFER_EVENT = /^offer:(created|updated|accepted|rejected|completed)$/;
const ITEM_EVENT = /^(item:(updated|deleted)|(bike|part|accessory|gear):published)$/;

/**
 * What an event on the stream makes stale for a page showing one item (spec 2 §4.2: an offer
 * event "triggers a refetch of the item, its offers and its stats"): nothing for another item.
 * An offer event reaches only the bidder, the item's owner and staff, and comes with a
 * notification for one of them, so the bell's count is read again too: the member sees the
 * badge without waiting for its 30 s poll.
 */
export function itemEventStaleKeys(
  event: ItemStreamEvent,
  item: { itemType: ItemType; id: string },
): QueryKey[] {
  if (event.data.itemId !== item.id) return [];
  if (OFFER_EVENT.test(event.name))
    return [
      itemKeys.detail(item.itemType, item.id),
      offerKeys.item(item.itemType, item.id),
      notificationKeys.all,
    ];
  if (ITEM_EVENT.test(event.name)) return [itemKeys.detail(item.itemType, item.id)];
  return [];
}

/** Marks stale what itemEventStaleKeys names (active queries refetch at once). */
export function refreshForItemEvent(
  queryClient: QueryClient,
  event: ItemStreamEvent,
  item: { itemType: ItemType; id: string },
): Promise<unknown> {
  return Promise.all(
    itemEventStaleKeys(event, item).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
