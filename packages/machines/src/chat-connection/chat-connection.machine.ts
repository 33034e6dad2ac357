/*
 * The live connection of an open chat (spec 2 §4.5, §8.6, §9; openapi.yaml streamChat).
 *
 * States:
 *   streaming      the actor connectStream (provided by the app: an EventSource on the chat's
 *                  stream URL with the token and the last event id) is running.
 *     connecting   until the stream says it is open (STREAM_OPEN).
 *     resuming     the same, for a stream opened again after a drop (reconnecting, refreshing,
 *                  manualWait come back here): its opening also emits `reopened`.
 *     connected    events arrive (STREAM_EVENT); each known type is emitted to the app as
 *                  `streamEvent`, an unknown one as `unknownEvent` (spec: only logged); each id
 *                  is kept so a new connection resumes after it (Last-Event-ID, replayed by the
 *                  server from its table). An opening after a drop (resuming) emits `reopened`: the
 *                  app reads the latest messages again, so nothing is missed even when the
 *                  replay is cut short or the stream ended before its first event.
 *                  A STREAM_ERROR closes the stream (the actor stops) and:
 *                  - a 401 (an EventSource never retries one: the access token ran out) goes to
 *                    refreshing once, then reconnects at once with the new token;
 *                  - otherwise, while fewer than 5 reconnects have failed, to reconnecting;
 *                  - after the 5th, to error.
 *   refreshing     the actor refreshToken (the session's refresh) yields a token; a second 401
 *                  before the stream opened again means the session is over: error.
 *   reconnecting   waits `reconnectDelay` (1 s, doubling per attempt, at most 30 s: §4.5), then
 *                  streams again. The attempt count goes back to 0 once a stream opens.
 *   error          'Max reconnection attempts reached' (§8.6), or the session's end. The chat
 *                  keeps working by polling (below) until RECONNECT, which waits
 *                  `manualReconnect` (1 s, §4.5) in manualWait and streams again with a fresh
 *                  attempt count.
 *   polling        the stream is not used (input useStream false): the actor fetchMessages runs
 *                  every `pollInterval` (20 s while the chat is open, §4.5 and §9).
 *   closed         CLOSE (the chat panel closed), from anywhere; final.
 * The connection states the panel shows (connected, error, reconnecting: spec 2 §2.8) come from
 * chatConnectionView.
 */
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  isChatStreamEventType,
  reconnectDelayMs,
} from '@pedalswap/domain/chat';
import { MESSAGES } from '@pedalswap/domain/accounts';
import { assign, emit, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const CHAT_CONNECTION_TIMING = {
  pollMs: CHAT_LIMITS.pollMs,
  manualReconnectMs: CHAT_LIMITS.reconnect.manualReconnectMs,
  maxAttempts: CHAT_LIMITS.reconnect.maxAttempts,
} as const;

export interface ChatConnectionInput {
  /** false: poll every 20 s instead of opening the stream. */
  useStream: boolean;
  /** The access token for the stream's query string (EventSource cannot send a header). */
  token: string | null;
}

export interface ChatConnectionContext {
  useStream: boolean;
  token: string | null;
  /** Failed reconnects since the stream was last open. */
  attempts: number;
  /** The id of the last event received: a new connection resumes after it. */
  lastEventId: string | null;
  /** A token was refreshed since the stream was last open: another 401 ends the session. */
  refreshed: boolean;
  error: string | null;
}

export type ChatConnectionEvent =
  | { type: 'STREAM_OPEN' }
  | { type: 'STREAM_EVENT'; id: string | null; data: unknown }
  | { type: 'STREAM_ERROR'; status?: number }
  | { type: 'RECONNECT' }
  | { type: 'CLOSE' };

/** What connectStream is given; it sends STREAM_OPEN, STREAM_EVENT and STREAM_ERROR back. */
export interface ConnectStreamInput {
  token: string | null;
  lastEventId: string | null;
}

export type ChatConnectionEmitted =
  | { type: 'streamEvent'; data: { type: string } & Record<string, unknown> }
  | { type: 'unknownEvent'; data: unknown }
  | { type: 'reopened' };

const typeOf = (data: unknown) =>
  data && typeof data === 'object' && 'type' in data ? data.type : undefined;

const pollStates = {
  initial: 'waiting',
  states: {
    waiting: { after: { pollInterval: 'fetching' } },
    fetching: {
      invoke: {
        src: 'fetchMessages',
        // A failed poll is tried again at the next tick: the chat shows what it has.
        onDone: 'waiting',
        onError: 'waiting',
      },
    },
  },
} as const;

export const chatConnectionMachine = setup({
  types: {
    context: {} as ChatConnectionContext,
    events: {} as ChatConnectionEvent,
    input: {} as ChatConnectionInput,
    emitted: {} as ChatConnectionEmitted,
  },
  actors: {
    connectStream: fromCallback<ChatConnectionEvent, ConnectStreamInput>(() => {
      throw new Error('chat connection: provide the "connectStream" actor with machine.provide()');
    }),
    refreshToken: fromPromise<string, void>(async () => {
      throw new Error('chat connection: provide the "refreshToken" actor with machine.provide()');
    }),
    fetchMessages: fromPromise<void, void>(async () => {
      throw new Error('chat connection: provide the "fetchMessages" actor with machine.provide()');
    }),
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelayMs(context.attempts),
    manualReconnect: CHAT_CONNECTION_TIMING.manualReconnectMs,
    pollInterval: CHAT_CONNECTION_TIMING.pollMs,
  },
  guards: {
    usesStream: ({ context }) => context.useStream,
    unauthorizedOnce: ({ context, event }) =>
      event.type === 'STREAM_ERROR' && event.status === 401 && !context.refreshed,
    unauthorizedAgain: ({ event }) => event.type === 'STREAM_ERROR' && event.status === 401,
    attemptsLeft: ({ context }) => context.attempts < CHAT_CONNECTION_TIMING.maxAttempts,
    knownType: ({ event }) =>
      event.type === 'STREAM_EVENT' && isChatStreamEventType(typeOf(event.data)),
  },
  actions: {
    opened: assign({ attempts: 0, refreshed: false, error: null }),
    emitReopened: emit({ type: 'reopened' as const }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0, refreshed: false, error: null }),
    keepEventId: assign({
      lastEventId: ({ context, event }) =>
        event.type === 'STREAM_EVENT' && event.id ? event.id : context.lastEventId,
    }),
    emitStreamEvent: emit(({ event }) => ({
      type: 'streamEvent' as const,
      data: (event as { data: { type: string } & Record<string, unknown> }).data,
    })),
    emitUnknownEvent: emit(({ event }) => ({
      type: 'unknownEvent' as const,
      data: (event as { data: unknown }).data,
    })),
    maxAttemptsReached: assign({ error: CHAT_MESSAGES.maxReconnectAttempts }),
    sessionEnded: assign({ error: MESSAGES.sessionExpired }),
  },
}).createMachine({
  id: 'chatConnection',
  context: ({ input }) => ({
    useStream: input.useStream,
    token: input.token,
    attempts: 0,
    lastEventId: null,
    refreshed: false,
    error: null,
  }),
  initial: 'starting',
  on: { CLOSE: '.closed' },
  states: {
    starting: {
      always: [{ guard: 'usesStream', target: 'streaming' }, { target: 'polling' }],
    },
    streaming: {
      invoke: {
        src: 'connectStream',
        input: ({ context }) => ({ token: context.token, lastEventId: context.lastEventId }),
      },
      initial: 'connecting',
      states: {
        connecting: { on: { STREAM_OPEN: { target: 'connected', actions: 'opened' } } },
        resuming: {
          on: { STREAM_OPEN: { target: 'connected', actions: ['opened', 'emitReopened'] } },
        },
        connected: {},
      },
      on: {
        STREAM_EVENT: [
          { guard: 'knownType', actions: ['keepEventId', 'emitStreamEvent'] },
          { actions: ['keepEventId', 'emitUnknownEvent'] },
        ],
        STREAM_ERROR: [
          { guard: 'unauthorizedOnce', target: 'refreshing' },
          { guard: 'unauthorizedAgain', target: 'error', actions: 'sessionEnded' },
          { guard: 'attemptsLeft', target: 'reconnecting', actions: 'countAttempt' },
          { target: 'error', actions: 'maxAttemptsReached' },
        ],
      },
    },
    refreshing: {
      invoke: {
        src: 'refreshToken',
        onDone: {
          target: 'streaming.resuming',
          actions: assign({ token: ({ event }) => event.output, refreshed: true }),
        },
        onError: { target: 'error', actions: 'sessionEnded' },
      },
    },
    reconnecting: { after: { reconnectDelay: 'streaming.resuming' } },
    error: {
      ...pollStates,
      on: { RECONNECT: 'manualWait' },
    },
    manualWait: {
      entry: 'resetAttempts',
      after: { manualReconnect: 'streaming.resuming' },
    },
    polling: pollStates,
    closed: { type: 'final' },
  },
});

