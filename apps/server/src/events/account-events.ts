// An account's sessions ended by someone else (a suspension, issue 14 item 6). The SSE hub
// already ends the streams of ended sessions every SSE_SESSION_CHECK_MS (events/sse.ts); this
// event makes every server process (the bus rides NOTIFY on PostgreSQL) check at once, so the
// member's open streams close when the suspension commits rather than up to 5 s later.
import type { EventBus } from './bus.ts';
import type { SseHub } from './sse.ts';

declare module './bus.ts' {
  interface EventMap {
    'account:sessions-ended': { userId: string };
  }
}

/** Checks the open streams' sessions when an account's sessions end; returns the unsubscribe. */
export function checkStreamsWhenSessionsEnd(
  bus: EventBus,
  sse: SseHub,
  onError: (err: unknown) => void,
): () => void {
  return bus.subscribe((event) => {
    if (event.name === 'account:sessions-ended') void sse.checkSessions().catch(onError);
  });
}
