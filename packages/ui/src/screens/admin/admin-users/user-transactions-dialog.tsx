import { Button, Dialog, Flex, Link as RadixLink, Table, Text } from '@radix-ui/themes';
import { formatNumber } from '@pedalswap/domain/shared';
import { useLinkComponent } from '../../../components/link/link.tsx';
import { ListStatus, type ListState } from '../admin-parts/admin-parts.tsx';

export interface UserTransactionRow {
  id: string;
  createdAt: string;
  transactionType: string;
  description?: string | null;
  tokenAmount: number;
  status: string;
}

export interface UserTransactionsDialogProps {
  userName: string;
  state: ListState;
  /** currentBalance and the summary of GET /users/{id}/balance (a failure shows 0, spec 3 §8). */
  totals: { currentBalance: number; totalEarned: number; totalSpent: number };
  rows: readonly UserTransactionRow[];
  /** The member's transactions on /admin/transactions, with its filters and totals. */
  ledgerHref?: string;
  onClose: () => void;
}

// Totals always say "tokens" (a ledger's sums, not one amount), so not the domain's formatTokens.
const tokens = (n: number) => `${formatNumber(n)} tokens`;

/** One member's ledger with its totals, opened from the Users page (spec 3 §2.6). */
export function UserTransactionsDialog({
  userName,
  state,
  totals,
  rows,
  ledgerHref,
  onClose,
}: UserTransactionsDialogProps) {
  const Link = useLinkComponent();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="44rem">
        <Dialog.Title>Transactions of {userName}</Dialog.Title>
        <Dialog.Description size="2" mb="2">
          Their token balance and every transaction, newest first.
        </Dialog.Description>
        <Flex gap="5" wrap="wrap" mb="3">
          <Text size="2">
            Balance: <Text weight="bold">{tokens(totals.currentBalance)}</Text>
          </Text>
          <Text size="2">Earned: {tokens(totals.totalEarned)}</Text>
          <Text size="2">Spent: {tokens(totals.totalSpent)}</Text>
        </Flex>
        <ListStatus
          state={state}
          errorText="Transactions could not be loaded. Please try again."
          empty={rows.length === 0}
          emptyText="No transactions yet."
        />
        {state === 'ready' && rows.length > 0 && (
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Description</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Tokens</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((t) => (
                <Table.Row key={t.id}>
                  <Table.Cell>{t.createdAt.slice(0, 10)}</Table.Cell>
                  <Table.Cell>{t.transactionType}</Table.Cell>
                  <Table.Cell>{t.description ?? ''}</Table.Cell>
                  <Table.Cell justify="end">
                    {t.tokenAmount > 0 ? `+${t.tokenAmount}` : t.tokenAmount}
                  </Table.Cell>
                  <Table.Cell>{t.status}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        <Flex justify={ledgerHref ? 'between' : 'end'} align="center" mt="4">
          {ledgerHref && (
            <RadixLink asChild size="2">
              <Link href={ledgerHref}>Open in Transactions</Link>
            </RadixLink>
          )}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
UserTransactionsDialog.displayName = 'UserTransactionsDialog';
