import { Badge, Flex, IconButton, Link as RadixLink, Table, Text } from '@radix-ui/themes';
import { MixerHorizontalIcon } from '@radix-ui/react-icons';
import {
  STAFF_TRANSACTION_MESSAGES,
  staffTransactionStatusLabel,
  staffTransactionTypeLabel,
  type StaffTransactionFilters,
} from '@pedalswap/domain/admin';
import {
  formatCash,
  formatDateTime,
  formatNumber,
  formatSignedTokens,
} from '@pedalswap/domain/shared';
import { useLinkComponent } from '../../../components/link/link.tsx';
import {
  AdminHeading,
  AdminPager,
  ListStatus,
  type ListState,
} from '../admin-parts/admin-parts.tsx';
import { TransactionFilterForm } from '../admin-parts/transaction-filters.tsx';

/** One transaction as the route shapes it (openapi.yaml Transaction, staff listing). */
export interface AdminTransactionRow {
  id: string;
  createdAt: string;
  member: { id: string; name: string; email: string | null };
  transactionType: string;
  status: string;
  /** Signed: negative for spent tokens and negative adjustments. */
  tokenAmount: number;
  /** US dollars, for trades with a cash part. */
  cashAmount: number | null;
  description: string | null;
  item?: { name: string; href: string };
  /** The staff member behind it (adjustments, token offers). */
  staff?: { id: string; name: string };
  balanceBefore: number | null;
  balanceAfter: number | null;
}

export interface AdminTransactionsPageProps {
  state: ListState;
  rows: readonly AdminTransactionRow[];
  total: number;
  filters: StaffTransactionFilters;
  onFiltersChange: (filters: StaffTransactionFilters) => void;
  memberLabel?: string;
  staffLabel?: string;
  /** A bad date range, named before the call. */
  filterProblem?: string;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** /admin/transaction-stats with the same filters. */
  statsHref: string;
  locale?: string;
  timeZone?: string;
}

const STATUS_COLORS: Record<string, 'jade' | 'amber' | 'red'> = {
  completed: 'jade',
  pending: 'amber',
  failed: 'red',
};

const NONE = <Text color="gray">—</Text>;

// A native title, not the kit's Tooltip: the tooltip's code in this chunk made Rollup split it
// into a chunk shared with /notifications, whose first load grew by 1 KB.
function FilterButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      size="1"
      variant="ghost"
      color="gray"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <MixerHorizontalIcon aria-hidden />
    </IconButton>
  );
}

/**
 * /admin/transactions (spec 3 §7.1, listAdminTransactions): every member's token and cash
 * transactions, newest first, 20 a page, with the contract's filters. Members link to their
 * profile; the filter buttons beside a member or a staff member narrow the list to them.
 */
export function AdminTransactionsPage({
  state,
  rows,
  total,
  filters,
  onFiltersChange,
  memberLabel,
  staffLabel,
  filterProblem,
  page,
  pages,
  onPageChange,
  statsHref,
  locale = 'en-US',
  timeZone,
}: AdminTransactionsPageProps) {
  const Link = useLinkComponent();
  return (
    <div>
      <AdminHeading title="Transactions">
        Every member&apos;s transactions, newest first
        {state === 'ready' ? ` (${formatNumber(total, locale)})` : ''}.{' '}
        <RadixLink asChild>
          <Link href={statsHref}>View the totals</Link>
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
        errorText={STAFF_TRANSACTION_MESSAGES.listFailed}
        empty={rows.length === 0}
        emptyText={STAFF_TRANSACTION_MESSAGES.listEmpty}
      />
      {state === 'ready' && rows.length > 0 && (
        <Table.Root variant="surface" size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Member</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Tokens</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Cash</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Details</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Staff</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Balance</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>
                  <time dateTime={row.createdAt}>
                    {formatDateTime(row.createdAt, { locale, timeZone })}
                  </time>
                </Table.Cell>
                <Table.RowHeaderCell>
                  <Flex gap="2" align="start">
                    <Flex direction="column">
                      <RadixLink asChild weight="medium">
                        <Link href={`/profile/${row.member.id}`}>{row.member.name}</Link>
                      </RadixLink>
                      {row.member.email && (
                        <Text size="1" color="gray">
                          {row.member.email}
                        </Text>
                      )}
                    </Flex>
                    {filters.userId !== row.member.id && (
                      <FilterButton
                        label={`Show only ${row.member.name}'s transactions`}
                        onClick={() => onFiltersChange({ ...filters, userId: row.member.id })}
                      />
                    )}
                  </Flex>
                </Table.RowHeaderCell>
                <Table.Cell>{staffTransactionTypeLabel(row.transactionType)}</Table.Cell>
                <Table.Cell>
                  <Badge color={STATUS_COLORS[row.status] ?? 'gray'} highContrast>
                    {staffTransactionStatusLabel(row.status)}
                  </Badge>
                </Table.Cell>
                <Table.Cell justify="end">
                  <Text wrap="nowrap">{formatSignedTokens(row.tokenAmount, locale)}</Text>
                </Table.Cell>
                <Table.Cell justify="end">
                  {row.cashAmount === null ? NONE : formatCash(row.cashAmount, locale)}
                </Table.Cell>
                <Table.Cell>
                  <Flex direction="column">
                    {row.item && (
                      <RadixLink asChild>
                        <Link href={row.item.href}>{row.item.name}</Link>
                      </RadixLink>
                    )}
                    {row.description && <Text size="1">{row.description}</Text>}
                    {!row.item && !row.description && NONE}
                  </Flex>
                </Table.Cell>
                <Table.Cell>
                  {row.staff ? (
                    <Flex gap="2" align="start">
                      <RadixLink asChild>
                        <Link href={`/profile/${row.staff.id}`}>{row.staff.name}</Link>
                      </RadixLink>
                      {filters.adminId !== row.staff.id && (
                        <FilterButton
                          label={`Show only transactions by ${row.staff.name}`}
                          onClick={() => onFiltersChange({ ...filters, adminId: row.staff!.id })}
                        />
                      )}
                    </Flex>
                  ) : (
                    NONE
                  )}
                </Table.Cell>
                <Table.Cell justify="end">
                  {row.balanceAfter === null ? (
                    NONE
                  ) : (
                    <Text wrap="nowrap">
                      {row.balanceBefore !== null && (
                        <Text color="gray">{formatNumber(row.balanceBefore, locale)} → </Text>
                      )}
                      {formatNumber(row.balanceAfter, locale)}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {state === 'ready' && <AdminPager page={page} pages={pages} onPageChange={onPageChange} />}
    </div>
  );
}
AdminTransactionsPage.displayName = 'AdminTransactionsPage';
