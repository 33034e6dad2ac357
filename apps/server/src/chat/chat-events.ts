// Chat events on the app's one bus (events/bus.ts), behind the stream of openapi.yaml
// streamChat (spec 2 §4.5). Payloads are ids (NOTIFY: under 8000 bytes, delivered on commit,
// never replayed): a stream re-reads the message row, once per process, and a reconnect replays
// from the table after Last-Event-ID.
import type { BusEvent } from '../events/bus.ts';

export interface ChatMessageEvent {
  chatId: string;
  messageId: string;
}

/** An offer of the chat changed (published by the offers area through the chat service). */
export interface ChatOfferUpdateEvent {
  chatId: string;
  offerId: string;
}

/** A notice shown in the chat that is not a message of its history. */
export interface ChatSystemEvent {
  chatId: string;
  text: string;
}

export interface ChatTypingEvent {
  chatId: string;
  senderId: string;
  senderName: string;
}

declare module '../events/bus.ts' {
  interface EventMap {
    'chat:message': ChatMessageEvent;
    'chat:offer_update': ChatOfferUpdateEvent;
    'chat:system': ChatSystemEvent;
    'chat:typing': ChatTypingEvent;
  }
}

export type ChatEventName = 'chat:message' | 'chat:offer_update' | 'chat:system' | 'chat:typing';

export type ChatEvent = {
  [N in ChatEventName]: BusEvent<N>;
}[ChatEventName];

export const isChatEvent = (event: BusEvent): event is ChatEvent => event.name.startsWith('chat:');
