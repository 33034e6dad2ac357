// Messages of the profile page (spec 1 §2 and §8). The redirects of /profile/{userId} are made
// by the app (a toast, then /profile); the screens only show the rest.
import { INVALID_DATE, formatMonthYear } from '../shared/format.ts';
import { PROFILE_MESSAGES } from './account-messages.ts';

export const OTHER_PROFILE_MESSAGES = {
  /** A non-staff member opened /profile/{userId}: toast, then /profile. */
  forbidden: PROFILE_MESSAGES.otherProfileForbidden,
  /** Unknown id: toast, then /profile. */
  notFound: PROFILE_MESSAGES.userNotFound,
  /** Any other failure loading the user: toast, then /profile. */
  loadFailed: 'Failed to load user profile',
} as const;

export const PROFILE_PAGE_MESSAGES = {
  /** An empty bio: the owner is invited to write one; anyone else reads that there is none. */
  bioPrompt: 'Tell other riders about yourself.',
  noBio: 'No bio yet.',
  /** The member's own profile did not load (another member's: OTHER_PROFILE_MESSAGES.loadFailed). */
  loadOwnFailed: 'Failed to load your profile',
  updated: PROFILE_MESSAGES.profileUpdated,
  updateFailed: 'Failed to update profile',
  photoUpdated: PROFILE_MESSAGES.avatarUpdated,
  photoFailed: 'Failed to upload photo',
  bikeDeleted: 'Bike deleted successfully!',
  bikeDeleteFailed: 'Failed to delete bike',
  offersFailed: 'Failed to load offers. Please try again later.',
  /** The spec names only the offers message; the events lists say the same of events. */
  eventsFailed: 'Failed to load events. Please try again later.',
  bikesFailed: 'Failed to load bikes. Please try again later.',
  balanceFailed: 'Failed to load token balance. Please try again later.',
  transactionsFailed: 'Failed to load transactions. Please try again later.',
  chatHistoryFailed: 'An error occurred',
  invalidDate: INVALID_DATE,
  offerCancelled: 'Offer cancelled',
  /** Spec 2 §4: the buyer confirms before a pending offer is withdrawn. */
  cancelOfferConfirm: 'Are you sure you want to cancel this offer?',
  /** Spec 1 §2: the delete-bike confirmation and its warning. */
  deleteBikeTitle: 'Delete Bike?',
  deleteBikeDescription: 'This action cannot be undone.',
} as const;

/** The token ledger's enums (openapi.yaml TransactionType, TransactionStatus). */
export const TRANSACTION_TYPES = ['earned', 'spent', 'adjustment'] as const;
export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed'] as const;

/** Transactions: completed and pending as they are, anything else failed (spec 1 §3). */
export function transactionStatusKind(
  status: string | null | undefined,
): 'completed' | 'pending' | 'failed' {
  return status === 'completed' || status === 'pending' ? status : 'failed';
}

/** earned and spent as they are; adjustments and anything else are "other" (spec 1 §3). */
export function transactionTypeKind(type: string | null | undefined): 'earned' | 'spent' | 'other' {
  return type === 'earned' || type === 'spent' ? type : 'other';
}

/** "Joined March 2026" (in UTC: the month a member joined is the same for every viewer). */
export function joinedLabel(createdAt: string | null | undefined, locale?: string): string {
  const month = formatMonthYear(createdAt, { locale, timeZone: 'UTC' });
  return month === INVALID_DATE ? month : `Joined ${month}`;
}
