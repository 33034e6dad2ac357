import { itemKind, type ItemType } from './item-types.ts';

/**
 * Ours: a traded listing stays, so its offers, chats and the trade's record stay readable. Its
 * own module so that the profile's delete confirmation can say it without loading every item
 * message (ITEM_MESSAGES.tradedNoDelete is this function).
 */
export const tradedNoDeleteMessage = (type: ItemType) =>
  `This ${itemKind(type)} was traded, so it is kept with its trade history and cannot be deleted.`;
