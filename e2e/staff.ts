// The suite's staff account (role manager), created by the webServer command of
// playwright.config.ts before the server starts. Kept in a file of its own, without Playwright
// imports, because the config reads it.
export const E2E_STAFF = {
  email: 'e2e-manager@pedalswap.test',
  password: 'Cascade2026!',
  firstName: 'Quinn',
} as const;

// The suite's owner: the owner-only staff pages (audit log) and role changes need one.
export const E2E_OWNER = {
  email: 'e2e-owner@pedalswap.test',
  password: 'Cascade2026!',
  firstName: 'Rowan',
} as const;
