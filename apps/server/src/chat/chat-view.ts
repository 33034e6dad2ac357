// Rows as the contract's ChatMessage, Chat and ChatSummary (openapi.yaml, tag chat).
import type { components } from '@pedalswap/api-client/schema.gen';
import { PROFILE_MESSAGES } from '@pedalswap/domain/accounts';
import { CHAT_MESSAGES, isAdminSender } from '@pedalswap/domain/chat';
import { normalizeRole } from '@pedalswap/domain';
import type { MarkerRow, MessageRow, SummaryRow } from './repository.ts';

export type ApiChatMessage = components['schemas']['ChatMessage'];
export type ApiChat = components['schemas']['Chat'];
export type ApiChatSummary = components['schemas']['ChatSummary'];

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The reader's position in a chat, as far as the view needs it. */
export type ReadMarker = Pick<MarkerRow, 'last_read_seq' | 'read_at'> | null;

function senderName(row: MessageRow): string {
  if (row.sender_id === null)
    return row.message_type === 'user'
      ? PROFILE_MESSAGES.deletedMemberName
      : CHAT_MESSAGES.systemSender;
  if (row.sender_deleted) return PROFILE_MESSAGES.deletedMemberName;
  return `${row.sender_first_name ?? ''} ${row.sender_last_name ?? ''}`.trim();
}

/**
 * `readAt` is the viewer's unread flag: null while the message is unread for them, otherwise
 * when they read up to it (their own messages count as read when sent). System messages speak
 * as 'user' with no Admin badge: the marketplace is not a member of staff talking.
 */
export function messageView(row: MessageRow, viewerId: string, marker: ReadMarker): ApiChatMessage {
  const own = row.sender_id !== null && row.sender_id === viewerId;
  const read = marker !== null && BigInt(marker.last_read_seq) >= BigInt(row.seq);
  const role = row.sender_id === null ? 'user' : normalizeRole(row.sender_role);
  return {
    id: row.id,
    chatId: row.chat_id,
    senderId: row.sender_id,
    senderName: senderName(row),
    senderRole: role,
    messageText: row.message_text,
    messageType: row.message_type,
    offerId: row.offer_id,
    createdAt: iso(row.created_at),
    isAdmin: row.sender_id !== null && isAdminSender(role),
    readAt: own ? iso(row.created_at) : read && marker ? iso(marker.read_at) : null,
  };
}

export function summaryView(row: SummaryRow, viewerId: string): ApiChatSummary {
  const marker: ReadMarker =
    row.my_last_read_seq === null || row.my_read_at === null
      ? null
      : { last_read_seq: row.my_last_read_seq, read_at: row.my_read_at };
  return {
    id: row.id,
    itemId: row.item_id,
    itemType: row.item_type,
    itemName: row.item_name,
    buyerId: row.buyer_id,
    buyerName: row.buyer_name,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    lastMessage: row.last_message
      ? messageView({ ...row.last_message, seq: String(row.last_message.seq) }, viewerId, marker)
      : null,
    unreadCount: row.unread_count,
    offerId: row.offer_id,
    updatedAt: iso(row.last_message_at ?? row.created_at),
  };
}
