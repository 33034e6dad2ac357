// Accessibility of the assembled app (not only of its stories): axe in Chromium on the listing
// pages as a member and a visitor meet them, with real data from the server, in the light
// theme. The stories check every state of every screen; this checks that the app puts them
// together without new problems (landmarks, headings, labels, contrast with the shell).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createMember, signIn } from './accounts.ts';
import { E2E_STAFF } from './staff.ts';

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Every axe violation (WCAG 2.1 A/AA and axe's best practices), as "rule: target" lines. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test('the listing pages are axe clean for visitors and members', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await createMember(request, { prefix: 'axe' });
  const token = await apiToken(request, member.email, member.password);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/items/bike', {
    headers,
    data: {
      name: 'Salsa Cutthroat for the Cascades',
      brand: 'Salsa',
      model: 'Cutthroat',
      year: 2022,
      condition: 'Good',
      salePrice: 2100,
      location: 'Leavenworth, WA',
      description: 'Carbon bikepacking bike with frame bags, ridden on the Cascade Crest.',
      attributes: { category: 'Gravel Bike', wheel_size: '700c' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { item: { id: string } }).item;
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#3a6b4f' },
  })
    .png()
    .toBuffer();
  const upload = await request.post(`/api/items/bike/${id}/images`, {
    headers,
    multipart: { images: { name: 'side.png', mimeType: 'image/png', buffer } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const staff = await apiToken(request, E2E_STAFF.email, E2E_STAFF.password);
  await request.put(`/api/items/bike/${id}`, { headers, data: { status: 'pending_review' } });
  const approved = await request.post(`/api/items/bike/${id}/approve`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // A visitor: the catalog and the item page.
  await page.goto('/catalog?q=Cutthroat');
  await expect(
    page.getByRole('heading', { name: 'Salsa Cutthroat for the Cascades' }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto(`/items/bike/${id}`);
  await expect(page.getByRole('link', { name: 'Sign In to Offer' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/catalog?q=nothing-matches-this');
  await expect(page.getByText('No bikes found')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // The member: a new listing, the edit page with its photos, Your Bikes.
  await signIn(page, member.email, member.password);
  await page.goto('/list-item/gear');
  await page.getByRole('button', { name: 'Add More Details' }).click();
  await expect(page.getByLabel('Gear name')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto(`/list-item/bike/${id}`);
  await expect(
    page.getByRole('list', { name: 'Listing photos' }).getByRole('listitem'),
  ).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete Bike Listing?' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto('/profile');
  await expect(
    page.getByRole('article', { name: 'Salsa Cutthroat for the Cascades' }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the account pages are axe clean', async ({ page, request }) => {
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  const member = await createMember(request, { prefix: 'axe-account' });
  await signIn(page, member.email, member.password);
  for (const path of ['/settings', '/settings#security', '/notifications']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});
