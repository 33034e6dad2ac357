// The moderation mutations (moderation-queries.ts): which call each one makes, and what it
// stores and refreshes.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from './account-queries.ts';
import { ApiRequestError } from './errors.ts';
import { itemKeys } from './item-queries.ts';
import {
  approveItemMutationOptions,
  rejectItemMutationOptions,
  unapproveItemMutationOptions,
} from './moderation-queries.ts';
import {
  isInvalidated,
  json,
  recordingClient,
  runMutation,
} from './test-support/mutation-harness.ts';

const ID = '00000000-0000-4000-8000-0000000000c3';
const OTHER = '00000000-0000-4000-8000-0000000000c4';
const OWNER = '00000000-0000-4000-8000-000000000001';
const part = { id: ID, itemType: 'part', name: 'XT Cassette', status: 'pending_review' };

function setup(answer: () => Response) {
  const { client, sent } = recordingClient(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What a staff session has cached: catalog pages, a profile's bikes, this item and another.
  queryClient.setQueryData(itemKeys.list('part', { page: 1 }), { items: [] });
  queryClient.setQueryData(itemKeys.list('bike'), { items: [] });
  queryClient.setQueryData(accountKeys.bikes(OWNER), []);
  queryClient.setQueryData(itemKeys.detail('part', ID), part);
  queryClient.setQueryData(itemKeys.detail('bike', OTHER), { id: OTHER });
  const invalidated = (key: readonly unknown[]) => isInvalidated(queryClient, key);
  return { client, queryClient, sent, invalidated };
}

describe('moderation mutations', () => {
  it('approve posts to /admin/items/{id}/approve, stores the item and refreshes the rest', async () => {
    const published = { ...part, status: 'published' };
    const { client, queryClient, sent, invalidated } = setup(() =>
      json(200, { item: published, message: 'Item approved' }),
    );
    const data = await runMutation(queryClient, approveItemMutationOptions(client), { id: ID });
    expect(data.message).toBe('Item approved');
    expect(sent[0]!.method).toBe('POST');
    expect(new URL(sent[0]!.url).pathname).toBe(`/api/admin/items/${ID}/approve`);
    expect(queryClient.getQueryData(itemKeys.detail('part', ID))).toEqual(published);
    // The answered item is fresh: no refetch of it; everything else about items is stale.
    expect(invalidated(itemKeys.detail('part', ID))).toBe(false);
    expect(invalidated(itemKeys.detail('bike', OTHER))).toBe(true);
    expect(invalidated(itemKeys.list('part', { page: 1 }))).toBe(true);
    expect(invalidated(itemKeys.list('bike'))).toBe(true);
    expect(invalidated(accountKeys.bikes(OWNER))).toBe(true);
  });

  it('reject sends the reason and stores the draft', async () => {
    const draft = { ...part, status: 'draft', rejectionReason: 'Blurry photos' };
    const { client, queryClient, sent, invalidated } = setup(() => json(200, { item: draft }));
    await runMutation(queryClient, rejectItemMutationOptions(client), {
      id: ID,
      reason: 'Blurry photos',
    });
    expect(new URL(sent[0]!.url).pathname).toBe(`/api/admin/items/${ID}/reject`);
    expect(await sent[0]!.json()).toEqual({ reason: 'Blurry photos' });
    expect(queryClient.getQueryData(itemKeys.detail('part', ID))).toEqual(draft);
    expect(invalidated(itemKeys.list('part', { page: 1 }))).toBe(true);
  });

  it('unapprove sends the reason to /admin/items/{id}/unapprove', async () => {
    const draft = { ...part, status: 'draft', rejectionReason: 'Listed twice' };
    const { client, queryClient, sent } = setup(() => json(200, { item: draft }));
    await runMutation(queryClient, unapproveItemMutationOptions(client), {
      id: ID,
      reason: 'Listed twice',
    });
    expect(new URL(sent[0]!.url).pathname).toBe(`/api/admin/items/${ID}/unapprove`);
    expect(await sent[0]!.json()).toEqual({ reason: 'Listed twice' });
    expect(queryClient.getQueryData(itemKeys.detail('part', ID))).toEqual(draft);
  });

  it("a refusal rejects with the server's message and leaves the cache alone", async () => {
    const { client, queryClient, invalidated } = setup(() =>
      json(403, { error: 'forbidden', message: 'You cannot unapprove your own listing' }),
    );
    const failure = runMutation(queryClient, unapproveItemMutationOptions(client), {
      id: ID,
      reason: 'Mine',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      message: 'You cannot unapprove your own listing',
    });
    expect(queryClient.getQueryData(itemKeys.detail('part', ID))).toEqual(part);
    expect(invalidated(itemKeys.list('part', { page: 1 }))).toBe(false);
  });

  it('a conflict (the item changed meanwhile) refetches that item only', async () => {
    const { client, queryClient, invalidated } = setup(() =>
      json(409, {
        error: 'invalid_transition',
        message: 'A part in status "Draft" cannot be unapproved.',
      }),
    );
    const failure = runMutation(queryClient, unapproveItemMutationOptions(client), {
      id: ID,
      reason: 'Stale page',
    });
    await expect(failure).rejects.toMatchObject({ status: 409 });
    expect(invalidated(itemKeys.detail('part', ID))).toBe(true);
    expect(invalidated(itemKeys.detail('bike', OTHER))).toBe(false);
    expect(invalidated(itemKeys.list('part', { page: 1 }))).toBe(false);
  });
});
