// What the item page lists about an item: its attribute badges (spec 2 §2.6, §3.3) and the
// fields of the Details list (§3.1), in a fixed order, only those with a value.
import { ATTRIBUTE_KEYS } from '@pedalswap/domain/items';
import { formatDate } from '@pedalswap/domain/shared';
import { formatDollars, isItemType, type Item } from '../../components/item-card/item-display.ts';

/** The attribute names as the editor's attributes card calls them. */
export const ATTRIBUTE_LABELS: Readonly<Record<string, string>> = {
  category: 'Category',
  size_info: 'Size info',
  frame_size: 'Frame size',
  wheel_size: 'Wheel size',
  gearing: 'Gearing',
  frame_material: 'Frame material',
  suspension: 'Suspension',
  brake_type: 'Brakes',
  part_category: 'Part category',
  compatibility: 'Compatibility',
  weight: 'Weight',
  material: 'Material',
  thread_size: 'Thread size',
  size: 'Size',
  color: 'Color',
  components: 'Components',
  waterproof: 'Waterproof',
  capacity: 'Capacity',
  attachment_type: 'Attachment',
  season: 'Season',
  gender: 'Fit',
  features: 'Features',
};

export interface AttributeFact {
  key: string;
  label: string;
  /** Display text; features become one fact each. */
  value: string;
}

/**
 * The item's attributes in the editor's order. The API also sends camelCase aliases
 * (bikeType, frameSize, ...) of the same values: those are skipped, and so is any key that does
 * not belong to the item's type.
 */
export function attributeFacts(item: Pick<Item, 'itemType' | 'attributes'>): AttributeFact[] {
  const attributes = (item.attributes ?? {}) as Record<string, unknown>;
  const keys = isItemType(item.itemType) ? ATTRIBUTE_KEYS[item.itemType] : [];
  const facts: AttributeFact[] = [];
  for (const key of keys) {
    const value = attributes[key];
    const label = ATTRIBUTE_LABELS[key] ?? key;
    if (key === 'features' && Array.isArray(value)) {
      value
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .forEach((feature, i) => facts.push({ key: `features-${i}`, label, value: feature }));
    } else if (typeof value === 'boolean') {
      facts.push({ key, label, value: value ? 'Yes' : 'No' });
    } else if (typeof value === 'string' && value.trim() !== '') {
      facts.push({ key, label, value: value.trim() });
    }
  }
  return facts;
}

/** Attributes chosen from a list (and features) make badges; free text stays in the lists. */
const BADGE_KEYS = new Set([
  'category',
  'frame_size',
  'wheel_size',
  'frame_material',
  'suspension',
  'brake_type',
  'part_category',
  'attachment_type',
  'waterproof',
  'size',
  'season',
  'gender',
]);

/** A badge's text, or null: option values speak for themselves, others get their name. */
export function attributeBadgeText(fact: AttributeFact): string | null {
  if (!BADGE_KEYS.has(fact.key) && !fact.key.startsWith('features-')) return null;
  if (fact.key === 'waterproof') return fact.value === 'Yes' ? 'Waterproof' : null;
  if (
    fact.key.startsWith('features-') ||
    fact.key === 'category' ||
    fact.key === 'part_category' ||
    fact.key === 'frame_material' ||
    fact.key === 'season'
  )
    return fact.value;
  if (fact.key === 'suspension') return `${fact.value} suspension`;
  if (fact.key === 'brake_type') return `${fact.value} brakes`;
  return `${fact.label}: ${fact.value}`;
}

type DetailFields = Pick<
  Item,
  'brand' | 'model' | 'year' | 'condition' | 'location' | 'isTradeOnly' | 'createdAt'
> &
  Partial<
    Pick<
      Item,
      | 'category'
      | 'bikeType'
      | 'frameSize'
      | 'sizeInfo'
      | 'estimatedValue'
      | 'tradePreference'
      | 'publishedAt'
    >
  >;

/** Item fields that repeat an attribute: the Details list leaves them to Specifications. */
export const FIELDS_SHOWN_AS_ATTRIBUTES: Readonly<Record<string, string>> = {
  category: 'Type',
  frame_size: 'Frame size',
  size_info: 'Size info',
};

export interface DetailFact {
  label: string;
  value: string;
}

/**
 * The Details list: every field of §3.1 the item has, attributes aside (a field whose attribute
 * the item also has, such as the bike type, is left to the attributes).
 */
export function detailFacts(
  item: DetailFields & Partial<Pick<Item, 'itemType' | 'attributes'>>,
  locale = 'en-US',
): DetailFact[] {
  const attributeKeys = new Set(
    item.itemType
      ? attributeFacts({ itemType: item.itemType, attributes: item.attributes ?? {} }).map(
          (f) => f.key,
        )
      : [],
  );
  const covered = new Set(
    Object.entries(FIELDS_SHOWN_AS_ATTRIBUTES)
      .filter(([key]) => attributeKeys.has(key))
      .map(([, label]) => label),
  );
  const listed = item.publishedAt ?? item.createdAt;
  const facts: (DetailFact | null)[] = [
    { label: 'Brand', value: item.brand },
    item.model ? { label: 'Model', value: item.model } : null,
    item.year ? { label: 'Year', value: String(item.year) } : null,
    { label: 'Condition', value: item.condition },
    (item.bikeType ?? item.category)
      ? { label: 'Type', value: (item.bikeType ?? item.category)! }
      : null,
    item.frameSize ? { label: 'Frame size', value: item.frameSize } : null,
    item.sizeInfo ? { label: 'Size info', value: item.sizeInfo } : null,
    { label: 'Location', value: item.location },
    formatDollars(item.estimatedValue, locale)
      ? { label: 'Estimated value', value: formatDollars(item.estimatedValue, locale)! }
      : null,
    { label: 'Trade only', value: item.isTradeOnly ? 'Yes' : 'No' },
    item.tradePreference ? { label: 'Trade preference', value: item.tradePreference } : null,
    listed ? { label: 'Listed', value: formatDate(listed, { locale, timeZone: 'UTC' }) } : null,
  ];
  return facts.filter(
    (f): f is DetailFact => f !== null && f.value.trim() !== '' && !covered.has(f.label),
  );
}
