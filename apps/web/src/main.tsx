/// <reference types="vite/client" />
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PedalSwapTheme } from '@pedalswap/ui/theme';
import { LazyToaster, toastPlainError } from './app/lazy-toaster.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { createSession } from './app/session/create-session.ts';
import { SessionProvider } from './app/session/session-context.tsx';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
const session = createSession({
  navigate: (path, options) => void router.navigate(path, options),
  notify: (message) => toastPlainError(message),
  currentPath: () => window.location.pathname + window.location.search,
});
// Signed-in data of one member must not leak into the next session in the same tab.
session.actor.subscribe((snapshot) => {
  if (snapshot.matches('signedOut')) queryClient.clear();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PedalSwapTheme>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
          <LazyToaster />
        </SessionProvider>
      </QueryClientProvider>
    </PedalSwapTheme>
  </StrictMode>,
);
