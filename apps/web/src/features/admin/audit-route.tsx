import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { auditLogQueryOptions, type AuditEntry } from '@pedalswap/api-client';
import { pageCount, STAFF_USER_MESSAGES } from '@pedalswap/domain/accounts';
import {
  AUDIT_ACTION_LABELS,
  auditActionLabel,
  auditObjectKind,
  auditSummary,
  auditTargetRole,
  type AuditDetails,
} from '@pedalswap/domain/admin';
import { AuditLog, type AuditFilters, type AuditRow } from '@pedalswap/ui/screens/admin/audit-log';
import { useSession } from '../../app/session/session-context.tsx';

const PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ACTIONS = [
  { value: 'all', label: 'All actions' },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

function readFilters(params: URLSearchParams): AuditFilters & { page: number } {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    action: (params.get('action') ?? '').slice(0, 100),
    keyword: (params.get('keyword') ?? '').slice(0, 100),
    startDate: date('startDate'),
    endDate: date('endDate'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const person = (id?: string | null, name?: string | null, email?: string | null) =>
  id && email ? { id, name: name || email, email } : undefined;

function toRow(entry: AuditEntry): AuditRow {
  const details = entry.details as AuditDetails & {
    bikeId?: string;
    itemType?: string;
    eventId?: string;
  };
  const target = person(entry.targetUserId, entry.targetUserName, entry.targetUserEmail);
  return {
    id: entry.id,
    action: entry.action,
    actionLabel: auditActionLabel(entry.action),
    security: entry.actionType === 'user',
    createdAt: entry.createdAt,
    summary: auditSummary(entry.action, details),
    staff: person(entry.adminId, entry.adminName, entry.adminEmail),
    target: target && { ...target, role: auditTargetRole(entry.action) },
    // Spec 3 §2.7 links items as /items/bike/{bikeId}; other types keep their own path.
    item: details.bikeId
      ? {
          name: details.bikeName ?? 'View item',
          href: `/items/${details.itemType ?? 'bike'}/${details.bikeId}`,
          kind: auditObjectKind(details),
        }
      : details.eventId
        ? {
            name: details.eventName ?? 'View event',
            href: `/events/${details.eventId}`,
            kind: auditObjectKind(details),
          }
        : undefined,
  };
}

/** /admin/audit (owner, spec 3 §2.7): filters in the URL, 20 a page. */
export function AuditLogRoute() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = readFilters(params);
  const badRange = Boolean(
    filters.startDate && filters.endDate && filters.startDate > filters.endDate,
  );
  const log = useQuery({
    ...auditLogQueryOptions(client, {
      page,
      limit: PAGE_SIZE,
      ...(filters.action ? { action: filters.action } : {}),
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
      ...(filters.startDate ? { startDate: filters.startDate } : {}),
      ...(filters.endDate ? { endDate: filters.endDate } : {}),
    }),
    enabled: !badRange,
  });
  const update = (next: AuditFilters) => {
    const search = new URLSearchParams();
    for (const key of ['action', 'keyword', 'startDate', 'endDate'] as const)
      if (next[key]) search.set(key, next[key]);
    setParams(search);
  };
  const goToPage = (to: number) => {
    const search = new URLSearchParams(params);
    if (to <= 1) search.delete('page');
    else search.set('page', String(to));
    setParams(search);
  };
  return (
    <AuditLog
      state={badRange ? 'ready' : log.isPending ? 'loading' : log.isError ? 'error' : 'ready'}
      rows={badRange ? [] : (log.data?.auditLog ?? []).map(toRow)}
      filters={filters}
      actions={ACTIONS}
      onFiltersChange={update}
      filterProblem={badRange ? STAFF_USER_MESSAGES.startAfterEnd : undefined}
      page={page}
      pages={pageCount(log.data?.pagination.total ?? 0, PAGE_SIZE)}
      onPageChange={goToPage}
    />
  );
}
