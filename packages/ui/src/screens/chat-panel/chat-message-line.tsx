import { Badge, Flex, Text } from '@radix-ui/themes';
import type { Schema } from '@pedalswap/api-client';
import { chatRoleLabel } from '@pedalswap/domain/chat';
import { formatDateTime } from '@pedalswap/domain/shared';
import * as css from './chat-panel.css.ts';

/** A message as the panel shows it (openapi.yaml ChatMessage; the whole API object fits). */
export type ChatPanelMessage = Pick<
  Schema<'ChatMessage'>,
  | 'id'
  | 'senderId'
  | 'senderName'
  | 'senderRole'
  | 'messageText'
  | 'messageType'
  | 'createdAt'
  | 'isAdmin'
>;

interface ChatMessageLineProps {
  message: ChatPanelMessage;
  own: boolean;
  locale: string;
  timeZone?: string;
}

/**
 * One line of the chat (spec 2 §2.8, §3.8): a member's message is a bubble with the sender's
 * name, the Admin badge for staff, the role label (Owner, Admin, User), text and time; system
 * and offer messages are centred notices, so nobody mistakes them for what a person wrote.
 */
export function ChatMessageLine({ message: m, own, locale, timeZone }: ChatMessageLineProps) {
  const time = formatDateTime(m.createdAt, { locale, timeZone });
  if (m.messageType !== 'user') {
    const system = m.messageType === 'system';
    return (
      <li className={system ? css.systemLine : css.offerLine} data-kind={m.messageType}>
        <Text size="1" color="gray" as="p" className={css.text}>
          {m.messageText}
        </Text>
        <Text size="1" color="gray">
          <time dateTime={m.createdAt}>{time}</time>
        </Text>
      </li>
    );
  }
  const role = chatRoleLabel(m.senderRole);
  return (
    <li className={own ? `${css.bubble} ${css.bubbleOwn}` : css.bubble}>
      <Flex gap="2" align="center" wrap="wrap" mb="1">
        <Text size="2" weight="bold">
          {own ? `${m.senderName} (you)` : m.senderName}
        </Text>
        {m.isAdmin && (
          <Badge size="1" color="indigo" variant="soft" highContrast>
            Admin
          </Badge>
        )}
        {/* The badge already says Admin for a manager; the owner still reads Owner. */}
        {!(m.isAdmin && role === 'Admin') && (
          <Text size="1" color="gray">
            {role}
          </Text>
        )}
      </Flex>
      <Text as="p" size="2" className={css.text}>
        {m.messageText}
      </Text>
      <Text as="p" size="1" color="gray" mt="1">
        <time dateTime={m.createdAt}>{time}</time>
      </Text>
    </li>
  );
}
ChatMessageLine.displayName = 'ChatMessageLine';
