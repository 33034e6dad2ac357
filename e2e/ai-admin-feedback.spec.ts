// AI feedback management and the testing hub (issue 15 items 3 and 4; spec 3 §2.10, §2.11):
// the owner resolves two members' feedback items, then runs an analysis and a batch on two
// fixture photos with the offline analyzer (the suite's server has no ANTHROPIC_API_KEY); a
// manager reaches AI Feedback and no other AI page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createMember, signIn } from './accounts.ts';
import { apiSignIn, publishedBike } from './listings.ts';
import { E2E_OWNER, E2E_STAFF } from './staff.ts';

// Each page is a lazy chunk, and the AI calls run on the same shared two cores as the server:
// a loaded machine has taken over 5 s to show one.
const slow = expect.configure({ timeout: 30_000 });

const ACCESS_DENIED_ROLE = "Access Denied: You don't have permission to access this page.";
const photo = (name: string) =>
  fileURLToPath(new URL(`../apps/server/test/fixtures/ai/${name}`, import.meta.url));

test('the owner resolves two feedback items', async ({ page, request }) => {
  // Two reports of one member wait for review (a report always does).
  const member = await createMember(request, { prefix: 'ai-feedback' });
  const { headers } = await apiSignIn(request, member.email, member.password);
  for (const comments of ['The brand is wrong', 'The price is far too low']) {
    const res = await request.post('/api/feedback', {
      headers,
      data: { feedbackType: 'report', category: 'description', comments, rating: 1 },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
  await page.goto('/admin/ai/feedback');
  await slow(page.getByRole('heading', { name: 'AI Feedback Management' })).toBeVisible();
  await slow(page.getByText('Total Feedback (30 days)')).toBeVisible();
  // The category filter narrows the list to the member's two reports' category.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Description' }).click();
  await expect(page).toHaveURL(/category=description/);
  const boxes = page.getByRole('checkbox', {
    name: `Select Report on Description from ${member.email}`,
  });
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).click();
  await boxes.nth(1).click();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Resolve Selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve Feedback' });
  await dialog.getByRole('radio', { name: 'Reject (not valid)' }).click();
  await dialog.getByRole('textbox', { name: 'Admin Notes' }).fill('Checked against the photos');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await slow(page.getByText('2 feedback item(s) resolved')).toBeVisible();
  await expect(boxes).toHaveCount(0);

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText('Net Promoter Score')).toBeVisible();
  await page.getByRole('tab', { name: 'Top Issues' }).click();
  await expect(page.getByRole('columnheader', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Report\s+Description/ }).first()).toBeVisible();
});

test('the owner runs an analysis and a batch from the testing hub', async ({ page }) => {
  test.slow(); // the offline analyzer reads each photo (OCR included) on a shared machine
  await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
  await page.goto('/admin/ai/testing');
  await slow(page.getByRole('heading', { name: 'AI Testing Hub' })).toBeVisible();

  // Spec 3 §5's message before any upload.
  await page.getByRole('button', { name: 'Run Analysis' }).click();
  await expect(page.getByText('No images uploaded')).toBeVisible();

  await page
    .getByLabel('Test images')
    .setInputFiles([photo('bianchi-oltre.jpg'), photo('giant-defy.jpg')]);
  const uploads = page.getByRole('list', { name: 'Uploaded images' });
  await slow(uploads.getByText('Uploaded')).toHaveCount(2);

  await page.getByRole('button', { name: 'Run Analysis' }).click();
  const results = page.getByRole('list', { name: 'Results, newest first' });
  await expect(results.getByRole('listitem')).toHaveCount(1, { timeout: 60_000 });
  await expect(results.getByRole('listitem').first()).toContainText('POST /ai/analyze-bike-urls');
  await expect(results.getByRole('listitem').first()).toContainText('Success');

  await page.getByRole('tab', { name: 'Batch' }).click();
  await page.getByRole('textbox', { name: 'Batch size' }).fill('51');
  await page.getByRole('button', { name: 'Run Batch' }).click();
  await expect(page.getByText('Batch size must be a whole number from 1 to 50')).toBeVisible();
  await page.getByRole('textbox', { name: 'Batch size' }).fill('2');
  await page.getByRole('button', { name: 'Run Batch' }).click();
  await expect(results.getByRole('listitem')).toHaveCount(2, { timeout: 90_000 });
  const newest = results.getByRole('listitem').first();
  await expect(newest).toContainText('POST /ai/batch-analyze');
  await expect(newest).toContainText('Success');
  await expect(newest).toContainText('"success": true');

  await page.getByRole('button', { name: 'Cache Stats' }).click();
  await slow(results.getByRole('listitem').first()).toContainText('GET /ai/cache-stats');
  await page.getByRole('button', { name: 'Clear Results' }).click();
  await expect(page.getByText('No tests run yet. Upload images and run a test.')).toBeVisible();
});

test("the owner asks the testing hub to enhance a bike's listing", async ({ page, request }) => {
  test.slow(); // the offline analyzer reads the photo (OCR included) on a shared machine
  const { headers } = await apiSignIn(request, E2E_OWNER.email, E2E_OWNER.password);
  const bikeId = await publishedBike(request, headers, 'Enhance me');
  const uploaded = await request.post(`/api/items/bike/${bikeId}/images`, {
    headers,
    multipart: {
      images: {
        name: 'bianchi-oltre.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(photo('bianchi-oltre.jpg')),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
  await page.goto('/admin/ai/testing');
  await page.getByRole('tab', { name: 'Enhance' }).click();
  await page.getByRole('button', { name: 'Enhance Listing' }).click();
  await expect(page.getByText('Bike ID required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Bike ID' }).fill(bikeId);
  await page.getByRole('checkbox', { name: 'Suggest price' }).check();
  await page.getByRole('button', { name: 'Enhance Listing' }).click();
  const newest = page.getByRole('list', { name: 'Results, newest first' }).getByRole('listitem');
  await expect(newest.first()).toContainText(`POST /ai/enhance-listing/${bikeId}`, {
    timeout: 60_000,
  });
  await expect(newest.first()).toContainText('Success');
  await expect(newest.first()).toContainText('"suggestions"');
});

test('a manager reaches AI Feedback and no other AI page', async ({ page }) => {
  await signIn(page, E2E_STAFF.email, E2E_STAFF.password);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Staff panel' });
  await sidebar.getByRole('link', { name: 'AI Feedback Management' }).click();
  await slow(page.getByRole('heading', { name: 'AI Feedback Management' })).toBeVisible();
  for (const name of ['AI Analytics', 'System Configuration', 'Testing Hub'])
    await expect(sidebar.getByRole('link', { name })).toHaveCount(0);
  for (const path of ['/admin/ai/analytics', '/admin/ai/config', '/admin/ai/testing']) {
    await page.goto(path);
    await slow(page.getByRole('alert')).toHaveText(ACCESS_DENIED_ROLE);
  }
});
