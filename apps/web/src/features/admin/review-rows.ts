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

const eventReviewRow = (event: CommunityEvent): ReviewRow => ({
  id: event.id,
  subject: 'event',
  kind: 'Event',
  name: event.name,
  ownerName: `${event.owner?.firstName ?? ''} ${event.owner?.lastName ?? ''}`.trim(),
  createdAt: event.createdAt,
  href: `/events/${event.id}`,
});

/**
 * The events waiting for review as rows, a weekly series as one row with its dates soonest
 * first (issue 26 item 3): staff approve or reject a series as a whole (the server acts on
 * every date of the series of the date it is given), so it is one decision on the page. The
 * row takes the place of the series' newest date in the list; its id is its first date.
 */
export function eventReviewRows(events: readonly CommunityEvent[]): ReviewRow[] {
  const rows: ReviewRow[] = [];
  const bySeries = new Map<string, CommunityEvent[]>();
  for (const event of events) {
    if (!event.seriesId) {
      rows.push({ ...eventReviewRow(event), dates: [event.startDatetime] });
      continue;
    }
    const dates = bySeries.get(event.seriesId);
    if (dates) {
      dates.push(event);
      continue;
    }
    const group = [event];
    bySeries.set(event.seriesId, group);
    rows.push({ ...eventReviewRow(event), seriesId: event.seriesId });
  }
  return rows.map((row) => {
    const group = row.seriesId ? bySeries.get(row.seriesId) : undefined;
    if (!group) return row;
    const sorted = [...group].sort(
      (a, b) => Date.parse(a.startDatetime) - Date.parse(b.startDatetime),
    );
    const first = sorted[0]!;
    return {
      ...eventReviewRow(first),
      createdAt: row.createdAt,
      seriesId: row.seriesId,
      dates: sorted.map((e) => e.startDatetime),
    };
  });
}

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
