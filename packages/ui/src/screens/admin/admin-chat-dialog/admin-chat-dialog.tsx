import { Button, Callout, Dialog, Flex, Skeleton, Text, TextArea } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { CHAT_MESSAGES, chatMessageProblem, sendsOnKey } from '@pedalswap/domain/chat';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChatMessageLine, type ChatPanelMessage } from '../../chat-panel/chat-message-line.tsx';
import * as css from './admin-chat-dialog.css.ts';

export const ADMIN_CHAT_STATUSES = ['loading', 'error', 'ready'] as const;
export type AdminChatStatus = (typeof ADMIN_CHAT_STATUSES)[number];

const PROBLEM_TEXT = { empty: CHAT_MESSAGES.empty, 'too-long': CHAT_MESSAGES.tooLong } as const;

export interface AdminChatDialogProps {
  /** The item the chat is about (the dialog's title). */
  itemName: string;
  /** The buyer of this chat, when known (an offer's sender). */
  buyerName?: string | null;
  /** The staff-chat machine's view: loading, failed (error) or ready (polling/sending too). */
  status: AdminChatStatus;
  error?: string | null;
  onRetry: () => void;
  /** Oldest first. */
  messages: readonly ChatPanelMessage[];
  /** The signed-in staff member: their messages sit on the right. */
  viewerId: string | null;
  /** A message is on its way: the composer waits. */
  sending: boolean;
  /** The last send failed: shown above the composer, which keeps the text. */
  sendError?: string | null;
  /** The id of the last message sent: the composer clears itself when it changes. */
  lastSentId: string | null;
  onSend: (text: string) => void;
  onClose: () => void;
  locale?: string;
  timeZone?: string;
}

/**
 * The staff chat dialog (spec 3 §7.2, §5 "Admin chat message"): an item's chat with one buyer,
 * read and written by staff. The staff-chat machine behind it polls every 20 s while it is open;
 * this only shows its view. Enter sends, Shift+Enter starts a new line; an empty message is not
 * sent (the domain's chatMessageProblem).
 */
export function AdminChatDialog({
  itemName,
  buyerName,
  status,
  error,
  onRetry,
  messages,
  viewerId,
  sending,
  sendError,
  lastSentId,
  onSend,
  onClose,
  locale = 'en-US',
  timeZone,
}: AdminChatDialogProps) {
  const composerId = useId();
  const problemId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);

  // A message went through: the composer empties (a failed send keeps the text).
  useEffect(() => {
    if (lastSentId) setDraft('');
  }, [lastSentId]);

  // Follow the newest message.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const log = logRef.current;
    if (log && lastId) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  const send = () => {
    if (sending || status !== 'ready') return;
    const why = chatMessageProblem(draft);
    if (why) {
      setProblem(PROBLEM_TEXT[why]);
      return;
    }
    setProblem(null);
    onSend(draft.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (sendsOnKey(event.key, event.shiftKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        maxWidth="40rem"
        // Staff open a chat to write: the composer, not the message log, takes the focus.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          composerRef.current?.focus();
        }}
      >
        <Dialog.Title>Chat about {itemName}</Dialog.Title>
        <Dialog.Description size="2" mb="3" color="gray">
          {buyerName ? `With ${buyerName}. ` : ''}Updates every 20 s while open.
        </Dialog.Description>
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
            </Flex>
          )}
          {status === 'error' && (
            <Callout.Root color="red" highContrast role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{error ?? CHAT_MESSAGES.historyFailed}</Callout.Text>
              <Button size="1" variant="soft" color="red" highContrast onClick={onRetry}>
                Try again
              </Button>
            </Callout.Root>
          )}
          {status === 'ready' && messages.length === 0 && (
            <Text as="p" size="2" color="gray" align="center">
              No messages yet.
            </Text>
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
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Flex direction="column" gap="2" mt="3">
            {sendError && (
              <Text size="2" color="red" role="alert">
                {sendError}
              </Text>
            )}
            <label htmlFor={composerId}>
              <Text size="2" weight="medium">
                Message
              </Text>
            </label>
            <TextArea
              ref={composerRef}
              id={composerId}
              value={draft}
              rows={2}
              resize="vertical"
              placeholder="Write a message… (Enter sends, Shift+Enter for a new line)"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                if (problem) setProblem(null);
              }}
              onKeyDown={onKeyDown}
            />
            {problem && (
              <Text size="1" color="red" id={problemId} role="alert">
                {problem}
              </Text>
            )}
            <Flex justify="end" gap="2">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Close
                </Button>
              </Dialog.Close>
              <Button type="submit" highContrast loading={sending} disabled={status !== 'ready'}>
                Send
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
