// The profile's offer sections with real data (spec 1 §2, spec 2 §4.2, §8.5): a member with a
// staff token offer (the owner role's) on their bike sees the new-offers alert, and under Your
// Offers the cash offer they made on a staff bike, pending, which they cancel there.
import { expect, test } from '@playwright/test';
import { createMember, signIn } from './accounts.ts';
import { apiSignIn, publishedBike } from './listings.ts';
import { E2E_OWNER, E2E_STAFF } from './staff.ts';

test('the new-offers alert and Your Offers, with a cancel', async ({ page, request }) => {
  const staff = await apiSignIn(request, E2E_STAFF.email, E2E_STAFF.password);
  const member = await createMember(request, { prefix: 'alerted' });
  const memberApi = await apiSignIn(request, member.email, member.password);
  const stamp = Date.now();

  // A staff token offer on the member's bike (it waits as 'sent'); the owner's role sends it.
  const owner = await apiSignIn(request, E2E_OWNER.email, E2E_OWNER.password);
  const memberBike = `Kona Dew ${stamp}`;
  const bike = await publishedBike(request, memberApi.headers, memberBike, staff.headers);
  const sent = await request.post(`/api/admin/items/bike/${bike}/token-offer`, {
    headers: owner.headers,
    data: { tokenAmount: 750, offerMessage: 'For the shop floor.' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The member's cash offer on a staff bike.
  const staffBike = `Kona Rove ${stamp}`;
  const other = await publishedBike(request, staff.headers, staffBike);
  const made = await request.post(`/api/offers/items/bike/${other}/offers`, {
    headers: memberApi.headers,
    data: { offerType: 'cash', amount: 900 },
  });
  expect(made.status(), await made.text()).toBe(201);

  await signIn(page, member.email, member.password);
  await page.goto('/profile');

  // The alert names the bike and the offer waiting on it.
  const alert = page.getByRole('region', { name: 'You have a new offer' });
  await expect(alert.getByRole('link', { name: memberBike })).toHaveAttribute(
    'href',
    `/items/bike/${bike}`,
  );
  await expect(alert.getByText('750 tokens')).toBeVisible();

  // Your Offers: the cash offer, pending, cancelled after the confirmation.
  const row = page
    .getByRole('list', { name: 'Your offers' })
    .getByRole('listitem')
    .filter({ hasText: staffBike });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('$900.00')).toBeVisible();
  await row.getByRole('button', { name: `Cancel offer on ${staffBike}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel offer?' })
    .getByRole('button', { name: 'Cancel offer' })
    .click();
  await expect(page.getByText('Offer cancelled', { exact: true })).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Cancel offer/ })).toHaveCount(0);
});
