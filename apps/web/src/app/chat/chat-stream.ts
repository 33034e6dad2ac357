// The chat-connection machine's connectStream for the browser (spec 2 §4.5, openapi.yaml
// streamChat): an EventSource on the chat's stream with the access token in the query (an
// EventSource cannot send headers) and the last event id (replayed by the server). The machine
// does the retrying, so the EventSource is closed at its first error, never left to retry alone.
import { fromCallback } from 'xstate';
import type { ChatAddress } from '@pedalswap/api-client';
import type {
  ChatConnectionEvent,
  ConnectStreamInput,
} from '@pedalswap/machines/chat-connection/chat-connection.machine';

export function chatStreamUrl(
  address: ChatAddress,
  { token, lastEventId }: ConnectStreamInput,
  origin = globalThis.location.origin,
): string {
  const url = new URL(
    `/api/items/${encodeURIComponent(address.itemType)}/${encodeURIComponent(address.itemId)}/chat/stream`,
    origin,
  );
  if (address.offerId) url.searchParams.set('offerId', address.offerId);
  if (token) url.searchParams.set('token', token);
  if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
  return url.toString();
}

/**
 * An EventSource reports no status: when the stream failed before it opened, one plain request
 * to the same address tells a 401 (the token ran out: refresh) from anything else. Its body is
 * not read; the request is aborted as soon as the status is known.
 */
async function statusOf(url: string, signal: AbortSignal): Promise<number | undefined> {
  const abort = new AbortController();
  signal.addEventListener('abort', () => abort.abort(), { once: true });
  try {
    const res = await fetch(url, {
      signal: abort.signal,
      headers: { accept: 'text/event-stream' },
    });
    return res.status;
  } catch {
    return undefined;
  } finally {
    abort.abort();
  }
}

export function chatStreamActor(address: ChatAddress) {
  return fromCallback<ChatConnectionEvent, ConnectStreamInput>(({ sendBack, input }) => {
    const url = chatStreamUrl(address, input);
    const source = new EventSource(url);
    const stopped = new AbortController();
    let opened = false;
    source.onopen = () => {
      opened = true;
      sendBack({ type: 'STREAM_OPEN' });
    };
    source.onmessage = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        data = event.data;
      }
      sendBack({ type: 'STREAM_EVENT', id: event.lastEventId || null, data });
    };
    source.onerror = () => {
      source.close();
      if (opened) {
        sendBack({ type: 'STREAM_ERROR' });
        return;
      }
      void statusOf(url, stopped.signal).then((status) => {
        if (!stopped.signal.aborted)
          sendBack({ type: 'STREAM_ERROR', ...(status && status !== 200 ? { status } : {}) });
      });
    };
    return () => {
      stopped.abort();
      source.close();
    };
  });
}
