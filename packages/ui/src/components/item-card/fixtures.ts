// Story fixtures: listings of every item type with drawn placeholder photos. Not shipped logic.
import type { Item } from './item-display.ts';
import { placeholderPhoto, type PhotoOptions } from './placeholder-photos.ts';

/** Drawn photos as the API sends them, ids `{prefix}-img-{n}`, the first one primary. */
export const fixturePhotos = (prefix: string, list: readonly PhotoOptions[]): Item['images'] =>
  list.map((options, i) => ({
    id: `${prefix}-img-${i + 1}`,
    imageUrl: placeholderPhoto(options),
    imageKey: null,
    isPrimary: i === 0,
    sortOrder: i,
  }));

export const MAYA = {
  id: '7d1b2c4e-0000-4000-8000-000000000001',
  firstName: 'Maya',
  lastName: 'Okafor',
  role: 'user' as const,
  avatarUrl: null,
};
export const JONAS = {
  id: '7d1b2c4e-0000-4000-8000-000000000002',
  firstName: 'Jonas',
  lastName: 'Whitfield',
  role: 'user' as const,
  avatarUrl: null,
};
export const ROSA = {
  id: '7d1b2c4e-0000-4000-8000-000000000003',
  firstName: 'Rosa',
  lastName: 'Delgado',
  role: 'owner' as const,
  avatarUrl: null,
};

let serial = 0;

