import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  CATALOG_NOUNS,
  CatalogPage,
  catalogFiltersToSearchParams,
} from '@pedalswap/ui/screens/catalog-page';
import { useSession } from '../../app/session/session-context.tsx';
import { catalogListQueryOptions, readCatalogFilters } from '../../app/catalog-query.ts';

/** /catalog (spec 2 §2.5): every filter lives in the URL, so a search can be shared. */
export function CatalogRoute() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readCatalogFilters(params);
  const type = filters.itemType === 'all' ? 'bike' : filters.itemType;
  const list = useQuery(catalogListQueryOptions(client, filters));

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
