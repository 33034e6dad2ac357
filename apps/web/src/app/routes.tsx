// The route table of this slice (spec 1 §2). Every page is its own chunk (route-level code
// splitting through react-router's `lazy`), so the first load carries only the shell.
import type { RouteObject } from 'react-router';
import { PageSpinner, RootLayout } from './root-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RouteError } from './route-error.tsx';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../routes/static-routes.tsx')).HomeRoute }),
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../routes/login-route.tsx')).LoginRoute }),
      },
      {
        path: 'register',
        lazy: async () => ({
          Component: (await import('../routes/register-route.tsx')).RegisterRoute,
        }),
      },
      {
        path: 'welcome',
        lazy: async () => ({
          Component: (await import('../routes/static-routes.tsx')).WelcomeRoute,
        }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({
          Component: (await import('../routes/verify-email-route.tsx')).VerifyEmailRoute,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../routes/profile-route.tsx')).ProfileRoute,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../routes/static-routes.tsx')).NotFoundRoute,
        }),
      },
    ],
  },
];
