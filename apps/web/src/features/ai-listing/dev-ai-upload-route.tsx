import { AiListingPage } from './ai-listing-page.tsx';

/**
 * /dev/ai-upload (spec 3 §2.1): the flow page from its upload step, without the sign-in guard.
 * Registered in development builds only (routes.tsx; the decision is in this folder's README).
 */
export function DevAiUploadRoute() {
  return <AiListingPage entry={{}} />;
}
