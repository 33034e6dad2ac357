// The API shapes the profile reads, named after openapi.yaml's components. Sections take only
// the fields they show (Pick), so a full API object always fits.
import type { Schema } from '@pedalswap/api-client';

export type User = Schema<'User'>;
export type Transaction = Schema<'Transaction'>;
export type TokenBalance = Schema<'TokenBalance'>;
export type Offer = Schema<'Offer'>;
export type Event = Schema<'Event'>;
export type Item = Schema<'Item'>;
export type ChatMessage = Schema<'ChatMessage'>;

export type ProfileUser = Pick<
  User,
  | 'id'
  | 'email'
  | 'emailVerified'
  | 'firstName'
  | 'lastName'
  | 'location'
  | 'bio'
  | 'avatarUrl'
  | 'createdAt'
>;
export type ProfileOffer = Pick<
  Offer,
  | 'id'
  | 'itemId'
  | 'itemType'
  | 'itemName'
  | 'userName'
  | 'offerType'
  | 'amount'
  | 'status'
  | 'createdAt'
  | 'expiresAt'
  | 'hasUnreadMessages'
>;
export type ProfileEvent = Pick<
  Event,
  'id' | 'name' | 'eventType' | 'location' | 'startDatetime' | 'status' | 'registrationCount'
>;
export type ProfileBike = Pick<
  Item,
  | 'id'
  | 'itemType'
  | 'name'
  | 'brand'
  | 'model'
  | 'year'
  | 'status'
  | 'images'
  | 'latestOffer'
  | 'hasActiveOffer'
>;
export type ProfileBalance = Pick<TokenBalance, 'currentBalance' | 'summary'>;
/** A line of the transaction history (the whole API object fits). */
export type ProfileTransaction = Pick<
  Transaction,
  | 'id'
  | 'status'
  | 'transactionType'
  | 'tokenAmount'
  | 'cashAmount'
  | 'description'
  | 'itemId'
  | 'bikeId'
  | 'itemName'
  | 'bikeName'
  | 'itemType'
  | 'adminName'
  | 'offerId'
  | 'createdAt'
>;
/** A message of the read-only chat history of a trade. */
export type ProfileChatMessage = Pick<
  ChatMessage,
  | 'id'
  | 'senderId'
  | 'senderName'
  | 'senderRole'
  | 'messageText'
  | 'messageType'
  | 'createdAt'
  | 'isAdmin'
>;

/** Every list section loads on its own (spec 1 §2: offers, events and bikes are separate calls). */
export const SECTION_STATUSES = ['loading', 'error', 'ready'] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];

export interface SectionData<T> {
  status: SectionStatus;
  items: readonly T[];
  /** Shown when status is error; each section has the spec's fallback. */
  error?: string | null;
}
