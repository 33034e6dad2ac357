import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { createLocalDiskStorage } from '../src/storage/local-disk.ts';
import { DEMO_ITEMS, demoSubject } from '../src/seed/demo-items.ts';
import { DEMO_LEDGERS } from '../src/seed/demo-tokens.ts';
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
    expect(first.ledgers).toBe(Object.keys(DEMO_LEDGERS).length);

    const published = DEMO_ITEMS.filter((d) => (d.status ?? 'published') === 'published');
    expect(published.length).toBeGreaterThanOrEqual(24);
    for (const type of ['bike', 'part', 'accessory', 'gear'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/items/${type}?limit=100` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<ItemList>();
      expect(body.items.length).toBe(published.filter((d) => d.type === type).length);
      expect(body.pagination.total).toBe(body.items.length);
      expect(body.items.every((i) => i.status === 'published' && i.images.length > 0)).toBe(true);
    }

    // The catalog's first page (the contract's default page size) is not all the bikes.
    const bikes = (await t.app.inject({ method: 'GET', url: '/api/items/bike' })).json<ItemList>();
    expect(bikes.items).toHaveLength(50);
    expect(bikes.pagination.totalPages).toBeGreaterThanOrEqual(2);
    const url = bikes.items[0]!.images[0]!.imageUrl;
    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);

    const queue = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM items WHERE status = 'pending_review'",
    );
    expect(queue?.n).toBe(2);

    // Each type's first listing shows its own picture, stored at the pipeline's three widths.
    const firstPhotos = await t.db.query<{ item_type: string; storage_key: string; width: number }>(
      `SELECT DISTINCT ON (it.item_type) it.item_type, im.storage_key, im.width
       FROM items it JOIN item_images im ON im.item_id = it.id
       ORDER BY it.item_type, it.created_at, im.sort_order`,
    );
    expect(firstPhotos).toHaveLength(4);
    const bytes = new Set<string>();
    for (const p of firstPhotos) {
      expect(p.width).toBe(1600);
      for (const w of [320, 800, 1600]) {
        const data = await readFile(
          join(t.app.config.dataDir, 'uploads', `${p.storage_key}-${w}.webp`),
        );
        expect(data.length, `${p.item_type} ${w}`).toBeGreaterThan(0);
        if (w === 800) bytes.add(data.toString('base64'));
      }
    }
    expect(bytes.size).toBe(4);

    // Every demo account has a history, and its balance is where the history ends.
    const ledgers = await t.db.query<{ balance: number; sum: number; rows: number }>(
      `SELECT u.token_balance AS balance, sum(x.token_amount)::int AS sum, count(x.id)::int AS rows
       FROM users u JOIN token_transactions x ON x.user_id = u.id GROUP BY u.id`,
    );
    expect(ledgers).toHaveLength(4);
    for (const l of ledgers) {
      expect(l.rows).toBeGreaterThan(0);
      expect(l.balance).toBe(l.sum);
    }
    expect(ledgers.some((l) => l.balance > 0)).toBe(true);

    const again = await seedDemo(t.db, storage);
    expect(again).toEqual({ accounts: [], items: 0, ledgers: 0 });
    const total = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM items');
    expect(total?.n).toBe(DEMO_ITEMS.length);
    const rows = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM token_transactions');
    expect(rows?.n).toBe(Object.values(DEMO_LEDGERS).flat().length);
  });

  it('draws each type its own pictures, and bikes by their category', async () => {
    const byType = new Map<string, Set<string>>();
    for (const d of DEMO_ITEMS) {
      const subjects = byType.get(d.type) ?? new Set();
      byType.set(d.type, subjects.add(demoSubject(d)));
    }
    const all = [...byType.values()].flatMap((s) => [...s]);
    expect(new Set(all).size).toBe(all.length);
    expect(byType.get('bike')!.size).toBeGreaterThanOrEqual(5);
    for (const type of ['part', 'accessory', 'gear'])
      expect(byType.get(type)!.size).toBeGreaterThanOrEqual(4);
  });
});
