import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

// The error screens load when a route fails, not with every page (issue 11 item 2: about 3 KB
// gzipped, with their icons, were in the entry).
const NotFoundScreen = lazy(() =>
  import('@pedalswap/ui/screens/error-screens').then((m) => ({ default: m.NotFoundScreen })),
);
const PageErrorScreen = lazy(() =>
  import('@pedalswap/ui/screens/error-screens').then((m) => ({ default: m.PageErrorScreen })),
);

/** The page-level error screen (spec 1 §2) for anything a route throws. */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : null;
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundScreen />
      ) : (
        <PageErrorScreen message={message} onRetry={() => window.location.reload()} />
      )}
    </Suspense>
  );
}
