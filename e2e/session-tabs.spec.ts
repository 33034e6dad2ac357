// Two tabs of one browser share one session (the "Tabs" part of the session machine): refresh
// tokens rotate on every refresh, so a tab that kept refreshing with the token it loaded would
// be refused once another tab has rotated twice. This suite's server issues access tokens under
// the 5-minute threshold, so every page load and every 60 s check refreshes.
import { expect, test, type Page } from '@playwright/test';
import { createMember, signIn, signInThroughForm } from './accounts.ts';

const EXPIRED = 'Your session has expired. Please log in again to continue.';

const accountMenu = (page: Page) => page.getByRole('button', { name: /account menu/i });

function nextRefresh(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
}

/** Counts the calls a page makes to a path of the API. */
function countCalls(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api${path}`) calls.push(r.method());
  });
  return calls;
}

test('refreshes in one tab keep the other signed in, and its own refresh still works', async ({
  page: first,
  context,
  request,
}) => {
  const member = await createMember(request, { prefix: 'tabs-refresh' });
  await signIn(first, member.email, member.password);

  const second = await context.newPage();
  // The second tab's clock is ours to move, so its 60 s check comes when the test says.
  await second.clock.install();
  const loaded = nextRefresh(second);
  await second.goto('/settings');
  expect((await loaded).ok()).toBe(true);
  await expect(accountMenu(second)).toBeVisible();

  // Two rotations in the first tab: each reload restores the stored session and refreshes it.
  for (let i = 0; i < 2; i += 1) {
    const refreshed = nextRefresh(first);
    await first.reload();
    expect((await refreshed).ok()).toBe(true);
    await expect(accountMenu(first)).toBeVisible();
  }

  // The second tab's check: it refreshes with the newest token, not the one it loaded with.
  const checked = nextRefresh(second);
  await second.clock.fastForward('01:01');
  const answer = await checked;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(accountMenu(second)).toBeVisible();
  await expect(second.getByText(EXPIRED)).toHaveCount(0);

  // Both tabs still reach the API with their tokens.
  const profile = second.waitForResponse((r) => r.url().endsWith('/api/users/profile'));
  await second.reload();
  expect((await profile).ok()).toBe(true);
  await expect(accountMenu(second)).toBeVisible();
  const again = nextRefresh(first);
  await first.reload();
  expect((await again).ok()).toBe(true);
  await expect(accountMenu(first)).toBeVisible();
});

test('a logout in one tab signs the other out quietly; a sign-in signs it back in', async ({
  page: first,
  context,
  request,
}) => {
  const member = await createMember(request, { prefix: 'tabs-logout' });
  await signIn(first, member.email, member.password);

  const second = await context.newPage();
  const secondLogouts = countCalls(second, '/auth/logout');
  const loaded = nextRefresh(second);
  await second.goto('/settings');
  expect((await loaded).ok()).toBe(true);
  await expect(accountMenu(second)).toBeVisible();

  await accountMenu(first).click();
  await first.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(first.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The second tab was on a protected page: signed out, it goes to /login like any visitor.
  await second.waitForURL('**/login');
  await expect(second.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(second.getByText(EXPIRED)).toHaveCount(0);
  expect(secondLogouts).toEqual([]);
  expect(await second.evaluate(() => localStorage.getItem('pedalswap.session'))).toBeNull();

  // Signing in again through the first tab's login form signs the second in as well.
  await signInThroughForm(first, member.email, member.password);
  await expect(accountMenu(second)).toBeVisible();
  await second.waitForURL((url) => url.pathname === '/');
});

test('leaving a page while its refresh is on the way keeps the member signed in on the next', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'tabs-leave' });
  await signIn(page, member.email, member.password);
  // The refresh of the page about to be left reaches the server but never answers this page:
  // the browser aborts the call when the test moves on (as a member clicking a link would).
  let held = 0;
  await page.route('**/api/auth/refresh', async (route) => {
    held += 1;
    if (held === 1) {
      await route.fetch();
      return; // left unanswered: the navigation below aborts it
    }
    await route.continue();
  });
  const leaving = page.waitForRequest((r) => r.url().endsWith('/api/auth/refresh'));
  await page.goto('/catalog');
  await leaving;
  const refreshed = nextRefresh(page);
  await page.goto('/settings');
  expect((await refreshed).ok()).toBe(true);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
});
