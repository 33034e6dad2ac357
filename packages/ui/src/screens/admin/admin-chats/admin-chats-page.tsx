import { Badge, Button, Table, Text } from '@radix-ui/themes';
import { ChatBubbleIcon } from '@radix-ui/react-icons';
import { FORMER_MEMBER, formatDateTime } from '@pedalswap/domain/shared';
import {
  AdminHeading,
  AdminPager,
  ListStatus,
  type ListState,
} from '../admin-parts/admin-parts.tsx';

/** One chat as the list shows it (openapi.yaml ChatSummary). */
export interface AdminChatRow {
  id: string;
  itemName: string;
  itemType: string;
  buyerName: string | null;
  sellerName: string | null;
  /** The latest message's text, if any. */
  lastMessage: string | null;
  unreadCount: number;
  updatedAt: string;
  /** The chat can be opened (the app knows which buyer's chat it is). */
  canOpen: boolean;
}

export interface AdminChatsPageProps {
  state: ListState;
  rows: readonly AdminChatRow[];
  total: number;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Opens the staff chat dialog of this chat. */
  onOpen: (row: AdminChatRow) => void;
  locale?: string;
  timeZone?: string;
}

/**
 * /admin/chats (issue 14; openapi.yaml listAdminChats): every chat with messages, most recent
 * activity first, 20 a page, with what the calling staff member has not read. Each row opens
 * the staff chat dialog.
 */
export function AdminChatsPage({
  state,
  rows,
  total,
  page,
  pages,
  onPageChange,
  onOpen,
  locale = 'en-US',
  timeZone,
}: AdminChatsPageProps) {
  return (
    <div>
      <AdminHeading title="Chats">
        Every conversation between members and owners, most recent first
        {state === 'ready' ? ` (${total})` : ''}.
      </AdminHeading>
      <ListStatus
        state={state}
        errorText="Chats could not be loaded. Please try again."
        empty={rows.length === 0}
        emptyText="No chats yet."
      />
      {state === 'ready' && rows.length > 0 && (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Item</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Buyer</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Seller</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Last message</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Updated</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.RowHeaderCell>
                  <Text weight="bold">{row.itemName}</Text>{' '}
                  <Text size="1" color="gray">
                    {row.itemType}
                  </Text>{' '}
                  {row.unreadCount > 0 && (
                    <Badge color="red" variant="soft" highContrast>
                      {row.unreadCount} unread
                    </Badge>
                  )}
                </Table.RowHeaderCell>
                <Table.Cell>{row.buyerName ?? FORMER_MEMBER}</Table.Cell>
                <Table.Cell>{row.sellerName ?? FORMER_MEMBER}</Table.Cell>
                <Table.Cell>
                  <Text size="2" truncate>
                    {row.lastMessage ?? ''}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <time dateTime={row.updatedAt}>
                    {formatDateTime(row.updatedAt, { locale, timeZone })}
                  </time>
                </Table.Cell>
                <Table.Cell>
                  <Button
                    size="1"
                    variant="soft"
                    highContrast
                    disabled={!row.canOpen}
                    aria-label={`Open chat about ${row.itemName} with ${row.buyerName ?? FORMER_MEMBER}`}
                    onClick={() => onOpen(row)}
                  >
                    <ChatBubbleIcon aria-hidden /> Open
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <AdminPager page={page} pages={pages} onPageChange={onPageChange} />
    </div>
  );
}
