// Chat (spec 2 §2.8, §3.8, §4.5, §5.5, §8.6): limits, texts and who may use a chat. The message
// kinds (CHAT_MESSAGE_TYPES) live with the offers that write most of them.
export * from './chat-rules.ts';
export * from './chat-messages.ts';
export * from './chat-permissions.ts';
