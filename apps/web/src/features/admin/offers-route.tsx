// /admin/offers, Admin Offers (spec 3 §2.5, §7.3): the filters live in the URL (the domain's
// readAdminOfferFilters), the list is GET /offers/trending with them, the Pending tab's count a
// second one-row query. Accept/Reject show where the domain's offerActionsFor allows them (the
// same rule the server applies), and fail with the spec's toast.
import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  acceptOfferMutationOptions,
  adminOffersQueryOptions,
  refreshItems,
  rejectOfferMutationOptions,
} from '@pedalswap/api-client';
import {
  OFFER_MESSAGES,
  adminOfferQuery,
  readAdminOfferFilters,
  writeAdminOfferFilters,
} from '@pedalswap/domain/offers';
import { toastError, toastSuccess } from '@pedalswap/ui/components/toaster';
import { AdminOffersPage, type AdminOfferCard } from '@pedalswap/ui/screens/admin/admin-offers';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';
import { adminOfferCard } from './admin-offer-cards.ts';

// The chat dialog and its machine load only when staff open a chat.
const AdminChat = lazy(async () => ({ default: (await import('./admin-chat.tsx')).AdminChat }));

export function AdminOffersRoute() {
  const { client, user } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readAdminOfferFilters(params);
  const list = useQuery(adminOffersQueryOptions(client, adminOfferQuery(filters)));
  const pending = useQuery(adminOffersQueryOptions(client, { status: 'pending', limit: 1 }));
  const accept = useMutation(acceptOfferMutationOptions(client));
  const reject = useMutation(rejectOfferMutationOptions(client));
  const [busyId, setBusyId] = useState<string | null>(null);
  const [chatOffer, setChatOffer] = useState<AdminOfferCard | null>(null);
  const viewer = user ? { id: user.id, role: user.role } : null;
  const offers = viewer ? (list.data?.offers ?? []).map((o) => adminOfferCard(o, viewer)) : [];
  const queryClient = useQueryClient();
  // The answered offer leaves or changes its tab, and the pending count changes.
  const settle = () => {
    setBusyId(null);
    void refreshItems(queryClient);
  };

  return (
    <>
      <AdminOffersPage
        status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        error={list.isError ? errorMessage(list.error, OFFER_MESSAGES.loadFailed) : null}
        onRetry={() => void list.refetch()}
        offers={offers}
        total={list.data?.pagination.total ?? 0}
        pendingCount={pending.data?.pagination.total ?? null}
        filters={filters}
        onFiltersChange={(next) => setParams(writeAdminOfferFilters(next))}
        totalPages={list.data?.pagination.totalPages ?? 1}
        busyId={busyId}
        onAccept={(offer) => {
          setBusyId(offer.id);
          accept.mutate(
            { id: offer.id, itemType: offer.itemType, itemId: offer.itemId },
            {
              onSuccess: () => toastSuccess(OFFER_MESSAGES.accepted),
              onError: () => toastError(OFFER_MESSAGES.answerFailedAdmin('accept')),
              onSettled: settle,
            },
          );
        }}
        onReject={(offer, reason) => {
          setBusyId(offer.id);
          reject.mutate(
            { id: offer.id, itemType: offer.itemType, itemId: offer.itemId, reason },
            {
              onSuccess: () => toastSuccess(OFFER_MESSAGES.rejected),
              onError: () => toastError(OFFER_MESSAGES.answerFailedAdmin('reject')),
              onSettled: settle,
            },
          );
        }}
        onOpenChat={setChatOffer}
      />
      {chatOffer && (
        <Suspense fallback={null}>
          <AdminChat
            // An offer's chat is the one with its buyer (openapi.yaml getOrCreateChat).
            address={{
              itemType: chatOffer.itemType,
              itemId: chatOffer.itemId,
              offerId: chatOffer.id,
            }}
            itemName={chatOffer.itemName}
            buyerName={chatOffer.senderName}
            onClose={() => setChatOffer(null)}
          />
        </Suspense>
      )}
    </>
  );
}
