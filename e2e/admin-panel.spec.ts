// The staff panel (issue 14): as the owner, approve from Review Submissions, suspend a member
// who is then signed out in their own browser, adjust a member's tokens, find the adjustment in
// the staff ledger and its totals, and find those actions in the Audit Log; a manager meets Access Denied on the owner's pages, a member on /admin, and
// an anonymous visitor is sent to sign in.
import { expect, test, type Page } from '@playwright/test';
import { createMember, signIn } from './accounts.ts';
import { apiSignIn } from './listings.ts';
import { E2E_OWNER, E2E_STAFF } from './staff.ts';

const ACCESS_DENIED_ADMIN =
  "Access Denied: You don't have administrator privileges to access this page.";
const ACCESS_DENIED_ROLE = "Access Denied: You don't have permission to access this page.";

/** Opens the row's Actions menu on /admin/users, found by the member's e-mail. */
async function userActions(page: Page, email: string, item: string) {
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('link', { name: /Maya Hood/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Actions for Maya Hood' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('the owner approves, suspends and adjusts, and the audit log records each', async ({
  page,
  browser,
  request,
}) => {
  // A member's bike waiting for review (a member's publish goes to staff review).
  const seller = await createMember(request, { prefix: 'review-seller' });
  const { headers } = await apiSignIn(request, seller.email, seller.password);
  const name = `Review Bike ${Date.now()}`;
  const created = await request.post('/api/items/bike', {
    headers,
    data: {
      name,
      brand: 'Kona',
      condition: 'Good',
      location: 'Portland, OR',
      description: 'Steel trail bike, well looked after, new tyres this spring.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { item: { id: string } }).item;
  const submitted = await request.post(`/api/items/bike/${id}/publish`, { headers });
  expect(submitted.status(), await submitted.text()).toBe(200);

  // The member to suspend, signed in in a browser of their own.
  const rider = await createMember(request, { prefix: 'suspend-me' });
  const riderContext = await browser.newContext();
  const riderPage = await riderContext.newPage();
  await signIn(riderPage, rider.email, rider.password);

  await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const sidebar = page.getByRole('navigation', { name: 'Staff panel' });
  await expect(sidebar.getByRole('link', { name: 'Audit Log' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Review Submissions: approve after the confirmation.
  await sidebar.getByRole('link', { name: 'Review Submissions' }).click();
  await page.getByRole('tab', { name: 'Bikes' }).click();
  await expect(page).toHaveURL(/\/admin\/review\?type=bike/);
  await page.getByRole('button', { name: `Approve ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Item approved').first()).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);

  // Users: suspend the rider, whose own browser is signed out.
  await userActions(page, rider.email, 'Suspend');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('User suspended').first()).toBeVisible();
  await expect(page.getByText('SUSPENDED', { exact: true })).toBeVisible();
  await riderPage.goto('/profile');
  await expect(riderPage).toHaveURL(/\/login$/);
  await riderContext.close();

  // Users: adjust the seller's tokens with a reason, then read the ledger.
  await userActions(page, seller.email, 'Adjust tokens');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('250');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Ride leader thanks');
  await dialog.getByRole('button', { name: 'Adjust tokens' }).click();
  await expect(page.getByText('Token balance updated').first()).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Maya Hood' }).click();
  await page.getByRole('menuitem', { name: 'Transactions' }).click();
  await expect(page.getByRole('dialog').getByText('250 tokens').first()).toBeVisible();

  // Transactions: the ledger dialog opens the seller's rows on /admin/transactions; without the
  // member filter the adjustment is first of everyone's, and the row's filter button brings the
  // filter back; the totals keep it.
  await page.getByRole('dialog').getByRole('link', { name: 'Open in Transactions' }).click();
  await expect(page).toHaveURL(/\/admin\/transactions\?userId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  // The header and the seller's one transaction.
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove the filter Member: Maya Hood' }).click();
  await expect(page).toHaveURL(/\/admin\/transactions$/);
  const sellerRow = page.getByRole('row').filter({ hasText: seller.email }).first();
  await expect(sellerRow).toContainText('Staff adjustment');
  await expect(sellerRow).toContainText('+250 tokens');
  await expect(sellerRow).toContainText('Ride leader thanks');
  await expect(sellerRow.getByRole('link', { name: 'Maya Hood' })).toHaveAttribute(
    'href',
    /^\/profile\/[0-9a-f-]{36}$/,
  );
  await sellerRow.getByRole('button', { name: "Show only Maya Hood's transactions" }).click();
  await expect(page).toHaveURL(/\/admin\/transactions\?userId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: 'View the totals' }).click();
  await expect(page).toHaveURL(/\/admin\/transaction-stats\?userId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Transaction Stats' })).toBeVisible();
  const figure = (label: string) => page.getByRole('group', { name: label });
  await expect(figure('All').getByText('1', { exact: true })).toBeVisible();
  await expect(figure('Staff adjustments')).toContainText('+250 tokens');
  await expect(figure('Cash')).toContainText('$0.00');

  // The Audit Log has all three.
  await sidebar.getByRole('link', { name: 'Audit Log' }).click();
  const entries = page.getByRole('list', { name: 'Audit entries' });
  // Other specs approve and suspend on the same server: each entry is found by its member.
  const entry = (action: string, member: string) =>
    entries.getByRole('listitem').filter({ hasText: action }).filter({ hasText: member });
  await expect(entry('Item approved', seller.email)).toBeVisible();
  await expect(entry('User suspended', rider.email)).toBeVisible();
  await expect(
    entries.getByText('+250 tokens: Ride leader thanks', { exact: false }),
  ).toBeVisible();
  await expect(entries.getByRole('link', { name: rider.email }).first()).toHaveAttribute(
    'href',
    `/admin/users?search=${encodeURIComponent(rider.email)}`,
  );

  // Filtering by action keeps only that action.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Tokens adjusted' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=tokens_adjusted/);
  await expect(entries.getByText('User suspended')).toHaveCount(0);
  await expect(entries.getByText('Tokens adjusted')).toBeVisible();
});

test('a manager meets Access Denied on the owner pages', async ({ page }) => {
  await signIn(page, E2E_STAFF.email, E2E_STAFF.password);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Staff panel' });
  await expect(sidebar.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  for (const path of [
    '/admin/audit',
    '/admin/ai/analytics',
    '/admin/ai/config',
    '/admin/ai/testing',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText(ACCESS_DENIED_ROLE);
  }
  // The staff ledger is both staff roles'.
  await page.goto('/admin/transaction-stats');
  await expect(page.getByRole('heading', { name: 'Transaction Stats' })).toBeVisible();
});

test('a member meets Access Denied on /admin and a visitor is sent to sign in', async ({
  page,
  request,
}) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login$/);

  const member = await createMember(request, { prefix: 'not-staff' });
  await signIn(page, member.email, member.password);
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toHaveText(ACCESS_DENIED_ADMIN);
  await expect(page.getByRole('navigation', { name: 'Staff panel' })).toHaveCount(0);
});
