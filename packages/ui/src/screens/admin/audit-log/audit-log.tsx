import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  Flex,
  Link as RadixLink,
  Select,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useLinkComponent } from '../../../components/link/link.tsx';
import {
  AdminHeading,
  AdminPager,
  ListStatus,
  type ListState,
} from '../admin-parts/admin-parts.tsx';
import { DateRangeFields } from '../admin-parts/date-range-fields.tsx';

export interface AuditFilters {
  action: string;
  keyword: string;
  startDate: string;
  endDate: string;
}

/** One entry as the route shapes it: a sentence of what happened and the spec's links. */
export interface AuditRow {
  id: string;
  action: string;
  actionLabel: string;
  security: boolean;
  createdAt: string;
  summary: string;
  staff?: { name: string; email: string; id: string };
  /** `role`: what the member was to the action ("Seller", "Organizer", "Member"). */
  target?: { name: string; email: string; id: string; role: string };
  /** `kind`: "Bike", "Part", "Event"... */
  item?: { name: string; href: string; kind: string };
}

export interface AuditLogProps {
  state: ListState;
  rows: readonly AuditRow[];
  filters: AuditFilters;
  /** The action filter's options (value and label), 'all' first. */
  actions: readonly { value: string; label: string }[];
  onFiltersChange: (filters: AuditFilters) => void;
  /** A bad date range, named before the call. */
  filterProblem?: string;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

function FilterForm({
  filters,
  actions,
  onApply,
}: {
  filters: AuditFilters;
  actions: AuditLogProps['actions'];
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, keyword: draft.keyword.trim() });
  };
  return (
    <form onSubmit={submit} aria-label="Filter the audit log">
      <Flex gap="3" wrap="wrap" align="end" mb="4">
        <label>
          <Text as="div" size="2" mb="1">
            Action
          </Text>
          <Select.Root
            value={draft.action || 'all'}
            onValueChange={(action) =>
              setDraft({ ...draft, action: action === 'all' ? '' : action })
            }
          >
            <Select.Trigger aria-label="Action" />
            <Select.Content>
              {actions.map((a) => (
                <Select.Item key={a.value} value={a.value}>
                  {a.label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </label>
        <label>
          <Text as="div" size="2" mb="1">
            Keyword
          </Text>
          <TextField.Root
            value={draft.keyword}
            maxLength={100}
            placeholder="Name, e-mail or detail"
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          />
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
    </form>
  );
}

/** The audit log (spec 3 §2.7, owner): filters, newest first, 20 a page, links to the people. */
export function AuditLog({
  state,
  rows,
  filters,
  actions,
  onFiltersChange,
  filterProblem,
  page,
  pages,
  onPageChange,
}: AuditLogProps) {
  const Link = useLinkComponent();
  const person = (p: NonNullable<AuditRow['staff']>) => (
    <>
      <RadixLink asChild>
        <Link href={`/profile/${p.id}`}>{p.name}</Link>
      </RadixLink>{' '}
      (
      <RadixLink asChild>
        <Link href={`/admin/users?search=${encodeURIComponent(p.email)}`}>{p.email}</Link>
      </RadixLink>
      )
    </>
  );
  return (
    <div>
      <AdminHeading title="Audit Log">
        Every staff action and security event, newest first.
      </AdminHeading>
      <FilterForm
        key={JSON.stringify(filters)}
        filters={filters}
        actions={actions}
        onApply={onFiltersChange}
      />
      {filterProblem && (
        <Text as="p" color="red" size="2" role="alert" mb="3">
          {filterProblem}
        </Text>
      )}
      <ListStatus
        state={state}
        errorText="The audit log could not be loaded. Please try again."
        empty={rows.length === 0}
        emptyText="No audit entries match these filters."
      />
      {state === 'ready' && rows.length > 0 && (
        <Flex asChild direction="column" gap="2">
          <ul aria-label="Audit entries" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((row) => (
              <li key={row.id}>
                <Card>
                  <Flex justify="between" gap="3" wrap="wrap">
                    <Flex gap="2" align="center">
                      <Badge color={row.security ? 'red' : 'gray'} highContrast>
                        {row.actionLabel}
                      </Badge>
                      <Text size="2">{row.summary}</Text>
                    </Flex>
                    <Text size="1" color="gray">
                      <time dateTime={row.createdAt}>
                        {row.createdAt.slice(0, 16).replace('T', ' ')} UTC
                      </time>
                    </Text>
                  </Flex>
                  <Flex direction="column" gap="1" mt="2">
                    {row.staff && <Text size="2">By {person(row.staff)}</Text>}
                    {row.target && (
                      <Text size="2">
                        {row.target.role} {person(row.target)}
                      </Text>
                    )}
                    {row.item && (
                      <Text size="2">
                        {row.item.kind}{' '}
                        <RadixLink asChild>
                          <Link href={row.item.href}>{row.item.name}</Link>
                        </RadixLink>
                      </Text>
                    )}
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        </Flex>
      )}
      {state === 'ready' && <AdminPager page={page} pages={pages} onPageChange={onPageChange} />}
    </div>
  );
}
AuditLog.displayName = 'AuditLog';
