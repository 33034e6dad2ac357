// The staff chat dialog (issue 14; spec 3 §2.5, §7.2) against the real server: a member offers
// on a bike staff listed (offers go to or come from staff only), staff open that buyer's chat from Admin Offers' Open Chat (a dialog,
// no longer a link to the item page), send a message with Enter, and the buyer reads it in the
// item page's chat. The owner opens it (issue 14's case); the manager listed the bike.
import { expect, test } from '@playwright/test';
import { createMember, signIn } from './accounts.ts';
import { apiSignIn, publishedBike } from './listings.ts';
import { E2E_OWNER, E2E_STAFF } from './staff.ts';

test('staff open a chat from Admin Offers and the buyer reads their message', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await apiSignIn(request, E2E_STAFF.email, E2E_STAFF.password);
  const buyer = await createMember(request, { prefix: 'chat-buyer' });
  const buyerApi = await apiSignIn(request, buyer.email, buyer.password);
  const bikeName = `Kona Sutra ${Date.now()}`;
  const bike = await publishedBike(request, staff.headers, bikeName);
  const made = await request.post(`/api/offers/items/bike/${bike}/offers`, {
    headers: buyerApi.headers,
    data: { offerType: 'cash', amount: 910, message: 'Would you ship to Bend?' },
  });
  expect(made.status(), await made.text()).toBe(201);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, E2E_OWNER.email, E2E_OWNER.password);
  await staffPage.goto('/admin/offers?status=pending');
  const card = staffPage.getByRole('listitem').filter({ hasText: bikeName });
  await expect(card.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    `/items/bike/${bike}`,
  );
  await card.getByRole('button', { name: 'Open Chat' }).click();
  const dialog = staffPage.getByRole('dialog', { name: `Chat about ${bikeName}` });
  const log = dialog.getByRole('log', { name: 'Messages' });
  // The offer's own notice is the chat's first line.
  await expect(log).toContainText('$910.00');
  const composer = dialog.getByRole('textbox', { name: 'Message' });
  await composer.fill('Staff here: shipping to Bend is fine.');
  await composer.press('Enter');
  await expect(log.getByText('Staff here: shipping to Bend is fine.')).toBeVisible();
  await expect(composer).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The same chat is listed under /admin/chats, and its row opens it again.
  await staffPage.goto('/admin/chats');
  await staffPage
    .getByRole('button', { name: `Open chat about ${bikeName} with ${buyer.firstName} Hood` })
    .click();
  await expect(log.getByText('Staff here: shipping to Bend is fine.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto(`/items/bike/${bike}#chat`);
  const buyerLog = buyerPage
    .getByRole('region', { name: /^Chat with / })
    .getByRole('log', { name: 'Messages' });
  const line = buyerLog.getByRole('listitem').filter({ hasText: 'shipping to Bend is fine' });
  await expect(line).toBeVisible();
  await expect(line.getByText('Admin')).toBeVisible();

  await staffContext.close();
  await buyerContext.close();
});
