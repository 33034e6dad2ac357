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
 * The panel's header names the other side of the chat: the bidder for the owner and staff who
 * answer an offer, otherwise the owner; a bidder whose trade made the item theirs chats with
 * the seller, whose name the page no longer has.
 */
export function chatTitle(
  offer: { userId?: string | null; userName: string } | undefined,
  item: Pick<Item, 'ownerId'> & { ownerFirstName?: string | null; ownerLastName?: string | null },
  viewerId: string,
  seesAll: boolean,
): string {
  if (offer && seesAll && offer.userId !== viewerId) return `Chat with ${offer.userName}`;
  if (item.ownerId === viewerId) return 'Chat with the seller';
  const ownerName = [item.ownerFirstName, item.ownerLastName].filter(Boolean).join(' ');
  return ownerName ? `Chat with ${ownerName}` : 'Chat with the owner';
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
  const withOwner = chatTitle(undefined, item, user.id, false);

  const seesAll = offers?.section.seesAllOffers ?? false;
  const list = offers?.offers;
  const mine = offers?.myOffer ?? null;
  const openOffer = useCallback(
    (offerId: string) => {
      const offer = list?.find((o) => o.id === offerId);
      setTarget({ offerId, title: chatTitle(offer, item, user.id, seesAll) });
    },
    [list, seesAll, item, user.id],
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
