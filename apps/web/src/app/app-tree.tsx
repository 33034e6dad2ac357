// The app's providers around its router, in one place for both sides: main.tsx renders it in the
// browser and src/prerender.tsx on the server. Hydration (main.tsx) reuses the server's markup
// only if the two trees have the same shape: a sibling present on one side only shifts every
// useId below it (labels, Radix's aria ids) and is a mismatch.
import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PedalSwapTheme } from '@pedalswap/ui/theme';
import { LazyToaster } from './lazy-toaster.tsx';
import type { Session } from './session/create-session.ts';
import { SessionProvider } from './session/session-context.tsx';

export function AppTree({
  queryClient,
  session,
  router,
}: {
  queryClient: QueryClient;
  session: Session;
  /** The browser's RouterProvider or the server's StaticRouterProvider. */
  router: ReactNode;
}) {
  return (
    <StrictMode>
      <PedalSwapTheme>
        <QueryClientProvider client={queryClient}>
          <SessionProvider session={session}>
            {router}
            <LazyToaster />
          </SessionProvider>
        </QueryClientProvider>
      </PedalSwapTheme>
    </StrictMode>
  );
}
