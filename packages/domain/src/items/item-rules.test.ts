import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldIssues } from '../shared/field-issues.ts';
import { ATTRIBUTE_KEYS } from './item-attribute-keys.ts';
import {
  ATTRIBUTE_SHAPES,
  attributesSchema,
  checkPhotoSelection,
  createItemSchema,
  draftPlaceholders,
  editNeedsReview,
  parsePrimaryIndex,
  reasonSchema,
  submissionIssues,
  updateItemSchema,
} from './item-rules.ts';
import { ITEM_LIMITS, ITEM_MESSAGES, maxItemYear, photoTipsFor } from './item-messages.ts';
import {
  bikeCategoryOf,
  isItemType,
  itemKind,
  itemStatusLabel,
  ITEM_STATUS_LABELS,
  ITEM_TYPE_LABELS,
} from './item-types.ts';
import {
  canDeleteItem,
  canEditItem,
  canModerateItems,
  canPublishDirectly,
  canUnapproveItem,
  canViewItem,
  showDeleteAction,
} from './item-permissions.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const valid = {
  name: 'Trek Marlin 7',
  brand: 'Trek',
  condition: 'Good',
  description: 'A well kept trail bike.',
  location: 'Portland, OR',
};

function issues(schema: z.ZodType, v: unknown) {
  const r = schema.safeParse(v);
  return r.success ? [] : toFieldIssues(r.error);
}

describe('item types and statuses', () => {
  it('labels the four types and the five statuses as the spec does', () => {
    expect(ITEM_TYPE_LABELS).toEqual({
      bike: 'Bike',
      part: 'Part',
      accessory: 'Accessory',
      gear: 'Gear',
    });
    expect(Object.values(ITEM_STATUS_LABELS)).toEqual([
      'Draft',
      'Pending Review',
      'Published',
      'Trade in Progress',
      'Trade Complete',
    ]);
    expect(itemStatusLabel('rejected')).toBe('Unknown');
    expect(itemStatusLabel(undefined)).toBe('Unknown');
    expect(isItemType('bike')).toBe(true);
    expect(isItemType('car')).toBe(false);
    expect(itemKind('accessory')).toBe('accessory');
  });

  it('maps the AI short bike types onto the catalog categories', () => {
    expect(bikeCategoryOf('Mountain')).toBe('Mountain Bike');
    expect(bikeCategoryOf('fat bike')).toBe('Fat Bike');
    expect(bikeCategoryOf('BMX')).toBe('BMX');
    expect(bikeCategoryOf('Unicycle')).toBeNull();
    expect(bikeCategoryOf(null)).toBeNull();
  });
});

