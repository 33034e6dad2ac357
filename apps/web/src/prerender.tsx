// The first HTML of the public pages (issue 11 item 3), in two places:
//  - at build time (vite-prerender.ts runs `render`): a visitor's phone paints the page as soon
//    as the HTML and its inline critical CSS arrive, before any script has run. Rendered as an
//    anonymous visitor before any data: the home page whole, the other pages with their loading
//    state (the catalog's and the item page's skeletons, the sign-in form);
//  - at request time for /catalog and the item page (`renderWithData`, loaded by the server from
//    the build, apps/server/src/web-static/page-renderer.ts): the page with the first page of its
//    data, fetched through the API's own routes in process, so the first paint shows the listings
//    and their first photo instead of a skeleton that waits for the scripts and a second round
//    trip. The data goes into the page too (`queries`), and main.tsx puts it into react-query's
//    cache, so the app renders the same page over it without calling the API again.
// main.tsx hydrates either once the page's route chunk has loaded (the same tree, app-tree.tsx,
// for a visitor who is not signed in), or renders over it for a tab with a stored session.
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { SessionActor } from '@pedalswap/machines';
import {
  createApiClient,
  itemKeys,
  itemQueryOptions,
  queryClientDefaults,
  type ApiClient,
  type Item,
  type ItemList,
} from '@pedalswap/api-client';
import { ITEM_CONDITIONS, ITEM_TYPES, isItemType } from '@pedalswap/domain/items';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { AppTree } from './app/app-tree.tsx';
import { lockPrerenderedFields } from './app/prerendered-fields.tsx';
import type { InlinedQuery } from './app/inlined-queries.ts';
import { catalogListQueryOptions, readCatalogFilters } from './app/catalog-query.ts';

/** A session that stays signed out: what a first-time visitor's tab shows. */
function anonymousSession(client: ApiClient) {
  const snapshot = {
    matches: (state: string) => state === 'signedOut',
    context: { user: null, accessToken: undefined },
  };
  const actor = {
    getSnapshot: () => snapshot,
    subscribe: () => ({ unsubscribe() {} }),
    send() {},
  } as unknown as SessionActor;
  return { actor, client };
}

/** As long as the server waits for a page (page-renderer.ts): a slower render is abandoned. */
const RENDER_TIME_LIMIT_MS = 2500;

