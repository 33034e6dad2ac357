import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundScreen, PageErrorScreen } from '@pedalswap/ui/screens/error-screens';

/** The page-level error screen (spec 1 §2) for anything a route throws. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const message = error instanceof Error ? error.message : null;
  return <PageErrorScreen message={message} onRetry={() => window.location.reload()} />;
}
