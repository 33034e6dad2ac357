// The catalog's filter model (spec 2 §2.5 plus price range, sort and item type, issue 4): one
// plain object that the app keeps in the URL, so a search can be shared. The URL helpers are
// pure; the app decides when to read and write the address bar.
import { CATALOG_SORTS, ITEM_TYPES, type CatalogSort } from '@pedalswap/domain/items';
import { formatNumber } from '@pedalswap/domain/shared';

export {
  CATALOG_BIKE_TYPES,
  CATALOG_CONDITIONS,
  CATALOG_LOCATIONS,
  CATALOG_SORTS,
  CATALOG_SORT_LABELS,
  type CatalogSort,
} from '@pedalswap/domain/items';

/**
 * The item types the type switch can offer. The contract lists one type at a time
 * (GET /items/{type}), so 'all' is offered only when the app can serve it (filterOptions).
 */
export const CATALOG_ITEM_TYPES = ['all', ...ITEM_TYPES] as const;
export type CatalogItemType = (typeof CATALOG_ITEM_TYPES)[number];

export const CATALOG_ITEM_TYPE_LABELS: Readonly<Record<CatalogItemType, string>> = {
  all: 'All',
  bike: 'Bikes',
  part: 'Parts',
  accessory: 'Accessories',
  gear: 'Gear',
};

export interface CatalogFilters {
  search: string;
  itemType: CatalogItemType;
  /** Bikes only: the bike category. */
  bikeType: string | null;
  condition: string | null;
  location: string | null;
  /** Whole US dollars, inclusive. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: CatalogSort;
  /** 1-based. */
  page: number;
}

/** /catalog with no query: the spec's page, published bikes, newest first. */
export const DEFAULT_CATALOG_FILTERS: Readonly<CatalogFilters> = {
  search: '',
  itemType: 'bike',
  bikeType: null,
  condition: null,
  location: null,
  minPrice: null,
  maxPrice: null,
  sort: 'newest',
  page: 1,
};

/** Bike type applies to bikes; it is kept for "All" (the server reads it for bikes only). */
export const bikeTypeApplies = (itemType: CatalogItemType) =>
  itemType === 'bike' || itemType === 'all';

/** How many narrowing filters are set (search, item type and sort are not counted). */
export function activeFilterCount(filters: CatalogFilters): number {
  return [
    bikeTypeApplies(filters.itemType) ? filters.bikeType : null,
    filters.condition,
    filters.location,
    filters.minPrice,
    filters.maxPrice,
  ].filter((value) => value !== null && value !== '').length;
}

/** Clear filters: everything back to the defaults except the item type being browsed. */
export const clearedCatalogFilters = (filters: CatalogFilters): CatalogFilters => ({
  ...DEFAULT_CATALOG_FILTERS,
  itemType: filters.itemType,
});

/** Plural noun of the count line and the empty state. */
export const CATALOG_NOUNS: Readonly<Record<CatalogItemType, { one: string; many: string }>> = {
  all: { one: 'item', many: 'items' },
  bike: { one: 'bike', many: 'bikes' },
  part: { one: 'part', many: 'parts' },
  accessory: { one: 'accessory', many: 'accessories' },
  gear: { one: 'gear item', many: 'gear items' },
};

/** Spec 2 §2.5: 'Showing N published bikes' (with the noun of the type browsed). */
export function catalogCountLine(total: number, itemType: CatalogItemType, locale = 'en-US') {
  const noun = CATALOG_NOUNS[itemType];
  const n = formatNumber(total, locale);
  return `Showing ${n} published ${total === 1 ? noun.one : noun.many}`;
}

const PARAM = {
  search: 'q',
  itemType: 'type',
  bikeType: 'bikeType',
  condition: 'condition',
  location: 'location',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof CatalogFilters, string>;

const price = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** Reads /catalog?q=...&type=...; anything unreadable falls back to the default. */
export function catalogFiltersFromSearchParams(params: URLSearchParams): CatalogFilters {
  const d = DEFAULT_CATALOG_FILTERS;
  const text = (key: string) => params.get(key)?.trim() || null;
  const page = Number.parseInt(params.get(PARAM.page) ?? '', 10);
  return {
    search: params.get(PARAM.search)?.trim() ?? '',
    itemType: oneOf(CATALOG_ITEM_TYPES, params.get(PARAM.itemType), d.itemType),
    bikeType: text(PARAM.bikeType),
    condition: text(PARAM.condition),
    location: text(PARAM.location),
    minPrice: price(params.get(PARAM.minPrice)),
    maxPrice: price(params.get(PARAM.maxPrice)),
    sort: oneOf(CATALOG_SORTS, params.get(PARAM.sort), d.sort),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Writes only what differs from the defaults, so /catalog stays /catalog. */
export function catalogFiltersToSearchParams(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_CATALOG_FILTERS;
  const search = filters.search.trim();
  if (search) params.set(PARAM.search, search);
  if (filters.itemType !== d.itemType) params.set(PARAM.itemType, filters.itemType);
  if (filters.bikeType && bikeTypeApplies(filters.itemType))
    params.set(PARAM.bikeType, filters.bikeType);
  if (filters.condition) params.set(PARAM.condition, filters.condition);
  if (filters.location) params.set(PARAM.location, filters.location);
  if (filters.minPrice !== null) params.set(PARAM.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== null) params.set(PARAM.maxPrice, String(filters.maxPrice));
  if (filters.sort !== d.sort) params.set(PARAM.sort, filters.sort);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  return params;
}
