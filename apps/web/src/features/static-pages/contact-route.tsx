// /contact: a page of its own, so its text is not part of the home page's first load.
import { ContactScreen } from '@pedalswap/ui/screens/contact-screen';

export const ContactRoute = () => <ContactScreen />;
