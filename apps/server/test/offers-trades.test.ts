// Answers, withdrawal, trade completion and expiry (spec 2 §4.2, §8.5; spec 3 §4, §7.2) through
// app.inject: accept moves the item to pending_trade and rejects the others, a trade completes
// once whatever the retries, expiry runs on a controllable clock.
import { describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../src/storage/local-disk.ts';
import { serverJobs } from '../src/jobs/jobs.ts';
import { MESSAGES } from '@pedalswap/domain';
import { OFFER_MESSAGES } from '@pedalswap/domain/offers';
import { call, UNKNOWN_ID, useTestApp } from './helpers.ts';
import {
  accept,
  balanceOf,
  cast,
  getItem,
  makeOffer,
  offerAction,
  published,
  tokenOffer,
  type Item,
  type Offer,
} from './offers-fixtures.ts';

const t = useTestApp();

const HOUR = 3600_000;

/** A job exactly as the scheduler runs it (jobs/jobs.ts), at a chosen instant. */
function job(name: 'offer-expiry' | 'notification-emails') {
  return serverJobs({
    db: t.db,
    mailer: t.mail,
    mailOutbox: t.app.mailOutbox,
    storage: createLocalDiskStorage(t.app.config.dataDir),
    events: t.app.events,
    offers: t.app.offerService,
    communityEvents: t.app.communityEventService,
    appUrl: 'http://pedalswap.test',
    log: { warn: () => undefined },
  }).find((j) => j.name === name)!;
}
const statusOf = async (id: string) =>
  (await t.db.one<{ status: string }>('SELECT status FROM offers WHERE id = $1', [id]))!.status;
const notificationsOf = async (userId: string) =>
  (
    await t.db.query<{ type: string }>(
      'SELECT type FROM notifications WHERE user_id = $1 ORDER BY created_at, id',
      [userId],
    )
  ).map((n) => n.type);

describe('accept and reject', () => {
  it('accepts: the item goes to pending_trade, the other offers are rejected automatically', async () => {
    const c = await cast(t);
    const first = await makeOffer(t, c.buyer, c.staffBike);
    const second = await makeOffer(t, c.other, c.staffBike, { offerType: 'cash', amount: 40 });
    const seen: string[] = [];
    const stop = t.app.events.subscribe((e) => seen.push(e.name));
    const res = await offerAction(t, c.staff, first, 'accept', { response: 'Deal' });
    stop();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Offer accepted',
      offer: { id: first.id, status: 'accepted', adminResponse: 'Deal' },
    });
    expect(await statusOf(second.id)).toBe('rejected');
    expect(seen).toEqual(
      expect.arrayContaining(['offer:accepted', 'offer:rejected', 'item:updated']),
    );
    const item = await getItem(t, c.staff, c.staffBike);
    expect(item).toMatchObject({
      status: 'pending_trade',
      latestOffer: { id: second.id, status: 'rejected' },
      pendingOfferCount: 0,
    });
    expect(await notificationsOf(c.buyer.id)).toEqual(['offer_accepted']);
    expect(await notificationsOf(c.other.id)).toEqual(['offer_rejected']);
    const autoMessage = await t.db.one<{ message_type: string }>(
      `SELECT message_type FROM chat_messages WHERE offer_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [second.id],
    );
    expect(autoMessage?.message_type).toBe('offer_auto_rejected');
    // Both sides see the trade in progress in their balance (tokens move at completion).
    const balance = await call(t.app, 'GET', `/api/users/${c.buyer.id}/balance`, {
      token: c.buyer.accessToken,
    });
    expect(balance.json()).toMatchObject({
      currentBalance: 1000,
      summary: { pendingTokens: 300, tradesInProgress: 1 },
    });
  });

  it('lets only the side the offer is addressed to answer', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.manager, c.memberBike, { offerType: 'cash', amount: 40 });
    // The bidder, another member, staff answering for a member: 403.
    for (const who of [c.manager, c.other, c.staff])
      expect((await offerAction(t, who, offer, 'accept')).statusCode).toBe(403);
    expect((await offerAction(t, null, offer, 'accept')).statusCode).toBe(401);
    expect((await offerAction(t, c.seller, { id: UNKNOWN_ID }, 'accept')).statusCode).toBe(404);
    expect((await offerAction(t, c.seller, { id: 'x' }, 'accept')).statusCode).toBe(400);
    const res = await offerAction(t, c.seller, offer, 'respond', {
      action: 'reject',
      message: 'Too low',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().offer).toMatchObject({ status: 'rejected', userResponse: 'Too low' });
    expect(await notificationsOf(c.manager.id)).toEqual(['offer_rejected']);
    // An answered offer cannot be answered again.
    const again = await offerAction(t, c.seller, offer, 'accept');
    expect([again.statusCode, again.json().error]).toEqual([409, 'invalid_transition']);
  });

  it('lets staff answer offers on a staff listing', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    const res = await offerAction(t, c.manager, offer, 'reject', { reason: 'Sold elsewhere' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().offer).toMatchObject({ status: 'rejected', adminResponse: 'Sold elsewhere' });
  });

  it('audits every staff answer in its transaction, and no member answer', async () => {
    const c = await cast(t);
    const auditOf = (offerId: string) =>
      t.db.query<{ actor_id: string; action: string; target_id: string; details: object }>(
        `SELECT actor_id, action, target_id, details FROM audit_log
          WHERE details->>'offerId' = $1 ORDER BY created_at`,
        [offerId],
      );
    const cash = await makeOffer(t, c.other, c.staffBike, { offerType: 'cash', amount: 40 });
    await offerAction(t, c.manager, cash, 'reject', { reason: 'Too low' });
    expect(await auditOf(cash.id)).toEqual([
      {
        actor_id: c.manager.id,
        action: 'offer_rejected',
        target_id: c.other.id,
        details: expect.objectContaining({
          bikeId: c.staffBike.id,
          offerType: 'cash',
          cashAmount: 40,
          previousStatus: 'pending',
          comment: 'Too low',
        }),
      },
    ]);
    const tokens = await makeOffer(t, c.buyer, c.staffBike);
    await accept(t, c.staff, tokens);
    // Staff calling off the accepted trade is a second entry on the same offer.
    await offerAction(t, c.manager, tokens, 'reject', {
      reason: 'Buyer ran short',
      closeTrade: true,
    });
    expect(await auditOf(tokens.id)).toEqual([
      expect.objectContaining({
        actor_id: c.staff.id,
        action: 'offer_accepted',
        target_id: c.buyer.id,
        details: expect.objectContaining({ offerType: 'tokens', tokenAmount: 300 }),
      }),
      expect.objectContaining({
        actor_id: c.manager.id,
        action: 'offer_rejected',
        details: expect.objectContaining({ previousStatus: 'accepted' }),
      }),
    ]);
    // The owner's audit log lists them (spec 3 §2.7).
    const log = await call(t.app, 'GET', '/api/admin/audit?action=offer_accepted', {
      token: c.staff.accessToken,
    });
    expect(log.json().auditLog).toEqual([
      expect.objectContaining({ adminId: c.staff.id, targetUserId: c.buyer.id }),
    ]);
    // A member answering an offer on their own listing is no staff action.
    const members = await makeOffer(t, c.manager, c.memberBike, { offerType: 'cash', amount: 40 });
    await offerAction(t, c.seller, members, 'accept');
    expect(await auditOf(members.id)).toEqual([]);
    // An answer that fails (409: answered already) leaves no entry.
    expect((await offerAction(t, c.manager, cash, 'accept')).statusCode).toBe(409);
    expect(await auditOf(cash.id)).toHaveLength(1);
  });

  it('refuses to answer an offer past its expiry', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    await t.db.query(`UPDATE offers SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      offer.id,
    ]);
    const res = await offerAction(t, c.staff, offer, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This offer has expired');
    expect((await offerAction(t, c.buyer, offer, 'cancel')).statusCode).toBe(409);
  });

  it('answers 400 to a malformed body', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    for (const [action, payload] of [
      ['accept', { response: 'x'.repeat(501) }],
      ['reject', { reason: 5 }],
      ['respond', { action: 'maybe' }],
      ['respond', {}],
    ] as const) {
      const res = await offerAction(t, c.staff, offer, action, payload);
      expect(res.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
    }
  });
});

