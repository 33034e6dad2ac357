// /admin/offers, Admin Offers (spec 3 §2.5, §7.3): the filters live in the URL (the domain's
// readAdminOfferFilters), the list is GET /offers/trending with them, the Pending tab's count a
// second one-row query. Accept/Reject show where the domain's offerActionsFor allows them (the
// same rule the server applies), and fail with the spec's toast.
import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  acceptOfferMutationOptions,
  completeOfferMutationOptions,
  adminOffersQueryOptions,
  refreshItems,
  rejectOfferMutationOptions,
} from '@pedalswap/api-client';
import {
  OFFER_MESSAGES,
  adminOfferQuery,
  readAdminOfferFilters,
  tradeCompleteHref,
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
  const complete = useMutation(completeOfferMutationOptions(client));
  const navigate = useNavigate();
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
        onAccept={(offer, response) => {
          setBusyId(offer.id);
          accept.mutate(
            { id: offer.id, itemType: offer.itemType, itemId: offer.itemId, response },
            {
              onSuccess: () => toastSuccess(OFFER_MESSAGES.accepted),
              // The server's message when it has one (spec 3 §8: staff panel fallbacks).
              onError: (error) =>
                toastError(errorMessage(error, OFFER_MESSAGES.answerFailedAdmin('accept'))),
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
              onError: (error) =>
                toastError(errorMessage(error, OFFER_MESSAGES.answerFailedAdmin('reject'))),
              onSettled: settle,
            },
          );
        }}
        onComplete={(offer) => {
          setBusyId(offer.id);
          complete.mutate(
            { id: offer.id, itemType: offer.itemType, itemId: offer.itemId },
            {
              // Staff land on the thank-you page (docs/product-decisions.md).
              onSuccess: (done) => {
                toastSuccess(OFFER_MESSAGES.tradeCompleted(done.tokensAwarded));
                void navigate(tradeCompleteHref({ bikeName: offer.itemName }));
              },
              onError: (error) =>
                toastError(OFFER_MESSAGES.completeFailed, {
                  description: errorMessage(error, '') || undefined,
                }),
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
