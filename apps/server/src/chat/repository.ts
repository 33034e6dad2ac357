// SQL of chats (migration 110): chats, their messages in `seq` order and each reader's position.
// Repositories take a Queryable so the same statements run inside or outside a transaction.
// Names come from users and items by join (read only), so a list is one query, never one per row.
import type { ChatMessageType } from '@pedalswap/domain/offers';
import type { ItemType } from '@pedalswap/domain/item-types';
import type { Queryable } from '../db/db.ts';

export interface ChatRow {
  id: string;
  item_id: string;
  buyer_id: string;
  /** The item's owner when the chat began (migration 150); null once that account is gone. */
  seller_id: string | null;
  created_at: Date | string;
}

export interface MessageRow {
  id: string;
  chat_id: string;
  /** bigint as text: the driver would give a string anyway. */
  seq: string;
  sender_id: string | null;
  message_type: ChatMessageType;
  message_text: string;
  offer_id: string | null;
  created_at: Date | string;
  sender_first_name: string | null;
  sender_last_name: string | null;
  sender_role: string | null;
  sender_deleted: boolean | null;
}

export interface MarkerRow {
  user_id: string;
  last_read_seq: string;
  read_at: Date | string;
}

export interface SummaryRow {
  id: string;
  item_id: string;
  item_type: ItemType;
  item_name: string;
  buyer_id: string;
  buyer_name: string | null;
  seller_id: string;
  seller_name: string | null;
  last_message_at: Date | string | null;
  /** The offer of the chat's latest offer message: how staff address this buyer's chat. */
  offer_id: string | null;
  created_at: Date | string;
  unread_count: number;
  my_last_read_seq: string | null;
  my_read_at: Date | string | null;
  /** The latest message, as a JSON object of MessageRow's columns (null: none). */
  last_message: MessageRow | null;
}

const MESSAGE_COLUMNS = `
  m.id, m.chat_id, m.seq::text AS seq, m.sender_id, m.message_type, m.message_text, m.offer_id,
  m.created_at, u.first_name AS sender_first_name, u.last_name AS sender_last_name,
  u.role AS sender_role, (u.deleted_at IS NOT NULL) AS sender_deleted`;

/** pg_advisory_xact_lock(key, hashtext(sender)): "PSCH" (PedalSwap chat), one sender at a time. */
const SEND_LOCK_KEY = 0x50534348;

export const findChat = (q: Queryable, itemId: string, buyerId: string) =>
  q.one<ChatRow>(
    'SELECT id, item_id, buyer_id, seller_id, created_at FROM chats WHERE item_id = $1 AND buyer_id = $2',
    [itemId, buyerId],
  );

/** The chat of an item and buyer, created on first use; safe against a concurrent creation. */
export async function upsertChat(q: Queryable, itemId: string, buyerId: string): Promise<ChatRow> {
  const row = await q.one<ChatRow>(
    `INSERT INTO chats (item_id, buyer_id, seller_id)
     VALUES ($1, $2, (SELECT owner_id FROM items WHERE id = $1))
     ON CONFLICT (item_id, buyer_id) DO UPDATE SET item_id = EXCLUDED.item_id
     RETURNING id, item_id, buyer_id, seller_id, created_at`,
    [itemId, buyerId],
  );
  if (!row) throw new Error('chat upsert returned nothing');
  return row;
}

/** The chat an offer's messages were written in (the offer's buyer with the item's owner). */
export const findChatByOffer = (q: Queryable, itemId: string, offerId: string) =>
  q.one<ChatRow>(
    `SELECT c.id, c.item_id, c.buyer_id, c.seller_id, c.created_at
       FROM chat_messages m JOIN chats c ON c.id = m.chat_id
      WHERE m.offer_id = $1 AND c.item_id = $2
      LIMIT 1`,
    [offerId, itemId],
  );

