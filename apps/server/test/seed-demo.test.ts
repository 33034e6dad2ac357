import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { createLocalDiskStorage } from '../src/storage/local-disk.ts';
import { DEMO_ITEMS } from '../src/seed/demo-items.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { useTestApp } from './helpers.ts';

type ItemList = components['schemas']['ItemList'];

const t = useTestApp();

describe('demo seed', () => {
  it('lists published listings of every type with served photos, and seeds nothing twice', async () => {
    const storage = createLocalDiskStorage(join(t.app.config.dataDir, 'uploads'));
    const first = await seedDemo(t.db, storage);
    expect(first.accounts).toHaveLength(4);
    expect(first.items).toBe(DEMO_ITEMS.length);

    const published = DEMO_ITEMS.filter((d) => (d.status ?? 'published') === 'published');
    expect(published.length).toBeGreaterThanOrEqual(24);
    for (const type of ['bike', 'part', 'accessory', 'gear'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/items/${type}?limit=50` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<ItemList>();
      expect(body.items.length).toBe(published.filter((d) => d.type === type).length);
      expect(body.items.every((i) => i.status === 'published' && i.images.length > 0)).toBe(true);
    }

    const bikes = (await t.app.inject({ method: 'GET', url: '/api/items/bike' })).json<ItemList>();
    const url = bikes.items[0]!.images[0]!.imageUrl;
    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);

    const queue = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM items WHERE status = 'pending_review'",
    );
    expect(queue?.n).toBe(2);

    const again = await seedDemo(t.db, storage);
    expect(again).toEqual({ accounts: [], items: 0 });
    const total = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM items');
    expect(total?.n).toBe(DEMO_ITEMS.length);
  });
});
