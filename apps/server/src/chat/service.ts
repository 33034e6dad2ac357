// The chat's behaviour (spec 2 §2.8, §3.8, §5.5, §7.4; spec 3 §7.2; openapi.yaml tag chat):
// one chat per item and buyer, whose members are the item's owner and that buyer; staff read and
// write in every chat. Inputs are typed values, never requests. Items are reached through the
// item service; notifications through the notifications service, in the message's transaction.
import type { ItemType } from '@pedalswap/domain/item-types';
import type { ChatMessageType } from '@pedalswap/domain/offers';
import { CHAT_LIMITS, CHAT_MESSAGES, chatAccess, chatMessageProblem } from '@pedalswap/domain/chat';
import { isStaff } from '@pedalswap/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import type { EventBus } from '../events/bus.ts';
import { AppError, validationFailed } from '../errors.ts';
import { createNotification } from '../notifications/service.ts';
import type { Caller } from '../plugins/caller.ts';
import {
  messageView,
  summaryView,
  type ApiChat,
  type ApiChatMessage,
  type ApiChatSummary,
  type ReadMarker,
} from './chat-view.ts';
import * as repo from './repository.ts';

/** What the chat needs of an item; the item service's answer has it. */
export interface ChatItem {
  id: string;
  itemType: ItemType;
  name: string;
  ownerId: string;
}

export interface ChatItems {
  /** The item if the caller may see it; a 404 otherwise (another type's id included). */
  get(type: ItemType, id: string, viewer: Caller): Promise<ChatItem>;
}

/** Which chat a call means: the item's, and with offerId the chat of that offer's buyer. */
export interface ChatAddress {
  itemType: ItemType;
  itemId: string;
  offerId?: string | undefined;
}

export interface PageInput {
  page: number;
  limit: number;
}

/**
 * Whether the member sold the item in a completed trade of this chat (registered by the offers
 * area): the item is the buyer's now, and the seller keeps their chat.
 */
export type ChatSellerCheck = (chatId: string, userId: string) => Promise<boolean>;

/** The offers area's view of an offer for a stream's viewer (registered by that area). */
export type OfferReader = (offerId: string, viewer: Caller) => Promise<unknown>;

export interface ChatServiceDeps {
  db: Db;
  items: ChatItems;
  events: EventBus;
  log: FastifyBaseLogger;
}

/** Where the offers area writes: the chat of an item and buyer, about one offer. */
export interface OfferMessageInput {
  itemId: string;
  buyerId: string;
  offerId: string;
  type: Exclude<ChatMessageType, 'user'>;
  text: string;
  /** The member or staff whose action it reports; null: the marketplace. */
  senderId?: string | null;
}

/** A chat as the stream needs it: its id and parties. */
export interface ChatForStream {
  chatId: string;
  ownerId: string;
  buyerId: string;
}

/** Replays after a reconnect at most this many messages; a longer gap refetches the page. */
export const REPLAY_LIMIT = 500;
/** GET /chats is not paged by the contract: a member's most active chats, this many. */
export const MY_CHATS_LIMIT = 200;
/** Typing events: at most one a member and chat this often (openapi.yaml sendChatTyping). */
export const TYPING_INTERVAL_MS = CHAT_LIMITS.typingIntervalMs;
/** Past this many remembered typists, the stale ones are forgotten. */
const TYPING_MEMORY = 10_000;
/** System notices travel in the event itself: keep them short (NOTIFY < 8000 bytes). */
const SYSTEM_TEXT_MAX = 1000;

const notFound = () => new AppError(404, 'not_found', CHAT_MESSAGES.chatNotFound);
const forbidden = () => new AppError(403, 'forbidden', CHAT_MESSAGES.notMember);

