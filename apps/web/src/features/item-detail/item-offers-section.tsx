// The item page's offers section for a signed-in viewer, loaded after the page (it is below the
// listing and only for members), its dialogs and the chat panel, each loaded when first opened:
// the page's first load keeps to its ceiling (scripts/check-bundle-size.mjs).
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Item, User } from '@pedalswap/api-client';
import { ItemOffers } from '@pedalswap/ui/screens/item-detail-page';
import { useItemLiveRefresh } from './use-item-live-refresh.ts';
import { useChatTarget } from './use-chat-target.ts';
import { useItemOffers } from './use-item-offers.ts';

const OfferDialogs = lazy(() => import('../../app/offers/offer-dialogs.tsx'));
const ItemChat = lazy(() => import('./item-chat.tsx'));

export default function ItemOffersSection({ item, user }: { item: Item; user: User }) {
  const [dialog, setDialog] = useState<'offer' | 'token' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  useItemLiveRefresh(item.itemType, item.id, user.id);
  const offers = useItemOffers(item, user, {
    onMakeOffer: () => setDialog('offer'),
    onTokenOffer: () => setDialog('token'),
  });
  const chat = useChatTarget(item, user, offers);
  if (!offers) return null;
  return (
    <>
      <ItemOffers {...offers} onOpenChat={chat.openOffer} />
      {dialog && (
        <Suspense fallback={null}>
          <OfferDialogs
            kind={dialog}
            item={item}
            balance={user.tokenBalance}
            onClosed={closeDialog}
            onChatStarted={chat.openOwn}
          />
        </Suspense>
      )}
      {chat.target && (
        <Suspense fallback={null}>
          <ItemChat
            key={chat.target.offerId ?? 'own'}
            itemType={item.itemType}
            itemId={item.id}
            itemName={item.name}
            offerId={chat.target.offerId}
            title={chat.target.title}
            onClose={chat.close}
          />
        </Suspense>
      )}
    </>
  );
}
