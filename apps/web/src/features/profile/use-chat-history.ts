import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unwrap, type ItemType } from '@pedalswap/api-client';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
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
  const offerId = shown?.offerId ?? '';
  const itemType = (shown?.itemType ?? 'bike') as ItemType;
  // The call itself, not the api-client's chat queries: those would join the profile's first
  // load (scripts/check-bundle-size.mjs) for a dialog few open.
  const messages = useQuery({
    queryKey: ['chat', 'history', itemType, itemId, offerId],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/items/{type}/{id}/chat/messages', {
          params: { path: { type: itemType, id: itemId }, query: { offerId } },
          signal,
        }),
      ),
    enabled: !!offerId && !!itemId,
  });
  return {
    onSeeChatHistory: (transaction) => setShown(transaction),
    chat: {
      open: shown !== null,
      onOpenChange: (open) => {
        if (!open) setShown(null);
      },
      status: messages.isError ? 'error' : messages.data ? 'ready' : 'loading',
      messages: messages.data?.data ?? [],
      error: messages.isError
        ? errorMessage(messages.error, PROFILE_PAGE_MESSAGES.chatHistoryFailed)
        : null,
      onRetry: () => void messages.refetch(),
      viewerId: viewerId ?? null,
    },
  };
}
