// /help: a page of its own, so its text is not part of the home page's first load.
import { HelpScreen } from '@pedalswap/ui/screens/help-screen';

export const HelpRoute = () => <HelpScreen />;
