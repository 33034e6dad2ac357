import { Badge, Button, Dialog, Flex, Skeleton, Text } from '@radix-ui/themes';
import { ChatBubbleIcon } from '@radix-ui/react-icons';
import { PROFILE_PAGE_MESSAGES, ROLE_LABELS, normalizeRole } from '@pedalswap/domain/accounts';
import { formatDateTime } from '@pedalswap/domain/shared';
import { EmptyState, SectionError } from './profile-section.tsx';
import * as css from './profile-page.css.ts';
import type { ProfileChatMessage, SectionStatus } from './types.ts';

export const CHAT_CONNECTIONS = ['connected', 'reconnecting', 'error'] as const;
export type ChatConnection = (typeof CHAT_CONNECTIONS)[number];

const CONNECTION_LOOKS = {
  connected: { color: 'jade', label: 'Live' },
  reconnecting: { color: 'amber', label: 'Reconnecting…' },
  error: { color: 'red', label: 'Offline' },
} as const;

export interface ChatHistoryDialogProps {
  /** Controlled; the transaction history opens it from See Chat History. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The traded item, named in the description. */
  itemName?: string | null;
  status: SectionStatus;
  messages?: readonly ProfileChatMessage[];
  /** Shown when status is error; "An error occurred" otherwise (spec 1 §8). */
  error?: string | null;
  onRetry?: () => void;
  /** The member whose profile this is: their messages sit on the right. */
  viewerId?: string | null;
  /** The live stream's state (spec 1 §4), when the app follows it. */
  connection?: ChatConnection;
  /** e.g. "Max reconnection attempts reached". */
  connectionMessage?: string | null;
  locale?: string;
  timeZone?: string;
}

/** The read-only conversation of one trade (spec 1 §2): no composer, just the record. */
export function ChatHistoryDialog({
  open,
  defaultOpen,
  onOpenChange,
  itemName,
  status,
  messages = [],
  error,
  onRetry,
  viewerId,
  connection,
  connectionMessage,
  locale = 'en-US',
  timeZone,
}: ChatHistoryDialogProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth="560px"
        // The dialog itself takes focus, not the scrollable log (which would wear a focus ring
        // nobody asked for); Tab reaches the log and Close from there.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <Flex justify="between" align="start" gap="3">
          <div>
            <Dialog.Title>Chat History</Dialog.Title>
            <Dialog.Description size="2" color="gray" mb="4">
              {itemName ? `${itemName} · read-only` : 'Read-only record of this trade'}
            </Dialog.Description>
          </div>
          {connection && (
            <Badge color={CONNECTION_LOOKS[connection].color} variant="soft" highContrast>
              {CONNECTION_LOOKS[connection].label}
            </Badge>
          )}
        </Flex>
        {connectionMessage && (
          <Text as="p" size="2" color="gray" mb="3" role="status">
            {connectionMessage}
          </Text>
        )}
        {status === 'loading' && (
          <Flex direction="column" gap="3" role="status" aria-label="Loading messages">
            <Skeleton width="60%" height="48px" />
            <Skeleton width="55%" height="48px" ml="auto" />
            <Skeleton width="70%" height="48px" />
          </Flex>
        )}
        {status === 'error' && (
          <SectionError
            message={error ?? PROFILE_PAGE_MESSAGES.chatHistoryFailed}
            onRetry={onRetry}
          />
        )}
        {status === 'ready' && messages.length === 0 && (
          <EmptyState icon={<ChatBubbleIcon width="20" height="20" />} title="No messages">
            Nothing was said in this trade&apos;s chat.
          </EmptyState>
        )}
        {status === 'ready' && messages.length > 0 && (
          <ol className={`${css.list} ${css.chatLog}`} aria-label="Messages" tabIndex={0}>
            {messages.map((m) => (
              <ChatLine
                key={m.id}
                message={m}
                own={!!viewerId && m.senderId === viewerId}
                locale={locale}
                timeZone={timeZone}
              />
            ))}
          </ol>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray" highContrast>
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
ChatHistoryDialog.displayName = 'ChatHistoryDialog';

interface ChatLineProps {
  message: ProfileChatMessage;
  own: boolean;
  locale: string;
  timeZone?: string;
}

function ChatLine({ message: m, own, locale, timeZone }: ChatLineProps) {
  const time = formatDateTime(m.createdAt, { locale, timeZone });
  if (m.messageType !== 'user') {
    return (
      <li className={css.systemLine}>
        <Text size="1" color="gray">
          {m.messageText} · <time dateTime={m.createdAt}>{time}</time>
        </Text>
      </li>
    );
  }
  return (
    <li className={own ? `${css.bubble} ${css.bubbleOwn}` : css.bubble}>
      <Flex gap="2" align="center" wrap="wrap" mb="1">
        <Text size="2" weight="bold">
          {m.senderName}
        </Text>
        {m.isAdmin ? (
          <Badge size="1" color="indigo" variant="soft" highContrast>
            Admin
          </Badge>
        ) : (
          <Text size="1" color="gray">
            {ROLE_LABELS[normalizeRole(m.senderRole)]}
          </Text>
        )}
      </Flex>
      <Text as="p" size="2">
        {m.messageText}
      </Text>
      <Text as="p" size="1" color="gray" mt="1">
        <time dateTime={m.createdAt}>{time}</time>
      </Text>
    </li>
  );
}
