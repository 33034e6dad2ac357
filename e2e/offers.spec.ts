// Offers on the item page (spec 2 §2.6, §2.7, §4.2, §6, §8.5): a member gets no offers panel on
// another member's bike (user-to-user offers are restricted, spec 2 §6's visibility rule),
// makes a cash offer on a bike listed by staff, sees it pending and the one-active-offer rule,
// and cancels it; the item's owner rejects an offer, after the confirmation that names the
// amount and the bidder, with the optional message.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createMember, signIn } from './accounts.ts';
import { apiSignIn, publishedBike } from './listings.ts';
import { E2E_STAFF } from './staff.ts';
import {
  OFFER_CONFIRM_TEXTS,
  OFFER_MESSAGES,
} from '../packages/domain/src/offers/offer-messages.ts';

const login = async (request: APIRequestContext, email: string, password: string) =>
  (await apiSignIn(request, email, password)).headers;

const offerOn = (request: APIRequestContext, headers: Record<string, string>, id: string) =>
  request.post(`/api/offers/items/bike/${id}/offers`, {
    headers,
    data: { offerType: 'cash', amount: 900 },
  });

test('a member makes a cash offer on a staff listing, sees it pending and cancels it', async ({
  page,
  request,
}) => {
  const staff = await login(request, E2E_STAFF.email, E2E_STAFF.password);
  const staffBike = await publishedBike(request, staff, 'Kona Honzo ST');
  const seller = await createMember(request, { prefix: 'seller' });
  const sellerBike = await publishedBike(
    request,
    await login(request, seller.email, seller.password),
    'Kona Process 134',
    staff,
  );
  const buyer = await createMember(request, { prefix: 'buyer' });
  await signIn(page, buyer.email, buyer.password);

  // Another member's bike: no offers panel at all (issue 30 item 2).
  await page.goto(`/items/bike/${sellerBike}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kona Process 134' })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(offers).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Offers Not Available' })).toHaveCount(0);

  // A staff listing: Make Offer, the §5.4 rule, then a cash offer.
  await page.goto(`/items/bike/${staffBike}`);
  await offers.getByRole('button', { name: 'Make Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Offer' });
  await dialog.getByRole('button', { name: 'Submit Offer' }).click();
  await expect(dialog.getByText('Please enter a valid amount greater than 0')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Amount (US dollars)' }).fill('1200');
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Can collect Saturday.');
  await dialog.getByRole('button', { name: 'Submit Offer' }).click();
  await expect(page.getByRole('dialog', { name: 'Offer Sent' })).toBeVisible();
  await expect(page.getByText(OFFER_MESSAGES.offerSent, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // Pending, and only one active offer per item (spec 2 §4.2): the button and the server agree.
  await expect(offers.getByText('$1,200.00', { exact: true })).toBeVisible();
  await expect(offers.getByText('Pending', { exact: true })).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Offer Pending' })).toBeDisabled();
  await expect(offers.getByText(OFFER_MESSAGES.activeOfferExists)).toBeVisible();
  const again = await offerOn(
    request,
    await login(request, buyer.email, buyer.password),
    staffBike,
  );
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(
    OFFER_MESSAGES.activeOfferExists,
  );

  // Cancel, after the confirmation.
  await offers.getByRole('button', { name: 'Cancel Offer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel Offer' });
  await expect(confirm.getByText(OFFER_MESSAGES.cancelConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel Offer' }).click();
  await expect(page.getByText(OFFER_MESSAGES.cancelled, { exact: true })).toBeVisible();
  await expect(offers.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Make Offer' })).toBeEnabled();
});

test("the item's owner rejects an offer, after the confirmation, with a message", async ({
  page,
  request,
}) => {
  const staff = await login(request, E2E_STAFF.email, E2E_STAFF.password);
  const bike = await publishedBike(request, staff, 'Kona Unit X');
  const buyer = await createMember(request, { prefix: 'bidder' });
  const buyerAuth = await login(request, buyer.email, buyer.password);
  const made = await offerOn(request, buyerAuth, bike);
  expect(made.status(), await made.text()).toBe(201);
  const { id } = ((await made.json()) as { offer: { id: string } }).offer;

  await signIn(page, E2E_STAFF.email, E2E_STAFF.password);
  await page.goto(`/items/bike/${bike}`);
  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(offers.getByRole('button', { name: 'Your Bike' })).toBeDisabled();
  const row = offers.getByRole('listitem').filter({ hasText: '$900.00' });
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('alertdialog', { name: OFFER_CONFIRM_TEXTS.reject.title });
  await expect(dialog).toContainText(
    `${buyer.firstName} Hood's offer of $900.00 for "Kona Unit X"`,
  );
  await dialog
    .getByRole('textbox', { name: OFFER_CONFIRM_TEXTS.messageLabel })
    .fill('Sold at the shop this morning.');
  await dialog.getByRole('button', { name: OFFER_CONFIRM_TEXTS.reject.confirm }).click();
  await expect(page.getByText(OFFER_MESSAGES.rejected, { exact: true })).toBeVisible();
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();

  const stored = await request.get(`/api/offers/${id}`, { headers: buyerAuth });
  expect(stored.status()).toBe(200);
  const { offer } = (await stored.json()) as {
    offer: { status: string; adminResponse: string | null };
  };
  expect(offer).toMatchObject({
    status: 'rejected',
    adminResponse: 'Sold at the shop this morning.',
  });
});

test('an item page in a hidden tab lets go of its live stream and takes it up when shown', async ({
  page,
  request,
}) => {
  // A browser allows 6 connections to the site over HTTP/1.1: listings opened in background
  // tabs must not each hold a stream, or every further request of the site waits.
  const staff = await login(request, E2E_STAFF.email, E2E_STAFF.password);
  const bike = await publishedBike(request, staff, 'Kona Unit X');
  const member = await createMember(request, { prefix: 'tabs' });
  await signIn(page, member.email, member.password);
  const isStream = (url: string) => new URL(url).pathname === '/api/items/events';
  const opened = page.waitForRequest((r) => isStream(r.url()));
  await page.goto(`/items/bike/${bike}`);
  const first = await opened;

  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  const ended = page.waitForEvent('requestfailed', (r) => r === first);
  await setVisibility('hidden');
  await ended;

  const reopened = page.waitForRequest((r) => isStream(r.url()) && r !== first);
  await setVisibility('visible');
  await reopened;
});
