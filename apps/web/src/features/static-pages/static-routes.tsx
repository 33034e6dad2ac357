// Routes that only render a screen: no data, no workflow.
import { HomeScreen } from '@pedalswap/ui/screens/home-screen';
import { WelcomeScreen } from '@pedalswap/ui/screens/welcome-screen';
import { NotFoundScreen } from '@pedalswap/ui/screens/error-screens';

export const HomeRoute = () => <HomeScreen />;
export const WelcomeRoute = () => <WelcomeScreen />;
export const NotFoundRoute = () => <NotFoundScreen />;
