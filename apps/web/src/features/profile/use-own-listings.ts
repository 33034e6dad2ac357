// Your Bikes on the own profile (spec 1 §2) lists every listing of the member. The spec's
// profile only knows bikes (GET /users/{id}/bikes), but members list parts, accessories and
// gear too (spec 2 §3), and a listing that showed nowhere after "Submit for Review" would be
// lost to its owner. Our decision: the section keeps its name and shows the member's listings
// of every type, newest first; the other three types come from GET /items/{type}?ownerId=<own
// id>, which answers every status to the owner. Each card links by its own type.
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  itemListQueryOptions,
  userBikesQueryOptions,
  type ApiClient,
  type Item,
} from '@pedalswap/api-client';

const OTHER_TYPES = ['part', 'accessory', 'gear'] as const;

export function useOwnListings(client: ApiClient, userId: string | undefined) {
  const bikes = useQuery({ ...userBikesQueryOptions(client, userId ?? ''), enabled: !!userId });
  const others = useQueries({
    queries: OTHER_TYPES.map((type) => ({
      ...itemListQueryOptions(client, type, { ownerId: userId, limit: 50 }),
      enabled: !!userId,
    })),
  });
  const all = [bikes, ...others];
  const items: Item[] = [
    ...(bikes.data ?? []),
    ...others.flatMap((list) => list.data?.items ?? []),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    isPending: all.some((q) => q.isPending),
    isError: all.some((q) => q.isError),
    error: all.find((q) => q.isError)?.error ?? null,
    items,
    refetch: () => Promise.all(all.map((q) => q.refetch())),
  };
}