/** A complete API item: the given fields over sensible defaults. */
export function makeItem(fields: Partial<Item> & Pick<Item, 'itemType' | 'name'>): Item {
  serial += 1;
  const owner = fields.owner ?? MAYA;
  return {
    id: `5f0c9a7e-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    brand: 'Unknown',
    model: null,
    year: null,
    category: null,
    condition: 'Good',
    location: 'Portland, OR',
    description: 'Well looked after and ready to ride.',
    salePrice: null,
    estimatedValue: null,
    isTradeOnly: false,
    sizeInfo: null,
    tradePreference: null,
    status: 'published',
    rejectionReason: null,
    ownerId: owner.id,
    owner,
    ownerFirstName: owner.firstName,
    ownerLastName: owner.lastName,
    images: [],
    attributes: {},
    bikeType: null,
    frameSize: null,
    hasActiveOffer: false,
    latestOffer: null,
    pendingOfferCount: 0,
    createdAt: '2026-11-02T17:30:00Z',
    updatedAt: '2026-11-04T09:12:00Z',
    publishedAt: '2026-11-04T09:12:00Z',
    ...fields,
  };
}

export const TREK_FUEL = makeItem({
  itemType: 'bike',
  name: 'Trek Fuel EX 8',
  brand: 'Trek',
  model: 'Fuel EX 8',
  year: 2022,
  category: 'Mountain Bike',
  bikeType: 'Mountain Bike',
  frameSize: 'L (19.5")',
  condition: 'Excellent',
  location: 'Portland, OR',
  salePrice: 2850,
  estimatedValue: 3100,
  sizeInfo: 'Fits riders 5\'10" to 6\'2"',
  tradePreference: 'Open to trades for a gravel bike plus cash',
  description:
    'Trail-ready full-suspension ripper, ridden mostly at Sandy Ridge and Forest Park. Fresh fork and shock service in September, new tubeless sealant, dropper post works perfectly. A few scuffs on the chainstay, nothing structural.',
  images: fixturePhotos('trek', [
    { subject: 'mountain', scene: 'forest', color: '#c2410c' },
    { subject: 'mountain', scene: 'dawn', color: '#c2410c' },
    { subject: 'wheel', scene: 'studio' },
    { subject: 'cog', scene: 'drizzle' },
    { subject: 'mountain', scene: 'alpine', color: '#c2410c' },
    { subject: 'mountain', scene: 'dusk', color: '#c2410c' },
    { subject: 'wheel', scene: 'drizzle' },
    { subject: 'cog', scene: 'studio' },
    { subject: 'mountain', scene: 'drizzle', color: '#c2410c' },
    { subject: 'mountain', scene: 'forest', color: '#c2410c', width: 360, height: 480 },
  ]),
  attributes: {
    category: 'Mountain Bike',
    frame_size: 'L (19.5")',
    wheel_size: '29"',
    frame_material: 'Aluminum',
    suspension: 'Full',
    brake_type: 'Hydraulic',
    gearing: '1x12 SRAM GX Eagle',
    size_info: 'Fits riders 5\'10" to 6\'2"',
    bikeType: 'Mountain Bike',
    frameSize: 'L (19.5")',
    wheelSize: '29"',
  },
  owner: MAYA,
  createdAt: '2026-11-12T16:05:00Z',
});

export const SURLY_STRAGGLER = makeItem({
  itemType: 'bike',
  name: 'Surly Straggler',
  brand: 'Surly',
  model: 'Straggler',
  year: 2019,
  category: 'Gravel Bike',
  bikeType: 'Gravel Bike',
  condition: 'Good',
  location: 'Seattle, WA',
  salePrice: 1100,
  description:
    'Steel gravel workhorse with rack mounts everywhere. Did the Oregon Outback on it twice. 700c wheels with 42 mm tires, bar-end shifters.',
  images: fixturePhotos('surly', [
    { subject: 'gravel', scene: 'drizzle', color: '#2563eb' },
    { subject: 'gravel', scene: 'alpine', color: '#2563eb' },
    { subject: 'cog', scene: 'studio' },
  ]),
  attributes: {
    category: 'Gravel Bike',
    wheel_size: '700c',
    frame_material: 'Steel',
    suspension: 'Rigid',
    brake_type: 'Mechanical',
  },
  owner: JONAS,
});

export const XT_CASSETTE = makeItem({
  itemType: 'part',
  name: 'Shimano XT M8100 Cassette',
  brand: 'Shimano',
  model: 'CS-M8100',
  year: 2023,
  condition: 'Like New',
  location: 'Bellingham, WA',
  salePrice: 95,
  description:
    '10-51T, 12-speed. Around 300 km on it before I switched to a one-by wide-range setup.',
  images: fixturePhotos('xt', [
    { subject: 'cog', scene: 'drizzle' },
    { subject: 'cog', scene: 'studio' },
  ]),
  attributes: {
    part_category: 'Drivetrain',
    compatibility: 'Shimano Micro Spline, 12-speed',
    weight: '470 g',
    material: 'Steel and aluminium',
    partType: 'Drivetrain',
  },
  owner: JONAS,
});

export const LEZYNE_LIGHT = makeItem({
  itemType: 'accessory',
  name: 'Lezyne Macro Drive 1300XXL',
  brand: 'Lezyne',
  model: 'Macro Drive 1300XXL',
  condition: 'Excellent',
  location: 'Vancouver, BC',
  salePrice: 65,
  description:
    'Bright enough for the dark December commute along the seawall. Comes with the handlebar mount and USB cable.',
  images: fixturePhotos('lezyne', [
    { subject: 'light', scene: 'dusk', color: '#ca8a04' },
    { subject: 'light', scene: 'studio', color: '#ca8a04' },
  ]),
  attributes: {
    color: 'Black',
    waterproof: true,
    attachment_type: 'Handlebar',
    accessoryType: 'Handlebar',
  },
  owner: ROSA,
});

export const SHOWERS_PASS = makeItem({
  itemType: 'gear',
  name: 'Showers Pass Refuge Jacket',
  brand: 'Showers Pass',
  model: 'Refuge',
  condition: 'Like New',
  location: 'Portland, OR',
  salePrice: 140,
  description:
    'Properly waterproof, made for Portland winters. Worn a handful of times; it just does not fit me anymore.',
  images: fixturePhotos('showers', [
    { subject: 'jacket', scene: 'forest', color: '#65a30d' },
    { subject: 'jacket', scene: 'drizzle', color: '#65a30d' },
  ]),
  attributes: {
    size: 'M',
    material: 'eVent 3-layer',
    season: 'All-Season',
    gender: "Women's",
    features: ['Pit zips', 'Reflective trim', 'Packable hood'],
    gearType: 'All-Season',
  },
  owner: MAYA,
});

export const TURBO_VADO = makeItem({
  itemType: 'bike',
  name: 'Specialized Turbo Vado 4.0',
  brand: 'Specialized',
  model: 'Turbo Vado 4.0',
  year: 2021,
  category: 'Electric Bike',
  bikeType: 'Electric Bike',
  condition: 'Fair',
  location: 'Seattle, WA',
  isTradeOnly: true,
  description:
    'Commuter e-bike that flattened Queen Anne hill for me. Battery holds about 80% of its range. Looking to trade for a cargo bike.',
  images: fixturePhotos('vado', [
    { subject: 'electric', scene: 'dusk', color: '#334155' },
    { subject: 'electric', scene: 'drizzle', color: '#334155' },
  ]),
  attributes: { category: 'Electric Bike', wheel_size: '27.5"', brake_type: 'Hydraulic' },
  owner: JONAS,
});

export const GIRO_HELMET = makeItem({
  itemType: 'gear',
  name: 'Giro Manifest Spherical Helmet',
  brand: 'Giro',
  model: 'Manifest Spherical',
  condition: 'Excellent',
  location: 'Bellingham, WA',
  salePrice: 120,
  description: 'No crashes, always stored indoors. MIPS Spherical, size medium.',
  images: fixturePhotos('giro', [{ subject: 'helmet', scene: 'alpine', color: '#db2777' }]),
  attributes: { size: 'M', season: 'Summer', gender: 'Unisex' },
  owner: ROSA,
});

export const REVELATE_BAG = makeItem({
  itemType: 'accessory',
  name: 'Revelate Designs Tangle Frame Bag',
  brand: 'Revelate Designs',
  model: 'Tangle',
  condition: 'Good',
  location: 'Portland, OR',
  salePrice: 45,
  description: 'Medium half-frame bag, fits most 54-58 cm frames. Zipper is a little stiff.',
  images: fixturePhotos('revelate', [{ subject: 'bag', scene: 'forest', color: '#334155' }]),
  attributes: { size: 'Medium', color: 'Black', waterproof: false, attachment_type: 'Strap-on' },
  owner: JONAS,
});

export const CAAD13 = makeItem({
  itemType: 'bike',
  name: 'Cannondale CAAD13 105',
  brand: 'Cannondale',
  model: 'CAAD13 105',
  year: 2020,
  category: 'Road Bike',
  bikeType: 'Road Bike',
  condition: 'Like New',
  location: 'Bellingham, WA',
  salePrice: 1350,
  description:
    'Fast aluminium road bike, Chuckanut Drive tested. 56 cm, Shimano 105 R7000, new bar tape.',
  images: fixturePhotos('caad', [
    { subject: 'road', scene: 'alpine', color: '#b91c1c' },
    { subject: 'road', scene: 'dawn', color: '#b91c1c' },
    { subject: 'wheel', scene: 'studio' },
  ]),
  attributes: {
    category: 'Road Bike',
    frame_size: '56 cm',
    wheel_size: '700c',
    frame_material: 'Aluminum',
  },
  owner: MAYA,
});

export const DT_WHEELSET = makeItem({
  itemType: 'part',
  name: 'DT Swiss XM 1700 Wheelset',
  brand: 'DT Swiss',
  model: 'XM 1700 Spline',
  condition: 'Good',
  location: 'Vancouver, BC',
  salePrice: 380,
  description: '29" Boost, tubeless ready, 6-bolt. Trued last month.',
  images: fixturePhotos('dt', [{ subject: 'wheel', scene: 'drizzle' }]),
  attributes: { part_category: 'Wheels', compatibility: '29" Boost 110/148', weight: '1,830 g' },
  owner: ROSA,
});

/** No photos, and the owner's name is not shared: 'Anonymous'. */
export const KONA_HONZO = makeItem({
  itemType: 'bike',
  name: 'Kona Honzo ST',
  brand: 'Kona',
  model: 'Honzo ST',
  year: 2018,
  category: 'Mountain Bike',
  bikeType: 'Mountain Bike',
  condition: 'Needs Work',
  location: 'Bellingham, WA',
  salePrice: 600,
  description:
    'Steel hardtail, a Galbraith classic. Needs a new chain and brake pads; photos coming soon.',
  images: [],
  attributes: { category: 'Mountain Bike', frame_material: 'Steel', suspension: 'Front' },
  owner: undefined,
  ownerFirstName: '',
  ownerLastName: '',
});

export const MIXED_ITEMS: readonly Item[] = [
  TREK_FUEL,
  XT_CASSETTE,
  LEZYNE_LIGHT,
  SHOWERS_PASS,
  SURLY_STRAGGLER,
  TURBO_VADO,
  GIRO_HELMET,
  REVELATE_BAG,
  CAAD13,
  DT_WHEELSET,
  KONA_HONZO,
];

export const BIKES: readonly Item[] = MIXED_ITEMS.filter((item) => item.itemType === 'bike');
