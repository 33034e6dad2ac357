// Demo listings for a fresh install, so the catalog is alive on first run (issue 4 item 8):
// every item type, spread over the demo members, with drawn photos. Items are created through
// the item service (the domain's listing rules validate every field), photos go through the
// listing-photo processing and storage of uploads, and the members' listings are published by
// the demo owner as a moderator would. Idempotent: a listing of the same type and name is never
// created twice (whoever owns it now: the demo trades pass some on).
import type { Role } from '@pedalswap/domain';
import type { ItemType } from '@pedalswap/domain/items';
import type { Db } from '../db/db.ts';
import type { ItemService } from '../items/service.ts';
import type { Storage } from '../storage/storage.ts';
import { processListingPhoto } from '../images/listing-photo.ts';
import { addProcessedPhoto } from '../images/service.ts';
import { DEMO_ITEMS, type DemoItem } from './demo-items-data.ts';
import { demoPhotoPng, type DemoSubject } from './demo-photo.ts';
import { itemExists, liveMembersByEmail } from './repository.ts';

export { DEMO_ITEMS };

interface SeedItemsDeps {
  db: Db;
  storage: Storage;
  /** The app's item service: the listings are made as their owners would make them. */
  items: ItemService;
}

/** What an item's photos show: its type's own drawing, a bike's by its category. */
export function demoSubject(demo: DemoItem): DemoSubject {
  const name = demo.fields.name.toLowerCase();
  const attributes = (demo.fields.attributes ?? {}) as Record<string, unknown>;
  const has = (...words: string[]) => words.some((w) => name.includes(w));
  switch (demo.type) {
    case 'bike': {
      const category = String(demo.fields.category ?? attributes.category ?? '');
      if (/road|gravel|touring/i.test(category)) return 'bike-road';
      if (/fat/i.test(category)) return 'bike-fat';
      if (/electric/i.test(category)) return 'bike-electric';
      if (/mountain/i.test(category)) return 'bike-mountain';
      return 'bike-city';
    }
    case 'part': {
      const category = String(attributes.part_category ?? '');
      if (has('derailleur')) return 'derailleur';
      if (category === 'Wheels' || has('wheel')) return 'wheel';
      if (category === 'Drivetrain' || has('crank')) return 'crankset';
      if (category === 'Suspension' || category === 'Frame' || has('fork')) return 'fork';
      if (category === 'Cockpit' || has('bar', 'stem')) return 'handlebar';
      if (category === 'Brakes') return 'brake';
      return 'derailleur';
    }
    case 'accessory':
      if (has('light')) return 'light';
      if (has('pump')) return 'pump';
      if (has('lock')) return 'lock';
      if (has('pannier')) return 'pannier';
      return 'bag';
    case 'gear':
      if (has('helmet')) return 'helmet';
      if (has('shoe')) return 'shoes';
      if (has('glove')) return 'gloves';
      if (has('tights', 'bib', 'pants', 'shorts')) return 'tights';
      if (has('bag', 'pack')) return 'bag';
      return 'jacket';
  }
}

/**
 * Colour and landscape variations per subject. Rendering and encoding a drawing is the slow
 * part of the seed, so the count of drawings is bounded (subjects x this) whatever the count of
 * listings; listings that share a drawing still get their own stored files, so deleting one
 * listing's photos never touches another's.
 */
export const DRAWINGS_PER_SUBJECT = 4;

type ProcessedPhoto = Awaited<ReturnType<typeof processListingPhoto>>;

async function addPhotos(
  deps: SeedItemsDeps,
  drawings: Map<string, Promise<ProcessedPhoto>>,
  itemId: string,
  subject: DemoSubject,
  first: number,
  count: number,
) {
  for (let i = 0; i < count; i++) {
    const variant = (first + i) % DRAWINGS_PER_SUBJECT;
    const key = `${subject}:${variant}`;
    let drawing = drawings.get(key);
    if (!drawing) {
      drawing = demoPhotoPng(subject, variant * 104729 + 7919).then(processListingPhoto);
      drawings.set(key, drawing);
    }
    await addProcessedPhoto(deps.db, deps.storage, itemId, await drawing, {
      isPrimary: i === 0,
      sortOrder: i,
    });
  }
}

/** Creates the demo listings that do not exist yet; returns how many were created. */
export async function seedDemoItems(deps: SeedItemsDeps): Promise<number> {
  const { db, items } = deps;
  const users = await liveMembersByEmail(db, [...new Set(DEMO_ITEMS.map((d) => d.owner))]);
  const byEmail = new Map(users.map((u) => [u.email, { id: u.id, role: u.role }]));
  const moderator = users.find((u) => u.role === 'owner');
  let created = 0;
  const drawings = new Map<string, Promise<ProcessedPhoto>>();
  for (const [n, demo] of DEMO_ITEMS.entries()) {
    const owner = byEmail.get(demo.owner);
    if (!owner) continue;
    if (await itemExists(db, demo.type, demo.fields.name)) continue;
    const item = await items.create(demo.type, demo.fields, owner);
    await addPhotos(deps, drawings, item.id, demoSubject(demo), n, demo.photos ?? 1);
    await setStatus(items, demo, item.id, owner, moderator);
    created += 1;
  }
  return created;
}

async function setStatus(
  items: ItemService,
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
