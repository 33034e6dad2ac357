import { useLocation } from 'react-router';
import { AiListingPage } from './ai-listing-page.tsx';
import { readAiListingEntry } from './use-ai-listing.ts';

/**
 * /list-item/bike/ai (spec 2 §2.4), behind the listing editor's guard (signed in, verified
 * e-mail). The router state may carry the editor's photos as files, its item type and id.
 */
export function AiListingRoute() {
  const { state, key } = useLocation();
  // A new visit (another entry from the editor) starts a new flow.
  return <AiListingPage key={key} entry={readAiListingEntry(state)} />;
}
