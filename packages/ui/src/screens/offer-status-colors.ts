import type { OfferDisplayStatus } from '@pedalswap/domain/offers';

/** The badge colour of each offer status, the same on the item page and the profile. */
export const OFFER_STATUS_COLORS: Readonly<
  Record<OfferDisplayStatus, 'amber' | 'jade' | 'red' | 'gray' | 'blue'>
> = {
  pending: 'amber',
  sent: 'amber',
  accepted: 'jade',
  rejected: 'red',
  withdrawn: 'gray',
  completed: 'blue',
  expired: 'gray',
  unknown: 'gray',
};