describe('cancel', () => {
  it('lets the bidder withdraw a pending offer, once', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    expect((await offerAction(t, c.staff, offer, 'cancel')).statusCode).toBe(403);
    expect((await offerAction(t, c.other, offer, 'cancel')).statusCode).toBe(403);
    const res = await offerAction(t, c.buyer, offer, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Offer cancelled',
      offer: { status: 'withdrawn' },
    });
    expect((await offerAction(t, c.buyer, offer, 'cancel')).statusCode).toBe(409);
    // The one-active-offer rule is about waiting offers: a new one may follow.
    await makeOffer(t, c.buyer, c.staffBike);
  });

  it("tells the item's owner, in the app and by e-mail as their preferences say", async () => {
    const c = await cast(t);
    const prefs = async (who: typeof c.staff, p: object) =>
      expect(
        (
          await call(t.app, 'PUT', '/api/users/profile', {
            token: who.accessToken,
            payload: { notificationPreferences: { offerEmailFrequency: 'immediate', ...p } },
          })
        ).statusCode,
      ).toBe(200);
    await prefs(c.staff, {});
    await prefs(c.seller, { offerCreatedEmailEnabled: false });
    const onStaff = await makeOffer(t, c.buyer, c.staffBike, { offerType: 'cash', amount: 120 });
    const onMember = await makeOffer(t, c.manager, c.memberBike);
    expect((await offerAction(t, c.buyer, onStaff, 'cancel')).statusCode).toBe(200);
    expect((await offerAction(t, c.manager, onMember, 'cancel')).statusCode).toBe(200);

    expect(await notificationsOf(c.staff.id)).toEqual(['offer_received', 'offer_withdrawn']);
    expect(await notificationsOf(c.seller.id)).toEqual(['offer_received', 'offer_withdrawn']);
    const note = await t.db.one<{ message: string; action_url: string }>(
      "SELECT message, action_url FROM notifications WHERE user_id = $1 AND type = 'offer_withdrawn'",
      [c.staff.id],
    );
    expect(note).toEqual({
      message: `Bea Buyer's offer of $120.00 on ${c.staffBike.name} was withdrawn.`,
      action_url: `/items/bike/${c.staffBike.id}`,
    });
    // Nobody else hears of it: the bidder withdrew it themselves.
    expect(await notificationsOf(c.buyer.id)).toEqual([]);

    t.mail.clear();
    await job('notification-emails').run(new Date());
    const subjects = (to: string) => t.mail.sent.filter((m) => m.to === to).map((m) => m.subject);
    expect(subjects(c.staff.email)).toContain('PedalSwap: Offer withdrawn');
    // The seller switched off e-mails about offers on their listings: none for the withdrawal.
    expect(subjects(c.seller.email)).toEqual([]);
  });
});

