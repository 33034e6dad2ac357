import { Card, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { STAFF_TRANSACTION_MESSAGES, type StaffTransactionFilters } from '@pedalswap/domain/admin';
import {
  formatCash,
  formatNumber,
  formatSignedTokens,
  formatTokens,
} from '@pedalswap/domain/shared';
import { useLinkComponent } from '../../../components/link/link.tsx';
import { AdminHeading, ListStatus, type ListState } from '../admin-parts/admin-parts.tsx';
import { TransactionFilterForm } from '../admin-parts/transaction-filters.tsx';

/** The figures of GET /admin/transaction-stats (openapi.yaml TransactionStats). */
export interface TransactionStatsFigures {
  totalTransactions: number;
  completedTransactions: number;
  pendingTransactions: number;
  failedTransactions: number;
  totalTokensEarned: number;
  totalTokensSpent: number;
  /** Net of staff adjustments: may be negative. */
  totalTokensAdjusted: number;
  /** US dollars. */
  totalCashAmount: number;
}

export interface TransactionStatsPageProps {
  state: ListState;
  stats?: TransactionStatsFigures;
  filters: StaffTransactionFilters;
  onFiltersChange: (filters: StaffTransactionFilters) => void;
  memberLabel?: string;
  staffLabel?: string;
  /** A bad date range, named before the call. */
  filterProblem?: string;
  /** /admin/transactions with the same filters. */
  transactionsHref: string;
  locale?: string;
}

/** One figure, a group named by its label (so it is found, and read, as "Cash: $0.00"). */
function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card role="group" aria-label={label}>
      <Flex direction="column" gap="1">
        <Text as="p" size="2" color="gray">
          {label}
        </Text>
        <Text as="p" size="6" weight="bold">
          {value}
        </Text>
        {detail && (
          <Text as="p" size="1" color="gray">
            {detail}
          </Text>
        )}
      </Flex>
    </Card>
  );
}

/**
 * /admin/transaction-stats (spec 3 §7.1, getTransactionStats): the totals over every transaction
 * the filters match: how many by status, and of the completed ones the tokens earned, spent and
 * adjusted by staff, and the cash that changed hands.
 */
export function TransactionStatsPage({
  state,
  stats,
  filters,
  onFiltersChange,
  memberLabel,
  staffLabel,
  filterProblem,
  transactionsHref,
  locale = 'en-US',
}: TransactionStatsPageProps) {
  const Link = useLinkComponent();
  const count = (n: number) => formatNumber(n, locale);
  return (
    <div>
      <AdminHeading title="Transaction Stats">
        The totals of every transaction matching the filters.{' '}
        <RadixLink asChild>
          <Link href={transactionsHref}>View these transactions</Link>
        </RadixLink>
      </AdminHeading>
      <TransactionFilterForm
        key={JSON.stringify(filters)}
        filters={filters}
        onApply={onFiltersChange}
        memberLabel={memberLabel}
        staffLabel={staffLabel}
        problem={filterProblem}
      />
      <ListStatus
        state={state}
        errorText={STAFF_TRANSACTION_MESSAGES.statsFailed}
        empty={stats?.totalTransactions === 0}
        emptyText={STAFF_TRANSACTION_MESSAGES.listEmpty}
      />
      {state === 'ready' && stats && (
        <Flex direction="column" gap="5" mt="2">
          <section aria-labelledby="stats-counts">
            <Heading as="h2" size="4" id="stats-counts" mb="2">
              Transactions
            </Heading>
            <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3">
              <Figure label="All" value={count(stats.totalTransactions)} />
              <Figure label="Completed" value={count(stats.completedTransactions)} />
              <Figure label="Pending" value={count(stats.pendingTransactions)} />
              <Figure label="Failed" value={count(stats.failedTransactions)} />
            </Grid>
          </section>
          <section aria-labelledby="stats-amounts">
            {/* The server sums completed transactions only (TransactionStats). */}
            <Heading as="h2" size="4" id="stats-amounts" mb="2">
              Amounts of completed transactions
            </Heading>
            <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3">
              <Figure label="Tokens earned" value={formatTokens(stats.totalTokensEarned, locale)} />
              <Figure label="Tokens spent" value={formatTokens(stats.totalTokensSpent, locale)} />
              <Figure
                label="Staff adjustments"
                value={formatSignedTokens(stats.totalTokensAdjusted, locale)}
                detail="Net of additions and removals"
              />
              <Figure
                label="Cash"
                value={formatCash(stats.totalCashAmount, locale)}
                detail="Each cash trade counted once"
              />
            </Grid>
          </section>
        </Flex>
      )}
    </div>
  );
}
TransactionStatsPage.displayName = 'TransactionStatsPage';
