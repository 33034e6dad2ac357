import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ItemType } from '@pedalswap/api-client';
import { useSession } from '../../app/session/session-context.tsx';
import { followItem } from './item-live-stream.ts';

/**
 * The open item page follows the item stream (spec 2 §4.2): an offer event on this item
 * refetches the item, its offers and the bell's count, an item event the item, without a
 * reload. Used by the offers section, so only signed-in viewers open a stream (offer events
 * reach only the bidder, the owner and staff) and the page's first load does not carry it. The
 * stream is opened again when the viewer changes: which events reach it depends on who it is.
 */
export function useItemLiveRefresh(type: ItemType, id: string, viewerId: string) {
  const { client } = useSession();
  const queryClient = useQueryClient();
  useEffect(
    () => followItem(client, queryClient, { itemType: type, id }),
    [client, queryClient, type, id, viewerId],
  );
}
