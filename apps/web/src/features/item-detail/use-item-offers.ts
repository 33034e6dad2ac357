import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  acceptOfferMutationOptions,
  cancelOfferMutationOptions,
  completeItemTradeMutationOptions,
  itemOffersQueryOptions,
  rejectOfferMutationOptions,
  type Item,
  type Offer,
  type User,
} from '@pedalswap/api-client';
import { OFFER_MESSAGES, itemOfferSection, tradeCompleteHref } from '@pedalswap/domain/offers';
import { FORMER_MEMBER } from '@pedalswap/domain/shared';
import { toastError, toastSuccess } from '../../app/lazy-toaster.tsx';
import type {
  ItemOfferEvent,
  ItemOfferView,
  ItemOffersProps,
} from '@pedalswap/ui/screens/item-detail-page';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';
import { PAGE_EVENTS, itemOfferEvents } from './item-offer-events.ts';

const view = (offer: Offer, events: ItemOfferEvent[]): ItemOfferView => ({
  id: offer.id,
  offerType: offer.offerType,
  amount: offer.amount,
  status: offer.status,
  expiresAt: offer.expiresAt,
  createdAt: offer.createdAt,
  userId: offer.userId,
  // Ours: the bidder may have deleted the account since.
  userName: offer.userName ?? FORMER_MEMBER,
  offerMessage: offer.offerMessage,
  adminResponse: offer.adminResponse,
  hasUnreadMessages: offer.hasUnreadMessages,
  events,
});

/** The owner's name as the item page shows it ('Listed by'), or nothing to say. */
const ownerNameOf = (item: Item) =>
  [item.owner?.firstName ?? item.ownerFirstName, item.owner?.lastName ?? item.ownerLastName]
    .filter(Boolean)
    .join(' ');

/**
 * The item page's offers section for a signed-in viewer (spec 2 §2.6, §4.2, §6): the offers
 * (all for the owner and staff, the viewer's own for anyone else: the server decides), the
 * decision of the domain's itemOfferSection, and the answers with their toasts (§8.5). Each
 * answer marks the offers and the item stale (the mutation options), so the list, the button
 * and the item's status follow. Null until the item is loaded or when no one is signed in.
 */
export function useItemOffers(
  item: Item | undefined,
  user: User | null,
  open: { onMakeOffer?: () => void; onTokenOffer?: () => void } = {},
): ItemOffersProps | null {
  const { client } = useSession();
  const offers = useQuery({
    ...itemOffersQueryOptions(client, item?.itemType ?? 'bike', item?.id ?? ''),
    enabled: !!item && !!user,
  });
  const accept = useMutation(acceptOfferMutationOptions(client));
  const reject = useMutation(rejectOfferMutationOptions(client));
  const cancel = useMutation(cancelOfferMutationOptions(client));
  // The item page's Complete Trade is the owner role's own call (spec 2 §6; x-roles owner).
  const complete = useMutation(completeItemTradeMutationOptions(client));
  const navigate = useNavigate();
  if (!item || !user) return null;

  const now = new Date();
  const viewer = {
    id: user.id,
    role: user.role,
    emailVerified: user.emailVerified,
    status: user.accountStatus,
  };
  // Offers made by the item's present owner were made before they owned it (a buyer after a
  // trade): they are not offers on their listing.
  const list = (offers.data ?? []).filter(
    (offer) => !(offer.userId === item.ownerId && item.ownerId === user.id),
  );
  const section = itemOfferSection(
    { ownerId: item.ownerId, status: item.status, ownerRole: item.owner?.role },
    viewer,
    list,
    now,
  );
  const views = list.map((offer) => view(offer, itemOfferEvents(offer, item, viewer, now)));
  const mine = views.find((_, i) => list[i]!.userId === user.id) ?? null;

  const calls = { ACCEPT: accept, REJECT: reject, CANCEL: cancel, COMPLETE: complete } as const;
  const running = PAGE_EVENTS.find((event) => calls[event].isPending);
  const target = (offerId: string) => ({ id: offerId, itemType: item.itemType, itemId: item.id });

  const onOfferEvent = (offerId: string, event: ItemOfferEvent, message?: string) => {
    switch (event) {
      case 'ACCEPT':
        return accept.mutate(
          { ...target(offerId), response: message },
          {
            onSuccess: () => toastSuccess(OFFER_MESSAGES.accepted),
            onError: (error) =>
              toastError('Error', {
                description: errorMessage(error, OFFER_MESSAGES.acceptFailed),
              }),
          },
        );
      case 'REJECT':
        return reject.mutate(
          { ...target(offerId), reason: message },
          {
            onSuccess: () => toastSuccess(OFFER_MESSAGES.rejected),
            onError: (error) =>
              toastError('Error', {
                description: errorMessage(error, OFFER_MESSAGES.rejectFailed),
              }),
          },
        );
      case 'CANCEL':
        return cancel.mutate(target(offerId), {
          onSuccess: () => toastSuccess(OFFER_MESSAGES.cancelled),
          onError: (error) => toastError(errorMessage(error, 'Failed to cancel offer')),
        });
      case 'COMPLETE': {
        // The names as they were before the trade: the thank-you page says the bike came from
        // its previous owner (spec 2 §2.9), who is no longer the item's owner afterwards.
        const thanks = tradeCompleteHref({ bikeName: item.name, ownerName: ownerNameOf(item) });
        return complete.mutate(target(offerId), {
          onSuccess: (done) => {
            toastSuccess(OFFER_MESSAGES.tradeCompleted(done.tokensAwarded));
            void navigate(thanks);
          },
          onError: (error) =>
            toastError(OFFER_MESSAGES.completeFailed, { description: errorMessage(error, '') }),
        });
      }
    }
  };

  return {
    section,
    itemName: item.name,
    ownerName: ownerNameOf(item),
    status: offers.isError ? 'error' : offers.data ? 'ready' : 'loading',
    offers: section.seesAllOffers ? views : undefined,
    myOffer: section.seesAllOffers ? null : mine,
    busy: running
      ? { offerId: (calls[running].variables as { id: string }).id, event: running }
      : null,
    onOfferEvent,
    ...open,
  };
}
