import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ItemType } from '@pedalswap/api-client';
import { useSession } from '../../app/session/session-context.tsx';

/**
 * The open item page follows the item stream (spec 2 §4.2): an offer event on this item
 * refetches the item, its offers and the bell's count, an item event the item, without a
 * reload. The stream is opened again when the viewer changes: which offer events reach the
 * page depends on who is signed in.
 */
export function useItemLiveRefresh(type: ItemType, id: string, viewerId: string | null) {
  const { client } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    void import('./item-live-stream.ts').then(({ followItem }) =>
      followItem(client, queryClient, { itemType: type, id }, controller.signal),
    );
    return () => controller.abort();
  }, [client, queryClient, type, id, viewerId]);
}
