import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { itemListQueryOptions, type ItemListQuery } from '@pedalswap/api-client';
import {
  CATALOG_NOUNS,
  CatalogPage,
  catalogFiltersFromSearchParams,
  catalogFiltersToSearchParams,
  type CatalogFilters,
} from '@pedalswap/ui/screens/catalog-page';
import { useSession } from '../../app/session/session-context.tsx';

/**
 * The contract lists one item type at a time (GET /items/{type}), and the page offers the four
 * types only; a hand-written ?type=all reads as the default, bikes.
 */
function readFilters(params: URLSearchParams): CatalogFilters {
  const filters = catalogFiltersFromSearchParams(params);
  return filters.itemType === 'all' ? { ...filters, itemType: 'bike' } : filters;
}

function listQuery(filters: CatalogFilters): ItemListQuery {
  return {
    search: filters.search || undefined,
    bikeType:
      filters.itemType === 'bike' && filters.bikeType
        ? (filters.bikeType as ItemListQuery['bikeType'])
        : undefined,
    condition: (filters.condition ?? undefined) as ItemListQuery['condition'],
    location: filters.location ?? undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    sort: filters.sort,
    page: filters.page,
  };
}

/** /catalog (spec 2 §2.5): every filter lives in the URL, so a search can be shared. */
export function CatalogRoute() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const type = filters.itemType === 'all' ? 'bike' : filters.itemType;
  const list = useQuery(itemListQueryOptions(client, type, listQuery(filters)));

  return (
    <CatalogPage
      filters={filters}
      onFiltersChange={(next) => setParams(catalogFiltersToSearchParams(next))}
      status={list.data ? 'ready' : list.isError ? 'error' : 'loading'}
      items={list.data?.items ?? []}
      total={list.data?.pagination.total ?? 0}
      totalPages={Math.max(1, list.data?.pagination.totalPages ?? 1)}
      refreshing={list.isPlaceholderData || (list.isFetching && !list.isPending)}
      // Spec 2 §8.4 names one sentence for a catalog that failed to load; the server's own text
      // ("Internal server error", "Service temporarily unavailable ...") is not shown here.
      errorMessage={
        list.isError ? `Failed to load ${CATALOG_NOUNS[type].many}. Please try again.` : null
      }
      onRetry={() => void list.refetch()}
    />
  );
}
