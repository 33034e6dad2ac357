// Story fixtures of the listing editor: one filled listing per item type and drawn photos.
import type { ItemType } from '@pedalswap/domain/item-types';
import {
  placeholderPhoto,
  type PhotoOptions,
} from '../../components/item-card/placeholder-photos.ts';
import type { EditorPhoto } from './editor-photos.ts';
import { newListingForm, type ListingFormValues } from './listing-form.ts';

/** The stories' clock: the year rule reads "between 1900 and 2027". */
export const STORY_NOW = new Date('2026-11-22T12:00:00Z');

export const EMPTY_BIKE_FORM: ListingFormValues = newListingForm('Portland, OR');

export const FILLED: Readonly<Record<ItemType, ListingFormValues>> = {
  bike: {
    name: 'Trek Marlin 7 trail hardtail',
    brand: 'Trek',
    model: 'Marlin 7',
    year: '2021',
    condition: 'Excellent',
    salePrice: '$850',
    description:
      'Ridden two seasons on Forest Park and Sandy Ridge. New chain and brake pads in the spring, tubeless set-up, dropper post added. A few scuffs on the top tube, nothing structural.',
    location: 'Portland, OR',
    attributes: {
      category: 'Mountain Bike',
      frame_size: 'M (17.5")',
      size_info: 'Fits riders 5\'6"–5\'11"',
      wheel_size: '29"',
      gearing: '1x10 Shimano Deore',
      frame_material: 'Aluminum',
      suspension: 'Front',
      brake_type: 'Hydraulic',
    },
  },
  part: {
    name: 'Shimano XT M8100 rear derailleur',
    brand: 'Shimano',
    model: 'RD-M8100-SGS',
    year: '2022',
    condition: 'Like New',
    salePrice: '$95',
    description:
      'Swapped off after one season when I went to a wireless group. Shifts crisply, cage and jockey wheels show barely any wear.',
    location: 'Seattle, WA',
    attributes: {
      part_category: 'Drivetrain',
      compatibility: 'Shimano 12-speed MTB',
      weight: '262 g',
      material: 'Aluminum and carbon',
      thread_size: '',
    },
  },
  accessory: {
    name: 'Ortlieb Back-Roller Classic panniers',
    brand: 'Ortlieb',
    model: 'Back-Roller Classic',
    year: '2020',
    condition: 'Good',
    salePrice: '',
    description:
      'A pair of rear panniers that survived three winters of commuting in the rain. Roll closures and QL1 hooks work perfectly; some fading on the sides.',
    location: 'Bellingham, WA',
    attributes: {
      attachment_type: 'Clip-on',
      size: '2 × 20 L',
      color: 'Signal red',
      capacity: '40 L',
      waterproof: true,
    },
  },
  gear: {
    name: 'Showers Pass Transit rain jacket',
    brand: 'Showers Pass',
    model: 'Transit CC',
    year: '2023',
    condition: 'Excellent',
    salePrice: '$140',
    description:
      "Women's medium, worn a handful of times before I sized down. Fully taped seams, keeps you dry through a proper Cascadia downpour.",
    location: 'Vancouver, BC',
    attributes: {
      size: 'M',
      gender: "Women's",
      season: 'All-Season',
      material: 'Three-layer waterproof shell',
      features: ['Reflective trim', 'Pit zips', 'Hood fits over a helmet'],
    },
  },
};

const photo = (
  id: string,
  options: PhotoOptions,
  extra: Partial<EditorPhoto> = {},
): EditorPhoto => ({
  id,
  url: placeholderPhoto({ width: 480, height: 360, ...options }),
  isPrimary: false,
  isExisting: true,
  ...extra,
});

export const PHOTOS: Readonly<Record<ItemType, EditorPhoto[]>> = {
  bike: [
    photo(
      'bike-1',
      { subject: 'mountain', scene: 'forest', color: '#c2410c' },
      { isPrimary: true },
    ),
    photo('bike-2', { subject: 'wheel', scene: 'studio' }),
    photo('bike-3', { subject: 'cog', scene: 'studio' }),
    photo('bike-4', { subject: 'mountain', scene: 'drizzle', color: '#c2410c' }),
  ],
  part: [
    photo('part-1', { subject: 'cog', scene: 'studio' }, { isPrimary: true }),
    photo('part-2', { subject: 'cog', scene: 'alpine' }),
  ],
  accessory: [
    photo('acc-1', { subject: 'bag', scene: 'studio', color: '#dc2626' }, { isPrimary: true }),
    photo('acc-2', { subject: 'bag', scene: 'drizzle', color: '#dc2626' }),
    photo('acc-3', { subject: 'light', scene: 'dusk', color: '#1f2937' }),
  ],
  gear: [
    photo('gear-1', { subject: 'jacket', scene: 'studio', color: '#0f766e' }, { isPrimary: true }),
    photo('gear-2', { subject: 'helmet', scene: 'alpine', color: '#0f766e' }),
  ],
};

const SUBJECTS: PhotoOptions['subject'][] = ['road', 'gravel', 'wheel', 'cog', 'electric'];
const SCENES: NonNullable<PhotoOptions['scene']>[] = [
  'dawn',
  'forest',
  'drizzle',
  'alpine',
  'dusk',
];

/** A full listing: 10 photos, the limit of spec 2 §5.1. */
export const TEN_PHOTOS: EditorPhoto[] = Array.from({ length: 10 }, (_, i) =>
  photo(
    `full-${i + 1}`,
    { subject: SUBJECTS[i % SUBJECTS.length]!, scene: SCENES[(i * 2) % SCENES.length]! },
    { isPrimary: i === 0 },
  ),
);

/** A new photo chosen in the story (the app would show the file's object URL). */
export function storyPhotoFor(file: File, index: number): EditorPhoto {
  return {
    id: `new-${index}-${file.name}`,
    url: placeholderPhoto({
      subject: SUBJECTS[index % SUBJECTS.length]!,
      scene: SCENES[index % SCENES.length]!,
      width: 480,
      height: 360,
    }),
    isPrimary: false,
    isExisting: false,
    name: file.name,
  };
}

/** Lifecycle events as `availableItemActions` answers them (packages/machines). */
export const MEMBER_DRAFT_ACTIONS = ['SUBMIT', 'EDIT', 'DELETE'] as const;
export const STAFF_DRAFT_ACTIONS = [
  'SUBMIT',
  'PUBLISH',
  'EDIT',
  'DELETE',
  'TRANSFER_OWNERSHIP',
] as const;
export const PENDING_REVIEW_ACTIONS = ['UNPUBLISH', 'EDIT', 'DELETE'] as const;
export const PUBLISHED_ACTIONS = ['UNPUBLISH', 'OFFER_ACCEPTED', 'EDIT', 'DELETE'] as const;
