import { describe, expect, it, vi } from 'vitest';
import { createLazyApiClient } from './lazy-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createLazyApiClient', () => {
  it('makes the same call as createApiClient, with its options, once client.ts has loaded', async () => {
    const fetch = vi.fn(async (request: Request) => {
      expect(request.headers.get('authorization')).toBe('Bearer token');
      return json(200, { message: 'ok' });
    });
    const { client } = createLazyApiClient({
      baseUrl: 'http://localhost/api',
      fetch,
      getAccessToken: () => 'token',
    });
    const { data, response } = await client.POST('/auth/logout', {
      body: { refreshToken: 'r' },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ message: 'ok' });
    expect(new URL(fetch.mock.calls[0]![0].url).pathname).toBe('/api/auth/logout');
  });

  it('runs middleware registered before the first call', async () => {
    const fetch = vi.fn(async () => json(200, { message: 'ok' }));
    const { client, preload } = createLazyApiClient({ baseUrl: 'http://localhost/api', fetch });
    const seen: string[] = [];
    client.use({
      onRequest: ({ request }) => {
        seen.push(request.method);
      },
    });
    await preload();
    await client.POST('/auth/logout', { body: { refreshToken: 'r' } });
    expect(seen).toEqual(['POST']);
  });
});
