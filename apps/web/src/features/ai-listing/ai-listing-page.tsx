import { useAiListing, type AiListingEntry } from './use-ai-listing.ts';

export function AiListingPage({ entry }: { entry: AiListingEntry }) {
  const { view } = useAiListing(entry);
  return <p>{view.phase}</p>;
}
