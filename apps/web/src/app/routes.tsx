// The route table of this slice (spec 1 §2). Every page is its own chunk (route-level code
// splitting through react-router's `lazy`), so the first load carries only the shell.
import type { RouteObject } from 'react-router';
import { PageSpinner, RootLayout } from './root-layout.tsx';
import { RequireAuth, RequireVerifiedEmail } from './require-auth.tsx';
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
        path: 'help',
        lazy: async () => ({ Component: (await import('../routes/static-routes.tsx')).HelpRoute }),
      },
      {
        path: 'contact',
        lazy: async () => ({
          Component: (await import('../routes/static-routes.tsx')).ContactRoute,
        }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({
          Component: (await import('../routes/verify-email-route.tsx')).VerifyEmailRoute,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../routes/forgot-password-route.tsx')).ForgotPasswordRoute,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../routes/reset-password-route.tsx')).ResetPasswordRoute,
        }),
      },
      {
        path: 'verify-email-change',
        lazy: async () => ({
          Component: (await import('../routes/verify-email-change-route.tsx'))
            .VerifyEmailChangeRoute,
        }),
      },
      {
        path: 'catalog',
        lazy: async () => ({
          Component: (await import('../routes/catalog-route.tsx')).CatalogRoute,
        }),
      },
      {
        path: 'items/:type/:id',
        lazy: async () => ({
          Component: (await import('../routes/item-detail-route.tsx')).ItemDetailRoute,
        }),
      },
      {
        path: 'bike/:id',
        lazy: async () => ({
          Component: (await import('../routes/item-detail-route.tsx')).BikeRedirectRoute,
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
          {
            path: 'profile/:userId',
            lazy: async () => ({
              Component: (await import('../routes/other-profile-route.tsx')).OtherProfileRoute,
            }),
          },
          {
            path: 'notifications',
            lazy: async () => ({
              Component: (await import('../routes/notifications-route.tsx')).NotificationsRoute,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../routes/settings-route.tsx')).SettingsRoute,
            }),
          },
          {
            // Pages that need a verified e-mail (spec 2 §2, spec 3 route table). The event
            // editors are not built yet: past the guard they show the not-found page until the
            // events issue lands, but the access rules already hold.
            element: <RequireVerifiedEmail />,
            children: [
              ...['list-item/:type', 'list-item/:type/:id'].map((path) => ({
                path,
                lazy: async () => ({
                  Component: (await import('../routes/listing-editor-route.tsx'))
                    .ListingEditorRoute,
                }),
              })),
              ...['events/create', 'events/edit/:id'].map((path) => ({
                path,
                lazy: async () => ({
                  Component: (await import('../routes/static-routes.tsx')).NotFoundRoute,
                }),
              })),
            ],
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
