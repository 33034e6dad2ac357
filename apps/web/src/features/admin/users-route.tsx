import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  adjustTokensMutationOptions,
  adminResendVerificationMutationOptions,
  adminResetPasswordMutationOptions,
  adminUsersQueryOptions,
  setUserRoleMutationOptions,
  suspendUserMutationOptions,
  type User,
} from '@pedalswap/api-client';
import {
  ACCOUNT_STATUSES,
  normalizeRole,
  pageCount,
  ROLES,
  STAFF_USER_MESSAGES,
  staffUserActions,
  type AccountStatus,
  type Role,
} from '@pedalswap/domain/accounts';
import { TOKEN_ADJUSTMENT_MESSAGES } from '@pedalswap/domain/admin';
import {
  AdminUsers,
  type AdminUserFilters,
  type AdminUserRow,
} from '@pedalswap/ui/screens/admin/admin-users';
import { errorMessage } from '../../app/error-message.ts';
import { toastError, toastSuccess } from '../../app/lazy-toaster.tsx';
import { useSession } from '../../app/session/session-context.tsx';

const PAGE_SIZE = 20;

// Opened on demand: the ledger's queries and table load with the dialog.
const UserTransactions = lazy(async () => ({
  default: (await import('./user-transactions.tsx')).UserTransactions,
}));

/** ?search=&role=&status=&page=: anything unreadable falls back to no filter (spec 3 §2.6). */
function readFilters(params: URLSearchParams): AdminUserFilters & { page: number } {
  const role = params.get('role');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    role: (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : 'all',
    status: (ACCOUNT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as AccountStatus)
      : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const fullName = (u: User) => `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.email;

/** /admin/users: the members list; what each row offers is the domain's staffUserActions. */
export function AdminUsersRoute() {
  const { client, user } = useSession();
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = readFilters(params);
  const list = useQuery(
    adminUsersQueryOptions(client, {
      page,
      limit: PAGE_SIZE,
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.role === 'all' ? {} : { role: filters.role }),
      ...(filters.status === 'all' ? {} : { status: filters.status }),
    }),
  );
  const [ledgerOf, setLedgerOf] = useState<User | null>(null);
  const suspend = useMutation(suspendUserMutationOptions(client));
  const setRole = useMutation(setUserRoleMutationOptions(client));
  const resend = useMutation(adminResendVerificationMutationOptions(client));
  const reset = useMutation(adminResetPasswordMutationOptions(client));
  const adjust = useMutation(adjustTokensMutationOptions(client));
  const [busyId, setBusyId] = useState<string>();

  const actor = { id: user?.id ?? '', role: user?.role ?? 'user' };
  const users = list.data?.users ?? [];
  const rows: AdminUserRow[] = users.map((u) => {
    const allowed = staffUserActions(actor, u);
    return {
      id: u.id,
      name: fullName(u),
      email: u.email,
      role: normalizeRole(u.role),
      accountStatus: u.accountStatus ?? 'active',
      createdAt: u.createdAt ?? '',
      // The contract: staff cannot adjust their own balance.
      actions: { ...allowed, canAdjustTokens: u.id !== actor.id },
    };
  });

  /** Runs one row action, names its outcome in a toast and frees the row. */
  const run = async (id: string, action: () => Promise<unknown>, ok: string, fallback: string) => {
    setBusyId(id);
    try {
      await action();
      toastSuccess(ok);
      return true;
    } catch (error) {
      toastError(errorMessage(error, fallback));
      return false;
    } finally {
      setBusyId(undefined);
    }
  };

  const update = (next: AdminUserFilters) => {
    const search = new URLSearchParams();
    if (next.search) search.set('search', next.search);
    if (next.role !== 'all') search.set('role', next.role);
    if (next.status !== 'all') search.set('status', next.status);
    setParams(search);
  };
  const goToPage = (to: number) => {
    const search = new URLSearchParams(params);
    if (to <= 1) search.delete('page');
    else search.set('page', String(to));
    setParams(search);
  };

  return (
    <>
      <AdminUsers
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        rows={rows}
        total={list.data?.pagination.total ?? 0}
        filters={filters}
        onFiltersChange={update}
        page={page}
        pages={pageCount(list.data?.pagination.total ?? 0, PAGE_SIZE)}
        onPageChange={goToPage}
        busyId={busyId}
        onSuspend={(id) =>
          void run(
            id,
            () => suspend.mutateAsync({ id }),
            STAFF_USER_MESSAGES.suspended,
            'Failed to suspend user',
          )
        }
        onRoleChange={(id, role) =>
          void run(
            id,
            () => setRole.mutateAsync({ id, role }),
            STAFF_USER_MESSAGES.roleChanged,
            'Failed to change role',
          )
        }
        onResendVerification={(id) =>
          void run(
            id,
            () => resend.mutateAsync({ id }),
            STAFF_USER_MESSAGES.verificationSent,
            'Failed to resend verification',
          )
        }
        onResetPassword={(id) =>
          void run(
            id,
            () => reset.mutateAsync({ id }),
            STAFF_USER_MESSAGES.passwordResetSent,
            'Failed to send password reset',
          )
        }
        onAdjustTokens={(id, amount, reason) =>
          run(
            id,
            () => adjust.mutateAsync({ id, amount, reason }),
            TOKEN_ADJUSTMENT_MESSAGES.adjusted,
            TOKEN_ADJUSTMENT_MESSAGES.failed,
          )
        }
        onShowTransactions={(id) => setLedgerOf(users.find((u) => u.id === id) ?? null)}
      />
      {ledgerOf && (
        <Suspense fallback={null}>
          <UserTransactions
            userId={ledgerOf.id}
            userName={fullName(ledgerOf)}
            onClose={() => setLedgerOf(null)}
          />
        </Suspense>
      )}
    </>
  );
}
