// The catalog's one list call for the filters in its address (spec 2 §2.5), shared by the page
// and the server's first render of /catalog (src/prerender.tsx), so both ask for, and cache
// under, the same query key.
import { itemListQueryOptions, type ApiClient, type ItemListQuery } from '@pedalswap/api-client';
import {
  catalogFiltersFromSearchParams,
  type CatalogFilters,
} from '@pedalswap/ui/screens/catalog-page';

/**
 * The contract lists one item type at a time (GET /items/{type}), and the page offers the four
 * types only; a hand-written ?type=all reads as the default, bikes.
 */
export function readCatalogFilters(params: URLSearchParams): CatalogFilters {
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

/** The list query of the filters read by readCatalogFilters. */
export function catalogListQueryOptions(client: ApiClient, filters: CatalogFilters) {
  const type = filters.itemType === 'all' ? 'bike' : filters.itemType;
  return itemListQueryOptions(client, type, listQuery(filters));
}
