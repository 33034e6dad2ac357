// The first HTML of the public pages, rendered at build time (issue 11 item 3; vite-prerender.ts
// runs it after the client build). A visitor's phone paints this page as soon as the HTML and its
// inline critical CSS arrive, before any script has run; then main.tsx renders the app over it
// once the page's route chunk has loaded, with the same markup for a visitor who is not signed in.
// Rendered as an anonymous visitor before any data: the home page whole, the other pages with
// their loading state (the catalog's and the item page's skeletons, the sign-in form).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SessionActor } from '@pedalswap/machines';
import { createApiClient } from '@pedalswap/api-client';
import { PedalSwapTheme } from '@pedalswap/ui/theme';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { SessionProvider } from './app/session/session-context.tsx';

/** A session that stays signed out: what a first-time visitor's tab shows. */
function anonymousSession() {
  const snapshot = {
    matches: (state: string) => state === 'signedOut',
    context: { user: null, accessToken: undefined },
  };
  const actor = {
    getSnapshot: () => snapshot,
    subscribe: () => ({ unsubscribe() {} }),
    send() {},
  } as unknown as SessionActor;
  return { actor, client: createApiClient() };
}

/** The markup of #root for `path`, as the app renders it for a visitor before data arrives. */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender ${path}: answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const html = renderToString(
    <StrictMode>
      <PedalSwapTheme>
        <QueryClientProvider client={queryClient}>
          <SessionProvider session={anonymousSession()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SessionProvider>
        </QueryClientProvider>
      </PedalSwapTheme>
    </StrictMode>,
  );
  // The pending queries' garbage-collection timers would keep the build's process alive.
  queryClient.clear();
  return html;
}
