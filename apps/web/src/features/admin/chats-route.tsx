// /admin/chats (issue 14; openapi.yaml listAdminChats): every chat, 20 a page (the page in the
// URL), each row opening the staff chat dialog. A chat is addressed by its latest offer
// (ChatSummary.offerId), which names the buyer; a chat without one cannot be opened here.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminChatsQueryOptions, type ChatSummary } from '@pedalswap/api-client';
import { AdminChatsPage } from '@pedalswap/ui/screens/admin/admin-chats';
import { useSession } from '../../app/session/session-context.tsx';

// The chat dialog and its machine load only when staff open a chat.
const AdminChat = lazy(async () => ({ default: (await import('./admin-chat.tsx')).AdminChat }));

export function AdminChatsRoute() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(adminChatsQueryOptions(client, page));
  const chats = list.data?.chats ?? [];
  const [open, setOpen] = useState<ChatSummary | null>(null);

  return (
    <>
      <AdminChatsPage
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        rows={chats.map((c) => ({
          id: c.id,
          itemName: c.itemName,
          itemType: c.itemType,
          buyerName: c.buyerName ?? null,
          sellerName: c.sellerName ?? null,
          lastMessage: c.lastMessage?.messageText ?? null,
          unreadCount: c.unreadCount,
          updatedAt: c.updatedAt,
          canOpen: !!c.offerId,
        }))}
        total={list.data?.pagination.total ?? 0}
        page={page}
        pages={list.data?.pagination.totalPages ?? 1}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        onOpen={(row) => setOpen(chats.find((c) => c.id === row.id) ?? null)}
      />
      {open?.offerId && (
        <Suspense fallback={null}>
          <AdminChat
            address={{ itemType: open.itemType, itemId: open.itemId, offerId: open.offerId }}
            itemName={open.itemName}
            buyerName={open.buyerName ?? null}
            onClose={() => {
              setOpen(null);
              // New messages may have come meanwhile: the list shows them.
              void list.refetch();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
