// Demo listings for a fresh install, so the catalog is alive on first run (issue 4 item 8):
// every item type, spread over the demo members, with drawn photos. Items are created through
// the item service (the domain's listing rules validate every field), photos go through the
// listing-photo processing and storage of uploads, and the members' listings are published by
// the demo owner as a moderator would. Idempotent: a member's listing of the same type and name
// is never created twice.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@pedalswap/domain';
import type { ItemType } from '@pedalswap/domain/items';
import type { Db } from '../db/db.ts';
import type { Storage } from '../storage/storage.ts';
import { createLocalBus } from '../events/local-bus.ts';
import { createItemPhotos } from '../images/item-photos.ts';
import { itemEventsOn } from '../items/item-events.ts';
import { createItemService } from '../items/service.ts';
import { processListingPhoto, variantKey } from '../images/listing-photo.ts';
import * as images from '../images/repository.ts';
import { DEMO_ITEMS, type DemoItem } from './demo-items-data.ts';
import { demoPhotoPng } from './demo-photo.ts';

export { DEMO_ITEMS };

const silentLog = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return silentLog;
  },
} as unknown as FastifyBaseLogger;

interface SeedItemsDeps {
  db: Db;
  storage: Storage;
  log?: FastifyBaseLogger;
}

async function addPhotos(deps: SeedItemsDeps, itemId: string, seeds: readonly number[]) {
  for (const [i, seed] of seeds.entries()) {
    const photo = await processListingPhoto(await demoPhotoPng(seed));
    const storageKey = `items/${itemId}/${randomUUID()}`;
    for (const v of photo.variants)
      await deps.storage.put(variantKey(storageKey, v.width), v.data, 'image/webp');
    await images.insertImage(deps.db, {
      id: randomUUID(),
      itemId,
      storageKey,
      isPrimary: i === 0,
      sortOrder: i,
      width: photo.width,
      height: photo.height,
    });
  }
}

/** Creates the demo listings that do not exist yet; returns how many were created. */
export async function seedDemoItems(deps: SeedItemsDeps): Promise<number> {
  const { db } = deps;
  const items = createItemService({
    db,
    storage: deps.storage,
    photos: createItemPhotos(deps.storage),
    // Nobody listens while seeding: a bus of its own, not the app's.
    events: itemEventsOn(createLocalBus(() => {})),
    log: deps.log ?? silentLog,
  });
  const users = await db.query<{ id: string; email: string; role: Role }>(
    'SELECT id, email, role FROM users WHERE email = ANY($1) AND deleted_at IS NULL',
    [[...new Set(DEMO_ITEMS.map((d) => d.owner))]],
  );
  const byEmail = new Map(users.map((u) => [u.email, { id: u.id, role: u.role }]));
  const moderator = users.find((u) => u.role === 'owner');
  let created = 0;
  for (const [n, demo] of DEMO_ITEMS.entries()) {
    const owner = byEmail.get(demo.owner);
    if (!owner) continue;
    const exists = await db.one<{ found: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM items WHERE owner_id = $1 AND item_type = $2 AND name = $3) AS found',
      [owner.id, demo.type, demo.fields.name],
    );
    if (exists?.found) continue;
    const item = await items.create(demo.type, demo.fields, owner);
    await addPhotos(deps, item.id, photoSeeds(n, demo));
    await setStatus(items, demo, item.id, owner, moderator);
    created += 1;
  }
  return created;
}

const photoSeeds = (n: number, demo: DemoItem) =>
  Array.from({ length: demo.photos ?? 1 }, (_, i) => (n + 1) * 7919 + i * 104729);

async function setStatus(
  items: ReturnType<typeof createItemService>,
  demo: DemoItem,
  id: string,
  owner: { id: string; role: Role },
  moderator: { id: string; role: Role } | undefined,
) {
  const status = demo.status ?? 'published';
  if (status === 'draft') return;
  if (status === 'pending_review') {
    await items.update(demo.type satisfies ItemType, id, { status: 'pending_review' }, owner);
    return;
  }
  // Staff publish their own listings; the members' are published by the demo owner.
  await items.publish(demo.type, id, owner.role === 'user' && moderator ? moderator : owner);
}
