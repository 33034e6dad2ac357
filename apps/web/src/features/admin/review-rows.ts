// Review Submissions' rows (spec 3 §2.3): items and events waiting for review as one kind of
// row, and the "all" tab's page of both, newest first.
import type { CommunityEvent, Item } from '@pedalswap/api-client';
import { ITEM_TYPE_LABELS } from '@pedalswap/domain/item-types';
import type { ReviewRow } from '@pedalswap/ui/screens/admin/review-submissions';

export const REVIEW_PAGE_SIZE = 20;

/**
 * The "all" tab merges two lists the server pages apart, so it reads the newest
 * `page * 20` of each (the contract's limit is 100) and keeps the page's slice: its first five
 * pages, the newest 100 submissions, are exact. Past them the type tabs page through the rest.
 */
export const ALL_TAB_PAGES = 100 / REVIEW_PAGE_SIZE;

export const itemReviewRow = (item: Item): ReviewRow => ({
  id: item.id,
  subject: 'item',
  kind: ITEM_TYPE_LABELS[item.itemType],
  name: item.name,
  ownerName: `${item.ownerFirstName ?? ''} ${item.ownerLastName ?? ''}`.trim(),
  createdAt: item.createdAt ?? '',
  href: `/items/${item.itemType}/${item.id}`,
});

export const eventReviewRow = (event: CommunityEvent): ReviewRow => ({
  id: event.id,
  subject: 'event',
  kind: 'Event',
  name: event.name,
  ownerName: `${event.owner?.firstName ?? ''} ${event.owner?.lastName ?? ''}`.trim(),
  createdAt: event.createdAt,
  href: `/events/${event.id}`,
});

/** Page `page` of both lists merged newest first (each given newest first, from its start). */
export function mergedPage(
  items: readonly ReviewRow[],
  events: readonly ReviewRow[],
  page: number,
  size = REVIEW_PAGE_SIZE,
): ReviewRow[] {
  const merged = [...items, ...events].sort((a, b) =>
    // ISO instants compare as text; ties keep items first (a stable sort).
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
  );
  return merged.slice((page - 1) * size, page * size);
}
