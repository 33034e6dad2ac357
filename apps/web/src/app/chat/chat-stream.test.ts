// The browser side of the chat stream (spec 2 §4.5): the address with token, offer and last
// event id, and what the connection machine is told when the EventSource opens, speaks or fails
// (a failure before opening is probed once, so a 401 reaches the machine as a 401).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyActorRef } from 'xstate';
import { chatStreamActor, chatStreamUrl } from './chat-stream.ts';

class FakeEventSource {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string; lastEventId: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
}

const address = { itemType: 'bike' as const, itemId: 'item-1', offerId: 'offer-1' };

/** Runs the actor under a parent that records every event it sends back. */
function run(input: { token: string | null; lastEventId: string | null }) {
  const received: unknown[] = [];
  const parent = createMachine({
    invoke: { src: chatStreamActor(address), input },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const actor = createActor(parent).start();
  return { received, actor: actor as AnyActorRef, source: FakeEventSource.last! };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

describe('chatStreamUrl', () => {
  it('carries the offer, the access token and the last event id in the query', () => {
    const url = new URL(
      chatStreamUrl(address, { token: 'tok en', lastEventId: '41:2' }, 'https://pedalswap.test'),
    );
    expect(url.pathname).toBe('/api/items/bike/item-1/chat/stream');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      offerId: 'offer-1',
      token: 'tok en',
      lastEventId: '41:2',
    });
  });

  it('leaves out what it does not have', () => {
    const url = chatStreamUrl(
      { itemType: 'bike', itemId: 'item-1' },
      { token: null, lastEventId: null },
      'https://pedalswap.test',
    );
    expect(url).toBe('https://pedalswap.test/api/items/bike/item-1/chat/stream');
  });
});

describe('chatStreamActor', () => {
  it('reports the open stream and each event with its id, parsed', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('location', { origin: 'https://pedalswap.test' });
    const { received, source, actor } = run({ token: 't', lastEventId: null });
    source.onopen!();
    source.onmessage!({ data: '{"type":"heartbeat"}', lastEventId: '7:1' });
    expect(received).toEqual([
      { type: 'STREAM_OPEN' },
      { type: 'STREAM_EVENT', id: '7:1', data: { type: 'heartbeat' } },
    ]);
    actor.stop();
    expect(source.closed).toBe(true);
  });

  it('closes at an error after opening and tells the machine, with no status', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('location', { origin: 'https://pedalswap.test' });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { received, source } = run({ token: 't', lastEventId: null });
    source.onopen!();
    source.onerror!();
    expect(source.closed).toBe(true);
    expect(received.at(-1)).toEqual({ type: 'STREAM_ERROR' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('probes a stream that failed before opening, so a 401 reaches the machine', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('location', { origin: 'https://pedalswap.test' });
    const fetch = vi.fn(async () => new Response(null, { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const { received, source } = run({ token: 'old', lastEventId: null });
    source.onerror!();
    await vi.waitFor(() => expect(received).toEqual([{ type: 'STREAM_ERROR', status: 401 }]));
    expect(fetch).toHaveBeenCalledWith(source.url, expect.anything());
  });

  it('reports a failed probe (the network) with no status', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('location', { origin: 'https://pedalswap.test' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { received, source } = run({ token: 't', lastEventId: null });
    source.onerror!();
    await vi.waitFor(() => expect(received).toEqual([{ type: 'STREAM_ERROR' }]));
  });
});
