// Live chat on the item page (spec 2 §2.6-§2.8, §4.5, §5.5, §8.6) with two browsers against the
// real server: a member makes an offer on a bike staff listed, the chat opens for them, staff
// open the buyer's chat from the offer, and each message reaches the other window within a
// second of being sent (Enter sends, Shift+Enter makes a new line); the other side's typing is
// shown. After the trade completes, the buyer reads the conversation again, read-only, from
// See Chat History on the profile's transaction history.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, signIn } from './accounts.ts';
import { E2E_STAFF } from './staff.ts';
import { LIVE_WITHIN_MS } from './live.ts';

async function login(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

async function staffBike(request: APIRequestContext, headers: Record<string, string>) {
  const created = await request.post('/api/items/bike', {
    headers,
    data: {
      name: 'Surly Bridge Club',
      brand: 'Surly',
      condition: 'Good',
      location: 'Portland, OR',
      description: 'Steel all-road bike, racks front and rear, ready for the Oregon Outback.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { item: { id: string } }).item;
  const published = await request.post(`/api/items/bike/${id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

const chatOf = (page: Page) => page.getByRole('region', { name: /^Chat with / });

/** Types into the chat's composer and sends with Enter. */
async function sendWithEnter(page: Page, text: string) {
  const composer = chatOf(page).getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
}

test('buyer and staff chat live on the item page, then the buyer reads it from the profile', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const staffAuth = await login(request, E2E_STAFF.email, E2E_STAFF.password);
  const bike = await staffBike(request, staffAuth);
  const buyer = await createMember(request, { prefix: 'chat-buyer' });

  const buyerContext = await browser.newContext();
  const staffContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const staffPage = await staffContext.newPage();

  // The buyer makes a cash offer; the offer started a chat, which opens (spec 2 §2.7).
  await signIn(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto(`/items/bike/${bike}`);
  const offers = buyerPage.getByRole('region', { name: 'Offers' });
  await offers.getByRole('button', { name: 'Make Offer' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Make an Offer' });
  await dialog.getByRole('spinbutton', { name: 'Amount (US dollars)' }).fill('1100');
  await dialog.getByRole('button', { name: 'Submit Offer' }).click();
  await expect(buyerPage.getByRole('dialog', { name: 'Offer Sent' })).toBeVisible();
  await expect(buyerPage.getByText('Your chat with the owner has started.')).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Done' }).click();
  const buyerChat = chatOf(buyerPage);
  await expect(buyerChat).toHaveAccessibleName(`Chat with ${E2E_STAFF.firstName} Staff`);
  await expect(buyerChat.getByRole('status').first()).toHaveText('Live');
  // The offer's own message is in the chat, as a notice.
  await expect(buyerChat.getByRole('log', { name: 'Messages' })).toContainText('$1,100.00');

  // Staff, owning the bike, open that buyer's chat from the offer.
  await signIn(staffPage, E2E_STAFF.email, E2E_STAFF.password);
  await staffPage.goto(`/items/bike/${bike}`);
  await staffPage
    .getByRole('region', { name: 'Offers' })
    .getByRole('button', { name: `Open Chat with ${buyer.firstName} Hood` })
    .click();
  const staffChat = chatOf(staffPage);
  await expect(staffChat).toHaveAccessibleName(`Chat with ${buyer.firstName} Hood`);
  await expect(staffChat.getByRole('status').first()).toHaveText('Live');
  const staffLog = staffChat.getByRole('log', { name: 'Messages' });
  const buyerLog = buyerChat.getByRole('log', { name: 'Messages' });

  // Each message reaches the other window live (LIVE_WITHIN_MS; a second on a quiet machine).
  await sendWithEnter(buyerPage, 'Hi! Does it come with the racks?');
  await expect(staffLog.getByText('Hi! Does it come with the racks?')).toBeVisible({
    timeout: LIVE_WITHIN_MS,
  });
  await expect(buyerPage.getByText('Message sent', { exact: true }).first()).toBeVisible();

  // Typing is shown on the other side.
  await staffChat.getByRole('textbox', { name: 'Message' }).pressSequentially('Yes');
  await expect(buyerChat.getByText(`${E2E_STAFF.firstName} Staff is typing…`)).toBeVisible();
  await staffChat.getByRole('textbox', { name: 'Message' }).fill('');

  await sendWithEnter(staffPage, 'Yes, both racks stay on the bike.');
  await expect(buyerLog.getByText('Yes, both racks stay on the bike.')).toBeVisible({
    timeout: LIVE_WITHIN_MS,
  });
  // The staff member's message carries the Admin badge on the buyer's side.
  await expect(
    buyerLog.getByRole('listitem').filter({ hasText: 'Yes, both racks' }).getByText('Admin'),
  ).toBeVisible();

  // Shift+Enter makes a new line; Enter then sends both lines as one message.
  const composer = buyerChat.getByRole('textbox', { name: 'Message' });
  await composer.fill('Great.');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('Saturday at ten?');
  await expect(composer).toHaveValue('Great.\nSaturday at ten?');
  await composer.press('Enter');
  await expect(staffLog.getByText('Saturday at ten?')).toBeVisible({ timeout: LIVE_WITHIN_MS });
  await expect(
    staffLog.getByRole('listitem').filter({ hasText: 'Saturday at ten?' }),
  ).toContainText('Great.\nSaturday at ten?');

  // An empty message is refused by the composer (spec 2 §5.5).
  await composer.fill('   ');
  await composer.press('Enter');
  await expect(buyerChat.getByText('Message cannot be empty')).toBeVisible();

  // The trade completes (staff, through the API), and the buyer reads the chat again from the
  // profile's transaction history: read-only.
  const offerList = await request.get(`/api/offers/items/bike/${bike}/offers`, {
    headers: staffAuth,
  });
  const [offer] = ((await offerList.json()) as { offers: { id: string }[] }).offers;
  for (const step of ['accept', 'complete']) {
    const answered = await request.post(`/api/offers/${offer!.id}/${step}`, {
      headers: staffAuth,
      data: {},
    });
    expect(answered.status(), await answered.text()).toBe(200);
  }
  await buyerPage.goto('/profile');
  await buyerPage.getByRole('button', { name: 'View Full History' }).click();
  const history = buyerPage.getByRole('dialog', { name: 'Trading History' });
  await history
    .getByRole('button', { name: /^See Chat History/ })
    .first()
    .click();
  const chatHistory = buyerPage.getByRole('dialog', { name: 'Chat History' });
  const record = chatHistory.getByRole('list', { name: 'Messages' });
  await expect(record.getByText('Hi! Does it come with the racks?')).toBeVisible();
  await expect(record.getByText('Yes, both racks stay on the bike.')).toBeVisible();
  await expect(chatHistory.getByRole('textbox')).toHaveCount(0);

  await buyerContext.close();
  await staffContext.close();
});
