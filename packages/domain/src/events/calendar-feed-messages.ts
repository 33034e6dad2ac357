// Texts of "Add to calendar" and a member's private calendar feed (issue 16 item 6, beyond the
// spec, so all ours). Kept apart from event-messages.ts, which quotes the spec.
export const CALENDAR_FEED_MESSAGES = {
  addToCalendar: 'Add to calendar',
  feedName: 'PedalSwap: events I follow',
  feedNotFound: 'Calendar feed not found',
  revoked: 'Calendar feed link revoked',
  rotated: 'New calendar feed link created: the old one no longer works',
  title: 'Calendar feed',
  intro:
    'Subscribe to this link in Google Calendar, Apple Calendar or Outlook to see the events you follow there.',
  privateWarning: 'Keep it private: anyone with the link can see the events you follow.',
  none: 'You have no calendar feed link yet.',
  create: 'Get feed link',
  copy: 'Copy link',
  copied: 'Feed link copied',
  rotate: 'New link',
  revoke: 'Revoke',
  revokeConfirmTitle: 'Revoke the calendar feed link?',
  revokeConfirm: 'Calendars subscribed to it stop receiving your events.',
  cancel: 'Cancel',
  loadFailed: 'Failed to load your calendar feed',
  actionFailed: 'Could not change your calendar feed. Please try again.',
  retry: 'Try again',
} as const;
