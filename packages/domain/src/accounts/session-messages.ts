// MESSAGES.authFailure (account-messages.ts) in a module of its own: the session machine and the
// API client, which are in every page's first load, say only this. A module is bundled whole, so
// importing it from account-messages.ts put every account text into the entry (about 1.5 KB
// gzipped, issue 11 item 2).
export const AUTH_FAILURE_MESSAGE = 'Your session has expired. Please log in again to continue.';