describe('createItemSchema', () => {
  it('accepts the editor fields and trims text', () => {
    const r = createItemSchema('bike', NOW).parse({
      ...valid,
      name: '  Trek Marlin 7 ',
      model: '',
    });
    expect(r.name).toBe('Trek Marlin 7');
    expect(r.model).toBeNull();
  });

  it('gives the spec messages for each required field (spec 2 §5.3)', () => {
    expect(issues(createItemSchema('bike', NOW), {})).toEqual([
      { path: 'name', msg: 'Bike name is required' },
      { path: 'brand', msg: 'Brand is required' },
      { path: 'condition', msg: 'Condition is required' },
      { path: 'description', msg: 'Description is required' },
      { path: 'location', msg: 'Location is required' },
    ]);
    expect(issues(createItemSchema('part', NOW), { ...valid, name: '   ' })).toEqual([
      { path: 'name', msg: 'Part name is required' },
    ]);
  });

  it('gives the spec messages for the bounds of §9', () => {
    const out = issues(createItemSchema('bike', NOW), {
      name: 'x',
      brand: 'b'.repeat(101),
      condition: 'Good',
      description: 'too short',
      location: 'l'.repeat(256),
      year: 1899,
    });
    expect(out).toEqual([
      { path: 'name', msg: 'Bike name must be between 2 and 255 characters' },
      { path: 'brand', msg: 'Brand must be between 2 and 100 characters' },
      { path: 'year', msg: 'Year must be between 1900 and 2027' },
      { path: 'description', msg: 'Description must be between 10 and 2000 characters' },
      { path: 'location', msg: 'Location must be between 2 and 255 characters' },
    ]);
    expect(issues(createItemSchema('bike', NOW), { ...valid, year: 2028 })).toEqual([
      { path: 'year', msg: 'Year must be between 1900 and 2027' },
    ]);
    expect(issues(createItemSchema('bike', NOW), { ...valid, year: 2027 })).toEqual([]);
    expect(issues(createItemSchema('bike', NOW), { ...valid, year: 2001.5 })).toHaveLength(1);
    expect(maxItemYear(NOW)).toBe(2027);
  });

  it('checks the edges of every bound exactly', () => {
    const schema = createItemSchema('bike', NOW);
    const ok = (patch: object) => expect(issues(schema, { ...valid, ...patch })).toEqual([]);
    const bad = (patch: object) => expect(issues(schema, { ...valid, ...patch })).toHaveLength(1);
    ok({ name: 'ab', brand: 'ab', description: 'd'.repeat(10), location: 'ab' });
    ok({
      name: 'n'.repeat(255),
      brand: 'b'.repeat(100),
      description: 'd'.repeat(2000),
      location: 'l'.repeat(255),
    });
    bad({ description: 'd'.repeat(2001) });
    bad({ name: 'n'.repeat(256) });
    ok({ salePrice: 1250.5, estimatedValue: 0 });
    bad({ salePrice: -1 });
    bad({ salePrice: 12.345 });
    bad({ salePrice: ITEM_LIMITS.priceMax + 1 });
    bad({ condition: 'Mint' });
  });

  it('refuses unknown fields and a status other than draft or pending_review', () => {
    expect(issues(createItemSchema('bike', NOW), { ...valid, ownerId: 'x' })).toHaveLength(1);
    expect(issues(createItemSchema('bike', NOW), { ...valid, status: 'published' })).toHaveLength(
      1,
    );
    expect(createItemSchema('bike', NOW).parse({ ...valid, status: 'pending_review' }).status).toBe(
      'pending_review',
    );
  });
});

describe('attributes by type (spec 2 §3.3)', () => {
  it('accepts each type its own attributes', () => {
    expect(
      attributesSchema('bike').parse({
        category: 'Gravel Bike',
        wheel_size: '700c',
        suspension: 'Rigid',
      }),
    ).toEqual({ category: 'Gravel Bike', wheel_size: '700c', suspension: 'Rigid' });
    expect(
      attributesSchema('part').parse({ part_category: 'Brakes', thread_size: 'M5' }),
    ).toBeTruthy();
    expect(
      attributesSchema('accessory').parse({ waterproof: true, attachment_type: 'Clip-on' }),
    ).toBeTruthy();
    expect(
      attributesSchema('gear').parse({ size: 'XL', gender: "Women's", features: ['Reflective'] }),
    ).toBeTruthy();
  });

  it("refuses another type's keys and values outside the option lists, naming the field", () => {
    expect(issues(attributesSchema('bike'), { part_category: 'Brakes' })).toEqual([
      { path: 'part_category', msg: 'part_category is not an attribute of a bike' },
    ]);
    expect(issues(attributesSchema('bike'), { wheel_size: '28"' })).toEqual([
      { path: 'wheel_size', msg: 'Please choose a wheel size from the list' },
    ]);
    expect(issues(attributesSchema('gear'), { size: 'XXXL' })).toHaveLength(1);
    expect(issues(attributesSchema('accessory'), { waterproof: 'yes' })).toHaveLength(1);
  });

  it('allows at most 10 features', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `Feature ${i}`);
    expect(issues(attributesSchema('gear'), { features: ten })).toEqual([]);
    expect(issues(attributesSchema('gear'), { features: [...ten, 'one more'] })).toEqual([
      { path: 'features', msg: 'You can add at most 10 features' },
    ]);
  });

  it('is checked inside the item schemas', () => {
    expect(
      issues(createItemSchema('part', NOW), { ...valid, attributes: { gearing: '1x12' } }),
    ).toEqual([{ path: 'attributes.gearing', msg: 'gearing is not an attribute of a part' }]);
  });
});

