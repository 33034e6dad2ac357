import { useState, type FormEvent } from 'react';
import {
  AlertDialog,
  Badge,
  Button,
  Dialog,
  Flex,
  Link as RadixLink,
  Table,
  Tabs,
  Text,
  TextArea,
} from '@radix-ui/themes';
import {
  REVIEW_MESSAGES,
  REVIEW_TAB_LABELS,
  REVIEW_TABS,
  type ReviewTab,
} from '@pedalswap/domain/admin';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import { formatEventTime } from '@pedalswap/domain/shared';
import { useLinkComponent } from '../../../components/link/link.tsx';
import {
  AdminHeading,
  AdminPager,
  ListStatus,
  type ListState,
} from '../admin-parts/admin-parts.tsx';

/** One submission waiting for review: an item or a community event. */
export interface ReviewRow {
  id: string;
  /** Decides which call the app makes and what the reject dialog says; an item if left out. */
  subject?: 'item' | 'event';
  kind: string;
  name: string;
  ownerName: string;
  createdAt: string;
  /** /items/{itemType}/{id} or /events/{id} (spec 3 §2.3). */
  href: string;
  /** An event's starts: one, or every date of a weekly series, reviewed as a whole. */
  dates?: readonly string[];
  seriesId?: string;
}

const isSeries = (row: ReviewRow) => (row.dates?.length ?? 0) > 1;

export interface ReviewSubmissionsProps {
  tab: ReviewTab;
  onTabChange: (tab: ReviewTab) => void;
  state: ListState;
  rows: readonly ReviewRow[];
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  busyId?: string;
  onApprove: (id: string) => void;
  /** Resolves true when rejected (the dialog closes). */
  onReject: (id: string, reason: string) => Promise<boolean>;
  locale?: string;
  /** Event dates read in this zone; the member's own (the browser's) when left out. */
  timeZone?: string;
}

function RejectDialog({
  row,
  onClose,
  onReject,
}: {
  row: ReviewRow;
  onClose: () => void;
  onReject: ReviewSubmissionsProps['onReject'];
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec 3 §5: a rejection reason must be non-empty after trimming.
    if (!reason.trim()) return setProblem(ITEM_MESSAGES.reasonRequired);
    setSending(true);
    const done = await onReject(row.id, reason.trim());
    setSending(false);
    if (done) onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="28rem">
        <Dialog.Title>Reject {row.name}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {isSeries(row)
            ? REVIEW_MESSAGES.seriesRejectNote(row.dates!.length)
            : row.subject === 'event'
              ? 'The organizer is notified with this reason and can edit the event and submit it again.'
              : 'The owner is e-mailed this reason.'}
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <label>
            <Text as="div" size="2" weight="medium" mb="1">
              Reason
            </Text>
            <TextArea
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={Boolean(problem)}
              aria-describedby={problem ? 'reject-problem' : undefined}
            />
          </label>
          {problem && (
            <Text as="p" id="reject-problem" size="2" color="red" role="alert" mt="1">
              {problem}
            </Text>
          )}
          <Flex gap="3" justify="end" mt="4">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" color="red" loading={sending}>
              Reject
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** An event's date, or a series' badge and dates, under its name. */
function EventDates({
  row,
  locale,
  timeZone,
}: {
  row: ReviewRow;
  locale?: string;
  timeZone?: string;
}) {
  const dates = row.dates ?? [];
  const when = (iso: string) => formatEventTime(iso, { locale, timeZone });
  if (dates.length === 1)
    return (
      <Text as="div" size="1" color="gray">
        {when(dates[0]!)}
      </Text>
    );
  return (
    <Flex direction="column" gap="1" mt="1">
      <Badge color="jade" variant="soft" highContrast style={{ alignSelf: 'flex-start' }}>
        {REVIEW_MESSAGES.seriesBadge(dates.length)}
      </Badge>
      <ul aria-label={`Dates of ${row.name}`} style={{ margin: 0, paddingLeft: '1.1rem' }}>
        {dates.map((iso) => (
          <li key={iso}>
            <Text size="1" color="gray">
              {when(iso)}
            </Text>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

/** Review Submissions (spec 3 §2.3): type tabs, approve after a confirmation, reject with a reason. */
export function ReviewSubmissions(props: ReviewSubmissionsProps) {
  const { tab, onTabChange, state, rows, busyId } = props;
  const Link = useLinkComponent();
  const [approving, setApproving] = useState<ReviewRow | null>(null);
  const [rejecting, setRejecting] = useState<ReviewRow | null>(null);
  const body = (
    <Flex direction="column" gap="3" mt="4">
      <ListStatus
        state={state}
        errorText={REVIEW_MESSAGES.loadFailed}
        empty={rows.length === 0}
        emptyText={tab === 'event' ? REVIEW_MESSAGES.noEvents : REVIEW_MESSAGES.noItems}
      />
      {state === 'ready' && rows.length > 0 && (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Submission</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Owner</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Submitted</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Decision</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id} align="center">
                <Table.RowHeaderCell>
                  <RadixLink asChild weight="medium">
                    <Link href={row.href}>{row.name}</Link>
                  </RadixLink>
                  {row.dates && row.dates.length > 0 && (
                    <EventDates row={row} locale={props.locale} timeZone={props.timeZone} />
                  )}
                </Table.RowHeaderCell>
                <Table.Cell>
                  <Badge color="gray" highContrast>
                    {row.kind}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{row.ownerName}</Table.Cell>
                <Table.Cell>{row.createdAt.slice(0, 10)}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2" justify="end">
                    <Button
                      size="1"
                      loading={busyId === row.id}
                      onClick={() => setApproving(row)}
                      aria-label={`Approve ${row.name}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="1"
                      color="red"
                      variant="soft"
                      highContrast
                      disabled={busyId === row.id}
                      onClick={() => setRejecting(row)}
                      aria-label={`Reject ${row.name}`}
                    >
                      Reject
                    </Button>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {state === 'ready' && (
        <AdminPager page={props.page} pages={props.pages} onPageChange={props.onPageChange} />
      )}
    </Flex>
  );
  return (
    <div>
      <AdminHeading title="Review Submissions">
        Listings and events waiting for a staff decision.
      </AdminHeading>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as ReviewTab)}>
        <Tabs.List aria-label="Submission type">
          {REVIEW_TABS.map((t) => (
            <Tabs.Trigger key={t} value={t}>
              {REVIEW_TAB_LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Each tab controls its own panel (aria-controls); the open one holds the list. */}
        {REVIEW_TABS.map((t) => (
          <Tabs.Content key={t} value={t}>
            {t === tab && body}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {approving && (
        <AlertDialog.Root open onOpenChange={(open) => !open && setApproving(null)}>
          <AlertDialog.Content maxWidth="28rem">
            <AlertDialog.Title>Approve</AlertDialog.Title>
            <AlertDialog.Description size="2">
              {isSeries(approving)
                ? REVIEW_MESSAGES.seriesApproveConfirm(approving.name, approving.dates!.length)
                : ITEM_MESSAGES.approveConfirm(approving.name)}
            </AlertDialog.Description>
            <Flex gap="3" mt="4" justify="end">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray">
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action>
                <Button onClick={() => props.onApprove(approving.id)}>Approve</Button>
              </AlertDialog.Action>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      )}
      {rejecting && (
        <RejectDialog
          row={rejecting}
          onClose={() => setRejecting(null)}
          onReject={props.onReject}
        />
      )}
    </div>
  );
}
ReviewSubmissions.displayName = 'ReviewSubmissions';
