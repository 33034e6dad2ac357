import { useMutation, useQuery } from '@tanstack/react-query';
import { cancelOfferMutationOptions, myOffersQueryOptions } from '@pedalswap/api-client';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { offersAwaitingAnswer } from '@pedalswap/domain/offers';
import type { ProfileOffer, ProfilePageProps } from '@pedalswap/ui/screens/profile-page';
import { errorMessage } from '../../app/error-message.ts';
import { toastPlainError, toastSuccess } from '../../app/lazy-toaster.tsx';
import { useSession } from '../../app/session/session-context.tsx';

/**
 * Your Offers on the own profile (spec 1 §2): the offers the member made, newest first, each
 * with its status; Cancel on a pending one withdraws it (spec 2 §4.2) with the toast of §8.5.
 * Which offers may still be cancelled is the domain's canCancelOffer, asked by the section.
 */
export function useYourOffers(): NonNullable<ProfilePageProps['offers']> {
  const { client } = useSession();
  const sent = useQuery(myOffersQueryOptions(client, { direction: 'sent' }));
  const cancel = useMutation(cancelOfferMutationOptions(client));
  return {
    status: sent.isPending ? 'loading' : sent.isError ? 'error' : 'ready',
    items: sent.data?.offers ?? [],
    error: sent.isError ? errorMessage(sent.error, PROFILE_PAGE_MESSAGES.offersFailed) : null,
    onRetry: () => void sent.refetch(),
    cancellingId: cancel.isPending ? (cancel.variables?.id ?? null) : null,
    onCancelOffer: (offer: ProfileOffer) =>
      cancel.mutate(
        { id: offer.id, itemType: offer.itemType, itemId: offer.itemId },
        {
          onSuccess: () => toastSuccess(PROFILE_PAGE_MESSAGES.offerCancelled),
          onError: (error) => toastPlainError(errorMessage(error, 'Failed to cancel offer')),
        },
      ),
  };
}

/**
 * The new-offers alert (spec 1 §2): offers on the member's items still waiting for an answer
 * (offersAwaitingAnswer: not those past their expiry the job has not marked yet). The alert
 * shows nothing while they load or when the call fails: it is a nudge, the item pages list
 * the offers anyway.
 */
export function useNewOffers(): readonly ProfileOffer[] {
  const { client } = useSession();
  // No status filter: a staff token offer waits as 'sent', a member's as 'pending'; the newest
  // 50 received hold the waiting ones (they expire within 7 days).
  const received = useQuery(myOffersQueryOptions(client, { direction: 'received' }));
  return offersAwaitingAnswer(received.data?.offers ?? []);
}