export async function insertMessage(
  q: Queryable,
  m: {
    chatId: string;
    senderId: string | null;
    type: ChatMessageType;
    text: string;
    offerId: string | null;
  },
): Promise<{ id: string; seq: string }> {
  const row = await q.one<{ id: string; seq: string }>(
    `INSERT INTO chat_messages (chat_id, sender_id, message_type, message_text, offer_id)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, seq::text AS seq`,
    [m.chatId, m.senderId, m.type, m.text, m.offerId],
  );
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

/**
 * Serialises one sender's sends until the transaction ends, so the rate check and the insert
 * cannot interleave with the same member's other requests (on any process).
 */
export async function lockSender(q: Queryable, senderId: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SEND_LOCK_KEY, senderId]);
}

/** A member's display name ("Maya Hood"), for a typing event. */
export async function userName(q: Queryable, userId: string): Promise<string | null> {
  const row = await q.one<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1`,
    [userId],
  );
  return row?.name ?? null;
}

/** The member's own messages in the last `seconds`, across every chat. */
export async function recentMessageCount(
  q: Queryable,
  senderId: string,
  seconds: number,
): Promise<number> {
  const row = await q.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages
      WHERE sender_id = $1 AND message_type = 'user'
        AND created_at > now() - make_interval(secs => $2)`,
    [senderId, seconds],
  );
  return row?.n ?? 0;
}

export const messageById = (q: Queryable, id: string) =>
  q.one<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.sender_id
      WHERE m.id = $1`,
    [id],
  );

/** One page, newest page first (page 1 = the latest `limit`), each page oldest first. */
export async function messagePage(
  q: Queryable,
  chatId: string,
  limit: number,
  offset: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const total = await q.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = $1',
    [chatId],
  );
  const rows = await q.query<MessageRow>(
    `SELECT * FROM (
       SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.sender_id
        WHERE m.chat_id = $1
        ORDER BY m.seq DESC LIMIT $2 OFFSET $3) page
      ORDER BY page.seq::bigint`,
    [chatId, limit, offset],
  );
  return { rows, total: total?.n ?? 0 };
}

/** What came after `seq` (a stream's replay after Last-Event-ID), oldest first. */
export const messagesAfter = (q: Queryable, chatId: string, seq: string, limit: number) =>
  q.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.sender_id
      WHERE m.chat_id = $1 AND m.seq > $2::bigint
      ORDER BY m.seq LIMIT $3`,
    [chatId, seq, limit],
  );

export async function lastSeq(q: Queryable, chatId: string): Promise<string> {
  const row = await q.one<{ seq: string }>(
    'SELECT coalesce(max(seq), 0)::text AS seq FROM chat_messages WHERE chat_id = $1',
    [chatId],
  );
  return row?.seq ?? '0';
}

export const markerOf = (q: Queryable, chatId: string, userId: string) =>
  q.one<MarkerRow>(
    `SELECT user_id, last_read_seq::text AS last_read_seq, read_at FROM chat_reads
      WHERE chat_id = $1 AND user_id = $2`,
    [chatId, userId],
  );