describe('trade completion', () => {
  it('completes a member token offer: tokens, ledger, ownership, trade_complete, notifications', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    await accept(t, c.staff, offer);
    expect((await offerAction(t, c.buyer, offer, 'complete')).statusCode).toBe(403);
    expect((await offerAction(t, c.other, offer, 'complete')).statusCode).toBe(403);
    const seen: string[] = [];
    const stop = t.app.events.subscribe((e) => seen.push(e.name));
    const res = await offerAction(t, c.manager, offer, 'complete');
    stop();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      message: string;
      offer: Offer;
      item: Item;
      tokensAwarded: number;
      transaction: { userId: string; tokenAmount: number; offerId: string };
    }>();
    expect(body.message).toBe('Trade Completed! 300 tokens awarded. Ownership transferred.');
    expect(body.tokensAwarded).toBe(300);
    expect(body.offer).toMatchObject({ status: 'completed' });
    expect(body.offer.transactionId).toBe((body.transaction as unknown as { id: string }).id);
    expect(body.transaction).toMatchObject({
      userId: c.staff.id,
      tokenAmount: 300,
      offerId: offer.id,
    });
    expect(body.item).toMatchObject({ status: 'trade_complete', ownerId: c.buyer.id });
    expect(await balanceOf(t, c.buyer.id)).toBe(700);
    expect(await balanceOf(t, c.staff.id)).toBe(300);
    const ledger = await t.db.query<{
      user_id: string;
      token_amount: number;
      status: string;
      balance_after: number;
    }>(
      'SELECT user_id, token_amount, status, balance_after FROM token_transactions WHERE offer_id = $1 ORDER BY token_amount',
      [offer.id],
    );
    expect(ledger).toEqual([
      { user_id: c.buyer.id, token_amount: -300, status: 'completed', balance_after: 700 },
      { user_id: c.staff.id, token_amount: 300, status: 'completed', balance_after: 300 },
    ]);
    expect(await notificationsOf(c.buyer.id)).toEqual(['offer_accepted', 'offer_completed']);
    expect(await notificationsOf(c.staff.id)).toEqual(['offer_received', 'offer_completed']);
    expect(seen).toEqual(expect.arrayContaining(['offer:completed', 'item:updated']));
    const again = await offerAction(t, c.manager, offer, 'complete');
    expect([again.statusCode, again.json().error]).toEqual([409, 'invalid_transition']);
    // The e-mails go through the notification job, per each member's preferences.
    await job('notification-emails').run(new Date(Date.now() + 60_000));
    const toBuyer = t.mail.sent.filter((m) => m.to === c.buyer.email);
    expect(toBuyer.map((m) => m.text).join(' | ')).toMatch(/Trade completed/);
    const balance = await call(t.app, 'GET', `/api/users/${c.buyer.id}/balance`, {
      token: c.buyer.accessToken,
    });
    expect(balance.json().summary).toMatchObject({
      totalSpent: 300,
      pendingTokens: 0,
      tradesInProgress: 0,
    });
  });

  it('awards a staff token offer from the marketplace and gives the item to the staff member', async () => {
    const c = await cast(t);
    const offer = await tokenOffer(t, c.staff, c.memberBike, 500);
    await accept(t, c.seller, offer);
    expect((await getItem(t, c.seller, c.memberBike)).status).toBe('pending_trade');
    const res = await call(t.app, 'POST', `/api/bikes/${c.memberBike.id}/complete-trade`, {
      token: c.staff.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      tokensAwarded: 500,
      item: { status: 'trade_complete', ownerId: c.staff.id },
    });
    expect(await balanceOf(t, c.seller.id)).toBe(500);
    expect(await balanceOf(t, c.staff.id)).toBe(0);
    // Both staff actions are in the audit log (spec 3 §3: tokenAmount, offerMessage, new owner).
    const audit = await t.db.query<{
      action: string;
      target_id: string;
      details: Record<string, unknown>;
    }>('SELECT action, target_id, details FROM audit_log ORDER BY created_at, action');
    expect(audit.map((a) => a.action).sort()).toEqual(['token_offer_sent', 'trade_completed']);
    // The trade's member is its seller (the Audit Log reads "Seller", issue 30 item 6).
    expect(audit.find((a) => a.action === 'trade_completed')!.target_id).toBe(c.seller.id);
    expect(audit.find((a) => a.action === 'token_offer_sent')!.details).toMatchObject({
      tokenAmount: 500,
      offerMessage: 'The shop would like it',
    });
    expect(audit.find((a) => a.action === 'trade_completed')!.details).toMatchObject({
      tokenAmount: 500,
      newOwnerId: c.staff.id,
    });
    const rows = await t.db.query<{ user_id: string }>(
      'SELECT user_id FROM token_transactions WHERE offer_id = $1',
      [offer.id],
    );
    expect(rows.map((r) => r.user_id)).toEqual([c.seller.id]);
  });

  it('lets the seller still read the offer and find it among their received offers', async () => {
    const c = await cast(t);
    const offer = await tokenOffer(t, c.staff, c.memberBike);
    await accept(t, c.seller, offer);
    expect((await offerAction(t, c.manager, offer, 'complete')).statusCode).toBe(200);
    // The bike is the staff owner's now; the seller's history still opens the offer.
    const got = await call(t.app, 'GET', `/api/offers/${offer.id}`, {
      token: c.seller.accessToken,
    });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json<{ offer: Offer }>().offer).toMatchObject({
      status: 'completed',
      userEmail: c.staff.email,
    });
    for (const direction of ['received', 'all']) {
      const mine = await call(t.app, 'GET', `/api/offers/my-offers?direction=${direction}`, {
        token: c.seller.accessToken,
      });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json<{ offers: Offer[] }>().offers.map((o) => o.id)).toEqual([offer.id]);
    }
    const sent = await call(t.app, 'GET', '/api/offers/my-offers?direction=sent', {
      token: c.seller.accessToken,
    });
    expect(sent.json<{ offers: Offer[] }>().offers).toEqual([]);
    // And its chat (the profile's See Chat History).
    const chatUrl = `/api/items/bike/${c.memberBike.id}/chat/messages?offerId=${offer.id}`;
    const chat = await call(t.app, 'GET', chatUrl, { token: c.seller.accessToken });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
    // The chat stays in the seller's list, naming them the seller and the staff owner the buyer.
    const list = await call(t.app, 'GET', '/api/chats', { token: c.seller.accessToken });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list.json<{ chats: { itemId: string; sellerId: string; buyerId: string }[] }>().chats,
    ).toEqual([
      expect.objectContaining({
        itemId: c.memberBike.id,
        sellerId: c.seller.id,
        buyerId: c.staff.id,
      }),
    ]);
    // Nobody else gains sight of it.
    expect(
      (await call(t.app, 'GET', `/api/offers/${offer.id}`, { token: c.other.accessToken }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'GET', chatUrl, { token: c.other.accessToken })).statusCode).toBe(
      403,
    );
  });

  it('records a cash trade without moving tokens', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.manager, c.memberBike, { offerType: 'cash', amount: 75.25 });
    await accept(t, c.seller, offer);
    const res = await offerAction(t, c.staff, offer, 'complete');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tokensAwarded: 0, item: { ownerId: c.manager.id } });
    expect(await balanceOf(t, c.seller.id)).toBe(0);
    expect(await balanceOf(t, c.manager.id)).toBe(1000);
  });

  it('awards once when 20 completions race', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    await accept(t, c.staff, offer);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        offerAction(t, i % 2 ? c.staff : c.manager, offer, 'complete'),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(19);
    expect(await balanceOf(t, c.buyer.id)).toBe(700);
    expect(await balanceOf(t, c.staff.id)).toBe(300);
    const rows = await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM token_transactions WHERE offer_id = $1',
      [offer.id],
    );
    expect(rows!.n).toBe(2);
  });

  it('leaves no half-trade when the completion fails partway, and a retry awards once', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    await accept(t, c.staff, offer);
    const ledger = () =>
      t.db.query<{ user_id: string; token_amount: number; status: string }>(
        'SELECT user_id, token_amount, status FROM token_transactions WHERE offer_id = $1 ORDER BY token_amount',
        [offer.id],
      );
    const held = await ledger();
    // The accepted offer's holds: pending, nothing moved yet.
    expect(held.map((r) => r.status)).toEqual(['pending', 'pending']);
    // The fault: the ownership change, the completion's last write, fails inside its
    // transaction, after the balances moved and the ledger rows and the offer were completed.
    // A trigger made by the test is the seam; the same SQL runs on PGlite and PostgreSQL.
    await t.db.exec(`
      CREATE FUNCTION test_crash_on_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated crash during the ownership change'; END $$;
      CREATE TRIGGER test_crash_on_owner_change BEFORE UPDATE OF owner_id ON items
        FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id)
        EXECUTE FUNCTION test_crash_on_owner_change();`);
    try {
      const failed = await offerAction(t, c.manager, offer, 'complete');
      expect(failed.statusCode, failed.body).toBe(500);
      expect(failed.json()).toMatchObject({ error: 'internal' });
    } finally {
      await t.db.exec(`
        DROP TRIGGER test_crash_on_owner_change ON items;
        DROP FUNCTION test_crash_on_owner_change();`);
    }
    // Nothing of it stayed: no completed ledger row, no tokens moved, the owner unchanged,
    // the offer still accepted, the item still pending_trade, nobody told of a trade.
    expect(await ledger()).toEqual(held);
    expect(await balanceOf(t, c.buyer.id)).toBe(1000);
    expect(await balanceOf(t, c.staff.id)).toBe(0);
    expect(await statusOf(offer.id)).toBe('accepted');
    const item = await t.db.one<{ owner_id: string; status: string }>(
      'SELECT owner_id, status FROM items WHERE id = $1',
      [c.staffBike.id],
    );
    expect(item).toEqual({ owner_id: c.staff.id, status: 'pending_trade' });
    expect(await notificationsOf(c.buyer.id)).toEqual(['offer_accepted']);
    const audit = await t.db.query("SELECT id FROM audit_log WHERE action = 'trade_completed'");
    expect(audit).toEqual([]);

    // The retry, with the fault gone, completes the trade once; another retry is refused.
    const retried = await offerAction(t, c.manager, offer, 'complete');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      tokensAwarded: 300,
      item: { status: 'trade_complete', ownerId: c.buyer.id },
    });
    const again = await offerAction(t, c.staff, offer, 'complete');
    expect([again.statusCode, again.json().error]).toEqual([409, 'invalid_transition']);
    expect(await ledger()).toEqual([
      { user_id: c.buyer.id, token_amount: -300, status: 'completed' },
      { user_id: c.staff.id, token_amount: 300, status: 'completed' },
    ]);
    expect(await balanceOf(t, c.buyer.id)).toBe(700);
    expect(await balanceOf(t, c.staff.id)).toBe(300);
    expect(await notificationsOf(c.buyer.id)).toEqual(['offer_accepted', 'offer_completed']);
  });

  it('re-checks the member balance at completion; staff close a trade that fell through', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    await accept(t, c.staff, offer);
    await t.db.query('UPDATE users SET token_balance = 100 WHERE id = $1', [c.buyer.id]);
    const res = await offerAction(t, c.manager, offer, 'complete');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('insufficient_tokens');
    expect(await statusOf(offer.id)).toBe('accepted');
    expect(await balanceOf(t, c.staff.id)).toBe(0);
    // The item owner cannot back out of an accepted offer; staff close it.
    expect((await offerAction(t, c.buyer, offer, 'reject')).statusCode).toBe(403);
    // A reject that does not say it closes the trade finds it accepted: 409, the trade stands.
    const stale = await offerAction(t, c.manager, offer, 'reject', { reason: 'Too low' });
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      OFFER_MESSAGES.acceptedMeanwhile,
    ]);
    expect(await statusOf(offer.id)).toBe('accepted');
    const closed = await offerAction(t, c.manager, offer, 'reject', {
      reason: 'Buyer ran short',
      closeTrade: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().offer.status).toBe('rejected');
    expect((await getItem(t, c.staff, c.staffBike)).status).toBe('published');
    const held = await t.db.query<{ status: string }>(
      'SELECT status FROM token_transactions WHERE offer_id = $1',
      [offer.id],
    );
    expect(held.map((h) => h.status)).toEqual(['failed', 'failed']);
  });

  it('completes a bike trade only with an accepted offer', async () => {
    const c = await cast(t);
    const url = `/api/bikes/${c.staffBike.id}/complete-trade`;
    let res = await call(t.app, 'POST', url, { token: c.staff.accessToken });
    expect([res.statusCode, res.json().error]).toEqual([409, 'invalid_transition']);
    res = await call(t.app, 'POST', url, { token: c.buyer.accessToken });
    expect(res.statusCode).toBe(403);
    res = await call(t.app, 'POST', url, {
      token: c.staff.accessToken,
      payload: { offerId: UNKNOWN_ID },
    });
    expect(res.statusCode).toBe(404);
    res = await call(t.app, 'POST', url, { token: c.staff.accessToken, payload: { offerId: 1 } });
    expect(res.statusCode).toBe(400);
    res = await call(t.app, 'POST', `/api/bikes/${UNKNOWN_ID}/complete-trade`, {
      token: c.staff.accessToken,
    });
    expect(res.statusCode).toBe(404);
  });

  it("keeps the item page's Complete Trade to the owner role; the offers list lets managers", async () => {
    const c = await cast(t);
    const part = await published(t, c.staff, 'part');
    const offer = await makeOffer(t, c.buyer, part);
    await accept(t, c.staff, offer);
    for (const url of [
      `/api/items/part/${part.id}/complete-trade`,
      `/api/bikes/${c.staffBike.id}/complete-trade`,
    ]) {
      const res = await call(t.app, 'POST', url, {
        token: c.manager.accessToken,
        payload: { offerId: offer.id },
      });
      expect([res.statusCode, res.json().message]).toEqual([403, MESSAGES.accessDeniedRole]);
    }
    expect(await statusOf(offer.id)).toBe('accepted');
    const done = await call(t.app, 'POST', `/api/items/part/${part.id}/complete-trade`, {
      token: c.staff.accessToken,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ tokensAwarded: 300, offer: { status: 'completed' } });
    // The admin offers list's completion is both staff roles' (spec 2 §6, both readings).
    const other = await makeOffer(t, c.buyer, c.staffBike);
    await accept(t, c.staff, other);
    expect((await offerAction(t, c.manager, other, 'complete')).statusCode).toBe(200);
  });

  it('answers a second staff reject of an offer just accepted with 409, the trade kept', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    // Both staff members read the list while the offer waited; the owner accepts first.
    await accept(t, c.staff, offer);
    const late = await offerAction(t, c.manager, offer, 'reject', { reason: 'Too low' });
    expect([late.statusCode, late.json().message]).toEqual([409, OFFER_MESSAGES.acceptedMeanwhile]);
    const respond = await offerAction(t, c.manager, offer, 'respond', { action: 'reject' });
    expect(respond.statusCode).toBe(409);
    expect(await statusOf(offer.id)).toBe('accepted');
    expect((await getItem(t, c.staff, c.staffBike)).status).toBe('pending_trade');
  });
});

