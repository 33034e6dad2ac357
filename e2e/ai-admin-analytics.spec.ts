// The owner's AI analytics and system configuration in Chromium against the real server (issue
// 15 items 1 and 2's "done when"). The suite's server starts with SEED=none, so the spec makes
// its own usage first: two analyses through the API, answered by the offline analyzer (the
// suite has no model key). Then the owner reads each analytics tab, changes the daily budget,
// turns maintenance on (an analysis is refused with the maintenance message) and off again
// (allowed again); a manager reaches neither page.
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './accounts.ts';
import { apiSignIn, type AuthHeaders } from './listings.ts';
import { E2E_OWNER, E2E_STAFF } from './staff.ts';

// The texts as packages/domain/src/ai says them (spec 3 §8 and ours).
const CONFIG_UPDATED = 'System configuration updated successfully';
const UNSAVED = 'Unsaved changes';
const MAINTENANCE_ALERT = 'Maintenance mode is on: all AI features are disabled.';
const MAINTENANCE_REFUSAL =
  'AI analysis is under maintenance. Please enter the details yourself or try again later.';
const ACCESS_DENIED_ROLE = "Access Denied: You don't have permission to access this page.";

/** Uploads one photo and analyses it; answers the analysis call's response. */
async function analyse(request: APIRequestContext, headers: AuthHeaders, colour: string) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  const uploaded = await request.post('/api/ai/upload-images', {
    headers,
    multipart: { images: { name: 'bike.png', mimeType: 'image/png', buffer } },
  });
  if (uploaded.status() !== 201) return uploaded;
  const { uploadedImages } = (await uploaded.json()) as { uploadedImages: { url: string }[] };
  return request.post('/api/ai/analyze-bike-urls', {
    headers,
    data: { imageUrls: uploadedImages.map((image) => image.url), useCache: false },
    timeout: 60_000,
  });
}

test('the owner reads the AI analytics and changes the AI configuration; maintenance stops analyses', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { headers } = await apiSignIn(request, E2E_OWNER.email, E2E_OWNER.password);
  for (const colour of ['#1f7a5a', '#8a2b6d']) {
    const analysed = await analyse(request, headers, colour);
    expect(analysed.status(), await analysed.text()).toBe(200);
  }

  await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
  await page.goto('/admin/ai/analytics');
  // The page's chunk carries the chart library: give its first load and the three calls time.
  await expect(page.getByRole('heading', { name: 'AI Analytics', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0, { timeout: 30_000 });
  const analyses = page.getByRole('group', { name: 'Total Analyses' });
  await expect(analyses).toContainText(/[1-9]\d*/);
  await expect(analyses).toContainText('success rate');
  await expect(page.getByRole('group', { name: 'Active Users' })).toContainText('1');

  // Usage Analytics: the charts, their table alternative, and Top Users (the owner).
  const requests = page.getByRole('figure', { name: 'Requests over time' });
  await expect(requests.locator('svg.recharts-surface').first()).toBeVisible();
  await requests.getByRole('button', { name: 'Show as table' }).click();
  await expect(requests.getByRole('table')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Successful vs failed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Users' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top Users' }).getByRole('row')).toHaveCount(2);

  // A granularity change is in the URL and asks again.
  await page.getByRole('combobox', { name: 'Granularity' }).click();
  await page.getByRole('option', { name: 'Hourly' }).click();
  await expect(page).toHaveURL(/granularity=hourly/);
  await expect(page.getByRole('figure', { name: 'Requests over time' })).toBeVisible();

  await page.getByRole('tab', { name: 'Cost Monitoring' }).click();
  await expect(page.getByRole('figure', { name: 'Cost trend' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Budget status' })).toBeVisible();

  await page.getByRole('tab', { name: 'Performance' }).click();
  const times = page.getByRole('figure', { name: 'Response time by hour' });
  await expect(times.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Processing time by model' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Completed jobs' })).toContainText(/[1-9]/);

  await page.getByRole('tab', { name: 'Error Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'Errors' })).toBeVisible();

  // System configuration: the daily budget in dollars.
  await page.goto('/admin/ai/config');
  const daily = page.getByLabel('Daily budget (USD)');
  await expect(daily).toHaveValue('50.00');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await daily.fill('75.50');
  await expect(page.getByText(UNSAVED)).toBeVisible();
  await save.click();
  await expect(page.getByText(CONFIG_UPDATED)).toBeVisible();
  await expect(page.getByText('$75.50').first()).toBeVisible();
  await expect(save).toBeDisabled();

  // Maintenance on: the alert, and an analysis is refused with the maintenance message.
  await page.getByRole('switch', { name: 'Maintenance Mode' }).click();
  await expect(page.getByRole('alert')).toContainText(MAINTENANCE_ALERT);
  await save.click();
  await expect(page.getByText(CONFIG_UPDATED).first()).toBeVisible();
  await expect(save).toBeDisabled();
  const refused = await analyse(request, headers, '#2b4f8a');
  expect(refused.status()).toBe(503);
  expect(await refused.text()).toContain(MAINTENANCE_REFUSAL);

  // Off again: analyses are allowed again at once.
  await page.getByRole('switch', { name: 'Maintenance Mode' }).click();
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: MAINTENANCE_ALERT })).toHaveCount(0);
  await expect(save).toBeDisabled();
  const allowed = await analyse(request, headers, '#2b4f8a');
  expect(allowed.status(), await allowed.text()).toBe(200);
});

test('a manager reaches neither AI analytics nor the AI configuration', async ({ page }) => {
  await signIn(page, E2E_STAFF.email, E2E_STAFF.password);
  for (const path of ['/admin/ai/analytics', '/admin/ai/config']) {
    await page.goto(path);
    await expect(page.getByText(ACCESS_DENIED_ROLE)).toBeVisible();
  }
  const sidebar = page.getByRole('navigation', { name: 'Staff panel' });
  await expect(sidebar.getByRole('link', { name: 'AI Analytics' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'System Configuration' })).toHaveCount(0);
});
