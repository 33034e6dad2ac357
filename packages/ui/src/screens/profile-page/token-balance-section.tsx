import { Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { CounterClockwiseClockIcon, TokensIcon } from '@radix-ui/react-icons';
import { LIMITS } from '@pedalswap/domain/shared';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import type { ReactNode } from 'react';
import { formatNumber, formatTokens } from '@pedalswap/domain/shared';
import { EmptyState, ProfileSection, SectionBody, SectionError } from './profile-section.tsx';
import * as css from './profile-page.css.ts';
import {
  TransactionHistoryDialog,
  type TransactionHistoryDialogProps,
} from './transaction-history-dialog.tsx';
import { TransactionRow } from './transaction-row.tsx';
import type { ProfileBalance, ProfileTransaction, SectionData, SectionStatus } from './types.ts';

export interface TokenBalanceSectionProps {
  /** GET /users/{id}/balance. */
  status: SectionStatus;
  balance?: ProfileBalance | null;
  /** Shown when status is error. */
  error?: string | null;
  onRetry?: () => void;
  /** The first page of GET /users/{id}/transactions; the 5 newest are shown. */
  recent: SectionData<ProfileTransaction> & { onRetry?: () => void };
  /** The View Full History dialog. */
  history: Omit<TransactionHistoryDialogProps, 'locale' | 'timeZone'>;
  locale?: string;
  timeZone?: string;
}

/** Token Balance & Trading History (spec 1 §2): the balance, its summary, recent transactions. */
export function TokenBalanceSection({
  status,
  balance,
  error,
  onRetry,
  recent,
  history,
  locale = 'en-US',
  timeZone,
}: TokenBalanceSectionProps) {
  return (
    <ProfileSection
      id="token-balance"
      title="Token Balance & Trading History"
      description="Tokens move when trades complete; pending tokens are held for accepted offers."
      action={<TransactionHistoryDialog {...history} locale={locale} timeZone={timeZone} />}
    >
      {status === 'loading' && (
        <div className={css.statGrid} role="status" aria-label="Loading token balance">
          <Skeleton className={css.statWide} height="96px" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="68px" />
          ))}
        </div>
      )}
      {status === 'error' && (
        <SectionError message={error ?? PROFILE_PAGE_MESSAGES.balanceFailed} onRetry={onRetry} />
      )}
      {status === 'ready' && balance && <BalanceFigures balance={balance} locale={locale} />}
      <Flex direction="column" gap="1">
        <Heading as="h3" size="3">
          Recent transactions
        </Heading>
        <SectionBody
          status={recent.status}
          items={recent.items}
          error={recent.error}
          fallbackError={PROFILE_PAGE_MESSAGES.transactionsFailed}
          onRetry={recent.onRetry}
          loadingLabel="Loading recent transactions"
          empty={
            <EmptyState
              icon={<CounterClockwiseClockIcon width="20" height="20" />}
              title="No transactions yet"
            >
              Complete a trade and it will show up here.
            </EmptyState>
          }
        >
          {(items) => (
            <ul className={css.list} aria-label="Recent transactions">
              {items.slice(0, LIMITS.recentTransactions).map((t) => (
                <TransactionRow key={t.id} transaction={t} locale={locale} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </SectionBody>
      </Flex>
    </ProfileSection>
  );
}
TokenBalanceSection.displayName = 'TokenBalanceSection';

function BalanceFigures({ balance, locale }: { balance: ProfileBalance; locale: string }) {
  const { summary } = balance;
  return (
    <dl className={css.statGrid}>
      <div className={`${css.balanceStat} ${css.statWide}`}>
        <Text size="2" color="gray" asChild>
          <dt className={css.balanceLabel}>
            <TokensIcon width="18" height="18" aria-hidden /> Current balance
          </dt>
        </Text>
        <Text size={{ initial: '7', sm: '8' }} weight="bold" asChild>
          <dd className={css.ddReset}>{formatTokens(balance.currentBalance, locale)}</dd>
        </Text>
      </div>
      <Stat label="Total earned" value={formatTokens(summary.totalEarned, locale)} />
      <Stat label="Total spent" value={formatTokens(summary.totalSpent, locale)} />
      <Stat label="Pending" value={formatTokens(summary.pendingTokens, locale)} />
      <Stat label="Trades in progress" value={formatNumber(summary.tradesInProgress, locale)} />
    </dl>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={css.stat}>
      <Text size="1" color="gray" asChild>
        <dt>{label}</dt>
      </Text>
      <Text size={{ initial: '3', sm: '4' }} weight="bold" asChild>
        <dd className={css.ddReset}>{value}</dd>
      </Text>
    </div>
  );
}
