import { useState, type FormEvent } from 'react';
import {
  AlertDialog,
  Badge,
  Button,
  Dialog,
  DropdownMenu,
  Flex,
  Link as RadixLink,
  Select,
  Table,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { ChevronDownIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import {
  accountStatusLabel,
  ROLES,
  type AccountStatus,
  type Role,
} from '@pedalswap/domain/accounts';
import { tokenAdjustmentProblem } from '@pedalswap/domain/admin';
import { formatNumber } from '@pedalswap/domain/shared';
import { useLinkComponent } from '../../../components/link/link.tsx';
import {
  AdminHeading,
  AdminPager,
  ListStatus,
  type ListState,
} from '../admin-parts/admin-parts.tsx';

export interface AdminUserFilters {
  search: string;
  role: Role | 'all';
  status: AccountStatus | 'all';
}

/** One member's row and what the signed-in staff member may do to it (the domain decides). */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  accountStatus: string;
  createdAt: string;
  actions: {
    canSuspend: boolean;
    canChangeRole: boolean;
    canResendVerification: boolean;
    canResetPassword: boolean;
    canAdjustTokens: boolean;
  };
}

export interface AdminUsersProps {
  state: ListState;
  rows: readonly AdminUserRow[];
  total: number;
  filters: AdminUserFilters;
  onFiltersChange: (filters: AdminUserFilters) => void;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** The row whose action is being sent (its buttons wait). */
  busyId?: string;
  onSuspend: (id: string) => void;
  onRoleChange: (id: string, role: Role) => void;
  onResendVerification: (id: string) => void;
  onResetPassword: (id: string) => void;
  /** Resolves true when the adjustment was made (the dialog closes), false to keep it open. */
  onAdjustTokens: (id: string, amount: number, reason: string) => Promise<boolean>;
  onShowTransactions: (id: string) => void;
}

const ROLE_NAMES: Record<Role, string> = { user: 'User', manager: 'Manager', owner: 'Owner' };
const STATUS_OPTIONS: readonly (AccountStatus | 'all')[] = [
  'all',
  'active',
  'suspended',
  'pending',
  'pending_verification',
];
const STATUS_COLORS: Record<string, 'jade' | 'red' | 'amber'> = {
  active: 'jade',
  suspended: 'red',
};

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <Flex gap="2">
        <TextField.Root
          aria-label="Search users"
          placeholder="Name or e-mail"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <Button type="submit" variant="soft" highContrast>
          Search
        </Button>
      </Flex>
    </form>
  );
}

