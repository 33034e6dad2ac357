/*
 * The item page's live connection to the item event stream (spec 2 §4.2: offer events refetch
 * the item, its offers and its stats; openapi.yaml streamItemEvents), with the stream rule of
 * §4.5 and §9.
 *
 * States:
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
  /** A stream has been open before: the next opening follows a drop. */
  opened: boolean;
}

export type ItemStreamMachineEvent =
  | { type: 'STREAM_OPEN' }
  | { type: 'STREAM_EVENT'; event: ItemStreamMessage }
  | { type: 'STREAM_END' }
  | { type: 'CLOSE' };

export type ItemStreamEmitted =
  { type: 'itemEvent'; event: ItemStreamMessage } | { type: 'reopened' };

export const itemStreamMachine = setup({
  types: {
    context: {} as ItemStreamContext,
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
    attemptsLeft: ({ context }) => context.attempts < SSE_RECONNECT.maxAttempts,
  },
  actions: {
    markOpened: assign({ attempts: 0, opened: true }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    emitReopened: emit({ type: 'reopened' as const }),
    emitItemEvent: emit(({ event }) => ({
      type: 'itemEvent' as const,
      event: (event as Extract<ItemStreamMachineEvent, { type: 'STREAM_EVENT' }>).event,
    })),
  },
}).createMachine({
  id: 'itemStream',
  context: { attempts: 0, opened: false },
  initial: 'streaming',
  on: { CLOSE: '.closed' },
  states: {
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
      },
    },
    reconnecting: { after: { reconnectDelay: 'streaming' } },
    offline: {},
    closed: { type: 'final' },
  },
});

export type ItemStreamSnapshot = SnapshotFrom<typeof itemStreamMachine>;
