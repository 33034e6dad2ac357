// The public pages are painted from the server's HTML and the app takes them over a little
// later (apps/web/src/start-after-paint.ts starts it after the first paint; takeover removes
// #root's data-prerendered, apps/web/src/app/prerendered-fields.tsx). A link clicked before that
// is a full page load, which drops the router state a test may depend on (the catalog's
// 'Back to Catalog' search, a mocked API call the server's own render does not make).
import { expect, type Page } from '@playwright/test';

export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
}
