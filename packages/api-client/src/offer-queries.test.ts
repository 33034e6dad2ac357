import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { cancelOfferMutationOptions, myOffersQueryOptions, offerKeys } from './offer-queries.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: () => Response) {
  const urls: URL[] = [];
  const client = createApiClient({
    baseUrl: 'http://localhost/api',
    fetch: async (request) => {
      urls.push(new URL(request.url));
      return answer();
    },
  });
  return { client, urls, queryClient: new QueryClient() };
}

describe('the profile’s offer queries', () => {
  it('reads the caller’s offers 50 at a time in one direction, every 60 s, not on focus', async () => {
    const page = { offers: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } };
    const { client, urls, queryClient } = setup(() => json(200, page));
    const options = myOffersQueryOptions(client, { direction: 'sent' });
    expect(options.queryKey).toEqual(offerKeys.myList({ limit: 50, direction: 'sent' }));
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(await queryClient.fetchQuery(options)).toEqual(page);
    expect(urls[0]!.pathname).toBe('/api/offers/my-offers');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ limit: '50', direction: 'sent' });
  });

  it('reads the profile’s lists again after a cancel', async () => {
    const { client, queryClient } = setup(() => json(200, { message: 'ok', offer: {} }));
    const key = offerKeys.myList({ limit: 50, direction: 'sent' });
    queryClient.setQueryData(key, { offers: [] });
    const options = cancelOfferMutationOptions(client);
    const mutation = queryClient.getMutationCache().build(queryClient, options);
    await mutation.execute({ id: 'o1', itemType: 'bike', itemId: 'b1' });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
