// The listing mutations (item-queries.ts): which call each one makes, and what it refreshes.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from './account-queries.ts';
import {
  createItemMutationOptions,
  deleteItemMutationOptions,
  itemKeys,
  publishItemMutationOptions,
  uploadItemImagesMutationOptions,
} from './item-queries.ts';
import {
  isInvalidated,
  json,
  recordingClient,
  runMutation,
} from './test-support/mutation-harness.ts';

const ID = '00000000-0000-4000-8000-0000000000a1';
const OWNER = '00000000-0000-4000-8000-000000000001';
const item = { id: ID, itemType: 'bike', name: 'Kona Honzo', status: 'draft', images: [] };

function setup(answer: () => Response) {
  const { client, sent } = recordingClient(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What a session has cached: a catalog page, a profile's bikes, the item itself.
  queryClient.setQueryData(itemKeys.list('bike', { page: 1 }), { items: [] });
  queryClient.setQueryData(accountKeys.bikes(OWNER), []);
  queryClient.setQueryData(itemKeys.detail('bike', ID), item);
  const invalidated = (key: readonly unknown[]) => isInvalidated(queryClient, key);
  return { client, queryClient, sent, invalidated };
}

describe('listing mutations', () => {
  it('create posts the body, stores the new item and refreshes the catalog and profiles', async () => {
    const created = { ...item, id: '00000000-0000-4000-8000-0000000000b2' };
    const { client, queryClient, sent, invalidated } = setup(() => json(201, { item: created }));
    const body = { name: 'Kona Honzo', brand: 'Kona', description: 'Steel trail hardtail.' };
    await runMutation(queryClient, createItemMutationOptions(client), {
      type: 'bike' as const,
      body: body as never,
    });
    expect(sent[0]!.method).toBe('POST');
    expect(new URL(sent[0]!.url).pathname).toBe('/api/items/bike');
    expect(await sent[0]!.json()).toEqual(body);
    expect(queryClient.getQueryData(itemKeys.detail('bike', created.id))).toEqual(created);
    expect(invalidated(itemKeys.list('bike', { page: 1 }))).toBe(true);
    expect(invalidated(accountKeys.bikes(OWNER))).toBe(true);
    // The detail of another item is left alone.
    expect(invalidated(itemKeys.detail('bike', ID))).toBe(false);
  });

  it('publish stores the answered status without refetching the detail', async () => {
    const published = { ...item, status: 'pending_review' };
    const { client, queryClient, sent, invalidated } = setup(() =>
      json(200, { item: published, publishedDirectly: false }),
    );
    await runMutation(queryClient, publishItemMutationOptions(client), {
      type: 'bike' as const,
      id: ID,
    });
    expect(new URL(sent[0]!.url).pathname).toBe(`/api/items/bike/${ID}/publish`);
    expect(queryClient.getQueryData(itemKeys.detail('bike', ID))).toEqual(published);
    expect(invalidated(itemKeys.detail('bike', ID))).toBe(false);
    expect(invalidated(itemKeys.list('bike', { page: 1 }))).toBe(true);
  });

  it('delete drops the detail and refreshes the lists', async () => {
    const { client, queryClient, sent, invalidated } = setup(() => json(200, { message: 'ok' }));
    await runMutation(queryClient, deleteItemMutationOptions(client), {
      type: 'bike' as const,
      id: ID,
    });
    expect(sent[0]!.method).toBe('DELETE');
    expect(queryClient.getQueryState(itemKeys.detail('bike', ID))).toBeUndefined();
    expect(invalidated(accountKeys.bikes(OWNER))).toBe(true);
  });

  it('upload sends the files and the primary index as multipart and refetches the item', async () => {
    const { client, queryClient, sent, invalidated } = setup(() => json(201, { images: [] }));
    const files = [
      new File([new Uint8Array([1, 2, 3])], 'side.png', { type: 'image/png' }),
      new File([new Uint8Array([4, 5])], 'decal.png', { type: 'image/png' }),
    ];
    await runMutation(queryClient, uploadItemImagesMutationOptions(client), {
      type: 'bike' as const,
      id: ID,
      files,
      primaryIndex: 1,
    });
    expect(new URL(sent[0]!.url).pathname).toBe(`/api/items/bike/${ID}/images`);
    const form = await sent[0]!.formData();
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['side.png', 'decal.png']);
    expect(form.get('primaryIndex')).toBe('1');
    expect(invalidated(itemKeys.detail('bike', ID))).toBe(true);
  });
});
