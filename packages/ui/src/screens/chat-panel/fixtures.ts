// Story data of the chat panel: a buyer (Jonas), the bike's owner (Maya) and staff.
import type { ChatPanelMessage } from './chat-message-line.tsx';

export const TIME_ZONE = 'America/Los_Angeles';
export const MAYA_ID = 'a1000000-0000-4000-8000-000000000001';
export const JONAS_ID = 'a1000000-0000-4000-8000-000000000002';

const msg = (
  n: number,
  over: Partial<ChatPanelMessage> & Pick<ChatPanelMessage, 'messageText'>,
): ChatPanelMessage => ({
  id: `cc000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  senderId: JONAS_ID,
  senderName: 'Jonas Reyes',
  senderRole: 'user',
  messageType: 'user',
  createdAt: `2026-11-19T${String(16 + Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '40' : '05'}:00.000Z`,
  isAdmin: false,
  ...over,
});

export const CONVERSATION: ChatPanelMessage[] = [
  msg(1, {
    messageType: 'offer_created',
    senderId: null,
    senderName: 'PedalSwap',
    messageText: 'Jonas Reyes offered $1,450.00 for Santa Cruz Stigmata.',
  }),
  msg(2, {
    messageText:
      'Hi! Is the Stigmata still running the GRX 600 groupset?\nLooking at it for the Oregon Outback.',
  }),
  msg(3, {
    senderId: MAYA_ID,
    senderName: 'Maya Hood',
    senderRole: 'owner',
    isAdmin: true,
    messageText: 'It is, with new pads front and rear. Happy to meet at the Sellwood Bridge lot.',
  }),
  msg(4, {
    senderId: 'a1000000-0000-4000-8000-000000000003',
    senderName: 'Priya Natarajan',
    senderRole: 'manager',
    isAdmin: true,
    messageText: 'Both of you: tokens are released once the trade is marked complete.',
  }),
  msg(5, {
    messageType: 'system',
    senderId: null,
    senderName: 'PedalSwap',
    messageText: 'This offer expires in 72 hours.',
  }),
];
