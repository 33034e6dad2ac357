import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  adminItemsQueryOptions,
  approveItemMutationOptions,
  rejectItemMutationOptions,
} from '@pedalswap/api-client';
import { pageCount } from '@pedalswap/domain/accounts';
import { REVIEW_MESSAGES, REVIEW_TABS, type ReviewTab } from '@pedalswap/domain/admin';
import { ITEM_TYPE_LABELS } from '@pedalswap/domain/item-types';
import { ReviewSubmissions, type ReviewRow } from '@pedalswap/ui/screens/admin/review-submissions';
import { errorMessage } from '../../app/error-message.ts';
import { toastError, toastSuccess } from '../../app/lazy-toaster.tsx';
import { useSession } from '../../app/session/session-context.tsx';

const PAGE_SIZE = 20;

/**
 * /admin/review (spec 3 §2.3): items waiting for review, by type (?type=, 'all' removes it).
 * The events tab lists nothing until the community events issue adds events and their
 * approve and reject calls; it already shows the spec's empty text.
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
  const items = useQuery({
    ...adminItemsQueryOptions(client, {
      status: 'pending_review',
      page,
      limit: PAGE_SIZE,
      ...(tab === 'all' || tab === 'event' ? {} : { type: tab }),
    }),
    enabled: tab !== 'event',
  });
  const approve = useMutation(approveItemMutationOptions(client));
  const reject = useMutation(rejectItemMutationOptions(client));
  const [busyId, setBusyId] = useState<string>();

  const rows: ReviewRow[] =
    tab === 'event'
      ? []
      : (items.data?.items ?? []).map((item) => ({
          id: item.id,
          kind: ITEM_TYPE_LABELS[item.itemType],
          name: item.name,
          ownerName: `${item.ownerFirstName ?? ''} ${item.ownerLastName ?? ''}`.trim(),
          createdAt: item.createdAt ?? '',
          href: `/items/${item.itemType}/${item.id}`,
        }));
  const state =
    tab === 'event' ? 'ready' : items.isPending ? 'loading' : items.isError ? 'error' : 'ready';

  const setTab = (next: ReviewTab) => setParams(next === 'all' ? {} : { type: next });
  const goToPage = (to: number) => {
    const search = new URLSearchParams(params);
    if (to <= 1) search.delete('page');
    else search.set('page', String(to));
    setParams(search);
  };

  return (
    <ReviewSubmissions
      tab={tab}
      onTabChange={setTab}
      state={state}
      rows={rows}
      page={page}
      pages={tab === 'event' ? 0 : pageCount(items.data?.pagination.total ?? 0, PAGE_SIZE)}
      onPageChange={goToPage}
      busyId={busyId}
      onApprove={(id) => {
        setBusyId(id);
        approve.mutate(
          { id },
          {
            onSuccess: () => toastSuccess(REVIEW_MESSAGES.itemApproved),
            onError: (error) => toastError(errorMessage(error, REVIEW_MESSAGES.approvalFailed)),
            onSettled: () => setBusyId(undefined),
          },
        );
      }}
      onReject={async (id, reason) => {
        setBusyId(id);
        try {
          await reject.mutateAsync({ id, reason });
          toastSuccess(REVIEW_MESSAGES.itemRejected);
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
