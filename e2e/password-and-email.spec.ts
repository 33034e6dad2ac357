// Spec 1 account flows in a real browser: password reset through the e-mailed link, password
// change from Security, and e-mail change from Account through the link sent to the new address.
import { expect, test } from '@playwright/test';
import { apiLoginStatus, createMember, signIn, uniqueEmail } from './accounts.ts';
import { waitForLink } from './mailbox.ts';

test('forgot password: the e-mailed link sets a new password, and only the new one signs in', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'reset' });
  const newPassword = 'Ridgeline77';

  // A link without a token cannot reset anything.
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await page.waitForURL('**/forgot-password');

  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText("If an account exists with that email, we've sent password reset instructions"),
  ).toBeVisible();

  const link = await waitForLink(member.email, '/reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/Your password has been reset/)).toBeVisible();
  // Spec 1 §2: to /login 3 seconds after success.
  await page.waitForURL('**/login', { timeout: 10_000 });

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();

  await signIn(page, member.email, newPassword);

  // The link is single-use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another123');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another123');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid|expired/i);
});

test('change password from the Security tab', async ({ page, request }) => {
  const member = await createMember(request, { prefix: 'change-pw' });
  const newPassword = 'Switchback42';
  await signIn(page, member.email, member.password);

  await page.goto('/settings#security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill('WrongPass99');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText('Current password is incorrect');
  // A wrong current password must not end the session (400, not 401).
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill(member.password);
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password changed successfully!')).toBeVisible();
  // This session stays signed in.
  await page.reload();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();

  expect(await apiLoginStatus(request, member.email, member.password)).toBe(401);
  expect(await apiLoginStatus(request, member.email, newPassword)).toBe(200);
});

test('change e-mail from the Account tab, confirmed through the link sent to the new address', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'change-email' });
  const newEmail = uniqueEmail('changed');
  await signIn(page, member.email, member.password);

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Change Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Email' });
  await dialog.getByLabel('New email').fill(member.email.toUpperCase());
  await dialog.getByLabel('Current password', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'Send verification link' }).click();
  await expect(dialog.getByText('New email must be different from current email')).toBeVisible();

  await dialog.getByLabel('New email').fill(newEmail);
  await dialog.getByRole('button', { name: 'Send verification link' }).click();
  await expect(
    dialog.getByText(
      'Verification email sent! Please check your new email address to complete the change.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/is waiting for verification/)).toContainText(newEmail);

  const link = await waitForLink(newEmail, '/verify-email-change');
  await page.goto(link);
  await expect(page.getByText(/Your email address has been changed to/)).toContainText(newEmail);
  // Every session of the member ended on the server; this browser signs out too.
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await page.waitForURL('**/login');

  await signIn(page, newEmail, member.password);
  await page.goto('/settings');
  await expect(page.getByText(newEmail)).toBeVisible();
  expect(await apiLoginStatus(request, member.email, member.password)).toBe(401);

  // A link without a token, or a used one, fails with the way back to settings and login.
  await page.goto('/verify-email-change');
  await expect(
    page.getByText('Invalid verification link. Please check your email and try again.'),
  ).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
});
