import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { chatMessagesQueryOptions, type ItemType } from '@pedalswap/api-client';
import { CHAT_MESSAGES } from '@pedalswap/domain/chat';
import type { ChatHistoryOptions, ProfileTransaction } from '@pedalswap/ui/screens/profile-page';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';

/**
 * See Chat History on a trade of the transaction history (spec 1 §2, spec 2 §2.8): the offer's
 * chat, read-only, from GET .../chat/messages with its offerId (the latest page of 50; a
 * trade's conversation is rarely longer, and the dialog has no paging).
 */
export function useChatHistory(viewerId: string | undefined): {
  onSeeChatHistory: (transaction: ProfileTransaction) => void;
  chat: ChatHistoryOptions;
} {
  const { client } = useSession();
  const [shown, setShown] = useState<ProfileTransaction | null>(null);
  const itemId = shown?.itemId ?? shown?.bikeId ?? '';
  const messages = useInfiniteQuery({
    ...chatMessagesQueryOptions(client, {
      itemType: (shown?.itemType ?? 'bike') as ItemType,
      itemId,
      offerId: shown?.offerId ?? null,
    }),
    enabled: !!shown?.offerId && !!itemId,
  });
  return {
    onSeeChatHistory: (transaction) => setShown(transaction),
    chat: {
      open: shown !== null,
      onOpenChange: (open) => {
        if (!open) setShown(null);
      },
      status: messages.isError ? 'error' : messages.data ? 'ready' : 'loading',
      messages: messages.data?.pages[0]?.data ?? [],
      error: messages.isError ? errorMessage(messages.error, CHAT_MESSAGES.historyFailed) : null,
      onRetry: () => void messages.refetch(),
      viewerId: viewerId ?? null,
    },
  };
}
