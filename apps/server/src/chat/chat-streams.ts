// The open chat streams of this process, by chat. One bus subscription for all of them: a
// message event is read from the table once per process and handed to every stream of its chat
// (a thousand open streams cost one query per message, not a thousand).
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../events/bus.ts';
import { isChatEvent, type ChatEvent } from './chat-events.ts';
import type { MessageRow } from './repository.ts';

/** What a stream is handed; it renders it for its own viewer. */
export type ChatPush =
  | { kind: 'message'; row: MessageRow }
  | { kind: 'offer_update'; offerId: string }
  | { kind: 'system'; text: string }
  | { kind: 'typing'; senderId: string; senderName: string };

export type ChatPushListener = (push: ChatPush) => void;

export function createChatStreams(deps: {
  events: EventBus;
  readMessage: (id: string) => Promise<MessageRow | null>;
  log: FastifyBaseLogger;
}) {
  const byChat = new Map<string, Set<ChatPushListener>>();

  function deliver(chatId: string, push: ChatPush) {
    for (const listener of [...(byChat.get(chatId) ?? [])]) {
      try {
        listener(push);
      } catch (err) {
        deps.log.error({ err }, 'a chat stream failed');
      }
    }
  }

  async function onEvent(event: ChatEvent) {
    const { chatId } = event.data;
    if (!byChat.has(chatId)) return;
    switch (event.name) {
      case 'chat:message': {
        const row = await deps.readMessage(event.data.messageId);
        if (row) deliver(chatId, { kind: 'message', row });
        return;
      }
      case 'chat:offer_update':
        return deliver(chatId, { kind: 'offer_update', offerId: event.data.offerId });
      case 'chat:system':
        return deliver(chatId, { kind: 'system', text: event.data.text });
      case 'chat:typing':
        return deliver(chatId, {
          kind: 'typing',
          senderId: event.data.senderId,
          senderName: event.data.senderName,
        });
    }
  }

  const unsubscribe = deps.events.subscribe((event) => {
    if (isChatEvent(event))
      onEvent(event).catch((err: unknown) =>
        deps.log.error({ err }, 'could not read a chat event for its streams'),
      );
  });

  return {
    /** Follows one chat; returns the function that stops. */
    add(chatId: string, listener: ChatPushListener): () => void {
      let set = byChat.get(chatId);
      if (!set) byChat.set(chatId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byChat.get(chatId) === set) byChat.delete(chatId);
      };
    },
    /** Open streams in this process (the benchmark reads it). */
    get size() {
      let n = 0;
      for (const set of byChat.values()) n += set.size;
      return n;
    },
    close: unsubscribe,
  };
}

export type ChatStreams = ReturnType<typeof createChatStreams>;
