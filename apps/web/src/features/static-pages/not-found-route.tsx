import { NotFoundScreen } from '@pedalswap/ui/screens/error-screens';

// On its own, not in static-routes.tsx: the home page's first load does not carry the error
// screens (issue 11 item 2).
export const NotFoundRoute = () => <NotFoundScreen />;
