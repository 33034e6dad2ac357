/// <reference types="vite/client" />
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PedalSwapTheme } from '@pedalswap/ui/theme';
import { seedInlinedQueries } from './app/inlined-queries.ts';
import { LazyToaster, toastPlainError } from './app/lazy-toaster.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { createSession } from './app/session/create-session.ts';
import { SessionProvider } from './app/session/session-context.tsx';
import { readStoredSession } from './app/session/session-storage.ts';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
// A page the server rendered with its data (/catalog, an item page) carries that data.
seedInlinedQueries(queryClient, readStoredSession() !== null);
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

const root = document.getElementById('root')!;

/** Resolves once the router has loaded the first page's route chunk. */
function routeLoaded(): Promise<void> {
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
 * media="print", vite-prerender.ts): turned on, and resolved once each has loaded (or failed).
 */
function deferredStylesheets(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]');
  return Promise.all(
    [...links].map((link) => {
      const loaded = link.sheet
        ? Promise.resolve()
        : new Promise((resolve) => {
            link.addEventListener('load', resolve, { once: true });
            link.addEventListener('error', resolve, { once: true });
          });
      link.media = 'all';
      return loaded;
    }),
  );
}

const app = (
  <StrictMode>
    <PedalSwapTheme>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
          <LazyToaster />
        </SessionProvider>
      </QueryClientProvider>
    </PedalSwapTheme>
  </StrictMode>
);

// A prerendered page (vite-prerender.ts) is already painted: the app replaces it once its page
// can render, instead of replacing it with the loading spinner first (issue 11 item 3). Other
// pages show the shell and the spinner at once.
void (
  root.hasAttribute('data-prerendered')
    ? Promise.all([routeLoaded(), deferredStylesheets()])
    : Promise.resolve()
).then(() => createRoot(root).render(app));
