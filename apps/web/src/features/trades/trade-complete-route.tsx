// /trade-complete-thank-you?bikeName=&ownerName= (spec 2 §2.9): public, no data; the names come
// from the address the item page builds after a completed trade (tradeCompleteHref).
import { useSearchParams } from 'react-router';
import { tradeTransferOf } from '@pedalswap/domain/offers';
import { TradeCompleteScreen } from '@pedalswap/ui/screens/trade-complete-screen';

export function TradeCompleteRoute() {
  const [params] = useSearchParams();
  return (
    <TradeCompleteScreen
      transfer={tradeTransferOf({
        bikeName: params.get('bikeName'),
        ownerName: params.get('ownerName'),
      })}
    />
  );
}
