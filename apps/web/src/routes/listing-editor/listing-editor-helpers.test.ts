import { describe, expect, it } from 'vitest';
import type { ItemImages } from '@pedalswap/api-client';
import {
  createDraftBody,
  handOverPendingPhotos,
  mergeServerPhotos,
  photosFromImages,
  takePendingPhotos,
} from './listing-editor-helpers.ts';

type Image = ItemImages['images'][number];

function image(id: string, isPrimary = false): Image {
  return {
    id,
    isPrimary,
    imageUrl: `/uploads/${id}-1600.webp`,
    thumbnailUrl: `/uploads/${id}-320.webp`,
  } as Image;
}

describe('createDraftBody', () => {
  it('fills the placeholders of a new draft and keeps what was typed', () => {
    const body = createDraftBody('bike', { name: 'Ibis Ripmo', year: 2022 });
    expect(body).toMatchObject({
      name: 'Ibis Ripmo',
      year: 2022,
      brand: 'Unknown',
      condition: 'Good',
      status: 'draft',
    });
  });

  it('never lets the typed data pick a status other than draft', () => {
    expect(createDraftBody('part', { status: 'published' }).status).toBe('draft');
    expect(createDraftBody('gear', null).name).toBe('Untitled Gear');
  });
});

describe('photosFromImages', () => {
  it('shows the thumbnail of each stored photo', () => {
    expect(photosFromImages([image('a', true)])).toEqual([
      { id: 'a', url: '/uploads/a-320.webp', isPrimary: true, isExisting: true },
    ]);
    expect(photosFromImages(undefined)).toEqual([]);
  });
});

describe('mergeServerPhotos', () => {
  const local = photosFromImages([image('a', true), image('b'), image('c')]);

  it('keeps the page order and appends photos that are new to the page', () => {
    const merged = mergeServerPhotos(
      [image('c'), image('a', true), image('d'), image('b')],
      [local[2]!, local[0]!, local[1]!],
    );
    expect(merged.map((p) => p.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('drops placeholders of finished uploads', () => {
    const uploading = { id: 'new-1', url: 'blob:x', isPrimary: false, isExisting: false };
    const merged = mergeServerPhotos(
      [image('a', true), image('b'), image('c'), image('n')],
      [...local, uploading],
    );
    expect(merged.map((p) => p.id)).toEqual(['a', 'b', 'c', 'n']);
  });

  it('keeps deletion marks and moves primary off a marked photo to the first kept one', () => {
    const marked = [{ ...local[0]!, isDeleted: true, isPrimary: false }, local[1]!, local[2]!];
    const merged = mergeServerPhotos([image('a', true), image('b'), image('c')], marked);
    expect(merged.map((p) => [p.id, p.isDeleted ?? false, p.isPrimary])).toEqual([
      ['a', true, false],
      ['b', false, true],
      ['c', false, false],
    ]);
  });
});

describe('pending photos', () => {
  it('hands the new page files to the edit page once', () => {
    const file = new File(['x'], 'side.png', { type: 'image/png' });
    const decal = new File(['y'], 'decal.png', { type: 'image/png' });
    handOverPendingPhotos('bike', [file]);
    handOverPendingPhotos('part', [file]);
    // The page's newest list replaces the older one, with its primary choice.
    handOverPendingPhotos('bike', [file, decal], 1);
    expect(takePendingPhotos('bike')).toEqual({ files: [file, decal], primaryIndex: 1 });
    expect(takePendingPhotos('bike')).toEqual({ files: [], primaryIndex: null });
    expect(takePendingPhotos('part').files).toHaveLength(1);
  });

  it('forgets the list when the page removes its last photo', () => {
    const file = new File(['x'], 'side.png', { type: 'image/png' });
    handOverPendingPhotos('gear', [file], 0);
    handOverPendingPhotos('gear', []);
    expect(takePendingPhotos('gear').files).toEqual([]);
  });
});
