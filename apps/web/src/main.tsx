/// <reference types="vite/client" />
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppTree } from './app/app-tree.tsx';
import { seedInlinedQueries } from './app/inlined-queries.ts';
import { toastPlainError } from './app/lazy-toaster.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { createSession } from './app/session/create-session.ts';
import { readStoredSession } from './app/session/session-storage.ts';

type Router = ReturnType<typeof createBrowserRouter>;

const root = document.getElementById('root')!;
const prerendered = root.hasAttribute('data-prerendered');

/**
 * On a painted page (prerendered, or rendered by the server with its data) the app starts in a
 * few tasks instead of one: evaluating the modules, building the router, reading the inlined
 * data and starting the session were one task of about 200 ms on a phone, which kept the page
 * from answering a tap (issue 11, total blocking time). Other pages show nothing until the app
 * renders, so they start at once.
 */
const nextTask = (): Promise<void> =>
  prerendered ? new Promise((resolve) => setTimeout(resolve, 0)) : Promise.resolve();

/** Resolves once the router has loaded the first page's route chunk. */
function routeLoaded(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The stylesheets a prerendered page downloads without blocking its first paint (as
 * media="print", vite-prerender.ts): turned on once each has loaded (or failed), one per task.
 * Chromium restyles only the elements a newly applied stylesheet's rules can match, so one at a
 * time each restyle is small; all at once the whole page was restyled in one task, about 120 ms
 * of a phone's main thread on /catalog (issue 11, total blocking time). The page keeps its look
 * meanwhile: its inline critical CSS already holds every rule its markup uses.
 */
async function deferredStylesheets(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]');
  for (const link of links) {
    // A stylesheet that failed before this ran has no sheet and fires nothing more: waited for
    // a few seconds at most, so the page is still taken over.
    if (!link.sheet)
      await new Promise((resolve) => {
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', resolve, { once: true });
        setTimeout(resolve, 3000);
      });
    link.media = 'all';
    // Restyled now, in this task, rather than all together at the next frame.
    void getComputedStyle(root).color;
    await nextTask();
  }
}

/** Builds the app, then takes the page over or renders it (on a painted page in a few tasks). */
async function start(): Promise<void> {
  await nextTask();
  if (prerendered) {
    // The page's chunk asked for in a task of its own: Vite's preload of its imports and the
    // lazy route's first call were half of the router's start (about 100 ms on a phone).
    const page = matchRoutes(routes, window.location)?.at(-1)?.route;
    if (typeof page?.lazy === 'function') void page.lazy();
    await nextTask();
  }
  const router = createBrowserRouter(routes);
  await nextTask();
  const queryClient = createQueryClient();
  // A tab with a stored session renders as its member, not as the anonymous visitor the server
  // rendered for.
  const storedSession = readStoredSession() !== null;
  // A page the server rendered with its data (/catalog, an item page) carries that data.
  seedInlinedQueries(queryClient, storedSession);
  await nextTask();
  const session = createSession({
    navigate: (path, options) => void router.navigate(path, options),
    notify: (message) => toastPlainError(message),
    currentPath: () => window.location.pathname + window.location.search,
  });
  // Signed-in data of one member must not leak into the next session in the same tab. Coming
  // from `restoring` there was no session to forget: the data the page came with stays.
  let previous = session.actor.getSnapshot();
  session.actor.subscribe((snapshot) => {
    if (
      snapshot.matches('signedOut') &&
      !previous.matches('signedOut') &&
      !previous.matches('restoring')
    )
      queryClient.clear();
    previous = snapshot;
  });

  const app = (
    <AppTree
      queryClient={queryClient}
      session={session}
      router={<RouterProvider router={router} />}
    />
  );

  /**
   * Takes over a prerendered page (vite-prerender.ts, or the server's render with its data) once
   * its route chunk and stylesheets are in. A visitor who is not signed in gets the tree the server
   * rendered (app-tree.tsx: the same router, a signed-out session, the same data), so the app
   * hydrates it: it reuses the painted DOM instead of building and laying out the page again
   * (issue 11, the TBT of the catalog's 50 cards). In a transition, so React hydrates in slices
   * that leave the main thread free in between. A member's tab renders their own header and asks
   * for their own data: the app replaces the markup, with the same boxes, as before. (Without a
   * stored session the session has left `restoring` long before the route chunk arrives: it reads
   * storage at once; were it still there, the page is replaced too.) React reports a mismatch as
   * a recoverable error (minified #418 and its kin in production) on the console.
   */
  async function takeOverPrerendered(): Promise<void> {
    await Promise.all([routeLoaded(router), deferredStylesheets()]);
    if (storedSession || !session.actor.getSnapshot().matches('signedOut')) {
      createRoot(root).render(app);
    } else {
      startTransition(() => void hydrateRoot(root, app));
    }
  }

  // The API client's code is not in the entry (lazy-client.ts): it loads once the first page's
  // chunk is in, beside the page's first calls rather than ahead of its render.
  void routeLoaded(router).then(session.preloadClient);

  // A prerendered page is already painted: the app takes it over once its page can render,
  // instead of replacing it with the loading spinner first (issue 11 item 3). Other pages show the
  // shell and the spinner at once.
  if (prerendered) void takeOverPrerendered();
  else createRoot(root).render(app);
}

void start();
