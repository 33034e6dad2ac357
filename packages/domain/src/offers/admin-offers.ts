// The staff offers page (spec 3 §2.5, §7.3, §8): its tabs, sorts and offer-type filter, the
// empty texts verbatim, and how the URL's filters become the list call's query.
import { isItemType, type ItemType } from '../items/item-types.ts';
import { OFFER_STATUSES, OFFER_TYPES, type OfferStatus, type OfferType } from './offer-types.ts';

/** Tabs: All Offers, Pending (with count), Accepted, Rejected. A tab is a status filter. */
export const ADMIN_OFFER_TABS = ['all', 'pending', 'accepted', 'rejected'] as const;
export type AdminOfferTab = (typeof ADMIN_OFFER_TABS)[number];
export const ADMIN_OFFER_TAB_LABELS: Readonly<Record<AdminOfferTab, string>> = {
  all: 'All Offers',
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** Offer type filter: All, Token Offers, Cash Offers. */
export const ADMIN_OFFER_TYPE_LABELS: Readonly<Record<OfferType | 'all', string>> = {
  all: 'All',
  tokens: 'Token Offers',
  cash: 'Cash Offers',
};

/** The four sorts, each one the list call's sortBy and sortOrder. */
export const ADMIN_OFFER_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type AdminOfferSort = (typeof ADMIN_OFFER_SORTS)[number];
export const ADMIN_OFFER_SORT_LABELS: Readonly<Record<AdminOfferSort, string>> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  highest: 'Highest Amount',
  lowest: 'Lowest Amount',
};
const SORT_QUERY: Readonly<
  Record<AdminOfferSort, { sortBy: 'createdAt' | 'amount'; sortOrder: 'asc' | 'desc' }>
> = {
  newest: { sortBy: 'createdAt', sortOrder: 'desc' },
  oldest: { sortBy: 'createdAt', sortOrder: 'asc' },
  highest: { sortBy: 'amount', sortOrder: 'desc' },
  lowest: { sortBy: 'amount', sortOrder: 'asc' },
};

export const ADMIN_OFFER_TEXTS = {
  emptyTitle: 'No offers found',
  emptyAll: 'No offers have been made yet.',
  emptyStatus: (status: string) => `No ${status} offers found.`,
  loadFailed: 'Failed to load offers. Please try again later.',
} as const;

/** The page's filters as the URL holds them; 'all' (and the default sort) are left out. */
export interface AdminOfferFilters {
  search: string;
  status: OfferStatus | 'all';
  itemType: ItemType | 'all';
  offerType: OfferType | 'all';
  sort: AdminOfferSort;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** Reads ?search&status&itemType&offerType&sort&page; anything unreadable is the default. */
export function readAdminOfferFilters(params: URLSearchParams): AdminOfferFilters {
  const status = params.get('status');
  const itemType = params.get('itemType');
  const offerType = params.get('offerType');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    status: oneOf(OFFER_STATUSES, status) ? status : 'all',
    itemType: isItemType(itemType) ? itemType : 'all',
    offerType: oneOf(OFFER_TYPES, offerType) ? offerType : 'all',
    sort: oneOf(ADMIN_OFFER_SORTS, sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL of the filters: 'all', the default sort, page 1 and an empty search remove theirs. */
export function writeAdminOfferFilters(filters: AdminOfferFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.search.trim()) out.set('search', filters.search.trim());
  if (filters.status !== 'all') out.set('status', filters.status);
  if (filters.itemType !== 'all') out.set('itemType', filters.itemType);
  if (filters.offerType !== 'all') out.set('offerType', filters.offerType);
  if (filters.sort !== 'newest') out.set('sort', filters.sort);
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
}

/** GET /offers/trending's query for the filters (20 a page). */
export function adminOfferQuery(filters: AdminOfferFilters) {
  return {
    page: filters.page,
    limit: 20,
    ...SORT_QUERY[filters.sort],
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(filters.itemType === 'all' ? {} : { itemType: filters.itemType }),
    ...(filters.offerType === 'all' ? {} : { offerType: filters.offerType }),
  };
}

/** The tab that shows these filters: a status with a tab of its own, or none. */
export const adminOfferTabOf = (status: AdminOfferFilters['status']): AdminOfferTab | null =>
  oneOf(ADMIN_OFFER_TABS, status) ? status : null;

/** The empty state's sentence: none at all, or none of the chosen status. */
export const adminOffersEmptyText = (status: AdminOfferFilters['status']) =>
  status === 'all' ? ADMIN_OFFER_TEXTS.emptyAll : ADMIN_OFFER_TEXTS.emptyStatus(status);
