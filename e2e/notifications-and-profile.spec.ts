// Spec 1 notifications and profile in a real browser: a staff token adjustment reaches the
// member's bell, popover and /notifications page; the profile card saves and uploads a photo;
// a member cannot open another member's profile.
//
// The adjustment is made by the suite's staff account (e2e/staff.ts), which the suite's
// server is started with.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, signIn, type Member } from './accounts.ts';
import { E2E_STAFF } from './staff.ts';

// A valid 1×1 PNG: the server sniffs and re-encodes it like any photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs in over the API; the answer carries the member (with id) and an access token. */
async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { accessToken: string; user: { id: string } };
}

async function idOf(request: APIRequestContext, member: Member): Promise<string> {
  return (await apiLogin(request, member.email, member.password)).user.id;
}

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: `Notifications, ${unread} unread` });

test.describe('notifications and profile', () => {
  test('a staff token adjustment: the bell counts it, the popover and /notifications list it, mark all read and delete all', async ({
    browser,
    page,
    request,
  }) => {
    const member = await createMember(request, { prefix: 'bell' });
    const memberId = await idOf(request, member);
    const owner = await apiLogin(request, E2E_STAFF.email, E2E_STAFF.password);
    const adjusted = await request.post(`/api/admin/users/${memberId}/adjust-tokens`, {
      headers: { Authorization: `Bearer ${owner.accessToken}` },
      data: { amount: 25, reason: 'Trail day volunteer' },
    });
    expect(adjusted.status(), await adjusted.text()).toBe(200);

    await signIn(page, member.email, member.password);
    await expect(bell(page, 1)).toBeVisible();

    await bell(page, 1).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popover.getByRole('link', { name: 'Token balance updated' })).toBeVisible();
    await expect(popover.getByText(/added 25 tokens \(Trail day volunteer\)/)).toBeVisible();
    await popover.getByRole('tab', { name: /Unread/ }).click();
    await expect(popover.getByRole('link', { name: 'Token balance updated' })).toBeVisible();

    await popover.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByText('All notifications marked as read')).toBeVisible();
    await expect(bell(page, 0)).toBeVisible();
    await expect(popover.getByText("You're all caught up! No unread notifications.")).toBeVisible();

    await popover.getByRole('link', { name: 'View all notifications' }).click();
    await page.waitForURL('**/notifications');
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('link', { name: 'Token balance updated' })).toBeVisible();
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    // The type filter lives in the URL and asks the server.
    await page.goto('/notifications?type=item_approved');
    await expect(page.getByText("You don't have any notifications yet.")).toBeVisible();
    await page.goto('/notifications?type=token_balance_changed');
    await expect(list.getByRole('link', { name: 'Token balance updated' })).toBeVisible();

    // Delete all asks first (issue 10 item 10).
    await page.getByRole('button', { name: 'Delete all' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete all notifications?' })
      .getByRole('button', { name: 'Delete all' })
      .click();
    await expect(page.getByText('All notifications deleted')).toBeVisible();
    await expect(page.getByText("You don't have any notifications yet.")).toBeVisible();

    // A second adjustment: following its link from the popover marks it read and leads to
    // /profile, which lists both adjustments among the recent transactions.
    const second = await request.post(`/api/admin/users/${memberId}/adjust-tokens`, {
      headers: { Authorization: `Bearer ${owner.accessToken}` },
      data: { amount: -5, reason: 'Tube swap' },
    });
    expect(second.status(), await second.text()).toBe(200);
    await page.reload();
    await bell(page, 1).click();
    await popover.getByRole('link', { name: 'Token balance updated' }).click();
    await page.waitForURL(/\/profile$/);
    await expect(bell(page, 0)).toBeVisible();
    await expect(page.getByText('Tube swap').first()).toBeVisible();
    await expect(page.getByText('Trail day volunteer').first()).toBeVisible();

    // Staff may open another member's profile, read-only.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, E2E_STAFF.email, E2E_STAFF.password);
    await staffPage.goto(`/profile/${memberId}`);
    await expect(staffPage.getByRole('heading', { name: "Maya's Bikes" })).toBeVisible();
    await expect(staffPage.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
    await staffContext.close();
  });

  test('profile: edits are saved and shown after a reload; a new photo shows; a bike is deleted', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { prefix: 'profile' });
    await signIn(page, member.email, member.password);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Maya Hood' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Bikes' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('First name').fill('Juniper');
    await form.getByLabel('Location').fill('Bend, OR');
    await form.getByLabel('Bio').fill('Gravel on weekends, commuting all week.');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    // The shell's copy of the member follows.
    await expect(page.getByRole('heading', { name: 'Juniper Hood' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Juniper Hood' })).toBeVisible();
    await expect(page.getByText('Bend, OR').first()).toBeVisible();
    await expect(page.getByText('Gravel on weekends, commuting all week.')).toBeVisible();

    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/users/avatar'));
    await page.getByLabel('Profile photo file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const answer = await uploaded;
    expect(answer.status()).toBe(200);
    const { avatarUrl } = (await answer.json()) as { avatarUrl: string };
    await expect(page.getByText('Profile photo updated successfully!')).toBeVisible();
    await expect(page.locator(`#your-profile img[src="${avatarUrl}"]`)).toBeVisible();
    await page.reload();
    await expect(page.locator(`#your-profile img[src="${avatarUrl}"]`)).toBeVisible();

    // Your Bikes lists the member's bikes (GET /users/{id}/bikes), with Edit and Delete.
    const { accessToken } = await apiLogin(request, member.email, member.password);
    const created = await request.post('/api/items/bike', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: {
        name: 'Ridgeline Gravel 54',
        brand: 'Salsa',
        condition: 'Good',
        description: 'Steel gravel bike with new tyres.',
        location: 'Bend, OR',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { item } = (await created.json()) as { item: { id: string } };
    // Only the hash changes, so goto stays in the page: reload to load the new bike.
    await page.goto('/profile#your-bikes');
    await page.reload();
    const bikes = page.getByRole('list', { name: 'Your Bikes' });
    await expect(bikes.getByRole('article', { name: 'Ridgeline Gravel 54' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Ridgeline Gravel 54' })).toHaveAttribute(
      'href',
      `/list-item/bike/${item.id}`,
    );
    await page.getByRole('button', { name: 'Delete Ridgeline Gravel 54' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Bike?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Bike deleted successfully!')).toBeVisible();
    await expect(page.getByText("You haven't listed any bikes yet.")).toBeVisible();
  });

  test("a member opening another member's profile is sent back to /profile", async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { prefix: 'nosy' });
    const other = await createMember(request, { prefix: 'other' });
    const otherId = await idOf(request, other);
    const ownId = await idOf(request, member);
    await signIn(page, member.email, member.password);

    await page.goto(`/profile/${otherId}`);
    await expect(
      page.getByText('You do not have permission to view other user profiles'),
    ).toBeVisible();
    await page.waitForURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Maya Hood' })).toBeVisible();

    // The own id is just /profile.
    await page.goto(`/profile/${ownId}`);
    await page.waitForURL(/\/profile$/);
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  });
});
