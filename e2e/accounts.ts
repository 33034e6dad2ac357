// Short cuts for the account specs: members made through the API (register, then the
// verification link from the real mailbox), and sign-in with a session from the real login call
// (or through the real login form).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForLink } from './mailbox.ts';

export interface Member {
  email: string;
  password: string;
  firstName: string;
}

let counter = 0;

/** A fresh address per call (runs share one database only within a run, but be safe). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Registers a member through POST /api/auth/register; verified through the e-mailed link. */
export async function createMember(
  request: APIRequestContext,
  { prefix = 'member', verified = true }: { prefix?: string; verified?: boolean } = {},
): Promise<Member> {
  const member = { email: uniqueEmail(prefix), password: 'Cascade2026', firstName: 'Maya' };
  const registered = await request.post('/api/auth/register', {
    data: {
      email: member.email,
      password: member.password,
      firstName: member.firstName,
      lastName: 'Hood',
      location: 'Portland, OR',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  if (verified) await verifyThroughMail(request, member.email);
  return member;
}

/** Follows the verification link of the newest verification e-mail, as the API would. */
export async function verifyThroughMail(request: APIRequestContext, email: string) {
  const link = await waitForLink(email, '/verify-email');
  const token = new URL(link).searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
}

const REFRESH_THRESHOLD_MS = 5 * 60_000;

/**
 * Where and how the app keeps the session: SESSION_STORAGE_KEY and StoredSession of
 * packages/machines' session (the suite imports no workspace package). A change there fails
 * every signed-in spec at its first page.
 */
const SESSION_STORAGE_KEY = 'pedalswap.session';
interface StoredSession {
  accessToken: string;
  refreshToken: string;
  user: { id: string };
  /** Access token expiry, ms since the epoch. */
  expiresAt: number;
}

/**
 * Signs in the way a returning member's browser is: the session from POST /api/auth/login is put
 * where the app keeps it (local storage, as the login form's LOGIN_SUCCESS stores it), then the
 * home page opens signed in. The form itself is covered by sign-up-and-sign-in.spec.ts and
 * signInThroughForm; going through it before every spec cost 5-7 s a sign-in (the login page's
 * load and hydration, the call, the redirect), 5 minutes of a run.
 * When the access token is issued with less than the 5-minute refresh threshold left (this
 * suite's short TTL), the session refreshes at once; this waits for that too, because a page load
 * while the refresh is in flight would restore the already-rotated refresh token (see the report
 * on refresh-token reuse).
 */
export async function signIn(page: Page, email: string, password: string) {
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as {
    accessToken: string;
    refreshToken: string;
    expiresAt: string;
    user: { id: string };
  };
  const stored: StoredSession = {
    accessToken: body.accessToken,
    refreshToken: body.refreshToken,
    user: body.user,
    expiresAt: Date.parse(body.expiresAt),
  };
  // A document of the app's origin that is not the app, to write its storage on.
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(stored),
  ] as const);
  await openSignedIn(page, stored.expiresAt);
}

/** Signs in through the login form and waits for the signed-in shell (see signIn). */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
  refresh.catch(() => undefined); // awaited only when a refresh is due
  await page.getByRole('button', { name: 'Sign in' }).click();
  const { expiresAt } = (await (await login).json()) as { expiresAt: string };
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  if (Date.parse(expiresAt) - Date.now() < REFRESH_THRESHOLD_MS)
    expect((await refresh).ok()).toBe(true);
}

/** Opens the home page on a stored session and waits for its shell and its due refresh. */
async function openSignedIn(page: Page, expiresAt: number) {
  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
  refresh.catch(() => undefined); // awaited only when a refresh is due
  await page.goto('/');
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  if (expiresAt - Date.now() < REFRESH_THRESHOLD_MS) expect((await refresh).ok()).toBe(true);
}

/** The answer of POST /api/auth/login, for checking which password works. */
export async function apiLoginStatus(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<number> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  return response.status();
}
