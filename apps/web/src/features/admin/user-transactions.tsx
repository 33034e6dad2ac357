import { useQuery } from '@tanstack/react-query';
import { balanceQueryOptions, transactionsQueryOptions } from '@pedalswap/api-client';
import { UserTransactionsDialog } from '@pedalswap/ui/screens/admin/admin-users';
import { useSession } from '../../app/session/session-context.tsx';

/**
 * The per-member ledger with its totals (spec 3 §2.6); a balance failure shows 0 (§8). It links
 * to the member's rows on /admin/transactions, the staff ledger's way in besides the address.
 */
export function UserTransactions({
  userId,
  userName,
  onClose,
}: {
  userId: string;
  userName: string;
  onClose: () => void;
}) {
  const { client } = useSession();
  const balance = useQuery(balanceQueryOptions(client, userId));
  const ledger = useQuery(transactionsQueryOptions(client, userId, { limit: 50 }));
  return (
    <UserTransactionsDialog
      userName={userName}
      state={ledger.isPending ? 'loading' : ledger.isError ? 'error' : 'ready'}
      totals={{
        currentBalance: balance.data?.currentBalance ?? 0,
        totalEarned: balance.data?.summary.totalEarned ?? 0,
        totalSpent: balance.data?.summary.totalSpent ?? 0,
      }}
      rows={ledger.data?.transactions ?? []}
      ledgerHref={`/admin/transactions?userId=${encodeURIComponent(userId)}`}
      onClose={onClose}
    />
  );
}