function AdjustTokensDialog({
  row,
  onClose,
  onAdjust,
}: {
  row: AdminUserRow;
  onClose: () => void;
  onAdjust: AdminUsersProps['onAdjustTokens'];
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof tokenAdjustmentProblem>>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = tokenAdjustmentProblem(amount, reason);
    setProblem(found);
    if (found) return;
    setSending(true);
    const done = await onAdjust(row.id, Number(amount.trim()), reason.trim());
    setSending(false);
    if (done) onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="28rem">
        <Dialog.Title>Adjust tokens</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          Add tokens to {row.name}&apos;s balance, or remove them with a negative number.
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                Amount
              </Text>
              <TextField.Root
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-invalid={problem?.field === 'amount'}
                aria-describedby={problem?.field === 'amount' ? 'adjust-problem' : undefined}
              />
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                Reason
              </Text>
              <TextArea
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={problem?.field === 'reason'}
                aria-describedby={problem?.field === 'reason' ? 'adjust-problem' : undefined}
              />
            </label>
            {problem && (
              <Text id="adjust-problem" size="2" color="red" role="alert">
                {problem.message}
              </Text>
            )}
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={sending}>
                Adjust tokens
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function SuspendDialog({
  row,
  onClose,
  onConfirm,
}: {
  row: AdminUserRow;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth="28rem">
        <AlertDialog.Title>Suspend {row.name}?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          They are signed out everywhere at once and cannot sign in again.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              Suspend
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** User management (spec 3 §2.6): filters in the URL, 20 a page, the row's allowed actions. */
export function AdminUsers(props: AdminUsersProps) {
  const { state, rows, total, filters, onFiltersChange, busyId } = props;
  const Link = useLinkComponent();
  const [suspending, setSuspending] = useState<AdminUserRow | null>(null);
  const [adjusting, setAdjusting] = useState<AdminUserRow | null>(null);
  return (
    <div>
      <AdminHeading title="Users">
        {state === 'ready' ? `${formatNumber(total)} members` : 'Members'}
      </AdminHeading>
      <Flex gap="3" wrap="wrap" mb="4" align="end">
        <SearchBox
          key={filters.search}
          value={filters.search}
          onSearch={(search) => onFiltersChange({ ...filters, search })}
        />
        <Select.Root
          value={filters.role}
          onValueChange={(role) =>
            onFiltersChange({ ...filters, role: role as AdminUserFilters['role'] })
          }
        >
          <Select.Trigger aria-label="Role" />
          <Select.Content>
            <Select.Item value="all">All roles</Select.Item>
            {ROLES.map((r) => (
              <Select.Item key={r} value={r}>
                {ROLE_NAMES[r]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Select.Root
          value={filters.status}
          onValueChange={(status) =>
            onFiltersChange({ ...filters, status: status as AdminUserFilters['status'] })
          }
        >
          <Select.Trigger aria-label="Status" />
          <Select.Content>
            {STATUS_OPTIONS.map((s) => (
              <Select.Item key={s} value={s}>
                {s === 'all'
                  ? 'All statuses'
                  : s === 'pending_verification'
                    ? 'Pending verification'
                    : accountStatusLabel(s)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <ListStatus
        state={state}
        errorText="Users could not be loaded. Please try again."
        empty={rows.length === 0}
        emptyText="No users match these filters."
      />
      {state === 'ready' && rows.length > 0 && (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Member</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Role</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Joined</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id} align="center">
                <Table.RowHeaderCell>
                  <Flex direction="column">
                    <RadixLink asChild weight="medium">
                      <Link href={`/profile/${row.id}`}>{row.name}</Link>
                    </RadixLink>
                    <Text size="1" color="gray">
                      {row.email}
                    </Text>
                  </Flex>
                </Table.RowHeaderCell>
                <Table.Cell>
                  {row.actions.canChangeRole ? (
                    <Select.Root
                      value={row.role}
                      disabled={busyId === row.id}
                      onValueChange={(role) => props.onRoleChange(row.id, role as Role)}
                    >
                      <Select.Trigger aria-label={`Role of ${row.name}`} />
                      <Select.Content>
                        {(['user', 'manager', 'owner'] as const).map((r) => (
                          <Select.Item key={r} value={r}>
                            {ROLE_NAMES[r]}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                  ) : (
                    <Text size="2">{ROLE_NAMES[row.role]}</Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Badge color={STATUS_COLORS[row.accountStatus] ?? 'amber'} highContrast>
                    {accountStatusLabel(row.accountStatus)}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Text size="2">{row.createdAt.slice(0, 10)}</Text>
                </Table.Cell>
                <Table.Cell>
                  <DropdownMenu.Root>
                    <DropdownMenu.Trigger>
                      <Button
                        variant="soft"
                        highContrast
                        size="1"
                        loading={busyId === row.id}
                        aria-label={`Actions for ${row.name}`}
                      >
                        Actions <ChevronDownIcon aria-hidden />
                      </Button>
                    </DropdownMenu.Trigger>
                    <DropdownMenu.Content>
                      <DropdownMenu.Item onSelect={() => props.onShowTransactions(row.id)}>
                        Transactions
                      </DropdownMenu.Item>
                      {row.actions.canAdjustTokens && (
                        <DropdownMenu.Item onSelect={() => setAdjusting(row)}>
                          Adjust tokens
                        </DropdownMenu.Item>
                      )}
                      {row.actions.canResendVerification && (
                        <DropdownMenu.Item onSelect={() => props.onResendVerification(row.id)}>
                          Resend verification
                        </DropdownMenu.Item>
                      )}
                      {row.actions.canResetPassword && (
                        <DropdownMenu.Item onSelect={() => props.onResetPassword(row.id)}>
                          Send password reset
                        </DropdownMenu.Item>
                      )}
                      {row.actions.canSuspend && (
                        <>
                          <DropdownMenu.Separator />
                          <DropdownMenu.Item color="red" onSelect={() => setSuspending(row)}>
                            Suspend
                          </DropdownMenu.Item>
                        </>
                      )}
                    </DropdownMenu.Content>
                  </DropdownMenu.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {state === 'ready' && (
        <AdminPager page={props.page} pages={props.pages} onPageChange={props.onPageChange} />
      )}
      {suspending && (
        <SuspendDialog
          row={suspending}
          onClose={() => setSuspending(null)}
          onConfirm={() => props.onSuspend(suspending.id)}
        />
      )}
      {adjusting && (
        <AdjustTokensDialog
          row={adjusting}
          onClose={() => setAdjusting(null)}
          onAdjust={props.onAdjustTokens}
        />
      )}
    </div>
  );
}
AdminUsers.displayName = 'AdminUsers';