/** The markup of the app at `url`, or null when it did not finish within the time limit. */
async function renderApp(
  url: URL,
  queryClient: QueryClient,
  client: ApiClient,
): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`render ${url.pathname}: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender, not renderToString: it waits for the lazy parts of the page (the shell's mobile
  // menu), where renderToString leaves a boundary the browser must render itself, which a
  // hydrating app reports as an error (React's #419) and renders over.
  let complete = true;
  const { prelude } = await prerender(
    <AppTree
      queryClient={queryClient}
      session={anonymousSession(client)}
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
    />,
    {
      // Every boundary in place: a large one would otherwise be sent apart and moved in by an
      // inline script, which the content security policy does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Past the limit the parts still missing would be left for the browser to render, with
      // an inline script: the page is not used (the server sends the build's page).
      signal: AbortSignal.timeout(RENDER_TIME_LIMIT_MS),
      onError: () => {
        complete = false;
      },
    },
  );
  const markup = await new Response(prelude).text();
  return complete ? lockPrerenderedFields(markup) : null;
}

const ORIGIN = 'http://pedalswap.invalid';

/**
 * The markup of #root for `path`, as the app renders it for a visitor before data arrives; with
 * `sample`, also the page as it looks with a listing (the build's critical CSS must cover it,
 * since the server renders /catalog and item pages with their data).
 */
export async function render(path: string): Promise<{ markup: string; sample: string | null }> {
  const url = new URL(path, ORIGIN);
  const client = createApiClient({ baseUrl: `${ORIGIN}/api` });
  const queryClient = createQueryClient();
  try {
    const markup = await renderApp(url, queryClient, client);
    if (markup === null) throw new Error(`prerender: ${path} did not render in time`);
    const samples = sampleData(url);
    if (samples.length === 0) return { markup, sample: null };
    const rendered: string[] = [];
    for (const sample of samples) {
      queryClient.setQueryData(sample.key, sample.data);
      rendered.push((await renderApp(url, queryClient, client)) ?? '');
    }
    return { markup, sample: rendered.join('') };
  } finally {
    // The pending queries' garbage-collection timers would keep the build's process alive.
    queryClient.clear();
  }
}

/** The loads of the queries the page at `url` starts with: the catalog's first page, or the item. */
function pageQueries(url: URL, client: ApiClient): ((queryClient: QueryClient) => Promise<void>)[] {
  if (url.pathname === '/catalog') {
    const options = catalogListQueryOptions(client, readCatalogFilters(url.searchParams));
    return [(queryClient) => queryClient.prefetchQuery(options)];
  }
  const item = /^\/items\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (item && isItemType(item[1])) {
    let id: string;
    try {
      id = decodeURIComponent(item[2]!);
    } catch {
      // A malformed escape in the address: the app shows it as not found, as before.
      return [];
    }
    const options = itemQueryOptions(client, item[1], id);
    return [(queryClient) => queryClient.prefetchQuery(options)];
  }
  return [];
}

/**
 * The page at `url` (path and query) rendered with its data, which `fetch` gets from the API (the
 * server passes its routes, called in process, as an anonymous visitor). Null when the page has no
 * data to render or its call did not succeed: then the server sends the build's page.
 */
export async function renderWithData(
  url: string,
  fetch: (request: Request) => Promise<Response>,
): Promise<{ markup: string; queries: InlinedQuery[] } | null> {
  const target = new URL(url, ORIGIN);
  // No retries and no waits on the server: a failed call falls back to the build's page.
  const client = createApiClient({ baseUrl: `${ORIGIN}/api`, fetch, sleep: async () => {} });
  const queryClient = new QueryClient({
    defaultOptions: {
      ...queryClientDefaults,
      queries: { ...queryClientDefaults.queries, retry: false },
    },
  });
  try {
    const queries = pageQueries(target, client);
    if (queries.length === 0) return null;
    await Promise.all(queries.map((load) => load(queryClient)));
    const loaded = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success');
    if (loaded.length !== queries.length) return null;
    const markup = await renderApp(target, queryClient, client);
    if (markup === null) return null;
    return {
      markup,
      queries: loaded.map((query) => ({
        key: query.queryKey,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      })),
    };
  } finally {
    queryClient.clear();
  }
}

// ── A sample listing for the build's critical CSS ───────────────────────────────────────────

const SAMPLE_PHOTO = {
  id: 'sample-img-1',
  imageUrl: '/sample-1600.webp',
  cardUrl: '/sample-800.webp',
  thumbnailUrl: '/sample-320.webp',
  imageKey: null,
  isPrimary: true,
  sortOrder: 0,
};

const SAMPLE_OWNER = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Sample',
  lastName: 'Owner',
  role: 'user' as const,
  avatarUrl: null,
};

function sampleItem(
  id: string,
  index: number,
  condition: string = 'Excellent',
  itemType: Item['itemType'] = 'bike',
): Item {
  return {
    id,
    itemType,
    name: `Sample gravel bike ${index}`,
    brand: 'Sample',
    model: 'Gravel',
    year: 2022,
    category: 'Gravel Bike',
    condition,
    location: 'Portland, OR',
    description: 'A sample listing: the build renders it only to keep the CSS its page needs.',
    salePrice: 1200 + index,
    estimatedValue: 1500,
    isTradeOnly: index % 2 === 1,
    sizeInfo: '56 cm',
    tradePreference: 'Open to trades for a road bike.',
    status: 'published',
    rejectionReason: null,
    ownerId: SAMPLE_OWNER.id,
    owner: SAMPLE_OWNER,
    ownerFirstName: SAMPLE_OWNER.firstName,
    ownerLastName: SAMPLE_OWNER.lastName,
    images:
      index === 2
        ? []
        : [SAMPLE_PHOTO, { ...SAMPLE_PHOTO, id: 'sample-img-2', isPrimary: false, sortOrder: 1 }],
    attributes: {
      category: 'Gravel Bike',
      bikeType: 'Gravel Bike',
      wheel_size: '700c',
      frame_material: 'Steel',
      frame_size: '56',
    },
    bikeType: 'Gravel Bike',
    frameSize: '56',
    hasActiveOffer: false,
    latestOffer: null,
    pendingOfferCount: 0,
    createdAt: '2026-11-02T17:30:00Z',
    updatedAt: '2026-11-04T09:12:00Z',
    publishedAt: '2026-11-04T09:12:00Z',
  } as Item;
}

/**
 * The cache entries that show the page at `url` with sample listings (none for other pages):
 * every condition and item type, so the critical CSS holds each badge colour a listing can have
 * (a 'Good' listing's blue badge painted green, the theme's accent, until the stylesheets came).
 */
function sampleData(url: URL): { key: readonly unknown[]; data: unknown }[] {
  const client = createApiClient({ baseUrl: `${ORIGIN}/api` });
  if (url.pathname === '/catalog') {
    const items = ITEM_CONDITIONS.map((condition, i) =>
      sampleItem(
        `00000000-0000-4000-8000-00000000010${i + 1}`,
        i + 1,
        condition,
        ITEM_TYPES[i % ITEM_TYPES.length],
      ),
    );
    const data: ItemList = {
      items,
      pagination: { page: 1, limit: 50, total: 120, totalPages: 3, pages: 3 },
    };
    return [
      { key: catalogListQueryOptions(client, readCatalogFilters(url.searchParams)).queryKey, data },
    ];
  }
  const item = /^\/items\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (!item || !isItemType(item[1])) return [];
  const itemType = item[1];
  // The page of one type shows the listing's own type badge: the samples take every type.
  return ITEM_CONDITIONS.map((condition, i) => ({
    key: itemKeys.detail(itemType, item[2]!),
    data: sampleItem(item[2]!, 1, condition, ITEM_TYPES[i % ITEM_TYPES.length]),
  }));
}
