// The listing editor's defects of issue 10, in a real browser against the real server: a refused
// photo makes no draft (item 4), input a rule holds back stays on the page and through a reload
// with its message (item 2), and a published listing's editor says which edits send it back to
// review, as the server does (item 3).
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { createMember, signIn } from './accounts.ts';
import { E2E_STAFF } from './staff.ts';

async function login(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { accessToken: string; user: { id: string } };
  return { headers: { authorization: `Bearer ${body.accessToken}` }, id: body.user.id };
}

interface StoredItem {
  id: string;
  name: string;
  model: string | null;
  year: number | null;
  description: string;
  salePrice: number | null;
  status: string;
}

/** The member's own listings of a type, drafts included. */
async function ownListings(request: APIRequestContext, auth: Awaited<ReturnType<typeof login>>) {
  const response = await request.get(`/api/items/bike?ownerId=${auth.id}`, {
    headers: auth.headers,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: StoredItem[] }).items;
}

async function storedItem(request: APIRequestContext, headers: Record<string, string>, id: string) {
  const response = await request.get(`/api/items/bike/${id}`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { item: StoredItem }).item;
}

/** A draft with the five required fields, made through the API; its id. */
async function createBike(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: Record<string, string>,
) {
  const created = await request.post('/api/items/bike', { headers, data });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { item: { id: string } }).item.id;
}

const autosave = (page: import('@playwright/test').Page) =>
  page.getByRole('status', { name: 'Autosave' });

test('a file the server refuses makes no draft; an accepted photo does (issue 10 item 4)', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'refused' });
  const auth = await login(request, member.email, member.password);
  await signIn(page, member.email, member.password);
  await page.goto('/list-item/bike');
  await expect(page.getByRole('heading', { level: 1, name: 'List Your Bike' })).toBeVisible();

  // Named and typed like a photo, but text: the browser lets it through, the server refuses it.
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a photo') });
  await expect(page.getByRole('alert')).toContainText('notes.png');
  await expect(page.getByRole('list', { name: 'Listing photos' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/list-item\/bike$/);
  expect(await ownListings(request, auth)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('pedalswap.listingDraft.bike'))).toBeNull();

  // A real photo: the draft is made, the page goes on as its edit page with the photo.
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'side.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#1f7a5a' },
    })
      .png()
      .toBuffer(),
  });
  await expect(page).toHaveURL(/\/list-item\/bike\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Bike Listing' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Listing photos' }).getByRole('listitem'),
  ).toHaveCount(1);
  expect(await ownListings(request, auth)).toHaveLength(1);
});

test('input a rule holds back stays on the page and through a reload, with its message (issue 10 item 2)', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'keeper' });
  const auth = await login(request, member.email, member.password);
  const id = await createBike(request, auth.headers, {
    name: 'Surly Long Haul Trucker',
    brand: 'Surly',
    condition: 'Good',
    location: 'Portland, OR',
    description: 'Touring bike with racks, fenders and a dynamo light.',
  });

  await signIn(page, member.email, member.password);
  await page.goto(`/list-item/bike/${id}`);
  await page.getByLabel('Model').fill('LHT 26');
  await page.getByLabel('Year').fill('1850');
  await page.getByLabel('Sale price (optional)').fill('abc');
  await page.getByLabel('Description').fill('Tiny');
  await page.getByLabel('Bike name').focus();
  // Each field says its rule, the indicator says what was not saved.
  const messages = [
    /Year must be between 1900 and \d{4}/,
    'Price must be a number from 0 to 1,000,000 with at most two decimals',
    'Description must be between 10 and 2000 characters',
  ];
  for (const message of messages) await expect(page.getByText(message)).toBeVisible();
  await expect(autosave(page)).toContainText('Not saved: Year, Sale price, Description', {
    timeout: 15_000,
  });
  // What passes its rule is saved; the rest is not on the server.
  await expect
    .poll(async () => (await storedItem(request, auth.headers, id)).model, { timeout: 15_000 })
    .toBe('LHT 26');
  expect(await storedItem(request, auth.headers, id)).toMatchObject({
    year: null,
    salePrice: null,
    description: 'Touring bike with racks, fenders and a dynamo light.',
  });

  // A reload brings the typed input back, with the messages.
  await page.reload();
  await expect(page.getByLabel('Year')).toHaveValue('1850');
  await expect(page.getByLabel('Sale price (optional)')).toHaveValue('abc');
  await expect(page.getByLabel('Description')).toHaveValue('Tiny');
  for (const message of messages) await expect(page.getByText(message)).toBeVisible();

  // Fixed: saved, and a reload shows what the server has.
  await page.getByLabel('Year').fill('1985');
  await page.getByLabel('Sale price (optional)').fill('');
  await page
    .getByLabel('Description')
    .fill('Touring bike with racks, fenders and a dynamo light. New tyres.');
  await expect
    .poll(async () => (await storedItem(request, auth.headers, id)).year, { timeout: 15_000 })
    .toBe(1985);
  await expect(autosave(page)).toContainText('Saved', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel('Year')).toHaveValue('1985');
  await expect(page.getByText('Year must be between', { exact: false })).toHaveCount(0);
});

test("a published listing's editor says which edits send it back to review (issue 10 item 3)", async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'published' });
  const auth = await login(request, member.email, member.password);
  const id = await createBike(request, auth.headers, {
    name: 'Salsa Cutthroat',
    brand: 'Salsa',
    condition: 'Excellent',
    location: 'Seattle, WA',
    description: 'Drop-bar mountain bike for bikepacking routes.',
  });
  const submitted = await request.post(`/api/items/bike/${id}/publish`, { headers: auth.headers });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const staff = await login(request, E2E_STAFF.email, E2E_STAFF.password);
  const approved = await request.post(`/api/items/bike/${id}/approve`, { headers: staff.headers });
  expect(approved.status(), await approved.text()).toBe(200);

  await signIn(page, member.email, member.password);
  await page.goto(`/list-item/bike/${id}`);
  const status = page.getByRole('region', { name: 'Listing status' });
  await expect(status.getByText('Published')).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    'Changes to the text or photos of a published listing send it back to review: it leaves the catalog until an admin approves it. A lower price is published at once.',
  );
  // As it says: a text edit sends it back to review.
  await page.getByLabel('Model').fill('Cutthroat C GRX');
  await expect(status.getByText('Pending Review')).toBeVisible({ timeout: 15_000 });
  expect((await storedItem(request, auth.headers, id)).status).toBe('pending_review');
  await expect(page.getByRole('note')).toHaveCount(0);
});