describe('expiry', () => {
  it('expires member offers after 72 hours and token offers after 7 days, once', async () => {
    const c = await cast(t);
    const member = await makeOffer(t, c.buyer, c.staffBike);
    const token = await tokenOffer(t, c.staff, c.memberBike);
    const now = Date.now();
    expect(await t.app.offerService.expire(new Date(now + 71 * HOUR))).toBe(0);
    const seen: string[] = [];
    const stop = t.app.events.subscribe((e) => seen.push(e.name));
    expect(await t.app.offerService.expire(new Date(now + 73 * HOUR))).toBe(1);
    stop();
    // The expiry's chat message and the offer's change reach the chat's streams too.
    expect(seen).toEqual(['offer:updated', 'chat:message', 'chat:offer_update']);
    expect(await statusOf(member.id)).toBe('expired');
    expect(await statusOf(token.id)).toBe('sent');
    expect(await notificationsOf(c.buyer.id)).toEqual(['offer_expired']);
    expect(await t.app.offerService.expire(new Date(now + 73 * HOUR))).toBe(0);
    expect(await t.app.offerService.expire(new Date(now + 7 * 24 * HOUR + 60_000))).toBe(1);
    expect(await statusOf(token.id)).toBe('expired');
    // Accepted offers do not expire.
    const later = await makeOffer(t, c.other, c.staffBike, { offerType: 'cash', amount: 9 });
    await accept(t, c.staff, later);
    expect(await t.app.offerService.expire(new Date(now + 100 * 24 * HOUR))).toBe(0);
  });

  it('runs safely side by side, as the scheduler runs it', async () => {
    const c = await cast(t);
    const a = await makeOffer(t, c.buyer, c.staffBike);
    const b = await makeOffer(t, c.other, c.staffBike, { offerType: 'cash', amount: 9 });
    const at = new Date(Date.now() + 80 * HOUR);
    const counts = await Promise.all([1, 2, 3].map(() => t.app.offerService.expire(at)));
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2);
    const c2 = await makeOffer(t, c.buyer, c.staffBike);
    await job('offer-expiry').run(new Date(Date.now() + 80 * HOUR));
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c2.id)]).toEqual([
      'expired',
      'expired',
      'expired',
    ]);
  });
});

