// An offer as the staff offers page's card shows it (spec 3 §2.5), with the answers this viewer
// may give: the domain's offerActionsFor, the rule the server applies (pending or sent, not
// expired, and staff answer only offers on staff-owned items), and Complete Trade on an accepted
// offer for both staff roles (spec 2 §6: the offers list allows owner and manager).
import type { Offer } from '@pedalswap/api-client';
import type { ItemViewer } from '@pedalswap/domain/items';
import { offerActionsFor } from '@pedalswap/domain/offers';
import { FORMER_MEMBER } from '@pedalswap/domain/shared';
import type { AdminOfferCard } from '@pedalswap/ui/screens/admin/admin-offers';

/** An offer as the card shows it, with the answers this viewer may give. */
export function adminOfferCard(offer: Offer, viewer: ItemViewer, now = new Date()): AdminOfferCard {
  const actions = offerActionsFor(
    {
      status: offer.status,
      userId: offer.userId ?? null,
      itemOwnerId: offer.itemOwnerId ?? '',
      itemOwnerRole: offer.itemOwnerRole ?? null,
      expiresAt: offer.expiresAt ?? null,
      transactionId: offer.transactionId ?? null,
    },
    viewer,
    now,
  ).filter(
    (a): a is 'accept' | 'reject' | 'complete' =>
      a === 'accept' || a === 'reject' || a === 'complete',
  );
  return {
    id: offer.id,
    itemId: offer.itemId,
    itemType: offer.itemType,
    itemName: offer.itemName,
    itemBrand: offer.itemBrand ?? null,
    // A deleted member's offer keeps no name.
    senderName: offer.userName ?? FORMER_MEMBER,
    senderEmail: offer.userEmail ?? null,
    status: offer.status,
    offerType: offer.offerType,
    amount: offer.amount,
    createdAt: offer.createdAt,
    message: offer.offerMessage ?? offer.message ?? null,
    adminResponse: offer.adminResponse ?? null,
    userResponse: offer.userResponse ?? null,
    actions,
  };
}
