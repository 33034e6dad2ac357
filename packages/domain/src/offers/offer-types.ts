// The offer enums of the contract (openapi.yaml OfferStatus, OfferType; spec 2 §4), for the
// offer dialog, the lists and the server to come. enums.test.ts keeps them equal to the contract.

export const OFFER_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'withdrawn',
  'completed',
  'expired',
  'sent',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_TYPES = ['tokens', 'cash'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** Chat message kinds (openapi.yaml ChatMessageType): member text, system notes, offer events. */
export const CHAT_MESSAGE_TYPES = [
  'user',
  'system',
  'offer',
  'offer_created',
  'offer_response',
  'offer_auto_rejected',
  'offer_accepted',
  'offer_rejected',
  'offer_cancelled',
] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
