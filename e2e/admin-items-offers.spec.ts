// The staff panel's items, offers, review and audit pages (issue 14, done-when; spec 3 §2.3-2.5,
// §2.7, §4, §8) against the real server, walked by the owner (E2E_OWNER), who alone reads the
// Audit Log: transfer a draft to another member with the member picker, send a token offer from
// Manage Items, the member accepts it (through the API, as their own item page would), open its
// chat from the row, complete the trade from Manage Items (after the confirmation naming the
// amount and both parties; staff land on the thank-you page), publish the bike the owner now
// owns, accept a member's offer on it from Admin Offers after its confirmation, and find the transfer, the token offer, the
// trade completion and the acceptance in the Audit Log. Then approve a member's event from
// Review Submissions' Event tab, audited too.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, signIn } from './accounts.ts';
import { apiSignIn, publishedBike, type AuthHeaders } from './listings.ts';
import { E2E_OWNER } from './staff.ts';
import { ITEM_MESSAGES } from '../packages/domain/src/items/item-messages.ts';
import {
  OFFER_CONFIRM_TEXTS,
  OFFER_MESSAGES,
} from '../packages/domain/src/offers/offer-messages.ts';
import { EVENT_MESSAGES } from '../packages/domain/src/events/event-messages.ts';

const TOKENS = 250;

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const rowOf = (page: Page, name: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: name });

async function draftBike(request: APIRequestContext, headers: AuthHeaders, name: string) {
  const created = await request.post('/api/items/bike', {
    headers,
    data: {
      name,
      brand: 'Surly',
      condition: 'Good',
      location: 'Seattle, WA',
      description: 'Touring frame with racks, ready for the coast.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { item: { id: string } }).item.id;
}

test('Manage Items: transfer, token offer, complete trade; Admin Offers: accept; all audited', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await apiSignIn(request, E2E_OWNER.email, E2E_OWNER.password);
  const seller = await createMember(request, { prefix: 'seller' });
  const sellerApi = await apiSignIn(request, seller.email, seller.password);
  const receiver = await createMember(request, { prefix: 'receiver' });
  const receiverApi = await apiSignIn(request, receiver.email, receiver.password);
  const stamp = Date.now();
  const draftName = `Surly Troll ${stamp}`;
  const bikeName = `Kona Honzo ${stamp}`;
  const draft = await draftBike(request, sellerApi.headers, draftName);
  const bike = await publishedBike(request, sellerApi.headers, bikeName, staff.headers);

  await signIn(page, E2E_OWNER.email, E2E_OWNER.password);

  // 1. The type filter lives in the URL; 'all' removes it again.
  await page.goto('/admin/items');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Items' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Bike' }).click();
  await expect(page).toHaveURL(/\/admin\/items\?type=bike$/);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'All types' }).click();
  await expect(page).toHaveURL(/\/admin\/items$/);

  // 2. Transfer the seller's draft to the receiver, found by the start of their e-mail.
  await rowOf(page, draftName).getByRole('button', { name: 'Transfer Ownership' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer Ownership' });
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer.getByText(ITEM_MESSAGES.newOwnerRequired)).toBeVisible();
  await transfer.getByRole('searchbox').fill(receiver.email.split('@')[0]!);
  await transfer.getByRole('radio', { name: new RegExp(receiver.email) }).click();
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(toasts(page).getByText(ITEM_MESSAGES.transferred, { exact: true })).toBeVisible();
  await expect(transfer).toBeHidden();
  await expect(rowOf(page, draftName).getByText(receiver.email)).toBeVisible();
  const moved = await request.get(`/api/items/bike/${draft}`, { headers: receiverApi.headers });
  expect(((await moved.json()) as { item: { ownerId: string } }).item.ownerId).toBe(
    receiverApi.userId,
  );

  // 3. A token offer on the seller's published bike, from its row.
  await page.goto('/admin/items?status=published');
  await rowOf(page, bikeName).getByRole('button', { name: 'Send Token Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Token Offer' });
  await dialog
    .getByRole('group', { name: 'Quick amounts' })
    .getByRole('button', { name: String(TOKENS), exact: true })
    .click();
  await dialog.getByRole('button', { name: 'Send Token Offer' }).click();
  await expect(
    toasts(page).getByText(OFFER_MESSAGES.tokenOfferSent, { exact: true }),
  ).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Offer Sent' })
    .getByRole('button', { name: 'Done' })
    .click();
  await expect(rowOf(page, bikeName).getByText(`Token offer sent: ${TOKENS} tokens`)).toBeVisible();
  await expect(
    rowOf(page, bikeName).getByRole('button', { name: 'Send Token Offer' }),
  ).toBeHidden();

  // 4. The seller accepts it.
  const active = await request.get(`/api/admin/items/bike/${bike}/active-offer`, {
    headers: staff.headers,
  });
  const [offer] = (await active.json()) as { id: string }[];
  const accepted = await request.post(`/api/offers/${offer!.id}/accept`, {
    headers: sellerApi.headers,
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // 5. The row opens the offer's chat (the item has an offer); then Complete Trade, after its
  // confirmation.
  await page.goto('/admin/items?status=pending_trade');
  await rowOf(page, bikeName).getByRole('button', { name: 'Open Chat' }).click();
  const chat = page.getByRole('dialog', { name: `Chat about ${bikeName}` });
  await expect(chat.getByRole('log', { name: 'Messages' })).toBeVisible();
  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(chat).toBeHidden();
  await rowOf(page, bikeName).getByRole('button', { name: 'Complete Trade' }).click();
  const completeConfirm = page.getByRole('alertdialog', {
    name: OFFER_CONFIRM_TEXTS.complete.title,
  });
  await expect(completeConfirm).toContainText(
    `"${bikeName}" passes from ${seller.firstName} Hood to ${E2E_OWNER.firstName} Owner for ${TOKENS} tokens`,
  );
  await completeConfirm.getByRole('button', { name: OFFER_CONFIRM_TEXTS.complete.confirm }).click();
  await expect(
    toasts(page).getByText(OFFER_MESSAGES.tradeCompleted(TOKENS), { exact: true }),
  ).toBeVisible();
  // Staff land on the thank-you page from Manage Items too (issue 30 item 1).
  await expect(page).toHaveURL(/\/trade-complete-thank-you\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Complete!' })).toBeVisible();
  await page.goto('/admin/items?status=trade_complete');
  const traded = rowOf(page, bikeName);
  await expect(traded.getByText('Trade Complete', { exact: true })).toBeVisible();
  await expect(traded.getByText(E2E_OWNER.email)).toBeVisible();

  // 6. Staff publish the bike they now own; the receiver makes a cash offer on it.
  await traded.getByRole('button', { name: 'Publish' }).click();
  await expect(toasts(page).getByText(ITEM_MESSAGES.published('bike'))).toBeVisible();
  const made = await request.post(`/api/offers/items/bike/${bike}/offers`, {
    headers: receiverApi.headers,
    data: { offerType: 'cash', amount: 640, message: 'Can collect this weekend.' },
  });
  expect(made.status(), await made.text()).toBe(201);

  // 7. Admin Offers: the Pending tab holds it; Accept answers it.
  await page.goto('/admin/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Offers' })).toBeVisible();
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await expect(page).toHaveURL(/\/admin\/offers\?status=pending$/);
  const card = page.getByRole('listitem').filter({ hasText: bikeName });
  await expect(card.getByText('$640.00')).toBeVisible();
  await expect(card.getByText(receiver.email)).toBeVisible();
  await expect(card.getByText('“Can collect this weekend.”')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    `/items/bike/${bike}`,
  );
  await card.getByRole('button', { name: 'Accept' }).click();
  const acceptConfirm = page.getByRole('alertdialog', { name: OFFER_CONFIRM_TEXTS.accept.title });
  await expect(acceptConfirm).toContainText(
    `${receiver.firstName} Hood's offer of $640.00 for "${bikeName}"`,
  );
  await acceptConfirm.getByRole('button', { name: OFFER_CONFIRM_TEXTS.accept.confirm }).click();
  await expect(toasts(page).getByText(OFFER_MESSAGES.accepted, { exact: true })).toBeVisible();
  // Accepted, it leaves the Pending tab and shows under Accepted.
  await expect(card).toBeHidden();
  await page.getByRole('tab', { name: 'Accepted' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: bikeName }).getByText('Accepted', { exact: true }),
  ).toBeVisible();

  // 8. The Audit Log (owner only) holds each of those staff actions, found by its listing.
  await page.goto('/admin/audit');
  const entries = page.getByRole('list', { name: 'Audit entries' });
  const entry = (action: string, listing: string) =>
    entries.getByRole('listitem').filter({ hasText: action }).filter({ hasText: listing });
  await expect(entry('Ownership transferred', draftName)).toBeVisible();
  await expect(entry('Ownership transferred', draftName).getByText(receiver.email)).toBeVisible();
  await expect(entry('Token offer sent', bikeName).getByText(`${TOKENS} tokens`)).toBeVisible();
  await expect(entry('Trade completed', bikeName)).toBeVisible();
  await expect(entry('Offer accepted', bikeName).getByText('Offer of $640.00')).toBeVisible();
  await expect(entry('Offer accepted', bikeName).getByText(receiver.email)).toBeVisible();
});

