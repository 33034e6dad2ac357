import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Link as RadixLink,
  Select,
  Skeleton,
  Table,
  Text,
} from '@radix-ui/themes';
import {
  ChatBubbleIcon,
  ExclamationTriangleIcon,
  PaperPlaneIcon,
  PersonIcon,
  RocketIcon,
  UpdateIcon,
} from '@radix-ui/react-icons';
import {
  ITEM_STATUSES,
  ITEM_STATUS_LABELS,
  ITEM_TYPES,
  ITEM_TYPE_LABELS,
  itemStatusLabel,
  type ItemStatus,
  type ItemType,
  type ModerationAction,
} from '@pedalswap/domain/items';
import { itemStatusColor } from '../../../components/item-card/item-display.ts';
import { useLinkComponent } from '../../../components/link/link.tsx';
import { CatalogPagination } from '../../catalog-page/catalog-pagination.tsx';
import { ModerationActions } from '../../item-detail-page/moderation-actions.tsx';
import { OfferConfirmDialog } from '../../item-detail-page/offer-confirm-dialog.tsx';
import * as css from './admin-items-page.css.ts';

/** Every action a row can offer; the app decides which (role, status, ownership). */
export const ADMIN_ITEM_ACTIONS = [
  'approve',
  'reject',
  'unapprove',
  'publish',
  'token-offer',
  'complete-trade',
  'open-chat',
  'transfer',
] as const;
export type AdminItemAction = (typeof ADMIN_ITEM_ACTIONS)[number];

export interface AdminItemRow {
  id: string;
  itemType: ItemType;
  name: string;
  brand: string;
  model?: string | null;
  status: ItemStatus | string;
  ownerName: string;
  /** Left out of the transfer dialog's choice. */
  ownerId?: string;
  ownerEmail?: string | null;
  /** The pending staff token offer's amount, when there is one. */
  tokenOffer?: number | null;
  /** The offer waiting for its trade to be completed, when there is one. */
  acceptedOfferId?: string | null;
  /** That offer's amount as written and its bidder, named by Complete Trade's confirmation. */
  acceptedOffer?: { amount: string; buyerName: string } | null;
  /** The item's newest offer, whose chat (with its buyer) Open Chat opens. */
  chatOfferId?: string | null;
  actions: readonly AdminItemAction[];
}

export type AdminItemStatusFilter = ItemStatus | 'all';
export type AdminItemTypeFilter = ItemType | 'all';

export interface AdminItemsPageProps {
  status: 'loading' | 'error' | 'ready';
  /** 'Failed to load items' or the server's message. */
  error?: string | null;
  onRetry: () => void;
  items: readonly AdminItemRow[];
  statusFilter: AdminItemStatusFilter;
  onStatusFilterChange: (status: AdminItemStatusFilter) => void;
  typeFilter: AdminItemTypeFilter;
  onTypeFilterChange: (type: AdminItemTypeFilter) => void;
  /** 1-based; 20 a page. */
  page: number;
  totalPages: number;
  total: number;
  onPageChange: (page: number) => void;
  onApprove: (item: AdminItemRow) => void;
  onReject: (item: AdminItemRow, reason: string) => void;
  onUnapprove: (item: AdminItemRow, reason: string) => void;
  onPublish: (item: AdminItemRow) => void;
  onTokenOffer: (item: AdminItemRow) => void;
  onCompleteTrade: (item: AdminItemRow) => void;
  onTransfer: (item: AdminItemRow) => void;
  /** Opens the staff chat of the row's newest offer (chatOfferId). */
  onOpenChat: (item: AdminItemRow) => void;
  /** The call under way, on which row. */
  pending?: { id: string; action: AdminItemAction } | null;
  /** A failed moderation call, shown in its dialog. */
  failure?: { id: string; action: ModerationAction; message?: string | null } | null;
  onDialogClose?: () => void;
}

