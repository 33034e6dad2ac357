// Routes that only render a screen: no data, no workflow.
import { HomeScreen } from '@pedalswap/ui/screens/home-screen';

export const HomeRoute = () => <HomeScreen />;
