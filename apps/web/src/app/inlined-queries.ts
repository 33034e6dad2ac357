// The data a page rendered by the server carries (src/prerender.tsx, renderWithData): the
// react-query entries its first render used, as JSON in <script type="application/json"> (a data
// block: the content security policy runs no inline script, and this is none). main.tsx puts them
// into the cache, so the app's first render is the page the server sent, without calling the API.
import type { QueryClient } from '@tanstack/react-query';

export interface InlinedQuery {
  key: readonly unknown[];
  data: unknown;
  /** When the server loaded it: the data is fresh (no refetch) for the usual stale time. */
  updatedAt: number;
}

/** The id of the data block in the page. */
export const INLINED_QUERIES_ID = 'pedalswap-queries';

/**
 * Puts the page's data into `queryClient`. The server renders as an anonymous visitor, and a
 * listing's fields can depend on who asks (its owner sees its offers), so a tab with a stored
 * session (`signedIn`) leaves the data out and asks the API with its own token, as before.
 */
export function seedInlinedQueries(queryClient: QueryClient, signedIn: boolean): void {
  const block = document.getElementById(INLINED_QUERIES_ID);
  if (!block?.textContent) return;
  block.remove();
  if (signedIn) return;
  try {
    for (const query of JSON.parse(block.textContent) as InlinedQuery[]) {
      queryClient.setQueryData(query.key, query.data, { updatedAt: query.updatedAt });
    }
  } catch {
    // A damaged block only costs the API call the page makes without it.
  }
}
