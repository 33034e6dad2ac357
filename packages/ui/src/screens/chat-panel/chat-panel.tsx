import {
  Badge,
  Button,
  Callout,
  Flex,
  Heading,
  IconButton,
  Skeleton,
  Text,
  TextArea,
} from '@radix-ui/themes';
import { ChatBubbleIcon, Cross2Icon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { CHAT_LIMITS, CHAT_MESSAGES, chatMessageProblem, sendsOnKey } from '@pedalswap/domain/chat';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChatMessageLine, type ChatPanelMessage } from './chat-message-line.tsx';
import * as css from './chat-panel.css.ts';

/** The chat-connection machine's view (packages/machines chatConnectionView), as shown. */
export const CHAT_PANEL_CONNECTIONS = [
  'connecting',
  'connected',
  'reconnecting',
  'error',
  'polling',
] as const;
export type ChatPanelConnection = (typeof CHAT_PANEL_CONNECTIONS)[number];

export const CHAT_PANEL_STATUSES = ['loading', 'error', 'ready'] as const;
export type ChatPanelStatus = (typeof CHAT_PANEL_STATUSES)[number];

const CONNECTION_LOOKS = {
  connecting: { color: 'gray', label: 'Connecting…' },
  connected: { color: 'jade', label: 'Live' },
  reconnecting: { color: 'amber', label: 'Reconnecting…' },
  error: { color: 'red', label: 'Offline' },
  // ours: the stream is not used and the chat is fetched every 20 s (spec 2 §4.5).
  polling: { color: 'gray', label: 'Updates every 20 s' },
} as const;

const PROBLEM_TEXT = { empty: CHAT_MESSAGES.empty, 'too-long': CHAT_MESSAGES.tooLong } as const;

export interface ChatPanelProps {
  /** e.g. "Chat with Maya Hood". */
  title?: string;
  /** The item the chat is about. */
  itemName?: string | null;
  status: ChatPanelStatus;
  /** Shown when status is error ("An error occurred" otherwise, spec 2 §8.6). */
  error?: string | null;
  onRetry?: () => void;
  /** Oldest first, as the API pages them. */
  messages?: readonly ChatPanelMessage[];
  /** The signed-in member: their messages sit on the right. */
  viewerId?: string | null;
  /** Earlier pages exist (Load older messages). */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  connection: ChatPanelConnection;
  /** 'Max reconnection attempts reached' and the like (spec 2 §8.6). */
  connectionMessage?: string | null;
  /** Failed reconnects so far (reconnecting). */
  attempts?: number;
  /** Offered in error: the machine's RECONNECT (after 1 s, spec 2 §4.5). */
  onReconnect?: () => void;
  /** "Maya Hood" while the other side types. */
  typingName?: string | null;
  /** Signed in and allowed to write here (spec 2 §5.5). */
  canSend: boolean;
  /** A message is on its way: sending is blocked (spec 2 §5.5). */
  sending?: boolean;
  /** Resolves once sent (the draft is then cleared); a rejection keeps the draft. */
  onSend: (text: string) => Promise<unknown> | void;
  /** The member typed in the composer (the app throttles what it sends). */
  onTyping?: () => void;
  /** Close (on phones the panel covers the page, so it always offers this when given). */
  onClose?: () => void;
  locale?: string;
  timeZone?: string;
}

/**
 * The live chat of an item between its owner and one buyer, staff reading and writing along
 * (spec 2 §2.8, §4.5, §5.5): the messages, the connection's state, who is typing, a composer
 * where Enter sends and Shift+Enter starts a new line.
 */
