// Review Submissions (spec 3 §2.3) texts: the staff panel's toasts and fallbacks of §8 quoted
// exactly, the tabs of §2.3, and our own empty texts where the spec names none.
export const REVIEW_TABS = ['all', 'bike', 'part', 'accessory', 'gear', 'event'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export const REVIEW_TAB_LABELS: Record<ReviewTab, string> = {
  all: 'All',
  bike: 'Bikes',
  part: 'Parts',
  accessory: 'Accessories',
  gear: 'Gear',
  event: 'Events',
};

import { EVENT_MESSAGES } from '../events/event-messages.ts';

export const REVIEW_MESSAGES = {
  itemApproved: 'Item approved',
  itemRejected: 'Item rejected',
  eventApproved: 'Event approved',
  eventRejected: 'Event rejected',
  approvalFailed: 'Approval failed',
  rejectionFailed: 'Rejection failed',
  loadFailed: 'Failed to load submissions for review. Please try again.',
  /** Spec 3 §2.12's text for a community without events, shown when none wait for review. */
  noEvents: 'No events yet',
  noItems: 'Nothing is waiting for review.', // ours
  // Ours (issue 26 item 3): a weekly series is reviewed as one submission with its dates.
  seriesBadge: (n: number) => `Weekly series · ${n} dates`,
  seriesApproved: EVENT_MESSAGES.seriesApproved,
  seriesRejected: EVENT_MESSAGES.seriesRejected,
  seriesApproveConfirm: (name: string, n: number) =>
    `Are you sure you want to approve all ${n} dates of the weekly series "${name}" for publication?`,
  seriesRejectNote: (n: number) =>
    `All ${n} dates of the series are sent back together; the organizer is notified with this reason and can edit them and submit them again.`,
} as const;
