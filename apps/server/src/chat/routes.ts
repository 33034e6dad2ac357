// Handlers of the chat operations of openapi.yaml (spec 2 §7.4, spec 3 §7.2), bound by
// operationId; thin: the service decides, the stream only frames what the service read.
import { CHAT_MESSAGES } from '@pedalswap/domain/chat';
import { callerOf, type Caller } from '../plugins/caller.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import type { SseHub, SseStream } from '../events/sse.ts';
import type { FastifyBaseLogger } from 'fastify';
import { messageView } from './chat-view.ts';
import type { ChatPush, ChatStreams } from './chat-streams.ts';
import type { ChatForStream, ChatService } from './service.ts';

/**
 * Event ids are cursors: a message's id is its seq, any other event's id is the seq of the last
 * message sent before it plus a counter ("41:3"), so whatever event a client saw last, its
 * Last-Event-ID says from which message to replay.
 */
const CURSOR = /^(\d{1,18})(?::\d{1,12})?$/;
export const cursorOf = (lastEventId: string): string | null =>
  CURSOR.exec(lastEventId.trim())?.[1] ?? null;

function chatStream(
  chats: ChatService,
  streams: ChatStreams,
  chat: ChatForStream,
  viewer: Caller,
  log: FastifyBaseLogger,
) {
  /**
   * The seq of the last message sent (or present when the stream opened), below which the
   * client has every message: what a reconnect replays after.
   */
  let cursor = '0';
  const busMark = streams.busMark();
  let counter = 0;
  /** Message ids sent during the replay: a live copy of one of them is not sent twice. */
  const replayed = new Set<string>();
  const otherId = () => `${cursor}:${++counter}`;
  const now = () => new Date().toISOString();

  function send(stream: SseStream, push: ChatPush) {
    switch (push.kind) {
      case 'message': {
        if (replayed.has(push.row.id)) return;
        const message = messageView(push.row, viewer.id, null);
        // Once the bus's listening connection has dropped, a message from another process
        // may have been lost before this one: its seq is not a safe cursor, so the event takes
        // the cursor as it stood and the replay after a reconnect starts from there (issue 25
        // item 5). The hub ends this stream when the connection is back.
        if (!streams.inSyncSince(busMark)) {
          stream.send({ id: otherId(), event: 'message', data: { type: 'message', message } });
          return;
        }
        if (BigInt(push.row.seq) > BigInt(cursor)) cursor = push.row.seq;
        stream.send({ id: push.row.seq, event: 'message', data: { type: 'message', message } });
        return;
      }
      case 'resync':
        stream.close();
        return;
      case 'system':
        stream.send({
          id: otherId(),
          event: 'message',
          data: { type: 'system', text: push.text, timestamp: now() },
        });
        return;
      case 'typing':
        if (push.senderId === viewer.id) return;
        stream.send({
          id: otherId(),
          event: 'message',
          data: { type: 'typing', senderId: push.senderId, senderName: push.senderName },
        });
        return;
      case 'offer_update': {
        const reading = chats.readOffer(push.offerId, viewer);
        reading
          ?.then((offer) => {
            if (offer)
              stream.send({
                id: otherId(),
                event: 'message',
                data: { type: 'offer_update', offer, timestamp: now() },
              });
          })
          .catch((err: unknown) => log.warn({ err }, 'could not read an offer for a chat stream'));
        return;
      }
    }
  }

  return {
    send,
    /** The cursor as an event id (for SseStream.mark). */
    position: () => cursor,
    /** Starts after the chat's latest message unless a message sent already went further. */
    async start() {
      const latest = await chats.cursorOf(chat.chatId);
      if (BigInt(latest) > BigInt(cursor)) cursor = latest;
    },
    heartbeat: () => ({
      id: otherId(),
      event: 'message',
      data: { type: 'heartbeat', timestamp: now() },
    }),
    async replay(lastEventId: string, stream: SseStream) {
      const after = cursorOf(lastEventId);
      if (after === null) return;
      try {
        for (const { seq, message } of await chats.messagesAfter(chat.chatId, after, viewer)) {
          replayed.add(message.id);
          if (BigInt(seq) > BigInt(cursor)) cursor = seq;
          stream.send({ id: seq, event: 'message', data: { type: 'message', message } });
        }
      } catch (err) {
        // The stream is open already: end it, and the client's reconnect tries again.
        log.error({ err }, 'chat stream replay failed');
        stream.close();
      }
    },
  };
}

export function chatRoutes(chats: ChatService, streams: ChatStreams, sse: SseHub) {
  return defineRoutes({
    getOrCreateChat: {
      async handler(request) {
        const { type, id } = request.params;
        return chats.open(
          { itemType: type, itemId: id, offerId: request.query.offerId },
          callerOf(request),
        );
      },
    },
    listChatMessages: {
      async handler(request) {
        const { type, id } = request.params;
        const { page = 1, limit = 50, offerId } = request.query;
        return chats.messages({ itemType: type, itemId: id, offerId }, callerOf(request), {
          page,
          limit,
        });
      },
    },
    sendChatMessage: {
      async handler(request, reply) {
        const { type, id } = request.params;
        const data = await chats.send(
          { itemType: type, itemId: id, offerId: request.body.offerId },
          callerOf(request),
          request.body.message,
        );
        reply.code(201);
        return { data };
      },
    },
    sendChatTyping: {
      rateLimit: 'create',
      async handler(request, reply) {
        const { type, id } = request.params;
        await chats.typing(
          { itemType: type, itemId: id, offerId: request.query.offerId },
          callerOf(request),
        );
        return reply.code(204).send();
      },
    },
    markChatRead: {
      async handler(request) {
        const { type, id } = request.params;
        const count = await chats.markRead(
          { itemType: type, itemId: id, offerId: request.query.offerId },
          callerOf(request),
        );
        return { message: CHAT_MESSAGES.markedRead, count };
      },
    },
    streamChat: {
      async handler(request, reply) {
        const viewer = callerOf(request);
        const { itemType, itemId } = request.params;
        const chat = await chats.forStream(
          { itemType, itemId, offerId: request.query.offerId },
          viewer,
        );
        const live = chatStream(chats, streams, chat, viewer, request.log);
        // Follow the chat before reading where it stands and before the replay reads the
        // table, holding what arrives meanwhile, so nothing committed in between is lost (a
        // message both held and replayed is sent once).
        const held: ChatPush[] = [];
        let target: SseStream | null = null;
        const stop = streams.add(chat.chatId, (push) =>
          target ? live.send(target, push) : held.push(push),
        );
        try {
          await live.start();
        } catch (err) {
          stop();
          throw err;
        }
        const stream = await sse.open(request, reply, {
          replay: live.replay,
          heartbeat: live.heartbeat,
        });
        stream.onClose(stop);
        // Where this client stands from the start, so a stream that ends before its first
        // event (the database restarting, issue 25 item 5) is resumed from here, not from
        // nothing: without a Last-Event-ID the reconnect would replay nothing.
        stream.mark(live.position());
        target = stream;
        for (const push of held.splice(0)) live.send(stream, push);
        return undefined;
      },
    },
    listMyChats: {
      async handler(request) {
        return { chats: await chats.listMine(callerOf(request), request.query.itemType ?? null) };
      },
    },
    listAdminChats: {
      // Staff only: the contract's x-roles, checked again by the service.
      async handler(request) {
        const { page = 1, limit = 20 } = request.query;
        return chats.listAll(callerOf(request), { page, limit });
      },
    },
  });
}
