// User-facing texts of the chat (spec 2 §8.6, §2.8), quoted exactly. Texts the spec leaves open
// are marked "ours".
import { CHAT_LIMITS } from './chat-rules.ts';

export const CHAT_MESSAGES = {
  // §8.6
  sendFailed: 'Failed to send message',
  sent: 'Message sent',
  historyFailed: 'An error occurred',
  maxReconnectAttempts: 'Max reconnection attempts reached',
  /** The rate-limit answer's message contains this; the client only logs it (§8.6). */
  rateLimitMarker: 'Too many requests',
  invalidDate: 'Invalid date',
  // ours: the server's answers where the spec shows none
  empty: 'Message cannot be empty',
  tooLong: `Message must be at most ${CHAT_LIMITS.messageMaxLength} characters`,
  rateLimited: `Too many requests. You can send ${CHAT_LIMITS.messagesPerMinute} messages a minute; please wait a moment.`,
  notMember: "Only the item's owner, the buyer of this chat and staff can use this chat",
  offerIdRequired: "Open a buyer's chat from one of their offers",
  chatNotFound: 'This chat was not found.',
  markedRead: 'Messages marked as read',
  /** ours: the name of system messages (openapi.yaml ChatMessage.senderName). */
  systemSender: 'PedalSwap',
  /** ours: the notification of a new message (type message_received). */
  notificationTitle: 'New message',
  notificationText: (sender: string, itemName: string) =>
    `${sender} sent you a message about ${itemName}.`,
} as const;
