// What the chat suites share: the four parties of a chat (the item's owner, a buyer, another
// member, staff), a published bike to chat about, and the offers area's first message.
import { randomUUID } from 'node:crypto';
import { createDraftItem, type Member, type TestContext } from './helpers.ts';

export interface ChatParties {
  owner: Member;
  buyer: Member;
  other: Member;
  staff: Member;
  item: { id: string; itemType: string };
  /** The item's chat address: /api/items/bike/{id}/chat. */
  base: string;
}

/** A published bike of `member`: the state members chat about. */
export async function publishedBike(t: TestContext, member: Member) {
  const draft = await createDraftItem(t.app, member);
  await t.db.query(`UPDATE items SET status = 'published', published_at = now() WHERE id = $1`, [
    draft.id,
  ]);
  return draft;
}

export async function chatParties(t: TestContext): Promise<ChatParties> {
  const [owner, buyer, other, staff] = await Promise.all([
    t.member({ firstName: 'Olive', lastName: 'Owner' }),
    t.member({ firstName: 'Bea', lastName: 'Buyer' }),
    t.member({ firstName: 'Otto', lastName: 'Other' }),
    t.member({ role: 'manager', firstName: 'Stella', lastName: 'Staff' }),
  ]);
  const item = await publishedBike(t, owner);
  return { owner, buyer, other, staff, item, base: `/api/items/bike/${item.id}/chat` };
}

/**
 * What the offers area does when an offer is made: its message opens the buyer's chat (in the
 * offer's transaction) and is announced after the commit.
 */
export async function offerMessage(
  t: TestContext,
  parties: Pick<ChatParties, 'item' | 'buyer'>,
  opts: { offerId?: string; text?: string; senderId?: string } = {},
) {
  const offerId = opts.offerId ?? randomUUID();
  const posted = await t.db.transaction((tx) =>
    t.app.chatService.postOfferMessage(tx, {
      itemId: parties.item.id,
      buyerId: parties.buyer.id,
      offerId,
      type: 'offer_created',
      text: opts.text ?? 'New offer: 100 tokens',
      senderId: opts.senderId ?? null,
    }),
  );
  posted.announce();
  return { offerId, chatId: posted.chatId };
}
