// Listings (spec 2 §3, §4.1, §5.2, §6, §7.1, §9) through app.inject: create, read, update,
// delete, publish and unpublish, each rule of ownership and status tried from every side.
import { describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { call, UNKNOWN_ID, useTestApp, type Member } from './helpers.ts';

type Item = components['schemas']['Item'];
const t = useTestApp();

export const bikeBody = {
  name: 'Trek Marlin 7',
  brand: 'Trek',
  model: 'Marlin 7',
  year: 2022,
  condition: 'Good',
  description: 'A well kept hardtail, new chain this spring.',
  location: 'Portland, OR',
  salePrice: 650,
  attributes: { category: 'Mountain Bike', wheel_size: '29"', suspension: 'Front' },
};

async function create(m: Member, body: object = bikeBody, type = 'bike') {
  const res = await call(t.app, 'POST', `/api/items/${type}`, {
    token: m.accessToken,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ item: Item }>().item;
}

const setStatus = (id: string, status: string) =>
  t.db.query('UPDATE items SET status = $2 WHERE id = $1', [id, status]);

describe('GET /items/types', () => {
  it('lists the four types with their labels, signed out', async () => {
    const res = await call(t.app, 'GET', '/api/items/types');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      types: [
        { type: 'bike', label: 'Bike' },
        { type: 'part', label: 'Part' },
        { type: 'accessory', label: 'Accessory' },
        { type: 'gear', label: 'Gear' },
      ],
    });
  });
});

