// How the attributes card shows each type's optional attributes (spec 2 §3.3): label, control
// and options. Keys and option lists come from packages/domain, so the card offers exactly
// what the server accepts.
import { ITEM_LIMITS } from '@pedalswap/domain/item-messages';
import {
  ATTACHMENT_TYPES,
  BIKE_CATEGORIES,
  BRAKE_TYPES,
  FRAME_MATERIALS,
  GEAR_GENDERS,
  GEAR_SEASONS,
  GEAR_SIZES,
  PART_CATEGORIES,
  SUSPENSIONS,
  WHEEL_SIZES,
  type ItemType,
} from '@pedalswap/domain/item-types';

export type AttributeField =
  | { key: string; label: string; kind: 'text'; placeholder?: string }
  | { key: string; label: string; kind: 'select'; options: readonly string[] }
  | { key: string; label: string; kind: 'boolean'; description: string }
  | { key: string; label: string; kind: 'list'; max: number; placeholder?: string };

export const ATTRIBUTE_FIELDS: Readonly<Record<ItemType, readonly AttributeField[]>> = {
  bike: [
    { key: 'category', label: 'Category', kind: 'select', options: BIKE_CATEGORIES },
    { key: 'frame_size', label: 'Frame size', kind: 'text', placeholder: 'e.g. 54 cm or M' },
    {
      key: 'size_info',
      label: 'Size info',
      kind: 'text',
      placeholder: 'e.g. fits riders 5\'6"–5\'10"',
    },
    { key: 'wheel_size', label: 'Wheel size', kind: 'select', options: WHEEL_SIZES },
    { key: 'gearing', label: 'Gearing', kind: 'text', placeholder: 'e.g. 1x12 Shimano Deore' },
    { key: 'frame_material', label: 'Frame material', kind: 'select', options: FRAME_MATERIALS },
    { key: 'suspension', label: 'Suspension', kind: 'select', options: SUSPENSIONS },
    { key: 'brake_type', label: 'Brake type', kind: 'select', options: BRAKE_TYPES },
  ],
  part: [
    { key: 'part_category', label: 'Part category', kind: 'select', options: PART_CATEGORIES },
    {
      key: 'compatibility',
      label: 'Compatibility',
      kind: 'text',
      placeholder: 'e.g. Shimano 11-speed road',
    },
    { key: 'weight', label: 'Weight', kind: 'text', placeholder: 'e.g. 320 g' },
    { key: 'material', label: 'Material', kind: 'text', placeholder: 'e.g. Aluminum' },
    { key: 'thread_size', label: 'Thread size', kind: 'text', placeholder: 'e.g. BSA 68 mm' },
  ],
  accessory: [
    {
      key: 'attachment_type',
      label: 'Attachment type',
      kind: 'select',
      options: ATTACHMENT_TYPES,
    },
    { key: 'size', label: 'Size', kind: 'text', placeholder: 'e.g. 1.5 L' },
    { key: 'color', label: 'Color', kind: 'text', placeholder: 'e.g. Black' },
    { key: 'capacity', label: 'Capacity', kind: 'text', placeholder: 'e.g. 12 L' },
    {
      key: 'waterproof',
      label: 'Waterproof',
      kind: 'boolean',
      description: 'Keeps its contents dry in Pacific Northwest rain.',
    },
  ],
  gear: [
    { key: 'size', label: 'Size', kind: 'select', options: GEAR_SIZES },
    { key: 'gender', label: 'Gender', kind: 'select', options: GEAR_GENDERS },
    { key: 'season', label: 'Season', kind: 'select', options: GEAR_SEASONS },
    { key: 'material', label: 'Material', kind: 'text', placeholder: 'e.g. Merino wool' },
    {
      key: 'features',
      label: 'Features',
      kind: 'list',
      max: ITEM_LIMITS.featuresMax,
      placeholder: 'e.g. Reflective trim',
    },
  ],
};
