// /admin/items, Manage Items (spec 3 §2.4): the status and type filters and the page live in the
// URL ('all' removes its parameter), 20 a page. The rows' actions are decided by
// admin-item-rows.ts; the calls run here and answer with the spec's toasts.
import { useDeferredValue, useState, lazy, Suspense } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  adminItemsQueryOptions,
  approveItemMutationOptions,
  completeOfferMutationOptions,
  memberPickerQueryOptions,
  offerQueryOptions,
  refreshItems,
  publishItemMutationOptions,
  rejectItemMutationOptions,
  transferOwnershipMutationOptions,
  unapproveItemMutationOptions,
} from '@pedalswap/api-client';
import {
  ITEM_MESSAGES,
  isItemStatus,
  isItemType,
  type ModerationAction,
} from '@pedalswap/domain/items';
import { OFFER_MESSAGES, tradeCompleteHref } from '@pedalswap/domain/offers';
import { FORMER_MEMBER, formatOfferAmount } from '@pedalswap/domain/shared';
import { toastError, toastSuccess } from '@pedalswap/ui/components/toaster';
import {
  AdminItemsPage,
  TransferOwnershipDialog,
  type AdminItemAction,
  type AdminItemRow,
  type AdminItemStatusFilter,
  type AdminItemTypeFilter,
} from '@pedalswap/ui/screens/admin/admin-items';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';
import { adminItemRow } from './admin-item-rows.ts';

const OfferDialogs = lazy(() => import('../../app/offers/offer-dialogs.tsx'));
const AdminChat = lazy(async () => ({ default: (await import('./admin-chat.tsx')).AdminChat }));

const PAGE_SIZE = 20;

