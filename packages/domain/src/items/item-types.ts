// Item types, statuses, conditions and the option lists of spec 2 §3 and §2.5, with their labels.
// One source for the contract's enums (openapi.yaml mirrors these lists), the server's checks
// and the editor's selects.

export const ITEM_TYPES = ['bike', 'part', 'accessory', 'gear'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_TYPE_LABELS: Readonly<Record<ItemType, string>> = Object.freeze({
  bike: 'Bike',
  part: 'Part',
  accessory: 'Accessory',
  gear: 'Gear',
});

export function isItemType(value: unknown): value is ItemType {
  return typeof value === 'string' && (ITEM_TYPES as readonly string[]).includes(value);
}

/** The {kind} of the detail page texts ('Loading bike details...'): the label in lower case. */
export const itemKind = (type: ItemType): string => ITEM_TYPE_LABELS[type].toLowerCase();

// ── status (spec 2 §3.2) ────────────────────────────────────────────────────────────────────

export const ITEM_STATUSES = [
  'draft',
  'pending_review',
  'published',
  'pending_trade',
  'trade_complete',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ITEM_STATUS_LABELS: Readonly<Record<ItemStatus, string>> = Object.freeze({
  draft: 'Draft',
  pending_review: 'Pending Review',
  published: 'Published',
  pending_trade: 'Trade in Progress',
  trade_complete: 'Trade Complete',
});

export function isItemStatus(value: unknown): value is ItemStatus {
  return typeof value === 'string' && (ITEM_STATUSES as readonly string[]).includes(value);
}

/** Badge text; any other status shows 'Unknown' (spec 2 §3.2). */
export function itemStatusLabel(status: string | null | undefined): string {
  return isItemStatus(status) ? ITEM_STATUS_LABELS[status] : 'Unknown';
}

/** Statuses anyone may see; drafts and pending_review are for the owner and staff only. */
export const PUBLIC_ITEM_STATUSES: readonly ItemStatus[] = [
  'published',
  'pending_trade',
  'trade_complete',
];

// ── conditions (spec 2 §3.4) ────────────────────────────────────────────────────────────────

/** The editor's choices. */
export const EDITOR_CONDITIONS = ['Like New', 'Excellent', 'Good', 'Fair', 'Needs Work'] as const;
/** The AI review's choices. */
export const AI_REVIEW_CONDITIONS = [
  'Excellent',
  'Very Good',
  'Good',
  'Fair',
  'Needs Work',
] as const;
/** Everything an item may carry: the editor's choices plus the AI review's 'Very Good'. */
export const ITEM_CONDITIONS = [
  'Like New',
  'Excellent',
  'Very Good',
  'Good',
  'Fair',
  'Needs Work',
] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

export function isItemCondition(value: unknown): value is ItemCondition {
  return typeof value === 'string' && (ITEM_CONDITIONS as readonly string[]).includes(value);
}

// ── attribute option lists (spec 2 §3.3) ────────────────────────────────────────────────────

export const BIKE_CATEGORIES = [
  'Mountain Bike',
  'Road Bike',
  'Hybrid Bike',
  'Electric Bike',
  'BMX',
  'Cruiser',
  'Gravel Bike',
  'Fat Bike',
  'Folding Bike',
  'Touring Bike',
  'Track/Fixed Gear',
  'Recumbent',
  'Tandem',
  'Kids Bike',
  'Other',
] as const;
export type BikeCategory = (typeof BIKE_CATEGORIES)[number];

export const WHEEL_SIZES = ['20"', '24"', '26"', '27.5"', '29"', '700c', '650b', 'Other'] as const;
export const FRAME_MATERIALS = ['Aluminum', 'Carbon Fiber', 'Steel', 'Titanium', 'Other'] as const;
export const SUSPENSIONS = ['Full', 'Front', 'Rigid'] as const;
export const BRAKE_TYPES = ['Disc', 'Rim', 'Hydraulic', 'Mechanical'] as const;
export const PART_CATEGORIES = [
  'Drivetrain',
  'Brakes',
  'Wheels',
  'Suspension',
  'Cockpit',
  'Frame',
  'Accessories',
  'Tools',
] as const;
export const ATTACHMENT_TYPES = [
  'Frame Mount',
  'Seat Post',
  'Handlebar',
  'Helmet',
  'Clip-on',
  'Strap-on',
  'Magnetic',
] as const;
export const GEAR_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size'] as const;
export const GEAR_SEASONS = ['Winter', 'Summer', 'All-Season', 'Spring/Fall'] as const;
export const GEAR_GENDERS = ['Unisex', "Men's", "Women's", 'Youth'] as const;

// ── AI review lists (spec 2 §3.4) ───────────────────────────────────────────────────────────

export const AI_BIKE_TYPES = [
  'Mountain',
  'Road',
  'Gravel',
  'Hybrid',
  'BMX',
  'Cruiser',
  'Electric',
  'Fat Bike',
] as const;
export const AI_MATERIALS = ['Aluminum', 'Carbon Fiber', 'Steel', 'Titanium', 'Chromoly'] as const;

/**
 * The bike category an item's free-text `category` stands for: the AI review's short names
 * ('Mountain') and the create fallback map to the catalog's categories ('Mountain Bike'), so the
 * Bike Type filter finds bikes however they were created. Unknown text gives null.
 */
export function bikeCategoryOf(category: string | null | undefined): BikeCategory | null {
  if (!category) return null;
  const text = category.trim().toLowerCase();
  const exact = BIKE_CATEGORIES.find((c) => c.toLowerCase() === text);
  if (exact) return exact;
  const withBike = BIKE_CATEGORIES.find((c) => c.toLowerCase() === `${text} bike`);
  return withBike ?? null;
}

// ── browse page filters (spec 2 §2.5) ───────────────────────────────────────────────────────

export const CATALOG_BIKE_TYPES = [
  'Mountain Bike',
  'Road Bike',
  'Gravel Bike',
  'Electric Bike',
  'Fat Bike',
  'Hybrid Bike',
] as const satisfies readonly BikeCategory[];
export const CATALOG_CONDITIONS = [
  'Like New',
  'Excellent',
  'Good',
  'Fair',
] as const satisfies readonly ItemCondition[];
/** Labels as the spec writes them; the value is what the location filter matches the start of. */
export const CATALOG_LOCATIONS = [
  { label: 'Portland OR', value: 'Portland' },
  { label: 'Seattle WA', value: 'Seattle' },
  { label: 'Vancouver BC', value: 'Vancouver' },
  { label: 'Bellingham WA', value: 'Bellingham' },
] as const;

/** Catalog orders (our decision, beyond the spec's newest-first): see openapi.yaml listItems. */
export const CATALOG_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const CATALOG_SORT_LABELS: Readonly<Record<CatalogSort, string>> = Object.freeze({
  newest: 'Newest first',
  oldest: 'Oldest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
});
