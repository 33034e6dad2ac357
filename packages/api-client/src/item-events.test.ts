import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationKeys } from './account-queries.ts';
import { createApiClient } from './client.ts';
import { ApiRequestError } from './errors.ts';
import {
  itemEventStaleKeys,
  readEventStream,
  refreshForItemEvent,
  streamItemEvents,
  type ItemStreamEvent,
  type ServerSentEvent,
} from './item-events.ts';
import { itemKeys } from './item-queries.ts';
import { offerKeys } from './offer-queries.ts';

/** A body that arrives in the given pieces, as a network would cut it. */
const chunked = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

const ITEM = { itemType: 'bike' as const, id: 'b1' };
const offerEvent = (name: string, itemId = ITEM.id): ItemStreamEvent => ({
  name,
  data: { itemId, itemType: 'bike', status: 'pending', offerId: 'o1' },
});

describe('the item event stream', () => {
  it('reads events cut anywhere, skipping heartbeat comments, joining data lines', async () => {
    const seen: ServerSentEvent[] = [];
    await readEventStream(
      chunked(
        ': heartbeat\n\nid: 1\nevent: offer:cre',
        'ated\ndata: {"itemId":"b1"}\n\r\n',
        'id: 2\r\ndata: a\r',
        '\ndata: b\r\n\r\nevent: lonely\n\n',
      ),
      (e) => seen.push(e),
    );
    expect(seen).toEqual([
      { id: '1', event: 'offer:created', data: '{"itemId":"b1"}' },
      { id: '2', event: 'message', data: 'a\nb' },
    ]);
  });

  it('opens GET /items/events with the bearer token and hands on the item events', async () => {
    const requests: Request[] = [];
    const client = createApiClient({
      baseUrl: 'http://localhost/api',
      getAccessToken: () => 'tok',
      fetch: async (request) => {
        requests.push(request);
        return new Response(
          chunked(
            'id: 1\nevent: offer:created\ndata: {"itemId":"b1","itemType":"bike","status":"pending"}\n\n',
            'id: 2\nevent: item:updated\ndata: not json\n\n',
          ),
          { status: 200, headers: { 'content-type': 'text/event-stream' } },
        );
      },
    });
    const events: ItemStreamEvent[] = [];
    let opened = 0;
    await streamItemEvents(
      client,
      { onOpen: () => (opened += 1), onEvent: (e) => events.push(e) },
      new AbortController().signal,
    );
    expect(new URL(requests[0]!.url).pathname).toBe('/api/items/events');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(opened).toBe(1);
    expect(events).toEqual([
      { name: 'offer:created', data: { itemId: 'b1', itemType: 'bike', status: 'pending' } },
    ]);
  });

  it('fails with the answer’s status when the stream is refused', async () => {
    const client = createApiClient({
      baseUrl: 'http://localhost/api',
      fetch: async () => new Response('{}', { status: 503 }),
      sleep: async () => undefined,
    });
    const failure = streamItemEvents(
      client,
      { onEvent: () => undefined },
      new AbortController().signal,
    );
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 503 });
  });
});

describe('what an event makes stale on an item page', () => {
  it('refreshes the item, its offers and the bell on each offer event of this item', () => {
    for (const name of [
      'offer:created',
      'offer:updated',
      'offer:accepted',
      'offer:rejected',
      'offer:completed',
    ])
      expect(itemEventStaleKeys(offerEvent(name), ITEM)).toEqual([
        itemKeys.detail('bike', 'b1'),
        offerKeys.item('bike', 'b1'),
        notificationKeys.all,
      ]);
  });
  it('refreshes the item on its item events, and nothing for another item or event', () => {
    expect(itemEventStaleKeys(offerEvent('item:updated'), ITEM)).toEqual([
      itemKeys.detail('bike', 'b1'),
    ]);
    expect(itemEventStaleKeys(offerEvent('bike:published'), ITEM)).toEqual([
      itemKeys.detail('bike', 'b1'),
    ]);
    expect(itemEventStaleKeys(offerEvent('offer:created', 'other'), ITEM)).toEqual([]);
    expect(itemEventStaleKeys(offerEvent('something:else'), ITEM)).toEqual([]);
  });
  it('marks those queries stale so the open page reads them again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(offerKeys.item('bike', 'b1'), []);
    queryClient.setQueryData(offerKeys.item('bike', 'other'), []);
    await refreshForItemEvent(queryClient, offerEvent('offer:accepted'), ITEM);
    expect(queryClient.getQueryState(offerKeys.item('bike', 'b1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(offerKeys.item('bike', 'other'))?.isInvalidated).toBe(false);
  });
});
