// The first vertical slice in a real browser: register through the form, verify through the
// e-mailed link, sign in, stay signed in across a reload and a token refresh, log out.
import { expect, test } from '@playwright/test';
import { waitForMail } from './mailbox.ts';

const password = 'Cascade2026';

test('a new member registers, verifies, signs in, survives a reload and logs out', async ({
  page,
}) => {
  const email = `rider-${Date.now()}@example.com`;

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Hood');
  await page.getByLabel('Location').fill('Portland, OR');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    page.getByText('Registration successful! Check your email to verify your account.'),
  ).toBeVisible();
  await page.waitForURL('**/welcome', { timeout: 10_000 });

  const mail = await waitForMail(email);
  expect(mail.text).toContain('PedalSwap');
  const link = /(http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(
    mail.text,
  )?.[1];
  expect(link, 'verification link in the e-mail').toBeTruthy();

  await page.goto(link!);
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  await page.goto('/profile');
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('WrongPass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(password);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.ok());
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The remembered path is followed after sign-in.
  await page.waitForURL('**/profile');
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // The access token lives under the 5-minute threshold here, so a refresh follows at once.
  await refreshed;

  await page.reload();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/profile');
  await page.waitForURL('**/login');
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL((u) => u.pathname === '/');
});