describe('updateItemSchema', () => {
  it('accepts any subset, or the status alone', () => {
    expect(updateItemSchema('bike', NOW).parse({ year: null })).toEqual({ year: null });
    expect(updateItemSchema('bike', NOW).parse({ status: 'pending_review' })).toEqual({
      status: 'pending_review',
    });
  });
  it('refuses an empty change and other statuses', () => {
    expect(issues(updateItemSchema('bike', NOW), {})).toHaveLength(1);
    expect(issues(updateItemSchema('bike', NOW), { status: 'published' })).toHaveLength(1);
    expect(issues(updateItemSchema('bike', NOW), { name: '' })).toEqual([
      { path: 'name', msg: 'Bike name is required' },
    ]);
  });
});

describe('reasons and photos', () => {
  it('needs a reason that is not blank', () => {
    expect(reasonSchema.safeParse('   ').success).toBe(false);
    expect(reasonSchema.parse('  Blurry photos ')).toBe('Blurry photos');
  });

  it('checks a photo selection with the uploader messages (spec 2 §5.1)', () => {
    const mb = 1024 * 1024;
    const { accepted, errors } = checkPhotoSelection(
      [
        { name: 'a.jpg', size: mb, type: 'image/jpeg' },
        { name: 'notes.pdf', size: mb, type: 'application/pdf' },
        { name: 'huge.png', size: 11 * mb, type: 'image/png' },
        { name: 'b.jpg', size: mb, type: 'image/jpeg' },
      ],
      8,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(errors).toEqual([
      { title: 'Invalid file type', message: 'notes.pdf is not an image' },
      { title: 'File too large', message: 'huge.png is too large (max 10MB)' },
    ]);
    const over = checkPhotoSelection([{ name: 'c.jpg', size: 1, type: 'image/jpeg' }], 10);
    expect(over.errors).toEqual([
      { title: 'Too many photos', message: 'You can upload a maximum of 10 photos.' },
    ]);
  });

  it('parses the primary index of an upload', () => {
    expect(parsePrimaryIndex(undefined, 3)).toBeNull();
    expect(parsePrimaryIndex('2', 3)).toBe(2);
    expect(parsePrimaryIndex('3', 3)).toBe('invalid');
    expect(parsePrimaryIndex('-1', 3)).toBe('invalid');
    expect(ITEM_MESSAGES.invalidPrimaryIndex).toBe('Invalid primary image index');
  });
});

describe('permissions (spec 2 §6)', () => {
  const member = { id: 'u1', role: 'user' };
  const other = { id: 'u2', role: 'user' };
  const manager = { id: 'm1', role: 'manager' };
  const item = { ownerId: 'u1', status: 'draft' };

  it('lets only the owner edit, staff included', () => {
    expect(canEditItem(item, member)).toBe(true);
    expect(canEditItem(item, other)).toBe(false);
    expect(canEditItem(item, manager)).toBe(false);
    expect(canEditItem(item, null)).toBe(false);
  });

  it('shows drafts to the owner and staff only, published items to everyone', () => {
    expect(canViewItem(item, null)).toBe(false);
    expect(canViewItem(item, other)).toBe(false);
    expect(canViewItem(item, manager)).toBe(true);
    expect(canViewItem({ ...item, status: 'published' }, null)).toBe(true);
    expect(canViewItem({ ...item, status: 'trade_complete' }, other)).toBe(true);
  });

  it('publishes directly and moderates for owner and manager roles only', () => {
    expect(canPublishDirectly(manager)).toBe(true);
    expect(canPublishDirectly({ id: 'o', role: 'owner' })).toBe(true);
    expect(canPublishDirectly(member)).toBe(false);
    expect(canModerateItems(null)).toBe(false);
  });

  it('unapproves only published items the staff member does not own', () => {
    expect(canUnapproveItem({ ownerId: 'u1', status: 'published' }, manager)).toBe(true);
    expect(canUnapproveItem({ ownerId: 'm1', status: 'published' }, manager)).toBe(false);
    expect(canUnapproveItem({ ownerId: 'u1', status: 'draft' }, manager)).toBe(false);
    expect(canUnapproveItem({ ownerId: 'u2', status: 'published' }, member)).toBe(false);
  });

  it('refuses deletion during a trade and hides Delete after an accepted offer', () => {
    expect(canDeleteItem(item, member)).toBe(true);
    expect(canDeleteItem(item, other)).toBe(false);
    expect(canDeleteItem(item, manager)).toBe(true);
    expect(canDeleteItem({ ...item, status: 'pending_trade' }, member)).toBe(false);
    expect(canDeleteItem({ ...item, latestOfferStatus: 'accepted' }, member)).toBe(false);
    expect(showDeleteAction({ ...item, latestOfferStatus: 'pending' })).toBe(true);
    // A traded listing is kept with its trade history (the server answers 409).
    expect(canDeleteItem({ ...item, latestOfferStatus: 'completed' }, member)).toBe(false);
    expect(canDeleteItem({ ...item, latestOfferStatus: 'completed' }, manager)).toBe(false);
  });
});

describe('submissionIssues (spec 2 §5.2, issue 10 item 1)', () => {
  it("refuses a draft's placeholders and blank fields with the spec's messages", () => {
    expect(submissionIssues(draftPlaceholders('bike'), 'bike')).toEqual([
      { path: 'name', msg: 'Bike name is required' },
      { path: 'brand', msg: 'Brand is required' },
      { path: 'description', msg: 'Description is required' },
    ]);
    expect(
      submissionIssues({ name: 'Kona', brand: 'K', description: 'short', location: '' }, 'part'),
    ).toEqual([
      { path: 'brand', msg: 'Brand must be between 2 and 100 characters' },
      { path: 'condition', msg: 'Condition is required' },
      { path: 'description', msg: 'Description must be between 10 and 2000 characters' },
      { path: 'location', msg: 'Location is required' },
    ]);
  });

  it('accepts a filled-in listing, placeholder condition and location included', () => {
    expect(
      submissionIssues(
        {
          ...draftPlaceholders('gear'),
          name: 'Rain jacket',
          brand: 'Gore',
          description: 'Worn twice, no tears.',
        },
        'gear',
      ),
    ).toEqual([]);
  });
});

describe('editNeedsReview (README "Product decisions", issue 10 item 3)', () => {
  const stored = {
    name: 'Trek Marlin 7',
    salePrice: 650,
    attributes: { category: 'Mountain Bike', wheel_size: '29"' },
  };
  it('sends text, attribute and higher or removed price changes to review', () => {
    expect(editNeedsReview(stored, { name: 'Free bike' })).toBe(true);
    expect(editNeedsReview(stored, { attributes: { category: 'Gravel Bike' } })).toBe(true);
    expect(editNeedsReview(stored, { salePrice: 700 })).toBe(true);
    expect(editNeedsReview(stored, { salePrice: null })).toBe(true);
  });
  it('keeps a lower price and unchanged values (any key order) out of review', () => {
    expect(editNeedsReview(stored, { salePrice: 600 })).toBe(false);
    expect(
      editNeedsReview(stored, {
        name: 'Trek Marlin 7',
        attributes: { wheel_size: '29"', category: 'Mountain Bike' },
        status: 'pending_review',
      }),
    ).toBe(false);
  });
});

describe('photo tips per item type (issue 10 #11)', () => {
  it("keeps spec 2 §2.2's bike tips for bikes", () => {
    expect(photoTipsFor('bike')).toEqual([
      'Full side view',
      'Close-up of brand/model decals',
      'Component details',
      'Any wear or damage',
    ]);
  });

  it('gives parts, accessories and gear tips of their own, none about a bike', () => {
    for (const type of ['part', 'accessory', 'gear'] as const) {
      const tips = photoTipsFor(type);
      expect(tips).toHaveLength(4);
      expect(tips).not.toContain('Full side view');
      expect(tips).not.toContain('Component details');
    }
  });
});

describe('ATTRIBUTE_KEYS', () => {
  // The keys are written out apart from the zod shapes (so pages can list facts without zod):
  // both must name the same attributes in the same order.
  it.each(['bike', 'part', 'accessory', 'gear'] as const)(
    'lists the keys of the %s shape',
    (type) => {
      expect(ATTRIBUTE_KEYS[type]).toEqual(Object.keys(ATTRIBUTE_SHAPES[type]));
    },
  );
});
