// The route table of this slice (spec 1 §2). Every page is its own chunk (route-level code
// splitting through react-router's `lazy`, always by lazyRoute), so the first load carries only
// the shell.
import type { RouteObject } from 'react-router';
import { PageSpinner, RootLayout } from './root-layout.tsx';
import { lazyRoute } from './lazy-route.ts';
import { RouteError } from './route-error.tsx';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        index: true,
        lazy: lazyRoute(
          () => import('../features/static-pages/static-routes.tsx'),
          (m) => m.HomeRoute,
        ),
      },
      {
        path: 'login',
        lazy: lazyRoute(
          () => import('../features/accounts/login-route.tsx'),
          (m) => m.LoginRoute,
        ),
      },
      {
        path: 'register',
        lazy: lazyRoute(
          () => import('../features/accounts/register-route.tsx'),
          (m) => m.RegisterRoute,
        ),
      },
      {
        path: 'welcome',
        lazy: lazyRoute(
          () => import('../features/static-pages/welcome-route.tsx'),
          (m) => m.WelcomeRoute,
        ),
      },
      {
        path: 'help',
        lazy: lazyRoute(
          () => import('../features/static-pages/help-route.tsx'),
          (m) => m.HelpRoute,
        ),
      },
      {
        path: 'contact',
        lazy: lazyRoute(
          () => import('../features/static-pages/contact-route.tsx'),
          (m) => m.ContactRoute,
        ),
      },
      {
        path: 'verify-email',
        lazy: lazyRoute(
          () => import('../features/accounts/verify-email-route.tsx'),
          (m) => m.VerifyEmailRoute,
        ),
      },
      {
        path: 'forgot-password',
        lazy: lazyRoute(
          () => import('../features/accounts/forgot-password-route.tsx'),
          (m) => m.ForgotPasswordRoute,
        ),
      },
      {
        path: 'reset-password',
        lazy: lazyRoute(
          () => import('../features/accounts/reset-password-route.tsx'),
          (m) => m.ResetPasswordRoute,
        ),
      },
      {
        path: 'verify-email-change',
        lazy: lazyRoute(
          () => import('../features/accounts/verify-email-change-route.tsx'),
          (m) => m.VerifyEmailChangeRoute,
        ),
      },
      {
        path: 'catalog',
        lazy: lazyRoute(
          () => import('../features/catalog/catalog-route.tsx'),
          (m) => m.CatalogRoute,
        ),
      },
      {
        path: 'items/:type/:id',
        lazy: lazyRoute(
          () => import('../features/item-detail/item-detail-route.tsx'),
          (m) => m.ItemDetailRoute,
        ),
      },
      {
        path: 'community',
        lazy: lazyRoute(
          () => import('../features/community/community-route.tsx'),
          (m) => m.CommunityRoute,
        ),
      },
      {
        path: 'events/:id',
        lazy: lazyRoute(
          () => import('../features/community/event-detail-route.tsx'),
          (m) => m.EventDetailRoute,
        ),
      },
      {
        path: 'trade-complete-thank-you',
        lazy: lazyRoute(
          () => import('../features/trades/trade-complete-route.tsx'),
          (m) => m.TradeCompleteRoute,
        ),
      },
      {
        path: 'bike/:id',
        lazy: lazyRoute(
          () => import('../features/item-detail/item-detail-route.tsx'),
          (m) => m.BikeRedirectRoute,
        ),
      },
      {
        lazy: lazyRoute(
          () => import('./require-auth.tsx'),
          (m) => m.RequireAuth,
        ),
        children: [
          {
            path: 'profile',
            lazy: lazyRoute(
              () => import('../features/profile/profile-route.tsx'),
              (m) => m.ProfileRoute,
            ),
          },
          {
            path: 'profile/:userId',
            lazy: lazyRoute(
              () => import('../features/profile/other-profile-route.tsx'),
              (m) => m.OtherProfileRoute,
            ),
          },
          {
            path: 'notifications',
            lazy: lazyRoute(
              () => import('../features/notifications/notifications-route.tsx'),
              (m) => m.NotificationsRoute,
            ),
          },
          {
            path: 'settings',
            lazy: lazyRoute(
              () => import('../features/settings/settings-route.tsx'),
              (m) => m.SettingsRoute,
            ),
          },
          {
            // The staff panel (spec 3 §2.1): its own route table, one chunk behind the guard.
            path: 'admin/*',
            lazy: lazyRoute(
              () => import('../features/admin/admin-routes.tsx'),
              (m) => m.AdminRoutes,
            ),
          },
          {
            // Pages that need a verified e-mail (spec 2 §2, spec 3 route table): the listing
            // editor and the event editor.
            lazy: lazyRoute(
              () => import('./require-auth.tsx'),
              (m) => m.RequireVerifiedEmail,
            ),
            children: [
              {
                // The AI photo-to-listing flow (spec 2 §2.4); ranked above list-item/:type/:id.
                path: 'list-item/bike/ai',
                lazy: lazyRoute(
                  () => import('../features/ai-listing/ai-listing-route.tsx'),
                  (m) => m.AiListingRoute,
                ),
              },
              {
                // One route for new and stored listings: a new listing's page goes on when the
                // address gets its draft's id (no remount, no hand-over between pages).
                path: 'list-item/:type/:id?',
                lazy: lazyRoute(
                  () => import('../features/listing-editor/listing-editor-route.tsx'),
                  (m) => m.ListingEditorRoute,
                ),
              },
              {
                path: 'events/create',
                lazy: lazyRoute(
                  () => import('../features/community/event-editor-route.tsx'),
                  (m) => m.EventCreateRoute,
                ),
              },
              {
                path: 'events/edit/:id',
                lazy: lazyRoute(
                  () => import('../features/community/event-editor-route.tsx'),
                  (m) => m.EventEditRoute,
                ),
              },
            ],
          },
        ],
      },
      // spec 3 §2.1's unprotected AI upload page, in development builds only: production has
      // no use for a page that skips the listing flow (see the feature's README).
      ...(import.meta.env.DEV
        ? [
            {
              path: 'dev/ai-upload',
              lazy: lazyRoute(
                () => import('../features/ai-listing/dev-ai-upload-route.tsx'),
                (m) => m.DevAiUploadRoute,
              ),
            },
          ]
        : []),
      {
        path: '*',
        lazy: lazyRoute(
          () => import('../features/static-pages/not-found-route.tsx'),
          (m) => m.NotFoundRoute,
        ),
      },
    ],
  },
];
