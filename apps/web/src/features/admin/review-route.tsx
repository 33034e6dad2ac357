import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  adminItemsQueryOptions,
  approveEventMutationOptions,
  approveItemMutationOptions,
  eventListQueryOptions,
  rejectEventMutationOptions,
  rejectItemMutationOptions,
} from '@pedalswap/api-client';
import { pageCount } from '@pedalswap/domain/accounts';
import { REVIEW_MESSAGES, REVIEW_TABS, type ReviewTab } from '@pedalswap/domain/admin';
import { ReviewSubmissions, type ReviewRow } from '@pedalswap/ui/screens/admin/review-submissions';
import { errorMessage } from '../../app/error-message.ts';
import { toastError, toastSuccess } from '../../app/lazy-toaster.tsx';
import { useSession } from '../../app/session/session-context.tsx';
import {
  ALL_TAB_PAGES,
  REVIEW_PAGE_SIZE,
  eventReviewRows,
  itemReviewRow,
  mergedPage,
} from './review-rows.ts';

/**
 * /admin/review (spec 3 §2.3): items and events waiting for review, by type (?type=, 'all'
 * removes it), 20 a page. The item tabs page the staff item list, the event tab the events
 * waiting for review (GET /events?status=pending_review, staff see every member's), and "all"
 * both at once, newest first (review-rows.ts).
 */
export function ReviewRoute() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('type');
  const tab: ReviewTab = (REVIEW_TABS as readonly string[]).includes(rawTab ?? '')
    ? (rawTab as ReviewTab)
    : 'all';
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  // "all" reads each list from its start, as far as this page reaches (up to the limit of 100).
  const both = tab === 'all';
  const range = both
    ? { page: 1, limit: Math.min(page, ALL_TAB_PAGES) * REVIEW_PAGE_SIZE }
    : { page, limit: REVIEW_PAGE_SIZE };
  const items = useQuery({
    ...adminItemsQueryOptions(client, {
      status: 'pending_review',
      ...range,
      ...(both || tab === 'event' ? {} : { type: tab }),
    }),
    enabled: tab !== 'event',
  });
  const events = useQuery({
    ...eventListQueryOptions(client, {
      status: 'pending_review',
      sortBy: 'created_at',
      sortOrder: 'desc',
      ...range,
    }),
    enabled: both || tab === 'event',
    // Another staff member may decide meanwhile: no 60-second cache here.
    staleTime: 0,
  });
  const approveItem = useMutation(approveItemMutationOptions(client));
  const rejectItem = useMutation(rejectItemMutationOptions(client));
  const approveEvent = useMutation(approveEventMutationOptions(client));
  const rejectEvent = useMutation(rejectEventMutationOptions(client));
  const [busyId, setBusyId] = useState<string>();

  const itemRows = tab === 'event' ? [] : (items.data?.items ?? []).map(itemReviewRow);
  const eventRows = both || tab === 'event' ? eventReviewRows(events.data?.events ?? []) : [];
  const rows: ReviewRow[] = both
    ? mergedPage(itemRows, eventRows, Math.min(page, ALL_TAB_PAGES))
    : tab === 'event'
      ? eventRows
      : itemRows;
  const used = both ? [items, events] : tab === 'event' ? [events] : [items];
  const state = used.some((q) => q.isPending)
    ? 'loading'
    : used.some((q) => q.isError)
      ? 'error'
      : 'ready';
  const total = used.reduce((sum, q) => sum + (q.data?.pagination.total ?? 0), 0);
  const pages = pageCount(total, REVIEW_PAGE_SIZE);

  const setTab = (next: ReviewTab) => setParams(next === 'all' ? {} : { type: next });
  const goToPage = (to: number) => {
    const search = new URLSearchParams(params);
    if (to <= 1) search.delete('page');
    else search.set('page', String(to));
    setParams(search);
  };
  const isEvent = (id: string) => rows.find((row) => row.id === id)?.subject === 'event';
  /** A series row's number of dates, for the server's "4 dates of the series approved". */
  const seriesDates = (id: string) => {
    const row = rows.find((r) => r.id === id);
    return row?.dates && row.dates.length > 1 ? row.dates.length : 0;
  };

  return (
    <ReviewSubmissions
      tab={tab}
      onTabChange={setTab}
      state={state}
      rows={rows}
      page={both ? Math.min(page, ALL_TAB_PAGES) : page}
      pages={both ? Math.min(pages, ALL_TAB_PAGES) : pages}
      onPageChange={goToPage}
      busyId={busyId}
      onApprove={(id) => {
        setBusyId(id);
        const event = isEvent(id);
        (event ? approveEvent : approveItem).mutate(
          { id },
          {
            // Spec 3 §8's staff panel texts: 'Item approved', 'Event approved'.
            onSuccess: () =>
              toastSuccess(
                seriesDates(id) > 0
                  ? REVIEW_MESSAGES.seriesApproved(seriesDates(id))
                  : event
                    ? REVIEW_MESSAGES.eventApproved
                    : REVIEW_MESSAGES.itemApproved,
              ),
            onError: (error) => toastError(errorMessage(error, REVIEW_MESSAGES.approvalFailed)),
            onSettled: () => setBusyId(undefined),
          },
        );
      }}
      onReject={async (id, reason) => {
        setBusyId(id);
        const event = isEvent(id);
        try {
          await (event ? rejectEvent : rejectItem).mutateAsync({ id, reason });
          toastSuccess(
            seriesDates(id) > 0
              ? REVIEW_MESSAGES.seriesRejected(seriesDates(id))
              : event
                ? REVIEW_MESSAGES.eventRejected
                : REVIEW_MESSAGES.itemRejected,
          );
          return true;
        } catch (error) {
          toastError(errorMessage(error, REVIEW_MESSAGES.rejectionFailed));
          return false;
        } finally {
          setBusyId(undefined);
        }
      }}
    />
  );
}
