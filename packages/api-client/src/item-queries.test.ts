import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { itemKeys, itemListQueryOptions, itemQueryOptions } from './item-queries.ts';

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
  return {
    client,
    urls,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
}

describe('item queries', () => {
  it('lists one type with its filters, leaving empty ones out of the call and the key', async () => {
    const page = {
      items: [],
      pagination: { page: 2, limit: 12, total: 0, totalPages: 0, pages: 0 },
    };
    const { client, urls, queryClient } = setup(() => json(200, page));
    const options = itemListQueryOptions(client, 'bike', {
      search: 'kona',
      bikeType: 'Mountain Bike',
      location: '',
      page: 2,
    });
    expect(options.queryKey).toEqual(
      itemKeys.list('bike', { search: 'kona', bikeType: 'Mountain Bike', page: 2 }),
    );
    expect(await queryClient.fetchQuery(options)).toEqual(page);
    expect(urls[0]!.pathname).toBe('/api/items/bike');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      search: 'kona',
      bikeType: 'Mountain Bike',
      page: '2',
    });
  });

  it('reads one item, and a 404 is an ApiRequestError', async () => {
    const item = { id: 'abc', name: 'Kona' };
    const ok = setup(() => json(200, { item }));
    expect(await ok.queryClient.fetchQuery(itemQueryOptions(ok.client, 'part', 'abc'))).toEqual(
      item,
    );
    expect(ok.urls[0]!.pathname).toBe('/api/items/part/abc');

    const missing = setup(() => json(404, { error: 'not_found', message: 'Part not found' }));
    await expect(
      missing.queryClient.fetchQuery(itemQueryOptions(missing.client, 'part', 'abc')),
    ).rejects.toBeInstanceOf(ApiRequestError);
  });
});
