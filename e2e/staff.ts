// The suite's staff account (role manager), created by the webServer command of
// playwright.config.ts before the server starts. Kept in a file of its own, without Playwright
// imports, because the config reads it.
export const E2E_STAFF = {
  email: 'e2e-manager@pedalswap.test',
  password: 'Cascade2026!',
  firstName: 'Quinn',
} as const;
