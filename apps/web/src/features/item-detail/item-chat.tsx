// The chat panel of the item page (spec 2 §2.6, §2.8): loaded only once a chat is opened (Open
// Chat on an offer, a submitted offer, or the #chat address), so the page's first load does not
// carry the panel, the connection machine or the stream code.
import { useEffect, useRef } from 'react';
import type { ItemType } from '@pedalswap/api-client';
import { ChatPanel } from '@pedalswap/ui/screens/chat-panel';
import { useLiveChat } from '../../app/chat/use-live-chat.ts';

export interface ItemChatProps {
  itemType: ItemType;
  itemId: string;
  itemName: string;
  /** The offer naming the buyer (the owner and staff need it; a bidder may leave it out). */
  offerId: string | null;
  title: string;
  onClose: () => void;
}

export default function ItemChat({
  itemType,
  itemId,
  itemName,
  offerId,
  title,
  onClose,
}: ItemChatProps) {
  const props = useLiveChat({
    address: { itemType, itemId, offerId },
    title,
    itemName,
    onClose,
  });
  // Opened below the offers: bring it into view once (on phones it covers the screen anyway).
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div ref={ref}>
      <ChatPanel {...props} />
    </div>
  );
}
