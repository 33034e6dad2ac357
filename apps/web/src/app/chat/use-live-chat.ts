// One open chat in the browser (spec 2 §2.8, §4.5, §5.5, §8.6): its messages page by page, the
// live stream run by the chat-connection machine (token refresh on a 401, backoff, polling in
// error), read markers, sending and the typing signal. Returns the ChatPanel's props.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  ApiRequestError,
  chatPageQueryOptions,
  itemKeys,
  markChatRead,
  offerKeys,
  sendChatMessageMutationOptions,
  sendChatTyping,
  type ChatAddress,
  type ChatMessage,
  type ChatMessagesPage,
} from '@pedalswap/api-client';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@pedalswap/domain/chat';
// By path: the machines' index would bring every machine into this chunk.
import {
  chatConnectionMachine,
  chatConnectionView,
} from '@pedalswap/machines/chat-connection/chat-connection.machine';
import { requestRefresh } from '@pedalswap/machines/session/session-client';
import { toast, toastSuccess } from '@pedalswap/ui/components/toaster';
import type { ChatPanelProps } from '@pedalswap/ui/screens/chat-panel';
import { errorMessage } from '../error-message.ts';
import { useSession } from '../session/session-context.tsx';
import { chatStreamActor } from './chat-stream.ts';

/** Ours: how long "… is typing" stays after the last typing event. */
const TYPING_SHOWN_MS = 4000;

/** Adds a message to page 1 (the newest) unless it holds it already. */
function withMessage(
  page: ChatMessagesPage | undefined,
  message: ChatMessage,
): ChatMessagesPage | undefined {
  if (!page || page.data.some((m) => m.id === message.id)) return page;
  return { ...page, data: [...page.data, message] };
}

export interface LiveChatOptions {
  address: ChatAddress;
  /** The panel's header, e.g. "Chat with Maya Hood". */
  title: string;
  itemName?: string;
  onClose?: () => void;
}

