// User-facing texts of offers and trades (spec 2 §5.4, §6, §8.5; spec 3 §5, §8), with the spec's
// exact wording. Texts the spec leaves open are marked "ours".
import { MESSAGES } from '../accounts/account-messages.ts';

export const OFFER_MESSAGES = {
  // §5.4 offer form
  amountInvalid: 'Please enter a valid amount greater than 0',
  insufficientTokens: (balance: number) => `Insufficient tokens. You have ${balance} tokens.`,
  minTokens: 'Minimum token offer is 1',
  minCash: 'Minimum cash offer is $1',
  messageTooLong: 'Message must be less than 500 characters',
  // ours: a fraction is not a smaller amount, so it gets its own words
  wholeTokens: 'Tokens come in whole numbers. Please enter a whole number of tokens.',
  wholeCents: 'Please enter a cash amount in dollars and cents (at most two decimals).',
  // §5.4 / spec 3 §5 staff token offer
  tokenAmountPositive: 'Token amount must be greater than 0',
  tokenAmountMax: 'Token amount cannot exceed 10,000',
  // §8.5
  submitFailed: 'Failed to submit offer',
  activeOfferTitle: 'Active offer exists',
  activeOfferExists:
    'You already have an active offer on this item. Please wait for a response before making another offer.',
  acceptFailed: 'Failed to accept offer',
  rejectFailed: 'Failed to reject offer',
  answerFailedAdmin: (action: 'accept' | 'reject') =>
    `Failed to ${action} offer. Please try again.`,
  completeFailed: 'Failed to complete trade',
  tradeCompleted: (tokens: number) =>
    `Trade Completed! ${tokens} tokens awarded. Ownership transferred.`,
  cancelled: 'Offer cancelled',
  cancelConfirm: 'Are you sure you want to cancel this offer?',
  tokenOfferFailed: 'Failed to create token offer',
  tokenOfferSent: 'Token offer sent',
  loadFailed: 'Failed to load offers. Please try again later.',
  // ours: the server's answers where the spec shows none
  offerSent: 'Offer sent',
  accepted: 'Offer accepted',
  rejected: 'Offer rejected',
  notFound: 'Offer not found',
  /** The item owner's own listing (the button reads 'Your Bike'). */
  ownItem: 'You cannot make an offer on your own listing',
  notAvailable: 'This listing is not available for offers',
  restricted: 'Offers between members are not available; offers are made to or by PedalSwap staff',
  inactive: MESSAGES.accountInactive,
  notYourOffer: 'Only the member who made this offer can cancel it',
  notItemOwner: 'Only the owner of the item or staff can answer this offer',
  staffOnly: MESSAGES.accessDeniedRole,
  ownOfferAnswer: 'You cannot answer your own offer',
  expired: 'This offer has expired',
  alreadyCompleted: 'This trade has already been completed',
  alreadyAnswered: 'This offer has already been answered',
  acceptedMeanwhile:
    'This offer was accepted a moment ago, so it was not rejected and the trade stands. Reload the offers to see it.',
  noAcceptedOffer: 'This bike has no accepted offer waiting for completion',
  tokenOfferExists: 'This item already has a pending token offer',
  historyForbidden: "Only the item's owner and staff can see its offer history",
  viewForbidden: 'Only the member who made this offer, the owner of the item or staff can see it',
  balanceChangedAtCompletion: (balance: number, amount: number) =>
    `The buyer no longer has the tokens for this offer (balance ${balance}, offer ${amount}). The trade cannot be completed.`,
} as const;

/**
 * The confirmations before an action that moves tokens or ownership or answers someone's offer
 * (ours, in the voice of spec 2 §4.2's 'Are you sure you want to cancel this offer?'): each names
 * the amount and the other party.
 */
export const OFFER_CONFIRM_TEXTS = {
  accept: {
    title: 'Accept Offer?',
    body: (who: string, amount: string, itemName: string) =>
      `Accept ${who}'s offer of ${amount} for "${itemName}"? The listing moves to Trade in Progress and every other waiting offer on it is declined.`,
    confirm: 'Yes, Accept Offer',
  },
  reject: {
    title: 'Reject Offer?',
    body: (who: string, amount: string, itemName: string) =>
      `Reject ${who}'s offer of ${amount} for "${itemName}"? They are told, with your message if you write one.`,
    confirm: 'Yes, Reject Offer',
  },
  complete: {
    title: 'Complete Trade?',
    body: (buyer: string, seller: string, amount: string, itemName: string) =>
      `"${itemName}" passes from ${seller} to ${buyer} for ${amount}, and both are e-mailed. This cannot be undone.`,
    confirm: 'Yes, Complete Trade',
  },
  /** The optional message of an accept or a reject (spec 2 §4.2). */
  messageLabel: 'Message (optional)',
} as const;

/** The offer button's label for each eligibility of offerEligibility (spec 2 §6). */
export const OFFER_BUTTON_LABELS = {
  allowed: 'Make Offer',
  'sign-in': 'Sign In to Offer',
  'verify-email': 'Verify Email First',
  inactive: 'Account Inactive',
  'own-item': 'Your Bike',
  'not-available': 'Not Available',
  restricted: 'Offers Not Available',
  'active-offer': 'Offer Pending',
} as const;

/** What each status change tells the chat (openapi.yaml ChatMessageType), ours. */
export const OFFER_CHAT_TEXTS = {
  created: (amount: string) => `New offer: ${amount}`,
  accepted: 'The offer was accepted.',
  rejected: 'The offer was rejected.',
  autoRejected: 'This offer was declined automatically because another offer was accepted.',
  cancelled: 'The buyer withdrew the offer.',
  expired: 'The offer expired.',
  closed: 'The offer was closed because the listing is no longer available.',
} as const;
