// Spec 2 listing lifecycle in a real browser against the real server (issue 4's "done when"):
// a member lists a bike with photos on /list-item/bike, watches autosave (also through a lost
// connection), submits it for review; staff approve it on the item page; it is found in the
// catalog and its page shows what was typed; the owner removes it from the catalog and deletes it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createMember, signIn } from './accounts.ts';
import { E2E_STAFF } from './staff.ts';

/** A real PNG photo of one colour, re-encoded by the server like any upload. */
function photo(name: string, colour: string) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }));
}

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

interface StoredItem {
  name: string;
  brand: string;
  model: string | null;
  year: number | null;
  condition: string;
  salePrice: number | null;
  status: string;
  attributes: Record<string, unknown>;
  images: { id: string; isPrimary: boolean }[];
}

async function storedItem(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/items/bike/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { item: StoredItem }).item;
}

/** A Radix select: open it by its label, pick the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const autosave = (page: Page) => page.getByRole('status', { name: 'Autosave' });

test('a member lists a bike with photos and autosave, staff approve it, the owner removes and deletes it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const member = await createMember(request, { prefix: 'lister' });
  const token = await apiToken(request, member.email, member.password);
  const word = `Wenatchee${Date.now().toString(36)}`;
  const name = `${word} steel gravel bike`;

  await signIn(page, member.email, member.password);
  await page.goto('/list-item/bike');
  await expect(page.getByRole('heading', { level: 1, name: 'List Your Bike' })).toBeVisible();

  // Photos first: choosing them creates the draft and the page continues as its edit page.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos' }).click();
  await (
    await chooser
  ).setFiles([
    await photo('side.png', '#1f7a5a'),
    await photo('decal.png', '#8a2b6d'),
    await photo('drivetrain.png', '#2b4f8a'),
  ]);
  await expect(page).toHaveURL(/\/list-item\/bike\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Bike Listing' })).toBeVisible();
  const photos = page.getByRole('list', { name: 'Listing photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Photo 1 of 3 is primary' })).toBeVisible();
  const uploaded = (await storedItem(request, token, id)).images.map((i) => i.id);
  expect(uploaded).toHaveLength(3);

  // The second photo becomes primary on the server at once, and leads the list as the server
  // lists it (issue 10 item 5: the order shown is the order kept).
  await page.getByRole('button', { name: 'Make photo 2 of 3 primary' }).click();
  await expect(page.getByRole('button', { name: 'Photo 1 of 3 is primary' })).toBeVisible();
  await expect
    .poll(async () => (await storedItem(request, token, id)).images.find((i) => i.isPrimary)?.id)
    .toBe(uploaded[1]);

  // Reordered with the keyboard: the second photo's handle picks it up, one arrow press moves
  // it one slot (issue 10 item 5), Space drops it; the order is stored.
  const handle = page.getByRole('button', { name: 'Reorder photo 2 of 3' });
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit's keyboard sensor starts the drag on the next frames: a key pressed at once is lost
  // (the old test pressed until it had moved far enough, so it never noticed).
  await page.waitForTimeout(300);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect
    .poll(async () => (await storedItem(request, token, id)).images.map((i) => i.id))
    .toEqual([uploaded[1], uploaded[2], uploaded[0]]);
  const primaryId = uploaded[1]!;

  // Details: autosave stores them a couple of seconds after typing stops.
  await page.getByLabel('Bike name').fill(name);
  await page.getByLabel('Brand').fill('Breezer');
  await page.getByLabel('Model').fill('Radar Expert');
  await page.getByLabel('Year').fill('2021');
  await choose(page, 'Condition', 'Excellent');
  await page.getByLabel('Sale price (optional)').fill('1234.50');
  await page.getByLabel('Location').fill('Wenatchee, WA');
  await page
    .getByLabel('Description')
    .fill('Steel gravel bike ridden on the Apple Capital Loop and up to Sage Hills.');
  await choose(page, 'Category', 'Gravel Bike');
  await choose(page, 'Wheel size', '700c');
  await expect(autosave(page)).toContainText('Saved', { timeout: 15_000 });
  await expect
    .poll(async () => (await storedItem(request, token, id)).name, { timeout: 15_000 })
    .toBe(name);
  const saved = await storedItem(request, token, id);
  expect(saved).toMatchObject({
    brand: 'Breezer',
    model: 'Radar Expert',
    year: 2021,
    condition: 'Excellent',
    salePrice: 1234.5,
    status: 'draft',
  });
  expect(saved.attributes).toMatchObject({ category: 'Gravel Bike', wheel_size: '700c' });
  expect(saved.images.find((i) => i.isPrimary)!.id).toBe(primaryId);

  // An edit typed while the connection is down is kept and saved once it is back.
  await page.context().setOffline(true);
  await page.getByLabel('Model').fill('Radar Expert 2x');
  await expect(autosave(page)).toContainText('Changes kept, retrying', { timeout: 30_000 });
  await page.context().setOffline(false);
  await expect(autosave(page)).toContainText('Saved', { timeout: 30_000 });
  await expect
    .poll(async () => (await storedItem(request, token, id)).model, { timeout: 15_000 })
    .toBe('Radar Expert 2x');

  // Clearing an optional field clears it on the server too (not just on the page).
  await page.getByLabel('Year').fill('');
  await expect
    .poll(async () => (await storedItem(request, token, id)).year, { timeout: 15_000 })
    .toBeNull();

  // A reload shows what the server has.
  await page.reload();
  await expect(page.getByLabel('Bike name')).toHaveValue(name);
  await expect(page.getByLabel('Model')).toHaveValue('Radar Expert 2x');
  await expect(page.getByLabel('Year')).toHaveValue('');

  // Delete marks an existing photo: it can be kept again until the member saves or leaves
  // (a reload drops the mark, after the browser's 'Leave site?').
  await page.getByRole('button', { name: 'Delete photo 3 of 3' }).click();
  await expect(page.getByRole('button', { name: 'Keep photo 3 of 3' })).toBeVisible();
  expect((await storedItem(request, token, id)).images).toHaveLength(3);

  // An edit still waiting for its pause is sent when the member leaves the page at once, and
  // the marked photo is deleted.
  await page.getByLabel('Gearing').fill('2x11 Shimano 105');
  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect
    .poll(async () => (await storedItem(request, token, id)).attributes.gearing, {
      timeout: 15_000,
    })
    .toBe('2x11 Shimano 105');
  await expect
    .poll(async () => (await storedItem(request, token, id)).images.map((i) => i.id))
    .toEqual([uploaded[1], uploaded[2]]);
  await page.goto(`/list-item/bike/${id}`);
  await expect(photos).toHaveCount(2);

  // Submit for review: to /profile with the spec's message; the card says Pending Review.
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByText(
      'Your bike has been submitted for review! An admin will review it before it appears in the public catalog.',
    ),
  ).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Pending Review')).toBeVisible();
  // Its page, opened from Your Bikes, leads back to the profile.
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/items/bike/${id}$`));
  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Not in the catalog before approval.
  await page.goto(`/catalog?q=${word}`);
  await expect(page.getByText('No bikes found')).toBeVisible();

  // Staff approve it on the item page.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, E2E_STAFF.email, E2E_STAFF.password);
  await staff.goto(`/items/bike/${id}`);
  await expect(staff.getByRole('heading', { level: 1, name })).toBeVisible();
  await staff.getByRole('button', { name: 'Approve' }).click();
  await expect(
    staff.getByText(`Are you sure you want to approve "${name}" for publication?`),
  ).toBeVisible();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Yes, Approve' }).click();
  await expect(staff.getByText('Item approved')).toBeVisible();
  await expect(staff.getByText('Published').first()).toBeVisible();
  await staffContext.close();

  // Found by search and a filter; its page shows what the member typed.
  await page.goto(`/catalog?q=${word}&bikeType=Gravel+Bike&condition=Excellent`);
  await expect(page.getByText('Showing 1 published bike')).toBeVisible();
  await page.getByRole('link', { name: `View Details: ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/items/bike/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('$1,234.50').first()).toBeVisible();
  await expect(page.getByText('Radar Expert 2x').first()).toBeVisible();
  await expect(page.getByText('Wenatchee, WA').first()).toBeVisible();

  // The owner removes it from the catalog: back to /profile, out of the search.
  await page.goto(`/list-item/bike/${id}`);
  await page.getByRole('button', { name: 'Remove from Catalog' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Bike removed from catalog successfully!')).toBeVisible();
  await page.goto(`/catalog?q=${word}`);
  await expect(page.getByText('No bikes found')).toBeVisible();

  // And deletes it, after the confirmation.
  await page.goto(`/list-item/bike/${id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Bike Listing?' });
  await expect(confirm.getByText(`Are you sure you want to delete "${name}"?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Bike deleted successfully!')).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  // The flash is said once: a reload of /profile does not repeat it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Bikes' })).toBeVisible();
  await expect(page.getByText('Bike deleted successfully!')).toHaveCount(0);
  const gone = await request.get(`/api/items/bike/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
});

test('typing on the new page goes on, without a lost keystroke, on the edit page of the draft it creates', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'typist' });
  const token = await apiToken(request, member.email, member.password);
  await signIn(page, member.email, member.password);
  await page.goto('/list-item/part');
  await expect(page.getByRole('heading', { level: 1, name: 'List Your Part' })).toBeVisible();
  await page.getByRole('button', { name: 'Add More Details' }).click();
  await page.getByLabel('Part name').click();
  // The first keystroke creates the draft and the route changes while the rest arrive.
  const name = 'Shimano XT M8100 cassette 10-51';
  await page.keyboard.type(name, { delay: 30 });
  await expect(page).toHaveURL(/\/list-item\/part\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Part name')).toHaveValue(name);
  await expect(page.getByLabel('Part name')).toBeFocused();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(autosave(page)).toContainText('Saved', { timeout: 15_000 });
  await expect
    .poll(async () => {
      const response = await request.get(`/api/items/part/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { item: { name: string } }).item.name;
    })
    .toBe(name);
  // A second visit to the new page resumes the stored draft.
  await page.goto('/list-item/part');
  await expect(page).toHaveURL(new RegExp(`/list-item/part/${id}$`));
  await expect(page.getByLabel('Part name')).toHaveValue(name);
});

test('on a full listing, photos marked for deletion make room for the new ones chosen', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'swapper' });
  const token = await apiToken(request, member.email, member.password);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/items/bike', {
    headers,
    data: {
      name: 'Rocky Mountain Element',
      brand: 'Rocky Mountain',
      condition: 'Good',
      location: 'Bellingham, WA',
      description: 'Trail bike with ten photos already, two of them blurry.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { item: { id: string } }).item;
  // The limit (spec 2 §5.1: 10 photos), one upload at a time.
  for (let i = 0; i < 10; i += 1) {
    const upload = await request.post(`/api/items/bike/${id}/images`, {
      headers,
      multipart: { images: await photo(`old-${i}.png`, `#${(i + 1).toString(16)}0a0c0`) },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  }
  const before = (await storedItem(request, token, id)).images.map((i) => i.id);
  expect(before).toHaveLength(10);

  await signIn(page, member.email, member.password);
  await page.goto(`/list-item/bike/${id}`);
  const photos = page.getByRole('list', { name: 'Listing photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Choose photos' })).toHaveCount(0);

  // Two marked for deletion: the drop zone is back, and two new photos take their places.
  await page.getByRole('button', { name: 'Delete photo 10 of 10' }).click();
  await page.getByRole('button', { name: 'Delete photo 9 of 10' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos' }).click();
  await (
    await chooser
  ).setFiles([await photo('sharp-side.png', '#225533'), await photo('sharp-decal.png', '#553322')]);

  // Once both are uploaded: the eight kept in their order, the two marked gone, two new ones.
  const summary = async () => {
    const ids = (await storedItem(request, token, id)).images.map((i) => i.id);
    return {
      count: ids.length,
      kept: ids.slice(0, 8),
      markedLeft: ids.filter((i) => i === before[8] || i === before[9]).length,
    };
  };
  await expect
    .poll(summary, { timeout: 15_000 })
    .toEqual({ count: 10, kept: before.slice(0, 8), markedLeft: 0 });
  await expect(photos).toHaveCount(10);
  await expect(page.getByRole('button', { name: /^Keep photo/ })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