export function useLiveChat({
  address,
  title,
  itemName,
  onClose,
}: LiveChatOptions): ChatPanelProps {
  const { client, actor: session, user } = useSession();
  const queryClient = useQueryClient();
  // Page 1 (the latest messages) is a query the stream writes into; older pages, fetched on
  // Load older messages, are kept beside it, oldest last (a plain query keeps the pages' first
  // load light: no infinite-query code).
  const latest = chatPageQueryOptions(client, address, 1);
  const messages = useQuery(latest);
  const [older, setOlder] = useState<ChatMessagesPage[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const lastPage = older.at(-1) ?? messages.data;
  const hasOlder = !!lastPage && lastPage.pagination.page < lastPage.pagination.totalPages;
  const send = useMutation(sendChatMessageMutationOptions(client));
  const [typingName, setTypingName] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);

  // The machine is made once per chat; what it calls reads the latest values through refs.
  const live = useRef({ address, refetch: messages.refetch });
  live.current = { address, refetch: messages.refetch };
  const connection = useActorRef(
    chatConnectionMachine.provide({
      actors: {
        connectStream: chatStreamActor(address),
        refreshToken: fromPromise(async () => {
          if (!(await requestRefresh(session))) throw new Error('session ended');
          const token = session.getSnapshot().context.accessToken;
          if (!token) throw new Error('session ended');
          return token;
        }),
        fetchMessages: fromPromise(async () => {
          await live.current.refetch();
        }),
      },
    }),
    {
      input: {
        useStream: typeof EventSource !== 'undefined',
        token: session.getSnapshot().context.accessToken ?? null,
      },
    },
  );
  const view = useSelector(connection, chatConnectionView);

  // Everything the stream says: new messages into page 1, offer changes refresh the offers and
  // the item, typing shows for a moment, unknown types are only logged (spec 2 §4.5).
  useEffect(() => {
    const onEvent = connection.on('streamEvent', ({ data }) => {
      switch (data.type) {
        case 'message': {
          const message = data.message as ChatMessage;
          queryClient.setQueryData(latest.queryKey, (old) => withMessage(old, message));
          if (message.senderId !== user?.id) {
            setTypingName(null);
            void markChatRead(client, live.current.address).catch(() => undefined);
          }
          return;
        }
        case 'offer_update':
        case 'system':
          void queryClient.invalidateQueries({
            queryKey: offerKeys.item(address.itemType, address.itemId),
          });
          void queryClient.invalidateQueries({
            queryKey: itemKeys.detail(address.itemType, address.itemId),
          });
          return;
        case 'typing':
          setTypingName(typeof data.senderName === 'string' ? data.senderName : null);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setTypingName(null), TYPING_SHOWN_MS);
          return;
      }
    });
    const onUnknown = connection.on('unknownEvent', ({ data }) =>
      console.info('chat stream: unknown event', data),
    );
    // After a drop the stream replays from the last id; reading page 1 again covers what a
    // stream that ended before its first event could not say (issue 25 item 5).
    const onReopened = connection.on('reopened', () => void live.current.refetch());
    return () => {
      onEvent.unsubscribe();
      onUnknown.unsubscribe();
      onReopened.unsubscribe();
      clearTimeout(typingTimer.current);
    };
    // The key is derived from the address, which is fixed for this chat.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connection, queryClient, client, user?.id]);

  // Opening the chat reads it (the unread flags of the offers list follow).
  const loaded = messages.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    void markChatRead(client, live.current.address)
      .then(() =>
        queryClient.invalidateQueries({
          queryKey: offerKeys.item(live.current.address.itemType, live.current.address.itemId),
        }),
      )
      .catch(() => undefined);
  }, [loaded, client, queryClient]);

  const list = useMemo(() => {
    if (!messages.data) return [];
    // A message that moved to page 2 since page 1 was read is shown once.
    const seen = new Set(messages.data.data.map((m) => m.id));
    const before = [...older]
      .reverse()
      .flatMap((p) => p.data)
      .filter((m) => !seen.has(m.id));
    return [...before, ...messages.data.data];
  }, [messages.data, older]);

  const loadOlder = () => {
    if (!lastPage || loadingOlder) return;
    setLoadingOlder(true);
    queryClient
      .fetchQuery(chatPageQueryOptions(client, address, lastPage.pagination.page + 1))
      .then((page) => setOlder((pages) => [...pages, page]))
      .catch((error: unknown) =>
        toast.error(CHAT_MESSAGES.historyFailed, {
          description: errorMessage(error, CHAT_MESSAGES.historyFailed),
        }),
      )
      .finally(() => setLoadingOlder(false));
  };

  return {
    title,
    itemName,
    status: messages.isError && !messages.data ? 'error' : messages.data ? 'ready' : 'loading',
    error: messages.isError ? errorMessage(messages.error, CHAT_MESSAGES.historyFailed) : null,
    onRetry: () => void messages.refetch(),
    messages: list,
    viewerId: user?.id ?? null,
    hasOlder,
    loadingOlder,
    onLoadOlder: loadOlder,
    connection: view.status === 'closed' ? 'error' : view.status,
    connectionMessage: view.error,
    attempts: view.attempts,
    onReconnect: view.canReconnect ? () => connection.send({ type: 'RECONNECT' }) : undefined,
    typingName,
    canSend: !!user,
    sending: send.isPending,
    onSend: (message) =>
      send.mutateAsync({ ...address, message }).then(
        (sent) => {
          queryClient.setQueryData(latest.queryKey, (old) => withMessage(old, sent));
          toastSuccess(CHAT_MESSAGES.sent);
        },
        (error: unknown) => {
          // Spec 2 §8.6: a rate-limit answer is only logged.
          if (
            error instanceof ApiRequestError &&
            error.message.includes(CHAT_MESSAGES.rateLimitMarker)
          )
            console.warn('chat: rate limited', error.message);
          else
            toast.error(CHAT_MESSAGES.sendFailed, {
              description: errorMessage(error, CHAT_MESSAGES.sendFailed),
            });
          throw error;
        },
      ),
    onTyping: () => {
      const now = Date.now();
      if (now - lastTypingSent.current < CHAT_LIMITS.typingIntervalMs) return;
      lastTypingSent.current = now;
      void sendChatTyping(client, address).catch(() => undefined);
    },
    onClose,
  };
}
