import { SSE_RECONNECT } from '@pedalswap/domain/shared';
import { reconnectDelayMs } from '@pedalswap/domain/chat';

export interface FollowOptions {
  /** Opens the stream once: calls onOpen when it answers, resolves or rejects when it ends. */
  connect: (onOpen: () => void, signal: AbortSignal) => Promise<void>;
  /** A stream opened again after a drop: events were missed, so read the page again. */
  onReopen: () => void;
  signal: AbortSignal;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Keeps the item page's event stream open (spec 2 §4.2) with the stream rule of §4.5: after a
 * drop, reconnect after 1 s, doubling to 30 s, at most 5 failed attempts in a row, then stop;
 * the offers list still polls every 60 s (§9), so the page goes on, only less promptly. The
 * stream keeps no events (openapi.yaml streamItemEvents), so each reopening refreshes the page.
 * Ends when `signal` aborts (the page closes or its viewer changes).
 */
export async function followItemEvents({
  connect,
  onReopen,
  signal,
  sleep = abortableSleep,
}: FollowOptions): Promise<void> {
  let attempts = 0;
  let openedBefore = false;
  while (!signal.aborted) {
    try {
      await connect(() => {
        attempts = 0;
        if (openedBefore) onReopen();
        openedBefore = true;
      }, signal);
    } catch {
      // A refused or broken stream: the same as one that ended, try again below.
    }
    if (signal.aborted) return;
    attempts += 1;
    if (attempts > SSE_RECONNECT.maxAttempts) return;
    await sleep(reconnectDelayMs(attempts), signal);
  }
}
