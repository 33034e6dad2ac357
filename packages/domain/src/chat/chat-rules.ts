// Chat limits and the rule a message must meet (spec 2 §5.5, §9; openapi.yaml sendChatMessage),
// shared by the server that enforces them and the client that counts down to them.
import { LIMITS, SSE_RECONNECT } from '../shared/constants.ts';

export const CHAT_LIMITS = {
  /** Our decision (openapi.yaml sendChatMessage): the spec shows no bound. */
  messageMaxLength: 2000,
  /** Our decision: member messages per rolling minute, whatever the chat (429 beyond). */
  messagesPerMinute: 20,
  /** Spec 2 §7.4, §9: default page limit 50. */
  pageSize: LIMITS.chatPageSize,
  /** Spec 2 §4.5, §9: when the stream is not used, the open chat is polled every 20 s. */
  pollMs: 20_000,
  /** openapi.yaml streamChat: a heartbeat event every 25 s keeps proxies from closing it. */
  heartbeatMs: 25_000,
  /** Spec 2 §4.5, §9: reconnect up to 5 times, 1 s doubling to 30 s; manual after 1 s. */
  reconnect: SSE_RECONNECT,
  /**
   * Ours (openapi.yaml sendChatTyping): a member's typing reaches a chat at most this often;
   * the composer sends no more, the server drops the rest.
   */
  typingIntervalMs: 2000,
} as const;

/** The stream's event types (spec 2 §4.5; openapi.yaml ChatStreamEvent.type). */
export const CHAT_STREAM_EVENT_TYPES = [
  'message',
  'offer_update',
  'typing',
  'system',
  'heartbeat',
] as const;
export type ChatStreamEventType = (typeof CHAT_STREAM_EVENT_TYPES)[number];

export const isChatStreamEventType = (value: unknown): value is ChatStreamEventType =>
  typeof value === 'string' && (CHAT_STREAM_EVENT_TYPES as readonly string[]).includes(value);

export type ChatMessageProblem = 'empty' | 'too-long';

/** Why a message cannot be sent, or null: trimmed text non-empty (spec 2 §5.5), at most 2000. */
export function chatMessageProblem(text: string): ChatMessageProblem | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > CHAT_LIMITS.messageMaxLength) return 'too-long';
  return null;
}

/** Spec 2 §5.5: Enter sends, Shift+Enter inserts a newline. */
export const sendsOnKey = (key: string, shiftKey: boolean) => key === 'Enter' && !shiftKey;

/**
 * The reconnect delay before attempt `attempt` (1-based): 1 s doubling, at most 30 s
 * (spec 2 §4.5).
 */
export function reconnectDelayMs(attempt: number): number {
  const { baseDelayMs, maxDelayMs } = CHAT_LIMITS.reconnect;
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempt - 1), maxDelayMs);
}
