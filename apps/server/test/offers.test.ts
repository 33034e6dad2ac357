// Making offers and reading them (spec 2 §4.2, §5.4, §6, §7.5, §8.5; spec 3 §4) through
// app.inject: who may offer, the one-active-offer rule, the lists, the item's offer fields.
import { MESSAGES } from '@pedalswap/domain';
import { describe, expect, it } from 'vitest';
import { call, UNKNOWN_ID, useTestApp } from './helpers.ts';
import { cast, getItem, makeOffer, published, tokenOffer, type Offer } from './offers-fixtures.ts';

const t = useTestApp();

describe('POST /offers/items/{type}/{id}/offers and /items/bike/{id}/offers', () => {
  it('makes a member token offer on a staff listing, opens its chat and tells the owner', async () => {
    const c = await cast(t);
    const seen: string[] = [];
    const stop = t.app.events.subscribe((e) => seen.push(e.name));
    const before = Date.now();
    const res = await call(t.app, 'POST', `/api/items/bike/${c.staffBike.id}/offers`, {
      token: c.buyer.accessToken,
      payload: { offerType: 'tokens', amount: 300, message: 'Would you take tokens?' },
    });
    stop();
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; offer: Offer; chatId: string }>();
    expect(body.message).toBe('Offer sent');
    expect(body.chatId).toBe(body.offer.chatId);
    expect(body.offer).toMatchObject({
      itemId: c.staffBike.id,
      bikeId: c.staffBike.id,
      itemType: 'bike',
      itemName: 'Kona Unit',
      userId: c.buyer.id,
      userName: 'Bea Buyer',
      offerType: 'tokens',
      amount: 300,
      tokenAmount: 300,
      cashAmount: null,
      offerMessage: 'Would you take tokens?',
      status: 'pending',
      offerStatus: 'pending',
      adminId: null,
      transactionId: null,
    });
    // Member offers expire after 72 hours (openapi.yaml, "Our decision").
    const ttl = Date.parse(body.offer.expiresAt!) - before;
    expect(ttl).toBeGreaterThan(72 * 3600_000 - 5000);
    expect(ttl).toBeLessThan(72 * 3600_000 + 5000);
    expect(seen).toContain('offer:created');
    const note = await t.db.one<{ type: string; message: string }>(
      'SELECT type, message FROM notifications WHERE user_id = $1',
      [c.staff.id],
    );
    expect(note).toMatchObject({ type: 'offer_received' });
    const chat = await t.db.query<{ message_type: string }>(
      'SELECT message_type FROM chat_messages WHERE chat_id = $1',
      [body.chatId],
    );
    expect(chat.map((m) => m.message_type)).toEqual(['offer_created']);
  });

  it('takes cash in dollars with cents', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.manager, c.memberBike, { offerType: 'cash', amount: 120.5 });
    expect(offer).toMatchObject({ offerType: 'cash', amount: 120.5, cashAmount: 120.5 });
    expect(offer.tokenAmount).toBeNull();
  });

  it('allows one active offer per member and item, with the spec message', async () => {
    const c = await cast(t);
    await makeOffer(t, c.buyer, c.staffBike);
    const res = await call(t.app, 'POST', `/api/items/bike/${c.staffBike.id}/offers`, {
      token: c.buyer.accessToken,
      payload: { offerType: 'cash', amount: 50 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'active_offer_exists',
      message:
        'You already have an active offer on this item. Please wait for a response before making another offer.',
    });
  });

  it('refuses offers by the rules of spec 2 §6', async () => {
    const c = await cast(t);
    const offer = (
      who: typeof c.buyer,
      item = c.staffBike,
      payload: object = { offerType: 'cash', amount: 5 },
    ) =>
      call(t.app, 'POST', `/api/offers/items/${item.itemType}/${item.id}/offers`, {
        token: who.accessToken,
        payload,
      });
    // The item's owner.
    let res = await offer(c.staff);
    expect([res.statusCode, res.json().error]).toEqual([403, 'forbidden']);
    // Member to member: restricted.
    res = await offer(c.buyer, c.memberBike);
    expect([res.statusCode, res.json().error]).toEqual([403, 'forbidden']);
    // Unverified e-mail; inactive account.
    const unverified = await t.member({ verified: false });
    res = await offer(unverified);
    expect([res.statusCode, res.json().error]).toEqual([403, 'email_not_verified']);
    const pending = await t.member({ status: 'pending' });
    res = await offer(pending);
    expect([res.statusCode, res.json().error]).toEqual([403, 'account_inactive']);
    // More tokens than the balance: 409 with the spec's words.
    res = await offer(c.buyer, c.staffBike, { offerType: 'tokens', amount: 1001 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'insufficient_tokens',
      message: 'Insufficient tokens. You have 1000 tokens.',
    });
    // Not published: a draft is not even visible to others (404); a trade in progress is 409.
    const draft = await published(t, c.staff);
    await t.db.query(`UPDATE items SET status = 'draft' WHERE id = $1`, [draft.id]);
    res = await offer(c.buyer, draft);
    expect(res.statusCode).toBe(404);
    await t.db.query(`UPDATE items SET status = 'pending_trade' WHERE id = $1`, [draft.id]);
    res = await offer(c.buyer, draft);
    expect([res.statusCode, res.json().error]).toEqual([409, 'invalid_transition']);
    // Another type's id; an unknown id.
    res = await call(t.app, 'POST', `/api/offers/items/part/${c.staffBike.id}/offers`, {
      token: c.buyer.accessToken,
      payload: { offerType: 'cash', amount: 5 },
    });
    expect(res.statusCode).toBe(404);
    res = await call(t.app, 'POST', `/api/items/bike/${UNKNOWN_ID}/offers`, {
      token: c.buyer.accessToken,
      payload: { offerType: 'cash', amount: 5 },
    });
    expect(res.statusCode).toBe(404);
    // Signed out.
    res = await call(t.app, 'POST', `/api/items/bike/${c.staffBike.id}/offers`, {
      payload: { offerType: 'cash', amount: 5 },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ offerType: 'tokens', amount: 0 }],
    [{ offerType: 'tokens', amount: 1.5 }],
    [{ offerType: 'tokens', amount: 10_001 }],
    [{ offerType: 'cash', amount: 0.5 }],
    [{ offerType: 'cash', amount: 1.005 }],
    [{ offerType: 'cash', amount: '5' }],
    [{ offerType: 'barter', amount: 5 }],
    [{ offerType: 'cash', amount: 5, message: 'x'.repeat(501) }],
    [{ offerType: 'cash', amount: 5, extra: true }],
    [{ amount: 5 }],
    [[]],
  ])('answers 400 to %o', async (payload) => {
    const c = await cast(t);
    const res = await call(t.app, 'POST', `/api/items/bike/${c.staffBike.id}/offers`, {
      token: c.buyer.accessToken,
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('validation_failed');
  });

  it('says which rule a cash amount broke, in the spec words', async () => {
    const c = await cast(t);
    const res = await call(t.app, 'POST', `/api/items/bike/${c.staffBike.id}/offers`, {
      token: c.buyer.accessToken,
      payload: { offerType: 'cash', amount: 1.005 },
    });
    // 1.005 is above the $1 minimum: the rule it breaks is cents (issue 30 item 3).
    expect(res.json().details).toEqual([
      {
        path: 'amount',
        msg: 'Please enter a cash amount in dollars and cents (at most two decimals).',
      },
    ]);
  });

  it('answers 400 to a malformed id', async () => {
    const c = await cast(t);
    const res = await call(t.app, 'POST', '/api/items/bike/not-a-uuid/offers', {
      token: c.buyer.accessToken,
      payload: { offerType: 'cash', amount: 5 },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /admin/items/{type}/{id}/token-offer', () => {
  it('sends a staff token offer: status sent, 7 days, hasActiveOffer on the item', async () => {
    const c = await cast(t);
    const before = Date.now();
    const offer = await tokenOffer(t, c.staff, c.memberBike, 750);
    expect(offer).toMatchObject({
      status: 'sent',
      offerType: 'tokens',
      tokenAmount: 750,
      adminId: c.staff.id,
      offerMessage: 'The shop would like it',
    });
    const ttl = Date.parse(offer.expiresAt!) - before;
    expect(Math.abs(ttl - 7 * 24 * 3600_000)).toBeLessThan(5000);
    const forStaff = await getItem(t, c.manager, c.memberBike);
    expect(forStaff).toMatchObject({
      hasActiveOffer: true,
      pendingOfferCount: 1,
      latestOffer: { id: offer.id, status: 'sent' },
      offer: { id: offer.id, tokenAmount: 750 },
    });
    const forOwner = await getItem(t, c.seller, c.memberBike);
    expect(forOwner.latestOffer).toEqual({ id: offer.id, status: 'sent' });
    expect(forOwner.offer).toBeUndefined();
    const forOther = await getItem(t, c.other, c.memberBike);
    expect(forOther).toMatchObject({
      hasActiveOffer: true,
      latestOffer: null,
      pendingOfferCount: 1,
    });
  });

  it('is for staff, on a published item they do not own, one at a time', async () => {
    const c = await cast(t);
    const url = (item: { itemType: string; id: string }) =>
      `/api/admin/items/${item.itemType}/${item.id}/token-offer`;
    let res = await call(t.app, 'POST', url(c.memberBike), {
      token: c.buyer.accessToken,
      payload: { tokenAmount: 10 },
    });
    expect(res.statusCode).toBe(403);
    res = await call(t.app, 'POST', url(c.staffBike), {
      token: c.staff.accessToken,
      payload: { tokenAmount: 10 },
    });
    expect(res.statusCode).toBe(403);
    // Spec 3 §6: Make Offer is the owner role's; a manager is refused with the spec's text.
    res = await call(t.app, 'POST', url(c.memberBike), {
      token: c.manager.accessToken,
      payload: { tokenAmount: 10 },
    });
    expect([res.statusCode, res.json().message]).toEqual([403, MESSAGES.accessDeniedRole]);
    await tokenOffer(t, c.staff, c.memberBike);
    const secondOwner = await t.member({ role: 'owner' });
    res = await call(t.app, 'POST', url(c.memberBike), {
      token: secondOwner.accessToken,
      payload: { tokenAmount: 10 },
    });
    expect([res.statusCode, res.json().error]).toEqual([409, 'active_offer_exists']);
    for (const payload of [
      { tokenAmount: 0 },
      { tokenAmount: 10_001 },
      {},
      { tokenAmount: 5, offerMessage: 'x'.repeat(501) },
    ]) {
      res = await call(t.app, 'POST', url(c.memberBike), {
        token: secondOwner.accessToken,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    res = await call(t.app, 'POST', url(c.memberBike), { payload: { tokenAmount: 10 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('reading offers', () => {
  it('lists an item offers: all for its owner and staff, only their own for a bidder', async () => {
    const c = await cast(t);
    const mine = await makeOffer(t, c.buyer, c.staffBike);
    const theirs = await makeOffer(t, c.other, c.staffBike, { offerType: 'cash', amount: 20 });
    const list = async (who: typeof c.buyer, url = `/api/items/bike/${c.staffBike.id}/offers`) => {
      const res = await call(t.app, 'GET', url, { token: who.accessToken });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ offers: Offer[] }>().offers;
    };
    expect((await list(c.staff)).map((o) => o.id)).toEqual([theirs.id, mine.id]);
    expect((await list(c.manager)).map((o) => o.id)).toEqual([theirs.id, mine.id]);
    expect((await list(c.buyer)).map((o) => o.id)).toEqual([mine.id]);
    expect(await list(c.seller)).toEqual([]);
    const generic = await list(c.staff, `/api/offers/items/bike/${c.staffBike.id}/offers`);
    expect(generic.map((o) => o.id)).toEqual([theirs.id, mine.id]);
    expect(generic[0]!.userEmail).toBe(c.other.email);
    const latest = await list(c.staff, `/api/items/bike/${c.staffBike.id}/offers?latest=true`);
    expect(latest.map((o) => o.id)).toEqual([theirs.id]);
    const res = await call(t.app, 'GET', `/api/items/bike/${c.staffBike.id}/offers`);
    expect(res.statusCode).toBe(401);
    const bad = await call(
      t.app,
      'GET',
      `/api/items/bike/${c.staffBike.id}/offers?status=haggling`,
      {
        token: c.staff.accessToken,
      },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('shows the history to the owner and staff only', async () => {
    const c = await cast(t);
    await makeOffer(t, c.buyer, c.staffBike);
    const url = `/api/items/bike/${c.staffBike.id}/offers/history`;
    expect((await call(t.app, 'GET', url, { token: c.staff.accessToken })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', url, { token: c.manager.accessToken })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', url, { token: c.buyer.accessToken })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
  });

  it('counts offers and lists the active ones', async () => {
    const c = await cast(t);
    await makeOffer(t, c.buyer, c.staffBike);
    await makeOffer(t, c.other, c.staffBike, { offerType: 'cash', amount: 20 });
    const stats = await call(t.app, 'GET', `/api/offers/items/bike/${c.staffBike.id}/offer-stats`, {
      token: c.other.accessToken,
    });
    expect(stats.json()).toEqual({ totalOffers: 2, pendingOffers: 2, activeOffers: 2 });
    const url = `/api/admin/items/bike/${c.staffBike.id}/active-offer`;
    const active = await call(t.app, 'GET', url, { token: c.staff.accessToken });
    expect(active.statusCode).toBe(200);
    expect(active.json<Offer[]>()).toHaveLength(2);
    expect((await call(t.app, 'GET', url, { token: c.buyer.accessToken })).statusCode).toBe(403);
  });

  it('gets one offer for its bidder, the item owner and staff', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    const get = (who: typeof c.buyer | null, id = offer.id) =>
      call(t.app, 'GET', `/api/offers/${id}`, who ? { token: who.accessToken } : {});
    for (const who of [c.buyer, c.staff, c.manager]) expect((await get(who)).statusCode).toBe(200);
    expect((await get(c.other)).statusCode).toBe(403);
    expect((await get(c.buyer, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await get(c.buyer, 'nope')).statusCode).toBe(400);
    expect((await get(null)).statusCode).toBe(401);
    // The bidder's e-mail is for the owner and staff.
    expect((await get(c.staff)).json().offer.userEmail).toBe(c.buyer.email);
  });

  it('lists my offers, sent and received', async () => {
    const c = await cast(t);
    const sent = await makeOffer(t, c.buyer, c.staffBike);
    const token = await tokenOffer(t, c.staff, c.memberBike);
    const mine = async (who: typeof c.buyer, query = '') => {
      const res = await call(t.app, 'GET', `/api/offers/my-offers${query}`, {
        token: who.accessToken,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ offers: Offer[]; pagination: { total: number } }>();
    };
    expect((await mine(c.buyer)).offers.map((o) => o.id)).toEqual([sent.id]);
    expect((await mine(c.seller)).offers.map((o) => o.id)).toEqual([token.id]);
    expect((await mine(c.staff, '?direction=received')).offers.map((o) => o.id)).toEqual([sent.id]);
    expect((await mine(c.staff, '?direction=sent')).offers.map((o) => o.id)).toEqual([token.id]);
    expect((await mine(c.staff)).pagination.total).toBe(2);
    expect((await mine(c.staff, '?status=accepted')).offers).toEqual([]);
    expect((await mine(c.other)).offers).toEqual([]);
  });

  it('sets hasUnreadMessages from the offer chat, for its parties only', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    const other = await makeOffer(t, c.other, c.staffBike, { offerType: 'cash', amount: 40 });
    const unread = async (who: typeof c.buyer, url: string) => {
      const res = await call(t.app, 'GET', url, { token: who.accessToken });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ offers?: Offer[]; offer?: Offer }>();
      return (body.offers ?? [body.offer!]).map((o) => [o.id, o.hasUnreadMessages] as const);
    };
    const list = `/api/offers/items/bike/${c.staffBike.id}/offers`;
    // The owner has not read the bidders' offer_created messages; each bidder sent their own.
    expect(await unread(c.staff, `/api/offers/${offer.id}`)).toEqual([[offer.id, true]]);
    expect(await unread(c.buyer, '/api/offers/my-offers')).toEqual([[offer.id, false]]);
    const chat = `/api/items/bike/${c.staffBike.id}/chat`;
    const read = await call(t.app, 'PUT', `${chat}/read?offerId=${offer.id}`, {
      token: c.staff.accessToken,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(new Map(await unread(c.staff, list))).toEqual(
      new Map([
        [offer.id, false],
        [other.id, true],
      ]),
    );
    // A member's trending list is not their chats: no unread flag at all (PublicOffer).
    const trending = await call(t.app, 'GET', '/api/offers/trending', {
      token: c.seller.accessToken,
    });
    expect(
      trending.json<{ offers: object[] }>().offers.map((o) => 'hasUnreadMessages' in o),
    ).toEqual([false, false]);
  });

  it('lists trending offers: everything for staff, only public fields for members', async () => {
    const c = await cast(t);
    await makeOffer(t, c.buyer, c.staffBike, {
      offerType: 'tokens',
      amount: 5,
      message: 'Private note: I can pick it up Tuesday',
    });
    await makeOffer(t, c.other, c.staffBike, { offerType: 'cash', amount: 900 });
    const res = await call(t.app, 'GET', '/api/offers/trending?sortBy=amount&sortOrder=desc', {
      token: c.manager.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    const forStaff = res.json<{ offers: Offer[] }>().offers;
    expect(forStaff.map((o) => o.amount)).toEqual([900, 5]);
    expect(forStaff[0]!.userEmail).toBe(c.other.email);
    const search = await call(t.app, 'GET', '/api/offers/trending?search=Bea', {
      token: c.manager.accessToken,
    });
    expect(search.json<{ offers: Offer[] }>().offers.map((o) => o.userName)).toEqual(['Bea Buyer']);
    const forMember = await call(t.app, 'GET', '/api/offers/trending', {
      token: c.seller.accessToken,
    });
    const offers = forMember.json<{ offers: Record<string, unknown>[] }>().offers;
    expect(offers).toHaveLength(2);
    // Issue 25 item 4: nothing of the bidder or the conversation, for any member.
    const PUBLIC = [
      'id',
      'itemId',
      'bikeId',
      'itemType',
      'itemName',
      'itemBrand',
      'itemModel',
      'offerType',
      'amount',
      'tokenAmount',
      'cashAmount',
      'status',
      'offerStatus',
      'createdAt',
    ];
    for (const o of offers) expect(Object.keys(o).filter((k) => !PUBLIC.includes(k))).toEqual([]);
    expect(forMember.body).not.toContain('Private note');
    for (const who of [c.buyer, c.other])
      for (const leak of [who.id, who.email, 'Buyer', 'Other'])
        expect(forMember.body).not.toContain(leak);
    // A member's search matches items only, never a bidder's name or e-mail.
    for (const q of ['Bea', encodeURIComponent(c.other.email)]) {
      const found = await call(t.app, 'GET', `/api/offers/trending?search=${q}`, {
        token: c.seller.accessToken,
      });
      expect(found.json<{ offers: unknown[] }>().offers).toEqual([]);
    }
  });

  it('fills the item offer fields in the catalog in one page', async () => {
    const c = await cast(t);
    await makeOffer(t, c.buyer, c.staffBike);
    await tokenOffer(t, c.staff, c.memberBike);
    const res = await call(t.app, 'GET', '/api/items/bike', { token: c.manager.accessToken });
    const items = res.json<{
      items: { id: string; pendingOfferCount: number; hasActiveOffer: boolean }[];
    }>().items;
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(c.staffBike.id)).toMatchObject({ pendingOfferCount: 1, hasActiveOffer: false });
    expect(byId.get(c.memberBike.id)).toMatchObject({ pendingOfferCount: 1, hasActiveOffer: true });
  });
});

describe('every offer operation, from every side', () => {
  /** [operationId, method, url, body] for an offer of the buyer on the staff bike. */
  const operations = (c: Awaited<ReturnType<typeof cast>>, offer: Offer) => {
    const bike = c.staffBike.id;
    return [
      [
        'createBikeOffer',
        'POST',
        `/api/items/bike/${bike}/offers`,
        { offerType: 'cash', amount: 5 },
      ],
      [
        'createItemOffer',
        'POST',
        `/api/offers/items/bike/${bike}/offers`,
        { offerType: 'cash', amount: 5 },
      ],
      [
        'createTokenOffer',
        'POST',
        `/api/admin/items/bike/${c.memberBike.id}/token-offer`,
        { tokenAmount: 5 },
      ],
      ['getActiveOffer', 'GET', `/api/admin/items/bike/${bike}/active-offer`],
      ['listBikeOffers', 'GET', `/api/items/bike/${bike}/offers`],
      ['listBikeOfferHistory', 'GET', `/api/items/bike/${bike}/offers/history`],
      ['listItemOffers', 'GET', `/api/offers/items/bike/${bike}/offers`],
      ['getItemOfferStats', 'GET', `/api/offers/items/bike/${bike}/offer-stats`],
      ['listMyOffers', 'GET', '/api/offers/my-offers'],
      ['listTrendingOffers', 'GET', '/api/offers/trending'],
      ['getOffer', 'GET', `/api/offers/${offer.id}`],
      ['acceptOffer', 'POST', `/api/offers/${offer.id}/accept`, {}],
      ['rejectOffer', 'POST', `/api/offers/${offer.id}/reject`, { closeTrade: true }],
      ['respondToOffer', 'POST', `/api/offers/${offer.id}/respond`, { action: 'reject' }],
      ['cancelOffer', 'POST', `/api/offers/${offer.id}/cancel`],
      ['completeOffer', 'POST', `/api/offers/${offer.id}/complete`],
      ['completeBikeTrade', 'POST', `/api/bikes/${bike}/complete-trade`],
      ['completeItemTrade', 'POST', `/api/items/bike/${bike}/complete-trade`],
    ] as const;
  };

  it('refuses the signed-out with 401 on all 18', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    for (const [id, method, url, payload] of operations(c, offer)) {
      const res = await call(t.app, method, url, payload === undefined ? {} : { payload });
      expect(res.statusCode, id).toBe(401);
    }
  });

  it('answers an unrelated member, the bidder, the item owner and staff as each may', async () => {
    // Each side meets a fresh offer of the buyer on the staff owner's bike and makes the 18
    // calls in this order (so the owner's accept is followed by a reject that closes the trade).
    // The token offer and the item page's Complete Trade are the owner role's (spec 3 §6,
    // spec 2 §6): the manager gets 403.
    const expected: Record<string, [other: number, bidder: number, owner: number, staff: number]> =
      {
        createBikeOffer: [201, 409, 403, 201],
        createItemOffer: [409, 409, 403, 409],
        createTokenOffer: [403, 403, 201, 403],
        getActiveOffer: [403, 403, 200, 200],
        listBikeOffers: [200, 200, 200, 200],
        listBikeOfferHistory: [403, 403, 200, 200],
        listItemOffers: [200, 200, 200, 200],
        getItemOfferStats: [200, 200, 200, 200],
        listMyOffers: [200, 200, 200, 200],
        listTrendingOffers: [200, 200, 200, 200],
        getOffer: [403, 200, 200, 200],
        acceptOffer: [403, 403, 200, 200],
        rejectOffer: [403, 403, 200, 200],
        respondToOffer: [403, 403, 409, 409],
        cancelOffer: [403, 200, 409, 409],
        completeOffer: [403, 403, 409, 409],
        completeBikeTrade: [403, 403, 409, 403],
        completeItemTrade: [403, 403, 409, 403],
      };
    const seen: Record<string, number[]> = {};
    for (const side of [0, 1, 2, 3]) {
      await t.db.exec('TRUNCATE users CASCADE');
      const c = await cast(t);
      const offer = await makeOffer(t, c.buyer, c.staffBike);
      const who = [c.other, c.buyer, c.staff, c.manager][side]!;
      for (const [id, method, url, payload] of operations(c, offer)) {
        const res = await call(t.app, method, url, {
          token: who.accessToken,
          ...(payload === undefined ? {} : { payload }),
        });
        (seen[id] ??= [])[side] = res.statusCode;
      }
    }
    expect(seen).toEqual(expected);
  });
});
