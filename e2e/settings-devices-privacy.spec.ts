// Spec 1 settings in a real browser: tabs and their URL hash, notification preferences, device
// sessions (revoke one, others, all), local privacy switches, account deletion, and the
// verified-e-mail guard.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLoginStatus, createMember, signIn, verifyThroughMail } from './accounts.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs the member in on "another device" through the API; returns its refresh token. */
async function otherDevice(
  request: APIRequestContext,
  email: string,
  password: string,
  userAgent: string,
) {
  const response = await request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { refreshToken: string }).refreshToken;
}

async function refreshStatus(request: APIRequestContext, refreshToken: string) {
  return (await request.post('/api/auth/refresh', { data: { refreshToken } })).status();
}

test('tabs follow the URL hash, and notification preferences save only what changed', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'prefs' });
  await signIn(page, member.email, member.password);

  await page.goto('/settings#notifications');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/settings#privacy$/);
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/settings#notifications$/);

  const form = page.getByRole('form', { name: 'Notification preferences' });
  const expired = form.getByRole('switch', { name: 'Offer expired' });
  await expect(expired).not.toBeChecked();
  await expired.click();
  const saved = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith('/api/users/profile'),
  );
  await form.getByRole('button', { name: 'Save preferences' }).click();
  expect((await saved).postDataJSON()).toEqual({
    notificationPreferences: { offerExpiredEmailEnabled: true },
  });
  await expect(form.getByText('Preferences saved')).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Notification preferences' })
      .getByRole('switch', { name: 'Offer expired' }),
  ).toBeChecked();
});

test('the devices list marks this device, revokes one and the others, and revoke all signs out', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'devices' });
  const phone = await otherDevice(request, member.email, member.password, IPHONE);
  const laptop = await otherDevice(request, member.email, member.password, FIREFOX_WINDOWS);
  await signIn(page, member.email, member.password);

  await page.goto('/settings#security');
  const list = page.getByRole('list', { name: 'Active sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // This device comes first, marked, and cannot be revoked from its own row.
  const current = list.getByRole('listitem').first();
  await expect(current.getByText('This device')).toBeVisible();
  await expect(current.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

  await list.getByRole('button', { name: 'Revoke Safari on iOS' }).click();
  await expect(page.getByText('Device revoked successfully')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect(await refreshStatus(request, phone)).toBe(401);

  await page.getByRole('button', { name: 'Revoke all other' }).click();
  await expect(page.getByText('All other devices revoked successfully')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Revoke all other' })).toBeDisabled();
  expect(await refreshStatus(request, laptop)).toBe(401);

  await page.getByRole('button', { name: 'Revoke all', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'This will log you out from all devices including this one. Continue?',
  );
  await confirm.getByRole('button', { name: 'Revoke all' }).click();
  await page.waitForURL('**/login');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/settings');
  await page.waitForURL('**/login');
});

test('privacy switches stay in this browser, and deleting the account signs out for good', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'delete' });
  await signIn(page, member.email, member.password);

  await page.goto('/settings#privacy');
  const location = page.getByRole('switch', { name: 'Show location' });
  await expect(location).toBeChecked();
  await location.click();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show location' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('Please type DELETE to confirm')).toBeVisible();

  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  expect(await apiLoginStatus(request, member.email, member.password)).toBe(401);
});

test('pages that need a verified e-mail turn an unverified member away until verified', async ({
  page,
  request,
}) => {
  await page.goto('/list-item/bike');
  await page.waitForURL('**/login');

  const member = await createMember(request, { prefix: 'unverified', verified: false });
  await signIn(page, member.email, member.password);
  await page.goto('/list-item/bike');
  await expect(
    page.getByText(/Please verify your email address to access this page\./),
  ).toBeVisible();
  // Settings and the profile stay open to unverified members.
  await page.goto('/settings');
  await expect(page.getByText('Not verified')).toBeVisible();

  // Verified elsewhere (the link opened on another device): the guard asks the server again.
  await verifyThroughMail(request, member.email);
  await page.goto('/list-item/bike');
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page.getByText(/Please verify your email address/)).toHaveCount(0);
});
