import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemImages } from '@pedalswap/api-client';
import {
  createDraftBody,
  keepForm,
  photosFromImages,
  readKeptForm,
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

describe('the kept form (issue 10 item 2)', () => {
  beforeEach(() => {
    // The unit tests run in node: a local storage of the browser's shape.
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    });
    return () => vi.unstubAllGlobals();
  });

  it('is read back for its listing only, and forgotten with null', () => {
    const form = { name: 'Kona Unit', year: '1850', attributes: {} };
    keepForm('bike', 'b1', form);
    expect(readKeptForm('bike', 'b1')).toEqual(form);
    expect(readKeptForm('bike', 'b2')).toBeNull();
    expect(readKeptForm('part', 'b1')).toBeNull();
    keepForm('bike', 'b1', null);
    expect(readKeptForm('bike', 'b1')).toBeNull();
  });

  it('ignores what is not a form', () => {
    window.localStorage.setItem('pedalswap.listingForm.bike.b3', '{broken');
    expect(readKeptForm('bike', 'b3')).toBeNull();
  });
});