describe('offers close with their listing or account', () => {
  it('rejects waiting offers when the listing leaves the catalog', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    const res = await call(t.app, 'POST', `/api/items/bike/${c.staffBike.id}/unpublish`, {
      token: c.staff.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(offer.id)).toBe('rejected');
    expect(await notificationsOf(c.buyer.id)).toEqual(['offer_rejected']);
  });

  it('tells the bidders when the listing is deleted', async () => {
    const c = await cast(t);
    await makeOffer(t, c.buyer, c.staffBike);
    const res = await call(t.app, 'DELETE', `/api/items/bike/${c.staffBike.id}`, {
      token: c.staff.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await notificationsOf(c.buyer.id)).toEqual(['offer_rejected']);
  });

  it('refuses to delete or unpublish a listing with an accepted offer', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    await accept(t, c.staff, offer);
    const del = await call(t.app, 'DELETE', `/api/items/bike/${c.staffBike.id}`, {
      token: c.staff.accessToken,
    });
    expect(del.statusCode).toBe(409);
  });

  it('keeps a traded listing with its history: nobody may delete it, even relisted', async () => {
    const c = await cast(t);
    const offer = await makeOffer(t, c.buyer, c.staffBike);
    await accept(t, c.staff, offer);
    expect((await offerAction(t, c.staff, offer, 'complete')).statusCode).toBe(200);
    const del = (who: typeof c.buyer) =>
      call(t.app, 'DELETE', `/api/items/bike/${c.staffBike.id}`, { token: who.accessToken });
    // The new owner and staff alike: the trade's record outlives the listing's life.
    for (const who of [c.buyer, c.staff]) {
      const res = await del(who);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'invalid_transition',
        message:
          'This bike was traded, so it is kept with its trade history and cannot be deleted.',
      });
    }
    // Listed again by staff for its new owner: still the traded bike, still kept.
    const pub = await call(t.app, 'POST', `/api/items/bike/${c.staffBike.id}/publish`, {
      token: c.staff.accessToken,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    expect((await del(c.buyer)).statusCode).toBe(409);
    // Everything the history screens read is still there.
    const got = await call(t.app, 'GET', `/api/offers/${offer.id}`, { token: c.buyer.accessToken });
    expect(got.json<{ offer: Offer }>().offer).toMatchObject({ status: 'completed' });
    const ledger = await t.db.query('SELECT id FROM token_transactions WHERE offer_id = $1', [
      offer.id,
    ]);
    expect(ledger).toHaveLength(2);
    const chat = await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = $1',
      [offer.chatId],
    );
    expect(chat!.n).toBeGreaterThan(0);
  });

  it('withdraws a deleted member offers and rejects those on their listings', async () => {
    const c = await cast(t);
    const theirs = await makeOffer(t, c.manager, c.memberBike, { offerType: 'cash', amount: 9 });
    const mine = await makeOffer(t, c.buyer, c.staffBike);
    let res = await call(t.app, 'DELETE', '/api/users/profile', { token: c.buyer.accessToken });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await statusOf(mine.id)).toBe('withdrawn');
    res = await call(t.app, 'DELETE', '/api/users/profile', { token: c.seller.accessToken });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await statusOf(theirs.id)).toBe('rejected');
  });
});
