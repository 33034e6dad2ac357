import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { balanceQueryOptions, transactionsQueryOptions } from '@pedalswap/api-client';
import { LIMITS } from '@pedalswap/domain/shared';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import type { ProfilePageProps } from '@pedalswap/ui/screens/profile-page';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';
import { useChatHistory } from './use-chat-history.ts';

type Status = 'loading' | 'error' | 'ready';
const statusOf = (q: { isPending: boolean; isError: boolean }): Status =>
  q.isPending ? 'loading' : q.isError ? 'error' : 'ready';

/**
 * Token Balance & Trading History of a member (spec 1 §2): the balance, the 5 newest
 * transactions of page 1, and the View Full History dialog, whose pages load while it is open.
 */
export function useBalanceSection(userId: string | undefined): ProfilePageProps['balance'] {
  const { client } = useSession();
  const id = userId ?? '';
  const enabled = Boolean(userId);
  const balance = useQuery({ ...balanceQueryOptions(client, id), enabled });
  const recent = useQuery({ ...transactionsQueryOptions(client, id, { page: 1 }), enabled });
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyPage, setHistoryPage] = useState(1);
  const history = useQuery({
    ...transactionsQueryOptions(client, id, { page: historyPage }),
    enabled: enabled && historyOpen,
  });
  const chatHistory = useChatHistory(userId);

  return {
    status: statusOf(balance),
    balance: balance.data ?? null,
    error: balance.isError
      ? errorMessage(balance.error, PROFILE_PAGE_MESSAGES.balanceFailed)
      : null,
    onRetry: () => void balance.refetch(),
    recent: {
      status: statusOf(recent),
      items: (recent.data?.transactions ?? []).slice(0, LIMITS.recentTransactions),
      error: recent.isError
        ? errorMessage(recent.error, PROFILE_PAGE_MESSAGES.transactionsFailed)
        : null,
      onRetry: () => void recent.refetch(),
    },
    history: {
      open: historyOpen,
      onOpenChange: (open) => {
        setHistoryOpen(open);
        if (open) setHistoryPage(1);
      },
      status: statusOf(history),
      transactions: history.data?.transactions ?? [],
      error: history.isError
        ? errorMessage(history.error, PROFILE_PAGE_MESSAGES.transactionsFailed)
        : null,
      onRetry: () => void history.refetch(),
      page: historyPage,
      pageCount: Math.max(1, history.data?.pagination.totalPages ?? 1),
      onPageChange: setHistoryPage,
      ...chatHistory,
    },
  };
}

/** Scrolls to the section a hash names (#your-bikes ...) once the page has rendered it. */
export function scrollToHash(hash: string) {
  if (!hash) return;
  document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
}
