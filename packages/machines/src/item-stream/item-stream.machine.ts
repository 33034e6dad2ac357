/*
 * The item page's live connection to the item event stream (spec 2 §4.2: offer events refetch
 * the item, its offers and its stats; openapi.yaml streamItemEvents), with the stream rule of
 * §4.5 and §9.
 *
 * States:
 *   starting       (eventless) to paused when the page opens in a hidden tab (input `hidden`),
 *                  to streaming otherwise.
 *   streaming      the actor connectStream (provided by the app: a reader of GET /items/events
 *                  with the bearer token) is running.
 *     connecting   until the stream answers (STREAM_OPEN).
 *     connected    each STREAM_EVENT is emitted to the app as `itemEvent`. The first opening
 *                  only marks the stream as opened; an opening after a drop also emits
 *                  `reopened`: the stream keeps no events, so the app reads the page again.
 *                  A STREAM_END (the stream ended or failed; the actor has stopped) goes, while
 *                  fewer than 5 reconnects in a row have failed, to reconnecting; after the 5th,
 *                  to offline.
 *   reconnecting   waits `reconnectDelay` (1 s, doubling per attempt, at most 30 s: §4.5), then
 *                  streams again. The count goes back to 0 once a stream opens.
 *   offline        no more attempts; the page still polls its offers every 60 s (§9).
 *   paused         HIDDEN (the tab is in the background) while streaming or reconnecting: no
 *                  connection. A browser allows 6 connections to a host over HTTP/1.1, and a
 *                  member who opens listings in background tabs would otherwise hold one stream
 *                  per tab until every further request of the site waits. VISIBLE streams again
 *                  with a fresh count; that opening emits `reopened`, as after any drop.
 *   closed         CLOSE (the page closes), from anywhere; final.
 */
import { SSE_RECONNECT } from '@pedalswap/domain/shared';
import { reconnectDelayMs } from '@pedalswap/domain/chat';
import { assign, emit, fromCallback, setup, type SnapshotFrom } from 'xstate';

/** One event of the stream as the app's reader hands it on. */
export interface ItemStreamMessage {
  name: string;
  data: unknown;
}

export interface ItemStreamContext {
  /** Failed reconnects since a stream was last open. */
  attempts: number;
  /** A stream has been open before, or was paused: the next opening follows a drop. */
  opened: boolean;
  /** The input's `hidden`. */
  startsHidden: boolean;
}

export interface ItemStreamInput {
  /** The tab is hidden as the page opens (a listing opened in a background tab). */
  hidden?: boolean;
}

export type ItemStreamMachineEvent =
  | { type: 'STREAM_OPEN' }
  | { type: 'STREAM_EVENT'; event: ItemStreamMessage }
  | { type: 'STREAM_END' }
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  | { type: 'CLOSE' };

export type ItemStreamEmitted =
  { type: 'itemEvent'; event: ItemStreamMessage } | { type: 'reopened' };

export const itemStreamMachine = setup({
  types: {
    context: {} as ItemStreamContext,
    input: {} as ItemStreamInput,
    events: {} as ItemStreamMachineEvent,
    emitted: {} as ItemStreamEmitted,
  },
  actors: {
    connectStream: fromCallback<ItemStreamMachineEvent>(() => {
      throw new Error('item stream: provide the "connectStream" actor with machine.provide()');
    }),
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelayMs(context.attempts),
  },
  guards: {
    openedBefore: ({ context }) => context.opened,
    startsHidden: ({ context }) => context.startsHidden,
    attemptsLeft: ({ context }) => context.attempts < SSE_RECONNECT.maxAttempts,
  },
  actions: {
    markOpened: assign({ attempts: 0, opened: true }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    // Events published while paused are missed: the next opening must read the page again.
    markPaused: assign({ attempts: 0, opened: true }),
    emitReopened: emit({ type: 'reopened' as const }),
    emitItemEvent: emit(({ event }) => ({
      type: 'itemEvent' as const,
      event: (event as Extract<ItemStreamMachineEvent, { type: 'STREAM_EVENT' }>).event,
    })),
  },
}).createMachine({
  id: 'itemStream',
  context: ({ input }) => ({ attempts: 0, opened: false, startsHidden: input?.hidden ?? false }),
  initial: 'starting',
  on: { CLOSE: '.closed' },
  states: {
    starting: {
      always: [{ guard: 'startsHidden', target: 'paused' }, { target: 'streaming' }],
    },
    streaming: {
      invoke: { src: 'connectStream' },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            STREAM_OPEN: [
              {
                guard: 'openedBefore',
                target: 'connected',
                actions: ['markOpened', 'emitReopened'],
              },
              { target: 'connected', actions: 'markOpened' },
            ],
          },
        },
        connected: { on: { STREAM_EVENT: { actions: 'emitItemEvent' } } },
      },
      on: {
        STREAM_END: [
          { guard: 'attemptsLeft', target: 'reconnecting', actions: 'countAttempt' },
          { target: 'offline' },
        ],
        HIDDEN: 'paused',
      },
    },
    reconnecting: { after: { reconnectDelay: 'streaming' }, on: { HIDDEN: 'paused' } },
    offline: {},
    paused: { entry: 'markPaused', on: { VISIBLE: 'streaming' } },
    closed: { type: 'final' },
  },
});

export type ItemStreamSnapshot = SnapshotFrom<typeof itemStreamMachine>;