/** Messages of others after the reader's position; `userOnly`: members' messages only. */
export async function unreadCount(
  q: Queryable,
  chatId: string,
  userId: string,
  userOnly = false,
): Promise<number> {
  const row = await q.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages m
      WHERE m.chat_id = $1
        AND m.seq > coalesce(
          (SELECT last_read_seq FROM chat_reads WHERE chat_id = $1 AND user_id = $2), 0)
        AND m.sender_id IS DISTINCT FROM $2
        AND ($3::boolean = false OR m.message_type = 'user')`,
    [chatId, userId, userOnly],
  );
  return row?.n ?? 0;
}

/**
 * Of `chatIds`, those holding a message of someone else after the reader's position (the unread
 * count's rule, as an existence test): one statement for a page of offers, never one per row.
 */
export async function chatsWithUnread(
  q: Queryable,
  userId: string,
  chatIds: readonly string[],
): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `SELECT c.id FROM unnest($2::uuid[]) AS c(id)
      WHERE EXISTS (
        SELECT 1 FROM chat_messages m
         WHERE m.chat_id = c.id
           AND m.seq > coalesce(
             (SELECT last_read_seq FROM chat_reads WHERE chat_id = c.id AND user_id = $1), 0)
           AND m.sender_id IS DISTINCT FROM $1)`,
    [userId, chatIds],
  );
  return rows.map((r) => r.id);
}

/** Moves the reader's position to the chat's latest message (never back). */
export async function markRead(q: Queryable, chatId: string, userId: string): Promise<void> {
  await q.query(
    `INSERT INTO chat_reads (chat_id, user_id, last_read_seq, read_at)
     SELECT $1, $2, coalesce(max(seq), 0), now() FROM chat_messages WHERE chat_id = $1
     ON CONFLICT (chat_id, user_id) DO UPDATE
       SET last_read_seq = GREATEST(chat_reads.last_read_seq, EXCLUDED.last_read_seq),
           read_at = now()`,
    [chatId, userId],
  );
}

const LAST_MESSAGE = `
  (SELECT row_to_json(lm) FROM (
     SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.sender_id
      WHERE m.chat_id = c.id ORDER BY m.seq DESC LIMIT 1) lm)`;

const NAME = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL
        ELSE ${alias}.first_name || ' ' || ${alias}.last_name END`;

/** The summary columns of chats `c` joined to items `i`, as read by `$1` (the viewer). */
const SUMMARY_COLUMNS = `
  c.id, c.item_id, i.item_type, i.name AS item_name, c.buyer_id, ${NAME('b')} AS buyer_name,
  coalesce(c.seller_id, i.owner_id) AS seller_id, ${NAME('s')} AS seller_name, c.last_message_at, c.created_at,
  r.last_read_seq::text AS my_last_read_seq, r.read_at AS my_read_at,
  (SELECT count(*)::int FROM chat_messages um
    WHERE um.chat_id = c.id AND um.seq > coalesce(r.last_read_seq, 0)
      AND um.sender_id IS DISTINCT FROM $1) AS unread_count,
  ${LAST_MESSAGE} AS last_message,
  (SELECT om.offer_id FROM chat_messages om
    WHERE om.chat_id = c.id AND om.offer_id IS NOT NULL
    ORDER BY om.seq DESC LIMIT 1) AS offer_id`;

const SUMMARY_JOINS = `
  JOIN items i ON i.id = c.item_id
  LEFT JOIN users b ON b.id = c.buyer_id
  LEFT JOIN users s ON s.id = coalesce(c.seller_id, i.owner_id)
  LEFT JOIN chat_reads r ON r.chat_id = c.id AND r.user_id = $1`;

/**
 * The viewer's chats (as buyer, as the seller who began it, or as the item's owner now) that
 * have messages, most recent activity first. Indexed parts rather than an OR, which no index
 * serves.
 */
export const chatsOf = (q: Queryable, userId: string, itemType: ItemType | null, limit: number) =>
  q.query<SummaryRow>(
    `WITH mine AS (
       SELECT id FROM chats WHERE buyer_id = $1
       UNION
       SELECT id FROM chats WHERE seller_id = $1
       UNION
       SELECT c.id FROM items oi JOIN chats c ON c.item_id = oi.id WHERE oi.owner_id = $1)
     SELECT ${SUMMARY_COLUMNS}
       FROM mine JOIN chats c ON c.id = mine.id ${SUMMARY_JOINS}
      WHERE c.last_message_at IS NOT NULL AND ($2::text IS NULL OR i.item_type = $2)
      ORDER BY c.last_message_at DESC, c.id DESC
      LIMIT $3`,
    [userId, itemType, limit],
  );

/** Every chat with messages, most recent activity first, unread counted for the staff viewer. */
export async function allChats(
  q: Queryable,
  viewerId: string,
  limit: number,
  offset: number,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const total = await q.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM chats WHERE last_message_at IS NOT NULL',
  );
  const rows = await q.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}
       FROM (SELECT * FROM chats WHERE last_message_at IS NOT NULL
              ORDER BY last_message_at DESC, id DESC LIMIT $2 OFFSET $3) c
       ${SUMMARY_JOINS}
      ORDER BY c.last_message_at DESC, c.id DESC`,
    [viewerId, limit, offset],
  );
  return { rows, total: total?.n ?? 0 };
}
