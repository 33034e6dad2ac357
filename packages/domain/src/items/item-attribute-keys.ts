// The attribute keys of each item type, kept apart from the zod shapes of item-rules.ts so the
// item page and the editor can list a listing's facts without bringing zod into their first load
// (issue 11: zod is about 25 KB gzipped). item-rules.test.ts checks that both list the same keys.
import type { ItemType } from './item-types.ts';

/** The attribute keys of each type, in display order, e.g. for the editor's attributes card. */
export const ATTRIBUTE_KEYS: Readonly<Record<ItemType, readonly string[]>> = Object.freeze({
  bike: [
    'category',
    'size_info',
    'frame_size',
    'wheel_size',
    'gearing',
    'frame_material',
    'suspension',
    'brake_type',
    'color',
    'components',
  ],
  part: ['part_category', 'compatibility', 'weight', 'material', 'thread_size'],
  accessory: ['size', 'color', 'waterproof', 'capacity', 'attachment_type'],
  gear: ['size', 'material', 'season', 'gender', 'features'],
});