/**
 * Manage Items (/admin/items, spec 3 §2.4): every listing of every member, filtered by status
 * and type, 20 a page, with the staff actions each row allows. Pure: the app decides the
 * actions and runs the calls; moderation dialogs are the item page's own.
 */
export function AdminItemsPage({
  status,
  error,
  onRetry,
  items,
  statusFilter,
  onStatusFilterChange,
  typeFilter,
  onTypeFilterChange,
  page,
  totalPages,
  total,
  onPageChange,
  pending = null,
  failure = null,
  onDialogClose,
  ...handlers
}: AdminItemsPageProps) {
  return (
    <div className={css.page}>
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            Manage Items
          </Heading>
          <Text color="gray">Every listing, whatever its status: moderate, offer and trade.</Text>
        </Flex>
        {status === 'ready' && (
          <Badge size="2" variant="soft" color="gray" highContrast>
            {total} {total === 1 ? 'item' : 'items'}
          </Badge>
        )}
      </Flex>
      <Flex gap="4" wrap="wrap" align="center" role="group" aria-label="Filters">
        <FilterSelect
          id="admin-items-status"
          label="Status"
          value={statusFilter}
          options={[
            ['all', 'All statuses'],
            ...ITEM_STATUSES.map((s) => [s, ITEM_STATUS_LABELS[s]] as const),
          ]}
          onChange={(value) => onStatusFilterChange(value as AdminItemStatusFilter)}
        />
        <FilterSelect
          id="admin-items-type"
          label="Type"
          value={typeFilter}
          options={[
            ['all', 'All types'],
            ...ITEM_TYPES.map((t) => [t, ITEM_TYPE_LABELS[t]] as const),
          ]}
          onChange={(value) => onTypeFilterChange(value as AdminItemTypeFilter)}
        />
      </Flex>
      <Card size="1" className={css.card}>
        {status === 'loading' && <LoadingRows />}
        {status === 'error' && (
          <Flex direction="column" align="start" gap="3" p="4">
            <Callout.Root color="red" role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{error || 'Failed to load items'}</Callout.Text>
            </Callout.Root>
            <Button variant="soft" color="gray" highContrast onClick={onRetry}>
              <UpdateIcon aria-hidden /> Try again
            </Button>
          </Flex>
        )}
        {status === 'ready' && items.length === 0 && (
          <Flex direction="column" align="center" gap="1" p="6">
            <Text weight="bold">No items found</Text>
            <Text color="gray" size="2">
              {statusFilter === 'all' && typeFilter === 'all'
                ? 'No items have been listed yet.'
                : 'No items match these filters.'}
            </Text>
          </Flex>
        )}
        {status === 'ready' && items.length > 0 && (
          <Table.Root variant="ghost" className={css.table} aria-label="Items">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Item</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Owner</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  pending={pending?.id === item.id ? pending.action : null}
                  busy={pending !== null}
                  failure={failure?.id === item.id ? failure : null}
                  onDialogClose={onDialogClose}
                  {...handlers}
                />
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
      {status === 'ready' && (
        <CatalogPagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
      )}
    </div>
  );
}
AdminItemsPage.displayName = 'AdminItemsPage';

type RowHandlers = Pick<
  AdminItemsPageProps,
  | 'onApprove'
  | 'onReject'
  | 'onUnapprove'
  | 'onPublish'
  | 'onTokenOffer'
  | 'onCompleteTrade'
  | 'onTransfer'
  | 'onOpenChat'
>;

interface ItemRowProps extends RowHandlers {
  item: AdminItemRow;
  pending: AdminItemAction | null;
  busy: boolean;
  failure: { action: ModerationAction; message?: string | null } | null;
  onDialogClose?: () => void;
}

function ItemRow({
  item,
  pending,
  busy,
  failure,
  onDialogClose,
  onApprove,
  onReject,
  onUnapprove,
  onPublish,
  onTokenOffer,
  onCompleteTrade,
  onTransfer,
  onOpenChat,
}: ItemRowProps) {
  const Link = useLinkComponent();
  const moderation = item.actions.filter(
    (a): a is ModerationAction => a === 'approve' || a === 'reject' || a === 'unapprove',
  );
  const has = (action: AdminItemAction) => item.actions.includes(action);
  const title = [item.brand, item.model].filter(Boolean).join(' ');
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        <Flex direction="column" gap="1">
          <RadixLink asChild weight="medium">
            <Link href={`/items/${item.itemType}/${item.id}`}>{item.name}</Link>
          </RadixLink>
          <Text size="1" color="gray">
            {ITEM_TYPE_LABELS[item.itemType]}
            {title ? ` · ${title}` : ''}
          </Text>
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Flex direction="column" gap="1">
          <Text size="2">{item.ownerName}</Text>
          {item.ownerEmail && (
            <Text size="1" color="gray">
              {item.ownerEmail}
            </Text>
          )}
        </Flex>
      </Table.Cell>
      <Table.Cell>
        <Flex direction="column" gap="1" align="start">
          <Badge color={itemStatusColor(item.status)} variant="soft" highContrast>
            {itemStatusLabel(item.status)}
          </Badge>
          {item.tokenOffer != null && (
            <Text size="1" color="gray">
              Token offer sent: {item.tokenOffer} tokens
            </Text>
          )}
        </Flex>
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2" wrap="wrap" role="group" aria-label={`Actions for ${item.name}`}>
          <ModerationActions
            size="2"
            itemType={item.itemType}
            itemName={item.name}
            status={item.status}
            actions={moderation}
            onApprove={() => onApprove(item)}
            onReject={(reason) => onReject(item, reason)}
            onUnapprove={(reason) => onUnapprove(item, reason)}
            pending={
              pending === 'approve' || pending === 'reject' || pending === 'unapprove'
                ? pending
                : null
            }
            error={failure}
            onDialogClose={onDialogClose}
          />
          {has('publish') && (
            <Button
              size="2"
              variant="soft"
              color="jade"
              highContrast
              disabled={busy}
              loading={pending === 'publish'}
              onClick={() => onPublish(item)}
            >
              <RocketIcon aria-hidden /> Publish
            </Button>
          )}
          {has('token-offer') && (
            <Button
              size="2"
              variant="soft"
              highContrast
              disabled={busy}
              onClick={() => onTokenOffer(item)}
            >
              <PaperPlaneIcon aria-hidden /> Send Token Offer
            </Button>
          )}
          {has('complete-trade') && (
            <OfferConfirmDialog
              kind="complete"
              who={item.acceptedOffer?.buyerName ?? 'the buyer'}
              seller={item.ownerName}
              amount={item.acceptedOffer?.amount ?? 'the agreed amount'}
              itemName={item.name}
              busy={busy}
              running={pending === 'complete-trade'}
              onConfirm={() => onCompleteTrade(item)}
            />
          )}
          {has('open-chat') && (
            <Button size="2" variant="soft" highContrast onClick={() => onOpenChat(item)}>
              <ChatBubbleIcon aria-hidden /> Open Chat
            </Button>
          )}
          {has('transfer') && (
            <Button
              size="2"
              variant="soft"
              color="gray"
              highContrast
              disabled={busy}
              onClick={() => onTransfer(item)}
            >
              <PersonIcon aria-hidden /> Transfer Ownership
            </Button>
          )}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <Flex align="center" gap="2">
      <Text size="2" color="gray" id={`${id}-label`}>
        {label}
      </Text>
      <Select.Root value={value} onValueChange={onChange}>
        <Select.Trigger aria-labelledby={`${id}-label`} />
        <Select.Content position="popper">
          {options.map(([v, text]) => (
            <Select.Item key={v} value={v}>
              {text}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

function LoadingRows() {
  return (
    <Flex
      direction="column"
      gap="3"
      p="4"
      role="status"
      aria-busy="true"
      aria-label="Loading items"
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height="40px" />
      ))}
    </Flex>
  );
}