export function ChatPanel({
  title = 'Chat',
  itemName,
  status,
  error,
  onRetry,
  messages = [],
  viewerId,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  connection,
  connectionMessage,
  attempts = 0,
  onReconnect,
  typingName,
  canSend,
  sending = false,
  onSend,
  onTyping,
  onClose,
  locale = 'en-US',
  timeZone,
}: ChatPanelProps) {
  const headingId = useId();
  const composerId = useId();
  const problemId = useId();
  const counterId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const look = CONNECTION_LOOKS[connection];

  // Follow the newest message (a page of older ones arrives at the top and does not move it).
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const log = logRef.current;
    if (log && lastId) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  const send = () => {
    if (!canSend || sending) return;
    const why = chatMessageProblem(draft);
    if (why) {
      setProblem(PROBLEM_TEXT[why]);
      return;
    }
    setProblem(null);
    const result = onSend(draft.trim());
    if (result && typeof result.then === 'function') {
      result.then(
        () => setDraft(''),
        () => undefined,
      );
    } else {
      setDraft('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (sendsOnKey(event.key, event.shiftKey)) {
      event.preventDefault();
      send();
    }
  };

  const over = chatMessageProblem(draft) === 'too-long';

  return (
    <section className={css.panel} aria-labelledby={headingId} id="chat">
      <header className={css.header}>
        <div className={css.headerText}>
          <Heading as="h2" size="4" id={headingId}>
            {title}
          </Heading>
          {itemName && (
            <Text as="p" size="2" color="gray" truncate>
              {itemName}
            </Text>
          )}
        </div>
        <Flex align="center" gap="2">
          <Badge color={look.color} variant="soft" highContrast role="status">
            {connection === 'reconnecting' && attempts > 0
              ? `${look.label} (attempt ${attempts} of ${CHAT_LIMITS.reconnect.maxAttempts})`
              : look.label}
          </Badge>
          {onClose && (
            <IconButton variant="ghost" color="gray" aria-label="Close chat" onClick={onClose}>
              <Cross2Icon />
            </IconButton>
          )}
        </Flex>
      </header>
      {connection === 'error' && (
        <Flex className={css.notice} align="center" justify="between" gap="3" wrap="wrap">
          <Text size="2" role="alert">
            {connectionMessage ?? CHAT_MESSAGES.maxReconnectAttempts}
          </Text>
          {onReconnect && (
            <Button size="1" variant="soft" highContrast onClick={onReconnect}>
              Reconnect
            </Button>
          )}
        </Flex>
      )}
      <div
        ref={logRef}
        className={css.log}
        role="log"
        aria-live="polite"
        aria-label="Messages"
        tabIndex={0}
      >
        {status === 'loading' && (
          <Flex direction="column" gap="3" role="status" aria-label="Loading messages">
            <Skeleton width="60%" height="48px" />
            <Skeleton width="55%" height="48px" ml="auto" />
            <Skeleton width="70%" height="48px" />
          </Flex>
        )}
        {status === 'error' && (
          <Callout.Root color="red" highContrast role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{error ?? CHAT_MESSAGES.historyFailed}</Callout.Text>
            {onRetry && (
              <Button size="1" variant="soft" color="red" highContrast onClick={onRetry}>
                Try again
              </Button>
            )}
          </Callout.Root>
        )}
        {status === 'ready' && hasOlder && (
          <Button
            className={css.centre}
            size="1"
            variant="soft"
            color="gray"
            loading={loadingOlder}
            onClick={onLoadOlder}
          >
            Load older messages
          </Button>
        )}
        {status === 'ready' && messages.length === 0 && (
          <Flex direction="column" align="center" gap="2" className={css.empty}>
            <ChatBubbleIcon width="24" height="24" aria-hidden />
            <Text size="2" weight="bold">
              No messages yet
            </Text>
            <Text size="2" color="gray" align="center">
              Say hello: the other side sees your message at once.
            </Text>
          </Flex>
        )}
        {status === 'ready' && messages.length > 0 && (
          <ol className={css.list}>
            {messages.map((m) => (
              <ChatMessageLine
                key={m.id}
                message={m}
                own={!!viewerId && m.senderId === viewerId}
                locale={locale}
                timeZone={timeZone}
              />
            ))}
          </ol>
        )}
      </div>
      <form
        className={css.composer}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Text size="1" color="gray" className={css.typing} aria-live="polite">
          {typingName ? `${typingName} is typing…` : ''}
        </Text>
        <label htmlFor={composerId}>
          <Text size="2" weight="medium">
            Message
          </Text>
        </label>
        <TextArea
          id={composerId}
          value={draft}
          rows={2}
          resize="vertical"
          placeholder={canSend ? 'Write a message… (Enter sends, Shift+Enter for a new line)' : ''}
          disabled={!canSend}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${counterId}${problem ? ` ${problemId}` : ''}`}
          onChange={(event) => {
            setDraft(event.target.value);
            if (problem) setProblem(null);
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={onKeyDown}
        />
        <Flex justify="between" align="center" gap="3">
          <div>
            {problem && (
              <Text size="1" color="red" id={problemId} role="alert">
                {problem}
              </Text>
            )}
            {!canSend && (
              <Text size="1" color="gray">
                Sign in to send messages.
              </Text>
            )}
          </div>
          <Flex align="center" gap="3">
            <Text size="1" color={over ? 'red' : 'gray'} id={counterId}>
              {draft.trim().length}/{CHAT_LIMITS.messageMaxLength}
            </Text>
            <Button type="submit" disabled={!canSend} loading={sending}>
              Send
            </Button>
          </Flex>
        </Flex>
      </form>
    </section>
  );
}
ChatPanel.displayName = 'ChatPanel';
