import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  bulkResolveFeedbackMutationOptions,
  feedbackAnalyticsQueryOptions,
  feedbackStatsQueryOptions,
  pendingFeedbackQueryOptions,
  type FeedbackCategory,
} from '@pedalswap/api-client';
import {
  AI_ADMIN_MESSAGES,
  AI_FEEDBACK_CATEGORIES,
  AI_FEEDBACK_LIMITS,
  AI_FEEDBACK_MESSAGES,
  type FeedbackResolution,
} from '@pedalswap/domain/ai';
import { AiFeedback } from '@pedalswap/ui/screens/admin/ai-feedback';
import { toastError, toastSuccess } from '../../app/lazy-toaster.tsx';
import { useSession } from '../../app/session/session-context.tsx';

const readCategory = (params: URLSearchParams): FeedbackCategory | undefined => {
  const value = params.get('category');
  return AI_FEEDBACK_CATEGORIES.find((c) => c === value);
};

/** /admin/ai/feedback (owner and manager, spec 3 §2.10): the category filter is in the URL. */
export function AiFeedbackRoute() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  const category = readCategory(params);
  // The list of the previous category stays while the next one loads, rather than a spinner.
  const pending = useQuery({
    ...pendingFeedbackQueryOptions(client, category),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery(feedbackStatsQueryOptions(client, AI_FEEDBACK_LIMITS.statsDays));
  const analytics = useQuery(feedbackAnalyticsQueryOptions(client, AI_FEEDBACK_LIMITS.statsDays));
  const resolve = useMutation(bulkResolveFeedbackMutationOptions(client));
  const queries = [pending, stats, analytics];
  const state = queries.some((q) => q.isError)
    ? 'error'
    : queries.some((q) => q.isPending)
      ? 'loading'
      : 'ready';

  const onResolve = async (ids: string[], action: FeedbackResolution, notes: string) => {
    try {
      const { count } = await resolve.mutateAsync({
        feedbackIds: ids,
        actionTaken: action,
        ...(notes ? { adminNotes: notes } : {}),
      });
      toastSuccess(AI_ADMIN_MESSAGES.feedbackResolved(count));
      return true;
    } catch {
      toastError(AI_FEEDBACK_MESSAGES.resolveFailed);
      return false;
    }
  };

  return (
    <AiFeedback
      state={state}
      stats={stats.data}
      analytics={analytics.data}
      items={pending.data ?? []}
      category={category ?? ''}
      categories={AI_FEEDBACK_CATEGORIES}
      onCategoryChange={(next) => setParams(next ? { category: next } : {})}
      onResolve={onResolve}
      resolving={resolve.isPending}
    />
  );
}
