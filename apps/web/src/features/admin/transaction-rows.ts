// A transaction of the contract as the staff ledger's table shows it, and the names of the member
// and staff member the URL's filters point at (the URL carries only their ids; the rows of the
// filtered list all belong to them, so the first row names them).
import type { Transaction } from '@pedalswap/api-client';
import type { StaffTransactionFilters } from '@pedalswap/domain/admin';
import type { AdminTransactionRow } from '@pedalswap/ui/screens/admin/admin-transactions';

export function toTransactionRow(t: Transaction): AdminTransactionRow {
  return {
    id: t.id,
    createdAt: t.createdAt,
    member: {
      id: t.userId,
      name: t.userName?.trim() || t.userEmail || 'Former member',
      email: t.userEmail ?? null,
    },
    transactionType: t.transactionType,
    status: t.status,
    tokenAmount: t.tokenAmount,
    cashAmount: t.cashAmount ?? null,
    description: t.description ?? null,
    item:
      t.itemId && t.itemType
        ? { name: t.itemName ?? 'View item', href: `/items/${t.itemType}/${t.itemId}` }
        : undefined,
    staff: t.adminId ? { id: t.adminId, name: t.adminName?.trim() || 'Staff' } : undefined,
    balanceBefore: t.balanceBefore ?? null,
    balanceAfter: t.balanceAfter ?? null,
  };
}

/** Labels for the member and staff filter chips, when the rows name them. */
export function filterLabels(
  filters: Pick<StaffTransactionFilters, 'userId' | 'adminId'>,
  transactions: readonly Transaction[],
): { memberLabel?: string; staffLabel?: string } {
  const member = filters.userId ? transactions.find((t) => t.userId === filters.userId) : undefined;
  const staff = filters.adminId
    ? transactions.find((t) => t.adminId === filters.adminId)
    : undefined;
  const memberName = member && toTransactionRow(member).member.name;
  const staffName = staff?.adminName?.trim();
  return {
    ...(memberName ? { memberLabel: memberName } : {}),
    ...(staffName ? { staffLabel: staffName } : {}),
  };
}
