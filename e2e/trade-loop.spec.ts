// The marketplace's core loop (issue 12, done-when; spec 2 §2.6, §2.9, §4.2, §8.5; spec 3 §4),
// in browser windows of their own against the real server: the owner (the staff role above the
// manager, the only one who sends token offers, issue 30 item 2) sends a token offer on a
// member's published bike, while a manager's window of the page has no Send Token Offer; the
// member's open item page shows the offer and the bell counts it without a reload; both chat,
// each message in the other window live (LIVE_WITHIN_MS); the member accepts after the confirmation
// that names the amount and the owner; the owner sees it live and completes the trade after its
// confirmation and lands on the thank-you page, the manager's open page hears it; the member's
// profile shows the tokens; the bike now belongs to the owner who made the offer.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, signIn, type Member } from './accounts.ts';
import { apiSignIn, publishedBike } from './listings.ts';
import { E2E_OWNER, E2E_STAFF } from './staff.ts';
import { LIVE_WITHIN_MS } from './live.ts';
import {
  OFFER_CONFIRM_TEXTS,
  OFFER_MESSAGES,
} from '../packages/domain/src/offers/offer-messages.ts';

const TOKENS = 500;

/** A signed-in window of its own (cookies, storage and session apart from the other's). */
async function windowFor(browser: Browser, who: Pick<Member, 'email' | 'password'>) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who.email, who.password);
  return page;
}

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: `Notifications, ${unread} unread` });
const offersOf = (page: Page) => page.getByRole('region', { name: 'Offers' });
/** The toasts (the chat's log carries the same offer notices). */
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const chatOf = (page: Page) => page.getByRole('region', { name: /^Chat with / });

/** Sends a message from the page's chat with Enter. */
async function say(page: Page, text: string) {
  const composer = chatOf(page).getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
}