describe('POST /items/{type}', () => {
  it('creates a draft with every field of the item', async () => {
    const m = await t.member({ firstName: 'Ada', lastName: 'Lovelace' });
    const item = await create(m);
    expect(item).toMatchObject({
      itemType: 'bike',
      name: 'Trek Marlin 7',
      status: 'draft',
      ownerId: m.id,
      owner: { id: m.id, firstName: 'Ada', lastName: 'Lovelace', role: 'user' },
      ownerFirstName: 'Ada',
      salePrice: 650,
      isTradeOnly: false,
      bikeType: 'Mountain Bike',
      attributes: { category: 'Mountain Bike', bikeType: 'Mountain Bike', wheelSize: '29"' },
      images: [],
      hasActiveOffer: false,
      pendingOfferCount: 0,
      publishedAt: null,
    });
  });

  it("maps the AI's short category onto the catalog's Bike Type", async () => {
    const m = await t.member();
    const { attributes: _a, ...rest } = bikeBody;
    const item = await create(m, { ...rest, category: 'Gravel' });
    expect(item.bikeType).toBe('Gravel Bike');
    expect(item.category).toBe('Gravel');
  });

  it('sends a member submission to review and publishes a staff one directly (spec 2 §4.1)', async () => {
    const member = await t.member();
    const manager = await t.member({ role: 'manager' });
    expect((await create(member, { ...bikeBody, status: 'pending_review' })).status).toBe(
      'pending_review',
    );
    const staffItem = await create(manager, { ...bikeBody, status: 'pending_review' });
    expect(staffItem.status).toBe('published');
    expect(staffItem.publishedAt).not.toBeNull();
  });

  it('creates parts, accessories and gear with their own attributes', async () => {
    const m = await t.member();
    const part = await create(m, { ...bikeBody, attributes: { part_category: 'Brakes' } }, 'part');
    expect(part).toMatchObject({
      itemType: 'part',
      bikeType: null,
      attributes: { partType: 'Brakes' },
    });
    const gear = await create(
      m,
      { ...bikeBody, attributes: { size: 'M', features: ['Reflective'] } },
      'gear',
    );
    expect(gear.attributes).toMatchObject({ size: 'M', features: ['Reflective'] });
    const acc = await create(m, { ...bikeBody, attributes: { waterproof: true } }, 'accessory');
    expect(acc.attributes).toMatchObject({ waterproof: true });
  });

  it('refuses anonymous callers, unverified e-mails and inactive accounts', async () => {
    expect((await call(t.app, 'POST', '/api/items/bike', { payload: bikeBody })).statusCode).toBe(
      401,
    );
    const unverified = await t.member({ verified: false });
    const res = await call(t.app, 'POST', '/api/items/bike', {
      token: unverified.accessToken,
      payload: bikeBody,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('email_not_verified');
    const pending = await t.member();
    await t.db.query(`UPDATE users SET account_status = 'pending' WHERE id = $1`, [pending.id]);
    const inactive = await call(t.app, 'POST', '/api/items/bike', {
      token: pending.accessToken,
      payload: bikeBody,
    });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().error).toBe('account_inactive');
  });

  it('answers 400 with details for malformed input, never 500', async () => {
    const m = await t.member();
    const cases: [object | string, string][] = [
      [{}, 'name'],
      [{ ...bikeBody, name: 'x' }, 'name'],
      [{ ...bikeBody, description: 'short' }, 'description'],
      [{ ...bikeBody, brand: 'b'.repeat(101) }, 'brand'],
      [{ ...bikeBody, location: 'l'.repeat(256) }, 'location'],
      [{ ...bikeBody, condition: 'Mint' }, 'condition'],
      [{ ...bikeBody, year: 1899 }, 'year'],
      [{ ...bikeBody, year: 'nineteen' }, 'year'],
      [{ ...bikeBody, salePrice: -5 }, 'salePrice'],
      [{ ...bikeBody, ownerId: m.id }, 'ownerId'],
      [{ ...bikeBody, status: 'published' }, 'status'],
      [{ ...bikeBody, attributes: { wheel_size: '28"' } }, 'attributes.wheel_size'],
      [{ ...bikeBody, attributes: { part_category: 'Brakes' } }, 'attributes.part_category'],
      [{ ...bikeBody, attributes: 'big' }, 'attributes'],
      ['not json', 'body'],
    ];
    for (const [payload, path] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/items/bike',
        headers: { authorization: `Bearer ${m.accessToken}`, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode, `${JSON.stringify(payload)} -> ${res.body}`).toBe(400);
      const body = res.json();
      expect(body.error).toBe('validation_failed');
      expect(
        body.details.map((d: { path: string }) => d.path),
        res.body,
      ).toContain(path);
    }
  });

  it("gives the spec's messages for rules the contract cannot express", async () => {
    const m = await t.member();
    const nextYear = new Date().getFullYear() + 1;
    const res = await call(t.app, 'POST', '/api/items/bike', {
      token: m.accessToken,
      payload: {
        ...bikeBody,
        name: '   ',
        year: nextYear + 1,
        attributes: { thread_size: 'M5' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'name', msg: 'Bike name is required' },
      { path: 'year', msg: `Year must be between 1900 and ${nextYear}` },
      { path: 'attributes.thread_size', msg: 'thread_size is not an attribute of a bike' },
    ]);
  });

  it('refuses an unknown item type', async () => {
    const m = await t.member();
    const res = await call(t.app, 'POST', '/api/items/car', {
      token: m.accessToken,
      payload: bikeBody,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /items/{type}/{id}', () => {
  it('shows a draft to its owner and staff only; others get 404', async () => {
    const owner = await t.member();
    const stranger = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await create(owner);
    const url = `/api/items/bike/${item.id}`;
    expect((await call(t.app, 'GET', url, { token: owner.accessToken })).statusCode).toBe(200);
    const staffView = await call(t.app, 'GET', url, { token: manager.accessToken });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().item.ownerEmail).toBe(owner.email);
    const anon = await call(t.app, 'GET', url);
    expect(anon.statusCode).toBe(404);
    expect(anon.json()).toEqual({ error: 'not_found', message: 'Bike not found' });
    expect((await call(t.app, 'GET', url, { token: stranger.accessToken })).statusCode).toBe(404);
  });

  it('shows published items to everyone, without the owner e-mail', async () => {
    const owner = await t.member();
    const item = await create(owner);
    await setStatus(item.id, 'published');
    const res = await call(t.app, 'GET', `/api/items/bike/${item.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().item.ownerEmail).toBeUndefined();
  });

  it('answers 404 for another type, an unknown id, and 400 for a malformed id', async () => {
    const owner = await t.member();
    const item = await create(owner);
    await setStatus(item.id, 'published');
    expect((await call(t.app, 'GET', `/api/items/part/${item.id}`)).json()).toEqual({
      error: 'not_found',
      message: 'Part not found',
    });
    expect((await call(t.app, 'GET', `/api/items/bike/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/items/bike/not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses a bad token instead of treating the caller as anonymous', async () => {
    const res = await call(t.app, 'GET', `/api/items/bike/${UNKNOWN_ID}`, { token: 'garbage' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /items/{type}/{id}', () => {
  it('saves any subset of fields for the owner; a lower price keeps a published item published', async () => {
    const owner = await t.member();
    const item = await create(owner);
    const draft = await call(t.app, 'PUT', `/api/items/bike/${item.id}`, {
      token: owner.accessToken,
      payload: {
        name: 'Trek Marlin 7 (2022)',
        attributes: { category: 'Gravel Bike' },
      },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().item).toMatchObject({
      name: 'Trek Marlin 7 (2022)',
      status: 'draft',
      bikeType: 'Gravel Bike',
      brand: 'Trek',
    });
    await setStatus(item.id, 'published');
    const res = await call(t.app, 'PUT', `/api/items/bike/${item.id}`, {
      token: owner.accessToken,
      payload: { name: 'Trek Marlin 7 (2022)', salePrice: 599.99 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ salePrice: 599.99, status: 'published' });
    expect(res.json().message).toBe('Bike listing saved');
  });

  // issue 10 item 3: our decision (README "Product decisions"): what buyers read was reviewed,
  // so changing it sends a published listing back to review; a lower price does not.
  it('sends a published listing back to review when its text changes or its price goes up', async () => {
    const owner = await t.member();
    const item = await create(owner);
    const url = `/api/items/bike/${item.id}`;
    await setStatus(item.id, 'published');
    const renamed = await call(t.app, 'PUT', url, {
      token: owner.accessToken,
      payload: { name: 'Free bike, call me' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      item: { name: 'Free bike, call me', status: 'pending_review' },
      message:
        'Your changes were sent for review. The bike returns to the catalog once an admin approves it.',
    });
    const catalog = await call(t.app, 'GET', '/api/items/bike');
    expect(catalog.json().items.map((i: Item) => i.id)).not.toContain(item.id);

    await setStatus(item.id, 'published');
    const raised = await call(t.app, 'PUT', url, {
      token: owner.accessToken,
      payload: { salePrice: 900 },
    });
    expect(raised.json().item.status).toBe('pending_review');

    // The same values sent again (autosave sends the whole form) change nothing.
    await setStatus(item.id, 'published');
    const same = await call(t.app, 'PUT', url, {
      token: owner.accessToken,
      payload: { ...bikeBody, name: 'Free bike, call me', salePrice: 900 },
    });
    expect(same.json().item.status).toBe('published');
  });

  it("keeps staff's own published listing published when they edit it", async () => {
    const manager = await t.member({ role: 'manager' });
    const item = await create(manager);
    await setStatus(item.id, 'published');
    const res = await call(t.app, 'PUT', `/api/items/bike/${item.id}`, {
      token: manager.accessToken,
      payload: { name: 'Trek Marlin 7 (serviced)' },
    });
    expect(res.json().item).toMatchObject({ status: 'published' });
  });

  // issue 10 item 1: a draft never filled in reached the review queue as "Untitled Bike".
  it('refuses to submit a listing whose required fields are blank or placeholders (spec 2 §5.2)', async () => {
    const owner = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await create(owner, {
      name: 'Untitled Bike',
      brand: 'Unknown',
      condition: 'Good',
      location: 'Portland, OR',
      description: 'Draft listing - details coming soon.',
      status: 'draft',
    });
    const url = `/api/items/bike/${item.id}`;
    const expected = [
      { path: 'name', msg: 'Bike name is required' },
      { path: 'brand', msg: 'Brand is required' },
      { path: 'description', msg: 'Description is required' },
    ];
    const put = await call(t.app, 'PUT', url, {
      token: owner.accessToken,
      payload: { status: 'pending_review' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().details).toEqual(expected);
    const publish = await call(t.app, 'POST', `${url}/publish`, { token: owner.accessToken });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().details).toEqual(expected);
    const staff = await call(t.app, 'POST', `${url}/publish`, { token: manager.accessToken });
    expect(staff.statusCode).toBe(400);
    const posted = await call(t.app, 'POST', '/api/items/bike', {
      token: owner.accessToken,
      payload: { ...bikeBody, name: 'Untitled Bike', status: 'pending_review' },
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.json().details).toEqual([{ path: 'name', msg: 'Bike name is required' }]);
    expect((await call(t.app, 'GET', url, { token: owner.accessToken })).json().item.status).toBe(
      'draft',
    );

    // Filled in with the same request that submits: accepted.
    const filled = await call(t.app, 'PUT', url, {
      token: owner.accessToken,
      payload: { ...bikeBody, status: 'pending_review' },
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().item.status).toBe('pending_review');
  });

  it('clears optional fields sent as null, and keeps the fields it is not sent', async () => {
    const owner = await t.member();
    const item = await create(owner);
    const url = `/api/items/bike/${item.id}`;
    const filled = await call(t.app, 'PUT', url, {
      token: owner.accessToken,
      payload: { model: 'Marlin 7', year: 2022, salePrice: 450 },
    });
    expect(filled.json().item).toMatchObject({ model: 'Marlin 7', year: 2022, salePrice: 450 });
    const cleared = await call(t.app, 'PUT', url, {
      token: owner.accessToken,
      payload: { model: null, year: null, salePrice: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const read = await call(t.app, 'GET', url, { token: owner.accessToken });
    expect(read.json().item).toMatchObject({ model: null, year: null, salePrice: null });
    expect(read.json().item.brand).toBe('Trek');
  });

  it('refuses everyone but the owner: 403 when they can see it, 404 when they cannot', async () => {
    const owner = await t.member();
    const stranger = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await create(owner);
    const url = `/api/items/bike/${item.id}`;
    const payload = { name: 'Hijacked' };
    expect(
      (await call(t.app, 'PUT', url, { token: stranger.accessToken, payload })).statusCode,
    ).toBe(404);
    const staff = await call(t.app, 'PUT', url, { token: manager.accessToken, payload });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('You are not authorized to edit this item');
    await setStatus(item.id, 'published');
    const other = await call(t.app, 'PUT', url, { token: stranger.accessToken, payload });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      error: 'forbidden',
      message: 'You are not authorized to edit this item',
    });
    expect((await call(t.app, 'PUT', url, { payload })).statusCode).toBe(401);
    const after = await call(t.app, 'GET', url);
    expect(after.json().item.name).toBe('Trek Marlin 7');
  });

  it('enforces the bounds with clear messages', async () => {
    const owner = await t.member();
    const item = await create(owner);
    const url = `/api/items/bike/${item.id}`;
    const res = await call(t.app, 'PUT', url, {
      token: owner.accessToken,
      payload: { description: 'tiny' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('description');
    const empty = await call(t.app, 'PUT', url, { token: owner.accessToken, payload: {} });
    expect(empty.statusCode).toBe(400);
    const blank = await call(t.app, 'PUT', url, {
      token: owner.accessToken,
      payload: { brand: '     ' },
    });
    expect(blank.json().details).toEqual([{ path: 'brand', msg: 'Brand is required' }]);
  });

  it('submits for review with { status: pending_review }, and refuses it twice', async () => {
    const owner = await t.member();
    const item = await create(owner);
    const url = `/api/items/bike/${item.id}`;
    const res = await call(t.app, 'PUT', url, {
      token: owner.accessToken,
      payload: { status: 'pending_review' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      item: { status: 'pending_review' },
      message:
        'Your bike has been submitted for review! An admin will review it before it appears in the public catalog.',
    });
    const again = await call(t.app, 'PUT', url, {
      token: owner.accessToken,
      payload: { status: 'pending_review' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'invalid_transition',
      message: 'A bike in status "Pending Review" cannot be submitted for review.',
    });
  });

  it('refuses edits while a trade is in progress (409)', async () => {
    const owner = await t.member();
    const item = await create(owner);
    await setStatus(item.id, 'pending_trade');
    const res = await call(t.app, 'PUT', `/api/items/bike/${item.id}`, {
      token: owner.accessToken,
      payload: { name: 'Changed' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('invalid_transition');
  });
});

describe('DELETE /items/{type}/{id}', () => {
  it('lets the owner delete, and refuses strangers', async () => {
    const owner = await t.member();
    const stranger = await t.member();
    const item = await create(owner);
    await setStatus(item.id, 'published');
    const url = `/api/items/bike/${item.id}`;
    expect((await call(t.app, 'DELETE', url, { token: stranger.accessToken })).statusCode).toBe(
      403,
    );
    const res = await call(t.app, 'DELETE', url, { token: owner.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Bike deleted successfully!' });
    expect((await call(t.app, 'GET', url, { token: owner.accessToken })).statusCode).toBe(404);
  });

  it('lets staff delete a listing, but nobody during a trade', async () => {
    const owner = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await create(owner);
    await setStatus(item.id, 'pending_trade');
    const url = `/api/items/bike/${item.id}`;
    const refused = await call(t.app, 'DELETE', url, { token: owner.accessToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A bike in status "Trade in Progress" cannot be deleted.');
    await setStatus(item.id, 'draft');
    expect((await call(t.app, 'DELETE', url, { token: manager.accessToken })).statusCode).toBe(200);
  });
});

describe('POST /items/{type}/{id}/publish and /unpublish', () => {
  it('submits a member draft for review and publishes for staff (publishedDirectly)', async () => {
    const owner = await t.member();
    const manager = await t.member({ role: 'manager' });
    const item = await create(owner);
    const url = `/api/items/bike/${item.id}`;
    const submitted = await call(t.app, 'POST', `${url}/publish`, { token: owner.accessToken });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      publishedDirectly: false,
      item: { status: 'pending_review' },
    });
    const published = await call(t.app, 'POST', `${url}/publish`, { token: manager.accessToken });
    expect(published.json()).toMatchObject({
      publishedDirectly: true,
      item: { status: 'published' },
      message: 'Your bike has been published to the public catalog!',
    });
    const twice = await call(t.app, 'POST', `${url}/publish`, { token: manager.accessToken });
    expect(twice.statusCode).toBe(409);
  });

  it('publishes a staff member own draft directly', async () => {
    const manager = await t.member({ role: 'owner' });
    const item = await create(manager);
    const res = await call(t.app, 'POST', `/api/items/bike/${item.id}/publish`, {
      token: manager.accessToken,
    });
    expect(res.json()).toMatchObject({ publishedDirectly: true, item: { status: 'published' } });
  });

  it('refuses a stranger (404 on a hidden draft, 403 on a published item)', async () => {
    const owner = await t.member();
    const stranger = await t.member();
    const item = await create(owner);
    const url = `/api/items/bike/${item.id}`;
    expect(
      (await call(t.app, 'POST', `${url}/publish`, { token: stranger.accessToken })).statusCode,
    ).toBe(404);
    await setStatus(item.id, 'published');
    expect(
      (await call(t.app, 'POST', `${url}/unpublish`, { token: stranger.accessToken })).statusCode,
    ).toBe(403);
  });

  it('removes a published item from the catalog, and refuses it from other statuses', async () => {
    const owner = await t.member();
    const item = await create(owner);
    const url = `/api/items/bike/${item.id}/unpublish`;
    const fromDraft = await call(t.app, 'POST', url, { token: owner.accessToken });
    expect(fromDraft.statusCode).toBe(409);
    await setStatus(item.id, 'published');
    const res = await call(t.app, 'POST', url, { token: owner.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Bike removed from catalog successfully!',
      item: { status: 'draft' },
    });
    // Withdrawn from review: it never was in the catalog, so it is not "removed from" it.
    await setStatus(item.id, 'pending_review');
    const withdrawn = await call(t.app, 'POST', url, { token: owner.accessToken });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: 'Bike withdrawn from review. It is a draft again; submit it when it is ready.',
      item: { status: 'draft' },
    });
    await setStatus(item.id, 'pending_trade');
    expect((await call(t.app, 'POST', url, { token: owner.accessToken })).statusCode).toBe(409);
    await setStatus(item.id, 'trade_complete');
    expect((await call(t.app, 'POST', url, { token: owner.accessToken })).statusCode).toBe(409);
  });

  it('emits item:updated and bike:published on publication', async () => {
    const manager = await t.member({ role: 'manager' });
    const item = await create(manager);
    const seen: string[] = [];
    const stop = t.app.itemEvents.subscribe((name, payload) =>
      seen.push(`${name} ${payload.status}`),
    );
    await call(t.app, 'POST', `/api/items/bike/${item.id}/publish`, { token: manager.accessToken });
    stop();
    expect(seen).toEqual(['bike:published published', 'item:updated published']);
  });
});