export function createChatService({ db, items, events, log }: ChatServiceDeps) {
  let offerReader: OfferReader | null = null;
  /** When each member last typed in each chat ("chatId:userId"), to throttle typing events. */
  const lastTyping = new Map<string, number>();
  let soldIn: ChatSellerCheck | null = null;

  interface Located {
    item: ChatItem;
    chat: repo.ChatRow | null;
    buyerId: string;
  }

  /**
   * The item (visible to the caller) and its chat for this call. Without offerId the caller is
   * the buyer: the item's owner has no chat with themselves and must name a buyer's offer.
   */
  async function locate(
    address: ChatAddress,
    caller: Caller,
    create: boolean,
    q: Queryable = db,
  ): Promise<Located> {
    const item = await items.get(address.itemType, address.itemId, caller);
    if (address.offerId) {
      const chat = await repo.findChatByOffer(q, item.id, address.offerId);
      if (!chat) throw notFound();
      if (
        !chatAccess({ ownerId: item.ownerId, buyerId: chat.buyer_id }, caller) &&
        !(soldIn && (await soldIn(chat.id, caller.id)))
      )
        throw forbidden();
      return { item, chat, buyerId: chat.buyer_id };
    }
    if (caller.id === item.ownerId)
      throw validationFailed([{ path: 'offerId', msg: CHAT_MESSAGES.offerIdRequired }]);
    const chat = create
      ? await repo.upsertChat(q, item.id, caller.id)
      : await repo.findChat(q, item.id, caller.id);
    return { item, chat, buyerId: caller.id };
  }

  const markerFor = (chatId: string, userId: string): Promise<ReadMarker> =>
    repo.markerOf(db, chatId, userId);

  function announceMessage(chatId: string, messageId: string) {
    events.publish('chat:message', { chatId, messageId });
  }

  /** message_received for each member but the sender, unless an earlier message is unread. */
  async function notifyRecipients(
    tx: Queryable,
    located: Located & { chat: repo.ChatRow },
    sender: { id: string; name: string },
    messageId: string,
  ) {
    const recipients = [located.item.ownerId, located.buyerId].filter((id) => id !== sender.id);
    for (const userId of new Set(recipients)) {
      // One "New message" per burst: the member hears of the first message they have not read.
      const unread = await repo.unreadCount(tx, located.chat.id, userId, true);
      if (unread > 1) continue;
      await createNotification(tx, {
        userId,
        type: 'message_received',
        title: CHAT_MESSAGES.notificationTitle,
        message: CHAT_MESSAGES.notificationText(sender.name, located.item.name),
        actionUrl: `/items/${located.item.itemType}/${located.item.id}#chat`,
      });
      log.debug({ chatId: located.chat.id, messageId }, 'chat message notification created');
    }
  }

  async function insertOfferMessage(q: Queryable, input: OfferMessageInput) {
    const chat = await repo.upsertChat(q, input.itemId, input.buyerId);
    const row = await repo.insertMessage(q, {
      chatId: chat.id,
      senderId: input.senderId ?? null,
      type: input.type,
      text: input.text,
      offerId: input.offerId,
    });
    return { chatId: chat.id, messageId: row.id };
  }

  return {
    /** GET /items/{type}/{id}/chat: the chat (created on first use) with its latest messages. */
    async open(address: ChatAddress, caller: Caller): Promise<ApiChat> {
      const { item, chat } = await locate(address, caller, true);
      const found = chat!;
      const [{ rows }, marker] = await Promise.all([
        repo.messagePage(db, found.id, CHAT_LIMITS.pageSize, 0),
        markerFor(found.id, caller.id),
      ]);
      return {
        id: found.id,
        itemId: item.id,
        itemType: item.itemType,
        buyerId: found.buyer_id,
        sellerId: found.seller_id ?? item.ownerId,
        createdAt: new Date(found.created_at).toISOString(),
        messages: rows.map((r) => messageView(r, caller.id, marker)),
      };
    },

    /** GET .../chat/messages: page 1 is the latest `limit` messages; each page oldest first. */
    async messages(address: ChatAddress, caller: Caller, { page, limit }: PageInput) {
      const { chat } = await locate(address, caller, false);
      if (!chat)
        return { data: [], pagination: { page, limit, total: 0, totalPages: 0, pages: 0 } };
      const [{ rows, total }, marker] = await Promise.all([
        repo.messagePage(db, chat.id, limit, (page - 1) * limit),
        markerFor(chat.id, caller.id),
      ]);
      const totalPages = Math.ceil(total / limit);
      return {
        chatId: chat.id,
        data: rows.map((r) => messageView(r, caller.id, marker)),
        pagination: { page, limit, total, totalPages, pages: totalPages },
      };
    },

    /** POST .../chat/messages: at most 2000 characters, 20 a minute per member (429). */
    async send(address: ChatAddress, caller: Caller, text: string): Promise<ApiChatMessage> {
      const problem = chatMessageProblem(text);
      if (problem)
        throw validationFailed([
          {
            path: 'message',
            msg: problem === 'empty' ? CHAT_MESSAGES.empty : CHAT_MESSAGES.tooLong,
          },
        ]);
      const located = await locate(address, caller, false);
      const sent = await db.transaction(async (tx) => {
        const chat = located.chat ?? (await repo.upsertChat(tx, located.item.id, caller.id));
        await repo.lockSender(tx, caller.id);
        const recent = await repo.recentMessageCount(tx, caller.id, 60);
        if (recent >= CHAT_LIMITS.messagesPerMinute)
          throw new AppError(429, 'rate_limited', CHAT_MESSAGES.rateLimited);
        const inserted = await repo.insertMessage(tx, {
          chatId: chat.id,
          senderId: caller.id,
          type: 'user',
          text: text.trim(),
          offerId: address.offerId ?? null,
        });
        const row = await repo.messageById(tx, inserted.id);
        if (!row) throw new Error('sent message not found');
        const view = messageView(row, caller.id, null);
        await notifyRecipients(
          tx,
          { ...located, chat },
          { id: caller.id, name: view.senderName },
          row.id,
        );
        return { chatId: chat.id, view };
      });
      announceMessage(sent.chatId, sent.view.id);
      return sent.view;
    },

    /**
     * POST .../chat/typing: a `typing` event on the chat's streams, not stored; at most one a
     * member and chat every TYPING_INTERVAL_MS per process (the rest are dropped quietly).
     */
    async typing(address: ChatAddress, caller: Caller, now = Date.now()): Promise<boolean> {
      const { chat } = await locate(address, caller, false);
      if (!chat) return false;
      const key = `${chat.id}:${caller.id}`;
      const last = lastTyping.get(key);
      if (last !== undefined && now - last < TYPING_INTERVAL_MS) return false;
      // The map holds only recent typists: an old entry no longer throttles anything.
      if (lastTyping.size >= TYPING_MEMORY) {
        for (const [k, t] of lastTyping) if (now - t >= TYPING_INTERVAL_MS) lastTyping.delete(k);
      }
      lastTyping.set(key, now);
      const senderName = (await repo.userName(db, caller.id)) ?? CHAT_MESSAGES.systemSender;
      events.publish('chat:typing', { chatId: chat.id, senderId: caller.id, senderName });
      return true;
    },

    /** PUT .../chat/read: the caller has read everything so far; answers how many were unread. */
    async markRead(address: ChatAddress, caller: Caller): Promise<number> {
      const { chat } = await locate(address, caller, false);
      if (!chat) return 0;
      return db.transaction(async (tx) => {
        const unread = await repo.unreadCount(tx, chat.id, caller.id);
        await repo.markRead(tx, chat.id, caller.id);
        return unread;
      });
    },

    /** GET /chats: the caller's chats with messages, most recent activity first. */
    async listMine(caller: Caller, itemType: ItemType | null): Promise<ApiChatSummary[]> {
      const rows = await repo.chatsOf(db, caller.id, itemType, MY_CHATS_LIMIT);
      return rows.map((r) => summaryView(r, caller.id));
    },

    /** GET /admin/chats (staff): every chat with messages, unread counted for the caller. */
    async listAll(caller: Caller, { page, limit }: PageInput) {
      if (!isStaff(caller.role)) throw new AppError(403, 'forbidden', CHAT_MESSAGES.notMember);
      const { rows, total } = await repo.allChats(db, caller.id, limit, (page - 1) * limit);
      const totalPages = Math.ceil(total / limit);
      return {
        chats: rows.map((r) => summaryView(r, caller.id)),
        pagination: { page, limit, total, totalPages, pages: totalPages },
      };
    },

    /** The chat a stream follows, created on first use. */
    async forStream(address: ChatAddress, caller: Caller): Promise<ChatForStream> {
      const { item, chat, buyerId } = await locate(address, caller, true);
      return { chatId: chat!.id, ownerId: item.ownerId, buyerId };
    },

    /** Where a new stream starts: the chat's latest message (its seq; '0' for none). */
    cursorOf: (chatId: string) => repo.lastSeq(db, chatId),

    /** A reconnect's replay: the chat's messages after `cursor` (a seq), oldest first. */
    async messagesAfter(chatId: string, cursor: string, viewer: Caller) {
      const [rows, marker] = await Promise.all([
        repo.messagesAfter(db, chatId, cursor, REPLAY_LIMIT),
        markerFor(chatId, viewer.id),
      ]);
      return rows.map((r) => ({ seq: r.seq, message: messageView(r, viewer.id, marker) }));
    },

    /** One message row, read once per process when its event arrives. */
    messageRow: (id: string) => repo.messageById(db, id),

    // ── for other areas (offers) ─────────────────────────────────────────────────────────

    /**
     * Writes an offer's message (offer_created, offer_auto_rejected, ...) into the chat of the
     * item and buyer, creating the chat, inside the caller's transaction `tx`. Call `announce`
     * once that transaction has committed: the stream re-reads the row, which must be there.
     */
    async postOfferMessage(tx: Queryable, input: OfferMessageInput) {
      const { chatId, messageId } = await insertOfferMessage(tx, input);
      return { chatId, messageId, announce: () => announceMessage(chatId, messageId) };
    },

    /**
     * The chat of an item and buyer, created on first use, inside the caller's transaction `tx`
     * (an offer records the chat it opens).
     */
    async chatOf(tx: Queryable, itemId: string, buyerId: string): Promise<string> {
      return (await repo.upsertChat(tx, itemId, buyerId)).id;
    },

    /** Of `chatIds`, those with a message the viewer has not read (one query for a page). */
    async withUnread(viewerId: string, chatIds: readonly string[]): Promise<Set<string>> {
      if (chatIds.length === 0) return new Set();
      return new Set(await repo.chatsWithUnread(db, viewerId, [...new Set(chatIds)]));
    },

    /** Tells the chat's open streams that one of its offers changed (after the commit). */
    announceOfferUpdate(chatId: string, offerId: string): void {
      events.publish('chat:offer_update', { chatId, offerId });
    },

    /** A `system` notice on the chat's open streams; not kept in the history. */
    announceSystem(chatId: string, text: string): void {
      events.publish('chat:system', { chatId, text: text.slice(0, SYSTEM_TEXT_MAX) });
    },

    /**
     * The offers area registers how an offer reads for a viewer, so offer_update events carry
     * the Offer (openapi.yaml ChatStreamEvent.offer) without the chat importing that area.
     */
    useOfferReader(reader: OfferReader): void {
      offerReader = reader;
    },

    /** The offers area registers who sold in a chat's completed trade (ChatSellerCheck). */
    useSellerCheck(check: ChatSellerCheck): void {
      soldIn = check;
    },

    readOffer(offerId: string, viewer: Caller): Promise<unknown> | null {
      return offerReader ? offerReader(offerId, viewer) : null;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