test('owner token offer → member accepts live → owner completes → tokens and ownership move', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await apiSignIn(request, E2E_STAFF.email, E2E_STAFF.password);
  const member = await createMember(request, { prefix: 'trader' });
  const memberApi = await apiSignIn(request, member.email, member.password);
  const bikeName = `Kona Sutra ${Date.now()}`;
  const bike = await publishedBike(request, memberApi.headers, bikeName, staff.headers);
  const bikeUrl = `/items/bike/${bike}`;

  // Each window opens the bike's page; the member's stays open, never reloaded, until the end.
  const memberPage = await windowFor(browser, member);
  await memberPage.goto(bikeUrl);
  await expect(offersOf(memberPage).getByText('No offers yet.')).toBeVisible();
  // The approval of the bike has notified the member already.
  const unread = await request.get('/api/notifications/unread-count', {
    headers: memberApi.headers,
  });
  const { count } = (await unread.json()) as { count: number };
  await expect(bell(memberPage, count)).toBeVisible();

  // A manager's window of the page: the offers panel, but no token offer (the owner's alone).
  const managerPage = await windowFor(browser, E2E_STAFF);
  await managerPage.goto(bikeUrl);
  await expect(offersOf(managerPage).getByText('No offers yet.')).toBeVisible();
  await expect(offersOf(managerPage).getByRole('button', { name: 'Send Token Offer' })).toHaveCount(
    0,
  );

  const ownerPage = await windowFor(browser, E2E_OWNER);
  await ownerPage.goto(bikeUrl);

  // 1. The owner sends a token offer (the quick amount 500).
  await offersOf(ownerPage).getByRole('button', { name: 'Send Token Offer' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Send Token Offer' });
  await dialog
    .getByRole('group', { name: 'Quick amounts' })
    .getByRole('button', { name: '500', exact: true })
    .click();
  await dialog
    .getByRole('textbox', { name: 'Message (optional)' })
    .fill('Ours for the rental fleet?');
  await dialog.getByRole('button', { name: 'Send Token Offer' }).click();
  await expect(ownerPage.getByText(OFFER_MESSAGES.tokenOfferSent, { exact: true })).toBeVisible();
  await ownerPage.keyboard.press('Escape');

  // 2. The member's page follows without a reload: the offer, and the bell's count. (Without the
  //    live stream neither would come within an expectation's few seconds: the offers are polled
  //    every 60 s, the bell every 30 s; the spec failed so with the stream turned off.)
  const memberOffer = offersOf(memberPage)
    .getByRole('listitem')
    .filter({ hasText: `${TOKENS} tokens` });
  await expect(memberOffer).toBeVisible();
  await expect(memberOffer.getByText('Ours for the rental fleet?')).toBeVisible();
  await expect(bell(memberPage, count + 1)).toBeVisible();

  // 2b. Both open the offer's chat; each message reaches the other window live (LIVE_WITHIN_MS).
  const ownerOffer = offersOf(ownerPage)
    .getByRole('listitem')
    .filter({ hasText: `${TOKENS} tokens` });
  await memberOffer.getByRole('button', { name: /^Open Chat/ }).click();
  await ownerOffer.getByRole('button', { name: /^Open Chat/ }).click();
  await expect(chatOf(memberPage).getByRole('status').first()).toHaveText('Live');
  await expect(chatOf(ownerPage).getByRole('status').first()).toHaveText('Live');
  await say(memberPage, 'Deal, if you collect in Bellingham.');
  await expect(
    chatOf(ownerPage).getByRole('log', { name: 'Messages' }).getByText('Deal, if you collect'),
  ).toBeVisible({ timeout: LIVE_WITHIN_MS });
  await say(ownerPage, 'We will come by on Saturday.');
  await expect(
    chatOf(memberPage).getByRole('log', { name: 'Messages' }).getByText('We will come by'),
  ).toBeVisible({ timeout: LIVE_WITHIN_MS });

  // 3. The member accepts, after the confirmation that names the amount and the owner.
  await memberOffer.getByRole('button', { name: 'Accept' }).click();
  const acceptConfirm = memberPage.getByRole('alertdialog', {
    name: OFFER_CONFIRM_TEXTS.accept.title,
  });
  await expect(acceptConfirm).toContainText(
    `${E2E_OWNER.firstName} Owner's offer of ${TOKENS} tokens`,
  );
  await acceptConfirm.getByRole('button', { name: OFFER_CONFIRM_TEXTS.accept.confirm }).click();
  await expect(
    toasts(memberPage).getByText(OFFER_MESSAGES.accepted, { exact: true }),
  ).toBeVisible();
  await expect(memberOffer.getByText('Accepted', { exact: true })).toBeVisible();

  // 4. The owner sees the acceptance live, in the manager's window too, and completes the trade
  //    after its confirmation (naming the amount, the member and the owner): the thank-you page
  //    names the bike and the member it came from.
  await expect(ownerOffer.getByText('Accepted', { exact: true })).toBeVisible();
  const managerOffer = offersOf(managerPage)
    .getByRole('listitem')
    .filter({ hasText: `${TOKENS} tokens` });
  await expect(managerOffer.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(managerOffer.getByRole('button', { name: 'Complete Trade' })).toHaveCount(0);
  await ownerOffer.getByRole('button', { name: 'Complete Trade' }).click();
  const completeConfirm = ownerPage.getByRole('alertdialog', {
    name: OFFER_CONFIRM_TEXTS.complete.title,
  });
  await expect(completeConfirm).toContainText(
    `"${bikeName}" passes from ${member.firstName} Hood to ${E2E_OWNER.firstName} Owner for ${TOKENS} tokens`,
  );
  await completeConfirm.getByRole('button', { name: OFFER_CONFIRM_TEXTS.complete.confirm }).click();
  await expect(
    toasts(ownerPage).getByText(OFFER_MESSAGES.tradeCompleted(TOKENS), { exact: true }),
  ).toBeVisible();
  await expect(ownerPage).toHaveURL(/\/trade-complete-thank-you\?/);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Trade Complete!' })).toBeVisible();
  await expect(ownerPage.getByText(/was transferred from/)).toHaveText(
    `${bikeName} was transferred from ${member.firstName} Hood.`,
  );
  await expect(ownerPage.getByRole('link', { name: 'Post Another Bike' })).toHaveAttribute(
    'href',
    '/list-item/bike',
  );
  // The manager's open page hears the completion as well.
  await expect(managerPage.getByText('Trade Complete', { exact: true })).toBeVisible();

  // 5. The member's open page hears the completion too: the bike is the owner's now.
  await expect(memberPage.getByText('Trade Complete', { exact: true })).toBeVisible();
  await expect(
    memberPage
      .getByText('Listed by', { exact: true })
      .locator('..')
      .getByText(`${E2E_OWNER.firstName} Owner`, { exact: true }),
  ).toBeVisible();

  // 6. The member's profile: the tokens in the balance and in the recent transactions.
  await memberPage.goto('/profile');
  const balance = memberPage.getByRole('region', { name: 'Token Balance & Trading History' });
  await expect(balance.getByText(`${TOKENS} tokens`, { exact: true }).first()).toBeVisible();
  const recent = balance.getByRole('list', { name: 'Recent transactions' });
  await expect(recent.getByRole('listitem').filter({ hasText: bikeName })).toContainText(
    `+${TOKENS} tokens`,
  );

  // 7. The bike now belongs to the owner who made the offer, its trade complete; the owner
  //    completed it (the audit log names who did).
  const owner = await apiSignIn(request, E2E_OWNER.email, E2E_OWNER.password);
  const stored = await request.get(`/api/items/bike/${bike}`, { headers: owner.headers });
  expect(stored.status()).toBe(200);
  const { item } = (await stored.json()) as { item: { ownerId: string; status: string } };
  expect(item).toMatchObject({ ownerId: owner.userId, status: 'trade_complete' });
  const audit = await request.get('/api/admin/audit?action=trade_completed', {
    headers: owner.headers,
  });
  expect(audit.status()).toBe(200);
  const { auditLog } = (await audit.json()) as {
    auditLog: { adminId: string | null; details: { bikeId?: string } }[];
  };
  expect(auditLog.find((e) => e.details.bikeId === bike)?.adminId).toBe(owner.userId);
});
