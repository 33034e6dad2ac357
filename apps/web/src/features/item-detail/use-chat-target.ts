import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Item, User } from '@pedalswap/api-client';
import type { ItemOffersProps } from '@pedalswap/ui/screens/item-detail-page';

export interface ChatTarget {
  /** The offer naming the buyer; null: the viewer's own chat with the owner. */
  offerId: string | null;
  title: string;
}

/**
 * Which chat the item page shows (spec 2 §2.6, §2.7): none until one is opened, by Open Chat on
 * an offer (the owner and staff pick the buyer's offer, a bidder their own), by a submitted offer
 * that started a chat, or by the page's #chat address (the admin offers list's Open Chat; with
 * ?offerId= it names the offer, otherwise the newest offer the viewer sees).
 */
export function useChatTarget(item: Item, user: User, offers: ItemOffersProps | null) {
  const location = useLocation();
  const [target, setTarget] = useState<ChatTarget | null>(null);
  const ownerName = [item.ownerFirstName, item.ownerLastName].filter(Boolean).join(' ');
  const withOwner = ownerName ? `Chat with ${ownerName}` : 'Chat with the owner';

  const seesAll = offers?.section.seesAllOffers ?? false;
  const list = offers?.offers;
  const mine = offers?.myOffer ?? null;
  const openOffer = useCallback(
    (offerId: string) => {
      const offer = list?.find((o) => o.id === offerId);
      setTarget({
        offerId,
        title: seesAll && offer ? `Chat with ${offer.userName}` : withOwner,
      });
    },
    [list, seesAll, withOwner],
  );
  const openOwn = useCallback(() => setTarget({ offerId: null, title: withOwner }), [withOwner]);
  const close = useCallback(() => setTarget(null), []);

  // #chat: opened once the offers are known.
  const ready = offers?.status === 'ready';
  const wanted =
    location.hash === '#chat' ? new URLSearchParams(location.search).get('offerId') : undefined;
  useEffect(() => {
    if (!ready || wanted === undefined || target) return;
    const named = wanted ? list?.find((o) => o.id === wanted) : undefined;
    if (seesAll) {
      const offer = named ?? list?.[0];
      if (offer) openOffer(offer.id);
    } else if (mine) {
      openOffer(mine.id);
    } else if (user.id !== item.ownerId) {
      openOwn();
    }
    // Only when the address or the loaded offers change, not when the panel closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, wanted]);

  return { target, openOffer, openOwn, close };
}