export type ChatConnectionMachine = typeof chatConnectionMachine;
export type ChatConnectionSnapshot = SnapshotFrom<ChatConnectionMachine>;

export type ChatConnectionStatus =
  'connecting' | 'connected' | 'reconnecting' | 'error' | 'polling' | 'closed';

export interface ChatConnectionView {
  status: ChatConnectionStatus;
  /** The text under the panel in error ('Max reconnection attempts reached'). */
  error: string | null;
  /** Failed reconnects so far (for "reconnecting, attempt n of 5"). */
  attempts: number;
  /** A Reconnect button is offered. */
  canReconnect: boolean;
}

/** What the chat panel shows: spec 2 §2.8's connected, error and reconnecting, and the rest. */
export function chatConnectionView(snapshot: ChatConnectionSnapshot): ChatConnectionView {
  const status: ChatConnectionStatus = snapshot.matches({ streaming: 'connected' })
    ? 'connected'
    : snapshot.matches({ streaming: 'connecting' }) || snapshot.matches({ streaming: 'resuming' })
      ? snapshot.context.attempts > 0
        ? 'reconnecting'
        : 'connecting'
      : snapshot.matches('reconnecting') ||
          snapshot.matches('refreshing') ||
          snapshot.matches('manualWait')
        ? 'reconnecting'
        : snapshot.matches('error')
          ? 'error'
          : snapshot.matches('closed')
            ? 'closed'
            : 'polling';
  return {
    status,
    error: snapshot.context.error,
    attempts: snapshot.context.attempts,
    canReconnect: status === 'error',
  };
}
