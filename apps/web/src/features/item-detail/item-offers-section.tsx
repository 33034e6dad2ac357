// The item page's offers section for a signed-in viewer, loaded after the page (it is below the
// listing and only for members), and its dialogs, loaded when first opened: the page's first
// load keeps to its ceiling (scripts/check-bundle-size.mjs).
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Item, User } from '@pedalswap/api-client';
import { ItemOffers } from '@pedalswap/ui/screens/item-detail-page';
import { useItemLiveRefresh } from './use-item-live-refresh.ts';
import { useItemOffers } from './use-item-offers.ts';

const OfferDialogs = lazy(() => import('./offer-dialogs.tsx'));

export default function ItemOffersSection({ item, user }: { item: Item; user: User }) {
  const [dialog, setDialog] = useState<'offer' | 'token' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  useItemLiveRefresh(item.itemType, item.id, user.id);
  const offers = useItemOffers(item, user, {
    onMakeOffer: () => setDialog('offer'),
    onTokenOffer: () => setDialog('token'),
  });
  if (!offers) return null;
  return (
    <>
      <ItemOffers {...offers} />
      {dialog && (
        <Suspense fallback={null}>
          <OfferDialogs
            kind={dialog}
            item={item}
            balance={user.tokenBalance}
            onClosed={closeDialog}
          />
        </Suspense>
      )}
    </>
  );
}