/** Reads ?status&type&page; anything unreadable is 'all' or page 1. */
function readQuery(params: URLSearchParams) {
  const status = params.get('status');
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    status: (isItemStatus(status) ? status : 'all') as AdminItemStatusFilter,
    type: (isItemType(type) ? type : 'all') as AdminItemTypeFilter,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function AdminItemsRoute() {
  const { client, user } = useSession();
  const [params, setParams] = useSearchParams();
  const { status, type, page } = readQuery(params);
  const list = useQuery(
    adminItemsQueryOptions(client, {
      page,
      limit: PAGE_SIZE,
      ...(status === 'all' ? {} : { status }),
      ...(type === 'all' ? {} : { type }),
    }),
  );
  const viewer = user ? { id: user.id, role: user.role } : null;
  const baseRows = viewer ? (list.data?.items ?? []).map((item) => adminItemRow(item, viewer)) : [];
  // Complete Trade's confirmation names the amount and the buyer: the page's accepted offers
  // (only listings in a trade, a few at most) are read beside the list.
  const accepted = useQueries({
    queries: baseRows.flatMap((row) =>
      row.acceptedOfferId ? [offerQueryOptions(client, row.acceptedOfferId)] : [],
    ),
  });
  const rows = baseRows.map((row) => {
    const offer = accepted.find((q) => q.data?.id === row.acceptedOfferId)?.data;
    return offer
      ? {
          ...row,
          acceptedOffer: {
            amount: formatOfferAmount(offer),
            buyerName: offer.userName ?? FORMER_MEMBER,
          },
        }
      : row;
  });

  // A filter change starts again at page 1; 'all' leaves its parameter out.
  const setFilter = (key: 'status' | 'type', value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete(key);
    else next.set(key, value);
    next.delete('page');
    setParams(next);
  };
  const goToPage = (to: number) => {
    const next = new URLSearchParams(params);
    if (to <= 1) next.delete('page');
    else next.set('page', String(to));
    setParams(next);
  };

  const queryClient = useQueryClient();
  const calls = useItemCalls();
  const [tokenOfferFor, setTokenOfferFor] = useState<AdminItemRow | null>(null);
  const [transferFor, setTransferFor] = useState<AdminItemRow | null>(null);
  const [chatFor, setChatFor] = useState<AdminItemRow | null>(null);

  return (
    <>
      <AdminItemsPage
        status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        error={list.isError ? errorMessage(list.error, 'Failed to load items') : null}
        onRetry={() => void list.refetch()}
        items={rows}
        statusFilter={status}
        onStatusFilterChange={(value) => setFilter('status', value)}
        typeFilter={type}
        onTypeFilterChange={(value) => setFilter('type', value)}
        page={page}
        totalPages={list.data?.pagination.totalPages ?? 1}
        total={list.data?.pagination.total ?? 0}
        onPageChange={goToPage}
        onTokenOffer={setTokenOfferFor}
        onTransfer={setTransferFor}
        onOpenChat={setChatFor}
        {...calls}
      />
      {tokenOfferFor && (
        <Suspense fallback={null}>
          <OfferDialogs
            kind="token"
            item={{
              itemType: tokenOfferFor.itemType,
              id: tokenOfferFor.id,
              name: tokenOfferFor.name,
            }}
            onClosed={() => {
              setTokenOfferFor(null);
              // The offer call refreshes the item page's queries; this list shows the new
              // pending token offer (and loses the button) only when read again.
              void refreshItems(queryClient);
            }}
          />
        </Suspense>
      )}
      {chatFor?.chatOfferId && (
        <Suspense fallback={null}>
          <AdminChat
            // The newest offer's chat, the one with its buyer (openapi.yaml getOrCreateChat).
            address={{
              itemType: chatFor.itemType,
              itemId: chatFor.id,
              offerId: chatFor.chatOfferId,
            }}
            itemName={chatFor.name}
            onClose={() => setChatFor(null)}
          />
        </Suspense>
      )}
      {transferFor && <TransferDialog item={transferFor} onClosed={() => setTransferFor(null)} />}
    </>
  );
}

/**
 * The row calls: moderation (the item page's mutations), publish and complete trade. Only one
 * runs at a time (the screen disables the rest), so one pending and one failure suffice.
 */
function useItemCalls() {
  const { client } = useSession();
  const approve = useMutation(approveItemMutationOptions(client));
  const reject = useMutation(rejectItemMutationOptions(client));
  const unapprove = useMutation(unapproveItemMutationOptions(client));
  const publish = useMutation(publishItemMutationOptions(client));
  const complete = useMutation(completeOfferMutationOptions(client));
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ id: string; action: AdminItemAction } | null>(null);

  const moderation = { approve, reject, unapprove } as const;
  const running = [approve, reject, unapprove, publish, complete].some((m) => m.isPending);
  const failedAction = (Object.keys(moderation) as ModerationAction[]).find(
    (a) => moderation[a].isError,
  );
  const resetAll = () => [approve, reject, unapprove, publish, complete].forEach((m) => m.reset());
  const start = (row: AdminItemRow, action: AdminItemAction) => {
    resetAll();
    setTarget({ id: row.id, action });
  };

  return {
    pending: running ? target : null,
    failure:
      failedAction && target
        ? {
            id: target.id,
            action: failedAction,
            message: errorMessage(moderation[failedAction].error, '') || null,
          }
        : null,
    onDialogClose: resetAll,
    onApprove: (row: AdminItemRow) => {
      start(row, 'approve');
      approve.mutate({ id: row.id }, { onSuccess: () => toastSuccess(ITEM_MESSAGES.approved) });
    },
    onReject: (row: AdminItemRow, reason: string) => {
      start(row, 'reject');
      // Spec 3 §8's staff panel success text (the item page words its own).
      reject.mutate({ id: row.id, reason }, { onSuccess: () => toastSuccess('Item rejected') });
    },
    onUnapprove: (row: AdminItemRow, reason: string) => {
      start(row, 'unapprove');
      unapprove.mutate(
        { id: row.id, reason },
        { onSuccess: () => toastSuccess(ITEM_MESSAGES.unapproved(row.itemType)) },
      );
    },
    onPublish: (row: AdminItemRow) => {
      start(row, 'publish');
      publish.mutate(
        { type: row.itemType, id: row.id },
        {
          onSuccess: () => toastSuccess(ITEM_MESSAGES.published(row.itemType)),
          onError: (error) => toastError(errorMessage(error, 'Failed to publish')),
        },
      );
    },
    onCompleteTrade: (row: AdminItemRow) => {
      if (!row.acceptedOfferId) return;
      start(row, 'complete-trade');
      complete.mutate(
        { id: row.acceptedOfferId, itemType: row.itemType, itemId: row.id },
        {
          // Staff land on the thank-you page (docs/product-decisions.md), as from the item page.
          onSuccess: (done) => {
            toastSuccess(done.message || OFFER_MESSAGES.tradeCompleted(done.tokensAwarded));
            void navigate(tradeCompleteHref({ bikeName: row.name, ownerName: row.ownerName }));
          },
          onError: (error) =>
            toastError(OFFER_MESSAGES.completeFailed, {
              description: errorMessage(error, '') || undefined,
            }),
        },
      );
    },
  };
}

/** The transfer dialog: searches active members as staff type (debounced by React), transfers. */
function TransferDialog({ item, onClosed }: { item: AdminItemRow; onClosed: () => void }) {
  const { client } = useSession();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const deferred = useDeferredValue(search.trim());
  const members = useQuery(memberPickerQueryOptions(client, deferred));
  const transfer = useMutation(transferOwnershipMutationOptions(client));
  const options = (members.data ?? [])
    .filter((m) => m.id !== item.ownerId)
    .map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim(), email: m.email }));
  return (
    <TransferOwnershipDialog
      open
      itemName={item.name}
      currentOwnerName={item.ownerName}
      search={search}
      onSearchChange={setSearch}
      membersStatus={members.isPending ? 'loading' : members.isError ? 'error' : 'ready'}
      members={options}
      selectedId={selectedId}
      onSelect={setSelectedId}
      pending={transfer.isPending}
      failure={
        transfer.isError ? errorMessage(transfer.error, 'Failed to transfer ownership') : null
      }
      onClose={onClosed}
      onConfirm={(newOwnerId) =>
        transfer.mutate(
          { id: item.id, newOwnerId },
          {
            onSuccess: () => {
              toastSuccess(ITEM_MESSAGES.transferred);
              onClosed();
            },
          },
        )
      }
    />
  );
}
