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
  | { kind: 'typing'; senderId: string; senderName: string }
  /** A message of the chat could not be read: the stream ends, its client replays from its id. */
  | { kind: 'resync' };

export type ChatPushListener = (push: ChatPush) => void;

/** A message row is read again after these pauses before its chat's streams are ended. */
const READ_RETRY_MS = [100, 400];

export function createChatStreams(deps: {
  events: EventBus;
  readMessage: (id: string) => Promise<MessageRow | null>;
  log: FastifyBaseLogger;
}) {
  const byChat = new Map<string, Set<ChatPushListener>>();
  /**
   * One chat's events are handled one after the other, in the order they arrived: a message
   * whose row cannot be read ends the streams before a later message moves their cursor past
   * it (issue 25 item 5).
   */
  const queueOf = new Map<string, Promise<void>>();

  async function readWithRetry(id: string): Promise<MessageRow | null> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await deps.readMessage(id);
      } catch (err) {
        const pause = READ_RETRY_MS[attempt];
        if (pause === undefined) throw err;
        await new Promise((r) => setTimeout(r, pause));
      }
    }
  }

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
        let row: MessageRow | null;
        try {
          row = await readWithRetry(event.data.messageId);
        } catch (err) {
          deps.log.error({ err }, 'could not read a chat message for its streams; ending them');
          return deliver(chatId, { kind: 'resync' });
        }
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
    if (!isChatEvent(event) || !byChat.has(event.data.chatId)) return;
    const { chatId } = event.data;
    const next = (queueOf.get(chatId) ?? Promise.resolve())
      .then(() => onEvent(event))
      .catch((err: unknown) =>
        deps.log.error({ err }, 'could not hand a chat event to its streams'),
      );
    queueOf.set(chatId, next);
    void next.then(() => {
      if (queueOf.get(chatId) === next) queueOf.delete(chatId);
    });
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
    /**
     * A mark of the bus's state for a stream to keep; `inSyncSince(mark)` is false once the
     * bus's listening connection has dropped after it (events from other processes may be
     * missing, so a message's seq must not become the stream's cursor).
     */
    busMark: () => deps.events.losses,
    inSyncSince: (mark: number) => deps.events.connected && deps.events.losses === mark,
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
