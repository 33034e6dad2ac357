// The filters of the staff ledger pages (/admin/transactions and /admin/transaction-stats, spec 3
// §7.1: transactionType, status, startDate, endDate, userId, adminId): one form for both, so a
// filter set on one page reads the same on the other. Type, status and dates are chosen here and
// applied together; the member and the staff member are chosen from a transaction's row and show
// here as chips that remove them.
import { useState, type FormEvent } from 'react';
import { Button, Flex, Select, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import {
  STAFF_TRANSACTION_STATUS_LABELS,
  STAFF_TRANSACTION_TYPE_LABELS,
  type StaffTransactionFilters,
} from '@pedalswap/domain/admin';
import { DateRangeFields } from './date-range-fields.tsx';

export interface TransactionFilterFormProps {
  filters: StaffTransactionFilters;
  onApply: (filters: StaffTransactionFilters) => void;
  /** Who the userId filter names (the route knows it from the rows), when it is set. */
  memberLabel?: string;
  /** Who the adminId filter names, when it is set. */
  staffLabel?: string;
  /** A bad date range, named before the call. */
  problem?: string;
}

/** An applied member or staff filter: the whole chip is the button that removes it. */
function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button
      type="button"
      size="1"
      variant="surface"
      color="gray"
      highContrast
      aria-label={`Remove the filter ${label}`}
      onClick={onRemove}
    >
      {label} <Cross2Icon aria-hidden />
    </Button>
  );
}

export function TransactionFilterForm({
  filters,
  onApply,
  memberLabel,
  staffLabel,
  problem,
}: TransactionFilterFormProps) {
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Filter transactions">
      <Flex gap="3" wrap="wrap" align="end" mb="3">
        <label>
          <Text as="div" size="2" mb="1">
            Type
          </Text>
          <Select.Root
            value={draft.transactionType}
            onValueChange={(value) =>
              setDraft({
                ...draft,
                transactionType: value as StaffTransactionFilters['transactionType'],
              })
            }
          >
            <Select.Trigger aria-label="Type" />
            <Select.Content>
              <Select.Item value="all">All types</Select.Item>
              {Object.entries(STAFF_TRANSACTION_TYPE_LABELS).map(([value, label]) => (
                <Select.Item key={value} value={value}>
                  {label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </label>
        <label>
          <Text as="div" size="2" mb="1">
            Status
          </Text>
          <Select.Root
            value={draft.status}
            onValueChange={(value) =>
              setDraft({ ...draft, status: value as StaffTransactionFilters['status'] })
            }
          >
            <Select.Trigger aria-label="Status" />
            <Select.Content>
              <Select.Item value="all">All statuses</Select.Item>
              {Object.entries(STAFF_TRANSACTION_STATUS_LABELS).map(([value, label]) => (
                <Select.Item key={value} value={value}>
                  {label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </label>
        <DateRangeFields
          startDate={draft.startDate}
          endDate={draft.endDate}
          onChange={(range) => setDraft({ ...draft, ...range })}
        />
        <Button type="submit" variant="soft" highContrast>
          Apply
        </Button>
      </Flex>
      {(filters.userId || filters.adminId) && (
        <Flex gap="2" wrap="wrap" mb="3">
          {filters.userId && (
            <Chip
              label={`Member: ${memberLabel ?? 'one member'}`}
              onRemove={() => onApply({ ...filters, userId: '' })}
            />
          )}
          {filters.adminId && (
            <Chip
              label={`By staff: ${staffLabel ?? 'one staff member'}`}
              onRemove={() => onApply({ ...filters, adminId: '' })}
            />
          )}
        </Flex>
      )}
      {problem && (
        <Text as="p" color="red" size="2" role="alert" mb="3">
          {problem}
        </Text>
      )}
    </form>
  );
}
