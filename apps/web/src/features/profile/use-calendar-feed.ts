// The Calendar feed card in Following Events (issue 16 item 6): the member's private iCal feed
// address, got, copied, replaced or revoked through the api-client's feed calls.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  calendarFeedMutationOptions,
  calendarFeedQueryOptions,
  type ApiClient,
} from '@pedalswap/api-client';
import { CALENDAR_FEED_MESSAGES as F } from '@pedalswap/domain/events';
import type { CalendarFeedCardProps } from '@pedalswap/ui/screens/profile-page';
import { errorMessage } from '../../app/error-message.ts';

export function useCalendarFeed(
  client: ApiClient,
  userId: string | undefined,
): CalendarFeedCardProps {
  const queryClient = useQueryClient();
  const feed = useQuery({ ...calendarFeedQueryOptions(client), enabled: !!userId });
  const change = useMutation(calendarFeedMutationOptions(client, queryClient));
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  const url = feed.data?.url ?? null;
  return {
    status: feed.isPending ? 'loading' : feed.isError ? 'error' : 'ready',
    url,
    busy: change.isPending,
    copied,
    error: feed.isError
      ? errorMessage(feed.error, F.loadFailed)
      : change.isError
        ? errorMessage(change.error, F.actionFailed)
        : null,
    onRetry: () => void feed.refetch(),
    onCreate: () => change.mutate('create'),
    onRotate: () => change.mutate('rotate', { onSuccess: () => setCopied(false) }),
    onRevoke: () => change.mutate('revoke', { onSuccess: () => setCopied(false) }),
    onCopy: () => {
      if (url) void navigator.clipboard?.writeText(url).then(() => setCopied(true));
    },
  };
}