test("Review Submissions: the owner approves a member's event from the Event tab, audited", async ({
  page,
  request,
}) => {
  const organizer = await createMember(request, { prefix: 'organizer' });
  const { headers } = await apiSignIn(request, organizer.email, organizer.password);
  const eventName = `Gravel social ${Date.now()}`;
  const start = new Date(Date.now() + 10 * 24 * 3600_000);
  start.setUTCHours(16, 0, 0, 0);
  // A member's submission goes to staff review (spec 3 §4: pending_review).
  const created = await request.post('/api/events', {
    headers,
    data: {
      eventType: 'gravel_ride',
      name: eventName,
      description: 'An easy gravel loop with coffee after, all paces welcome.',
      location: 'Portland, OR',
      startDatetime: start.toISOString(),
      status: 'pending_review',
      attributes: { difficultyLevel: 'beginner', distance: 25, pace: 'casual' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { event: { id: string; status: string } }).event;

  await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
  await page.goto('/admin/review');
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/admin\/review\?type=event$/);
  await expect(page.getByRole('link', { name: eventName })).toHaveAttribute(
    'href',
    `/events/${id}`,
  );
  await page.getByRole('button', { name: `Approve ${eventName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(toasts(page).getByText(EVENT_MESSAGES.approved, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: eventName })).toHaveCount(0);
  const published = await request.get(`/api/events/${id}`, { headers });
  expect(((await published.json()) as { event: { status: string } }).event.status).toBe(
    'published',
  );

  await page.goto('/admin/audit');
  await expect(
    page
      .getByRole('list', { name: 'Audit entries' })
      .getByRole('listitem')
      .filter({ hasText: 'Event approved' })
      .filter({ hasText: eventName }),
  ).toBeVisible();
});
