// An account's sessions ended by someone else (a suspension, issue 14 item 6): every open event
// stream of the member closes at once, on every server process (the bus rides NOTIFY on
// PostgreSQL), rather than at the next heartbeat or reconnect. The client's reconnect then meets
// the 401 of the revoked session.
import type { EventBus } from './bus.ts';
import type { SseHub } from './sse.ts';

declare module './bus.ts' {
  interface EventMap {
    'account:sessions-ended': { userId: string };
  }
}

/** Closes a member's streams when their sessions end; returns the unsubscribe function. */
export function closeStreamsWhenSessionsEnd(bus: EventBus, sse: SseHub): () => void {
  return bus.subscribe((event) => {
    if (event.name === 'account:sessions-ended')
      sse.closeForUser((event.data as { userId: string }).userId);
  });
}
