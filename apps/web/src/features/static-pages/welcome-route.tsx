import { WelcomeScreen } from '@pedalswap/ui/screens/welcome-screen';

// On its own, not in static-routes.tsx with the home page: the home page's first load does not
// carry the welcome screen (issue 11 item 2).
export const WelcomeRoute = () => <WelcomeScreen />;
