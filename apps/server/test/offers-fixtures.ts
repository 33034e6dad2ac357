// Shared setup of the offer tests: a staff seller and a member seller, each with a published
// bike, bidders with tokens, and the calls of the offer operations.
import { expect } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { call, createDraftItem, type Member, type TestContext } from './helpers.ts';

export type Offer = components['schemas']['Offer'];
export type Item = components['schemas']['Item'];

export interface Cast {
  /** role owner: sells the staff bike, completes trades. */
  staff: Member;
  /** role manager: bids on member items, completes trades. */
  manager: Member;
  /** An ordinary member who sells memberBike. */
  seller: Member;
  /** An ordinary member with 1000 tokens who bids on staffBike. */
  buyer: Member;
  /** An ordinary member with nothing to do with either. */
  other: Member;
  staffBike: Item;
  memberBike: Item;
}

export async function published(t: TestContext, owner: Member, type = 'bike'): Promise<Item> {
  const item = await createDraftItem(t.app, owner, type);
  await t.db.query(`UPDATE items SET status = 'published', published_at = now() WHERE id = $1`, [
    item.id,
  ]);
  return { ...item, status: 'published' };
}

export async function cast(t: TestContext): Promise<Cast> {
  const staff = await t.member({ role: 'owner', firstName: 'Sam', lastName: 'Staff' });
  const manager = await t.member({ role: 'manager', firstName: 'Max', lastName: 'Manager' });
  const seller = await t.member({ firstName: 'Sue', lastName: 'Seller' });
  const buyer = await t.member({ firstName: 'Bea', lastName: 'Buyer' });
  const other = await t.member({ firstName: 'Otto', lastName: 'Other' });
  await t.db.query('UPDATE users SET token_balance = 1000 WHERE id = ANY($1::uuid[])', [
    [buyer.id, manager.id, other.id],
  ]);
  return {
    staff,
    manager,
    seller,
    buyer,
    other,
    staffBike: await published(t, staff),
    memberBike: await published(t, seller),
  };
}

export async function makeOffer(
  t: TestContext,
  bidder: Member,
  item: Item,
  body: object = { offerType: 'tokens', amount: 300, message: 'Would you take tokens?' },
): Promise<Offer> {
  const res = await call(t.app, 'POST', `/api/offers/items/${item.itemType}/${item.id}/offers`, {
    token: bidder.accessToken,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ offer: Offer }>().offer;
}

export async function tokenOffer(
  t: TestContext,
  staff: Member,
  item: Item,
  tokenAmount = 500,
): Promise<Offer> {
  const res = await call(
    t.app,
    'POST',
    `/api/admin/items/${item.itemType}/${item.id}/token-offer`,
    {
      token: staff.accessToken,
      payload: { tokenAmount, offerMessage: 'The shop would like it' },
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ offer: Offer }>().offer;
}

export const offerAction = (
  t: TestContext,
  who: Member | null,
  offer: { id: string },
  action: 'accept' | 'reject' | 'cancel' | 'complete' | 'respond',
  payload?: object,
) =>
  call(t.app, 'POST', `/api/offers/${offer.id}/${action}`, {
    ...(who ? { token: who.accessToken } : {}),
    ...(payload ? { payload } : {}),
  });

export async function accept(t: TestContext, who: Member, offer: { id: string }): Promise<Offer> {
  const res = await offerAction(t, who, offer, 'accept', { response: 'Deal' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ offer: Offer }>().offer;
}

export const balanceOf = async (t: TestContext, id: string) =>
  (await t.db.one<{ token_balance: number }>('SELECT token_balance FROM users WHERE id = $1', [
    id,
  ]))!.token_balance;

export const getItem = async (t: TestContext, who: Member | null, item: Item): Promise<Item> => {
  const res = await call(t.app, 'GET', `/api/items/${item.itemType}/${item.id}`, {
    ...(who ? { token: who.accessToken } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ item: Item }>().item;
};
