// Notification preference defaults (spec 1 §3). The server stores only what a member changed
// and merges these in on read, so a new default reaches every member without a migration.

export const OFFER_EMAIL_FREQUENCIES = ['immediate', 'hourly', 'daily', 'weekly', 'never'] as const;
export type OfferEmailFrequency = (typeof OFFER_EMAIL_FREQUENCIES)[number];

export interface NotificationPreferenceValues {
  offerEmailFrequency: OfferEmailFrequency;
  offerNotificationsEnabled: boolean;
  offerCreatedEmailEnabled: boolean;
  offerAcceptedEmailEnabled: boolean;
  offerRejectedEmailEnabled: boolean;
  offerExpiredEmailEnabled: boolean;
  offerCompletedEmailEnabled: boolean;
  chatMessageEmailEnabled: boolean;
  chatMessagePushEnabled: boolean;
  quietHoursEnabled: boolean;
  quietHoursStart: string;
  quietHoursEnd: string;
  lastOfferDigestSent: string | null;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferenceValues> =
  Object.freeze({
    offerEmailFrequency: 'daily',
    offerNotificationsEnabled: true,
    offerCreatedEmailEnabled: true,
    offerAcceptedEmailEnabled: true,
    offerRejectedEmailEnabled: true,
    offerExpiredEmailEnabled: false,
    offerCompletedEmailEnabled: true,
    chatMessageEmailEnabled: false,
    chatMessagePushEnabled: true,
    quietHoursEnabled: false,
    quietHoursStart: '22:00',
    quietHoursEnd: '08:00',
    lastOfferDigestSent: null,
  });

/** Stored (partial, possibly stale) preferences merged over the defaults; unknown keys dropped. */
export function withPreferenceDefaults(stored: unknown): NotificationPreferenceValues {
  const out: NotificationPreferenceValues = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  if (!stored || typeof stored !== 'object') return out;
  const record = stored as Record<string, unknown>;
  for (const key of Object.keys(out) as (keyof NotificationPreferenceValues)[]) {
    const value = record[key];
    if (value === undefined) continue;
    const fallback = DEFAULT_NOTIFICATION_PREFERENCES[key];
    // Keep a stored value only when its type matches the default's (null allowed for the digest).
    if (
      typeof value === typeof fallback ||
      (key === 'lastOfferDigestSent' && (value === null || typeof value === 'string'))
    ) {
      (out as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return out;
}
