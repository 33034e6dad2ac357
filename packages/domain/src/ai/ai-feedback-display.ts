// The feedback review page's texts and bar scales (spec 3 §2.10, §8, §9). The screens show
// them; the numbers behind them come from the server's feedback analytics.

export const AI_FEEDBACK_MESSAGES = {
  /** spec 3 §2.10: the Pending Review tab with nothing left. */
  allCaughtUp: 'All caught up! No pending feedback items to review.',
  /** spec 3 §8. */
  loadFailed: 'Failed to load feedback data',
  resolveFailed: 'Failed to resolve feedback',
} as const;

/** spec 3 §2.10: the Resolve dialog's actions, in its order, with their labels. */
export const FEEDBACK_RESOLUTIONS = [
  { value: 'accepted', label: 'Accept and implement' },
  { value: 'rejected', label: 'Reject (not valid)' },
  { value: 'deferred', label: 'Defer for later review' },
] as const;
export type FeedbackResolution = (typeof FEEDBACK_RESOLUTIONS)[number]['value'];

/** spec 3 §9: the pending list asks for 50 items; stats and analytics cover 30 days. */
export const AI_FEEDBACK_LIMITS = { pendingLimit: 50, statsDays: 30 } as const;

const clampPercent = (n: number) => Math.min(100, Math.max(0, n));

/** spec 3 §9: the NPS bar is (nps + 100) / 2 percent full, so -100 is empty and 100 full. */
export const npsBarPercent = (nps: number): number => clampPercent((nps + 100) / 2);

/** spec 3 §9: the overall rating bar is the rating (out of 5) times 20 percent. */
export const ratingBarPercent = (rating: number): number => clampPercent(rating * 20);
