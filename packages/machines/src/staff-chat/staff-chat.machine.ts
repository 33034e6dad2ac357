/*
 * The staff chat dialog (spec 3 §7.2, §8; §5 "Admin chat message"): opened from an offer card,
 * an item row or the chats list, it reads the chat's messages, polls them every 20 seconds
 * while it is open (spec 3 §9 "Chat poll every 20 s"), and sends what staff write.
 *   loading     the first read (`fetchMessages`). Done: ready. Failed: failed.
 *   failed      the first read failed; RETRY reads again.
 *   ready       the messages are shown. After 20 s: polling. SEND (text non-empty after
 *               trimming, the domain's rule) goes to sending; an empty one is ignored.
 *   polling     a background read; its failure is only kept for the log (a rate-limit answer,
 *               'Too many requests', is only logged, spec 3 §7.2) and the dialog stays ready.
 *               A SEND meanwhile is not taken (the read lasts a moment); the composer keeps
 *               the text for another try.
 *   sending     `sendMessage` posts the text. Done: the message joins the list at once and the
 *               poll timer starts afresh. Failed: back to ready with sendError; the composer
 *               keeps the text, so nothing is lost.
 * CLOSE from any state ends the machine (closed, final): no more polls once the dialog shuts.
 */
import { assign, fromPromise, setup } from 'xstate';

/** One message as the dialog needs it (the contract's ChatMessage has more). */
export interface StaffChatMessage {
  id: string;
  [key: string]: unknown;
}

export interface StaffChatContext {
  messages: StaffChatMessage[];
  /** The first read failed: shown in place of the messages. */
  loadError: unknown;
  /** The last background poll failed: logged, not shown. */
  pollError: unknown;
  /** The last send failed: shown above the composer. */
  sendError: unknown;
  /** The id of the last message sent: the composer clears itself when it changes. */
  lastSentId: string | null;
}

export type StaffChatEvent = { type: 'SEND'; text: string } | { type: 'RETRY' } | { type: 'CLOSE' };

/** Spec 3 §9: the staff chat is polled every 20 seconds while open. */
export const STAFF_CHAT_POLL_MS = 20_000;

const merge = (list: StaffChatMessage[], added: StaffChatMessage) =>
  list.some((m) => m.id === added.id) ? list : [...list, added];

export const staffChatMachine = setup({
  types: {
    context: {} as StaffChatContext,
    events: {} as StaffChatEvent,
  },
  actors: {
    fetchMessages: fromPromise<StaffChatMessage[]>(async () => []),
    sendMessage: fromPromise<StaffChatMessage, { text: string }>(async () => {
      throw new Error('sendMessage not provided');
    }),
  },
  guards: {
    hasText: ({ event }) => event.type === 'SEND' && event.text.trim().length > 0,
  },
  delays: { pollInterval: STAFF_CHAT_POLL_MS },
}).createMachine({
  id: 'staffChat',
  initial: 'loading',
  context: {
    messages: [],
    loadError: null,
    pollError: null,
    sendError: null,
    lastSentId: null,
  },
  on: { CLOSE: '.closed' },
  states: {
    loading: {
      invoke: {
        src: 'fetchMessages',
        onDone: {
          target: 'ready',
          actions: assign({ messages: ({ event }) => event.output, loadError: null }),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      after: { pollInterval: 'polling' },
      on: {
        SEND: { guard: 'hasText', target: 'sending' },
      },
    },
    polling: {
      invoke: {
        src: 'fetchMessages',
        onDone: {
          target: 'ready',
          actions: assign({ messages: ({ event }) => event.output, pollError: null }),
        },
        onError: { target: 'ready', actions: assign({ pollError: ({ event }) => event.error }) },
      },
    },
    sending: {
      entry: assign({ sendError: null }),
      invoke: {
        src: 'sendMessage',
        input: ({ event }) => ({ text: event.type === 'SEND' ? event.text.trim() : '' }),
        onDone: {
          target: 'ready',
          actions: assign({
            messages: ({ context, event }) => merge(context.messages, event.output),
            lastSentId: ({ event }) => event.output.id,
          }),
        },
        onError: { target: 'ready', actions: assign({ sendError: ({ event }) => event.error }) },
      },
    },
    closed: { type: 'final' },
  },
});
