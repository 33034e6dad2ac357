// Moderation (spec 2 §4.1, §6, §7.6) through app.inject: approve, reject and unapprove with
// reasons, for every item type (the bike paths and /admin/items), staff only; the owner's e-mail
// and notification; the admin list; ownership transfer.
import { describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { call, UNKNOWN_ID, useTestApp, type Member } from './helpers.ts';

type Item = components['schemas']['Item'];
const t = useTestApp();

async function listing(m: Member, type = 'bike', status = 'pending_review', name = 'Kona Unit') {
  const res = await call(t.app, 'POST', `/api/items/${type}`, {
    token: m.accessToken,
    payload: {
      name,
      brand: 'Kona',
      condition: 'Good',
      description: 'Singlespeed steel hardtail.',
      location: 'Portland, OR',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const item = res.json<{ item: Item }>().item;
  await t.db.query('UPDATE items SET status = $2 WHERE id = $1', [item.id, status]);
  return item;
}

const notificationsOf = (userId: string) =>
  t.db.query<{
    type: string;
    title: string;
    message: string;
    email_status: string;
    action_url: string;
  }>(
    'SELECT type, title, message, email_status, action_url FROM notifications WHERE user_id = $1',
    [userId],
  );
const auditOf = (action: string) =>
  t.db.query<{ actor_id: string; target_id: string; details: Record<string, unknown> }>(
    'SELECT actor_id, target_id, details FROM audit_log WHERE action = $1',
    [action],
  );

describe('approve', () => {
  it('publishes a bike waiting for review, notifies the owner and emits the events', async () => {
    const owner = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await listing(owner);
    const seen: string[] = [];
    const stop = t.app.itemEvents.subscribe((name) => seen.push(name));
    const res = await call(t.app, 'POST', `/api/items/bike/${item.id}/approve`, {
      token: manager.accessToken,
    });
    stop();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Item approved', item: { status: 'published' } });
    expect(seen).toEqual(['bike:published', 'item:updated']);
    expect(await notificationsOf(owner.id)).toEqual([
      expect.objectContaining({
        type: 'item_approved',
        title: 'Listing approved',
        action_url: `/items/bike/${item.id}`,
      }),
    ]);
    expect(await auditOf('item_approved')).toEqual([
      expect.objectContaining({ actor_id: manager.id, target_id: owner.id }),
    ]);
  });

  it('approves every item type through /admin/items/{id}/approve', async () => {
    const owner = await t.member();
    const staff = await t.member({ role: 'owner' });
    for (const type of ['bike', 'part', 'accessory', 'gear']) {
      const item = await listing(owner, type);
      const res = await call(t.app, 'POST', `/api/admin/items/${item.id}/approve`, {
        token: staff.accessToken,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().item).toMatchObject({ itemType: type, status: 'published' });
    }
  });

  it('refuses members (403), items not waiting for review (409) and other types on the bike path (404)', async () => {
    const owner = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await listing(owner);
    const asMember = await call(t.app, 'POST', `/api/items/bike/${item.id}/approve`, {
      token: owner.accessToken,
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error).toBe('forbidden');
    expect(
      (
        await call(t.app, 'POST', `/api/admin/items/${item.id}/approve`, {
          token: owner.accessToken,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'POST', `/api/items/bike/${item.id}/approve`)).statusCode).toBe(401);
    for (const status of ['draft', 'published', 'pending_trade', 'trade_complete']) {
      await t.db.query('UPDATE items SET status = $2 WHERE id = $1', [item.id, status]);
      const res = await call(t.app, 'POST', `/api/items/bike/${item.id}/approve`, {
        token: manager.accessToken,
      });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toBe('invalid_transition');
    }
    const part = await listing(owner, 'part');
    expect(
      (
        await call(t.app, 'POST', `/api/items/bike/${part.id}/approve`, {
          token: manager.accessToken,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'POST', `/api/admin/items/${UNKNOWN_ID}/approve`, {
          token: manager.accessToken,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('reject and unapprove', () => {
  it('returns a rejected item to draft with the reason, e-mails and notifies the owner', async () => {
    const owner = await t.member({ firstName: 'Riley' });
    const manager = await t.member({ role: 'manager' });
    const item = await listing(owner, 'bike', 'pending_review', 'Kona <b>Unit</b>');
    const res = await call(t.app, 'POST', `/api/items/bike/${item.id}/reject`, {
      token: manager.accessToken,
      payload: { reason: '  Please add a photo of the drivetrain.  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Bike rejected successfully. The owner has been notified.',
      item: { status: 'draft', rejectionReason: 'Please add a photo of the drivetrain.' },
    });
    const [mail] = t.mail.sent;
    expect(mail).toMatchObject({ to: owner.email });
    expect(mail!.subject).toBe('Your listing "Kona <b>Unit</b>" was not approved');
    expect(mail!.text).toContain('Reason: Please add a photo of the drivetrain.');
    expect(mail!.text).toContain(`http://pedalswap.test/list-item/bike/${item.id}`);
    expect(mail!.html).toContain('Kona &lt;b&gt;Unit&lt;/b&gt;');
    expect(mail!.html).toContain('Please add a photo of the drivetrain.');
    expect(await notificationsOf(owner.id)).toEqual([
      expect.objectContaining({
        type: 'item_rejected',
        title: 'Listing not approved',
        email_status: 'skipped',
        action_url: `/list-item/bike/${item.id}`,
      }),
    ]);
    expect((await notificationsOf(owner.id))[0]!.message).toContain('drivetrain');
    expect(await auditOf('item_rejected')).toHaveLength(1);

    // The owner sees the reason, fixes the listing and submits again; approval clears it.
    const own = await call(t.app, 'GET', `/api/items/bike/${item.id}`, {
      token: owner.accessToken,
    });
    expect(own.json().item.rejectionReason).toBe('Please add a photo of the drivetrain.');
    const resubmit = await call(t.app, 'POST', `/api/items/bike/${item.id}/publish`, {
      token: owner.accessToken,
    });
    expect(resubmit.json().item.status).toBe('pending_review');
    const approved = await call(t.app, 'POST', `/api/items/bike/${item.id}/approve`, {
      token: manager.accessToken,
    });
    expect(approved.json().item).toMatchObject({ status: 'published', rejectionReason: null });
  });

  it('rejects any type through /admin/items/{id}/reject', async () => {
    const owner = await t.member();
    const manager = await t.member({ role: 'manager' });
    const gear = await listing(owner, 'gear');
    const res = await call(t.app, 'POST', `/api/admin/items/${gear.id}/reject`, {
      token: manager.accessToken,
      payload: { reason: 'Wrong category' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Gear rejected successfully. The owner has been notified.');
  });

  it('needs a reason that is not blank (400) and refuses members (403) before reading it', async () => {
    const owner = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await listing(owner);
    const url = `/api/items/bike/${item.id}/reject`;
    for (const payload of [
      {},
      { reason: '' },
      { reason: '    ' },
      { reason: 'x'.repeat(501) },
      { reason: 7 },
    ]) {
      const res = await call(t.app, 'POST', url, { token: manager.accessToken, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details[0].path).toBe('reason');
    }
    const member = await call(t.app, 'POST', url, { token: owner.accessToken, payload: {} });
    expect(member.statusCode).toBe(403);
    expect(t.mail.sent).toEqual([]);
    const draftItem = await listing(owner, 'bike', 'draft');
    const fromDraft = await call(t.app, 'POST', `/api/items/bike/${draftItem.id}/reject`, {
      token: manager.accessToken,
      payload: { reason: 'No' },
    });
    expect(fromDraft.statusCode).toBe(409);
  });

  it('unapproves a published bike of another member back to draft and e-mails the reason', async () => {
    const owner = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await listing(owner, 'bike', 'published');
    const res = await call(t.app, 'POST', `/api/items/bike/${item.id}/unapprove`, {
      token: manager.accessToken,
      payload: { reason: 'Listed twice' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Bike unapproved successfully. The owner has been notified.',
      item: { status: 'draft', rejectionReason: 'Listed twice' },
    });
    expect(t.mail.sent[0]!.subject).toBe('Your listing "Kona Unit" was removed from the catalog');
    expect((await notificationsOf(owner.id))[0]).toMatchObject({
      title: 'Listing removed from the catalog',
    });
    expect(await auditOf('item_unapproved')).toHaveLength(1);
  });

  it("refuses to unapprove the caller's own bike (403) or an unpublished one (409)", async () => {
    const manager = await t.member({ role: 'manager' });
    const own = await listing(manager, 'bike', 'published');
    const res = await call(t.app, 'POST', `/api/items/bike/${own.id}/unapprove`, {
      token: manager.accessToken,
      payload: { reason: 'Mine' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot unapprove your own listing');
    const owner = await t.member();
    const pending = await listing(owner);
    const notPublished = await call(t.app, 'POST', `/api/items/bike/${pending.id}/unapprove`, {
      token: manager.accessToken,
      payload: { reason: 'x' },
    });
    expect(notPublished.statusCode).toBe(409);
    const member = await call(t.app, 'POST', `/api/items/bike/${pending.id}/unapprove`, {
      token: owner.accessToken,
      payload: { reason: 'x' },
    });
    expect(member.statusCode).toBe(403);
  });

  it('unapproves any type through /admin/items/{id}/unapprove', async () => {
    const owner = await t.member();
    const manager = await t.member({ role: 'manager' });
    const part = await listing(owner, 'part', 'published');
    const res = await call(t.app, 'POST', `/api/admin/items/${part.id}/unapprove`, {
      token: manager.accessToken,
      payload: { reason: '  Not a bicycle part  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Part unapproved successfully. The owner has been notified.',
      item: { itemType: 'part', status: 'draft', rejectionReason: 'Not a bicycle part' },
    });
    expect(t.mail.sent[0]).toMatchObject({ to: owner.email });
    expect(t.mail.sent[0]!.subject).toBe('Your listing "Kona Unit" was removed from the catalog');
    expect(await auditOf('item_unapproved')).toHaveLength(1);
  });

  it('refuses /admin/items/{id}/unapprove to members, on own items, without a reason and from draft', async () => {
    const owner = await t.member();
    const manager = await t.member({ role: 'manager' });
    const gear = await listing(owner, 'gear', 'published');
    const url = `/api/admin/items/${gear.id}/unapprove`;
    const asMember = await call(t.app, 'POST', url, {
      token: owner.accessToken,
      payload: { reason: 'Mine' },
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error).toBe('forbidden');
    expect((await call(t.app, 'POST', url, { payload: { reason: 'x' } })).statusCode).toBe(401);
    for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await call(t.app, 'POST', url, { token: manager.accessToken, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details[0]).toMatchObject({ path: 'reason' });
    }
    const own = await listing(manager, 'accessory', 'published');
    const ownRes = await call(t.app, 'POST', `/api/admin/items/${own.id}/unapprove`, {
      token: manager.accessToken,
      payload: { reason: 'Mine' },
    });
    expect(ownRes.statusCode).toBe(403);
    expect(ownRes.json().message).toBe('You cannot unapprove your own listing');
    const draft = await listing(owner, 'part', 'draft');
    const fromDraft = await call(t.app, 'POST', `/api/admin/items/${draft.id}/unapprove`, {
      token: manager.accessToken,
      payload: { reason: 'Duplicate' },
    });
    expect(fromDraft.statusCode).toBe(409);
    expect(fromDraft.json().error).toBe('invalid_transition');
    expect(
      (
        await call(t.app, 'POST', `/api/admin/items/${UNKNOWN_ID}/unapprove`, {
          token: manager.accessToken,
          payload: { reason: 'Gone' },
        })
      ).statusCode,
    ).toBe(404);
    expect(t.mail.sent).toEqual([]);
  });

  it('still decides when the e-mail cannot be sent', async () => {
    const owner = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await listing(owner);
    const send = t.mail.send;
    t.mail.send = () => Promise.reject(new Error('smtp down'));
    try {
      const res = await call(t.app, 'POST', `/api/items/bike/${item.id}/reject`, {
        token: manager.accessToken,
        payload: { reason: 'Blurry' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      t.mail.send = send;
    }
    expect(await notificationsOf(owner.id)).toHaveLength(1);
  });
});

describe('GET /admin/items', () => {
  it('lists every type and status for staff, with owner e-mail, filters and search', async () => {
    const owner = await t.member({ firstName: 'Morgan', lastName: 'Pedal' });
    const manager = await t.member({ role: 'manager' });
    await listing(owner, 'bike', 'pending_review', 'Pending bike');
    await listing(owner, 'part', 'pending_review', 'Pending part');
    await listing(owner, 'gear', 'draft', 'Draft gear');
    const all = await call(t.app, 'GET', '/api/admin/items', { token: manager.accessToken });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().pagination).toMatchObject({ total: 3, limit: 20 });
    expect(all.json().items[0].ownerEmail).toBe(owner.email);
    const pending = await call(t.app, 'GET', '/api/admin/items?status=pending_review', {
      token: manager.accessToken,
    });
    expect(
      pending
        .json()
        .items.map((i: Item) => i.name)
        .sort(),
    ).toEqual(['Pending bike', 'Pending part']);
    const parts = await call(t.app, 'GET', '/api/admin/items?status=pending_review&type=part', {
      token: manager.accessToken,
    });
    expect(parts.json().items.map((i: Item) => i.name)).toEqual(['Pending part']);
    const byOwner = await call(t.app, 'GET', '/api/admin/items?search=morgan%20p', {
      token: manager.accessToken,
    });
    expect(byOwner.json().pagination.total).toBe(3);
    const byEmail = await call(
      t.app,
      'GET',
      `/api/admin/items?search=${encodeURIComponent(owner.email)}`,
      {
        token: manager.accessToken,
      },
    );
    expect(byEmail.json().pagination.total).toBe(3);
    const none = await call(t.app, 'GET', '/api/admin/items?search=%25', {
      token: manager.accessToken,
    });
    expect(none.json().pagination.total).toBe(0);
  });

  it('is refused to members and malformed filters', async () => {
    const member = await t.member();
    const manager = await t.member({ role: 'manager' });
    expect(
      (await call(t.app, 'GET', '/api/admin/items', { token: member.accessToken })).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/items')).statusCode).toBe(401);
    for (const q of ['?status=rejected', '?type=car', '?limit=500', '?page=0']) {
      expect(
        (await call(t.app, 'GET', `/api/admin/items${q}`, { token: manager.accessToken }))
          .statusCode,
      ).toBe(400);
    }
  });
});

describe('POST /admin/items/{id}/transfer-ownership', () => {
  it('gives a completed trade to a new owner as a draft, audited', async () => {
    const manager = await t.member({ role: 'manager' });
    const buyer = await t.member();
    const item = await listing(manager, 'bike', 'trade_complete');
    const res = await call(t.app, 'POST', `/api/admin/items/${item.id}/transfer-ownership`, {
      token: manager.accessToken,
      payload: { newOwnerId: buyer.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Ownership transferred successfully',
      item: { ownerId: buyer.id, status: 'draft' },
    });
    expect(await auditOf('ownership_transferred')).toEqual([
      expect.objectContaining({
        actor_id: manager.id,
        target_id: buyer.id,
        details: expect.objectContaining({ previousOwnerId: manager.id }),
      }),
    ]);
    // The owner's audit log names both owners (spec 3 §3 audit entry fields).
    const owner = await t.member({ role: 'owner' });
    const log = await call(t.app, 'GET', '/api/admin/audit?action=ownership_transferred', {
      token: owner.accessToken,
    });
    expect(log.json().auditLog[0]).toMatchObject({
      adminId: manager.id,
      targetUserId: buyer.id,
      details: {
        bikeId: item.id,
        previousOwnerEmail: manager.email,
        previousOwnerName: 'Test Rider',
        newOwnerEmail: buyer.email,
        newOwnerName: 'Test Rider',
      },
    });
    // Both members are e-mailed (issue 14 item 4): the previous owner without the new owner's
    // name, the new owner with the link to their new draft.
    const previousMail = t.mail.sent.filter((m) => m.to === manager.email);
    expect(previousMail).toEqual([
      expect.objectContaining({
        subject: 'Your listing "Kona Unit" now belongs to another member',
        links: [expect.stringMatching(/\/profile$/)],
      }),
    ]);
    expect(previousMail[0]!.text).not.toContain(buyer.email);
    expect(t.mail.sent.filter((m) => m.to === buyer.email)).toEqual([
      expect.objectContaining({
        subject: '"Kona Unit" is now yours on PedalSwap',
        text: expect.stringContaining('It is in your listings as a draft'),
        links: [expect.stringMatching(new RegExp(`/list-item/bike/${item.id}$`))],
      }),
    ]);
    // The new owner edits it now; the old one no longer may.
    const edit = await call(t.app, 'PUT', `/api/items/bike/${item.id}`, {
      token: buyer.accessToken,
      payload: { name: 'My new bike' },
    });
    expect(edit.statusCode).toBe(200);
  });

  it('keeps other statuses, and refuses during a trade, to the same or an inactive owner, and to members', async () => {
    const manager = await t.member({ role: 'manager' });
    const owner = await t.member();
    const other = await t.member();
    const suspended = await t.member();
    await t.db.query(`UPDATE users SET account_status = 'suspended' WHERE id = $1`, [suspended.id]);
    const item = await listing(owner, 'part', 'published');
    const url = `/api/admin/items/${item.id}/transfer-ownership`;
    const kept = await call(t.app, 'POST', url, {
      token: manager.accessToken,
      payload: { newOwnerId: other.id },
    });
    expect(kept.json().item).toMatchObject({ ownerId: other.id, status: 'published' });
    const same = await call(t.app, 'POST', url, {
      token: manager.accessToken,
      payload: { newOwnerId: other.id },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().details).toEqual([
      { path: 'newOwnerId', msg: 'The item already belongs to this member' },
    ]);
    for (const newOwnerId of [suspended.id, UNKNOWN_ID]) {
      const res = await call(t.app, 'POST', url, {
        token: manager.accessToken,
        payload: { newOwnerId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].msg).toBe('The new owner must be an active member');
    }
    expect(
      (await call(t.app, 'POST', url, { token: manager.accessToken, payload: {} })).statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'POST', url, {
          token: other.accessToken,
          payload: { newOwnerId: owner.id },
        })
      ).statusCode,
    ).toBe(403);
    await t.db.query(`UPDATE items SET status = 'pending_trade' WHERE id = $1`, [item.id]);
    const trading = await call(t.app, 'POST', url, {
      token: manager.accessToken,
      payload: { newOwnerId: owner.id },
    });
    expect(trading.statusCode).toBe(409);
    // Only the one transfer that happened was mailed: each refusal rolled back before any mail.
    expect(t.mail.sent.filter((m) => m.subject.includes('Kona Unit')).map((m) => m.to)).toEqual([
      owner.email,
      other.email,
    ]);
  });
});
